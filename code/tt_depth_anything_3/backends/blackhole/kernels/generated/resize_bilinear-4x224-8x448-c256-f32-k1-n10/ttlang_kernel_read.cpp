// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  int32_t v2 = 7;
  int32_t v3 = 1;
  size_t v4 = 14;
  size_t v5 = 10;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 70;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 3;
  size_t v14 = 55;
  size_t v15 = 11;
  size_t v16 = 7;
  size_t v17 = 8;
  size_t v18 = 1;
  size_t v19 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v15;
  size_t v23 = v22 + v20;
  size_t v24 = v23 % v19;
  size_t v25 = v23 / v19;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v14;
  bool v28 = v26 < v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v17;
  bool v31 = v29 < v30;
  bool v32 = v28 & v31;
  if (v32) {
    cb_ctarg_0.reserve_back(v9);
    size_t v33 = v24 * v16;
    int32_t v34 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_149 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v35 = TensorAccessor(tensor_accessor_args_149, v34, v8);
    ptrdiff_t v36 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v37 = (size_t) v36;
    for (size_t i38 = v11; i38 < v5; i38 += v18) {
      for (size_t j39 = v11; j39 < v16; j39 += v18) {
        size_t v40 = v33 + j39;
        size_t v41 = i38 * v4;
        size_t v42 = v41 + v40;
        size_t v43 = i38 * v16;
        size_t v44 = v43 + j39;
        size_t v45 = v44 * v6;
        size_t v46 = v37 + v45;
        ptrdiff_t v47 = (ptrdiff_t) v42;
        int32_t v48 = (int32_t) v47;
        ptrdiff_t v49 = (ptrdiff_t) v46;
        int32_t v50 = (int32_t) v49;
        noc_async_read_tile(v48, v35, v50);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v31) {
      size_t v51 = v25 * v13;
      size_t v52 = v51 / v16;
      size_t v53 = v52 / v13;
      size_t v54 = v52 - v53;
      size_t v55 = v54 * v16;
      size_t v56 = v55 + v16;
      cb_ctarg_3.reserve_back(v3);
      cb_ctarg_4.reserve_back(v3);
      ptrdiff_t v57 = (ptrdiff_t) v25;
      int64_t v58 = (int64_t) v57;
      uint64_t v59 = (uint64_t) v58;
      uint64_t v60 = (uint64_t) v12;
      uint64_t v61 = v59 * v60;
      int64_t v62 = (int64_t) v61;
      ptrdiff_t v63 = (ptrdiff_t) v62;
      size_t v64 = (size_t) v63;
      int32_t v65 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_183 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v66 = TensorAccessor(tensor_accessor_args_183, v65, v8);
      ptrdiff_t v67 = (ptrdiff_t) v64;
      int32_t v68 = (int32_t) v67;
      noc_async_read_tile(v68, v66, cb_ctarg_3.get_write_ptr());
      uint64_t v69 = (uint64_t) v62;
      uint64_t v70 = (uint64_t) v10;
      uint64_t v71 = v69 + v70;
      int64_t v72 = (int64_t) v71;
      ptrdiff_t v73 = (ptrdiff_t) v72;
      size_t v74 = (size_t) v73;
      auto tensor_accessor_args_200 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v75 = TensorAccessor(tensor_accessor_args_200, v65, v8);
      ptrdiff_t v76 = (ptrdiff_t) v74;
      int32_t v77 = (int32_t) v76;
      noc_async_read_tile(v77, v75, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v3);
      cb_ctarg_3.push_back(v3);
      for (size_t i78 = v11; i78 < v17; i78 += v18) {
        cb_ctarg_1.reserve_back(v2);
        cb_ctarg_2.reserve_back(v2);
        int32_t v79 = get_common_arg_val<uint32_t>(v19);
        auto tensor_accessor_args_211 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v80 = TensorAccessor(tensor_accessor_args_211, v79, v8);
        ptrdiff_t v81 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v82 = (size_t) v81;
        for (size_t j83 = v11; j83 < v16; j83 += v18) {
          size_t v84 = v55 + j83;
          size_t v85 = v84 * v17;
          size_t v86 = v85 + i78;
          size_t v87 = j83 * v6;
          size_t v88 = v82 + v87;
          ptrdiff_t v89 = (ptrdiff_t) v86;
          int32_t v90 = (int32_t) v89;
          ptrdiff_t v91 = (ptrdiff_t) v88;
          int32_t v92 = (int32_t) v91;
          noc_async_read_tile(v90, v80, v92);
        }
        auto tensor_accessor_args_220 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v93 = TensorAccessor(tensor_accessor_args_220, v79, v8);
        ptrdiff_t v94 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v95 = (size_t) v94;
        for (size_t j96 = v11; j96 < v16; j96 += v18) {
          size_t v97 = v56 + j96;
          size_t v98 = v97 * v17;
          size_t v99 = v98 + i78;
          size_t v100 = j96 * v6;
          size_t v101 = v95 + v100;
          ptrdiff_t v102 = (ptrdiff_t) v99;
          int32_t v103 = (int32_t) v102;
          ptrdiff_t v104 = (ptrdiff_t) v101;
          int32_t v105 = (int32_t) v104;
          noc_async_read_tile(v103, v93, v105);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v2);
        cb_ctarg_1.push_back(v2);
      }
    }
  }
  return;
}

