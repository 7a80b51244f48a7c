// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  size_t v2 = 8;
  int32_t v3 = 8;
  size_t v4 = 2;
  size_t v5 = 4096;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 2;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 143;
  size_t v13 = 110;
  size_t v14 = 3;
  size_t v15 = 288;
  size_t v16 = 11;
  size_t v17 = 287;
  size_t v18 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v16;
  size_t v22 = v21 + v19;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v13;
  bool v25 = v23 < v24;
  ptrdiff_t v26 = (ptrdiff_t) v22;
  ptrdiff_t v27 = (ptrdiff_t) v15;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.reserve_back(v8);
    int32_t v30 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_158 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_158, v30, v7);
    ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v33 = (size_t) v32;
    for (size_t i34 = v10; i34 < v4; i34 += v18) {
      size_t v35 = i34 * v5;
      size_t v36 = v33 + v35;
      ptrdiff_t v37 = (ptrdiff_t) i34;
      int32_t v38 = (int32_t) v37;
      ptrdiff_t v39 = (ptrdiff_t) v36;
      int32_t v40 = (int32_t) v39;
      noc_async_read_tile(v38, v31, v40);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    for (size_t i41 = v10; i41 < v14; i41 += v18) {
      size_t v42 = i41 * v13;
      size_t v43 = v22 + v42;
      ptrdiff_t v44 = (ptrdiff_t) v43;
      ptrdiff_t v45 = (ptrdiff_t) v15;
      bool v46 = v44 < v45;
      if (v46) {
        size_t v47 = v43 * v12;
        size_t v48 = v47 / v17;
        size_t v49 = v48 / v12;
        size_t v50 = v48 - v49;
        size_t v51 = v50 + v18;
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v52 = get_common_arg_val<uint32_t>(v4);
        auto tensor_accessor_args_187 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v53 = TensorAccessor(tensor_accessor_args_187, v52, v7);
        ptrdiff_t v54 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v55 = (size_t) v54;
        for (size_t j56 = v10; j56 < v2; j56 += v18) {
          size_t v57 = v50 * v2;
          size_t v58 = v57 + j56;
          size_t v59 = j56 * v5;
          size_t v60 = v55 + v59;
          ptrdiff_t v61 = (ptrdiff_t) v58;
          int32_t v62 = (int32_t) v61;
          ptrdiff_t v63 = (ptrdiff_t) v60;
          int32_t v64 = (int32_t) v63;
          noc_async_read_tile(v62, v53, v64);
        }
        auto tensor_accessor_args_196 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v65 = TensorAccessor(tensor_accessor_args_196, v52, v7);
        ptrdiff_t v66 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v67 = (size_t) v66;
        for (size_t j68 = v10; j68 < v2; j68 += v18) {
          size_t v69 = v51 * v2;
          size_t v70 = v69 + j68;
          size_t v71 = j68 * v5;
          size_t v72 = v67 + v71;
          ptrdiff_t v73 = (ptrdiff_t) v70;
          int32_t v74 = (int32_t) v73;
          ptrdiff_t v75 = (ptrdiff_t) v72;
          int32_t v76 = (int32_t) v75;
          noc_async_read_tile(v74, v65, v76);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
        cb_ctarg_3.reserve_back(v3);
        cb_ctarg_4.reserve_back(v3);
        ptrdiff_t v77 = (ptrdiff_t) v43;
        int64_t v78 = (int64_t) v77;
        uint64_t v79 = (uint64_t) v78;
        uint64_t v80 = (uint64_t) v11;
        uint64_t v81 = v79 * v80;
        int64_t v82 = (int64_t) v81;
        ptrdiff_t v83 = (ptrdiff_t) v82;
        size_t v84 = (size_t) v83;
        int32_t v85 = get_common_arg_val<uint32_t>(v18);
        auto tensor_accessor_args_218 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v86 = TensorAccessor(tensor_accessor_args_218, v85, v7);
        ptrdiff_t v87 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v88 = (size_t) v87;
        for (size_t j89 = v10; j89 < v2; j89 += v18) {
          size_t v90 = v84 * v2;
          size_t v91 = v90 + j89;
          size_t v92 = j89 * v5;
          size_t v93 = v88 + v92;
          ptrdiff_t v94 = (ptrdiff_t) v91;
          int32_t v95 = (int32_t) v94;
          ptrdiff_t v96 = (ptrdiff_t) v93;
          int32_t v97 = (int32_t) v96;
          noc_async_read_tile(v95, v86, v97);
        }
        uint64_t v98 = (uint64_t) v82;
        uint64_t v99 = (uint64_t) v9;
        uint64_t v100 = v98 + v99;
        int64_t v101 = (int64_t) v100;
        ptrdiff_t v102 = (ptrdiff_t) v101;
        size_t v103 = (size_t) v102;
        auto tensor_accessor_args_235 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v104 = TensorAccessor(tensor_accessor_args_235, v85, v7);
        ptrdiff_t v105 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v106 = (size_t) v105;
        for (size_t j107 = v10; j107 < v2; j107 += v18) {
          size_t v108 = v103 * v2;
          size_t v109 = v108 + j107;
          size_t v110 = j107 * v5;
          size_t v111 = v106 + v110;
          ptrdiff_t v112 = (ptrdiff_t) v109;
          int32_t v113 = (int32_t) v112;
          ptrdiff_t v114 = (ptrdiff_t) v111;
          int32_t v115 = (int32_t) v114;
          noc_async_read_tile(v113, v104, v115);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v3);
        cb_ctarg_3.push_back(v3);
      }
    }
  }
  return;
}

