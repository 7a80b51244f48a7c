// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 2;
  size_t v3 = 2;
  int32_t v4 = 5;
  size_t v5 = 9;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 45;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 5;
  size_t v14 = 107;
  size_t v15 = 110;
  size_t v16 = 16;
  size_t v17 = 1728;
  size_t v18 = 11;
  size_t v19 = 215;
  size_t v20 = 8;
  size_t v21 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v18;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v15;
  bool v28 = v26 < v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v17;
  bool v31 = v29 < v30;
  bool v32 = v28 & v31;
  if (v32) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v33 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_149 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_149, v33, v8);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v11; i37 < v5; i37 += v21) {
      for (size_t j38 = v11; j38 < v13; j38 += v21) {
        size_t v39 = i37 * v13;
        size_t v40 = v39 + j38;
        size_t v41 = v40 * v6;
        size_t v42 = v36 + v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        ptrdiff_t v45 = (ptrdiff_t) v42;
        int32_t v46 = (int32_t) v45;
        noc_async_read_tile(v44, v34, v46);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    for (size_t i47 = v11; i47 < v16; i47 += v21) {
      size_t v48 = i47 * v15;
      size_t v49 = v25 + v48;
      ptrdiff_t v50 = (ptrdiff_t) v49;
      ptrdiff_t v51 = (ptrdiff_t) v17;
      bool v52 = v50 < v51;
      if (v52) {
        size_t v53 = v49 / v20;
        size_t v54 = v49 % v20;
        size_t v55 = v53 * v14;
        size_t v56 = v55 / v19;
        size_t v57 = v56 / v14;
        size_t v58 = v56 - v57;
        size_t v59 = v58 * v13;
        size_t v60 = v59 + v13;
        cb_ctarg_1.reserve_back(v4);
        cb_ctarg_2.reserve_back(v4);
        int32_t v61 = get_common_arg_val<uint32_t>(v3);
        auto tensor_accessor_args_184 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v62 = TensorAccessor(tensor_accessor_args_184, v61, v8);
        ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v64 = (size_t) v63;
        for (size_t j65 = v11; j65 < v13; j65 += v21) {
          size_t v66 = v59 + j65;
          size_t v67 = v66 * v20;
          size_t v68 = v67 + v54;
          size_t v69 = j65 * v6;
          size_t v70 = v64 + v69;
          ptrdiff_t v71 = (ptrdiff_t) v68;
          int32_t v72 = (int32_t) v71;
          ptrdiff_t v73 = (ptrdiff_t) v70;
          int32_t v74 = (int32_t) v73;
          noc_async_read_tile(v72, v62, v74);
        }
        auto tensor_accessor_args_193 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v75 = TensorAccessor(tensor_accessor_args_193, v61, v8);
        ptrdiff_t v76 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v77 = (size_t) v76;
        for (size_t j78 = v11; j78 < v13; j78 += v21) {
          size_t v79 = v60 + j78;
          size_t v80 = v79 * v20;
          size_t v81 = v80 + v54;
          size_t v82 = j78 * v6;
          size_t v83 = v77 + v82;
          ptrdiff_t v84 = (ptrdiff_t) v81;
          int32_t v85 = (int32_t) v84;
          ptrdiff_t v86 = (ptrdiff_t) v83;
          int32_t v87 = (int32_t) v86;
          noc_async_read_tile(v85, v75, v87);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v4);
        cb_ctarg_1.push_back(v4);
        cb_ctarg_3.reserve_back(v1);
        cb_ctarg_4.reserve_back(v1);
        ptrdiff_t v88 = (ptrdiff_t) v53;
        int64_t v89 = (int64_t) v88;
        uint64_t v90 = (uint64_t) v89;
        uint64_t v91 = (uint64_t) v12;
        uint64_t v92 = v90 * v91;
        int64_t v93 = (int64_t) v92;
        ptrdiff_t v94 = (ptrdiff_t) v93;
        size_t v95 = (size_t) v94;
        int32_t v96 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_215 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v97 = TensorAccessor(tensor_accessor_args_215, v96, v8);
        ptrdiff_t v98 = (ptrdiff_t) v95;
        int32_t v99 = (int32_t) v98;
        noc_async_read_tile(v99, v97, cb_ctarg_3.get_write_ptr());
        uint64_t v100 = (uint64_t) v93;
        uint64_t v101 = (uint64_t) v10;
        uint64_t v102 = v100 + v101;
        int64_t v103 = (int64_t) v102;
        ptrdiff_t v104 = (ptrdiff_t) v103;
        size_t v105 = (size_t) v104;
        auto tensor_accessor_args_232 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v106 = TensorAccessor(tensor_accessor_args_232, v96, v8);
        ptrdiff_t v107 = (ptrdiff_t) v105;
        int32_t v108 = (int32_t) v107;
        noc_async_read_tile(v108, v106, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v1);
        cb_ctarg_3.push_back(v1);
      }
    }
  }
  return;
}

