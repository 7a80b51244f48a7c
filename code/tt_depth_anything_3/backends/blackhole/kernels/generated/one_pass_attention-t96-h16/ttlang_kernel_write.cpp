// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 4096;
  size_t v2 = 32;
  size_t v3 = 2048;
  int32_t v4 = 1;
  int32_t v5 = 0;
  int32_t v6 = 2048;
  int32_t v7 = 2;
  size_t v8 = 0;
  size_t v9 = 3;
  size_t v10 = 1;
  size_t v11 = 48;
  size_t v12 = 2;
  size_t v13 = 11;
  experimental::CircularBuffer cb_ctarg_29(get_compile_time_arg_val(29));
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  size_t v16 = v15 * v13;
  size_t v17 = v16 + v14;
  ptrdiff_t v18 = (ptrdiff_t) v17;
  ptrdiff_t v19 = (ptrdiff_t) v11;
  bool v20 = v18 < v19;
  if (v20) {
    size_t v21 = v17 / v9;
    size_t v22 = v17 % v9;
    size_t v23 = v21 * v12;
    cb_ctarg_28.wait_front(v7);
    int32_t v24 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_57 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 32>(), 1>();
    TensorAccessor v25 = TensorAccessor(tensor_accessor_args_57, v24, v6);
    ptrdiff_t v26 = (ptrdiff_t) cb_ctarg_28.get_read_ptr();
    size_t v27 = (size_t) v26;
    for (size_t i28 = v8; i28 < v12; i28 += v10) {
      size_t v29 = v23 + i28;
      size_t v30 = v22 * v2;
      size_t v31 = v30 + v29;
      size_t v32 = i28 * v3;
      size_t v33 = v27 + v32;
      ptrdiff_t v34 = (ptrdiff_t) v31;
      int32_t v35 = (int32_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v33;
      int32_t v37 = (int32_t) v36;
      noc_async_write_tile(v35, v25, v37);
    }
    noc_async_write_barrier();
    cb_ctarg_28.pop_front(v7);
  }
  if (v20) {
    for (size_t i38 = v8; i38 < v9; i38 += v10) {
      cb_ctarg_29.wait_front(v4);
      int32_t v39 = get_common_arg_val<uint32_t>(v8);
      auto tensor_accessor_args_44 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v40 = TensorAccessor(tensor_accessor_args_44, v39, v1);
      size_t v41 = v17 * v9;
      size_t v42 = v41 + i38;
      ptrdiff_t v43 = (ptrdiff_t) v42;
      int32_t v44 = (int32_t) v43;
      noc_async_write_tile(v44, v40, cb_ctarg_29.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_29.pop_front(v4);
    }
  }
  return;
}

