// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  int32_t v3 = 12;
  int32_t v4 = 1;
  int32_t v5 = 4;
  size_t v6 = 5;
  size_t v7 = 4096;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  int32_t v10 = 15;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 3;
  size_t v15 = 59;
  size_t v16 = 110;
  size_t v17 = 120;
  size_t v18 = 11;
  size_t v19 = 119;
  size_t v20 = 2;
  size_t v21 = 4;
  size_t v22 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v23 = get_absolute_logical_x();
  size_t v24 = get_absolute_logical_y();
  size_t v25 = v24 * v18;
  size_t v26 = v25 + v23;
  ptrdiff_t v27 = (ptrdiff_t) v26;
  ptrdiff_t v28 = (ptrdiff_t) v16;
  bool v29 = v27 < v28;
  ptrdiff_t v30 = (ptrdiff_t) v26;
  ptrdiff_t v31 = (ptrdiff_t) v17;
  bool v32 = v30 < v31;
  bool v33 = v29 & v32;
  if (v33) {
    cb_ctarg_0.reserve_back(v10);
    int32_t v34 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_197 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v35 = TensorAccessor(tensor_accessor_args_197, v34, v9);
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
    for (size_t i48 = v12; i48 < v20; i48 += v22) {
      size_t v49 = i48 * v16;
      size_t v50 = v26 + v49;
      ptrdiff_t v51 = (ptrdiff_t) v50;
      ptrdiff_t v52 = (ptrdiff_t) v17;
      bool v53 = v51 < v52;
      if (v53) {
        size_t v54 = v50 * v15;
        size_t v55 = v54 / v19;
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
        auto tensor_accessor_args_239 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v69 = TensorAccessor(tensor_accessor_args_239, v68, v9);
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
        auto tensor_accessor_args_256 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v87 = TensorAccessor(tensor_accessor_args_256, v68, v9);
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
        for (size_t j99 = v12; j99 < v20; j99 += v22) {
          size_t v100 = j99 * v21;
          cb_ctarg_1.reserve_back(v3);
          cb_ctarg_2.reserve_back(v3);
          int32_t v101 = get_common_arg_val<uint32_t>(v20);
          auto tensor_accessor_args_269 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v102 = TensorAccessor(tensor_accessor_args_269, v101, v9);
          ptrdiff_t v103 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v104 = (size_t) v103;
          for (size_t k105 = v12; k105 < v14; k105 += v22) {
            for (size_t l106 = v12; l106 < v21; l106 += v22) {
              size_t v107 = v58 + k105;
              size_t v108 = v100 + l106;
              size_t v109 = v107 * v1;
              size_t v110 = v109 + v108;
              size_t v111 = k105 * v21;
              size_t v112 = v111 + l106;
              size_t v113 = v112 * v7;
              size_t v114 = v104 + v113;
              ptrdiff_t v115 = (ptrdiff_t) v110;
              int32_t v116 = (int32_t) v115;
              ptrdiff_t v117 = (ptrdiff_t) v114;
              int32_t v118 = (int32_t) v117;
              noc_async_read_tile(v116, v102, v118);
            }
          }
          auto tensor_accessor_args_278 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v119 = TensorAccessor(tensor_accessor_args_278, v101, v9);
          ptrdiff_t v120 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v121 = (size_t) v120;
          for (size_t k122 = v12; k122 < v14; k122 += v22) {
            for (size_t l123 = v12; l123 < v21; l123 += v22) {
              size_t v124 = v59 + k122;
              size_t v125 = v100 + l123;
              size_t v126 = v124 * v1;
              size_t v127 = v126 + v125;
              size_t v128 = k122 * v21;
              size_t v129 = v128 + l123;
              size_t v130 = v129 * v7;
              size_t v131 = v121 + v130;
              ptrdiff_t v132 = (ptrdiff_t) v127;
              int32_t v133 = (int32_t) v132;
              ptrdiff_t v134 = (ptrdiff_t) v131;
              int32_t v135 = (int32_t) v134;
              noc_async_read_tile(v133, v119, v135);
            }
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

