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
  int32_t v7 = 4;
  size_t v8 = 3;
  size_t v9 = 5;
  size_t v10 = 0;
  size_t v11 = 1;
  size_t v12 = 80;
  size_t v13 = 2;
  size_t v14 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v14;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v12;
  bool v21 = v19 < v20;
  if (v21) {
    size_t v22 = v18 / v9;
    size_t v23 = v18 % v9;
    size_t v24 = v23 * v13;
    size_t v25 = v22 * v13;
    cb_ctarg_27.wait_front(v7);
    int32_t v26 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_61 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_61, v26, v6);
    ptrdiff_t v28 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
    size_t v29 = (size_t) v28;
    for (size_t i30 = v10; i30 < v13; i30 += v11) {
      for (size_t j31 = v10; j31 < v13; j31 += v11) {
        size_t v32 = v24 + i30;
        size_t v33 = v25 + j31;
        size_t v34 = v32 * v2;
        size_t v35 = v34 + v33;
        size_t v36 = i30 * v13;
        size_t v37 = v36 + j31;
        size_t v38 = v37 * v3;
        size_t v39 = v29 + v38;
        ptrdiff_t v40 = (ptrdiff_t) v35;
        int32_t v41 = (int32_t) v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        noc_async_write_tile(v41, v27, v43);
      }
    }
    noc_async_write_barrier();
    cb_ctarg_27.pop_front(v7);
  }
  if (v21) {
    for (size_t i44 = v10; i44 < v8; i44 += v11) {
      cb_ctarg_28.wait_front(v4);
      int32_t v45 = get_common_arg_val<uint32_t>(v10);
      auto tensor_accessor_args_46 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v46 = TensorAccessor(tensor_accessor_args_46, v45, v1);
      size_t v47 = v18 * v8;
      size_t v48 = v47 + i44;
      ptrdiff_t v49 = (ptrdiff_t) v48;
      int32_t v50 = (int32_t) v49;
      noc_async_write_tile(v50, v46, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

