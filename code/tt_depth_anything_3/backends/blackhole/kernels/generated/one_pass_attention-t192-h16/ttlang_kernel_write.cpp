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
  size_t v11 = 48;
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
    size_t v21 = v17 / v8;
    size_t v22 = v17 % v8;
    size_t v23 = v22 * v12;
    size_t v24 = v21 * v12;
    cb_ctarg_27.wait_front(v7);
    int32_t v25 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_59 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
    TensorAccessor v26 = TensorAccessor(tensor_accessor_args_59, v25, v6);
    ptrdiff_t v27 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
    size_t v28 = (size_t) v27;
    for (size_t i29 = v9; i29 < v12; i29 += v10) {
      for (size_t j30 = v9; j30 < v12; j30 += v10) {
        size_t v31 = v23 + i29;
        size_t v32 = v24 + j30;
        size_t v33 = v31 * v2;
        size_t v34 = v33 + v32;
        size_t v35 = i29 * v12;
        size_t v36 = v35 + j30;
        size_t v37 = v36 * v3;
        size_t v38 = v28 + v37;
        ptrdiff_t v39 = (ptrdiff_t) v34;
        int32_t v40 = (int32_t) v39;
        ptrdiff_t v41 = (ptrdiff_t) v38;
        int32_t v42 = (int32_t) v41;
        noc_async_write_tile(v40, v26, v42);
      }
    }
    noc_async_write_barrier();
    cb_ctarg_27.pop_front(v7);
  }
  if (v20) {
    for (size_t i43 = v9; i43 < v8; i43 += v10) {
      cb_ctarg_28.wait_front(v4);
      int32_t v44 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_44 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v45 = TensorAccessor(tensor_accessor_args_44, v44, v1);
      size_t v46 = v17 * v8;
      size_t v47 = v46 + i43;
      ptrdiff_t v48 = (ptrdiff_t) v47;
      int32_t v49 = (int32_t) v48;
      noc_async_write_tile(v49, v45, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

