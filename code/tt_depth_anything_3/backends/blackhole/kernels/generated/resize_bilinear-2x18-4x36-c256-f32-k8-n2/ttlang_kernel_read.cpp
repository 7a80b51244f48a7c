// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  size_t v2 = 8;
  int32_t v3 = 8;
  size_t v4 = 2;
  size_t v5 = 4096;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 2;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 110;
  size_t v13 = 4;
  size_t v14 = 11;
  size_t v15 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v14;
  size_t v19 = v18 + v16;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v12;
  bool v22 = v20 < v21;
  ptrdiff_t v23 = (ptrdiff_t) v19;
  ptrdiff_t v24 = (ptrdiff_t) v13;
  bool v25 = v23 < v24;
  bool v26 = v22 & v25;
  if (v26) {
    cb_ctarg_0.reserve_back(v8);
    int32_t v27 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_145 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_145, v27, v7);
    ptrdiff_t v29 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v30 = (size_t) v29;
    for (size_t i31 = v10; i31 < v4; i31 += v15) {
      size_t v32 = i31 * v5;
      size_t v33 = v30 + v32;
      ptrdiff_t v34 = (ptrdiff_t) i31;
      int32_t v35 = (int32_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v33;
      int32_t v37 = (int32_t) v36;
      noc_async_read_tile(v35, v28, v37);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    if (v25) {
      cb_ctarg_1.reserve_back(v3);
      cb_ctarg_2.reserve_back(v3);
      int32_t v38 = get_common_arg_val<uint32_t>(v4);
      auto tensor_accessor_args_156 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v39 = TensorAccessor(tensor_accessor_args_156, v38, v7);
      ptrdiff_t v40 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v41 = (size_t) v40;
      for (size_t i42 = v10; i42 < v2; i42 += v15) {
        size_t v43 = i42 * v5;
        size_t v44 = v41 + v43;
        ptrdiff_t v45 = (ptrdiff_t) i42;
        int32_t v46 = (int32_t) v45;
        ptrdiff_t v47 = (ptrdiff_t) v44;
        int32_t v48 = (int32_t) v47;
        noc_async_read_tile(v46, v39, v48);
      }
      auto tensor_accessor_args_165 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_165, v38, v7);
      ptrdiff_t v50 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v51 = (size_t) v50;
      for (size_t i52 = v10; i52 < v2; i52 += v15) {
        size_t v53 = i52 + v2;
        size_t v54 = i52 * v5;
        size_t v55 = v51 + v54;
        ptrdiff_t v56 = (ptrdiff_t) v53;
        int32_t v57 = (int32_t) v56;
        ptrdiff_t v58 = (ptrdiff_t) v55;
        int32_t v59 = (int32_t) v58;
        noc_async_read_tile(v57, v49, v59);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v3);
      cb_ctarg_1.push_back(v3);
      cb_ctarg_3.reserve_back(v3);
      cb_ctarg_4.reserve_back(v3);
      ptrdiff_t v60 = (ptrdiff_t) v19;
      int64_t v61 = (int64_t) v60;
      uint64_t v62 = (uint64_t) v61;
      uint64_t v63 = (uint64_t) v11;
      uint64_t v64 = v62 * v63;
      int64_t v65 = (int64_t) v64;
      ptrdiff_t v66 = (ptrdiff_t) v65;
      size_t v67 = (size_t) v66;
      int32_t v68 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_187 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v69 = TensorAccessor(tensor_accessor_args_187, v68, v7);
      ptrdiff_t v70 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v71 = (size_t) v70;
      for (size_t i72 = v10; i72 < v2; i72 += v15) {
        size_t v73 = v67 * v2;
        size_t v74 = v73 + i72;
        size_t v75 = i72 * v5;
        size_t v76 = v71 + v75;
        ptrdiff_t v77 = (ptrdiff_t) v74;
        int32_t v78 = (int32_t) v77;
        ptrdiff_t v79 = (ptrdiff_t) v76;
        int32_t v80 = (int32_t) v79;
        noc_async_read_tile(v78, v69, v80);
      }
      uint64_t v81 = (uint64_t) v65;
      uint64_t v82 = (uint64_t) v9;
      uint64_t v83 = v81 + v82;
      int64_t v84 = (int64_t) v83;
      ptrdiff_t v85 = (ptrdiff_t) v84;
      size_t v86 = (size_t) v85;
      auto tensor_accessor_args_204 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v87 = TensorAccessor(tensor_accessor_args_204, v68, v7);
      ptrdiff_t v88 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v89 = (size_t) v88;
      for (size_t i90 = v10; i90 < v2; i90 += v15) {
        size_t v91 = v86 * v2;
        size_t v92 = v91 + i90;
        size_t v93 = i90 * v5;
        size_t v94 = v89 + v93;
        ptrdiff_t v95 = (ptrdiff_t) v92;
        int32_t v96 = (int32_t) v95;
        ptrdiff_t v97 = (ptrdiff_t) v94;
        int32_t v98 = (int32_t) v97;
        noc_async_read_tile(v96, v87, v98);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v3);
      cb_ctarg_3.push_back(v3);
    }
  }
  return;
}

