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
  size_t v15 = 3;
  size_t v16 = 0;
  int64_t v17 = 2;
  size_t v18 = 110;
  size_t v19 = 8;
  size_t v20 = 1;
  size_t v21 = 128;
  size_t v22 = 16;
  size_t v23 = 11;
  size_t v24 = 2;
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
  size_t v25 = get_absolute_logical_x();
  size_t v26 = get_absolute_logical_y();
  size_t v27 = v26 * v23;
  size_t v28 = v27 + v25;
  ptrdiff_t v29 = (ptrdiff_t) v28;
  ptrdiff_t v30 = (ptrdiff_t) v21;
  bool v31 = v29 < v30;
  if (v31) {
    cb_ctarg_5.reserve_back(v13);
    cb_ctarg_6.reserve_back(v13);
    int32_t v32 = get_common_arg_val<uint32_t>(v15);
    auto tensor_accessor_args_216 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_216, v32, v12);
    ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v35 = (size_t) v34;
    for (size_t i36 = v16; i36 < v24; i36 += v20) {
      size_t v37 = i36 * v8;
      size_t v38 = i36 * v9;
      size_t v39 = v35 + v38;
      ptrdiff_t v40 = (ptrdiff_t) v37;
      int32_t v41 = (int32_t) v40;
      ptrdiff_t v42 = (ptrdiff_t) v39;
      int32_t v43 = (int32_t) v42;
      noc_async_read_tile(v41, v33, v43);
    }
    auto tensor_accessor_args_225 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v44 = TensorAccessor(tensor_accessor_args_225, v32, v12);
    ptrdiff_t v45 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v46 = (size_t) v45;
    for (size_t i47 = v16; i47 < v24; i47 += v20) {
      size_t v48 = i47 * v8;
      size_t v49 = v48 + v20;
      size_t v50 = i47 * v9;
      size_t v51 = v46 + v50;
      ptrdiff_t v52 = (ptrdiff_t) v49;
      int32_t v53 = (int32_t) v52;
      ptrdiff_t v54 = (ptrdiff_t) v51;
      int32_t v55 = (int32_t) v54;
      noc_async_read_tile(v53, v44, v55);
    }
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v13);
    cb_ctarg_5.push_back(v13);
    for (size_t i56 = v16; i56 < v15; i56 += v20) {
      cb_ctarg_25.reserve_back(v7);
      int32_t v57 = get_common_arg_val<uint32_t>(v16);
      auto tensor_accessor_args_347 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v58 = TensorAccessor(tensor_accessor_args_347, v57, v12);
      size_t v59 = v28 * v15;
      size_t v60 = v59 + i56;
      ptrdiff_t v61 = (ptrdiff_t) v60;
      int32_t v62 = (int32_t) v61;
      noc_async_read_tile(v62, v58, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v7);
    }
    for (size_t i63 = v16; i63 < v24; i63 += v20) {
      size_t v64 = i63 * v18;
      size_t v65 = v28 + v64;
      ptrdiff_t v66 = (ptrdiff_t) v65;
      ptrdiff_t v67 = (ptrdiff_t) v21;
      bool v68 = v66 < v67;
      if (v68) {
        size_t v69 = v65 / v19;
        size_t v70 = v65 % v19;
        size_t v71 = v70 * v24;
        size_t v72 = v70 + v20;
        size_t v73 = v72 / v19;
        size_t v74 = v71 - v73;
        size_t v75 = v69 * v24;
        cb_ctarg_0.reserve_back(v6);
        int32_t v76 = get_common_arg_val<uint32_t>(v20);
        auto tensor_accessor_args_258 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v77 = TensorAccessor(tensor_accessor_args_258, v76, v5);
        ptrdiff_t v78 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v79 = (size_t) v78;
        for (size_t j80 = v16; j80 < v24; j80 += v20) {
          for (size_t k81 = v16; k81 < v24; k81 += v20) {
            size_t v82 = v74 + j80;
            size_t v83 = v75 + k81;
            size_t v84 = v82 * v3;
            size_t v85 = v84 + v83;
            size_t v86 = j80 * v24;
            size_t v87 = v86 + k81;
            size_t v88 = v87 * v4;
            size_t v89 = v79 + v88;
            ptrdiff_t v90 = (ptrdiff_t) v85;
            int32_t v91 = (int32_t) v90;
            ptrdiff_t v92 = (ptrdiff_t) v89;
            int32_t v93 = (int32_t) v92;
            noc_async_read_tile(v91, v77, v93);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v6);
        ptrdiff_t v94 = (ptrdiff_t) v73;
        int64_t v95 = (int64_t) v94;
        uint64_t v96 = (uint64_t) v95;
        uint64_t v97 = (uint64_t) v17;
        uint64_t v98 = v96 * v97;
        int64_t v99 = (int64_t) v98;
        uint64_t v100 = (uint64_t) v99;
        uint64_t v101 = (uint64_t) v17;
        uint64_t v102 = v100 + v101;
        int64_t v103 = (int64_t) v102;
        cb_ctarg_7.reserve_back(v13);
        cb_ctarg_8.reserve_back(v13);
        ptrdiff_t v104 = (ptrdiff_t) v103;
        size_t v105 = (size_t) v104;
        auto tensor_accessor_args_283 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v106 = TensorAccessor(tensor_accessor_args_283, v32, v12);
        ptrdiff_t v107 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
        size_t v108 = (size_t) v107;
        for (size_t j109 = v16; j109 < v24; j109 += v20) {
          size_t v110 = j109 * v8;
          size_t v111 = v110 + v105;
          size_t v112 = j109 * v9;
          size_t v113 = v108 + v112;
          ptrdiff_t v114 = (ptrdiff_t) v111;
          int32_t v115 = (int32_t) v114;
          ptrdiff_t v116 = (ptrdiff_t) v113;
          int32_t v117 = (int32_t) v116;
          noc_async_read_tile(v115, v106, v117);
        }
        uint64_t v118 = (uint64_t) v99;
        uint64_t v119 = (uint64_t) v1;
        uint64_t v120 = v118 + v119;
        int64_t v121 = (int64_t) v120;
        ptrdiff_t v122 = (ptrdiff_t) v121;
        size_t v123 = (size_t) v122;
        auto tensor_accessor_args_300 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v124 = TensorAccessor(tensor_accessor_args_300, v32, v12);
        ptrdiff_t v125 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
        size_t v126 = (size_t) v125;
        for (size_t j127 = v16; j127 < v24; j127 += v20) {
          size_t v128 = j127 * v8;
          size_t v129 = v128 + v123;
          size_t v130 = j127 * v9;
          size_t v131 = v126 + v130;
          ptrdiff_t v132 = (ptrdiff_t) v129;
          int32_t v133 = (int32_t) v132;
          ptrdiff_t v134 = (ptrdiff_t) v131;
          int32_t v135 = (int32_t) v134;
          noc_async_read_tile(v133, v124, v135);
        }
        noc_async_read_barrier();
        cb_ctarg_8.push_back(v13);
        cb_ctarg_7.push_back(v13);
        cb_ctarg_3.reserve_back(v13);
        cb_ctarg_4.reserve_back(v13);
        int32_t v136 = get_common_arg_val<uint32_t>(v24);
        auto tensor_accessor_args_311 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v137 = TensorAccessor(tensor_accessor_args_311, v136, v12);
        ptrdiff_t v138 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v139 = (size_t) v138;
        for (size_t j140 = v16; j140 < v24; j140 += v20) {
          size_t v141 = v69 * v2;
          size_t v142 = v141 + j140;
          size_t v143 = j140 * v9;
          size_t v144 = v139 + v143;
          ptrdiff_t v145 = (ptrdiff_t) v142;
          int32_t v146 = (int32_t) v145;
          ptrdiff_t v147 = (ptrdiff_t) v144;
          int32_t v148 = (int32_t) v147;
          noc_async_read_tile(v146, v137, v148);
        }
        auto tensor_accessor_args_320 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v149 = TensorAccessor(tensor_accessor_args_320, v136, v12);
        ptrdiff_t v150 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v151 = (size_t) v150;
        for (size_t j152 = v16; j152 < v24; j152 += v20) {
          size_t v153 = j152 + v24;
          size_t v154 = v69 * v2;
          size_t v155 = v154 + v153;
          size_t v156 = j152 * v9;
          size_t v157 = v151 + v156;
          ptrdiff_t v158 = (ptrdiff_t) v155;
          int32_t v159 = (int32_t) v158;
          ptrdiff_t v160 = (ptrdiff_t) v157;
          int32_t v161 = (int32_t) v160;
          noc_async_read_tile(v159, v149, v161);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v13);
        cb_ctarg_3.push_back(v13);
        size_t v162 = v69 + v22;
        size_t v163 = v162 * v24;
        ptrdiff_t v164 = (ptrdiff_t) v69;
        int64_t v165 = (int64_t) v164;
        uint64_t v166 = (uint64_t) v165;
        uint64_t v167 = (uint64_t) v14;
        uint64_t v168 = v166 + v167;
        int64_t v169 = (int64_t) v168;
        uint64_t v170 = (uint64_t) v169;
        uint64_t v171 = (uint64_t) v17;
        uint64_t v172 = v170 * v171;
        int64_t v173 = (int64_t) v172;
        for (size_t j174 = v16; j174 < v19; j174 += v20) {
          size_t v175 = j174 * v24;
          size_t v176 = j174 + v20;
          size_t v177 = v176 / v19;
          size_t v178 = v175 - v177;
          cb_ctarg_1.reserve_back(v6);
          cb_ctarg_2.reserve_back(v6);
          auto tensor_accessor_args_354 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v179 = TensorAccessor(tensor_accessor_args_354, v76, v5);
          ptrdiff_t v180 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v181 = (size_t) v180;
          for (size_t k182 = v16; k182 < v24; k182 += v20) {
            for (size_t l183 = v16; l183 < v24; l183 += v20) {
              size_t v184 = v178 + k182;
              size_t v185 = v163 + l183;
              size_t v186 = v184 * v3;
              size_t v187 = v186 + v185;
              size_t v188 = k182 * v24;
              size_t v189 = v188 + l183;
              size_t v190 = v189 * v4;
              size_t v191 = v181 + v190;
              ptrdiff_t v192 = (ptrdiff_t) v187;
              int32_t v193 = (int32_t) v192;
              ptrdiff_t v194 = (ptrdiff_t) v191;
              int32_t v195 = (int32_t) v194;
              noc_async_read_tile(v193, v179, v195);
            }
          }
          ptrdiff_t v196 = (ptrdiff_t) v173;
          size_t v197 = (size_t) v196;
          auto tensor_accessor_args_366 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v198 = TensorAccessor(tensor_accessor_args_366, v76, v5);
          ptrdiff_t v199 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v200 = (size_t) v199;
          for (size_t k201 = v16; k201 < v24; k201 += v20) {
            for (size_t l202 = v16; l202 < v24; l202 += v20) {
              size_t v203 = v178 + k201;
              size_t v204 = v197 + l202;
              size_t v205 = v203 * v3;
              size_t v206 = v205 + v204;
              size_t v207 = k201 * v24;
              size_t v208 = v207 + l202;
              size_t v209 = v208 * v4;
              size_t v210 = v200 + v209;
              ptrdiff_t v211 = (ptrdiff_t) v206;
              int32_t v212 = (int32_t) v211;
              ptrdiff_t v213 = (ptrdiff_t) v210;
              int32_t v214 = (int32_t) v213;
              noc_async_read_tile(v212, v198, v214);
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

