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
  size_t v8 = 0;
  size_t v9 = 3;
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
    size_t v21 = v17 / v9;
    size_t v22 = v17 % v9;
    size_t v23 = v22 * v12;
    size_t v24 = v22 + v10;
    size_t v25 = v24 / v9;
    size_t v26 = v23 - v25;
    size_t v27 = v21 * v12;
    cb_ctarg_27.wait_front(v7);
    int32_t v28 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_65 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_65, v28, v6);
    ptrdiff_t v30 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
    size_t v31 = (size_t) v30;
    for (size_t i32 = v8; i32 < v12; i32 += v10) {
      for (size_t j33 = v8; j33 < v12; j33 += v10) {
        size_t v34 = v26 + i32;
        size_t v35 = v27 + j33;
        size_t v36 = v34 * v2;
        size_t v37 = v36 + v35;
        size_t v38 = i32 * v12;
        size_t v39 = v38 + j33;
        size_t v40 = v39 * v3;
        size_t v41 = v31 + v40;
        ptrdiff_t v42 = (ptrdiff_t) v37;
        int32_t v43 = (int32_t) v42;
        ptrdiff_t v44 = (ptrdiff_t) v41;
        int32_t v45 = (int32_t) v44;
        noc_async_write_tile(v43, v29, v45);
      }
    }
    noc_async_write_barrier();
    cb_ctarg_27.pop_front(v7);
  }
  if (v20) {
    for (size_t i46 = v8; i46 < v9; i46 += v10) {
      cb_ctarg_28.wait_front(v4);
      int32_t v47 = get_common_arg_val<uint32_t>(v8);
      auto tensor_accessor_args_44 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v48 = TensorAccessor(tensor_accessor_args_44, v47, v1);
      size_t v49 = v17 * v9;
      size_t v50 = v49 + i46;
      ptrdiff_t v51 = (ptrdiff_t) v50;
      int32_t v52 = (int32_t) v51;
      noc_async_write_tile(v52, v48, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

