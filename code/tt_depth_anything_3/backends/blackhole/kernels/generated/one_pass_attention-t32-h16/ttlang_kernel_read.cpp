// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 5;
  int32_t v2 = 4;
  size_t v3 = 2048;
  int32_t v4 = 2048;
  int32_t v5 = 2;
  int32_t v6 = 3;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 1;
  int64_t v10 = 2;
  int64_t v11 = 32;
  size_t v12 = 3;
  size_t v13 = 0;
  size_t v14 = 1;
  size_t v15 = 16;
  size_t v16 = 11;
  size_t v17 = 2;
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_25(get_compile_time_arg_val(25));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v16;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v15;
  bool v24 = v22 < v23;
  if (v24) {
    cb_ctarg_5.reserve_back(v9);
    cb_ctarg_6.reserve_back(v9);
    int32_t v25 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_151 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v26 = TensorAccessor(tensor_accessor_args_151, v25, v8);
    noc_async_read_tile(v7, v26, cb_ctarg_5.get_write_ptr());
    auto tensor_accessor_args_157 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_157, v25, v8);
    noc_async_read_tile(v9, v27, cb_ctarg_6.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v9);
    cb_ctarg_5.push_back(v9);
    for (size_t i28 = v13; i28 < v12; i28 += v14) {
      cb_ctarg_25.reserve_back(v9);
      int32_t v29 = get_common_arg_val<uint32_t>(v13);
      auto tensor_accessor_args_216 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v30 = TensorAccessor(tensor_accessor_args_216, v29, v8);
      size_t v31 = v21 * v12;
      size_t v32 = v31 + i28;
      ptrdiff_t v33 = (ptrdiff_t) v32;
      int32_t v34 = (int32_t) v33;
      noc_async_read_tile(v34, v30, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v9);
    }
    if (v24) {
      size_t v35 = v21 * v17;
      cb_ctarg_0.reserve_back(v5);
      int32_t v36 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_167 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v37 = TensorAccessor(tensor_accessor_args_167, v36, v4);
      ptrdiff_t v38 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v39 = (size_t) v38;
      for (size_t i40 = v13; i40 < v17; i40 += v14) {
        size_t v41 = v35 + i40;
        size_t v42 = i40 * v3;
        size_t v43 = v39 + v42;
        ptrdiff_t v44 = (ptrdiff_t) v41;
        int32_t v45 = (int32_t) v44;
        ptrdiff_t v46 = (ptrdiff_t) v43;
        int32_t v47 = (int32_t) v46;
        noc_async_read_tile(v45, v37, v47);
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v5);
      cb_ctarg_7.reserve_back(v9);
      cb_ctarg_8.reserve_back(v9);
      auto tensor_accessor_args_176 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v48 = TensorAccessor(tensor_accessor_args_176, v25, v8);
      noc_async_read_tile(v2, v48, cb_ctarg_7.get_write_ptr());
      auto tensor_accessor_args_182 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 3>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_182, v25, v8);
      noc_async_read_tile(v1, v49, cb_ctarg_8.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_8.push_back(v9);
      cb_ctarg_7.push_back(v9);
      cb_ctarg_3.reserve_back(v9);
      cb_ctarg_4.reserve_back(v9);
      int32_t v50 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_190 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v51 = TensorAccessor(tensor_accessor_args_190, v50, v8);
      ptrdiff_t v52 = (ptrdiff_t) v35;
      int32_t v53 = (int32_t) v52;
      noc_async_read_tile(v53, v51, cb_ctarg_3.get_write_ptr());
      auto tensor_accessor_args_199 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 2>();
      TensorAccessor v54 = TensorAccessor(tensor_accessor_args_199, v50, v8);
      size_t v55 = v35 + v14;
      ptrdiff_t v56 = (ptrdiff_t) v55;
      int32_t v57 = (int32_t) v56;
      noc_async_read_tile(v57, v54, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v9);
      cb_ctarg_3.push_back(v9);
      size_t v58 = v21 + v15;
      size_t v59 = v58 * v17;
      ptrdiff_t v60 = (ptrdiff_t) v21;
      int64_t v61 = (int64_t) v60;
      uint64_t v62 = (uint64_t) v61;
      uint64_t v63 = (uint64_t) v11;
      uint64_t v64 = v62 + v63;
      int64_t v65 = (int64_t) v64;
      uint64_t v66 = (uint64_t) v65;
      uint64_t v67 = (uint64_t) v10;
      uint64_t v68 = v66 * v67;
      int64_t v69 = (int64_t) v68;
      cb_ctarg_1.reserve_back(v5);
      cb_ctarg_2.reserve_back(v5);
      auto tensor_accessor_args_227 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v70 = TensorAccessor(tensor_accessor_args_227, v36, v4);
      ptrdiff_t v71 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v72 = (size_t) v71;
      for (size_t i73 = v13; i73 < v17; i73 += v14) {
        size_t v74 = v59 + i73;
        size_t v75 = i73 * v3;
        size_t v76 = v72 + v75;
        ptrdiff_t v77 = (ptrdiff_t) v74;
        int32_t v78 = (int32_t) v77;
        ptrdiff_t v79 = (ptrdiff_t) v76;
        int32_t v80 = (int32_t) v79;
        noc_async_read_tile(v78, v70, v80);
      }
      ptrdiff_t v81 = (ptrdiff_t) v69;
      size_t v82 = (size_t) v81;
      auto tensor_accessor_args_239 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 1>();
      TensorAccessor v83 = TensorAccessor(tensor_accessor_args_239, v36, v4);
      ptrdiff_t v84 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v85 = (size_t) v84;
      for (size_t i86 = v13; i86 < v17; i86 += v14) {
        size_t v87 = v82 + i86;
        size_t v88 = i86 * v3;
        size_t v89 = v85 + v88;
        ptrdiff_t v90 = (ptrdiff_t) v87;
        int32_t v91 = (int32_t) v90;
        ptrdiff_t v92 = (ptrdiff_t) v89;
        int32_t v93 = (int32_t) v92;
        noc_async_read_tile(v91, v83, v93);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v5);
      cb_ctarg_1.push_back(v5);
    }
  }
  return;
}

