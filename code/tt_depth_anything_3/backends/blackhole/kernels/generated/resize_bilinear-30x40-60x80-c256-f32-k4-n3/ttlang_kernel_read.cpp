// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  int32_t v3 = 8;
  int32_t v4 = 1;
  int32_t v5 = 4;
  size_t v6 = 3;
  size_t v7 = 4096;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  int32_t v10 = 6;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 29;
  size_t v15 = 110;
  size_t v16 = 60;
  size_t v17 = 11;
  size_t v18 = 59;
  size_t v19 = 2;
  size_t v20 = 4;
  size_t v21 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v17;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v15;
  bool v28 = v26 < v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v16;
  bool v31 = v29 < v30;
  bool v32 = v28 & v31;
  if (v32) {
    cb_ctarg_0.reserve_back(v10);
    int32_t v33 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_189 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_189, v33, v9);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v12; i37 < v6; i37 += v21) {
      for (size_t j38 = v12; j38 < v19; j38 += v21) {
        size_t v39 = i37 * v19;
        size_t v40 = v39 + j38;
        size_t v41 = v40 * v7;
        size_t v42 = v36 + v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        ptrdiff_t v45 = (ptrdiff_t) v42;
        int32_t v46 = (int32_t) v45;
        noc_async_read_tile(v44, v34, v46);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v10);
    if (v31) {
      size_t v47 = v25 * v14;
      size_t v48 = v47 / v18;
      size_t v49 = v48 / v14;
      size_t v50 = v48 - v49;
      size_t v51 = v50 * v19;
      size_t v52 = v51 + v19;
      cb_ctarg_3.reserve_back(v5);
      cb_ctarg_4.reserve_back(v5);
      ptrdiff_t v53 = (ptrdiff_t) v25;
      int64_t v54 = (int64_t) v53;
      uint64_t v55 = (uint64_t) v54;
      uint64_t v56 = (uint64_t) v13;
      uint64_t v57 = v55 * v56;
      int64_t v58 = (int64_t) v57;
      ptrdiff_t v59 = (ptrdiff_t) v58;
      size_t v60 = (size_t) v59;
      int32_t v61 = get_common_arg_val<uint32_t>(v21);
      auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v62 = TensorAccessor(tensor_accessor_args_223, v61, v9);
      ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v64 = (size_t) v63;
      for (size_t i65 = v12; i65 < v20; i65 += v21) {
        size_t v66 = v60 * v20;
        size_t v67 = v66 + i65;
        size_t v68 = i65 * v7;
        size_t v69 = v64 + v68;
        ptrdiff_t v70 = (ptrdiff_t) v67;
        int32_t v71 = (int32_t) v70;
        ptrdiff_t v72 = (ptrdiff_t) v69;
        int32_t v73 = (int32_t) v72;
        noc_async_read_tile(v71, v62, v73);
      }
      uint64_t v74 = (uint64_t) v58;
      uint64_t v75 = (uint64_t) v11;
      uint64_t v76 = v74 + v75;
      int64_t v77 = (int64_t) v76;
      ptrdiff_t v78 = (ptrdiff_t) v77;
      size_t v79 = (size_t) v78;
      auto tensor_accessor_args_240 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v80 = TensorAccessor(tensor_accessor_args_240, v61, v9);
      ptrdiff_t v81 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v82 = (size_t) v81;
      for (size_t i83 = v12; i83 < v20; i83 += v21) {
        size_t v84 = v79 * v20;
        size_t v85 = v84 + i83;
        size_t v86 = i83 * v7;
        size_t v87 = v82 + v86;
        ptrdiff_t v88 = (ptrdiff_t) v85;
        int32_t v89 = (int32_t) v88;
        ptrdiff_t v90 = (ptrdiff_t) v87;
        int32_t v91 = (int32_t) v90;
        noc_async_read_tile(v89, v80, v91);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v5);
      cb_ctarg_3.push_back(v5);
      for (size_t i92 = v12; i92 < v19; i92 += v21) {
        size_t v93 = i92 * v20;
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v94 = get_common_arg_val<uint32_t>(v19);
        auto tensor_accessor_args_253 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v95 = TensorAccessor(tensor_accessor_args_253, v94, v9);
        ptrdiff_t v96 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v97 = (size_t) v96;
        for (size_t j98 = v12; j98 < v19; j98 += v21) {
          for (size_t k99 = v12; k99 < v20; k99 += v21) {
            size_t v100 = v51 + j98;
            size_t v101 = v93 + k99;
            size_t v102 = v100 * v1;
            size_t v103 = v102 + v101;
            size_t v104 = j98 * v20;
            size_t v105 = v104 + k99;
            size_t v106 = v105 * v7;
            size_t v107 = v97 + v106;
            ptrdiff_t v108 = (ptrdiff_t) v103;
            int32_t v109 = (int32_t) v108;
            ptrdiff_t v110 = (ptrdiff_t) v107;
            int32_t v111 = (int32_t) v110;
            noc_async_read_tile(v109, v95, v111);
          }
        }
        auto tensor_accessor_args_262 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v112 = TensorAccessor(tensor_accessor_args_262, v94, v9);
        ptrdiff_t v113 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v114 = (size_t) v113;
        for (size_t j115 = v12; j115 < v19; j115 += v21) {
          for (size_t k116 = v12; k116 < v20; k116 += v21) {
            size_t v117 = v52 + j115;
            size_t v118 = v93 + k116;
            size_t v119 = v117 * v1;
            size_t v120 = v119 + v118;
            size_t v121 = j115 * v20;
            size_t v122 = v121 + k116;
            size_t v123 = v122 * v7;
            size_t v124 = v114 + v123;
            ptrdiff_t v125 = (ptrdiff_t) v120;
            int32_t v126 = (int32_t) v125;
            ptrdiff_t v127 = (ptrdiff_t) v124;
            int32_t v128 = (int32_t) v127;
            noc_async_read_tile(v126, v112, v128);
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

