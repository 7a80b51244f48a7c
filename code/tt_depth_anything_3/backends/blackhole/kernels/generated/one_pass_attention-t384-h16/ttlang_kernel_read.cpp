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
  int64_t v14 = 2;
  size_t v15 = 6;
  size_t v16 = 0;
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
    auto tensor_accessor_args_199 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_199, v29, v10);
    ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v32 = (size_t) v31;
    for (size_t i33 = v16; i33 < v21; i33 += v17) {
      size_t v34 = i33 * v15;
      size_t v35 = i33 * v7;
      size_t v36 = v32 + v35;
      ptrdiff_t v37 = (ptrdiff_t) v34;
      int32_t v38 = (int32_t) v37;
      ptrdiff_t v39 = (ptrdiff_t) v36;
      int32_t v40 = (int32_t) v39;
      noc_async_read_tile(v38, v30, v40);
    }
    auto tensor_accessor_args_208 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v41 = TensorAccessor(tensor_accessor_args_208, v29, v10);
    ptrdiff_t v42 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v43 = (size_t) v42;
    for (size_t i44 = v16; i44 < v21; i44 += v17) {
      size_t v45 = i44 * v15;
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
    for (size_t i53 = v16; i53 < v13; i53 += v17) {
      cb_ctarg_25.reserve_back(v6);
      int32_t v54 = get_common_arg_val<uint32_t>(v16);
      auto tensor_accessor_args_323 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v55 = TensorAccessor(tensor_accessor_args_323, v54, v10);
      size_t v56 = v25 * v13;
      size_t v57 = v56 + i53;
      ptrdiff_t v58 = (ptrdiff_t) v57;
      int32_t v59 = (int32_t) v58;
      noc_async_read_tile(v59, v55, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v6);
    }
    if (v28) {
      size_t v60 = v25 / v15;
      size_t v61 = v25 % v15;
      size_t v62 = v61 * v21;
      size_t v63 = v60 * v21;
      cb_ctarg_0.reserve_back(v5);
      int32_t v64 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_227 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v65 = TensorAccessor(tensor_accessor_args_227, v64, v4);
      ptrdiff_t v66 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v67 = (size_t) v66;
      for (size_t i68 = v16; i68 < v21; i68 += v17) {
        for (size_t j69 = v16; j69 < v21; j69 += v17) {
          size_t v70 = v62 + i68;
          size_t v71 = v63 + j69;
          size_t v72 = v70 * v18;
          size_t v73 = v72 + v71;
          size_t v74 = i68 * v21;
          size_t v75 = v74 + j69;
          size_t v76 = v75 * v3;
          size_t v77 = v67 + v76;
          ptrdiff_t v78 = (ptrdiff_t) v73;
          int32_t v79 = (int32_t) v78;
          ptrdiff_t v80 = (ptrdiff_t) v77;
          int32_t v81 = (int32_t) v80;
          noc_async_read_tile(v79, v65, v81);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v5);
      size_t v82 = v61 + v17;
      size_t v83 = v82 / v15;
      ptrdiff_t v84 = (ptrdiff_t) v83;
      int64_t v85 = (int64_t) v84;
      uint64_t v86 = (uint64_t) v85;
      uint64_t v87 = (uint64_t) v14;
      uint64_t v88 = v86 * v87;
      int64_t v89 = (int64_t) v88;
      uint64_t v90 = (uint64_t) v89;
      uint64_t v91 = (uint64_t) v14;
      uint64_t v92 = v90 + v91;
      int64_t v93 = (int64_t) v92;
      cb_ctarg_7.reserve_back(v11);
      cb_ctarg_8.reserve_back(v11);
      ptrdiff_t v94 = (ptrdiff_t) v93;
      size_t v95 = (size_t) v94;
      auto tensor_accessor_args_256 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v96 = TensorAccessor(tensor_accessor_args_256, v29, v10);
      ptrdiff_t v97 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
      size_t v98 = (size_t) v97;
      for (size_t i99 = v16; i99 < v21; i99 += v17) {
        size_t v100 = i99 * v15;
        size_t v101 = v100 + v95;
        size_t v102 = i99 * v7;
        size_t v103 = v98 + v102;
        ptrdiff_t v104 = (ptrdiff_t) v101;
        int32_t v105 = (int32_t) v104;
        ptrdiff_t v106 = (ptrdiff_t) v103;
        int32_t v107 = (int32_t) v106;
        noc_async_read_tile(v105, v96, v107);
      }
      uint64_t v108 = (uint64_t) v89;
      uint64_t v109 = (uint64_t) v1;
      uint64_t v110 = v108 + v109;
      int64_t v111 = (int64_t) v110;
      ptrdiff_t v112 = (ptrdiff_t) v111;
      size_t v113 = (size_t) v112;
      auto tensor_accessor_args_273 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v114 = TensorAccessor(tensor_accessor_args_273, v29, v10);
      ptrdiff_t v115 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
      size_t v116 = (size_t) v115;
      for (size_t i117 = v16; i117 < v21; i117 += v17) {
        size_t v118 = i117 * v15;
        size_t v119 = v118 + v113;
        size_t v120 = i117 * v7;
        size_t v121 = v116 + v120;
        ptrdiff_t v122 = (ptrdiff_t) v119;
        int32_t v123 = (int32_t) v122;
        ptrdiff_t v124 = (ptrdiff_t) v121;
        int32_t v125 = (int32_t) v124;
        noc_async_read_tile(v123, v114, v125);
      }
      noc_async_read_barrier();
      cb_ctarg_8.push_back(v11);
      cb_ctarg_7.push_back(v11);
      cb_ctarg_3.reserve_back(v11);
      cb_ctarg_4.reserve_back(v11);
      int32_t v126 = get_common_arg_val<uint32_t>(v21);
      auto tensor_accessor_args_284 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v127 = TensorAccessor(tensor_accessor_args_284, v126, v10);
      ptrdiff_t v128 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v129 = (size_t) v128;
      for (size_t i130 = v16; i130 < v21; i130 += v17) {
        size_t v131 = v60 * v2;
        size_t v132 = v131 + i130;
        size_t v133 = i130 * v7;
        size_t v134 = v129 + v133;
        ptrdiff_t v135 = (ptrdiff_t) v132;
        int32_t v136 = (int32_t) v135;
        ptrdiff_t v137 = (ptrdiff_t) v134;
        int32_t v138 = (int32_t) v137;
        noc_async_read_tile(v136, v127, v138);
      }
      auto tensor_accessor_args_293 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v139 = TensorAccessor(tensor_accessor_args_293, v126, v10);
      ptrdiff_t v140 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v141 = (size_t) v140;
      for (size_t i142 = v16; i142 < v21; i142 += v17) {
        size_t v143 = i142 + v21;
        size_t v144 = v60 * v2;
        size_t v145 = v144 + v143;
        size_t v146 = i142 * v7;
        size_t v147 = v141 + v146;
        ptrdiff_t v148 = (ptrdiff_t) v145;
        int32_t v149 = (int32_t) v148;
        ptrdiff_t v150 = (ptrdiff_t) v147;
        int32_t v151 = (int32_t) v150;
        noc_async_read_tile(v149, v139, v151);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v11);
      cb_ctarg_3.push_back(v11);
      size_t v152 = v60 + v19;
      size_t v153 = v152 * v21;
      ptrdiff_t v154 = (ptrdiff_t) v60;
      int64_t v155 = (int64_t) v154;
      uint64_t v156 = (uint64_t) v155;
      uint64_t v157 = (uint64_t) v12;
      uint64_t v158 = v156 + v157;
      int64_t v159 = (int64_t) v158;
      uint64_t v160 = (uint64_t) v159;
      uint64_t v161 = (uint64_t) v14;
      uint64_t v162 = v160 * v161;
      int64_t v163 = (int64_t) v162;
      for (size_t i164 = v16; i164 < v15; i164 += v17) {
        size_t v165 = i164 * v21;
        cb_ctarg_1.reserve_back(v5);
        cb_ctarg_2.reserve_back(v5);
        auto tensor_accessor_args_321 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v166 = TensorAccessor(tensor_accessor_args_321, v64, v4);
        ptrdiff_t v167 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v168 = (size_t) v167;
        for (size_t j169 = v16; j169 < v21; j169 += v17) {
          for (size_t k170 = v16; k170 < v21; k170 += v17) {
            size_t v171 = v165 + j169;
            size_t v172 = v153 + k170;
            size_t v173 = v171 * v18;
            size_t v174 = v173 + v172;
            size_t v175 = j169 * v21;
            size_t v176 = v175 + k170;
            size_t v177 = v176 * v3;
            size_t v178 = v168 + v177;
            ptrdiff_t v179 = (ptrdiff_t) v174;
            int32_t v180 = (int32_t) v179;
            ptrdiff_t v181 = (ptrdiff_t) v178;
            int32_t v182 = (int32_t) v181;
            noc_async_read_tile(v180, v166, v182);
          }
        }
        ptrdiff_t v183 = (ptrdiff_t) v163;
        size_t v184 = (size_t) v183;
        auto tensor_accessor_args_333 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v185 = TensorAccessor(tensor_accessor_args_333, v64, v4);
        ptrdiff_t v186 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v187 = (size_t) v186;
        for (size_t j188 = v16; j188 < v21; j188 += v17) {
          for (size_t k189 = v16; k189 < v21; k189 += v17) {
            size_t v190 = v165 + j188;
            size_t v191 = v184 + k189;
            size_t v192 = v190 * v18;
            size_t v193 = v192 + v191;
            size_t v194 = j188 * v21;
            size_t v195 = v194 + k189;
            size_t v196 = v195 * v3;
            size_t v197 = v187 + v196;
            ptrdiff_t v198 = (ptrdiff_t) v193;
            int32_t v199 = (int32_t) v198;
            ptrdiff_t v200 = (ptrdiff_t) v197;
            int32_t v201 = (int32_t) v200;
            noc_async_read_tile(v199, v185, v201);
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

