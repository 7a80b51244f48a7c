// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int64_t v1 = 3;
  size_t v2 = 4;
  size_t v3 = 96;
  size_t v4 = 2048;
  int32_t v5 = 2048;
  int32_t v6 = 4;
  int32_t v7 = 1;
  size_t v8 = 6;
  size_t v9 = 4096;
  int32_t v10 = 3;
  int32_t v11 = 0;
  int32_t v12 = 4096;
  int32_t v13 = 2;
  int64_t v14 = 32;
  int64_t v15 = 2;
  size_t v16 = 3;
  size_t v17 = 0;
  size_t v18 = 1;
  size_t v19 = 48;
  size_t v20 = 16;
  size_t v21 = 11;
  size_t v22 = 2;
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
  size_t v23 = get_absolute_logical_x();
  size_t v24 = get_absolute_logical_y();
  size_t v25 = v24 * v21;
  size_t v26 = v25 + v23;
  ptrdiff_t v27 = (ptrdiff_t) v26;
  ptrdiff_t v28 = (ptrdiff_t) v19;
  bool v29 = v27 < v28;
  if (v29) {
    cb_ctarg_5.reserve_back(v13);
    cb_ctarg_6.reserve_back(v13);
    int32_t v30 = get_common_arg_val<uint32_t>(v16);
    auto tensor_accessor_args_198 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_198, v30, v12);
    ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v33 = (size_t) v32;
    for (size_t i34 = v17; i34 < v22; i34 += v18) {
      size_t v35 = i34 * v8;
      size_t v36 = i34 * v9;
      size_t v37 = v33 + v36;
      ptrdiff_t v38 = (ptrdiff_t) v35;
      int32_t v39 = (int32_t) v38;
      ptrdiff_t v40 = (ptrdiff_t) v37;
      int32_t v41 = (int32_t) v40;
      noc_async_read_tile(v39, v31, v41);
    }
    auto tensor_accessor_args_207 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v42 = TensorAccessor(tensor_accessor_args_207, v30, v12);
    ptrdiff_t v43 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v44 = (size_t) v43;
    for (size_t i45 = v17; i45 < v22; i45 += v18) {
      size_t v46 = i45 * v8;
      size_t v47 = v46 + v18;
      size_t v48 = i45 * v9;
      size_t v49 = v44 + v48;
      ptrdiff_t v50 = (ptrdiff_t) v47;
      int32_t v51 = (int32_t) v50;
      ptrdiff_t v52 = (ptrdiff_t) v49;
      int32_t v53 = (int32_t) v52;
      noc_async_read_tile(v51, v42, v53);
    }
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v13);
    cb_ctarg_5.push_back(v13);
    for (size_t i54 = v17; i54 < v16; i54 += v18) {
      cb_ctarg_25.reserve_back(v7);
      int32_t v55 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_322 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v56 = TensorAccessor(tensor_accessor_args_322, v55, v12);
      size_t v57 = v26 * v16;
      size_t v58 = v57 + i54;
      ptrdiff_t v59 = (ptrdiff_t) v58;
      int32_t v60 = (int32_t) v59;
      noc_async_read_tile(v60, v56, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v7);
    }
    if (v29) {
      size_t v61 = v26 / v16;
      size_t v62 = v26 % v16;
      size_t v63 = v62 * v22;
      size_t v64 = v61 * v22;
      cb_ctarg_0.reserve_back(v6);
      int32_t v65 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_226 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v66 = TensorAccessor(tensor_accessor_args_226, v65, v5);
      ptrdiff_t v67 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v68 = (size_t) v67;
      for (size_t i69 = v17; i69 < v22; i69 += v18) {
        for (size_t j70 = v17; j70 < v22; j70 += v18) {
          size_t v71 = v63 + i69;
          size_t v72 = v64 + j70;
          size_t v73 = v71 * v3;
          size_t v74 = v73 + v72;
          size_t v75 = i69 * v22;
          size_t v76 = v75 + j70;
          size_t v77 = v76 * v4;
          size_t v78 = v68 + v77;
          ptrdiff_t v79 = (ptrdiff_t) v74;
          int32_t v80 = (int32_t) v79;
          ptrdiff_t v81 = (ptrdiff_t) v78;
          int32_t v82 = (int32_t) v81;
          noc_async_read_tile(v80, v66, v82);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v6);
      size_t v83 = v62 + v18;
      size_t v84 = v83 / v16;
      ptrdiff_t v85 = (ptrdiff_t) v84;
      int64_t v86 = (int64_t) v85;
      uint64_t v87 = (uint64_t) v86;
      uint64_t v88 = (uint64_t) v15;
      uint64_t v89 = v87 * v88;
      int64_t v90 = (int64_t) v89;
      uint64_t v91 = (uint64_t) v90;
      uint64_t v92 = (uint64_t) v15;
      uint64_t v93 = v91 + v92;
      int64_t v94 = (int64_t) v93;
      cb_ctarg_7.reserve_back(v13);
      cb_ctarg_8.reserve_back(v13);
      ptrdiff_t v95 = (ptrdiff_t) v94;
      size_t v96 = (size_t) v95;
      auto tensor_accessor_args_255 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v97 = TensorAccessor(tensor_accessor_args_255, v30, v12);
      ptrdiff_t v98 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
      size_t v99 = (size_t) v98;
      for (size_t i100 = v17; i100 < v22; i100 += v18) {
        size_t v101 = i100 * v8;
        size_t v102 = v101 + v96;
        size_t v103 = i100 * v9;
        size_t v104 = v99 + v103;
        ptrdiff_t v105 = (ptrdiff_t) v102;
        int32_t v106 = (int32_t) v105;
        ptrdiff_t v107 = (ptrdiff_t) v104;
        int32_t v108 = (int32_t) v107;
        noc_async_read_tile(v106, v97, v108);
      }
      uint64_t v109 = (uint64_t) v90;
      uint64_t v110 = (uint64_t) v1;
      uint64_t v111 = v109 + v110;
      int64_t v112 = (int64_t) v111;
      ptrdiff_t v113 = (ptrdiff_t) v112;
      size_t v114 = (size_t) v113;
      auto tensor_accessor_args_272 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v115 = TensorAccessor(tensor_accessor_args_272, v30, v12);
      ptrdiff_t v116 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
      size_t v117 = (size_t) v116;
      for (size_t i118 = v17; i118 < v22; i118 += v18) {
        size_t v119 = i118 * v8;
        size_t v120 = v119 + v114;
        size_t v121 = i118 * v9;
        size_t v122 = v117 + v121;
        ptrdiff_t v123 = (ptrdiff_t) v120;
        int32_t v124 = (int32_t) v123;
        ptrdiff_t v125 = (ptrdiff_t) v122;
        int32_t v126 = (int32_t) v125;
        noc_async_read_tile(v124, v115, v126);
      }
      noc_async_read_barrier();
      cb_ctarg_8.push_back(v13);
      cb_ctarg_7.push_back(v13);
      cb_ctarg_3.reserve_back(v13);
      cb_ctarg_4.reserve_back(v13);
      int32_t v127 = get_common_arg_val<uint32_t>(v22);
      auto tensor_accessor_args_283 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v128 = TensorAccessor(tensor_accessor_args_283, v127, v12);
      ptrdiff_t v129 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v130 = (size_t) v129;
      for (size_t i131 = v17; i131 < v22; i131 += v18) {
        size_t v132 = v61 * v2;
        size_t v133 = v132 + i131;
        size_t v134 = i131 * v9;
        size_t v135 = v130 + v134;
        ptrdiff_t v136 = (ptrdiff_t) v133;
        int32_t v137 = (int32_t) v136;
        ptrdiff_t v138 = (ptrdiff_t) v135;
        int32_t v139 = (int32_t) v138;
        noc_async_read_tile(v137, v128, v139);
      }
      auto tensor_accessor_args_292 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v140 = TensorAccessor(tensor_accessor_args_292, v127, v12);
      ptrdiff_t v141 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v142 = (size_t) v141;
      for (size_t i143 = v17; i143 < v22; i143 += v18) {
        size_t v144 = i143 + v22;
        size_t v145 = v61 * v2;
        size_t v146 = v145 + v144;
        size_t v147 = i143 * v9;
        size_t v148 = v142 + v147;
        ptrdiff_t v149 = (ptrdiff_t) v146;
        int32_t v150 = (int32_t) v149;
        ptrdiff_t v151 = (ptrdiff_t) v148;
        int32_t v152 = (int32_t) v151;
        noc_async_read_tile(v150, v140, v152);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v13);
      cb_ctarg_3.push_back(v13);
      size_t v153 = v61 + v20;
      size_t v154 = v153 * v22;
      ptrdiff_t v155 = (ptrdiff_t) v61;
      int64_t v156 = (int64_t) v155;
      uint64_t v157 = (uint64_t) v156;
      uint64_t v158 = (uint64_t) v14;
      uint64_t v159 = v157 + v158;
      int64_t v160 = (int64_t) v159;
      uint64_t v161 = (uint64_t) v160;
      uint64_t v162 = (uint64_t) v15;
      uint64_t v163 = v161 * v162;
      int64_t v164 = (int64_t) v163;
      for (size_t i165 = v17; i165 < v16; i165 += v18) {
        size_t v166 = i165 * v22;
        cb_ctarg_1.reserve_back(v6);
        cb_ctarg_2.reserve_back(v6);
        auto tensor_accessor_args_320 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v167 = TensorAccessor(tensor_accessor_args_320, v65, v5);
        ptrdiff_t v168 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v169 = (size_t) v168;
        for (size_t j170 = v17; j170 < v22; j170 += v18) {
          for (size_t k171 = v17; k171 < v22; k171 += v18) {
            size_t v172 = v166 + j170;
            size_t v173 = v154 + k171;
            size_t v174 = v172 * v3;
            size_t v175 = v174 + v173;
            size_t v176 = j170 * v22;
            size_t v177 = v176 + k171;
            size_t v178 = v177 * v4;
            size_t v179 = v169 + v178;
            ptrdiff_t v180 = (ptrdiff_t) v175;
            int32_t v181 = (int32_t) v180;
            ptrdiff_t v182 = (ptrdiff_t) v179;
            int32_t v183 = (int32_t) v182;
            noc_async_read_tile(v181, v167, v183);
          }
        }
        ptrdiff_t v184 = (ptrdiff_t) v164;
        size_t v185 = (size_t) v184;
        auto tensor_accessor_args_332 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v186 = TensorAccessor(tensor_accessor_args_332, v65, v5);
        ptrdiff_t v187 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v188 = (size_t) v187;
        for (size_t j189 = v17; j189 < v22; j189 += v18) {
          for (size_t k190 = v17; k190 < v22; k190 += v18) {
            size_t v191 = v166 + j189;
            size_t v192 = v185 + k190;
            size_t v193 = v191 * v3;
            size_t v194 = v193 + v192;
            size_t v195 = j189 * v22;
            size_t v196 = v195 + k190;
            size_t v197 = v196 * v4;
            size_t v198 = v188 + v197;
            ptrdiff_t v199 = (ptrdiff_t) v194;
            int32_t v200 = (int32_t) v199;
            ptrdiff_t v201 = (ptrdiff_t) v198;
            int32_t v202 = (int32_t) v201;
            noc_async_read_tile(v200, v186, v202);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v6);
        cb_ctarg_1.push_back(v6);
      }
    }
  }
  return;
}

