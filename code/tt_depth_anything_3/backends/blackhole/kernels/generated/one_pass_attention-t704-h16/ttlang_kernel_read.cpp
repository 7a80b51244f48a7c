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
  size_t v16 = 1;
  int64_t v17 = 2;
  size_t v18 = 110;
  size_t v19 = 0;
  size_t v20 = 176;
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
    int32_t v31 = get_common_arg_val<uint32_t>(v15);
    auto tensor_accessor_args_209 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_209, v31, v12);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v19; i35 < v23; i35 += v16) {
      size_t v36 = i35 * v8;
      size_t v37 = i35 * v9;
      size_t v38 = v34 + v37;
      ptrdiff_t v39 = (ptrdiff_t) v36;
      int32_t v40 = (int32_t) v39;
      ptrdiff_t v41 = (ptrdiff_t) v38;
      int32_t v42 = (int32_t) v41;
      noc_async_read_tile(v40, v32, v42);
    }
    auto tensor_accessor_args_218 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v43 = TensorAccessor(tensor_accessor_args_218, v31, v12);
    ptrdiff_t v44 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v45 = (size_t) v44;
    for (size_t i46 = v19; i46 < v23; i46 += v16) {
      size_t v47 = i46 * v8;
      size_t v48 = v47 + v16;
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
    for (size_t i55 = v19; i55 < v15; i55 += v16) {
      cb_ctarg_25.reserve_back(v7);
      int32_t v56 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_336 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v57 = TensorAccessor(tensor_accessor_args_336, v56, v12);
      size_t v58 = v27 * v15;
      size_t v59 = v58 + i55;
      ptrdiff_t v60 = (ptrdiff_t) v59;
      int32_t v61 = (int32_t) v60;
      noc_async_read_tile(v61, v57, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v7);
    }
    for (size_t i62 = v19; i62 < v23; i62 += v16) {
      size_t v63 = i62 * v18;
      size_t v64 = v27 + v63;
      ptrdiff_t v65 = (ptrdiff_t) v64;
      ptrdiff_t v66 = (ptrdiff_t) v20;
      bool v67 = v65 < v66;
      if (v67) {
        size_t v68 = v64 / v22;
        size_t v69 = v64 % v22;
        size_t v70 = v69 * v23;
        size_t v71 = v68 * v23;
        cb_ctarg_0.reserve_back(v6);
        int32_t v72 = get_common_arg_val<uint32_t>(v16);
        auto tensor_accessor_args_245 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v73 = TensorAccessor(tensor_accessor_args_245, v72, v5);
        ptrdiff_t v74 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v75 = (size_t) v74;
        for (size_t j76 = v19; j76 < v23; j76 += v16) {
          for (size_t k77 = v19; k77 < v23; k77 += v16) {
            size_t v78 = v70 + j76;
            size_t v79 = v71 + k77;
            size_t v80 = v78 * v3;
            size_t v81 = v80 + v79;
            size_t v82 = j76 * v23;
            size_t v83 = v82 + k77;
            size_t v84 = v83 * v4;
            size_t v85 = v75 + v84;
            ptrdiff_t v86 = (ptrdiff_t) v81;
            int32_t v87 = (int32_t) v86;
            ptrdiff_t v88 = (ptrdiff_t) v85;
            int32_t v89 = (int32_t) v88;
            noc_async_read_tile(v87, v73, v89);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v6);
        size_t v90 = v69 + v16;
        size_t v91 = v90 / v22;
        ptrdiff_t v92 = (ptrdiff_t) v91;
        int64_t v93 = (int64_t) v92;
        uint64_t v94 = (uint64_t) v93;
        uint64_t v95 = (uint64_t) v17;
        uint64_t v96 = v94 * v95;
        int64_t v97 = (int64_t) v96;
        uint64_t v98 = (uint64_t) v97;
        uint64_t v99 = (uint64_t) v17;
        uint64_t v100 = v98 + v99;
        int64_t v101 = (int64_t) v100;
        cb_ctarg_7.reserve_back(v13);
        cb_ctarg_8.reserve_back(v13);
        ptrdiff_t v102 = (ptrdiff_t) v101;
        size_t v103 = (size_t) v102;
        auto tensor_accessor_args_274 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v104 = TensorAccessor(tensor_accessor_args_274, v31, v12);
        ptrdiff_t v105 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
        size_t v106 = (size_t) v105;
        for (size_t j107 = v19; j107 < v23; j107 += v16) {
          size_t v108 = j107 * v8;
          size_t v109 = v108 + v103;
          size_t v110 = j107 * v9;
          size_t v111 = v106 + v110;
          ptrdiff_t v112 = (ptrdiff_t) v109;
          int32_t v113 = (int32_t) v112;
          ptrdiff_t v114 = (ptrdiff_t) v111;
          int32_t v115 = (int32_t) v114;
          noc_async_read_tile(v113, v104, v115);
        }
        uint64_t v116 = (uint64_t) v97;
        uint64_t v117 = (uint64_t) v1;
        uint64_t v118 = v116 + v117;
        int64_t v119 = (int64_t) v118;
        ptrdiff_t v120 = (ptrdiff_t) v119;
        size_t v121 = (size_t) v120;
        auto tensor_accessor_args_291 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v122 = TensorAccessor(tensor_accessor_args_291, v31, v12);
        ptrdiff_t v123 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
        size_t v124 = (size_t) v123;
        for (size_t j125 = v19; j125 < v23; j125 += v16) {
          size_t v126 = j125 * v8;
          size_t v127 = v126 + v121;
          size_t v128 = j125 * v9;
          size_t v129 = v124 + v128;
          ptrdiff_t v130 = (ptrdiff_t) v127;
          int32_t v131 = (int32_t) v130;
          ptrdiff_t v132 = (ptrdiff_t) v129;
          int32_t v133 = (int32_t) v132;
          noc_async_read_tile(v131, v122, v133);
        }
        noc_async_read_barrier();
        cb_ctarg_8.push_back(v13);
        cb_ctarg_7.push_back(v13);
        cb_ctarg_3.reserve_back(v13);
        cb_ctarg_4.reserve_back(v13);
        int32_t v134 = get_common_arg_val<uint32_t>(v23);
        auto tensor_accessor_args_302 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v135 = TensorAccessor(tensor_accessor_args_302, v134, v12);
        ptrdiff_t v136 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v137 = (size_t) v136;
        for (size_t j138 = v19; j138 < v23; j138 += v16) {
          size_t v139 = v68 * v2;
          size_t v140 = v139 + j138;
          size_t v141 = j138 * v9;
          size_t v142 = v137 + v141;
          ptrdiff_t v143 = (ptrdiff_t) v140;
          int32_t v144 = (int32_t) v143;
          ptrdiff_t v145 = (ptrdiff_t) v142;
          int32_t v146 = (int32_t) v145;
          noc_async_read_tile(v144, v135, v146);
        }
        auto tensor_accessor_args_311 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v147 = TensorAccessor(tensor_accessor_args_311, v134, v12);
        ptrdiff_t v148 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v149 = (size_t) v148;
        for (size_t j150 = v19; j150 < v23; j150 += v16) {
          size_t v151 = j150 + v23;
          size_t v152 = v68 * v2;
          size_t v153 = v152 + v151;
          size_t v154 = j150 * v9;
          size_t v155 = v149 + v154;
          ptrdiff_t v156 = (ptrdiff_t) v153;
          int32_t v157 = (int32_t) v156;
          ptrdiff_t v158 = (ptrdiff_t) v155;
          int32_t v159 = (int32_t) v158;
          noc_async_read_tile(v157, v147, v159);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v13);
        cb_ctarg_3.push_back(v13);
        size_t v160 = v68 + v21;
        size_t v161 = v160 * v23;
        ptrdiff_t v162 = (ptrdiff_t) v68;
        int64_t v163 = (int64_t) v162;
        uint64_t v164 = (uint64_t) v163;
        uint64_t v165 = (uint64_t) v14;
        uint64_t v166 = v164 + v165;
        int64_t v167 = (int64_t) v166;
        uint64_t v168 = (uint64_t) v167;
        uint64_t v169 = (uint64_t) v17;
        uint64_t v170 = v168 * v169;
        int64_t v171 = (int64_t) v170;
        for (size_t j172 = v19; j172 < v22; j172 += v16) {
          size_t v173 = j172 * v23;
          cb_ctarg_1.reserve_back(v6);
          cb_ctarg_2.reserve_back(v6);
          auto tensor_accessor_args_339 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v174 = TensorAccessor(tensor_accessor_args_339, v72, v5);
          ptrdiff_t v175 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v176 = (size_t) v175;
          for (size_t k177 = v19; k177 < v23; k177 += v16) {
            for (size_t l178 = v19; l178 < v23; l178 += v16) {
              size_t v179 = v173 + k177;
              size_t v180 = v161 + l178;
              size_t v181 = v179 * v3;
              size_t v182 = v181 + v180;
              size_t v183 = k177 * v23;
              size_t v184 = v183 + l178;
              size_t v185 = v184 * v4;
              size_t v186 = v176 + v185;
              ptrdiff_t v187 = (ptrdiff_t) v182;
              int32_t v188 = (int32_t) v187;
              ptrdiff_t v189 = (ptrdiff_t) v186;
              int32_t v190 = (int32_t) v189;
              noc_async_read_tile(v188, v174, v190);
            }
          }
          ptrdiff_t v191 = (ptrdiff_t) v171;
          size_t v192 = (size_t) v191;
          auto tensor_accessor_args_351 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v193 = TensorAccessor(tensor_accessor_args_351, v72, v5);
          ptrdiff_t v194 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v195 = (size_t) v194;
          for (size_t k196 = v19; k196 < v23; k196 += v16) {
            for (size_t l197 = v19; l197 < v23; l197 += v16) {
              size_t v198 = v173 + k196;
              size_t v199 = v192 + l197;
              size_t v200 = v198 * v3;
              size_t v201 = v200 + v199;
              size_t v202 = k196 * v23;
              size_t v203 = v202 + l197;
              size_t v204 = v203 * v4;
              size_t v205 = v195 + v204;
              ptrdiff_t v206 = (ptrdiff_t) v201;
              int32_t v207 = (int32_t) v206;
              ptrdiff_t v208 = (ptrdiff_t) v205;
              int32_t v209 = (int32_t) v208;
              noc_async_read_tile(v207, v193, v209);
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

