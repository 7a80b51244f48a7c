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
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 110;
  size_t v14 = 1;
  size_t v15 = 20;
  size_t v16 = 3;
  size_t v17 = 320;
  size_t v18 = 16;
  size_t v19 = 11;
  size_t v20 = 2;
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
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v19;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v17;
  bool v27 = v25 < v26;
  if (v27) {
    cb_ctarg_7.reserve_back(v9);
    cb_ctarg_8.reserve_back(v9);
    int32_t v28 = get_common_arg_val<uint32_t>(v16);
    auto tensor_accessor_args_183 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_183, v28, v8);
    noc_async_read_tile(v7, v29, cb_ctarg_7.get_write_ptr());
    auto tensor_accessor_args_189 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_189, v28, v8);
    noc_async_read_tile(v9, v30, cb_ctarg_8.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_8.push_back(v9);
    cb_ctarg_7.push_back(v9);
    for (size_t i31 = v11; i31 < v16; i31 += v14) {
      cb_ctarg_26.reserve_back(v9);
      int32_t v32 = get_common_arg_val<uint32_t>(v11);
      auto tensor_accessor_args_269 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v33 = TensorAccessor(tensor_accessor_args_269, v32, v8);
      size_t v34 = v24 * v16;
      size_t v35 = v34 + i31;
      ptrdiff_t v36 = (ptrdiff_t) v35;
      int32_t v37 = (int32_t) v36;
      noc_async_read_tile(v37, v33, cb_ctarg_26.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_26.push_back(v9);
    }
    for (size_t i38 = v11; i38 < v16; i38 += v14) {
      size_t v39 = i38 * v13;
      size_t v40 = v24 + v39;
      ptrdiff_t v41 = (ptrdiff_t) v40;
      ptrdiff_t v42 = (ptrdiff_t) v17;
      bool v43 = v41 < v42;
      if (v43) {
        size_t v44 = v40 / v15;
        size_t v45 = v40 % v15;
        size_t v46 = v44 * v20;
        cb_ctarg_0.reserve_back(v5);
        int32_t v47 = get_common_arg_val<uint32_t>(v14);
        auto tensor_accessor_args_211 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
        TensorAccessor v48 = TensorAccessor(tensor_accessor_args_211, v47, v4);
        ptrdiff_t v49 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v50 = (size_t) v49;
        for (size_t j51 = v11; j51 < v20; j51 += v14) {
          size_t v52 = v46 + j51;
          size_t v53 = v45 * v2;
          size_t v54 = v53 + v52;
          size_t v55 = j51 * v3;
          size_t v56 = v50 + v55;
          ptrdiff_t v57 = (ptrdiff_t) v54;
          int32_t v58 = (int32_t) v57;
          ptrdiff_t v59 = (ptrdiff_t) v56;
          int32_t v60 = (int32_t) v59;
          noc_async_read_tile(v58, v48, v60);
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v5);
        size_t v61 = v45 + v14;
        size_t v62 = v61 / v15;
        ptrdiff_t v63 = (ptrdiff_t) v62;
        int64_t v64 = (int64_t) v63;
        uint64_t v65 = (uint64_t) v64;
        uint64_t v66 = (uint64_t) v12;
        uint64_t v67 = v65 * v66;
        int64_t v68 = (int64_t) v67;
        uint64_t v69 = (uint64_t) v68;
        uint64_t v70 = (uint64_t) v12;
        uint64_t v71 = v69 + v70;
        int64_t v72 = (int64_t) v71;
        cb_ctarg_9.reserve_back(v9);
        cb_ctarg_10.reserve_back(v9);
        ptrdiff_t v73 = (ptrdiff_t) v72;
        size_t v74 = (size_t) v73;
        auto tensor_accessor_args_240 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
        TensorAccessor v75 = TensorAccessor(tensor_accessor_args_240, v28, v8);
        ptrdiff_t v76 = (ptrdiff_t) v74;
        int32_t v77 = (int32_t) v76;
        noc_async_read_tile(v77, v75, cb_ctarg_9.get_write_ptr());
        uint64_t v78 = (uint64_t) v68;
        uint64_t v79 = (uint64_t) v1;
        uint64_t v80 = v78 + v79;
        int64_t v81 = (int64_t) v80;
        ptrdiff_t v82 = (ptrdiff_t) v81;
        size_t v83 = (size_t) v82;
        auto tensor_accessor_args_257 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 32>(), 3>();
        TensorAccessor v84 = TensorAccessor(tensor_accessor_args_257, v28, v8);
        ptrdiff_t v85 = (ptrdiff_t) v83;
        int32_t v86 = (int32_t) v85;
        noc_async_read_tile(v86, v84, cb_ctarg_10.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_10.push_back(v9);
        cb_ctarg_9.push_back(v9);
        cb_ctarg_3.reserve_back(v9);
        cb_ctarg_4.reserve_back(v9);
        int32_t v87 = get_common_arg_val<uint32_t>(v20);
        auto tensor_accessor_args_268 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
        TensorAccessor v88 = TensorAccessor(tensor_accessor_args_268, v87, v8);
        ptrdiff_t v89 = (ptrdiff_t) v46;
        int32_t v90 = (int32_t) v89;
        noc_async_read_tile(v90, v88, cb_ctarg_3.get_write_ptr());
        auto tensor_accessor_args_277 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 32>(), 2>();
        TensorAccessor v91 = TensorAccessor(tensor_accessor_args_277, v87, v8);
        size_t v92 = v46 + v14;
        ptrdiff_t v93 = (ptrdiff_t) v92;
        int32_t v94 = (int32_t) v93;
        noc_async_read_tile(v94, v91, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v9);
        cb_ctarg_3.push_back(v9);
        size_t v95 = v44 + v18;
        size_t v96 = v95 * v20;
        ptrdiff_t v97 = (ptrdiff_t) v44;
        int64_t v98 = (int64_t) v97;
        uint64_t v99 = (uint64_t) v98;
        uint64_t v100 = (uint64_t) v10;
        uint64_t v101 = v99 + v100;
        int64_t v102 = (int64_t) v101;
        uint64_t v103 = (uint64_t) v102;
        uint64_t v104 = (uint64_t) v12;
        uint64_t v105 = v103 * v104;
        int64_t v106 = (int64_t) v105;
        for (size_t j107 = v11; j107 < v15; j107 += v14) {
          cb_ctarg_1.reserve_back(v5);
          cb_ctarg_2.reserve_back(v5);
          auto tensor_accessor_args_305 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
          TensorAccessor v108 = TensorAccessor(tensor_accessor_args_305, v47, v4);
          ptrdiff_t v109 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v110 = (size_t) v109;
          for (size_t k111 = v11; k111 < v20; k111 += v14) {
            size_t v112 = v96 + k111;
            size_t v113 = j107 * v2;
            size_t v114 = v113 + v112;
            size_t v115 = k111 * v3;
            size_t v116 = v110 + v115;
            ptrdiff_t v117 = (ptrdiff_t) v114;
            int32_t v118 = (int32_t) v117;
            ptrdiff_t v119 = (ptrdiff_t) v116;
            int32_t v120 = (int32_t) v119;
            noc_async_read_tile(v118, v108, v120);
          }
          ptrdiff_t v121 = (ptrdiff_t) v106;
          size_t v122 = (size_t) v121;
          auto tensor_accessor_args_317 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 32>(), 1>();
          TensorAccessor v123 = TensorAccessor(tensor_accessor_args_317, v47, v4);
          ptrdiff_t v124 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v125 = (size_t) v124;
          for (size_t k126 = v11; k126 < v20; k126 += v14) {
            size_t v127 = v122 + k126;
            size_t v128 = j107 * v2;
            size_t v129 = v128 + v127;
            size_t v130 = k126 * v3;
            size_t v131 = v125 + v130;
            ptrdiff_t v132 = (ptrdiff_t) v129;
            int32_t v133 = (int32_t) v132;
            ptrdiff_t v134 = (ptrdiff_t) v131;
            int32_t v135 = (int32_t) v134;
            noc_async_read_tile(v133, v123, v135);
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

