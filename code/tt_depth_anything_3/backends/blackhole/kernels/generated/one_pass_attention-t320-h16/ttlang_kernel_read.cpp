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
  int64_t v16 = 2;
  size_t v17 = 5;
  size_t v18 = 0;
  size_t v19 = 1;
  size_t v20 = 80;
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
    auto tensor_accessor_args_202 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_202, v31, v12);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v18; i35 < v23; i35 += v19) {
      size_t v36 = i35 * v8;
      size_t v37 = i35 * v9;
      size_t v38 = v34 + v37;
      ptrdiff_t v39 = (ptrdiff_t) v36;
      int32_t v40 = (int32_t) v39;
      ptrdiff_t v41 = (ptrdiff_t) v38;
      int32_t v42 = (int32_t) v41;
      noc_async_read_tile(v40, v32, v42);
    }
    auto tensor_accessor_args_211 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v43 = TensorAccessor(tensor_accessor_args_211, v31, v12);
    ptrdiff_t v44 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v45 = (size_t) v44;
    for (size_t i46 = v18; i46 < v23; i46 += v19) {
      size_t v47 = i46 * v8;
      size_t v48 = v47 + v19;
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
    for (size_t i55 = v18; i55 < v15; i55 += v19) {
      cb_ctarg_25.reserve_back(v7);
      int32_t v56 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_326 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v57 = TensorAccessor(tensor_accessor_args_326, v56, v12);
      size_t v58 = v27 * v15;
      size_t v59 = v58 + i55;
      ptrdiff_t v60 = (ptrdiff_t) v59;
      int32_t v61 = (int32_t) v60;
      noc_async_read_tile(v61, v57, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v7);
    }
    if (v30) {
      size_t v62 = v27 / v17;
      size_t v63 = v27 % v17;
      size_t v64 = v63 * v23;
      size_t v65 = v62 * v23;
      cb_ctarg_0.reserve_back(v6);
      int32_t v66 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_230 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v67 = TensorAccessor(tensor_accessor_args_230, v66, v5);
      ptrdiff_t v68 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v69 = (size_t) v68;
      for (size_t i70 = v18; i70 < v23; i70 += v19) {
        for (size_t j71 = v18; j71 < v23; j71 += v19) {
          size_t v72 = v64 + i70;
          size_t v73 = v65 + j71;
          size_t v74 = v72 * v3;
          size_t v75 = v74 + v73;
          size_t v76 = i70 * v23;
          size_t v77 = v76 + j71;
          size_t v78 = v77 * v4;
          size_t v79 = v69 + v78;
          ptrdiff_t v80 = (ptrdiff_t) v75;
          int32_t v81 = (int32_t) v80;
          ptrdiff_t v82 = (ptrdiff_t) v79;
          int32_t v83 = (int32_t) v82;
          noc_async_read_tile(v81, v67, v83);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v6);
      size_t v84 = v63 + v19;
      size_t v85 = v84 / v17;
      ptrdiff_t v86 = (ptrdiff_t) v85;
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
      auto tensor_accessor_args_259 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v98 = TensorAccessor(tensor_accessor_args_259, v31, v12);
      ptrdiff_t v99 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
      size_t v100 = (size_t) v99;
      for (size_t i101 = v18; i101 < v23; i101 += v19) {
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
      auto tensor_accessor_args_276 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v116 = TensorAccessor(tensor_accessor_args_276, v31, v12);
      ptrdiff_t v117 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
      size_t v118 = (size_t) v117;
      for (size_t i119 = v18; i119 < v23; i119 += v19) {
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
      int32_t v128 = get_common_arg_val<uint32_t>(v23);
      auto tensor_accessor_args_287 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v129 = TensorAccessor(tensor_accessor_args_287, v128, v12);
      ptrdiff_t v130 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v131 = (size_t) v130;
      for (size_t i132 = v18; i132 < v23; i132 += v19) {
        size_t v133 = v62 * v2;
        size_t v134 = v133 + i132;
        size_t v135 = i132 * v9;
        size_t v136 = v131 + v135;
        ptrdiff_t v137 = (ptrdiff_t) v134;
        int32_t v138 = (int32_t) v137;
        ptrdiff_t v139 = (ptrdiff_t) v136;
        int32_t v140 = (int32_t) v139;
        noc_async_read_tile(v138, v129, v140);
      }
      auto tensor_accessor_args_296 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v141 = TensorAccessor(tensor_accessor_args_296, v128, v12);
      ptrdiff_t v142 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v143 = (size_t) v142;
      for (size_t i144 = v18; i144 < v23; i144 += v19) {
        size_t v145 = i144 + v23;
        size_t v146 = v62 * v2;
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
      size_t v154 = v62 + v21;
      size_t v155 = v154 * v23;
      ptrdiff_t v156 = (ptrdiff_t) v62;
      int64_t v157 = (int64_t) v156;
      uint64_t v158 = (uint64_t) v157;
      uint64_t v159 = (uint64_t) v14;
      uint64_t v160 = v158 + v159;
      int64_t v161 = (int64_t) v160;
      uint64_t v162 = (uint64_t) v161;
      uint64_t v163 = (uint64_t) v16;
      uint64_t v164 = v162 * v163;
      int64_t v165 = (int64_t) v164;
      for (size_t i166 = v18; i166 < v17; i166 += v19) {
        size_t v167 = i166 * v23;
        cb_ctarg_1.reserve_back(v6);
        cb_ctarg_2.reserve_back(v6);
        auto tensor_accessor_args_324 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v168 = TensorAccessor(tensor_accessor_args_324, v66, v5);
        ptrdiff_t v169 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v170 = (size_t) v169;
        for (size_t j171 = v18; j171 < v23; j171 += v19) {
          for (size_t k172 = v18; k172 < v23; k172 += v19) {
            size_t v173 = v167 + j171;
            size_t v174 = v155 + k172;
            size_t v175 = v173 * v3;
            size_t v176 = v175 + v174;
            size_t v177 = j171 * v23;
            size_t v178 = v177 + k172;
            size_t v179 = v178 * v4;
            size_t v180 = v170 + v179;
            ptrdiff_t v181 = (ptrdiff_t) v176;
            int32_t v182 = (int32_t) v181;
            ptrdiff_t v183 = (ptrdiff_t) v180;
            int32_t v184 = (int32_t) v183;
            noc_async_read_tile(v182, v168, v184);
          }
        }
        ptrdiff_t v185 = (ptrdiff_t) v165;
        size_t v186 = (size_t) v185;
        auto tensor_accessor_args_336 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v187 = TensorAccessor(tensor_accessor_args_336, v66, v5);
        ptrdiff_t v188 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v189 = (size_t) v188;
        for (size_t j190 = v18; j190 < v23; j190 += v19) {
          for (size_t k191 = v18; k191 < v23; k191 += v19) {
            size_t v192 = v167 + j190;
            size_t v193 = v186 + k191;
            size_t v194 = v192 * v3;
            size_t v195 = v194 + v193;
            size_t v196 = j190 * v23;
            size_t v197 = v196 + k191;
            size_t v198 = v197 * v4;
            size_t v199 = v189 + v198;
            ptrdiff_t v200 = (ptrdiff_t) v195;
            int32_t v201 = (int32_t) v200;
            ptrdiff_t v202 = (ptrdiff_t) v199;
            int32_t v203 = (int32_t) v202;
            noc_async_read_tile(v201, v187, v203);
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

