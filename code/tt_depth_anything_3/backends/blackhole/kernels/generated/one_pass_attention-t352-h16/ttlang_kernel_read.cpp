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
  size_t v14 = 110;
  size_t v15 = 1;
  size_t v16 = 176;
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
    auto tensor_accessor_args_179 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_179, v27, v8);
    noc_async_read_tile(v7, v28, cb_ctarg_7.get_write_ptr());
    auto tensor_accessor_args_185 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_185, v27, v8);
    noc_async_read_tile(v9, v29, cb_ctarg_8.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_8.push_back(v9);
    cb_ctarg_7.push_back(v9);
    for (size_t i30 = v12; i30 < v11; i30 += v15) {
      cb_ctarg_26.reserve_back(v9);
      int32_t v31 = get_common_arg_val<uint32_t>(v12);
      auto tensor_accessor_args_265 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v32 = TensorAccessor(tensor_accessor_args_265, v31, v8);
      size_t v33 = v23 * v11;
      size_t v34 = v33 + i30;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      int32_t v36 = (int32_t) v35;
      noc_async_read_tile(v36, v32, cb_ctarg_26.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_26.push_back(v9);
    }
    for (size_t i37 = v12; i37 < v19; i37 += v15) {
      size_t v38 = i37 * v14;
      size_t v39 = v23 + v38;
      ptrdiff_t v40 = (ptrdiff_t) v39;
      ptrdiff_t v41 = (ptrdiff_t) v16;
      bool v42 = v40 < v41;
      if (v42) {
        size_t v43 = v39 / v18;
        size_t v44 = v39 % v18;
        size_t v45 = v43 * v19;
        cb_ctarg_0.reserve_back(v5);
        int32_t v46 = get_common_arg_val<uint32_t>(v15);
        auto tensor_accessor_args_207 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
        TensorAccessor v47 = TensorAccessor(tensor_accessor_args_207, v46, v4);
        ptrdiff_t v48 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v49 = (size_t) v48;
        for (size_t j50 = v12; j50 < v19; j50 += v15) {
          size_t v51 = v45 + j50;
          size_t v52 = v44 * v2;
          size_t v53 = v52 + v51;
          size_t v54 = j50 * v3;
          size_t v55 = v49 + v54;
          ptrdiff_t v56 = (ptrdiff_t) v53;
          int32_t v57 = (int32_t) v56;
          ptrdiff_t v58 = (ptrdiff_t) v55;
          int32_t v59 = (int32_t) v58;
          noc_async_read_tile(v57, v47, v59);
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v5);
        size_t v60 = v44 + v15;
        size_t v61 = v60 / v18;
        ptrdiff_t v62 = (ptrdiff_t) v61;
        int64_t v63 = (int64_t) v62;
        uint64_t v64 = (uint64_t) v63;
        uint64_t v65 = (uint64_t) v13;
        uint64_t v66 = v64 * v65;
        int64_t v67 = (int64_t) v66;
        uint64_t v68 = (uint64_t) v67;
        uint64_t v69 = (uint64_t) v13;
        uint64_t v70 = v68 + v69;
        int64_t v71 = (int64_t) v70;
        cb_ctarg_9.reserve_back(v9);
        cb_ctarg_10.reserve_back(v9);
        ptrdiff_t v72 = (ptrdiff_t) v71;
        size_t v73 = (size_t) v72;
        auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
        TensorAccessor v74 = TensorAccessor(tensor_accessor_args_236, v27, v8);
        ptrdiff_t v75 = (ptrdiff_t) v73;
        int32_t v76 = (int32_t) v75;
        noc_async_read_tile(v76, v74, cb_ctarg_9.get_write_ptr());
        uint64_t v77 = (uint64_t) v67;
        uint64_t v78 = (uint64_t) v1;
        uint64_t v79 = v77 + v78;
        int64_t v80 = (int64_t) v79;
        ptrdiff_t v81 = (ptrdiff_t) v80;
        size_t v82 = (size_t) v81;
        auto tensor_accessor_args_253 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
        TensorAccessor v83 = TensorAccessor(tensor_accessor_args_253, v27, v8);
        ptrdiff_t v84 = (ptrdiff_t) v82;
        int32_t v85 = (int32_t) v84;
        noc_async_read_tile(v85, v83, cb_ctarg_10.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_10.push_back(v9);
        cb_ctarg_9.push_back(v9);
        cb_ctarg_3.reserve_back(v9);
        cb_ctarg_4.reserve_back(v9);
        int32_t v86 = get_common_arg_val<uint32_t>(v19);
        auto tensor_accessor_args_264 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
        TensorAccessor v87 = TensorAccessor(tensor_accessor_args_264, v86, v8);
        ptrdiff_t v88 = (ptrdiff_t) v45;
        int32_t v89 = (int32_t) v88;
        noc_async_read_tile(v89, v87, cb_ctarg_3.get_write_ptr());
        auto tensor_accessor_args_273 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
        TensorAccessor v90 = TensorAccessor(tensor_accessor_args_273, v86, v8);
        size_t v91 = v45 + v15;
        ptrdiff_t v92 = (ptrdiff_t) v91;
        int32_t v93 = (int32_t) v92;
        noc_async_read_tile(v93, v90, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v9);
        cb_ctarg_3.push_back(v9);
        size_t v94 = v43 + v17;
        size_t v95 = v94 * v19;
        ptrdiff_t v96 = (ptrdiff_t) v43;
        int64_t v97 = (int64_t) v96;
        uint64_t v98 = (uint64_t) v97;
        uint64_t v99 = (uint64_t) v10;
        uint64_t v100 = v98 + v99;
        int64_t v101 = (int64_t) v100;
        uint64_t v102 = (uint64_t) v101;
        uint64_t v103 = (uint64_t) v13;
        uint64_t v104 = v102 * v103;
        int64_t v105 = (int64_t) v104;
        for (size_t j106 = v12; j106 < v18; j106 += v15) {
          cb_ctarg_1.reserve_back(v5);
          cb_ctarg_2.reserve_back(v5);
          auto tensor_accessor_args_301 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
          TensorAccessor v107 = TensorAccessor(tensor_accessor_args_301, v46, v4);
          ptrdiff_t v108 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v109 = (size_t) v108;
          for (size_t k110 = v12; k110 < v19; k110 += v15) {
            size_t v111 = v95 + k110;
            size_t v112 = j106 * v2;
            size_t v113 = v112 + v111;
            size_t v114 = k110 * v3;
            size_t v115 = v109 + v114;
            ptrdiff_t v116 = (ptrdiff_t) v113;
            int32_t v117 = (int32_t) v116;
            ptrdiff_t v118 = (ptrdiff_t) v115;
            int32_t v119 = (int32_t) v118;
            noc_async_read_tile(v117, v107, v119);
          }
          ptrdiff_t v120 = (ptrdiff_t) v105;
          size_t v121 = (size_t) v120;
          auto tensor_accessor_args_313 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
          TensorAccessor v122 = TensorAccessor(tensor_accessor_args_313, v46, v4);
          ptrdiff_t v123 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v124 = (size_t) v123;
          for (size_t k125 = v12; k125 < v19; k125 += v15) {
            size_t v126 = v121 + k125;
            size_t v127 = j106 * v2;
            size_t v128 = v127 + v126;
            size_t v129 = k125 * v3;
            size_t v130 = v124 + v129;
            ptrdiff_t v131 = (ptrdiff_t) v128;
            int32_t v132 = (int32_t) v131;
            ptrdiff_t v133 = (ptrdiff_t) v130;
            int32_t v134 = (int32_t) v133;
            noc_async_read_tile(v132, v122, v134);
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

