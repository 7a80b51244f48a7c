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
  int32_t v5 = 8;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 6;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 110;
  size_t v14 = 16;
  size_t v15 = 11;
  size_t v16 = 7;
  size_t v17 = 2;
  size_t v18 = 4;
  size_t v19 = 1;
  size_t v20 = 3;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v15;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v13;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v14;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v32 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_189 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_189, v32, v8);
    ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v35 = (size_t) v34;
    for (size_t i36 = v11; i36 < v20; i36 += v19) {
      for (size_t j37 = v11; j37 < v17; j37 += v19) {
        size_t v38 = i36 * v17;
        size_t v39 = v38 + j37;
        size_t v40 = v39 * v6;
        size_t v41 = v35 + v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        ptrdiff_t v44 = (ptrdiff_t) v41;
        int32_t v45 = (int32_t) v44;
        noc_async_read_tile(v43, v33, v45);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v30) {
      size_t v46 = v24 / v17;
      size_t v47 = v24 % v17;
      size_t v48 = v47 * v18;
      size_t v49 = v46 * v20;
      size_t v50 = v49 / v16;
      size_t v51 = v50 / v20;
      size_t v52 = v50 - v51;
      size_t v53 = v52 * v17;
      size_t v54 = v53 + v17;
      cb_ctarg_1.reserve_back(v5);
      cb_ctarg_2.reserve_back(v5);
      int32_t v55 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_218 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v56 = TensorAccessor(tensor_accessor_args_218, v55, v8);
      ptrdiff_t v57 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v58 = (size_t) v57;
      for (size_t i59 = v11; i59 < v17; i59 += v19) {
        for (size_t j60 = v11; j60 < v18; j60 += v19) {
          size_t v61 = v53 + i59;
          size_t v62 = v48 + j60;
          size_t v63 = v61 * v3;
          size_t v64 = v63 + v62;
          size_t v65 = i59 * v18;
          size_t v66 = v65 + j60;
          size_t v67 = v66 * v6;
          size_t v68 = v58 + v67;
          ptrdiff_t v69 = (ptrdiff_t) v64;
          int32_t v70 = (int32_t) v69;
          ptrdiff_t v71 = (ptrdiff_t) v68;
          int32_t v72 = (int32_t) v71;
          noc_async_read_tile(v70, v56, v72);
        }
      }
      auto tensor_accessor_args_227 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v73 = TensorAccessor(tensor_accessor_args_227, v55, v8);
      ptrdiff_t v74 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v75 = (size_t) v74;
      for (size_t i76 = v11; i76 < v17; i76 += v19) {
        for (size_t j77 = v11; j77 < v18; j77 += v19) {
          size_t v78 = v54 + i76;
          size_t v79 = v48 + j77;
          size_t v80 = v78 * v3;
          size_t v81 = v80 + v79;
          size_t v82 = i76 * v18;
          size_t v83 = v82 + j77;
          size_t v84 = v83 * v6;
          size_t v85 = v75 + v84;
          ptrdiff_t v86 = (ptrdiff_t) v81;
          int32_t v87 = (int32_t) v86;
          ptrdiff_t v88 = (ptrdiff_t) v85;
          int32_t v89 = (int32_t) v88;
          noc_async_read_tile(v87, v73, v89);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v5);
      cb_ctarg_1.push_back(v5);
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v90 = (ptrdiff_t) v46;
      int64_t v91 = (int64_t) v90;
      uint64_t v92 = (uint64_t) v91;
      uint64_t v93 = (uint64_t) v12;
      uint64_t v94 = v92 * v93;
      int64_t v95 = (int64_t) v94;
      ptrdiff_t v96 = (ptrdiff_t) v95;
      size_t v97 = (size_t) v96;
      int32_t v98 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_249 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v99 = TensorAccessor(tensor_accessor_args_249, v98, v8);
      ptrdiff_t v100 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v101 = (size_t) v100;
      for (size_t i102 = v11; i102 < v18; i102 += v19) {
        size_t v103 = v97 * v18;
        size_t v104 = v103 + i102;
        size_t v105 = i102 * v6;
        size_t v106 = v101 + v105;
        ptrdiff_t v107 = (ptrdiff_t) v104;
        int32_t v108 = (int32_t) v107;
        ptrdiff_t v109 = (ptrdiff_t) v106;
        int32_t v110 = (int32_t) v109;
        noc_async_read_tile(v108, v99, v110);
      }
      uint64_t v111 = (uint64_t) v95;
      uint64_t v112 = (uint64_t) v10;
      uint64_t v113 = v111 + v112;
      int64_t v114 = (int64_t) v113;
      ptrdiff_t v115 = (ptrdiff_t) v114;
      size_t v116 = (size_t) v115;
      auto tensor_accessor_args_266 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v117 = TensorAccessor(tensor_accessor_args_266, v98, v8);
      ptrdiff_t v118 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v119 = (size_t) v118;
      for (size_t i120 = v11; i120 < v18; i120 += v19) {
        size_t v121 = v116 * v18;
        size_t v122 = v121 + i120;
        size_t v123 = i120 * v6;
        size_t v124 = v119 + v123;
        ptrdiff_t v125 = (ptrdiff_t) v122;
        int32_t v126 = (int32_t) v125;
        ptrdiff_t v127 = (ptrdiff_t) v124;
        int32_t v128 = (int32_t) v127;
        noc_async_read_tile(v126, v117, v128);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
    }
  }
  return;
}

