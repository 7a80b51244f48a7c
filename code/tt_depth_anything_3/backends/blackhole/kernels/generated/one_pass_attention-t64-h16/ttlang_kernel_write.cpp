// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 4096;
  size_t v2 = 2048;
  int32_t v3 = 1;
  int32_t v4 = 0;
  int32_t v5 = 2048;
  int32_t v6 = 2;
  size_t v7 = 3;
  size_t v8 = 0;
  size_t v9 = 1;
  size_t v10 = 32;
  size_t v11 = 2;
  size_t v12 = 11;
  experimental::CircularBuffer cb_ctarg_29(get_compile_time_arg_val(29));
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  size_t v13 = get_absolute_logical_x();
  size_t v14 = get_absolute_logical_y();
  size_t v15 = v14 * v12;
  size_t v16 = v15 + v13;
  ptrdiff_t v17 = (ptrdiff_t) v16;
  ptrdiff_t v18 = (ptrdiff_t) v10;
  bool v19 = v17 < v18;
  if (v19) {
    size_t v20 = v16 / v11;
    size_t v21 = v16 % v11;
    size_t v22 = v20 * v11;
    cb_ctarg_28.wait_front(v6);
    int32_t v23 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_55 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 32>(), 1>();
    TensorAccessor v24 = TensorAccessor(tensor_accessor_args_55, v23, v5);
    ptrdiff_t v25 = (ptrdiff_t) cb_ctarg_28.get_read_ptr();
    size_t v26 = (size_t) v25;
    for (size_t i27 = v8; i27 < v11; i27 += v9) {
      size_t v28 = v22 + i27;
      size_t v29 = v21 * v10;
      size_t v30 = v29 + v28;
      size_t v31 = i27 * v2;
      size_t v32 = v26 + v31;
      ptrdiff_t v33 = (ptrdiff_t) v30;
      int32_t v34 = (int32_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v32;
      int32_t v36 = (int32_t) v35;
      noc_async_write_tile(v34, v24, v36);
    }
    noc_async_write_barrier();
    cb_ctarg_28.pop_front(v6);
  }
  if (v19) {
    for (size_t i37 = v8; i37 < v7; i37 += v9) {
      cb_ctarg_29.wait_front(v3);
      int32_t v38 = get_common_arg_val<uint32_t>(v8);
      auto tensor_accessor_args_42 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v39 = TensorAccessor(tensor_accessor_args_42, v38, v1);
      size_t v40 = v16 * v7;
      size_t v41 = v40 + i37;
      ptrdiff_t v42 = (ptrdiff_t) v41;
      int32_t v43 = (int32_t) v42;
      noc_async_write_tile(v43, v39, cb_ctarg_29.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_29.pop_front(v3);
    }
  }
  return;
}

