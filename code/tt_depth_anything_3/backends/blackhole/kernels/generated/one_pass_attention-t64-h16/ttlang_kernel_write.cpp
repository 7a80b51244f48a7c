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
  size_t v9 = 0;
  size_t v10 = 1;
  size_t v11 = 16;
  size_t v12 = 2;
  size_t v13 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  size_t v16 = v15 * v13;
  size_t v17 = v16 + v14;
  ptrdiff_t v18 = (ptrdiff_t) v17;
  ptrdiff_t v19 = (ptrdiff_t) v11;
  bool v20 = v18 < v19;
  if (v20) {
    size_t v21 = v17 * v12;
    cb_ctarg_27.wait_front(v7);
    int32_t v22 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_53 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
    TensorAccessor v23 = TensorAccessor(tensor_accessor_args_53, v22, v6);
    ptrdiff_t v24 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
    size_t v25 = (size_t) v24;
    for (size_t i26 = v9; i26 < v12; i26 += v10) {
      for (size_t j27 = v9; j27 < v12; j27 += v10) {
        size_t v28 = v21 + j27;
        size_t v29 = i26 * v2;
        size_t v30 = v29 + v28;
        size_t v31 = i26 * v12;
        size_t v32 = v31 + j27;
        size_t v33 = v32 * v3;
        size_t v34 = v25 + v33;
        ptrdiff_t v35 = (ptrdiff_t) v30;
        int32_t v36 = (int32_t) v35;
        ptrdiff_t v37 = (ptrdiff_t) v34;
        int32_t v38 = (int32_t) v37;
        noc_async_write_tile(v36, v23, v38);
      }
    }
    noc_async_write_barrier();
    cb_ctarg_27.pop_front(v7);
  }
  if (v20) {
    for (size_t i39 = v9; i39 < v8; i39 += v10) {
      cb_ctarg_28.wait_front(v4);
      int32_t v40 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_44 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v41 = TensorAccessor(tensor_accessor_args_44, v40, v1);
      size_t v42 = v17 * v8;
      size_t v43 = v42 + i39;
      ptrdiff_t v44 = (ptrdiff_t) v43;
      int32_t v45 = (int32_t) v44;
      noc_async_write_tile(v45, v41, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

