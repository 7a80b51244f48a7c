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
  size_t v16 = 52;
  size_t v17 = 8;
  size_t v18 = 832;
  size_t v19 = 16;
  size_t v20 = 11;
  size_t v21 = 2;
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
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v20;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v18;
  bool v28 = v26 < v27;
  if (v28) {
    cb_ctarg_7.reserve_back(v9);
    cb_ctarg_8.reserve_back(v9);
    int32_t v29 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_186 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_186, v29, v8);
    noc_async_read_tile(v7, v30, cb_ctarg_7.get_write_ptr());
    auto tensor_accessor_args_192 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_192, v29, v8);
    noc_async_read_tile(v9, v31, cb_ctarg_8.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_8.push_back(v9);
    cb_ctarg_7.push_back(v9);
    for (size_t i32 = v12; i32 < v11; i32 += v15) {
      cb_ctarg_26.reserve_back(v9);
      int32_t v33 = get_common_arg_val<uint32_t>(v12);
      auto tensor_accessor_args_272 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v34 = TensorAccessor(tensor_accessor_args_272, v33, v8);
      size_t v35 = v25 * v11;
      size_t v36 = v35 + i32;
      ptrdiff_t v37 = (ptrdiff_t) v36;
      int32_t v38 = (int32_t) v37;
      noc_async_read_tile(v38, v34, cb_ctarg_26.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_26.push_back(v9);
    }
    for (size_t i39 = v12; i39 < v17; i39 += v15) {
      size_t v40 = i39 * v14;
      size_t v41 = v25 + v40;
      ptrdiff_t v42 = (ptrdiff_t) v41;
      ptrdiff_t v43 = (ptrdiff_t) v18;
      bool v44 = v42 < v43;
      if (v44) {
        size_t v45 = v41 / v16;
        size_t v46 = v41 % v16;
        size_t v47 = v45 * v21;
        cb_ctarg_0.reserve_back(v5);
        int32_t v48 = get_common_arg_val<uint32_t>(v15);
        auto tensor_accessor_args_214 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
        TensorAccessor v49 = TensorAccessor(tensor_accessor_args_214, v48, v4);
        ptrdiff_t v50 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v51 = (size_t) v50;
        for (size_t j52 = v12; j52 < v21; j52 += v15) {
          size_t v53 = v47 + j52;
          size_t v54 = v46 * v2;
          size_t v55 = v54 + v53;
          size_t v56 = j52 * v3;
          size_t v57 = v51 + v56;
          ptrdiff_t v58 = (ptrdiff_t) v55;
          int32_t v59 = (int32_t) v58;
          ptrdiff_t v60 = (ptrdiff_t) v57;
          int32_t v61 = (int32_t) v60;
          noc_async_read_tile(v59, v49, v61);
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v5);
        size_t v62 = v46 + v15;
        size_t v63 = v62 / v16;
        ptrdiff_t v64 = (ptrdiff_t) v63;
        int64_t v65 = (int64_t) v64;
        uint64_t v66 = (uint64_t) v65;
        uint64_t v67 = (uint64_t) v13;
        uint64_t v68 = v66 * v67;
        int64_t v69 = (int64_t) v68;
        uint64_t v70 = (uint64_t) v69;
        uint64_t v71 = (uint64_t) v13;
        uint64_t v72 = v70 + v71;
        int64_t v73 = (int64_t) v72;
        cb_ctarg_9.reserve_back(v9);
        cb_ctarg_10.reserve_back(v9);
        ptrdiff_t v74 = (ptrdiff_t) v73;
        size_t v75 = (size_t) v74;
        auto tensor_accessor_args_243 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
        TensorAccessor v76 = TensorAccessor(tensor_accessor_args_243, v29, v8);
        ptrdiff_t v77 = (ptrdiff_t) v75;
        int32_t v78 = (int32_t) v77;
        noc_async_read_tile(v78, v76, cb_ctarg_9.get_write_ptr());
        uint64_t v79 = (uint64_t) v69;
        uint64_t v80 = (uint64_t) v1;
        uint64_t v81 = v79 + v80;
        int64_t v82 = (int64_t) v81;
        ptrdiff_t v83 = (ptrdiff_t) v82;
        size_t v84 = (size_t) v83;
        auto tensor_accessor_args_260 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
        TensorAccessor v85 = TensorAccessor(tensor_accessor_args_260, v29, v8);
        ptrdiff_t v86 = (ptrdiff_t) v84;
        int32_t v87 = (int32_t) v86;
        noc_async_read_tile(v87, v85, cb_ctarg_10.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_10.push_back(v9);
        cb_ctarg_9.push_back(v9);
        cb_ctarg_3.reserve_back(v9);
        cb_ctarg_4.reserve_back(v9);
        int32_t v88 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_271 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
        TensorAccessor v89 = TensorAccessor(tensor_accessor_args_271, v88, v8);
        ptrdiff_t v90 = (ptrdiff_t) v47;
        int32_t v91 = (int32_t) v90;
        noc_async_read_tile(v91, v89, cb_ctarg_3.get_write_ptr());
        auto tensor_accessor_args_280 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
        TensorAccessor v92 = TensorAccessor(tensor_accessor_args_280, v88, v8);
        size_t v93 = v47 + v15;
        ptrdiff_t v94 = (ptrdiff_t) v93;
        int32_t v95 = (int32_t) v94;
        noc_async_read_tile(v95, v92, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v9);
        cb_ctarg_3.push_back(v9);
        size_t v96 = v45 + v19;
        size_t v97 = v96 * v21;
        ptrdiff_t v98 = (ptrdiff_t) v45;
        int64_t v99 = (int64_t) v98;
        uint64_t v100 = (uint64_t) v99;
        uint64_t v101 = (uint64_t) v10;
        uint64_t v102 = v100 + v101;
        int64_t v103 = (int64_t) v102;
        uint64_t v104 = (uint64_t) v103;
        uint64_t v105 = (uint64_t) v13;
        uint64_t v106 = v104 * v105;
        int64_t v107 = (int64_t) v106;
        for (size_t j108 = v12; j108 < v16; j108 += v15) {
          cb_ctarg_1.reserve_back(v5);
          cb_ctarg_2.reserve_back(v5);
          auto tensor_accessor_args_308 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
          TensorAccessor v109 = TensorAccessor(tensor_accessor_args_308, v48, v4);
          ptrdiff_t v110 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v111 = (size_t) v110;
          for (size_t k112 = v12; k112 < v21; k112 += v15) {
            size_t v113 = v97 + k112;
            size_t v114 = j108 * v2;
            size_t v115 = v114 + v113;
            size_t v116 = k112 * v3;
            size_t v117 = v111 + v116;
            ptrdiff_t v118 = (ptrdiff_t) v115;
            int32_t v119 = (int32_t) v118;
            ptrdiff_t v120 = (ptrdiff_t) v117;
            int32_t v121 = (int32_t) v120;
            noc_async_read_tile(v119, v109, v121);
          }
          ptrdiff_t v122 = (ptrdiff_t) v107;
          size_t v123 = (size_t) v122;
          auto tensor_accessor_args_320 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
          TensorAccessor v124 = TensorAccessor(tensor_accessor_args_320, v48, v4);
          ptrdiff_t v125 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v126 = (size_t) v125;
          for (size_t k127 = v12; k127 < v21; k127 += v15) {
            size_t v128 = v123 + k127;
            size_t v129 = j108 * v2;
            size_t v130 = v129 + v128;
            size_t v131 = k127 * v3;
            size_t v132 = v126 + v131;
            ptrdiff_t v133 = (ptrdiff_t) v130;
            int32_t v134 = (int32_t) v133;
            ptrdiff_t v135 = (ptrdiff_t) v132;
            int32_t v136 = (int32_t) v135;
            noc_async_read_tile(v134, v124, v136);
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

