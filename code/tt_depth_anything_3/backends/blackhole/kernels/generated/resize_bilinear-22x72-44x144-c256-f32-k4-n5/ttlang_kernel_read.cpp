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
  size_t v15 = 21;
  size_t v16 = 110;
  size_t v17 = 88;
  size_t v18 = 11;
  size_t v19 = 43;
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
    auto tensor_accessor_args_194 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v35 = TensorAccessor(tensor_accessor_args_194, v34, v9);
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
    if (v32) {
      size_t v48 = v26 / v20;
      size_t v49 = v26 % v20;
      size_t v50 = v49 * v21;
      size_t v51 = v48 * v15;
      size_t v52 = v51 / v19;
      size_t v53 = v52 / v15;
      size_t v54 = v52 - v53;
      size_t v55 = v54 * v14;
      size_t v56 = v55 + v14;
      cb_ctarg_1.reserve_back(v5);
      cb_ctarg_2.reserve_back(v5);
      int32_t v57 = get_common_arg_val<uint32_t>(v20);
      auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v58 = TensorAccessor(tensor_accessor_args_223, v57, v9);
      ptrdiff_t v59 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v60 = (size_t) v59;
      for (size_t i61 = v12; i61 < v14; i61 += v22) {
        for (size_t j62 = v12; j62 < v21; j62 += v22) {
          size_t v63 = v55 + i61;
          size_t v64 = v50 + j62;
          size_t v65 = v63 * v3;
          size_t v66 = v65 + v64;
          size_t v67 = i61 * v21;
          size_t v68 = v67 + j62;
          size_t v69 = v68 * v7;
          size_t v70 = v60 + v69;
          ptrdiff_t v71 = (ptrdiff_t) v66;
          int32_t v72 = (int32_t) v71;
          ptrdiff_t v73 = (ptrdiff_t) v70;
          int32_t v74 = (int32_t) v73;
          noc_async_read_tile(v72, v58, v74);
        }
      }
      auto tensor_accessor_args_232 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v75 = TensorAccessor(tensor_accessor_args_232, v57, v9);
      ptrdiff_t v76 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v77 = (size_t) v76;
      for (size_t i78 = v12; i78 < v14; i78 += v22) {
        for (size_t j79 = v12; j79 < v21; j79 += v22) {
          size_t v80 = v56 + i78;
          size_t v81 = v50 + j79;
          size_t v82 = v80 * v3;
          size_t v83 = v82 + v81;
          size_t v84 = i78 * v21;
          size_t v85 = v84 + j79;
          size_t v86 = v85 * v7;
          size_t v87 = v77 + v86;
          ptrdiff_t v88 = (ptrdiff_t) v83;
          int32_t v89 = (int32_t) v88;
          ptrdiff_t v90 = (ptrdiff_t) v87;
          int32_t v91 = (int32_t) v90;
          noc_async_read_tile(v89, v75, v91);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v5);
      cb_ctarg_1.push_back(v5);
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v92 = (ptrdiff_t) v48;
      int64_t v93 = (int64_t) v92;
      uint64_t v94 = (uint64_t) v93;
      uint64_t v95 = (uint64_t) v13;
      uint64_t v96 = v94 * v95;
      int64_t v97 = (int64_t) v96;
      ptrdiff_t v98 = (ptrdiff_t) v97;
      size_t v99 = (size_t) v98;
      int32_t v100 = get_common_arg_val<uint32_t>(v22);
      auto tensor_accessor_args_254 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v101 = TensorAccessor(tensor_accessor_args_254, v100, v9);
      ptrdiff_t v102 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v103 = (size_t) v102;
      for (size_t i104 = v12; i104 < v21; i104 += v22) {
        size_t v105 = v99 * v21;
        size_t v106 = v105 + i104;
        size_t v107 = i104 * v7;
        size_t v108 = v103 + v107;
        ptrdiff_t v109 = (ptrdiff_t) v106;
        int32_t v110 = (int32_t) v109;
        ptrdiff_t v111 = (ptrdiff_t) v108;
        int32_t v112 = (int32_t) v111;
        noc_async_read_tile(v110, v101, v112);
      }
      uint64_t v113 = (uint64_t) v97;
      uint64_t v114 = (uint64_t) v11;
      uint64_t v115 = v113 + v114;
      int64_t v116 = (int64_t) v115;
      ptrdiff_t v117 = (ptrdiff_t) v116;
      size_t v118 = (size_t) v117;
      auto tensor_accessor_args_271 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v119 = TensorAccessor(tensor_accessor_args_271, v100, v9);
      ptrdiff_t v120 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v121 = (size_t) v120;
      for (size_t i122 = v12; i122 < v21; i122 += v22) {
        size_t v123 = v118 * v21;
        size_t v124 = v123 + i122;
        size_t v125 = i122 * v7;
        size_t v126 = v121 + v125;
        ptrdiff_t v127 = (ptrdiff_t) v124;
        int32_t v128 = (int32_t) v127;
        ptrdiff_t v129 = (ptrdiff_t) v126;
        int32_t v130 = (int32_t) v129;
        noc_async_read_tile(v128, v119, v130);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
    }
  }
  return;
}

