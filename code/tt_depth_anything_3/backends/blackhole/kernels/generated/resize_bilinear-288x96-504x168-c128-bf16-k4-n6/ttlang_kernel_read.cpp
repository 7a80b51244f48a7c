// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 12;
  int32_t v4 = 1;
  int32_t v5 = 4;
  size_t v6 = 6;
  size_t v7 = 2048;
  int32_t v8 = 0;
  int32_t v9 = 2048;
  int32_t v10 = 18;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 3;
  size_t v15 = 287;
  size_t v16 = 110;
  size_t v17 = 5;
  size_t v18 = 504;
  size_t v19 = 11;
  size_t v20 = 503;
  size_t v21 = 4;
  size_t v22 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v23 = get_absolute_logical_x();
  size_t v24 = get_absolute_logical_y();
  size_t v25 = v24 * v19;
  size_t v26 = v25 + v23;
  ptrdiff_t v27 = (ptrdiff_t) v26;
  ptrdiff_t v28 = (ptrdiff_t) v16;
  bool v29 = v27 < v28;
  ptrdiff_t v30 = (ptrdiff_t) v26;
  ptrdiff_t v31 = (ptrdiff_t) v18;
  bool v32 = v30 < v31;
  bool v33 = v29 & v32;
  if (v33) {
    cb_ctarg_0.reserve_back(v10);
    int32_t v34 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_216 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v35 = TensorAccessor(tensor_accessor_args_216, v34, v9);
    ptrdiff_t v36 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v37 = (size_t) v36;
    for (size_t i38 = v12; i38 < v6; i38 += v22) {
      for (size_t j39 = v12; j39 < v14; j39 += v22) {
        size_t v40 = i38 * v14;
        size_t v41 = v40 + j39;
        size_t v42 = v41 * v7;
        size_t v43 = v37 + v42;
        ptrdiff_t v44 = (ptrdiff_t) v41;
        int32_t v45 = (int32_t) v44;
        ptrdiff_t v46 = (ptrdiff_t) v43;
        int32_t v47 = (int32_t) v46;
        noc_async_read_tile(v45, v35, v47);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v10);
    for (size_t i48 = v12; i48 < v17; i48 += v22) {
      size_t v49 = i48 * v16;
      size_t v50 = v26 + v49;
      ptrdiff_t v51 = (ptrdiff_t) v50;
      ptrdiff_t v52 = (ptrdiff_t) v18;
      bool v53 = v51 < v52;
      if (v53) {
        size_t v54 = v50 * v15;
        size_t v55 = v54 / v20;
        size_t v56 = v55 / v15;
        size_t v57 = v55 - v56;
        size_t v58 = v57 * v14;
        size_t v59 = v58 + v14;
        cb_ctarg_3.reserve_back(v5);
        cb_ctarg_4.reserve_back(v5);
        ptrdiff_t v60 = (ptrdiff_t) v50;
        int64_t v61 = (int64_t) v60;
        uint64_t v62 = (uint64_t) v61;
        uint64_t v63 = (uint64_t) v13;
        uint64_t v64 = v62 * v63;
        int64_t v65 = (int64_t) v64;
        ptrdiff_t v66 = (ptrdiff_t) v65;
        size_t v67 = (size_t) v66;
        int32_t v68 = get_common_arg_val<uint32_t>(v22);
        auto tensor_accessor_args_258 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v69 = TensorAccessor(tensor_accessor_args_258, v68, v9);
        ptrdiff_t v70 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v71 = (size_t) v70;
        for (size_t j72 = v12; j72 < v21; j72 += v22) {
          size_t v73 = v67 * v21;
          size_t v74 = v73 + j72;
          size_t v75 = j72 * v7;
          size_t v76 = v71 + v75;
          ptrdiff_t v77 = (ptrdiff_t) v74;
          int32_t v78 = (int32_t) v77;
          ptrdiff_t v79 = (ptrdiff_t) v76;
          int32_t v80 = (int32_t) v79;
          noc_async_read_tile(v78, v69, v80);
        }
        uint64_t v81 = (uint64_t) v65;
        uint64_t v82 = (uint64_t) v11;
        uint64_t v83 = v81 + v82;
        int64_t v84 = (int64_t) v83;
        ptrdiff_t v85 = (ptrdiff_t) v84;
        size_t v86 = (size_t) v85;
        auto tensor_accessor_args_275 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v87 = TensorAccessor(tensor_accessor_args_275, v68, v9);
        ptrdiff_t v88 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v89 = (size_t) v88;
        for (size_t j90 = v12; j90 < v21; j90 += v22) {
          size_t v91 = v86 * v21;
          size_t v92 = v91 + j90;
          size_t v93 = j90 * v7;
          size_t v94 = v89 + v93;
          ptrdiff_t v95 = (ptrdiff_t) v92;
          int32_t v96 = (int32_t) v95;
          ptrdiff_t v97 = (ptrdiff_t) v94;
          int32_t v98 = (int32_t) v97;
          noc_async_read_tile(v96, v87, v98);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v5);
        cb_ctarg_3.push_back(v5);
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v99 = get_common_arg_val<uint32_t>(v2);
        auto tensor_accessor_args_286 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v100 = TensorAccessor(tensor_accessor_args_286, v99, v9);
        ptrdiff_t v101 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v102 = (size_t) v101;
        for (size_t j103 = v12; j103 < v14; j103 += v22) {
          for (size_t k104 = v12; k104 < v21; k104 += v22) {
            size_t v105 = v58 + j103;
            size_t v106 = v105 * v21;
            size_t v107 = v106 + k104;
            size_t v108 = j103 * v21;
            size_t v109 = v108 + k104;
            size_t v110 = v109 * v7;
            size_t v111 = v102 + v110;
            ptrdiff_t v112 = (ptrdiff_t) v107;
            int32_t v113 = (int32_t) v112;
            ptrdiff_t v114 = (ptrdiff_t) v111;
            int32_t v115 = (int32_t) v114;
            noc_async_read_tile(v113, v100, v115);
          }
        }
        auto tensor_accessor_args_295 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v116 = TensorAccessor(tensor_accessor_args_295, v99, v9);
        ptrdiff_t v117 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v118 = (size_t) v117;
        for (size_t j119 = v12; j119 < v14; j119 += v22) {
          for (size_t k120 = v12; k120 < v21; k120 += v22) {
            size_t v121 = v59 + j119;
            size_t v122 = v121 * v21;
            size_t v123 = v122 + k120;
            size_t v124 = j119 * v21;
            size_t v125 = v124 + k120;
            size_t v126 = v125 * v7;
            size_t v127 = v118 + v126;
            ptrdiff_t v128 = (ptrdiff_t) v123;
            int32_t v129 = (int32_t) v128;
            ptrdiff_t v130 = (ptrdiff_t) v127;
            int32_t v131 = (int32_t) v130;
            noc_async_read_tile(v129, v116, v131);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
      }
    }
  }
  return;
}

