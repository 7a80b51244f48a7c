// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 4;
  size_t v2 = 4;
  int32_t v3 = 3;
  size_t v4 = 3;
  size_t v5 = 32;
  size_t v6 = 4096;
  int32_t v7 = 2;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  size_t v10 = 2;
  int32_t v11 = 1;
  int32_t v12 = 32;
  size_t v13 = 0;
  size_t v14 = 1;
  size_t v15 = 5;
  size_t v16 = 11;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v16;
  size_t v20 = v19 + v17;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v15;
  bool v23 = v21 < v22;
  if (v23) {
    cb_ctarg_2.reserve_back(v12);
    cb_ctarg_3.reserve_back(v12);
    cb_ctarg_4.reserve_back(v11);
    int32_t v24 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_146 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 11>(), 2>();
    TensorAccessor v25 = TensorAccessor(tensor_accessor_args_146, v24, v9);
    ptrdiff_t v26 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
    size_t v27 = (size_t) v26;
    for (size_t i28 = v13; i28 < v5; i28 += v14) {
      size_t v29 = i28 * v6;
      size_t v30 = v27 + v29;
      ptrdiff_t v31 = (ptrdiff_t) i28;
      int32_t v32 = (int32_t) v31;
      ptrdiff_t v33 = (ptrdiff_t) v30;
      int32_t v34 = (int32_t) v33;
      noc_async_read_tile(v32, v25, v34);
    }
    int32_t v35 = get_common_arg_val<uint32_t>(v13);
    auto tensor_accessor_args_157 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 11>(), 0>();
    TensorAccessor v36 = TensorAccessor(tensor_accessor_args_157, v35, v9);
    ptrdiff_t v37 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
    size_t v38 = (size_t) v37;
    for (size_t i39 = v13; i39 < v5; i39 += v14) {
      size_t v40 = i39 * v6;
      size_t v41 = v38 + v40;
      ptrdiff_t v42 = (ptrdiff_t) i39;
      int32_t v43 = (int32_t) v42;
      ptrdiff_t v44 = (ptrdiff_t) v41;
      int32_t v45 = (int32_t) v44;
      noc_async_read_tile(v43, v36, v45);
    }
    int32_t v46 = get_common_arg_val<uint32_t>(v14);
    auto tensor_accessor_args_168 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 11>(), 1>();
    TensorAccessor v47 = TensorAccessor(tensor_accessor_args_168, v46, v9);
    noc_async_read_tile(v8, v47, cb_ctarg_4.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_4.push_back(v11);
    cb_ctarg_3.push_back(v12);
    cb_ctarg_2.push_back(v12);
    if (v23) {
      cb_ctarg_0.reserve_back(v12);
      cb_ctarg_1.reserve_back(v12);
      int32_t v48 = get_common_arg_val<uint32_t>(v4);
      auto tensor_accessor_args_176 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 11>(), 3>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_176, v48, v9);
      ptrdiff_t v50 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v51 = (size_t) v50;
      for (size_t i52 = v13; i52 < v5; i52 += v14) {
        size_t v53 = v20 * v5;
        size_t v54 = v53 + i52;
        size_t v55 = i52 * v6;
        size_t v56 = v51 + v55;
        ptrdiff_t v57 = (ptrdiff_t) v54;
        int32_t v58 = (int32_t) v57;
        ptrdiff_t v59 = (ptrdiff_t) v56;
        int32_t v60 = (int32_t) v59;
        noc_async_read_tile(v58, v49, v60);
      }
      int32_t v61 = get_common_arg_val<uint32_t>(v2);
      auto tensor_accessor_args_187 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 11>(), 4>();
      TensorAccessor v62 = TensorAccessor(tensor_accessor_args_187, v61, v9);
      ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v64 = (size_t) v63;
      for (size_t i65 = v13; i65 < v5; i65 += v14) {
        size_t v66 = v20 * v5;
        size_t v67 = v66 + i65;
        size_t v68 = i65 * v6;
        size_t v69 = v64 + v68;
        ptrdiff_t v70 = (ptrdiff_t) v67;
        int32_t v71 = (int32_t) v70;
        ptrdiff_t v72 = (ptrdiff_t) v69;
        int32_t v73 = (int32_t) v72;
        noc_async_read_tile(v71, v62, v73);
      }
      noc_async_read_barrier();
      cb_ctarg_1.push_back(v12);
      cb_ctarg_0.push_back(v12);
    }
  }
  return;
}

