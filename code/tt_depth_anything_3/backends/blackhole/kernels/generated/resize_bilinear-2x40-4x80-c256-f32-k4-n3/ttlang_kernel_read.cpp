// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 4;
  int32_t v3 = 2;
  int32_t v4 = 8;
  size_t v5 = 3;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 6;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 110;
  size_t v14 = 8;
  size_t v15 = 11;
  size_t v16 = 2;
  size_t v17 = 4;
  size_t v18 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v15;
  size_t v22 = v21 + v19;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v13;
  bool v25 = v23 < v24;
  ptrdiff_t v26 = (ptrdiff_t) v22;
  ptrdiff_t v27 = (ptrdiff_t) v14;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v30 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_184 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_184, v30, v8);
    ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v33 = (size_t) v32;
    for (size_t i34 = v11; i34 < v5; i34 += v18) {
      for (size_t j35 = v11; j35 < v16; j35 += v18) {
        size_t v36 = i34 * v16;
        size_t v37 = v36 + j35;
        size_t v38 = v37 * v6;
        size_t v39 = v33 + v38;
        ptrdiff_t v40 = (ptrdiff_t) v37;
        int32_t v41 = (int32_t) v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        noc_async_read_tile(v41, v31, v43);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v28) {
      size_t v44 = v22 / v16;
      size_t v45 = v22 % v16;
      size_t v46 = v45 * v17;
      cb_ctarg_1.reserve_back(v4);
      cb_ctarg_2.reserve_back(v4);
      int32_t v47 = get_common_arg_val<uint32_t>(v16);
      auto tensor_accessor_args_201 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v48 = TensorAccessor(tensor_accessor_args_201, v47, v8);
      ptrdiff_t v49 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v50 = (size_t) v49;
      for (size_t i51 = v11; i51 < v16; i51 += v18) {
        for (size_t j52 = v11; j52 < v17; j52 += v18) {
          size_t v53 = v46 + j52;
          size_t v54 = i51 * v14;
          size_t v55 = v54 + v53;
          size_t v56 = i51 * v17;
          size_t v57 = v56 + j52;
          size_t v58 = v57 * v6;
          size_t v59 = v50 + v58;
          ptrdiff_t v60 = (ptrdiff_t) v55;
          int32_t v61 = (int32_t) v60;
          ptrdiff_t v62 = (ptrdiff_t) v59;
          int32_t v63 = (int32_t) v62;
          noc_async_read_tile(v61, v48, v63);
        }
      }
      auto tensor_accessor_args_210 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v64 = TensorAccessor(tensor_accessor_args_210, v47, v8);
      ptrdiff_t v65 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v66 = (size_t) v65;
      for (size_t i67 = v11; i67 < v16; i67 += v18) {
        for (size_t j68 = v11; j68 < v17; j68 += v18) {
          size_t v69 = i67 + v16;
          size_t v70 = v46 + j68;
          size_t v71 = v69 * v14;
          size_t v72 = v71 + v70;
          size_t v73 = i67 * v17;
          size_t v74 = v73 + j68;
          size_t v75 = v74 * v6;
          size_t v76 = v66 + v75;
          ptrdiff_t v77 = (ptrdiff_t) v72;
          int32_t v78 = (int32_t) v77;
          ptrdiff_t v79 = (ptrdiff_t) v76;
          int32_t v80 = (int32_t) v79;
          noc_async_read_tile(v78, v64, v80);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v4);
      cb_ctarg_1.push_back(v4);
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v81 = (ptrdiff_t) v44;
      int64_t v82 = (int64_t) v81;
      uint64_t v83 = (uint64_t) v82;
      uint64_t v84 = (uint64_t) v12;
      uint64_t v85 = v83 * v84;
      int64_t v86 = (int64_t) v85;
      ptrdiff_t v87 = (ptrdiff_t) v86;
      size_t v88 = (size_t) v87;
      int32_t v89 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_232 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v90 = TensorAccessor(tensor_accessor_args_232, v89, v8);
      ptrdiff_t v91 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v92 = (size_t) v91;
      for (size_t i93 = v11; i93 < v17; i93 += v18) {
        size_t v94 = v88 * v17;
        size_t v95 = v94 + i93;
        size_t v96 = i93 * v6;
        size_t v97 = v92 + v96;
        ptrdiff_t v98 = (ptrdiff_t) v95;
        int32_t v99 = (int32_t) v98;
        ptrdiff_t v100 = (ptrdiff_t) v97;
        int32_t v101 = (int32_t) v100;
        noc_async_read_tile(v99, v90, v101);
      }
      uint64_t v102 = (uint64_t) v86;
      uint64_t v103 = (uint64_t) v10;
      uint64_t v104 = v102 + v103;
      int64_t v105 = (int64_t) v104;
      ptrdiff_t v106 = (ptrdiff_t) v105;
      size_t v107 = (size_t) v106;
      auto tensor_accessor_args_249 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v108 = TensorAccessor(tensor_accessor_args_249, v89, v8);
      ptrdiff_t v109 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v110 = (size_t) v109;
      for (size_t i111 = v11; i111 < v17; i111 += v18) {
        size_t v112 = v107 * v17;
        size_t v113 = v112 + i111;
        size_t v114 = i111 * v6;
        size_t v115 = v110 + v114;
        ptrdiff_t v116 = (ptrdiff_t) v113;
        int32_t v117 = (int32_t) v116;
        ptrdiff_t v118 = (ptrdiff_t) v115;
        int32_t v119 = (int32_t) v118;
        noc_async_read_tile(v117, v108, v119);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
    }
  }
  return;
}

