// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 5;
  size_t v2 = 96;
  size_t v3 = 2048;
  int32_t v4 = 2048;
  int32_t v5 = 4;
  int32_t v6 = 1;
  size_t v7 = 6;
  size_t v8 = 4096;
  int32_t v9 = 3;
  int32_t v10 = 0;
  int32_t v11 = 4096;
  int32_t v12 = 2;
  int64_t v13 = 2;
  int64_t v14 = 32;
  size_t v15 = 4;
  size_t v16 = 3;
  size_t v17 = 0;
  size_t v18 = 1;
  size_t v19 = 16;
  size_t v20 = 11;
  size_t v21 = 2;
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_25(get_compile_time_arg_val(25));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v20;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v19;
  bool v28 = v26 < v27;
  if (v28) {
    cb_ctarg_5.reserve_back(v12);
    cb_ctarg_6.reserve_back(v12);
    int32_t v29 = get_common_arg_val<uint32_t>(v16);
    auto tensor_accessor_args_185 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_185, v29, v11);
    ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v32 = (size_t) v31;
    for (size_t i33 = v17; i33 < v21; i33 += v18) {
      size_t v34 = i33 * v7;
      size_t v35 = i33 * v8;
      size_t v36 = v32 + v35;
      ptrdiff_t v37 = (ptrdiff_t) v34;
      int32_t v38 = (int32_t) v37;
      ptrdiff_t v39 = (ptrdiff_t) v36;
      int32_t v40 = (int32_t) v39;
      noc_async_read_tile(v38, v30, v40);
    }
    auto tensor_accessor_args_194 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v41 = TensorAccessor(tensor_accessor_args_194, v29, v11);
    ptrdiff_t v42 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v43 = (size_t) v42;
    for (size_t i44 = v17; i44 < v21; i44 += v18) {
      size_t v45 = i44 * v7;
      size_t v46 = v45 + v18;
      size_t v47 = i44 * v8;
      size_t v48 = v43 + v47;
      ptrdiff_t v49 = (ptrdiff_t) v46;
      int32_t v50 = (int32_t) v49;
      ptrdiff_t v51 = (ptrdiff_t) v48;
      int32_t v52 = (int32_t) v51;
      noc_async_read_tile(v50, v41, v52);
    }
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v12);
    cb_ctarg_5.push_back(v12);
    for (size_t i53 = v17; i53 < v16; i53 += v18) {
      cb_ctarg_25.reserve_back(v6);
      int32_t v54 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_294 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v55 = TensorAccessor(tensor_accessor_args_294, v54, v11);
      size_t v56 = v25 * v16;
      size_t v57 = v56 + i53;
      ptrdiff_t v58 = (ptrdiff_t) v57;
      int32_t v59 = (int32_t) v58;
      noc_async_read_tile(v59, v55, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v6);
    }
    if (v28) {
      size_t v60 = v25 * v21;
      cb_ctarg_0.reserve_back(v5);
      int32_t v61 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_207 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v62 = TensorAccessor(tensor_accessor_args_207, v61, v4);
      ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v64 = (size_t) v63;
      for (size_t i65 = v17; i65 < v21; i65 += v18) {
        for (size_t j66 = v17; j66 < v21; j66 += v18) {
          size_t v67 = v60 + j66;
          size_t v68 = i65 * v2;
          size_t v69 = v68 + v67;
          size_t v70 = i65 * v21;
          size_t v71 = v70 + j66;
          size_t v72 = v71 * v3;
          size_t v73 = v64 + v72;
          ptrdiff_t v74 = (ptrdiff_t) v69;
          int32_t v75 = (int32_t) v74;
          ptrdiff_t v76 = (ptrdiff_t) v73;
          int32_t v77 = (int32_t) v76;
          noc_async_read_tile(v75, v62, v77);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v5);
      cb_ctarg_7.reserve_back(v12);
      cb_ctarg_8.reserve_back(v12);
      auto tensor_accessor_args_216 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v78 = TensorAccessor(tensor_accessor_args_216, v29, v11);
      ptrdiff_t v79 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
      size_t v80 = (size_t) v79;
      for (size_t i81 = v17; i81 < v21; i81 += v18) {
        size_t v82 = i81 * v7;
        size_t v83 = v82 + v15;
        size_t v84 = i81 * v8;
        size_t v85 = v80 + v84;
        ptrdiff_t v86 = (ptrdiff_t) v83;
        int32_t v87 = (int32_t) v86;
        ptrdiff_t v88 = (ptrdiff_t) v85;
        int32_t v89 = (int32_t) v88;
        noc_async_read_tile(v87, v78, v89);
      }
      auto tensor_accessor_args_225 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v90 = TensorAccessor(tensor_accessor_args_225, v29, v11);
      ptrdiff_t v91 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
      size_t v92 = (size_t) v91;
      for (size_t i93 = v17; i93 < v21; i93 += v18) {
        size_t v94 = i93 * v7;
        size_t v95 = v94 + v1;
        size_t v96 = i93 * v8;
        size_t v97 = v92 + v96;
        ptrdiff_t v98 = (ptrdiff_t) v95;
        int32_t v99 = (int32_t) v98;
        ptrdiff_t v100 = (ptrdiff_t) v97;
        int32_t v101 = (int32_t) v100;
        noc_async_read_tile(v99, v90, v101);
      }
      noc_async_read_barrier();
      cb_ctarg_8.push_back(v12);
      cb_ctarg_7.push_back(v12);
      cb_ctarg_3.reserve_back(v12);
      cb_ctarg_4.reserve_back(v12);
      int32_t v102 = get_common_arg_val<uint32_t>(v21);
      auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v103 = TensorAccessor(tensor_accessor_args_236, v102, v11);
      ptrdiff_t v104 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v105 = (size_t) v104;
      for (size_t i106 = v17; i106 < v21; i106 += v18) {
        size_t v107 = v25 * v15;
        size_t v108 = v107 + i106;
        size_t v109 = i106 * v8;
        size_t v110 = v105 + v109;
        ptrdiff_t v111 = (ptrdiff_t) v108;
        int32_t v112 = (int32_t) v111;
        ptrdiff_t v113 = (ptrdiff_t) v110;
        int32_t v114 = (int32_t) v113;
        noc_async_read_tile(v112, v103, v114);
      }
      auto tensor_accessor_args_245 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v115 = TensorAccessor(tensor_accessor_args_245, v102, v11);
      ptrdiff_t v116 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v117 = (size_t) v116;
      for (size_t i118 = v17; i118 < v21; i118 += v18) {
        size_t v119 = i118 + v21;
        size_t v120 = v25 * v15;
        size_t v121 = v120 + v119;
        size_t v122 = i118 * v8;
        size_t v123 = v117 + v122;
        ptrdiff_t v124 = (ptrdiff_t) v121;
        int32_t v125 = (int32_t) v124;
        ptrdiff_t v126 = (ptrdiff_t) v123;
        int32_t v127 = (int32_t) v126;
        noc_async_read_tile(v125, v115, v127);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v12);
      cb_ctarg_3.push_back(v12);
      size_t v128 = v25 + v19;
      size_t v129 = v128 * v21;
      ptrdiff_t v130 = (ptrdiff_t) v25;
      int64_t v131 = (int64_t) v130;
      uint64_t v132 = (uint64_t) v131;
      uint64_t v133 = (uint64_t) v14;
      uint64_t v134 = v132 + v133;
      int64_t v135 = (int64_t) v134;
      uint64_t v136 = (uint64_t) v135;
      uint64_t v137 = (uint64_t) v13;
      uint64_t v138 = v136 * v137;
      int64_t v139 = (int64_t) v138;
      cb_ctarg_1.reserve_back(v5);
      cb_ctarg_2.reserve_back(v5);
      auto tensor_accessor_args_271 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v140 = TensorAccessor(tensor_accessor_args_271, v61, v4);
      ptrdiff_t v141 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v142 = (size_t) v141;
      for (size_t i143 = v17; i143 < v21; i143 += v18) {
        for (size_t j144 = v17; j144 < v21; j144 += v18) {
          size_t v145 = v129 + j144;
          size_t v146 = i143 * v2;
          size_t v147 = v146 + v145;
          size_t v148 = i143 * v21;
          size_t v149 = v148 + j144;
          size_t v150 = v149 * v3;
          size_t v151 = v142 + v150;
          ptrdiff_t v152 = (ptrdiff_t) v147;
          int32_t v153 = (int32_t) v152;
          ptrdiff_t v154 = (ptrdiff_t) v151;
          int32_t v155 = (int32_t) v154;
          noc_async_read_tile(v153, v140, v155);
        }
      }
      ptrdiff_t v156 = (ptrdiff_t) v139;
      size_t v157 = (size_t) v156;
      auto tensor_accessor_args_283 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v158 = TensorAccessor(tensor_accessor_args_283, v61, v4);
      ptrdiff_t v159 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v160 = (size_t) v159;
      for (size_t i161 = v17; i161 < v21; i161 += v18) {
        for (size_t j162 = v17; j162 < v21; j162 += v18) {
          size_t v163 = v157 + j162;
          size_t v164 = i161 * v2;
          size_t v165 = v164 + v163;
          size_t v166 = i161 * v21;
          size_t v167 = v166 + j162;
          size_t v168 = v167 * v3;
          size_t v169 = v160 + v168;
          ptrdiff_t v170 = (ptrdiff_t) v165;
          int32_t v171 = (int32_t) v170;
          ptrdiff_t v172 = (ptrdiff_t) v169;
          int32_t v173 = (int32_t) v172;
          noc_async_read_tile(v171, v158, v173);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v5);
      cb_ctarg_1.push_back(v5);
    }
  }
  return;
}

