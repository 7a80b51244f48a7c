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
  int32_t v5 = 2;
  int32_t v6 = 3;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 1;
  int64_t v10 = 32;
  size_t v11 = 3;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 1;
  size_t v15 = 32;
  size_t v16 = 16;
  size_t v17 = 11;
  size_t v18 = 2;
  experimental::CircularBuffer cb_ctarg_9(get_compile_time_arg_val(9));
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_10(get_compile_time_arg_val(10));
  experimental::CircularBuffer cb_ctarg_26(get_compile_time_arg_val(26));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v17;
  size_t v22 = v21 + v19;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v15;
  bool v25 = v23 < v24;
  if (v25) {
    cb_ctarg_7.reserve_back(v9);
    cb_ctarg_8.reserve_back(v9);
    int32_t v26 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_167 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_167, v26, v8);
    noc_async_read_tile(v7, v27, cb_ctarg_7.get_write_ptr());
    auto tensor_accessor_args_173 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_173, v26, v8);
    noc_async_read_tile(v9, v28, cb_ctarg_8.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_8.push_back(v9);
    cb_ctarg_7.push_back(v9);
    for (size_t i29 = v12; i29 < v11; i29 += v14) {
      cb_ctarg_26.reserve_back(v9);
      int32_t v30 = get_common_arg_val<uint32_t>(v12);
      auto tensor_accessor_args_250 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v31 = TensorAccessor(tensor_accessor_args_250, v30, v8);
      size_t v32 = v22 * v11;
      size_t v33 = v32 + i29;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      int32_t v35 = (int32_t) v34;
      noc_async_read_tile(v35, v31, cb_ctarg_26.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_26.push_back(v9);
    }
    if (v25) {
      size_t v36 = v22 / v18;
      size_t v37 = v22 % v18;
      size_t v38 = v36 * v18;
      cb_ctarg_0.reserve_back(v5);
      int32_t v39 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_187 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
      TensorAccessor v40 = TensorAccessor(tensor_accessor_args_187, v39, v4);
      ptrdiff_t v41 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v42 = (size_t) v41;
      for (size_t i43 = v12; i43 < v18; i43 += v14) {
        size_t v44 = v38 + i43;
        size_t v45 = v37 * v2;
        size_t v46 = v45 + v44;
        size_t v47 = i43 * v3;
        size_t v48 = v42 + v47;
        ptrdiff_t v49 = (ptrdiff_t) v46;
        int32_t v50 = (int32_t) v49;
        ptrdiff_t v51 = (ptrdiff_t) v48;
        int32_t v52 = (int32_t) v51;
        noc_async_read_tile(v50, v40, v52);
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v5);
      size_t v53 = v37 + v14;
      size_t v54 = v53 / v18;
      ptrdiff_t v55 = (ptrdiff_t) v54;
      int64_t v56 = (int64_t) v55;
      uint64_t v57 = (uint64_t) v56;
      uint64_t v58 = (uint64_t) v13;
      uint64_t v59 = v57 * v58;
      int64_t v60 = (int64_t) v59;
      uint64_t v61 = (uint64_t) v60;
      uint64_t v62 = (uint64_t) v13;
      uint64_t v63 = v61 + v62;
      int64_t v64 = (int64_t) v63;
      cb_ctarg_9.reserve_back(v9);
      cb_ctarg_10.reserve_back(v9);
      ptrdiff_t v65 = (ptrdiff_t) v64;
      size_t v66 = (size_t) v65;
      auto tensor_accessor_args_216 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
      TensorAccessor v67 = TensorAccessor(tensor_accessor_args_216, v26, v8);
      ptrdiff_t v68 = (ptrdiff_t) v66;
      int32_t v69 = (int32_t) v68;
      noc_async_read_tile(v69, v67, cb_ctarg_9.get_write_ptr());
      uint64_t v70 = (uint64_t) v60;
      uint64_t v71 = (uint64_t) v1;
      uint64_t v72 = v70 + v71;
      int64_t v73 = (int64_t) v72;
      ptrdiff_t v74 = (ptrdiff_t) v73;
      size_t v75 = (size_t) v74;
      auto tensor_accessor_args_233 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
      TensorAccessor v76 = TensorAccessor(tensor_accessor_args_233, v26, v8);
      ptrdiff_t v77 = (ptrdiff_t) v75;
      int32_t v78 = (int32_t) v77;
      noc_async_read_tile(v78, v76, cb_ctarg_10.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_10.push_back(v9);
      cb_ctarg_9.push_back(v9);
      cb_ctarg_3.reserve_back(v9);
      cb_ctarg_4.reserve_back(v9);
      int32_t v79 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_244 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
      TensorAccessor v80 = TensorAccessor(tensor_accessor_args_244, v79, v8);
      ptrdiff_t v81 = (ptrdiff_t) v38;
      int32_t v82 = (int32_t) v81;
      noc_async_read_tile(v82, v80, cb_ctarg_3.get_write_ptr());
      auto tensor_accessor_args_253 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
      TensorAccessor v83 = TensorAccessor(tensor_accessor_args_253, v79, v8);
      size_t v84 = v38 + v14;
      ptrdiff_t v85 = (ptrdiff_t) v84;
      int32_t v86 = (int32_t) v85;
      noc_async_read_tile(v86, v83, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v9);
      cb_ctarg_3.push_back(v9);
      size_t v87 = v36 + v16;
      size_t v88 = v87 * v18;
      ptrdiff_t v89 = (ptrdiff_t) v36;
      int64_t v90 = (int64_t) v89;
      uint64_t v91 = (uint64_t) v90;
      uint64_t v92 = (uint64_t) v10;
      uint64_t v93 = v91 + v92;
      int64_t v94 = (int64_t) v93;
      uint64_t v95 = (uint64_t) v94;
      uint64_t v96 = (uint64_t) v13;
      uint64_t v97 = v95 * v96;
      int64_t v98 = (int64_t) v97;
      for (size_t i99 = v12; i99 < v18; i99 += v14) {
        cb_ctarg_1.reserve_back(v5);
        cb_ctarg_2.reserve_back(v5);
        auto tensor_accessor_args_281 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
        TensorAccessor v100 = TensorAccessor(tensor_accessor_args_281, v39, v4);
        ptrdiff_t v101 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v102 = (size_t) v101;
        for (size_t j103 = v12; j103 < v18; j103 += v14) {
          size_t v104 = v88 + j103;
          size_t v105 = i99 * v2;
          size_t v106 = v105 + v104;
          size_t v107 = j103 * v3;
          size_t v108 = v102 + v107;
          ptrdiff_t v109 = (ptrdiff_t) v106;
          int32_t v110 = (int32_t) v109;
          ptrdiff_t v111 = (ptrdiff_t) v108;
          int32_t v112 = (int32_t) v111;
          noc_async_read_tile(v110, v100, v112);
        }
        ptrdiff_t v113 = (ptrdiff_t) v98;
        size_t v114 = (size_t) v113;
        auto tensor_accessor_args_293 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
        TensorAccessor v115 = TensorAccessor(tensor_accessor_args_293, v39, v4);
        ptrdiff_t v116 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v117 = (size_t) v116;
        for (size_t j118 = v12; j118 < v18; j118 += v14) {
          size_t v119 = v114 + j118;
          size_t v120 = i99 * v2;
          size_t v121 = v120 + v119;
          size_t v122 = j118 * v3;
          size_t v123 = v117 + v122;
          ptrdiff_t v124 = (ptrdiff_t) v121;
          int32_t v125 = (int32_t) v124;
          ptrdiff_t v126 = (ptrdiff_t) v123;
          int32_t v127 = (int32_t) v126;
          noc_async_read_tile(v125, v115, v127);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v5);
        cb_ctarg_1.push_back(v5);
      }
    }
  }
  return;
}

