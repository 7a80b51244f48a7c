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
  size_t v8 = 3;
  size_t v9 = 0;
  size_t v10 = 6;
  size_t v11 = 1;
  size_t v12 = 96;
  size_t v13 = 2;
  size_t v14 = 11;
  experimental::CircularBuffer cb_ctarg_29(get_compile_time_arg_val(29));
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v14;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v12;
  bool v21 = v19 < v20;
  if (v21) {
    size_t v22 = v18 / v10;
    size_t v23 = v18 % v10;
    size_t v24 = v22 * v13;
    cb_ctarg_28.wait_front(v7);
    int32_t v25 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_59 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 32>(), 1>();
    TensorAccessor v26 = TensorAccessor(tensor_accessor_args_59, v25, v6);
    ptrdiff_t v27 = (ptrdiff_t) cb_ctarg_28.get_read_ptr();
    size_t v28 = (size_t) v27;
    for (size_t i29 = v9; i29 < v13; i29 += v11) {
      size_t v30 = v24 + i29;
      size_t v31 = v23 * v2;
      size_t v32 = v31 + v30;
      size_t v33 = i29 * v3;
      size_t v34 = v28 + v33;
      ptrdiff_t v35 = (ptrdiff_t) v32;
      int32_t v36 = (int32_t) v35;
      ptrdiff_t v37 = (ptrdiff_t) v34;
      int32_t v38 = (int32_t) v37;
      noc_async_write_tile(v36, v26, v38);
    }
    noc_async_write_barrier();
    cb_ctarg_28.pop_front(v7);
  }
  if (v21) {
    for (size_t i39 = v9; i39 < v8; i39 += v11) {
      cb_ctarg_29.wait_front(v4);
      int32_t v40 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_46 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v41 = TensorAccessor(tensor_accessor_args_46, v40, v1);
      size_t v42 = v18 * v8;
      size_t v43 = v42 + i39;
      ptrdiff_t v44 = (ptrdiff_t) v43;
      int32_t v45 = (int32_t) v44;
      noc_async_write_tile(v45, v41, cb_ctarg_29.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_29.pop_front(v4);
    }
  }
  return;
}

