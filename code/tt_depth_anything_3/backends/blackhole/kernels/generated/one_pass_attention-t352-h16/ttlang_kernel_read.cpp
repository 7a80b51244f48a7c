// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int64_t v1 = 3;
  size_t v2 = 4;
  size_t v3 = 2048;
  int32_t v4 = 2048;
  int32_t v5 = 4;
  int32_t v6 = 1;
  size_t v7 = 4096;
  int32_t v8 = 3;
  int32_t v9 = 0;
  int32_t v10 = 4096;
  int32_t v11 = 2;
  int64_t v12 = 32;
  size_t v13 = 3;
  size_t v14 = 0;
  int64_t v15 = 2;
  size_t v16 = 6;
  size_t v17 = 1;
  size_t v18 = 96;
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
  ptrdiff_t v27 = (ptrdiff_t) v18;
  bool v28 = v26 < v27;
  if (v28) {
    cb_ctarg_5.reserve_back(v11);
    cb_ctarg_6.reserve_back(v11);
    int32_t v29 = get_common_arg_val<uint32_t>(v13);
    auto tensor_accessor_args_202 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_202, v29, v10);
    ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v32 = (size_t) v31;
    for (size_t i33 = v14; i33 < v21; i33 += v17) {
      size_t v34 = i33 * v16;
      size_t v35 = i33 * v7;
      size_t v36 = v32 + v35;
      ptrdiff_t v37 = (ptrdiff_t) v34;
      int32_t v38 = (int32_t) v37;
      ptrdiff_t v39 = (ptrdiff_t) v36;
      int32_t v40 = (int32_t) v39;
      noc_async_read_tile(v38, v30, v40);
    }
    auto tensor_accessor_args_211 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v41 = TensorAccessor(tensor_accessor_args_211, v29, v10);
    ptrdiff_t v42 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v43 = (size_t) v42;
    for (size_t i44 = v14; i44 < v21; i44 += v17) {
      size_t v45 = i44 * v16;
      size_t v46 = v45 + v17;
      size_t v47 = i44 * v7;
      size_t v48 = v43 + v47;
      ptrdiff_t v49 = (ptrdiff_t) v46;
      int32_t v50 = (int32_t) v49;
      ptrdiff_t v51 = (ptrdiff_t) v48;
      int32_t v52 = (int32_t) v51;
      noc_async_read_tile(v50, v41, v52);
    }
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v11);
    cb_ctarg_5.push_back(v11);
    for (size_t i53 = v14; i53 < v13; i53 += v17) {
      cb_ctarg_25.reserve_back(v6);
      int32_t v54 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_330 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v55 = TensorAccessor(tensor_accessor_args_330, v54, v10);
      size_t v56 = v25 * v13;
      size_t v57 = v56 + i53;
      ptrdiff_t v58 = (ptrdiff_t) v57;
      int32_t v59 = (int32_t) v58;
      noc_async_read_tile(v59, v55, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v6);
    }
    if (v28) {
      size_t v60 = v25 / v16;
      size_t v61 = v25 % v16;
      size_t v62 = v61 * v21;
      size_t v63 = v61 + v17;
      size_t v64 = v63 / v16;
      size_t v65 = v62 - v64;
      size_t v66 = v60 * v21;
      cb_ctarg_0.reserve_back(v5);
      int32_t v67 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v68 = TensorAccessor(tensor_accessor_args_236, v67, v4);
      ptrdiff_t v69 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v70 = (size_t) v69;
      for (size_t i71 = v14; i71 < v21; i71 += v17) {
        for (size_t j72 = v14; j72 < v21; j72 += v17) {
          size_t v73 = v65 + i71;
          size_t v74 = v66 + j72;
          size_t v75 = v73 * v18;
          size_t v76 = v75 + v74;
          size_t v77 = i71 * v21;
          size_t v78 = v77 + j72;
          size_t v79 = v78 * v3;
          size_t v80 = v70 + v79;
          ptrdiff_t v81 = (ptrdiff_t) v76;
          int32_t v82 = (int32_t) v81;
          ptrdiff_t v83 = (ptrdiff_t) v80;
          int32_t v84 = (int32_t) v83;
          noc_async_read_tile(v82, v68, v84);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v5);
      ptrdiff_t v85 = (ptrdiff_t) v64;
      int64_t v86 = (int64_t) v85;
      uint64_t v87 = (uint64_t) v86;
      uint64_t v88 = (uint64_t) v15;
      uint64_t v89 = v87 * v88;
      int64_t v90 = (int64_t) v89;
      uint64_t v91 = (uint64_t) v90;
      uint64_t v92 = (uint64_t) v15;
      uint64_t v93 = v91 + v92;
      int64_t v94 = (int64_t) v93;
      cb_ctarg_7.reserve_back(v11);
      cb_ctarg_8.reserve_back(v11);
      ptrdiff_t v95 = (ptrdiff_t) v94;
      size_t v96 = (size_t) v95;
      auto tensor_accessor_args_261 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v97 = TensorAccessor(tensor_accessor_args_261, v29, v10);
      ptrdiff_t v98 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
      size_t v99 = (size_t) v98;
      for (size_t i100 = v14; i100 < v21; i100 += v17) {
        size_t v101 = i100 * v16;
        size_t v102 = v101 + v96;
        size_t v103 = i100 * v7;
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
      auto tensor_accessor_args_278 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v115 = TensorAccessor(tensor_accessor_args_278, v29, v10);
      ptrdiff_t v116 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
      size_t v117 = (size_t) v116;
      for (size_t i118 = v14; i118 < v21; i118 += v17) {
        size_t v119 = i118 * v16;
        size_t v120 = v119 + v114;
        size_t v121 = i118 * v7;
        size_t v122 = v117 + v121;
        ptrdiff_t v123 = (ptrdiff_t) v120;
        int32_t v124 = (int32_t) v123;
        ptrdiff_t v125 = (ptrdiff_t) v122;
        int32_t v126 = (int32_t) v125;
        noc_async_read_tile(v124, v115, v126);
      }
      noc_async_read_barrier();
      cb_ctarg_8.push_back(v11);
      cb_ctarg_7.push_back(v11);
      cb_ctarg_3.reserve_back(v11);
      cb_ctarg_4.reserve_back(v11);
      int32_t v127 = get_common_arg_val<uint32_t>(v21);
      auto tensor_accessor_args_289 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v128 = TensorAccessor(tensor_accessor_args_289, v127, v10);
      ptrdiff_t v129 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v130 = (size_t) v129;
      for (size_t i131 = v14; i131 < v21; i131 += v17) {
        size_t v132 = v60 * v2;
        size_t v133 = v132 + i131;
        size_t v134 = i131 * v7;
        size_t v135 = v130 + v134;
        ptrdiff_t v136 = (ptrdiff_t) v133;
        int32_t v137 = (int32_t) v136;
        ptrdiff_t v138 = (ptrdiff_t) v135;
        int32_t v139 = (int32_t) v138;
        noc_async_read_tile(v137, v128, v139);
      }
      auto tensor_accessor_args_298 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v140 = TensorAccessor(tensor_accessor_args_298, v127, v10);
      ptrdiff_t v141 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v142 = (size_t) v141;
      for (size_t i143 = v14; i143 < v21; i143 += v17) {
        size_t v144 = i143 + v21;
        size_t v145 = v60 * v2;
        size_t v146 = v145 + v144;
        size_t v147 = i143 * v7;
        size_t v148 = v142 + v147;
        ptrdiff_t v149 = (ptrdiff_t) v146;
        int32_t v150 = (int32_t) v149;
        ptrdiff_t v151 = (ptrdiff_t) v148;
        int32_t v152 = (int32_t) v151;
        noc_async_read_tile(v150, v140, v152);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v11);
      cb_ctarg_3.push_back(v11);
      size_t v153 = v60 + v19;
      size_t v154 = v153 * v21;
      ptrdiff_t v155 = (ptrdiff_t) v60;
      int64_t v156 = (int64_t) v155;
      uint64_t v157 = (uint64_t) v156;
      uint64_t v158 = (uint64_t) v12;
      uint64_t v159 = v157 + v158;
      int64_t v160 = (int64_t) v159;
      uint64_t v161 = (uint64_t) v160;
      uint64_t v162 = (uint64_t) v15;
      uint64_t v163 = v161 * v162;
      int64_t v164 = (int64_t) v163;
      for (size_t i165 = v14; i165 < v16; i165 += v17) {
        size_t v166 = i165 * v21;
        size_t v167 = i165 + v17;
        size_t v168 = v167 / v16;
        size_t v169 = v166 - v168;
        cb_ctarg_1.reserve_back(v5);
        cb_ctarg_2.reserve_back(v5);
        auto tensor_accessor_args_332 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v170 = TensorAccessor(tensor_accessor_args_332, v67, v4);
        ptrdiff_t v171 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v172 = (size_t) v171;
        for (size_t j173 = v14; j173 < v21; j173 += v17) {
          for (size_t k174 = v14; k174 < v21; k174 += v17) {
            size_t v175 = v169 + j173;
            size_t v176 = v154 + k174;
            size_t v177 = v175 * v18;
            size_t v178 = v177 + v176;
            size_t v179 = j173 * v21;
            size_t v180 = v179 + k174;
            size_t v181 = v180 * v3;
            size_t v182 = v172 + v181;
            ptrdiff_t v183 = (ptrdiff_t) v178;
            int32_t v184 = (int32_t) v183;
            ptrdiff_t v185 = (ptrdiff_t) v182;
            int32_t v186 = (int32_t) v185;
            noc_async_read_tile(v184, v170, v186);
          }
        }
        ptrdiff_t v187 = (ptrdiff_t) v164;
        size_t v188 = (size_t) v187;
        auto tensor_accessor_args_344 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v189 = TensorAccessor(tensor_accessor_args_344, v67, v4);
        ptrdiff_t v190 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v191 = (size_t) v190;
        for (size_t j192 = v14; j192 < v21; j192 += v17) {
          for (size_t k193 = v14; k193 < v21; k193 += v17) {
            size_t v194 = v169 + j192;
            size_t v195 = v188 + k193;
            size_t v196 = v194 * v18;
            size_t v197 = v196 + v195;
            size_t v198 = j192 * v21;
            size_t v199 = v198 + k193;
            size_t v200 = v199 * v3;
            size_t v201 = v191 + v200;
            ptrdiff_t v202 = (ptrdiff_t) v197;
            int32_t v203 = (int32_t) v202;
            ptrdiff_t v204 = (ptrdiff_t) v201;
            int32_t v205 = (int32_t) v204;
            noc_async_read_tile(v203, v189, v205);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v5);
        cb_ctarg_1.push_back(v5);
      }
    }
  }
  return;
}

