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
  int32_t v6 = 4;
  size_t v7 = 3;
  size_t v8 = 0;
  size_t v9 = 1;
  size_t v10 = 32;
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
    size_t v20 = v16 / v11;
    size_t v21 = v16 % v11;
    size_t v22 = v21 * v11;
    size_t v23 = v20 * v11;
    cb_ctarg_27.wait_front(v6);
    int32_t v24 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_57 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
    TensorAccessor v25 = TensorAccessor(tensor_accessor_args_57, v24, v5);
    ptrdiff_t v26 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
    size_t v27 = (size_t) v26;
    for (size_t i28 = v8; i28 < v11; i28 += v9) {
      for (size_t j29 = v8; j29 < v11; j29 += v9) {
        size_t v30 = v22 + i28;
        size_t v31 = v23 + j29;
        size_t v32 = v30 * v10;
        size_t v33 = v32 + v31;
        size_t v34 = i28 * v11;
        size_t v35 = v34 + j29;
        size_t v36 = v35 * v2;
        size_t v37 = v27 + v36;
        ptrdiff_t v38 = (ptrdiff_t) v33;
        int32_t v39 = (int32_t) v38;
        ptrdiff_t v40 = (ptrdiff_t) v37;
        int32_t v41 = (int32_t) v40;
        noc_async_write_tile(v39, v25, v41);
      }
    }
    noc_async_write_barrier();
    cb_ctarg_27.pop_front(v6);
  }
  if (v19) {
    for (size_t i42 = v8; i42 < v7; i42 += v9) {
      cb_ctarg_28.wait_front(v3);
      int32_t v43 = get_common_arg_val<uint32_t>(v8);
      auto tensor_accessor_args_42 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v44 = TensorAccessor(tensor_accessor_args_42, v43, v1);
      size_t v45 = v16 * v7;
      size_t v46 = v45 + i42;
      ptrdiff_t v47 = (ptrdiff_t) v46;
      int32_t v48 = (int32_t) v47;
      noc_async_write_tile(v48, v44, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v3);
    }
  }
  return;
}

