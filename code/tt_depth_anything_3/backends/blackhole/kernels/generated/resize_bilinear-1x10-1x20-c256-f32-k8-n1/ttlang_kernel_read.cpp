// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  size_t v3 = 2;
  int32_t v4 = 8;
  size_t v5 = 4096;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 1;
  int64_t v9 = 1;
  int64_t v10 = 2;
  size_t v11 = 0;
  size_t v12 = 110;
  size_t v13 = 11;
  size_t v14 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v13;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v12;
  bool v21 = v19 < v20;
  ptrdiff_t v22 = (ptrdiff_t) v18;
  ptrdiff_t v23 = (ptrdiff_t) v14;
  bool v24 = v22 < v23;
  bool v25 = v21 & v24;
  if (v25) {
    cb_ctarg_0.reserve_back(v8);
    int32_t v26 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_123 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_123, v26, v7);
    noc_async_read_tile(v6, v27, cb_ctarg_0.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    if (v24) {
      cb_ctarg_1.reserve_back(v4);
      cb_ctarg_2.reserve_back(v4);
      int32_t v28 = get_common_arg_val<uint32_t>(v3);
      auto tensor_accessor_args_131 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v29 = TensorAccessor(tensor_accessor_args_131, v28, v7);
      ptrdiff_t v30 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v31 = (size_t) v30;
      for (size_t i32 = v11; i32 < v1; i32 += v14) {
        size_t v33 = i32 * v5;
        size_t v34 = v31 + v33;
        ptrdiff_t v35 = (ptrdiff_t) i32;
        int32_t v36 = (int32_t) v35;
        ptrdiff_t v37 = (ptrdiff_t) v34;
        int32_t v38 = (int32_t) v37;
        noc_async_read_tile(v36, v29, v38);
      }
      auto tensor_accessor_args_140 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v39 = TensorAccessor(tensor_accessor_args_140, v28, v7);
      ptrdiff_t v40 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v41 = (size_t) v40;
      for (size_t i42 = v11; i42 < v1; i42 += v14) {
        size_t v43 = i42 * v5;
        size_t v44 = v41 + v43;
        ptrdiff_t v45 = (ptrdiff_t) i42;
        int32_t v46 = (int32_t) v45;
        ptrdiff_t v47 = (ptrdiff_t) v44;
        int32_t v48 = (int32_t) v47;
        noc_async_read_tile(v46, v39, v48);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v4);
      cb_ctarg_1.push_back(v4);
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v49 = (ptrdiff_t) v18;
      int64_t v50 = (int64_t) v49;
      uint64_t v51 = (uint64_t) v50;
      uint64_t v52 = (uint64_t) v10;
      uint64_t v53 = v51 * v52;
      int64_t v54 = (int64_t) v53;
      ptrdiff_t v55 = (ptrdiff_t) v54;
      size_t v56 = (size_t) v55;
      int32_t v57 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_162 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v58 = TensorAccessor(tensor_accessor_args_162, v57, v7);
      ptrdiff_t v59 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v60 = (size_t) v59;
      for (size_t i61 = v11; i61 < v1; i61 += v14) {
        size_t v62 = v56 * v1;
        size_t v63 = v62 + i61;
        size_t v64 = i61 * v5;
        size_t v65 = v60 + v64;
        ptrdiff_t v66 = (ptrdiff_t) v63;
        int32_t v67 = (int32_t) v66;
        ptrdiff_t v68 = (ptrdiff_t) v65;
        int32_t v69 = (int32_t) v68;
        noc_async_read_tile(v67, v58, v69);
      }
      uint64_t v70 = (uint64_t) v54;
      uint64_t v71 = (uint64_t) v9;
      uint64_t v72 = v70 + v71;
      int64_t v73 = (int64_t) v72;
      ptrdiff_t v74 = (ptrdiff_t) v73;
      size_t v75 = (size_t) v74;
      auto tensor_accessor_args_179 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v76 = TensorAccessor(tensor_accessor_args_179, v57, v7);
      ptrdiff_t v77 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v78 = (size_t) v77;
      for (size_t i79 = v11; i79 < v1; i79 += v14) {
        size_t v80 = v75 * v1;
        size_t v81 = v80 + i79;
        size_t v82 = i79 * v5;
        size_t v83 = v78 + v82;
        ptrdiff_t v84 = (ptrdiff_t) v81;
        int32_t v85 = (int32_t) v84;
        ptrdiff_t v86 = (ptrdiff_t) v83;
        int32_t v87 = (int32_t) v86;
        noc_async_read_tile(v85, v76, v87);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
    }
  }
  return;
}

