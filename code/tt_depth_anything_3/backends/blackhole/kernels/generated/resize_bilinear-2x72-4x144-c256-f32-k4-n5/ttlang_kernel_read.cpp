// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 4;
  int32_t v3 = 2;
  int32_t v4 = 12;
  size_t v5 = 5;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 15;
  size_t v10 = 3;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 110;
  size_t v15 = 8;
  size_t v16 = 11;
  size_t v17 = 2;
  size_t v18 = 4;
  size_t v19 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v16;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v14;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v15;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v31 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_187 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_187, v31, v8);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v12; i35 < v5; i35 += v19) {
      for (size_t j36 = v12; j36 < v10; j36 += v19) {
        size_t v37 = i35 * v10;
        size_t v38 = v37 + j36;
        size_t v39 = v38 * v6;
        size_t v40 = v34 + v39;
        ptrdiff_t v41 = (ptrdiff_t) v38;
        int32_t v42 = (int32_t) v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        noc_async_read_tile(v42, v32, v44);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v29) {
      size_t v45 = v23 / v17;
      size_t v46 = v23 % v17;
      size_t v47 = v46 * v18;
      cb_ctarg_1.reserve_back(v4);
      cb_ctarg_2.reserve_back(v4);
      int32_t v48 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_204 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_204, v48, v8);
      ptrdiff_t v50 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v51 = (size_t) v50;
      for (size_t i52 = v12; i52 < v10; i52 += v19) {
        for (size_t j53 = v12; j53 < v18; j53 += v19) {
          size_t v54 = v47 + j53;
          size_t v55 = i52 * v15;
          size_t v56 = v55 + v54;
          size_t v57 = i52 * v18;
          size_t v58 = v57 + j53;
          size_t v59 = v58 * v6;
          size_t v60 = v51 + v59;
          ptrdiff_t v61 = (ptrdiff_t) v56;
          int32_t v62 = (int32_t) v61;
          ptrdiff_t v63 = (ptrdiff_t) v60;
          int32_t v64 = (int32_t) v63;
          noc_async_read_tile(v62, v49, v64);
        }
      }
      auto tensor_accessor_args_213 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v65 = TensorAccessor(tensor_accessor_args_213, v48, v8);
      ptrdiff_t v66 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v67 = (size_t) v66;
      for (size_t i68 = v12; i68 < v10; i68 += v19) {
        for (size_t j69 = v12; j69 < v18; j69 += v19) {
          size_t v70 = i68 + v10;
          size_t v71 = v47 + j69;
          size_t v72 = v70 * v15;
          size_t v73 = v72 + v71;
          size_t v74 = i68 * v18;
          size_t v75 = v74 + j69;
          size_t v76 = v75 * v6;
          size_t v77 = v67 + v76;
          ptrdiff_t v78 = (ptrdiff_t) v73;
          int32_t v79 = (int32_t) v78;
          ptrdiff_t v80 = (ptrdiff_t) v77;
          int32_t v81 = (int32_t) v80;
          noc_async_read_tile(v79, v65, v81);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v4);
      cb_ctarg_1.push_back(v4);
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v82 = (ptrdiff_t) v45;
      int64_t v83 = (int64_t) v82;
      uint64_t v84 = (uint64_t) v83;
      uint64_t v85 = (uint64_t) v13;
      uint64_t v86 = v84 * v85;
      int64_t v87 = (int64_t) v86;
      ptrdiff_t v88 = (ptrdiff_t) v87;
      size_t v89 = (size_t) v88;
      int32_t v90 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_235 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v91 = TensorAccessor(tensor_accessor_args_235, v90, v8);
      ptrdiff_t v92 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v93 = (size_t) v92;
      for (size_t i94 = v12; i94 < v18; i94 += v19) {
        size_t v95 = v89 * v18;
        size_t v96 = v95 + i94;
        size_t v97 = i94 * v6;
        size_t v98 = v93 + v97;
        ptrdiff_t v99 = (ptrdiff_t) v96;
        int32_t v100 = (int32_t) v99;
        ptrdiff_t v101 = (ptrdiff_t) v98;
        int32_t v102 = (int32_t) v101;
        noc_async_read_tile(v100, v91, v102);
      }
      uint64_t v103 = (uint64_t) v87;
      uint64_t v104 = (uint64_t) v11;
      uint64_t v105 = v103 + v104;
      int64_t v106 = (int64_t) v105;
      ptrdiff_t v107 = (ptrdiff_t) v106;
      size_t v108 = (size_t) v107;
      auto tensor_accessor_args_252 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v109 = TensorAccessor(tensor_accessor_args_252, v90, v8);
      ptrdiff_t v110 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v111 = (size_t) v110;
      for (size_t i112 = v12; i112 < v18; i112 += v19) {
        size_t v113 = v108 * v18;
        size_t v114 = v113 + i112;
        size_t v115 = i112 * v6;
        size_t v116 = v111 + v115;
        ptrdiff_t v117 = (ptrdiff_t) v114;
        int32_t v118 = (int32_t) v117;
        ptrdiff_t v119 = (ptrdiff_t) v116;
        int32_t v120 = (int32_t) v119;
        noc_async_read_tile(v118, v109, v120);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
    }
  }
  return;
}

