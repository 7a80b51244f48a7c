// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  int32_t v3 = 1;
  int32_t v4 = 4;
  size_t v5 = 4096;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 8;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 110;
  size_t v13 = 11;
  size_t v14 = 2;
  size_t v15 = 1;
  size_t v16 = 4;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v13;
  size_t v20 = v19 + v17;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v12;
  bool v23 = v21 < v22;
  ptrdiff_t v24 = (ptrdiff_t) v20;
  ptrdiff_t v25 = (ptrdiff_t) v16;
  bool v26 = v24 < v25;
  bool v27 = v23 & v26;
  if (v27) {
    cb_ctarg_0.reserve_back(v8);
    int32_t v28 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_175 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_175, v28, v7);
    ptrdiff_t v30 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v31 = (size_t) v30;
    for (size_t i32 = v10; i32 < v16; i32 += v15) {
      for (size_t j33 = v10; j33 < v14; j33 += v15) {
        size_t v34 = i32 * v14;
        size_t v35 = v34 + j33;
        size_t v36 = v35 * v5;
        size_t v37 = v31 + v36;
        ptrdiff_t v38 = (ptrdiff_t) v35;
        int32_t v39 = (int32_t) v38;
        ptrdiff_t v40 = (ptrdiff_t) v37;
        int32_t v41 = (int32_t) v40;
        noc_async_read_tile(v39, v29, v41);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    if (v26) {
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v42 = (ptrdiff_t) v20;
      int64_t v43 = (int64_t) v42;
      uint64_t v44 = (uint64_t) v43;
      uint64_t v45 = (uint64_t) v11;
      uint64_t v46 = v44 * v45;
      int64_t v47 = (int64_t) v46;
      ptrdiff_t v48 = (ptrdiff_t) v47;
      size_t v49 = (size_t) v48;
      int32_t v50 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_197 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v51 = TensorAccessor(tensor_accessor_args_197, v50, v7);
      ptrdiff_t v52 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v53 = (size_t) v52;
      for (size_t i54 = v10; i54 < v16; i54 += v15) {
        size_t v55 = v49 * v16;
        size_t v56 = v55 + i54;
        size_t v57 = i54 * v5;
        size_t v58 = v53 + v57;
        ptrdiff_t v59 = (ptrdiff_t) v56;
        int32_t v60 = (int32_t) v59;
        ptrdiff_t v61 = (ptrdiff_t) v58;
        int32_t v62 = (int32_t) v61;
        noc_async_read_tile(v60, v51, v62);
      }
      uint64_t v63 = (uint64_t) v47;
      uint64_t v64 = (uint64_t) v9;
      uint64_t v65 = v63 + v64;
      int64_t v66 = (int64_t) v65;
      ptrdiff_t v67 = (ptrdiff_t) v66;
      size_t v68 = (size_t) v67;
      auto tensor_accessor_args_214 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v69 = TensorAccessor(tensor_accessor_args_214, v50, v7);
      ptrdiff_t v70 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v71 = (size_t) v70;
      for (size_t i72 = v10; i72 < v16; i72 += v15) {
        size_t v73 = v68 * v16;
        size_t v74 = v73 + i72;
        size_t v75 = i72 * v5;
        size_t v76 = v71 + v75;
        ptrdiff_t v77 = (ptrdiff_t) v74;
        int32_t v78 = (int32_t) v77;
        ptrdiff_t v79 = (ptrdiff_t) v76;
        int32_t v80 = (int32_t) v79;
        noc_async_read_tile(v78, v69, v80);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i81 = v10; i81 < v14; i81 += v15) {
        size_t v82 = i81 * v16;
        cb_ctarg_1.reserve_back(v8);
        cb_ctarg_2.reserve_back(v8);
        int32_t v83 = get_common_arg_val<uint32_t>(v14);
        auto tensor_accessor_args_227 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v84 = TensorAccessor(tensor_accessor_args_227, v83, v7);
        ptrdiff_t v85 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v86 = (size_t) v85;
        for (size_t j87 = v10; j87 < v14; j87 += v15) {
          for (size_t k88 = v10; k88 < v16; k88 += v15) {
            size_t v89 = v82 + k88;
            size_t v90 = j87 * v1;
            size_t v91 = v90 + v89;
            size_t v92 = j87 * v16;
            size_t v93 = v92 + k88;
            size_t v94 = v93 * v5;
            size_t v95 = v86 + v94;
            ptrdiff_t v96 = (ptrdiff_t) v91;
            int32_t v97 = (int32_t) v96;
            ptrdiff_t v98 = (ptrdiff_t) v95;
            int32_t v99 = (int32_t) v98;
            noc_async_read_tile(v97, v84, v99);
          }
        }
        auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v100 = TensorAccessor(tensor_accessor_args_236, v83, v7);
        ptrdiff_t v101 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v102 = (size_t) v101;
        for (size_t j103 = v10; j103 < v14; j103 += v15) {
          for (size_t k104 = v10; k104 < v16; k104 += v15) {
            size_t v105 = j103 + v14;
            size_t v106 = v82 + k104;
            size_t v107 = v105 * v1;
            size_t v108 = v107 + v106;
            size_t v109 = j103 * v16;
            size_t v110 = v109 + k104;
            size_t v111 = v110 * v5;
            size_t v112 = v102 + v111;
            ptrdiff_t v113 = (ptrdiff_t) v108;
            int32_t v114 = (int32_t) v113;
            ptrdiff_t v115 = (ptrdiff_t) v112;
            int32_t v116 = (int32_t) v115;
            noc_async_read_tile(v114, v100, v116);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v8);
        cb_ctarg_1.push_back(v8);
      }
    }
  }
  return;
}

