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
  size_t v17 = 3;
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
    int32_t v30 = get_common_arg_val<uint32_t>(v17);
    auto tensor_accessor_args_201 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_201, v30, v12);
    ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v33 = (size_t) v32;
    for (size_t i34 = v15; i34 < v22; i34 += v18) {
      size_t v35 = i34 * v8;
      size_t v36 = i34 * v9;
      size_t v37 = v33 + v36;
      ptrdiff_t v38 = (ptrdiff_t) v35;
      int32_t v39 = (int32_t) v38;
      ptrdiff_t v40 = (ptrdiff_t) v37;
      int32_t v41 = (int32_t) v40;
      noc_async_read_tile(v39, v31, v41);
    }
    auto tensor_accessor_args_210 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v42 = TensorAccessor(tensor_accessor_args_210, v30, v12);
    ptrdiff_t v43 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v44 = (size_t) v43;
    for (size_t i45 = v15; i45 < v22; i45 += v18) {
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
    for (size_t i54 = v15; i54 < v17; i54 += v18) {
      cb_ctarg_25.reserve_back(v7);
      int32_t v55 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_329 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v56 = TensorAccessor(tensor_accessor_args_329, v55, v12);
      size_t v57 = v26 * v17;
      size_t v58 = v57 + i54;
      ptrdiff_t v59 = (ptrdiff_t) v58;
      int32_t v60 = (int32_t) v59;
      noc_async_read_tile(v60, v56, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v7);
    }
    if (v29) {
      size_t v61 = v26 / v17;
      size_t v62 = v26 % v17;
      size_t v63 = v62 * v22;
      size_t v64 = v62 + v18;
      size_t v65 = v64 / v17;
      size_t v66 = v63 - v65;
      size_t v67 = v61 * v22;
      cb_ctarg_0.reserve_back(v6);
      int32_t v68 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_235 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v69 = TensorAccessor(tensor_accessor_args_235, v68, v5);
      ptrdiff_t v70 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v71 = (size_t) v70;
      for (size_t i72 = v15; i72 < v22; i72 += v18) {
        for (size_t j73 = v15; j73 < v22; j73 += v18) {
          size_t v74 = v66 + i72;
          size_t v75 = v67 + j73;
          size_t v76 = v74 * v3;
          size_t v77 = v76 + v75;
          size_t v78 = i72 * v22;
          size_t v79 = v78 + j73;
          size_t v80 = v79 * v4;
          size_t v81 = v71 + v80;
          ptrdiff_t v82 = (ptrdiff_t) v77;
          int32_t v83 = (int32_t) v82;
          ptrdiff_t v84 = (ptrdiff_t) v81;
          int32_t v85 = (int32_t) v84;
          noc_async_read_tile(v83, v69, v85);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v6);
      ptrdiff_t v86 = (ptrdiff_t) v65;
      int64_t v87 = (int64_t) v86;
      uint64_t v88 = (uint64_t) v87;
      uint64_t v89 = (uint64_t) v16;
      uint64_t v90 = v88 * v89;
      int64_t v91 = (int64_t) v90;
      uint64_t v92 = (uint64_t) v91;
      uint64_t v93 = (uint64_t) v16;
      uint64_t v94 = v92 + v93;
      int64_t v95 = (int64_t) v94;
      cb_ctarg_7.reserve_back(v13);
      cb_ctarg_8.reserve_back(v13);
      ptrdiff_t v96 = (ptrdiff_t) v95;
      size_t v97 = (size_t) v96;
      auto tensor_accessor_args_260 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v98 = TensorAccessor(tensor_accessor_args_260, v30, v12);
      ptrdiff_t v99 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
      size_t v100 = (size_t) v99;
      for (size_t i101 = v15; i101 < v22; i101 += v18) {
        size_t v102 = i101 * v8;
        size_t v103 = v102 + v97;
        size_t v104 = i101 * v9;
        size_t v105 = v100 + v104;
        ptrdiff_t v106 = (ptrdiff_t) v103;
        int32_t v107 = (int32_t) v106;
        ptrdiff_t v108 = (ptrdiff_t) v105;
        int32_t v109 = (int32_t) v108;
        noc_async_read_tile(v107, v98, v109);
      }
      uint64_t v110 = (uint64_t) v91;
      uint64_t v111 = (uint64_t) v1;
      uint64_t v112 = v110 + v111;
      int64_t v113 = (int64_t) v112;
      ptrdiff_t v114 = (ptrdiff_t) v113;
      size_t v115 = (size_t) v114;
      auto tensor_accessor_args_277 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v116 = TensorAccessor(tensor_accessor_args_277, v30, v12);
      ptrdiff_t v117 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
      size_t v118 = (size_t) v117;
      for (size_t i119 = v15; i119 < v22; i119 += v18) {
        size_t v120 = i119 * v8;
        size_t v121 = v120 + v115;
        size_t v122 = i119 * v9;
        size_t v123 = v118 + v122;
        ptrdiff_t v124 = (ptrdiff_t) v121;
        int32_t v125 = (int32_t) v124;
        ptrdiff_t v126 = (ptrdiff_t) v123;
        int32_t v127 = (int32_t) v126;
        noc_async_read_tile(v125, v116, v127);
      }
      noc_async_read_barrier();
      cb_ctarg_8.push_back(v13);
      cb_ctarg_7.push_back(v13);
      cb_ctarg_3.reserve_back(v13);
      cb_ctarg_4.reserve_back(v13);
      int32_t v128 = get_common_arg_val<uint32_t>(v22);
      auto tensor_accessor_args_288 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v129 = TensorAccessor(tensor_accessor_args_288, v128, v12);
      ptrdiff_t v130 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v131 = (size_t) v130;
      for (size_t i132 = v15; i132 < v22; i132 += v18) {
        size_t v133 = v61 * v2;
        size_t v134 = v133 + i132;
        size_t v135 = i132 * v9;
        size_t v136 = v131 + v135;
        ptrdiff_t v137 = (ptrdiff_t) v134;
        int32_t v138 = (int32_t) v137;
        ptrdiff_t v139 = (ptrdiff_t) v136;
        int32_t v140 = (int32_t) v139;
        noc_async_read_tile(v138, v129, v140);
      }
      auto tensor_accessor_args_297 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v141 = TensorAccessor(tensor_accessor_args_297, v128, v12);
      ptrdiff_t v142 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v143 = (size_t) v142;
      for (size_t i144 = v15; i144 < v22; i144 += v18) {
        size_t v145 = i144 + v22;
        size_t v146 = v61 * v2;
        size_t v147 = v146 + v145;
        size_t v148 = i144 * v9;
        size_t v149 = v143 + v148;
        ptrdiff_t v150 = (ptrdiff_t) v147;
        int32_t v151 = (int32_t) v150;
        ptrdiff_t v152 = (ptrdiff_t) v149;
        int32_t v153 = (int32_t) v152;
        noc_async_read_tile(v151, v141, v153);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v13);
      cb_ctarg_3.push_back(v13);
      size_t v154 = v61 + v20;
      size_t v155 = v154 * v22;
      ptrdiff_t v156 = (ptrdiff_t) v61;
      int64_t v157 = (int64_t) v156;
      uint64_t v158 = (uint64_t) v157;
      uint64_t v159 = (uint64_t) v14;
      uint64_t v160 = v158 + v159;
      int64_t v161 = (int64_t) v160;
      uint64_t v162 = (uint64_t) v161;
      uint64_t v163 = (uint64_t) v16;
      uint64_t v164 = v162 * v163;
      int64_t v165 = (int64_t) v164;
      for (size_t i166 = v15; i166 < v17; i166 += v18) {
        size_t v167 = i166 * v22;
        size_t v168 = i166 + v18;
        size_t v169 = v168 / v17;
        size_t v170 = v167 - v169;
        cb_ctarg_1.reserve_back(v6);
        cb_ctarg_2.reserve_back(v6);
        auto tensor_accessor_args_331 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v171 = TensorAccessor(tensor_accessor_args_331, v68, v5);
        ptrdiff_t v172 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v173 = (size_t) v172;
        for (size_t j174 = v15; j174 < v22; j174 += v18) {
          for (size_t k175 = v15; k175 < v22; k175 += v18) {
            size_t v176 = v170 + j174;
            size_t v177 = v155 + k175;
            size_t v178 = v176 * v3;
            size_t v179 = v178 + v177;
            size_t v180 = j174 * v22;
            size_t v181 = v180 + k175;
            size_t v182 = v181 * v4;
            size_t v183 = v173 + v182;
            ptrdiff_t v184 = (ptrdiff_t) v179;
            int32_t v185 = (int32_t) v184;
            ptrdiff_t v186 = (ptrdiff_t) v183;
            int32_t v187 = (int32_t) v186;
            noc_async_read_tile(v185, v171, v187);
          }
        }
        ptrdiff_t v188 = (ptrdiff_t) v165;
        size_t v189 = (size_t) v188;
        auto tensor_accessor_args_343 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v190 = TensorAccessor(tensor_accessor_args_343, v68, v5);
        ptrdiff_t v191 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v192 = (size_t) v191;
        for (size_t j193 = v15; j193 < v22; j193 += v18) {
          for (size_t k194 = v15; k194 < v22; k194 += v18) {
            size_t v195 = v170 + j193;
            size_t v196 = v189 + k194;
            size_t v197 = v195 * v3;
            size_t v198 = v197 + v196;
            size_t v199 = j193 * v22;
            size_t v200 = v199 + k194;
            size_t v201 = v200 * v4;
            size_t v202 = v192 + v201;
            ptrdiff_t v203 = (ptrdiff_t) v198;
            int32_t v204 = (int32_t) v203;
            ptrdiff_t v205 = (ptrdiff_t) v202;
            int32_t v206 = (int32_t) v205;
            noc_async_read_tile(v204, v190, v206);
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

