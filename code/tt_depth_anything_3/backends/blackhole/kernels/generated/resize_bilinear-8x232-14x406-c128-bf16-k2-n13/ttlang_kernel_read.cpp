// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4;
  int32_t v2 = 16;
  int32_t v3 = 1;
  int32_t v4 = 2;
  size_t v5 = 2048;
  int32_t v6 = 0;
  int32_t v7 = 2048;
  int32_t v8 = 104;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 8;
  size_t v13 = 7;
  size_t v14 = 110;
  size_t v15 = 14;
  size_t v16 = 11;
  size_t v17 = 2;
  size_t v18 = 1;
  size_t v19 = 13;
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
    cb_ctarg_0.reserve_back(v8);
    int32_t v31 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_219 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_219, v31, v7);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v10; i35 < v19; i35 += v18) {
      for (size_t j36 = v10; j36 < v12; j36 += v18) {
        size_t v37 = i35 * v12;
        size_t v38 = v37 + j36;
        size_t v39 = v38 * v5;
        size_t v40 = v34 + v39;
        ptrdiff_t v41 = (ptrdiff_t) v38;
        int32_t v42 = (int32_t) v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        noc_async_read_tile(v42, v32, v44);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    if (v29) {
      size_t v45 = v23 * v13;
      size_t v46 = v45 / v19;
      size_t v47 = v46 / v13;
      size_t v48 = v46 - v47;
      size_t v49 = v48 * v12;
      size_t v50 = v49 + v12;
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v51 = (ptrdiff_t) v23;
      int64_t v52 = (int64_t) v51;
      uint64_t v53 = (uint64_t) v52;
      uint64_t v54 = (uint64_t) v11;
      uint64_t v55 = v53 * v54;
      int64_t v56 = (int64_t) v55;
      ptrdiff_t v57 = (ptrdiff_t) v56;
      size_t v58 = (size_t) v57;
      int32_t v59 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_253 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v60 = TensorAccessor(tensor_accessor_args_253, v59, v7);
      ptrdiff_t v61 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v62 = (size_t) v61;
      for (size_t i63 = v10; i63 < v17; i63 += v18) {
        size_t v64 = v58 * v17;
        size_t v65 = v64 + i63;
        size_t v66 = i63 * v5;
        size_t v67 = v62 + v66;
        ptrdiff_t v68 = (ptrdiff_t) v65;
        int32_t v69 = (int32_t) v68;
        ptrdiff_t v70 = (ptrdiff_t) v67;
        int32_t v71 = (int32_t) v70;
        noc_async_read_tile(v69, v60, v71);
      }
      uint64_t v72 = (uint64_t) v56;
      uint64_t v73 = (uint64_t) v9;
      uint64_t v74 = v72 + v73;
      int64_t v75 = (int64_t) v74;
      ptrdiff_t v76 = (ptrdiff_t) v75;
      size_t v77 = (size_t) v76;
      auto tensor_accessor_args_270 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v78 = TensorAccessor(tensor_accessor_args_270, v59, v7);
      ptrdiff_t v79 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v80 = (size_t) v79;
      for (size_t i81 = v10; i81 < v17; i81 += v18) {
        size_t v82 = v77 * v17;
        size_t v83 = v82 + i81;
        size_t v84 = i81 * v5;
        size_t v85 = v80 + v84;
        ptrdiff_t v86 = (ptrdiff_t) v83;
        int32_t v87 = (int32_t) v86;
        ptrdiff_t v88 = (ptrdiff_t) v85;
        int32_t v89 = (int32_t) v88;
        noc_async_read_tile(v87, v78, v89);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i90 = v10; i90 < v17; i90 += v18) {
        size_t v91 = i90 * v17;
        cb_ctarg_1.reserve_back(v2);
        cb_ctarg_2.reserve_back(v2);
        int32_t v92 = get_common_arg_val<uint32_t>(v17);
        auto tensor_accessor_args_283 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v93 = TensorAccessor(tensor_accessor_args_283, v92, v7);
        ptrdiff_t v94 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v95 = (size_t) v94;
        for (size_t j96 = v10; j96 < v12; j96 += v18) {
          for (size_t k97 = v10; k97 < v17; k97 += v18) {
            size_t v98 = v49 + j96;
            size_t v99 = v91 + k97;
            size_t v100 = v98 * v1;
            size_t v101 = v100 + v99;
            size_t v102 = j96 * v17;
            size_t v103 = v102 + k97;
            size_t v104 = v103 * v5;
            size_t v105 = v95 + v104;
            ptrdiff_t v106 = (ptrdiff_t) v101;
            int32_t v107 = (int32_t) v106;
            ptrdiff_t v108 = (ptrdiff_t) v105;
            int32_t v109 = (int32_t) v108;
            noc_async_read_tile(v107, v93, v109);
          }
        }
        auto tensor_accessor_args_292 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v110 = TensorAccessor(tensor_accessor_args_292, v92, v7);
        ptrdiff_t v111 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v112 = (size_t) v111;
        for (size_t j113 = v10; j113 < v12; j113 += v18) {
          for (size_t k114 = v10; k114 < v17; k114 += v18) {
            size_t v115 = v50 + j113;
            size_t v116 = v91 + k114;
            size_t v117 = v115 * v1;
            size_t v118 = v117 + v116;
            size_t v119 = j113 * v17;
            size_t v120 = v119 + k114;
            size_t v121 = v120 * v5;
            size_t v122 = v112 + v121;
            ptrdiff_t v123 = (ptrdiff_t) v118;
            int32_t v124 = (int32_t) v123;
            ptrdiff_t v125 = (ptrdiff_t) v122;
            int32_t v126 = (int32_t) v125;
            noc_async_read_tile(v124, v110, v126);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v2);
        cb_ctarg_1.push_back(v2);
      }
    }
  }
  return;
}

