// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 17;
  int32_t v4 = 1;
  size_t v5 = 68;
  size_t v6 = 8;
  size_t v7 = 2048;
  int32_t v8 = 0;
  int32_t v9 = 2048;
  int32_t v10 = 136;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 17;
  size_t v15 = 519;
  size_t v16 = 27;
  size_t v17 = 34;
  size_t v18 = 910;
  size_t v19 = 11;
  size_t v20 = 909;
  size_t v21 = 1;
  size_t v22 = 4;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v23 = get_absolute_logical_x();
  size_t v24 = get_absolute_logical_y();
  size_t v25 = v24 * v19;
  size_t v26 = v25 + v23;
  size_t v27 = v26 % v22;
  size_t v28 = v26 / v22;
  ptrdiff_t v29 = (ptrdiff_t) v28;
  ptrdiff_t v30 = (ptrdiff_t) v16;
  bool v31 = v29 < v30;
  ptrdiff_t v32 = (ptrdiff_t) v28;
  ptrdiff_t v33 = (ptrdiff_t) v18;
  bool v34 = v32 < v33;
  bool v35 = v31 & v34;
  if (v35) {
    cb_ctarg_0.reserve_back(v10);
    size_t v36 = v27 * v14;
    int32_t v37 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_157 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v38 = TensorAccessor(tensor_accessor_args_157, v37, v9);
    ptrdiff_t v39 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v40 = (size_t) v39;
    for (size_t i41 = v12; i41 < v6; i41 += v21) {
      for (size_t j42 = v12; j42 < v14; j42 += v21) {
        size_t v43 = v36 + j42;
        size_t v44 = i41 * v5;
        size_t v45 = v44 + v43;
        size_t v46 = i41 * v14;
        size_t v47 = v46 + j42;
        size_t v48 = v47 * v7;
        size_t v49 = v40 + v48;
        ptrdiff_t v50 = (ptrdiff_t) v45;
        int32_t v51 = (int32_t) v50;
        ptrdiff_t v52 = (ptrdiff_t) v49;
        int32_t v53 = (int32_t) v52;
        noc_async_read_tile(v51, v38, v53);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v10);
    for (size_t i54 = v12; i54 < v17; i54 += v21) {
      size_t v55 = i54 * v16;
      size_t v56 = v28 + v55;
      ptrdiff_t v57 = (ptrdiff_t) v56;
      ptrdiff_t v58 = (ptrdiff_t) v18;
      bool v59 = v57 < v58;
      if (v59) {
        size_t v60 = v56 * v15;
        size_t v61 = v60 / v20;
        size_t v62 = v61 / v15;
        size_t v63 = v61 - v62;
        size_t v64 = v63 * v14;
        size_t v65 = v64 + v14;
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        ptrdiff_t v66 = (ptrdiff_t) v56;
        int64_t v67 = (int64_t) v66;
        uint64_t v68 = (uint64_t) v67;
        uint64_t v69 = (uint64_t) v13;
        uint64_t v70 = v68 * v69;
        int64_t v71 = (int64_t) v70;
        ptrdiff_t v72 = (ptrdiff_t) v71;
        size_t v73 = (size_t) v72;
        int32_t v74 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_199 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v75 = TensorAccessor(tensor_accessor_args_199, v74, v9);
        ptrdiff_t v76 = (ptrdiff_t) v73;
        int32_t v77 = (int32_t) v76;
        noc_async_read_tile(v77, v75, cb_ctarg_3.get_write_ptr());
        uint64_t v78 = (uint64_t) v71;
        uint64_t v79 = (uint64_t) v11;
        uint64_t v80 = v78 + v79;
        int64_t v81 = (int64_t) v80;
        ptrdiff_t v82 = (ptrdiff_t) v81;
        size_t v83 = (size_t) v82;
        auto tensor_accessor_args_216 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v84 = TensorAccessor(tensor_accessor_args_216, v74, v9);
        ptrdiff_t v85 = (ptrdiff_t) v83;
        int32_t v86 = (int32_t) v85;
        noc_async_read_tile(v86, v84, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v4);
        cb_ctarg_3.push_back(v4);
        for (size_t j87 = v12; j87 < v22; j87 += v21) {
          cb_ctarg_1.reserve_back(v3);
          cb_ctarg_2.reserve_back(v3);
          int32_t v88 = get_common_arg_val<uint32_t>(v2);
          auto tensor_accessor_args_227 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v89 = TensorAccessor(tensor_accessor_args_227, v88, v9);
          ptrdiff_t v90 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v91 = (size_t) v90;
          for (size_t k92 = v12; k92 < v14; k92 += v21) {
            size_t v93 = v64 + k92;
            size_t v94 = v93 * v22;
            size_t v95 = v94 + j87;
            size_t v96 = k92 * v7;
            size_t v97 = v91 + v96;
            ptrdiff_t v98 = (ptrdiff_t) v95;
            int32_t v99 = (int32_t) v98;
            ptrdiff_t v100 = (ptrdiff_t) v97;
            int32_t v101 = (int32_t) v100;
            noc_async_read_tile(v99, v89, v101);
          }
          auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v102 = TensorAccessor(tensor_accessor_args_236, v88, v9);
          ptrdiff_t v103 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v104 = (size_t) v103;
          for (size_t k105 = v12; k105 < v14; k105 += v21) {
            size_t v106 = v65 + k105;
            size_t v107 = v106 * v22;
            size_t v108 = v107 + j87;
            size_t v109 = k105 * v7;
            size_t v110 = v104 + v109;
            ptrdiff_t v111 = (ptrdiff_t) v108;
            int32_t v112 = (int32_t) v111;
            ptrdiff_t v113 = (ptrdiff_t) v110;
            int32_t v114 = (int32_t) v113;
            noc_async_read_tile(v112, v102, v114);
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v3);
          cb_ctarg_1.push_back(v3);
        }
      }
    }
  }
  return;
}

