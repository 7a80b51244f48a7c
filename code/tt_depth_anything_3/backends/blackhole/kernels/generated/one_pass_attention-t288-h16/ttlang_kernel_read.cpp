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
  size_t v18 = 5;
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
    auto tensor_accessor_args_205 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_205, v31, v12);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v16; i35 < v23; i35 += v19) {
      size_t v36 = i35 * v8;
      size_t v37 = i35 * v9;
      size_t v38 = v34 + v37;
      ptrdiff_t v39 = (ptrdiff_t) v36;
      int32_t v40 = (int32_t) v39;
      ptrdiff_t v41 = (ptrdiff_t) v38;
      int32_t v42 = (int32_t) v41;
      noc_async_read_tile(v40, v32, v42);
    }
    auto tensor_accessor_args_214 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v43 = TensorAccessor(tensor_accessor_args_214, v31, v12);
    ptrdiff_t v44 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v45 = (size_t) v44;
    for (size_t i46 = v16; i46 < v23; i46 += v19) {
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
    for (size_t i55 = v16; i55 < v15; i55 += v19) {
      cb_ctarg_25.reserve_back(v7);
      int32_t v56 = get_common_arg_val<uint32_t>(v16);
      auto tensor_accessor_args_333 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v57 = TensorAccessor(tensor_accessor_args_333, v56, v12);
      size_t v58 = v27 * v15;
      size_t v59 = v58 + i55;
      ptrdiff_t v60 = (ptrdiff_t) v59;
      int32_t v61 = (int32_t) v60;
      noc_async_read_tile(v61, v57, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v7);
    }
    if (v30) {
      size_t v62 = v27 / v18;
      size_t v63 = v27 % v18;
      size_t v64 = v63 * v23;
      size_t v65 = v63 + v19;
      size_t v66 = v65 / v18;
      size_t v67 = v64 - v66;
      size_t v68 = v62 * v23;
      cb_ctarg_0.reserve_back(v6);
      int32_t v69 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_239 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v70 = TensorAccessor(tensor_accessor_args_239, v69, v5);
      ptrdiff_t v71 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v72 = (size_t) v71;
      for (size_t i73 = v16; i73 < v23; i73 += v19) {
        for (size_t j74 = v16; j74 < v23; j74 += v19) {
          size_t v75 = v67 + i73;
          size_t v76 = v68 + j74;
          size_t v77 = v75 * v3;
          size_t v78 = v77 + v76;
          size_t v79 = i73 * v23;
          size_t v80 = v79 + j74;
          size_t v81 = v80 * v4;
          size_t v82 = v72 + v81;
          ptrdiff_t v83 = (ptrdiff_t) v78;
          int32_t v84 = (int32_t) v83;
          ptrdiff_t v85 = (ptrdiff_t) v82;
          int32_t v86 = (int32_t) v85;
          noc_async_read_tile(v84, v70, v86);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v6);
      ptrdiff_t v87 = (ptrdiff_t) v66;
      int64_t v88 = (int64_t) v87;
      uint64_t v89 = (uint64_t) v88;
      uint64_t v90 = (uint64_t) v17;
      uint64_t v91 = v89 * v90;
      int64_t v92 = (int64_t) v91;
      uint64_t v93 = (uint64_t) v92;
      uint64_t v94 = (uint64_t) v17;
      uint64_t v95 = v93 + v94;
      int64_t v96 = (int64_t) v95;
      cb_ctarg_7.reserve_back(v13);
      cb_ctarg_8.reserve_back(v13);
      ptrdiff_t v97 = (ptrdiff_t) v96;
      size_t v98 = (size_t) v97;
      auto tensor_accessor_args_264 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v99 = TensorAccessor(tensor_accessor_args_264, v31, v12);
      ptrdiff_t v100 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
      size_t v101 = (size_t) v100;
      for (size_t i102 = v16; i102 < v23; i102 += v19) {
        size_t v103 = i102 * v8;
        size_t v104 = v103 + v98;
        size_t v105 = i102 * v9;
        size_t v106 = v101 + v105;
        ptrdiff_t v107 = (ptrdiff_t) v104;
        int32_t v108 = (int32_t) v107;
        ptrdiff_t v109 = (ptrdiff_t) v106;
        int32_t v110 = (int32_t) v109;
        noc_async_read_tile(v108, v99, v110);
      }
      uint64_t v111 = (uint64_t) v92;
      uint64_t v112 = (uint64_t) v1;
      uint64_t v113 = v111 + v112;
      int64_t v114 = (int64_t) v113;
      ptrdiff_t v115 = (ptrdiff_t) v114;
      size_t v116 = (size_t) v115;
      auto tensor_accessor_args_281 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v117 = TensorAccessor(tensor_accessor_args_281, v31, v12);
      ptrdiff_t v118 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
      size_t v119 = (size_t) v118;
      for (size_t i120 = v16; i120 < v23; i120 += v19) {
        size_t v121 = i120 * v8;
        size_t v122 = v121 + v116;
        size_t v123 = i120 * v9;
        size_t v124 = v119 + v123;
        ptrdiff_t v125 = (ptrdiff_t) v122;
        int32_t v126 = (int32_t) v125;
        ptrdiff_t v127 = (ptrdiff_t) v124;
        int32_t v128 = (int32_t) v127;
        noc_async_read_tile(v126, v117, v128);
      }
      noc_async_read_barrier();
      cb_ctarg_8.push_back(v13);
      cb_ctarg_7.push_back(v13);
      cb_ctarg_3.reserve_back(v13);
      cb_ctarg_4.reserve_back(v13);
      int32_t v129 = get_common_arg_val<uint32_t>(v23);
      auto tensor_accessor_args_292 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v130 = TensorAccessor(tensor_accessor_args_292, v129, v12);
      ptrdiff_t v131 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v132 = (size_t) v131;
      for (size_t i133 = v16; i133 < v23; i133 += v19) {
        size_t v134 = v62 * v2;
        size_t v135 = v134 + i133;
        size_t v136 = i133 * v9;
        size_t v137 = v132 + v136;
        ptrdiff_t v138 = (ptrdiff_t) v135;
        int32_t v139 = (int32_t) v138;
        ptrdiff_t v140 = (ptrdiff_t) v137;
        int32_t v141 = (int32_t) v140;
        noc_async_read_tile(v139, v130, v141);
      }
      auto tensor_accessor_args_301 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v142 = TensorAccessor(tensor_accessor_args_301, v129, v12);
      ptrdiff_t v143 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v144 = (size_t) v143;
      for (size_t i145 = v16; i145 < v23; i145 += v19) {
        size_t v146 = i145 + v23;
        size_t v147 = v62 * v2;
        size_t v148 = v147 + v146;
        size_t v149 = i145 * v9;
        size_t v150 = v144 + v149;
        ptrdiff_t v151 = (ptrdiff_t) v148;
        int32_t v152 = (int32_t) v151;
        ptrdiff_t v153 = (ptrdiff_t) v150;
        int32_t v154 = (int32_t) v153;
        noc_async_read_tile(v152, v142, v154);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v13);
      cb_ctarg_3.push_back(v13);
      size_t v155 = v62 + v21;
      size_t v156 = v155 * v23;
      ptrdiff_t v157 = (ptrdiff_t) v62;
      int64_t v158 = (int64_t) v157;
      uint64_t v159 = (uint64_t) v158;
      uint64_t v160 = (uint64_t) v14;
      uint64_t v161 = v159 + v160;
      int64_t v162 = (int64_t) v161;
      uint64_t v163 = (uint64_t) v162;
      uint64_t v164 = (uint64_t) v17;
      uint64_t v165 = v163 * v164;
      int64_t v166 = (int64_t) v165;
      for (size_t i167 = v16; i167 < v18; i167 += v19) {
        size_t v168 = i167 * v23;
        size_t v169 = i167 + v19;
        size_t v170 = v169 / v18;
        size_t v171 = v168 - v170;
        cb_ctarg_1.reserve_back(v6);
        cb_ctarg_2.reserve_back(v6);
        auto tensor_accessor_args_335 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v172 = TensorAccessor(tensor_accessor_args_335, v69, v5);
        ptrdiff_t v173 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v174 = (size_t) v173;
        for (size_t j175 = v16; j175 < v23; j175 += v19) {
          for (size_t k176 = v16; k176 < v23; k176 += v19) {
            size_t v177 = v171 + j175;
            size_t v178 = v156 + k176;
            size_t v179 = v177 * v3;
            size_t v180 = v179 + v178;
            size_t v181 = j175 * v23;
            size_t v182 = v181 + k176;
            size_t v183 = v182 * v4;
            size_t v184 = v174 + v183;
            ptrdiff_t v185 = (ptrdiff_t) v180;
            int32_t v186 = (int32_t) v185;
            ptrdiff_t v187 = (ptrdiff_t) v184;
            int32_t v188 = (int32_t) v187;
            noc_async_read_tile(v186, v172, v188);
          }
        }
        ptrdiff_t v189 = (ptrdiff_t) v166;
        size_t v190 = (size_t) v189;
        auto tensor_accessor_args_347 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v191 = TensorAccessor(tensor_accessor_args_347, v69, v5);
        ptrdiff_t v192 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v193 = (size_t) v192;
        for (size_t j194 = v16; j194 < v23; j194 += v19) {
          for (size_t k195 = v16; k195 < v23; k195 += v19) {
            size_t v196 = v171 + j194;
            size_t v197 = v190 + k195;
            size_t v198 = v196 * v3;
            size_t v199 = v198 + v197;
            size_t v200 = j194 * v23;
            size_t v201 = v200 + k195;
            size_t v202 = v201 * v4;
            size_t v203 = v193 + v202;
            ptrdiff_t v204 = (ptrdiff_t) v199;
            int32_t v205 = (int32_t) v204;
            ptrdiff_t v206 = (ptrdiff_t) v203;
            int32_t v207 = (int32_t) v206;
            noc_async_read_tile(v205, v191, v207);
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

