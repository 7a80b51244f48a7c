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
  size_t v10 = 16;
  size_t v11 = 2;
  size_t v12 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v13 = get_absolute_logical_x();
  size_t v14 = get_absolute_logical_y();
  size_t v15 = v14 * v12;
  size_t v16 = v15 + v13;
  ptrdiff_t v17 = (ptrdiff_t) v16;
  ptrdiff_t v18 = (ptrdiff_t) v10;
  bool v19 = v17 < v18;
  if (v19) {
    size_t v20 = v16 * v11;
    cb_ctarg_27.wait_front(v6);
    int32_t v21 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_51 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
    TensorAccessor v22 = TensorAccessor(tensor_accessor_args_51, v21, v5);
    ptrdiff_t v23 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
    size_t v24 = (size_t) v23;
    for (size_t i25 = v8; i25 < v11; i25 += v9) {
      size_t v26 = v20 + i25;
      size_t v27 = i25 * v2;
      size_t v28 = v24 + v27;
      ptrdiff_t v29 = (ptrdiff_t) v26;
      int32_t v30 = (int32_t) v29;
      ptrdiff_t v31 = (ptrdiff_t) v28;
      int32_t v32 = (int32_t) v31;
      noc_async_write_tile(v30, v22, v32);
    }
    noc_async_write_barrier();
    cb_ctarg_27.pop_front(v6);
  }
  if (v19) {
    for (size_t i33 = v8; i33 < v7; i33 += v9) {
      cb_ctarg_28.wait_front(v3);
      int32_t v34 = get_common_arg_val<uint32_t>(v8);
      auto tensor_accessor_args_42 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v35 = TensorAccessor(tensor_accessor_args_42, v34, v1);
      size_t v36 = v16 * v7;
      size_t v37 = v36 + i33;
      ptrdiff_t v38 = (ptrdiff_t) v37;
      int32_t v39 = (int32_t) v38;
      noc_async_write_tile(v39, v35, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v3);
    }
  }
  return;
}

