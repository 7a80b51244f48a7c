// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 8;
  size_t v3 = 4096;
  int32_t v4 = 0;
  int32_t v5 = 4096;
  int32_t v6 = 2;
  int64_t v7 = 1;
  int64_t v8 = 2;
  size_t v9 = 0;
  size_t v10 = 110;
  size_t v11 = 11;
  size_t v12 = 8;
  size_t v13 = 1;
  size_t v14 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v11;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v10;
  bool v21 = v19 < v20;
  ptrdiff_t v22 = (ptrdiff_t) v18;
  ptrdiff_t v23 = (ptrdiff_t) v14;
  bool v24 = v22 < v23;
  bool v25 = v21 & v24;
  if (v25) {
    cb_ctarg_0.reserve_back(v6);
    int32_t v26 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_142 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_142, v26, v5);
    ptrdiff_t v28 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v29 = (size_t) v28;
    for (size_t i30 = v9; i30 < v14; i30 += v13) {
      size_t v31 = i30 * v3;
      size_t v32 = v29 + v31;
      ptrdiff_t v33 = (ptrdiff_t) i30;
      int32_t v34 = (int32_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v32;
      int32_t v36 = (int32_t) v35;
      noc_async_read_tile(v34, v27, v36);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v6);
    if (v24) {
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v37 = (ptrdiff_t) v18;
      int64_t v38 = (int64_t) v37;
      uint64_t v39 = (uint64_t) v38;
      uint64_t v40 = (uint64_t) v8;
      uint64_t v41 = v39 * v40;
      int64_t v42 = (int64_t) v41;
      ptrdiff_t v43 = (ptrdiff_t) v42;
      size_t v44 = (size_t) v43;
      int32_t v45 = get_common_arg_val<uint32_t>(v13);
      auto tensor_accessor_args_164 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v46 = TensorAccessor(tensor_accessor_args_164, v45, v5);
      ptrdiff_t v47 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v48 = (size_t) v47;
      for (size_t i49 = v9; i49 < v12; i49 += v13) {
        size_t v50 = v44 * v12;
        size_t v51 = v50 + i49;
        size_t v52 = i49 * v3;
        size_t v53 = v48 + v52;
        ptrdiff_t v54 = (ptrdiff_t) v51;
        int32_t v55 = (int32_t) v54;
        ptrdiff_t v56 = (ptrdiff_t) v53;
        int32_t v57 = (int32_t) v56;
        noc_async_read_tile(v55, v46, v57);
      }
      uint64_t v58 = (uint64_t) v42;
      uint64_t v59 = (uint64_t) v7;
      uint64_t v60 = v58 + v59;
      int64_t v61 = (int64_t) v60;
      ptrdiff_t v62 = (ptrdiff_t) v61;
      size_t v63 = (size_t) v62;
      auto tensor_accessor_args_181 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v64 = TensorAccessor(tensor_accessor_args_181, v45, v5);
      ptrdiff_t v65 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v66 = (size_t) v65;
      for (size_t i67 = v9; i67 < v12; i67 += v13) {
        size_t v68 = v63 * v12;
        size_t v69 = v68 + i67;
        size_t v70 = i67 * v3;
        size_t v71 = v66 + v70;
        ptrdiff_t v72 = (ptrdiff_t) v69;
        int32_t v73 = (int32_t) v72;
        ptrdiff_t v74 = (ptrdiff_t) v71;
        int32_t v75 = (int32_t) v74;
        noc_async_read_tile(v73, v64, v75);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
      cb_ctarg_1.reserve_back(v2);
      cb_ctarg_2.reserve_back(v2);
      int32_t v76 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_192 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v77 = TensorAccessor(tensor_accessor_args_192, v76, v5);
      ptrdiff_t v78 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v79 = (size_t) v78;
      for (size_t i80 = v9; i80 < v12; i80 += v13) {
        size_t v81 = i80 * v3;
        size_t v82 = v79 + v81;
        ptrdiff_t v83 = (ptrdiff_t) i80;
        int32_t v84 = (int32_t) v83;
        ptrdiff_t v85 = (ptrdiff_t) v82;
        int32_t v86 = (int32_t) v85;
        noc_async_read_tile(v84, v77, v86);
      }
      auto tensor_accessor_args_201 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v87 = TensorAccessor(tensor_accessor_args_201, v76, v5);
      ptrdiff_t v88 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v89 = (size_t) v88;
      for (size_t i90 = v9; i90 < v12; i90 += v13) {
        size_t v91 = i90 * v3;
        size_t v92 = v89 + v91;
        ptrdiff_t v93 = (ptrdiff_t) i90;
        int32_t v94 = (int32_t) v93;
        ptrdiff_t v95 = (ptrdiff_t) v92;
        int32_t v96 = (int32_t) v95;
        noc_async_read_tile(v94, v87, v96);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v2);
      cb_ctarg_1.push_back(v2);
    }
  }
  return;
}

