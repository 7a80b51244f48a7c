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
  size_t v15 = 0;
  int64_t v16 = 2;
  size_t v17 = 110;
  size_t v18 = 1;
  size_t v19 = 3;
  size_t v20 = 256;
  size_t v21 = 16;
  size_t v22 = 11;
  size_t v23 = 2;
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
  size_t v24 = get_absolute_logical_x();
  size_t v25 = get_absolute_logical_y();
  size_t v26 = v25 * v22;
  size_t v27 = v26 + v24;
  ptrdiff_t v28 = (ptrdiff_t) v27;
  ptrdiff_t v29 = (ptrdiff_t) v20;
  bool v30 = v28 < v29;
  if (v30) {
    cb_ctarg_5.reserve_back(v13);
    cb_ctarg_6.reserve_back(v13);
    int32_t v31 = get_common_arg_val<uint32_t>(v19);
    auto tensor_accessor_args_214 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_214, v31, v12);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v15; i35 < v23; i35 += v18) {
      size_t v36 = i35 * v8;
      size_t v37 = i35 * v9;
      size_t v38 = v34 + v37;
      ptrdiff_t v39 = (ptrdiff_t) v36;
      int32_t v40 = (int32_t) v39;
      ptrdiff_t v41 = (ptrdiff_t) v38;
      int32_t v42 = (int32_t) v41;
      noc_async_read_tile(v40, v32, v42);
    }
    auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v43 = TensorAccessor(tensor_accessor_args_223, v31, v12);
    ptrdiff_t v44 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v45 = (size_t) v44;
    for (size_t i46 = v15; i46 < v23; i46 += v18) {
      size_t v47 = i46 * v8;
      size_t v48 = v47 + v18;
      size_t v49 = i46 * v9;
      size_t v50 = v45 + v49;
      ptrdiff_t v51 = (ptrdiff_t) v48;
      int32_t v52 = (int32_t) v51;
      ptrdiff_t v53 = (ptrdiff_t) v50;
      int32_t v54 = (int32_t) v53;
      noc_async_read_tile(v52, v43, v54);
    }
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v13);
    cb_ctarg_5.push_back(v13);
    for (size_t i55 = v15; i55 < v19; i55 += v18) {
      cb_ctarg_25.reserve_back(v7);
      int32_t v56 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_345 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v57 = TensorAccessor(tensor_accessor_args_345, v56, v12);
      size_t v58 = v27 * v19;
      size_t v59 = v58 + i55;
      ptrdiff_t v60 = (ptrdiff_t) v59;
      int32_t v61 = (int32_t) v60;
      noc_async_read_tile(v61, v57, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v7);
    }
    for (size_t i62 = v15; i62 < v19; i62 += v18) {
      size_t v63 = i62 * v17;
      size_t v64 = v27 + v63;
      ptrdiff_t v65 = (ptrdiff_t) v64;
      ptrdiff_t v66 = (ptrdiff_t) v20;
      bool v67 = v65 < v66;
      if (v67) {
        size_t v68 = v64 / v21;
        size_t v69 = v64 % v21;
        size_t v70 = v69 * v23;
        size_t v71 = v69 + v18;
        size_t v72 = v71 / v21;
        size_t v73 = v70 - v72;
        size_t v74 = v68 * v23;
        cb_ctarg_0.reserve_back(v6);
        int32_t v75 = get_common_arg_val<uint32_t>(v18);
        auto tensor_accessor_args_256 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v76 = TensorAccessor(tensor_accessor_args_256, v75, v5);
        ptrdiff_t v77 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v78 = (size_t) v77;
        for (size_t j79 = v15; j79 < v23; j79 += v18) {
          for (size_t k80 = v15; k80 < v23; k80 += v18) {
            size_t v81 = v73 + j79;
            size_t v82 = v74 + k80;
            size_t v83 = v81 * v3;
            size_t v84 = v83 + v82;
            size_t v85 = j79 * v23;
            size_t v86 = v85 + k80;
            size_t v87 = v86 * v4;
            size_t v88 = v78 + v87;
            ptrdiff_t v89 = (ptrdiff_t) v84;
            int32_t v90 = (int32_t) v89;
            ptrdiff_t v91 = (ptrdiff_t) v88;
            int32_t v92 = (int32_t) v91;
            noc_async_read_tile(v90, v76, v92);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v6);
        ptrdiff_t v93 = (ptrdiff_t) v72;
        int64_t v94 = (int64_t) v93;
        uint64_t v95 = (uint64_t) v94;
        uint64_t v96 = (uint64_t) v16;
        uint64_t v97 = v95 * v96;
        int64_t v98 = (int64_t) v97;
        uint64_t v99 = (uint64_t) v98;
        uint64_t v100 = (uint64_t) v16;
        uint64_t v101 = v99 + v100;
        int64_t v102 = (int64_t) v101;
        cb_ctarg_7.reserve_back(v13);
        cb_ctarg_8.reserve_back(v13);
        ptrdiff_t v103 = (ptrdiff_t) v102;
        size_t v104 = (size_t) v103;
        auto tensor_accessor_args_281 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v105 = TensorAccessor(tensor_accessor_args_281, v31, v12);
        ptrdiff_t v106 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
        size_t v107 = (size_t) v106;
        for (size_t j108 = v15; j108 < v23; j108 += v18) {
          size_t v109 = j108 * v8;
          size_t v110 = v109 + v104;
          size_t v111 = j108 * v9;
          size_t v112 = v107 + v111;
          ptrdiff_t v113 = (ptrdiff_t) v110;
          int32_t v114 = (int32_t) v113;
          ptrdiff_t v115 = (ptrdiff_t) v112;
          int32_t v116 = (int32_t) v115;
          noc_async_read_tile(v114, v105, v116);
        }
        uint64_t v117 = (uint64_t) v98;
        uint64_t v118 = (uint64_t) v1;
        uint64_t v119 = v117 + v118;
        int64_t v120 = (int64_t) v119;
        ptrdiff_t v121 = (ptrdiff_t) v120;
        size_t v122 = (size_t) v121;
        auto tensor_accessor_args_298 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v123 = TensorAccessor(tensor_accessor_args_298, v31, v12);
        ptrdiff_t v124 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
        size_t v125 = (size_t) v124;
        for (size_t j126 = v15; j126 < v23; j126 += v18) {
          size_t v127 = j126 * v8;
          size_t v128 = v127 + v122;
          size_t v129 = j126 * v9;
          size_t v130 = v125 + v129;
          ptrdiff_t v131 = (ptrdiff_t) v128;
          int32_t v132 = (int32_t) v131;
          ptrdiff_t v133 = (ptrdiff_t) v130;
          int32_t v134 = (int32_t) v133;
          noc_async_read_tile(v132, v123, v134);
        }
        noc_async_read_barrier();
        cb_ctarg_8.push_back(v13);
        cb_ctarg_7.push_back(v13);
        cb_ctarg_3.reserve_back(v13);
        cb_ctarg_4.reserve_back(v13);
        int32_t v135 = get_common_arg_val<uint32_t>(v23);
        auto tensor_accessor_args_309 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v136 = TensorAccessor(tensor_accessor_args_309, v135, v12);
        ptrdiff_t v137 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v138 = (size_t) v137;
        for (size_t j139 = v15; j139 < v23; j139 += v18) {
          size_t v140 = v68 * v2;
          size_t v141 = v140 + j139;
          size_t v142 = j139 * v9;
          size_t v143 = v138 + v142;
          ptrdiff_t v144 = (ptrdiff_t) v141;
          int32_t v145 = (int32_t) v144;
          ptrdiff_t v146 = (ptrdiff_t) v143;
          int32_t v147 = (int32_t) v146;
          noc_async_read_tile(v145, v136, v147);
        }
        auto tensor_accessor_args_318 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v148 = TensorAccessor(tensor_accessor_args_318, v135, v12);
        ptrdiff_t v149 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v150 = (size_t) v149;
        for (size_t j151 = v15; j151 < v23; j151 += v18) {
          size_t v152 = j151 + v23;
          size_t v153 = v68 * v2;
          size_t v154 = v153 + v152;
          size_t v155 = j151 * v9;
          size_t v156 = v150 + v155;
          ptrdiff_t v157 = (ptrdiff_t) v154;
          int32_t v158 = (int32_t) v157;
          ptrdiff_t v159 = (ptrdiff_t) v156;
          int32_t v160 = (int32_t) v159;
          noc_async_read_tile(v158, v148, v160);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v13);
        cb_ctarg_3.push_back(v13);
        size_t v161 = v68 + v21;
        size_t v162 = v161 * v23;
        ptrdiff_t v163 = (ptrdiff_t) v68;
        int64_t v164 = (int64_t) v163;
        uint64_t v165 = (uint64_t) v164;
        uint64_t v166 = (uint64_t) v14;
        uint64_t v167 = v165 + v166;
        int64_t v168 = (int64_t) v167;
        uint64_t v169 = (uint64_t) v168;
        uint64_t v170 = (uint64_t) v16;
        uint64_t v171 = v169 * v170;
        int64_t v172 = (int64_t) v171;
        for (size_t j173 = v15; j173 < v21; j173 += v18) {
          size_t v174 = j173 * v23;
          size_t v175 = j173 + v18;
          size_t v176 = v175 / v21;
          size_t v177 = v174 - v176;
          cb_ctarg_1.reserve_back(v6);
          cb_ctarg_2.reserve_back(v6);
          auto tensor_accessor_args_352 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v178 = TensorAccessor(tensor_accessor_args_352, v75, v5);
          ptrdiff_t v179 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v180 = (size_t) v179;
          for (size_t k181 = v15; k181 < v23; k181 += v18) {
            for (size_t l182 = v15; l182 < v23; l182 += v18) {
              size_t v183 = v177 + k181;
              size_t v184 = v162 + l182;
              size_t v185 = v183 * v3;
              size_t v186 = v185 + v184;
              size_t v187 = k181 * v23;
              size_t v188 = v187 + l182;
              size_t v189 = v188 * v4;
              size_t v190 = v180 + v189;
              ptrdiff_t v191 = (ptrdiff_t) v186;
              int32_t v192 = (int32_t) v191;
              ptrdiff_t v193 = (ptrdiff_t) v190;
              int32_t v194 = (int32_t) v193;
              noc_async_read_tile(v192, v178, v194);
            }
          }
          ptrdiff_t v195 = (ptrdiff_t) v172;
          size_t v196 = (size_t) v195;
          auto tensor_accessor_args_364 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v197 = TensorAccessor(tensor_accessor_args_364, v75, v5);
          ptrdiff_t v198 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v199 = (size_t) v198;
          for (size_t k200 = v15; k200 < v23; k200 += v18) {
            for (size_t l201 = v15; l201 < v23; l201 += v18) {
              size_t v202 = v177 + k200;
              size_t v203 = v196 + l201;
              size_t v204 = v202 * v3;
              size_t v205 = v204 + v203;
              size_t v206 = k200 * v23;
              size_t v207 = v206 + l201;
              size_t v208 = v207 * v4;
              size_t v209 = v199 + v208;
              ptrdiff_t v210 = (ptrdiff_t) v205;
              int32_t v211 = (int32_t) v210;
              ptrdiff_t v212 = (ptrdiff_t) v209;
              int32_t v213 = (int32_t) v212;
              noc_async_read_tile(v211, v197, v213);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v6);
          cb_ctarg_1.push_back(v6);
        }
      }
    }
  }
  return;
}

