// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int64_t v1 = 3;
  size_t v2 = 96;
  size_t v3 = 2048;
  int32_t v4 = 2048;
  int32_t v5 = 4;
  int32_t v6 = 1;
  size_t v7 = 6;
  size_t v8 = 4096;
  int32_t v9 = 3;
  int32_t v10 = 0;
  int32_t v11 = 4096;
  int32_t v12 = 2;
  int64_t v13 = 32;
  size_t v14 = 3;
  size_t v15 = 1;
  int64_t v16 = 2;
  size_t v17 = 110;
  size_t v18 = 23;
  size_t v19 = 0;
  size_t v20 = 4;
  size_t v21 = 368;
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
    cb_ctarg_5.reserve_back(v12);
    cb_ctarg_6.reserve_back(v12);
    int32_t v32 = get_common_arg_val<uint32_t>(v14);
    auto tensor_accessor_args_214 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_214, v32, v11);
    ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_5.get_write_ptr();
    size_t v35 = (size_t) v34;
    for (size_t i36 = v19; i36 < v24; i36 += v15) {
      size_t v37 = i36 * v7;
      size_t v38 = i36 * v8;
      size_t v39 = v35 + v38;
      ptrdiff_t v40 = (ptrdiff_t) v37;
      int32_t v41 = (int32_t) v40;
      ptrdiff_t v42 = (ptrdiff_t) v39;
      int32_t v43 = (int32_t) v42;
      noc_async_read_tile(v41, v33, v43);
    }
    auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v44 = TensorAccessor(tensor_accessor_args_223, v32, v11);
    ptrdiff_t v45 = (ptrdiff_t) cb_ctarg_6.get_write_ptr();
    size_t v46 = (size_t) v45;
    for (size_t i47 = v19; i47 < v24; i47 += v15) {
      size_t v48 = i47 * v7;
      size_t v49 = v48 + v15;
      size_t v50 = i47 * v8;
      size_t v51 = v46 + v50;
      ptrdiff_t v52 = (ptrdiff_t) v49;
      int32_t v53 = (int32_t) v52;
      ptrdiff_t v54 = (ptrdiff_t) v51;
      int32_t v55 = (int32_t) v54;
      noc_async_read_tile(v53, v44, v55);
    }
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v12);
    cb_ctarg_5.push_back(v12);
    for (size_t i56 = v19; i56 < v14; i56 += v15) {
      cb_ctarg_25.reserve_back(v6);
      int32_t v57 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_341 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v58 = TensorAccessor(tensor_accessor_args_341, v57, v11);
      size_t v59 = v28 * v14;
      size_t v60 = v59 + i56;
      ptrdiff_t v61 = (ptrdiff_t) v60;
      int32_t v62 = (int32_t) v61;
      noc_async_read_tile(v62, v58, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v6);
    }
    for (size_t i63 = v19; i63 < v20; i63 += v15) {
      size_t v64 = i63 * v17;
      size_t v65 = v28 + v64;
      ptrdiff_t v66 = (ptrdiff_t) v65;
      ptrdiff_t v67 = (ptrdiff_t) v21;
      bool v68 = v66 < v67;
      if (v68) {
        size_t v69 = v65 / v18;
        size_t v70 = v65 % v18;
        size_t v71 = v70 * v24;
        size_t v72 = v69 * v24;
        cb_ctarg_0.reserve_back(v5);
        int32_t v73 = get_common_arg_val<uint32_t>(v15);
        auto tensor_accessor_args_250 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
        TensorAccessor v74 = TensorAccessor(tensor_accessor_args_250, v73, v4);
        ptrdiff_t v75 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v76 = (size_t) v75;
        for (size_t j77 = v19; j77 < v24; j77 += v15) {
          for (size_t k78 = v19; k78 < v24; k78 += v15) {
            size_t v79 = v71 + j77;
            size_t v80 = v72 + k78;
            size_t v81 = v79 * v2;
            size_t v82 = v81 + v80;
            size_t v83 = j77 * v24;
            size_t v84 = v83 + k78;
            size_t v85 = v84 * v3;
            size_t v86 = v76 + v85;
            ptrdiff_t v87 = (ptrdiff_t) v82;
            int32_t v88 = (int32_t) v87;
            ptrdiff_t v89 = (ptrdiff_t) v86;
            int32_t v90 = (int32_t) v89;
            noc_async_read_tile(v88, v74, v90);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v5);
        size_t v91 = v70 + v15;
        size_t v92 = v91 / v18;
        ptrdiff_t v93 = (ptrdiff_t) v92;
        int64_t v94 = (int64_t) v93;
        uint64_t v95 = (uint64_t) v94;
        uint64_t v96 = (uint64_t) v16;
        uint64_t v97 = v95 * v96;
        int64_t v98 = (int64_t) v97;
        uint64_t v99 = (uint64_t) v98;
        uint64_t v100 = (uint64_t) v16;
        uint64_t v101 = v99 + v100;
        int64_t v102 = (int64_t) v101;
        cb_ctarg_7.reserve_back(v12);
        cb_ctarg_8.reserve_back(v12);
        ptrdiff_t v103 = (ptrdiff_t) v102;
        size_t v104 = (size_t) v103;
        auto tensor_accessor_args_279 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v105 = TensorAccessor(tensor_accessor_args_279, v32, v11);
        ptrdiff_t v106 = (ptrdiff_t) cb_ctarg_7.get_write_ptr();
        size_t v107 = (size_t) v106;
        for (size_t j108 = v19; j108 < v24; j108 += v15) {
          size_t v109 = j108 * v7;
          size_t v110 = v109 + v104;
          size_t v111 = j108 * v8;
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
        auto tensor_accessor_args_296 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
        TensorAccessor v123 = TensorAccessor(tensor_accessor_args_296, v32, v11);
        ptrdiff_t v124 = (ptrdiff_t) cb_ctarg_8.get_write_ptr();
        size_t v125 = (size_t) v124;
        for (size_t j126 = v19; j126 < v24; j126 += v15) {
          size_t v127 = j126 * v7;
          size_t v128 = v127 + v122;
          size_t v129 = j126 * v8;
          size_t v130 = v125 + v129;
          ptrdiff_t v131 = (ptrdiff_t) v128;
          int32_t v132 = (int32_t) v131;
          ptrdiff_t v133 = (ptrdiff_t) v130;
          int32_t v134 = (int32_t) v133;
          noc_async_read_tile(v132, v123, v134);
        }
        noc_async_read_barrier();
        cb_ctarg_8.push_back(v12);
        cb_ctarg_7.push_back(v12);
        cb_ctarg_3.reserve_back(v12);
        cb_ctarg_4.reserve_back(v12);
        int32_t v135 = get_common_arg_val<uint32_t>(v24);
        auto tensor_accessor_args_307 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v136 = TensorAccessor(tensor_accessor_args_307, v135, v11);
        ptrdiff_t v137 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v138 = (size_t) v137;
        for (size_t j139 = v19; j139 < v24; j139 += v15) {
          size_t v140 = v69 * v20;
          size_t v141 = v140 + j139;
          size_t v142 = j139 * v8;
          size_t v143 = v138 + v142;
          ptrdiff_t v144 = (ptrdiff_t) v141;
          int32_t v145 = (int32_t) v144;
          ptrdiff_t v146 = (ptrdiff_t) v143;
          int32_t v147 = (int32_t) v146;
          noc_async_read_tile(v145, v136, v147);
        }
        auto tensor_accessor_args_316 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
        TensorAccessor v148 = TensorAccessor(tensor_accessor_args_316, v135, v11);
        ptrdiff_t v149 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v150 = (size_t) v149;
        for (size_t j151 = v19; j151 < v24; j151 += v15) {
          size_t v152 = j151 + v24;
          size_t v153 = v69 * v20;
          size_t v154 = v153 + v152;
          size_t v155 = j151 * v8;
          size_t v156 = v150 + v155;
          ptrdiff_t v157 = (ptrdiff_t) v154;
          int32_t v158 = (int32_t) v157;
          ptrdiff_t v159 = (ptrdiff_t) v156;
          int32_t v160 = (int32_t) v159;
          noc_async_read_tile(v158, v148, v160);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v12);
        cb_ctarg_3.push_back(v12);
        size_t v161 = v69 + v22;
        size_t v162 = v161 * v24;
        ptrdiff_t v163 = (ptrdiff_t) v69;
        int64_t v164 = (int64_t) v163;
        uint64_t v165 = (uint64_t) v164;
        uint64_t v166 = (uint64_t) v13;
        uint64_t v167 = v165 + v166;
        int64_t v168 = (int64_t) v167;
        uint64_t v169 = (uint64_t) v168;
        uint64_t v170 = (uint64_t) v16;
        uint64_t v171 = v169 * v170;
        int64_t v172 = (int64_t) v171;
        for (size_t j173 = v19; j173 < v18; j173 += v15) {
          size_t v174 = j173 * v24;
          cb_ctarg_1.reserve_back(v5);
          cb_ctarg_2.reserve_back(v5);
          auto tensor_accessor_args_344 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v175 = TensorAccessor(tensor_accessor_args_344, v73, v4);
          ptrdiff_t v176 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v177 = (size_t) v176;
          for (size_t k178 = v19; k178 < v24; k178 += v15) {
            for (size_t l179 = v19; l179 < v24; l179 += v15) {
              size_t v180 = v174 + k178;
              size_t v181 = v162 + l179;
              size_t v182 = v180 * v2;
              size_t v183 = v182 + v181;
              size_t v184 = k178 * v24;
              size_t v185 = v184 + l179;
              size_t v186 = v185 * v3;
              size_t v187 = v177 + v186;
              ptrdiff_t v188 = (ptrdiff_t) v183;
              int32_t v189 = (int32_t) v188;
              ptrdiff_t v190 = (ptrdiff_t) v187;
              int32_t v191 = (int32_t) v190;
              noc_async_read_tile(v189, v175, v191);
            }
          }
          ptrdiff_t v192 = (ptrdiff_t) v172;
          size_t v193 = (size_t) v192;
          auto tensor_accessor_args_356 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
          TensorAccessor v194 = TensorAccessor(tensor_accessor_args_356, v73, v4);
          ptrdiff_t v195 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v196 = (size_t) v195;
          for (size_t k197 = v19; k197 < v24; k197 += v15) {
            for (size_t l198 = v19; l198 < v24; l198 += v15) {
              size_t v199 = v174 + k197;
              size_t v200 = v193 + l198;
              size_t v201 = v199 * v2;
              size_t v202 = v201 + v200;
              size_t v203 = k197 * v24;
              size_t v204 = v203 + l198;
              size_t v205 = v204 * v3;
              size_t v206 = v196 + v205;
              ptrdiff_t v207 = (ptrdiff_t) v202;
              int32_t v208 = (int32_t) v207;
              ptrdiff_t v209 = (ptrdiff_t) v206;
              int32_t v210 = (int32_t) v209;
              noc_async_read_tile(v208, v194, v210);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v5);
          cb_ctarg_1.push_back(v5);
        }
      }
    }
  }
  return;
}

