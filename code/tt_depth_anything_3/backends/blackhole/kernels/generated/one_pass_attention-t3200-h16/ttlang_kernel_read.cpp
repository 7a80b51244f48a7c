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
  size_t v19 = 50;
  size_t v20 = 0;
  size_t v21 = 8;
  size_t v22 = 800;
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
    auto tensor_accessor_args_217 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_217, v33, v12);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v20; i37 < v25; i37 += v16) {
      size_t v38 = i37 * v8;
      size_t v39 = i37 * v9;
      size_t v40 = v36 + v39;
      ptrdiff_t v41 = (ptrdiff_t) v38;
      int32_t v42 = (int32_t) v41;
      ptrdiff_t v43 = (ptrdiff_t) v40;
      int32_t v44 = (int32_t) v43;
      noc_async_read_tile(v42, v34, v44);
    }
    auto tensor_accessor_args_226 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v45 = TensorAccessor(tensor_accessor_args_226, v33, v12);
    ptrdiff_t v46 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v47 = (size_t) v46;
    for (size_t i48 = v20; i48 < v25; i48 += v16) {
      size_t v49 = i48 * v8;
      size_t v50 = v49 + v16;
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
    for (size_t i57 = v20; i57 < v15; i57 += v16) {
      cb_ctarg_25.reserve_back(v7);
      int32_t v58 = get_common_arg_val<uint32_t>(v20);
      auto tensor_accessor_args_344 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v59 = TensorAccessor(tensor_accessor_args_344, v58, v12);
      size_t v60 = v29 * v15;
      size_t v61 = v60 + i57;
      ptrdiff_t v62 = (ptrdiff_t) v61;
      int32_t v63 = (int32_t) v62;
      noc_async_read_tile(v63, v59, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v7);
    }
    for (size_t i64 = v20; i64 < v21; i64 += v16) {
      size_t v65 = i64 * v18;
      size_t v66 = v29 + v65;
      ptrdiff_t v67 = (ptrdiff_t) v66;
      ptrdiff_t v68 = (ptrdiff_t) v22;
      bool v69 = v67 < v68;
      if (v69) {
        size_t v70 = v66 / v19;
        size_t v71 = v66 % v19;
        size_t v72 = v71 * v25;
        size_t v73 = v70 * v25;
        cb_ctarg_0.reserve_back(v6);
        int32_t v74 = get_common_arg_val<uint32_t>(v16);
        auto tensor_accessor_args_253 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v75 = TensorAccessor(tensor_accessor_args_253, v74, v5);
        ptrdiff_t v76 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v77 = (size_t) v76;
        for (size_t j78 = v20; j78 < v25; j78 += v16) {
          for (size_t k79 = v20; k79 < v25; k79 += v16) {
            size_t v80 = v72 + j78;
            size_t v81 = v73 + k79;
            size_t v82 = v80 * v3;
            size_t v83 = v82 + v81;
            size_t v84 = j78 * v25;
            size_t v85 = v84 + k79;
            size_t v86 = v85 * v4;
            size_t v87 = v77 + v86;
            ptrdiff_t v88 = (ptrdiff_t) v83;
            int32_t v89 = (int32_t) v88;
            ptrdiff_t v90 = (ptrdiff_t) v87;
            int32_t v91 = (int32_t) v90;
            noc_async_read_tile(v89, v75, v91);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v6);
        size_t v92 = v71 + v16;
        size_t v93 = v92 / v19;
        ptrdiff_t v94 = (ptrdiff_t) v93;
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
        auto tensor_accessor_args_282 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v106 = TensorAccessor(tensor_accessor_args_282, v33, v12);
        ptrdiff_t v107 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
        size_t v108 = (size_t) v107;
        for (size_t j109 = v20; j109 < v25; j109 += v16) {
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
        auto tensor_accessor_args_299 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v124 = TensorAccessor(tensor_accessor_args_299, v33, v12);
        ptrdiff_t v125 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
        size_t v126 = (size_t) v125;
        for (size_t j127 = v20; j127 < v25; j127 += v16) {
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
        int32_t v136 = get_common_arg_val<uint32_t>(v25);
        auto tensor_accessor_args_310 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v137 = TensorAccessor(tensor_accessor_args_310, v136, v12);
        ptrdiff_t v138 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v139 = (size_t) v138;
        for (size_t j140 = v20; j140 < v25; j140 += v16) {
          size_t v141 = v70 * v2;
          size_t v142 = v141 + j140;
          size_t v143 = j140 * v9;
          size_t v144 = v139 + v143;
          ptrdiff_t v145 = (ptrdiff_t) v142;
          int32_t v146 = (int32_t) v145;
          ptrdiff_t v147 = (ptrdiff_t) v144;
          int32_t v148 = (int32_t) v147;
          noc_async_read_tile(v146, v137, v148);
        }
        auto tensor_accessor_args_319 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v149 = TensorAccessor(tensor_accessor_args_319, v136, v12);
        ptrdiff_t v150 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v151 = (size_t) v150;
        for (size_t j152 = v20; j152 < v25; j152 += v16) {
          size_t v153 = j152 + v25;
          size_t v154 = v70 * v2;
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
        size_t v162 = v70 + v23;
        size_t v163 = v162 * v25;
        ptrdiff_t v164 = (ptrdiff_t) v70;
        int64_t v165 = (int64_t) v164;
        uint64_t v166 = (uint64_t) v165;
        uint64_t v167 = (uint64_t) v14;
        uint64_t v168 = v166 + v167;
        int64_t v169 = (int64_t) v168;
        uint64_t v170 = (uint64_t) v169;
        uint64_t v171 = (uint64_t) v17;
        uint64_t v172 = v170 * v171;
        int64_t v173 = (int64_t) v172;
        for (size_t j174 = v20; j174 < v19; j174 += v16) {
          size_t v175 = j174 * v25;
          cb_ctarg_1.reserve_back(v6);
          cb_ctarg_2.reserve_back(v6);
          auto tensor_accessor_args_347 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v176 = TensorAccessor(tensor_accessor_args_347, v74, v5);
          ptrdiff_t v177 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v178 = (size_t) v177;
          for (size_t k179 = v20; k179 < v25; k179 += v16) {
            for (size_t l180 = v20; l180 < v25; l180 += v16) {
              size_t v181 = v175 + k179;
              size_t v182 = v163 + l180;
              size_t v183 = v181 * v3;
              size_t v184 = v183 + v182;
              size_t v185 = k179 * v25;
              size_t v186 = v185 + l180;
              size_t v187 = v186 * v4;
              size_t v188 = v178 + v187;
              ptrdiff_t v189 = (ptrdiff_t) v184;
              int32_t v190 = (int32_t) v189;
              ptrdiff_t v191 = (ptrdiff_t) v188;
              int32_t v192 = (int32_t) v191;
              noc_async_read_tile(v190, v176, v192);
            }
          }
          ptrdiff_t v193 = (ptrdiff_t) v173;
          size_t v194 = (size_t) v193;
          auto tensor_accessor_args_359 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v195 = TensorAccessor(tensor_accessor_args_359, v74, v5);
          ptrdiff_t v196 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v197 = (size_t) v196;
          for (size_t k198 = v20; k198 < v25; k198 += v16) {
            for (size_t l199 = v20; l199 < v25; l199 += v16) {
              size_t v200 = v175 + k198;
              size_t v201 = v194 + l199;
              size_t v202 = v200 * v3;
              size_t v203 = v202 + v201;
              size_t v204 = k198 * v25;
              size_t v205 = v204 + l199;
              size_t v206 = v205 * v4;
              size_t v207 = v197 + v206;
              ptrdiff_t v208 = (ptrdiff_t) v203;
              int32_t v209 = (int32_t) v208;
              ptrdiff_t v210 = (ptrdiff_t) v207;
              int32_t v211 = (int32_t) v210;
              noc_async_read_tile(v209, v195, v211);
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

