// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 8;
  size_t v4 = 4096;
  int32_t v5 = 0;
  int32_t v6 = 4096;
  int32_t v7 = 1;
  int64_t v8 = 1;
  int64_t v9 = 2;
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 11;
  size_t v13 = 8;
  size_t v14 = 1;
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
    auto tensor_accessor_args_123 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_123, v26, v6);
    noc_async_read_tile(v5, v27, cb_ctarg_0.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    if (v24) {
      cb_ctarg_3.reserve_back(v3);
      cb_ctarg_4.reserve_back(v3);
      ptrdiff_t v28 = (ptrdiff_t) v18;
      int64_t v29 = (int64_t) v28;
      uint64_t v30 = (uint64_t) v29;
      uint64_t v31 = (uint64_t) v9;
      uint64_t v32 = v30 * v31;
      int64_t v33 = (int64_t) v32;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      size_t v35 = (size_t) v34;
      int32_t v36 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_142 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v37 = TensorAccessor(tensor_accessor_args_142, v36, v6);
      ptrdiff_t v38 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v39 = (size_t) v38;
      for (size_t i40 = v10; i40 < v13; i40 += v14) {
        size_t v41 = v35 * v13;
        size_t v42 = v41 + i40;
        size_t v43 = i40 * v4;
        size_t v44 = v39 + v43;
        ptrdiff_t v45 = (ptrdiff_t) v42;
        int32_t v46 = (int32_t) v45;
        ptrdiff_t v47 = (ptrdiff_t) v44;
        int32_t v48 = (int32_t) v47;
        noc_async_read_tile(v46, v37, v48);
      }
      uint64_t v49 = (uint64_t) v33;
      uint64_t v50 = (uint64_t) v8;
      uint64_t v51 = v49 + v50;
      int64_t v52 = (int64_t) v51;
      ptrdiff_t v53 = (ptrdiff_t) v52;
      size_t v54 = (size_t) v53;
      auto tensor_accessor_args_159 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v55 = TensorAccessor(tensor_accessor_args_159, v36, v6);
      ptrdiff_t v56 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v57 = (size_t) v56;
      for (size_t i58 = v10; i58 < v13; i58 += v14) {
        size_t v59 = v54 * v13;
        size_t v60 = v59 + i58;
        size_t v61 = i58 * v4;
        size_t v62 = v57 + v61;
        ptrdiff_t v63 = (ptrdiff_t) v60;
        int32_t v64 = (int32_t) v63;
        ptrdiff_t v65 = (ptrdiff_t) v62;
        int32_t v66 = (int32_t) v65;
        noc_async_read_tile(v64, v55, v66);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v3);
      cb_ctarg_3.push_back(v3);
      cb_ctarg_1.reserve_back(v3);
      cb_ctarg_2.reserve_back(v3);
      int32_t v67 = get_common_arg_val<uint32_t>(v2);
      auto tensor_accessor_args_170 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v68 = TensorAccessor(tensor_accessor_args_170, v67, v6);
      ptrdiff_t v69 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v70 = (size_t) v69;
      for (size_t i71 = v10; i71 < v13; i71 += v14) {
        size_t v72 = i71 * v4;
        size_t v73 = v70 + v72;
        ptrdiff_t v74 = (ptrdiff_t) i71;
        int32_t v75 = (int32_t) v74;
        ptrdiff_t v76 = (ptrdiff_t) v73;
        int32_t v77 = (int32_t) v76;
        noc_async_read_tile(v75, v68, v77);
      }
      auto tensor_accessor_args_179 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v78 = TensorAccessor(tensor_accessor_args_179, v67, v6);
      ptrdiff_t v79 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v80 = (size_t) v79;
      for (size_t i81 = v10; i81 < v13; i81 += v14) {
        size_t v82 = i81 * v4;
        size_t v83 = v80 + v82;
        ptrdiff_t v84 = (ptrdiff_t) i81;
        int32_t v85 = (int32_t) v84;
        ptrdiff_t v86 = (ptrdiff_t) v83;
        int32_t v87 = (int32_t) v86;
        noc_async_read_tile(v85, v78, v87);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v3);
      cb_ctarg_1.push_back(v3);
    }
  }
  return;
}

