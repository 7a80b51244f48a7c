// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 4;
  size_t v3 = 8;
  int32_t v4 = 2;
  int32_t v5 = 12;
  size_t v6 = 5;
  size_t v7 = 4096;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  int32_t v10 = 15;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 3;
  size_t v15 = 41;
  size_t v16 = 110;
  size_t v17 = 168;
  size_t v18 = 11;
  size_t v19 = 83;
  size_t v20 = 2;
  size_t v21 = 4;
  size_t v22 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v23 = get_absolute_logical_x();
  size_t v24 = get_absolute_logical_y();
  size_t v25 = v24 * v18;
  size_t v26 = v25 + v23;
  ptrdiff_t v27 = (ptrdiff_t) v26;
  ptrdiff_t v28 = (ptrdiff_t) v16;
  bool v29 = v27 < v28;
  ptrdiff_t v30 = (ptrdiff_t) v26;
  ptrdiff_t v31 = (ptrdiff_t) v17;
  bool v32 = v30 < v31;
  bool v33 = v29 & v32;
  if (v33) {
    cb_ctarg_0.reserve_back(v10);
    int32_t v34 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_199 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v35 = TensorAccessor(tensor_accessor_args_199, v34, v9);
    ptrdiff_t v36 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v37 = (size_t) v36;
    for (size_t i38 = v12; i38 < v6; i38 += v22) {
      for (size_t j39 = v12; j39 < v14; j39 += v22) {
        size_t v40 = i38 * v14;
        size_t v41 = v40 + j39;
        size_t v42 = v41 * v7;
        size_t v43 = v37 + v42;
        ptrdiff_t v44 = (ptrdiff_t) v41;
        int32_t v45 = (int32_t) v44;
        ptrdiff_t v46 = (ptrdiff_t) v43;
        int32_t v47 = (int32_t) v46;
        noc_async_read_tile(v45, v35, v47);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v10);
    for (size_t i48 = v12; i48 < v20; i48 += v22) {
      size_t v49 = i48 * v16;
      size_t v50 = v26 + v49;
      ptrdiff_t v51 = (ptrdiff_t) v50;
      ptrdiff_t v52 = (ptrdiff_t) v17;
      bool v53 = v51 < v52;
      if (v53) {
        size_t v54 = v50 / v20;
        size_t v55 = v50 % v20;
        size_t v56 = v55 * v21;
        size_t v57 = v54 * v15;
        size_t v58 = v57 / v19;
        size_t v59 = v58 / v15;
        size_t v60 = v58 - v59;
        size_t v61 = v60 * v14;
        size_t v62 = v61 + v14;
        cb_ctarg_1.reserve_back(v5);
        cb_ctarg_2.reserve_back(v5);
        int32_t v63 = get_common_arg_val<uint32_t>(v20);
        auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v64 = TensorAccessor(tensor_accessor_args_236, v63, v9);
        ptrdiff_t v65 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v66 = (size_t) v65;
        for (size_t j67 = v12; j67 < v14; j67 += v22) {
          for (size_t k68 = v12; k68 < v21; k68 += v22) {
            size_t v69 = v61 + j67;
            size_t v70 = v56 + k68;
            size_t v71 = v69 * v3;
            size_t v72 = v71 + v70;
            size_t v73 = j67 * v21;
            size_t v74 = v73 + k68;
            size_t v75 = v74 * v7;
            size_t v76 = v66 + v75;
            ptrdiff_t v77 = (ptrdiff_t) v72;
            int32_t v78 = (int32_t) v77;
            ptrdiff_t v79 = (ptrdiff_t) v76;
            int32_t v80 = (int32_t) v79;
            noc_async_read_tile(v78, v64, v80);
          }
        }
        auto tensor_accessor_args_245 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v81 = TensorAccessor(tensor_accessor_args_245, v63, v9);
        ptrdiff_t v82 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v83 = (size_t) v82;
        for (size_t j84 = v12; j84 < v14; j84 += v22) {
          for (size_t k85 = v12; k85 < v21; k85 += v22) {
            size_t v86 = v62 + j84;
            size_t v87 = v56 + k85;
            size_t v88 = v86 * v3;
            size_t v89 = v88 + v87;
            size_t v90 = j84 * v21;
            size_t v91 = v90 + k85;
            size_t v92 = v91 * v7;
            size_t v93 = v83 + v92;
            ptrdiff_t v94 = (ptrdiff_t) v89;
            int32_t v95 = (int32_t) v94;
            ptrdiff_t v96 = (ptrdiff_t) v93;
            int32_t v97 = (int32_t) v96;
            noc_async_read_tile(v95, v81, v97);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v5);
        cb_ctarg_1.push_back(v5);
        cb_ctarg_3.reserve_back(v2);
        cb_ctarg_4.reserve_back(v2);
        ptrdiff_t v98 = (ptrdiff_t) v54;
        int64_t v99 = (int64_t) v98;
        uint64_t v100 = (uint64_t) v99;
        uint64_t v101 = (uint64_t) v13;
        uint64_t v102 = v100 * v101;
        int64_t v103 = (int64_t) v102;
        ptrdiff_t v104 = (ptrdiff_t) v103;
        size_t v105 = (size_t) v104;
        int32_t v106 = get_common_arg_val<uint32_t>(v22);
        auto tensor_accessor_args_267 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v107 = TensorAccessor(tensor_accessor_args_267, v106, v9);
        ptrdiff_t v108 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v109 = (size_t) v108;
        for (size_t j110 = v12; j110 < v21; j110 += v22) {
          size_t v111 = v105 * v21;
          size_t v112 = v111 + j110;
          size_t v113 = j110 * v7;
          size_t v114 = v109 + v113;
          ptrdiff_t v115 = (ptrdiff_t) v112;
          int32_t v116 = (int32_t) v115;
          ptrdiff_t v117 = (ptrdiff_t) v114;
          int32_t v118 = (int32_t) v117;
          noc_async_read_tile(v116, v107, v118);
        }
        uint64_t v119 = (uint64_t) v103;
        uint64_t v120 = (uint64_t) v11;
        uint64_t v121 = v119 + v120;
        int64_t v122 = (int64_t) v121;
        ptrdiff_t v123 = (ptrdiff_t) v122;
        size_t v124 = (size_t) v123;
        auto tensor_accessor_args_284 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v125 = TensorAccessor(tensor_accessor_args_284, v106, v9);
        ptrdiff_t v126 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v127 = (size_t) v126;
        for (size_t j128 = v12; j128 < v21; j128 += v22) {
          size_t v129 = v124 * v21;
          size_t v130 = v129 + j128;
          size_t v131 = j128 * v7;
          size_t v132 = v127 + v131;
          ptrdiff_t v133 = (ptrdiff_t) v130;
          int32_t v134 = (int32_t) v133;
          ptrdiff_t v135 = (ptrdiff_t) v132;
          int32_t v136 = (int32_t) v135;
          noc_async_read_tile(v134, v125, v136);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v2);
        cb_ctarg_3.push_back(v2);
      }
    }
  }
  return;
}

