// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 14;
  int32_t v4 = 1;
  size_t v5 = 42;
  size_t v6 = 2048;
  int32_t v7 = 0;
  int32_t v8 = 2048;
  int32_t v9 = 154;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 7;
  size_t v14 = 36;
  size_t v15 = 14;
  size_t v16 = 13;
  size_t v17 = 4;
  size_t v18 = 1;
  size_t v19 = 3;
  size_t v20 = 11;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v20;
  size_t v24 = v23 + v21;
  size_t v25 = v24 % v19;
  size_t v26 = v24 / v19;
  ptrdiff_t v27 = (ptrdiff_t) v26;
  ptrdiff_t v28 = (ptrdiff_t) v14;
  bool v29 = v27 < v28;
  ptrdiff_t v30 = (ptrdiff_t) v26;
  ptrdiff_t v31 = (ptrdiff_t) v15;
  bool v32 = v30 < v31;
  bool v33 = v29 & v32;
  if (v33) {
    cb_ctarg_0.reserve_back(v9);
    size_t v34 = v25 * v15;
    int32_t v35 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_167 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v36 = TensorAccessor(tensor_accessor_args_167, v35, v8);
    ptrdiff_t v37 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v38 = (size_t) v37;
    for (size_t i39 = v11; i39 < v20; i39 += v18) {
      for (size_t j40 = v11; j40 < v15; j40 += v18) {
        size_t v41 = v34 + j40;
        size_t v42 = i39 * v5;
        size_t v43 = v42 + v41;
        size_t v44 = i39 * v15;
        size_t v45 = v44 + j40;
        size_t v46 = v45 * v6;
        size_t v47 = v38 + v46;
        ptrdiff_t v48 = (ptrdiff_t) v43;
        int32_t v49 = (int32_t) v48;
        ptrdiff_t v50 = (ptrdiff_t) v47;
        int32_t v51 = (int32_t) v50;
        noc_async_read_tile(v49, v36, v51);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v32) {
      size_t v52 = v26 * v13;
      size_t v53 = v52 / v16;
      size_t v54 = v53 / v13;
      size_t v55 = v53 - v54;
      size_t v56 = v55 * v15;
      size_t v57 = v56 + v15;
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v58 = (ptrdiff_t) v26;
      int64_t v59 = (int64_t) v58;
      uint64_t v60 = (uint64_t) v59;
      uint64_t v61 = (uint64_t) v12;
      uint64_t v62 = v60 * v61;
      int64_t v63 = (int64_t) v62;
      ptrdiff_t v64 = (ptrdiff_t) v63;
      size_t v65 = (size_t) v64;
      int32_t v66 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_201 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v67 = TensorAccessor(tensor_accessor_args_201, v66, v8);
      ptrdiff_t v68 = (ptrdiff_t) v65;
      int32_t v69 = (int32_t) v68;
      noc_async_read_tile(v69, v67, cb_ctarg_3.get_write_ptr());
      uint64_t v70 = (uint64_t) v63;
      uint64_t v71 = (uint64_t) v10;
      uint64_t v72 = v70 + v71;
      int64_t v73 = (int64_t) v72;
      ptrdiff_t v74 = (ptrdiff_t) v73;
      size_t v75 = (size_t) v74;
      auto tensor_accessor_args_218 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v76 = TensorAccessor(tensor_accessor_args_218, v66, v8);
      ptrdiff_t v77 = (ptrdiff_t) v75;
      int32_t v78 = (int32_t) v77;
      noc_async_read_tile(v78, v76, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i79 = v11; i79 < v17; i79 += v18) {
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v80 = get_common_arg_val<uint32_t>(v2);
        auto tensor_accessor_args_229 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v81 = TensorAccessor(tensor_accessor_args_229, v80, v8);
        ptrdiff_t v82 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v83 = (size_t) v82;
        for (size_t j84 = v11; j84 < v15; j84 += v18) {
          size_t v85 = v56 + j84;
          size_t v86 = v85 * v17;
          size_t v87 = v86 + i79;
          size_t v88 = j84 * v6;
          size_t v89 = v83 + v88;
          ptrdiff_t v90 = (ptrdiff_t) v87;
          int32_t v91 = (int32_t) v90;
          ptrdiff_t v92 = (ptrdiff_t) v89;
          int32_t v93 = (int32_t) v92;
          noc_async_read_tile(v91, v81, v93);
        }
        auto tensor_accessor_args_238 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v94 = TensorAccessor(tensor_accessor_args_238, v80, v8);
        ptrdiff_t v95 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v96 = (size_t) v95;
        for (size_t j97 = v11; j97 < v15; j97 += v18) {
          size_t v98 = v57 + j97;
          size_t v99 = v98 * v17;
          size_t v100 = v99 + i79;
          size_t v101 = j97 * v6;
          size_t v102 = v96 + v101;
          ptrdiff_t v103 = (ptrdiff_t) v100;
          int32_t v104 = (int32_t) v103;
          ptrdiff_t v105 = (ptrdiff_t) v102;
          int32_t v106 = (int32_t) v105;
          noc_async_read_tile(v104, v94, v106);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
      }
    }
  }
  return;
}

