// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 2;
  int32_t v3 = 12;
  size_t v4 = 24;
  size_t v5 = 13;
  size_t v6 = 2048;
  int32_t v7 = 0;
  int32_t v8 = 2048;
  int32_t v9 = 156;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 12;
  size_t v14 = 375;
  size_t v15 = 55;
  size_t v16 = 48;
  size_t v17 = 2632;
  size_t v18 = 11;
  size_t v19 = 657;
  size_t v20 = 4;
  size_t v21 = 1;
  size_t v22 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v23 = get_absolute_logical_x();
  size_t v24 = get_absolute_logical_y();
  size_t v25 = v24 * v18;
  size_t v26 = v25 + v23;
  size_t v27 = v26 % v22;
  size_t v28 = v26 / v22;
  ptrdiff_t v29 = (ptrdiff_t) v28;
  ptrdiff_t v30 = (ptrdiff_t) v15;
  bool v31 = v29 < v30;
  ptrdiff_t v32 = (ptrdiff_t) v28;
  ptrdiff_t v33 = (ptrdiff_t) v17;
  bool v34 = v32 < v33;
  bool v35 = v31 & v34;
  if (v35) {
    cb_ctarg_0.reserve_back(v9);
    size_t v36 = v27 * v13;
    int32_t v37 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_181 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v38 = TensorAccessor(tensor_accessor_args_181, v37, v8);
    ptrdiff_t v39 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v40 = (size_t) v39;
    for (size_t i41 = v11; i41 < v5; i41 += v21) {
      for (size_t j42 = v11; j42 < v13; j42 += v21) {
        size_t v43 = v36 + j42;
        size_t v44 = i41 * v4;
        size_t v45 = v44 + v43;
        size_t v46 = i41 * v13;
        size_t v47 = v46 + j42;
        size_t v48 = v47 * v6;
        size_t v49 = v40 + v48;
        ptrdiff_t v50 = (ptrdiff_t) v45;
        int32_t v51 = (int32_t) v50;
        ptrdiff_t v52 = (ptrdiff_t) v49;
        int32_t v53 = (int32_t) v52;
        noc_async_read_tile(v51, v38, v53);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    for (size_t i54 = v11; i54 < v16; i54 += v21) {
      size_t v55 = i54 * v15;
      size_t v56 = v28 + v55;
      ptrdiff_t v57 = (ptrdiff_t) v56;
      ptrdiff_t v58 = (ptrdiff_t) v17;
      bool v59 = v57 < v58;
      if (v59) {
        size_t v60 = v56 / v20;
        size_t v61 = v56 % v20;
        size_t v62 = v60 * v14;
        size_t v63 = v62 / v19;
        size_t v64 = v63 / v14;
        size_t v65 = v63 - v64;
        size_t v66 = v65 * v13;
        size_t v67 = v66 + v13;
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v68 = get_common_arg_val<uint32_t>(v22);
        auto tensor_accessor_args_216 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v69 = TensorAccessor(tensor_accessor_args_216, v68, v8);
        ptrdiff_t v70 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v71 = (size_t) v70;
        for (size_t j72 = v11; j72 < v13; j72 += v21) {
          size_t v73 = v66 + j72;
          size_t v74 = v73 * v20;
          size_t v75 = v74 + v61;
          size_t v76 = j72 * v6;
          size_t v77 = v71 + v76;
          ptrdiff_t v78 = (ptrdiff_t) v75;
          int32_t v79 = (int32_t) v78;
          ptrdiff_t v80 = (ptrdiff_t) v77;
          int32_t v81 = (int32_t) v80;
          noc_async_read_tile(v79, v69, v81);
        }
        auto tensor_accessor_args_225 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v82 = TensorAccessor(tensor_accessor_args_225, v68, v8);
        ptrdiff_t v83 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v84 = (size_t) v83;
        for (size_t j85 = v11; j85 < v13; j85 += v21) {
          size_t v86 = v67 + j85;
          size_t v87 = v86 * v20;
          size_t v88 = v87 + v61;
          size_t v89 = j85 * v6;
          size_t v90 = v84 + v89;
          ptrdiff_t v91 = (ptrdiff_t) v88;
          int32_t v92 = (int32_t) v91;
          ptrdiff_t v93 = (ptrdiff_t) v90;
          int32_t v94 = (int32_t) v93;
          noc_async_read_tile(v92, v82, v94);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
        cb_ctarg_3.reserve_back(v1);
        cb_ctarg_4.reserve_back(v1);
        ptrdiff_t v95 = (ptrdiff_t) v60;
        int64_t v96 = (int64_t) v95;
        uint64_t v97 = (uint64_t) v96;
        uint64_t v98 = (uint64_t) v12;
        uint64_t v99 = v97 * v98;
        int64_t v100 = (int64_t) v99;
        ptrdiff_t v101 = (ptrdiff_t) v100;
        size_t v102 = (size_t) v101;
        int32_t v103 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_247 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v104 = TensorAccessor(tensor_accessor_args_247, v103, v8);
        ptrdiff_t v105 = (ptrdiff_t) v102;
        int32_t v106 = (int32_t) v105;
        noc_async_read_tile(v106, v104, cb_ctarg_3.get_write_ptr());
        uint64_t v107 = (uint64_t) v100;
        uint64_t v108 = (uint64_t) v10;
        uint64_t v109 = v107 + v108;
        int64_t v110 = (int64_t) v109;
        ptrdiff_t v111 = (ptrdiff_t) v110;
        size_t v112 = (size_t) v111;
        auto tensor_accessor_args_264 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v113 = TensorAccessor(tensor_accessor_args_264, v103, v8);
        ptrdiff_t v114 = (ptrdiff_t) v112;
        int32_t v115 = (int32_t) v114;
        noc_async_read_tile(v115, v113, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v1);
        cb_ctarg_3.push_back(v1);
      }
    }
  }
  return;
}

