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
  size_t v19 = 67;
  size_t v20 = 1;
  size_t v21 = 10;
  size_t v22 = 1072;
  size_t v23 = 16;
  size_t v24 = 11;
  size_t v25 = 2;
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
  size_t v26 = get_absolute_logical_x();
  size_t v27 = get_absolute_logical_y();
  size_t v28 = v27 * v24;
  size_t v29 = v28 + v26;
  ptrdiff_t v30 = (ptrdiff_t) v29;
  ptrdiff_t v31 = (ptrdiff_t) v22;
  bool v32 = v30 < v31;
  if (v32) {
    cb_ctarg_5.reserve_back(v13);
    cb_ctarg_6.reserve_back(v13);
    int32_t v33 = get_common_arg_val<uint32_t>(v15);
    auto tensor_accessor_args_220 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_220, v33, v12);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v16; i37 < v25; i37 += v20) {
      size_t v38 = i37 * v8;
      size_t v39 = i37 * v9;
      size_t v40 = v36 + v39;
      ptrdiff_t v41 = (ptrdiff_t) v38;
      int32_t v42 = (int32_t) v41;
      ptrdiff_t v43 = (ptrdiff_t) v40;
      int32_t v44 = (int32_t) v43;
      noc_async_read_tile(v42, v34, v44);
    }
    auto tensor_accessor_args_229 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v45 = TensorAccessor(tensor_accessor_args_229, v33, v12);
    ptrdiff_t v46 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v47 = (size_t) v46;
    for (size_t i48 = v16; i48 < v25; i48 += v20) {
      size_t v49 = i48 * v8;
      size_t v50 = v49 + v20;
      size_t v51 = i48 * v9;
      size_t v52 = v47 + v51;
      ptrdiff_t v53 = (ptrdiff_t) v50;
      int32_t v54 = (int32_t) v53;
      ptrdiff_t v55 = (ptrdiff_t) v52;
      int32_t v56 = (int32_t) v55;
      noc_async_read_tile(v54, v45, v56);
    }
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v13);
    cb_ctarg_5.push_back(v13);
    for (size_t i57 = v16; i57 < v15; i57 += v20) {
      cb_ctarg_25.reserve_back(v7);
      int32_t v58 = get_common_arg_val<uint32_t>(v16);
      auto tensor_accessor_args_351 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v59 = TensorAccessor(tensor_accessor_args_351, v58, v12);
      size_t v60 = v29 * v15;
      size_t v61 = v60 + i57;
      ptrdiff_t v62 = (ptrdiff_t) v61;
      int32_t v63 = (int32_t) v62;
      noc_async_read_tile(v63, v59, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v7);
    }
    for (size_t i64 = v16; i64 < v21; i64 += v20) {
      size_t v65 = i64 * v18;
      size_t v66 = v29 + v65;
      ptrdiff_t v67 = (ptrdiff_t) v66;
      ptrdiff_t v68 = (ptrdiff_t) v22;
      bool v69 = v67 < v68;
      if (v69) {
        size_t v70 = v66 / v19;
        size_t v71 = v66 % v19;
        size_t v72 = v71 * v25;
        size_t v73 = v71 + v20;
        size_t v74 = v73 / v19;
        size_t v75 = v72 - v74;
        size_t v76 = v70 * v25;
        cb_ctarg_0.reserve_back(v6);
        int32_t v77 = get_common_arg_val<uint32_t>(v20);
        auto tensor_accessor_args_262 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v78 = TensorAccessor(tensor_accessor_args_262, v77, v5);
        ptrdiff_t v79 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v80 = (size_t) v79;
        for (size_t j81 = v16; j81 < v25; j81 += v20) {
          for (size_t k82 = v16; k82 < v25; k82 += v20) {
            size_t v83 = v75 + j81;
            size_t v84 = v76 + k82;
            size_t v85 = v83 * v3;
            size_t v86 = v85 + v84;
            size_t v87 = j81 * v25;
            size_t v88 = v87 + k82;
            size_t v89 = v88 * v4;
            size_t v90 = v80 + v89;
            ptrdiff_t v91 = (ptrdiff_t) v86;
            int32_t v92 = (int32_t) v91;
            ptrdiff_t v93 = (ptrdiff_t) v90;
            int32_t v94 = (int32_t) v93;
            noc_async_read_tile(v92, v78, v94);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v6);
        ptrdiff_t v95 = (ptrdiff_t) v74;
        int64_t v96 = (int64_t) v95;
        uint64_t v97 = (uint64_t) v96;
        uint64_t v98 = (uint64_t) v17;
        uint64_t v99 = v97 * v98;
        int64_t v100 = (int64_t) v99;
        uint64_t v101 = (uint64_t) v100;
        uint64_t v102 = (uint64_t) v17;
        uint64_t v103 = v101 + v102;
        int64_t v104 = (int64_t) v103;
        cb_ctarg_7.reserve_back(v13);
        cb_ctarg_8.reserve_back(v13);
        ptrdiff_t v105 = (ptrdiff_t) v104;
        size_t v106 = (size_t) v105;
        auto tensor_accessor_args_287 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v107 = TensorAccessor(tensor_accessor_args_287, v33, v12);
        ptrdiff_t v108 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
        size_t v109 = (size_t) v108;
        for (size_t j110 = v16; j110 < v25; j110 += v20) {
          size_t v111 = j110 * v8;
          size_t v112 = v111 + v106;
          size_t v113 = j110 * v9;
          size_t v114 = v109 + v113;
          ptrdiff_t v115 = (ptrdiff_t) v112;
          int32_t v116 = (int32_t) v115;
          ptrdiff_t v117 = (ptrdiff_t) v114;
          int32_t v118 = (int32_t) v117;
          noc_async_read_tile(v116, v107, v118);
        }
        uint64_t v119 = (uint64_t) v100;
        uint64_t v120 = (uint64_t) v1;
        uint64_t v121 = v119 + v120;
        int64_t v122 = (int64_t) v121;
        ptrdiff_t v123 = (ptrdiff_t) v122;
        size_t v124 = (size_t) v123;
        auto tensor_accessor_args_304 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v125 = TensorAccessor(tensor_accessor_args_304, v33, v12);
        ptrdiff_t v126 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
        size_t v127 = (size_t) v126;
        for (size_t j128 = v16; j128 < v25; j128 += v20) {
          size_t v129 = j128 * v8;
          size_t v130 = v129 + v124;
          size_t v131 = j128 * v9;
          size_t v132 = v127 + v131;
          ptrdiff_t v133 = (ptrdiff_t) v130;
          int32_t v134 = (int32_t) v133;
          ptrdiff_t v135 = (ptrdiff_t) v132;
          int32_t v136 = (int32_t) v135;
          noc_async_read_tile(v134, v125, v136);
        }
        noc_async_read_barrier();
        cb_ctarg_8.push_back(v13);
        cb_ctarg_7.push_back(v13);
        cb_ctarg_3.reserve_back(v13);
        cb_ctarg_4.reserve_back(v13);
        int32_t v137 = get_common_arg_val<uint32_t>(v25);
        auto tensor_accessor_args_315 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v138 = TensorAccessor(tensor_accessor_args_315, v137, v12);
        ptrdiff_t v139 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v140 = (size_t) v139;
        for (size_t j141 = v16; j141 < v25; j141 += v20) {
          size_t v142 = v70 * v2;
          size_t v143 = v142 + j141;
          size_t v144 = j141 * v9;
          size_t v145 = v140 + v144;
          ptrdiff_t v146 = (ptrdiff_t) v143;
          int32_t v147 = (int32_t) v146;
          ptrdiff_t v148 = (ptrdiff_t) v145;
          int32_t v149 = (int32_t) v148;
          noc_async_read_tile(v147, v138, v149);
        }
        auto tensor_accessor_args_324 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v150 = TensorAccessor(tensor_accessor_args_324, v137, v12);
        ptrdiff_t v151 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v152 = (size_t) v151;
        for (size_t j153 = v16; j153 < v25; j153 += v20) {
          size_t v154 = j153 + v25;
          size_t v155 = v70 * v2;
          size_t v156 = v155 + v154;
          size_t v157 = j153 * v9;
          size_t v158 = v152 + v157;
          ptrdiff_t v159 = (ptrdiff_t) v156;
          int32_t v160 = (int32_t) v159;
          ptrdiff_t v161 = (ptrdiff_t) v158;
          int32_t v162 = (int32_t) v161;
          noc_async_read_tile(v160, v150, v162);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v13);
        cb_ctarg_3.push_back(v13);
        size_t v163 = v70 + v23;
        size_t v164 = v163 * v25;
        ptrdiff_t v165 = (ptrdiff_t) v70;
        int64_t v166 = (int64_t) v165;
        uint64_t v167 = (uint64_t) v166;
        uint64_t v168 = (uint64_t) v14;
        uint64_t v169 = v167 + v168;
        int64_t v170 = (int64_t) v169;
        uint64_t v171 = (uint64_t) v170;
        uint64_t v172 = (uint64_t) v17;
        uint64_t v173 = v171 * v172;
        int64_t v174 = (int64_t) v173;
        for (size_t j175 = v16; j175 < v19; j175 += v20) {
          size_t v176 = j175 * v25;
          size_t v177 = j175 + v20;
          size_t v178 = v177 / v19;
          size_t v179 = v176 - v178;
          cb_ctarg_1.reserve_back(v6);
          cb_ctarg_2.reserve_back(v6);
          auto tensor_accessor_args_358 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v180 = TensorAccessor(tensor_accessor_args_358, v77, v5);
          ptrdiff_t v181 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v182 = (size_t) v181;
          for (size_t k183 = v16; k183 < v25; k183 += v20) {
            for (size_t l184 = v16; l184 < v25; l184 += v20) {
              size_t v185 = v179 + k183;
              size_t v186 = v164 + l184;
              size_t v187 = v185 * v3;
              size_t v188 = v187 + v186;
              size_t v189 = k183 * v25;
              size_t v190 = v189 + l184;
              size_t v191 = v190 * v4;
              size_t v192 = v182 + v191;
              ptrdiff_t v193 = (ptrdiff_t) v188;
              int32_t v194 = (int32_t) v193;
              ptrdiff_t v195 = (ptrdiff_t) v192;
              int32_t v196 = (int32_t) v195;
              noc_async_read_tile(v194, v180, v196);
            }
          }
          ptrdiff_t v197 = (ptrdiff_t) v174;
          size_t v198 = (size_t) v197;
          auto tensor_accessor_args_370 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v199 = TensorAccessor(tensor_accessor_args_370, v77, v5);
          ptrdiff_t v200 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v201 = (size_t) v200;
          for (size_t k202 = v16; k202 < v25; k202 += v20) {
            for (size_t l203 = v16; l203 < v25; l203 += v20) {
              size_t v204 = v179 + k202;
              size_t v205 = v198 + l203;
              size_t v206 = v204 * v3;
              size_t v207 = v206 + v205;
              size_t v208 = k202 * v25;
              size_t v209 = v208 + l203;
              size_t v210 = v209 * v4;
              size_t v211 = v201 + v210;
              ptrdiff_t v212 = (ptrdiff_t) v207;
              int32_t v213 = (int32_t) v212;
              ptrdiff_t v214 = (ptrdiff_t) v211;
              int32_t v215 = (int32_t) v214;
              noc_async_read_tile(v213, v199, v215);
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

