// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  size_t v2 = 8;
  int32_t v3 = 8;
  size_t v4 = 4096;
  int32_t v5 = 0;
  int32_t v6 = 4096;
  int32_t v7 = 2;
  int64_t v8 = 1;
  int64_t v9 = 2;
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 11;
  size_t v13 = 1;
  size_t v14 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v12;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v11;
  bool v21 = v19 < v20;
  ptrdiff_t v22 = (ptrdiff_t) v18;
  ptrdiff_t v23 = (ptrdiff_t) v14;
  bool v24 = v22 < v23;
  bool v25 = v21 & v24;
  if (v25) {
    cb_ctarg_0.reserve_back(v7);
    int32_t v26 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_142 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_142, v26, v6);
    ptrdiff_t v28 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v29 = (size_t) v28;
    for (size_t i30 = v10; i30 < v14; i30 += v13) {
      size_t v31 = i30 * v4;
      size_t v32 = v29 + v31;
      ptrdiff_t v33 = (ptrdiff_t) i30;
      int32_t v34 = (int32_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v32;
      int32_t v36 = (int32_t) v35;
      noc_async_read_tile(v34, v27, v36);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    if (v24) {
      cb_ctarg_1.reserve_back(v3);
      cb_ctarg_2.reserve_back(v3);
      int32_t v37 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_153 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v38 = TensorAccessor(tensor_accessor_args_153, v37, v6);
      ptrdiff_t v39 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v40 = (size_t) v39;
      for (size_t i41 = v10; i41 < v2; i41 += v13) {
        size_t v42 = i41 * v4;
        size_t v43 = v40 + v42;
        ptrdiff_t v44 = (ptrdiff_t) i41;
        int32_t v45 = (int32_t) v44;
        ptrdiff_t v46 = (ptrdiff_t) v43;
        int32_t v47 = (int32_t) v46;
        noc_async_read_tile(v45, v38, v47);
      }
      auto tensor_accessor_args_162 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v48 = TensorAccessor(tensor_accessor_args_162, v37, v6);
      ptrdiff_t v49 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v50 = (size_t) v49;
      for (size_t i51 = v10; i51 < v2; i51 += v13) {
        size_t v52 = i51 * v4;
        size_t v53 = v50 + v52;
        ptrdiff_t v54 = (ptrdiff_t) i51;
        int32_t v55 = (int32_t) v54;
        ptrdiff_t v56 = (ptrdiff_t) v53;
        int32_t v57 = (int32_t) v56;
        noc_async_read_tile(v55, v48, v57);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v3);
      cb_ctarg_1.push_back(v3);
      cb_ctarg_3.reserve_back(v3);
      cb_ctarg_4.reserve_back(v3);
      ptrdiff_t v58 = (ptrdiff_t) v18;
      int64_t v59 = (int64_t) v58;
      uint64_t v60 = (uint64_t) v59;
      uint64_t v61 = (uint64_t) v9;
      uint64_t v62 = v60 * v61;
      int64_t v63 = (int64_t) v62;
      ptrdiff_t v64 = (ptrdiff_t) v63;
      size_t v65 = (size_t) v64;
      int32_t v66 = get_common_arg_val<uint32_t>(v13);
      auto tensor_accessor_args_184 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v67 = TensorAccessor(tensor_accessor_args_184, v66, v6);
      ptrdiff_t v68 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v69 = (size_t) v68;
      for (size_t i70 = v10; i70 < v2; i70 += v13) {
        size_t v71 = v65 * v2;
        size_t v72 = v71 + i70;
        size_t v73 = i70 * v4;
        size_t v74 = v69 + v73;
        ptrdiff_t v75 = (ptrdiff_t) v72;
        int32_t v76 = (int32_t) v75;
        ptrdiff_t v77 = (ptrdiff_t) v74;
        int32_t v78 = (int32_t) v77;
        noc_async_read_tile(v76, v67, v78);
      }
      uint64_t v79 = (uint64_t) v63;
      uint64_t v80 = (uint64_t) v8;
      uint64_t v81 = v79 + v80;
      int64_t v82 = (int64_t) v81;
      ptrdiff_t v83 = (ptrdiff_t) v82;
      size_t v84 = (size_t) v83;
      auto tensor_accessor_args_201 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v85 = TensorAccessor(tensor_accessor_args_201, v66, v6);
      ptrdiff_t v86 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v87 = (size_t) v86;
      for (size_t i88 = v10; i88 < v2; i88 += v13) {
        size_t v89 = v84 * v2;
        size_t v90 = v89 + i88;
        size_t v91 = i88 * v4;
        size_t v92 = v87 + v91;
        ptrdiff_t v93 = (ptrdiff_t) v90;
        int32_t v94 = (int32_t) v93;
        ptrdiff_t v95 = (ptrdiff_t) v92;
        int32_t v96 = (int32_t) v95;
        noc_async_read_tile(v94, v85, v96);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v3);
      cb_ctarg_3.push_back(v3);
    }
  }
  return;
}

