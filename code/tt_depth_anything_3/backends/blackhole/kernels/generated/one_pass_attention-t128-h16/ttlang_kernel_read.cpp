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
  size_t v14 = 4;
  size_t v15 = 1;
  size_t v16 = 64;
  size_t v17 = 16;
  size_t v18 = 11;
  size_t v19 = 2;
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
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v18;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v16;
  bool v26 = v24 < v25;
  if (v26) {
    cb_ctarg_7.reserve_back(v9);
    cb_ctarg_8.reserve_back(v9);
    int32_t v27 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_172 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_172, v27, v8);
    noc_async_read_tile(v7, v28, cb_ctarg_7.get_write_ptr());
    auto tensor_accessor_args_178 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_178, v27, v8);
    noc_async_read_tile(v9, v29, cb_ctarg_8.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_8.push_back(v9);
    cb_ctarg_7.push_back(v9);
    for (size_t i30 = v12; i30 < v11; i30 += v15) {
      cb_ctarg_26.reserve_back(v9);
      int32_t v31 = get_common_arg_val<uint32_t>(v12);
      auto tensor_accessor_args_255 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v32 = TensorAccessor(tensor_accessor_args_255, v31, v8);
      size_t v33 = v23 * v11;
      size_t v34 = v33 + i30;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      int32_t v36 = (int32_t) v35;
      noc_async_read_tile(v36, v32, cb_ctarg_26.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_26.push_back(v9);
    }
    if (v26) {
      size_t v37 = v23 / v14;
      size_t v38 = v23 % v14;
      size_t v39 = v37 * v19;
      cb_ctarg_0.reserve_back(v5);
      int32_t v40 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_192 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
      TensorAccessor v41 = TensorAccessor(tensor_accessor_args_192, v40, v4);
      ptrdiff_t v42 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v43 = (size_t) v42;
      for (size_t i44 = v12; i44 < v19; i44 += v15) {
        size_t v45 = v39 + i44;
        size_t v46 = v38 * v2;
        size_t v47 = v46 + v45;
        size_t v48 = i44 * v3;
        size_t v49 = v43 + v48;
        ptrdiff_t v50 = (ptrdiff_t) v47;
        int32_t v51 = (int32_t) v50;
        ptrdiff_t v52 = (ptrdiff_t) v49;
        int32_t v53 = (int32_t) v52;
        noc_async_read_tile(v51, v41, v53);
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v5);
      size_t v54 = v38 + v15;
      size_t v55 = v54 / v14;
      ptrdiff_t v56 = (ptrdiff_t) v55;
      int64_t v57 = (int64_t) v56;
      uint64_t v58 = (uint64_t) v57;
      uint64_t v59 = (uint64_t) v13;
      uint64_t v60 = v58 * v59;
      int64_t v61 = (int64_t) v60;
      uint64_t v62 = (uint64_t) v61;
      uint64_t v63 = (uint64_t) v13;
      uint64_t v64 = v62 + v63;
      int64_t v65 = (int64_t) v64;
      cb_ctarg_9.reserve_back(v9);
      cb_ctarg_10.reserve_back(v9);
      ptrdiff_t v66 = (ptrdiff_t) v65;
      size_t v67 = (size_t) v66;
      auto tensor_accessor_args_221 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
      TensorAccessor v68 = TensorAccessor(tensor_accessor_args_221, v27, v8);
      ptrdiff_t v69 = (ptrdiff_t) v67;
      int32_t v70 = (int32_t) v69;
      noc_async_read_tile(v70, v68, cb_ctarg_9.get_write_ptr());
      uint64_t v71 = (uint64_t) v61;
      uint64_t v72 = (uint64_t) v1;
      uint64_t v73 = v71 + v72;
      int64_t v74 = (int64_t) v73;
      ptrdiff_t v75 = (ptrdiff_t) v74;
      size_t v76 = (size_t) v75;
      auto tensor_accessor_args_238 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
      TensorAccessor v77 = TensorAccessor(tensor_accessor_args_238, v27, v8);
      ptrdiff_t v78 = (ptrdiff_t) v76;
      int32_t v79 = (int32_t) v78;
      noc_async_read_tile(v79, v77, cb_ctarg_10.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_10.push_back(v9);
      cb_ctarg_9.push_back(v9);
      cb_ctarg_3.reserve_back(v9);
      cb_ctarg_4.reserve_back(v9);
      int32_t v80 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_249 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
      TensorAccessor v81 = TensorAccessor(tensor_accessor_args_249, v80, v8);
      ptrdiff_t v82 = (ptrdiff_t) v39;
      int32_t v83 = (int32_t) v82;
      noc_async_read_tile(v83, v81, cb_ctarg_3.get_write_ptr());
      auto tensor_accessor_args_258 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
      TensorAccessor v84 = TensorAccessor(tensor_accessor_args_258, v80, v8);
      size_t v85 = v39 + v15;
      ptrdiff_t v86 = (ptrdiff_t) v85;
      int32_t v87 = (int32_t) v86;
      noc_async_read_tile(v87, v84, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v9);
      cb_ctarg_3.push_back(v9);
      size_t v88 = v37 + v17;
      size_t v89 = v88 * v19;
      ptrdiff_t v90 = (ptrdiff_t) v37;
      int64_t v91 = (int64_t) v90;
      uint64_t v92 = (uint64_t) v91;
      uint64_t v93 = (uint64_t) v10;
      uint64_t v94 = v92 + v93;
      int64_t v95 = (int64_t) v94;
      uint64_t v96 = (uint64_t) v95;
      uint64_t v97 = (uint64_t) v13;
      uint64_t v98 = v96 * v97;
      int64_t v99 = (int64_t) v98;
      for (size_t i100 = v12; i100 < v14; i100 += v15) {
        cb_ctarg_1.reserve_back(v5);
        cb_ctarg_2.reserve_back(v5);
        auto tensor_accessor_args_286 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
        TensorAccessor v101 = TensorAccessor(tensor_accessor_args_286, v40, v4);
        ptrdiff_t v102 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v103 = (size_t) v102;
        for (size_t j104 = v12; j104 < v19; j104 += v15) {
          size_t v105 = v89 + j104;
          size_t v106 = i100 * v2;
          size_t v107 = v106 + v105;
          size_t v108 = j104 * v3;
          size_t v109 = v103 + v108;
          ptrdiff_t v110 = (ptrdiff_t) v107;
          int32_t v111 = (int32_t) v110;
          ptrdiff_t v112 = (ptrdiff_t) v109;
          int32_t v113 = (int32_t) v112;
          noc_async_read_tile(v111, v101, v113);
        }
        ptrdiff_t v114 = (ptrdiff_t) v99;
        size_t v115 = (size_t) v114;
        auto tensor_accessor_args_298 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
        TensorAccessor v116 = TensorAccessor(tensor_accessor_args_298, v40, v4);
        ptrdiff_t v117 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v118 = (size_t) v117;
        for (size_t j119 = v12; j119 < v19; j119 += v15) {
          size_t v120 = v115 + j119;
          size_t v121 = i100 * v2;
          size_t v122 = v121 + v120;
          size_t v123 = j119 * v3;
          size_t v124 = v118 + v123;
          ptrdiff_t v125 = (ptrdiff_t) v122;
          int32_t v126 = (int32_t) v125;
          ptrdiff_t v127 = (ptrdiff_t) v124;
          int32_t v128 = (int32_t) v127;
          noc_async_read_tile(v126, v116, v128);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v5);
        cb_ctarg_1.push_back(v5);
      }
    }
  }
  return;
}

