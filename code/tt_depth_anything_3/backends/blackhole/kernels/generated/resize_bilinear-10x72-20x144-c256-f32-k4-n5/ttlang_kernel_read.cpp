// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  int32_t v3 = 12;
  int32_t v4 = 1;
  int32_t v5 = 4;
  size_t v6 = 5;
  size_t v7 = 4096;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  int32_t v10 = 15;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 3;
  size_t v15 = 9;
  size_t v16 = 110;
  size_t v17 = 20;
  size_t v18 = 11;
  size_t v19 = 19;
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
    auto tensor_accessor_args_192 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v35 = TensorAccessor(tensor_accessor_args_192, v34, v9);
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
      size_t v48 = v26 * v15;
      size_t v49 = v48 / v19;
      size_t v50 = v49 / v15;
      size_t v51 = v49 - v50;
      size_t v52 = v51 * v14;
      size_t v53 = v52 + v14;
      cb_ctarg_3.reserve_back(v5);
      cb_ctarg_4.reserve_back(v5);
      ptrdiff_t v54 = (ptrdiff_t) v26;
      int64_t v55 = (int64_t) v54;
      uint64_t v56 = (uint64_t) v55;
      uint64_t v57 = (uint64_t) v13;
      uint64_t v58 = v56 * v57;
      int64_t v59 = (int64_t) v58;
      ptrdiff_t v60 = (ptrdiff_t) v59;
      size_t v61 = (size_t) v60;
      int32_t v62 = get_common_arg_val<uint32_t>(v22);
      auto tensor_accessor_args_226 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v63 = TensorAccessor(tensor_accessor_args_226, v62, v9);
      ptrdiff_t v64 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v65 = (size_t) v64;
      for (size_t i66 = v12; i66 < v21; i66 += v22) {
        size_t v67 = v61 * v21;
        size_t v68 = v67 + i66;
        size_t v69 = i66 * v7;
        size_t v70 = v65 + v69;
        ptrdiff_t v71 = (ptrdiff_t) v68;
        int32_t v72 = (int32_t) v71;
        ptrdiff_t v73 = (ptrdiff_t) v70;
        int32_t v74 = (int32_t) v73;
        noc_async_read_tile(v72, v63, v74);
      }
      uint64_t v75 = (uint64_t) v59;
      uint64_t v76 = (uint64_t) v11;
      uint64_t v77 = v75 + v76;
      int64_t v78 = (int64_t) v77;
      ptrdiff_t v79 = (ptrdiff_t) v78;
      size_t v80 = (size_t) v79;
      auto tensor_accessor_args_243 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v81 = TensorAccessor(tensor_accessor_args_243, v62, v9);
      ptrdiff_t v82 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v83 = (size_t) v82;
      for (size_t i84 = v12; i84 < v21; i84 += v22) {
        size_t v85 = v80 * v21;
        size_t v86 = v85 + i84;
        size_t v87 = i84 * v7;
        size_t v88 = v83 + v87;
        ptrdiff_t v89 = (ptrdiff_t) v86;
        int32_t v90 = (int32_t) v89;
        ptrdiff_t v91 = (ptrdiff_t) v88;
        int32_t v92 = (int32_t) v91;
        noc_async_read_tile(v90, v81, v92);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v5);
      cb_ctarg_3.push_back(v5);
      for (size_t i93 = v12; i93 < v20; i93 += v22) {
        size_t v94 = i93 * v21;
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v95 = get_common_arg_val<uint32_t>(v20);
        auto tensor_accessor_args_256 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v96 = TensorAccessor(tensor_accessor_args_256, v95, v9);
        ptrdiff_t v97 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v98 = (size_t) v97;
        for (size_t j99 = v12; j99 < v14; j99 += v22) {
          for (size_t k100 = v12; k100 < v21; k100 += v22) {
            size_t v101 = v52 + j99;
            size_t v102 = v94 + k100;
            size_t v103 = v101 * v1;
            size_t v104 = v103 + v102;
            size_t v105 = j99 * v21;
            size_t v106 = v105 + k100;
            size_t v107 = v106 * v7;
            size_t v108 = v98 + v107;
            ptrdiff_t v109 = (ptrdiff_t) v104;
            int32_t v110 = (int32_t) v109;
            ptrdiff_t v111 = (ptrdiff_t) v108;
            int32_t v112 = (int32_t) v111;
            noc_async_read_tile(v110, v96, v112);
          }
        }
        auto tensor_accessor_args_265 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v113 = TensorAccessor(tensor_accessor_args_265, v95, v9);
        ptrdiff_t v114 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v115 = (size_t) v114;
        for (size_t j116 = v12; j116 < v14; j116 += v22) {
          for (size_t k117 = v12; k117 < v21; k117 += v22) {
            size_t v118 = v53 + j116;
            size_t v119 = v94 + k117;
            size_t v120 = v118 * v1;
            size_t v121 = v120 + v119;
            size_t v122 = j116 * v21;
            size_t v123 = v122 + k117;
            size_t v124 = v123 * v7;
            size_t v125 = v115 + v124;
            ptrdiff_t v126 = (ptrdiff_t) v121;
            int32_t v127 = (int32_t) v126;
            ptrdiff_t v128 = (ptrdiff_t) v125;
            int32_t v129 = (int32_t) v128;
            noc_async_read_tile(v127, v113, v129);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
      }
    }
  }
  return;
}

