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
  size_t v9 = 1;
  size_t v10 = 38;
  size_t v11 = 0;
  size_t v12 = 110;
  size_t v13 = 6;
  size_t v14 = 608;
  size_t v15 = 2;
  size_t v16 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v16;
  size_t v20 = v19 + v17;
  for (size_t i21 = v11; i21 < v13; i21 += v9) {
    size_t v22 = i21 * v12;
    size_t v23 = v20 + v22;
    ptrdiff_t v24 = (ptrdiff_t) v23;
    ptrdiff_t v25 = (ptrdiff_t) v14;
    bool v26 = v24 < v25;
    if (v26) {
      size_t v27 = v23 / v10;
      size_t v28 = v23 % v10;
      size_t v29 = v28 * v15;
      size_t v30 = v27 * v15;
      cb_ctarg_27.wait_front(v7);
      int32_t v31 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_70 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
      TensorAccessor v32 = TensorAccessor(tensor_accessor_args_70, v31, v6);
      ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
      size_t v34 = (size_t) v33;
      for (size_t j35 = v11; j35 < v15; j35 += v9) {
        for (size_t k36 = v11; k36 < v15; k36 += v9) {
          size_t v37 = v29 + j35;
          size_t v38 = v30 + k36;
          size_t v39 = v37 * v2;
          size_t v40 = v39 + v38;
          size_t v41 = j35 * v15;
          size_t v42 = v41 + k36;
          size_t v43 = v42 * v3;
          size_t v44 = v34 + v43;
          ptrdiff_t v45 = (ptrdiff_t) v40;
          int32_t v46 = (int32_t) v45;
          ptrdiff_t v47 = (ptrdiff_t) v44;
          int32_t v48 = (int32_t) v47;
          noc_async_write_tile(v46, v32, v48);
        }
      }
      noc_async_write_barrier();
      cb_ctarg_27.pop_front(v7);
    }
  }
  ptrdiff_t v49 = (ptrdiff_t) v20;
  ptrdiff_t v50 = (ptrdiff_t) v14;
  bool v51 = v49 < v50;
  if (v51) {
    for (size_t i52 = v11; i52 < v8; i52 += v9) {
      cb_ctarg_28.wait_front(v4);
      int32_t v53 = get_common_arg_val<uint32_t>(v11);
      auto tensor_accessor_args_50 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v54 = TensorAccessor(tensor_accessor_args_50, v53, v1);
      size_t v55 = v20 * v8;
      size_t v56 = v55 + i52;
      ptrdiff_t v57 = (ptrdiff_t) v56;
      int32_t v58 = (int32_t) v57;
      noc_async_write_tile(v58, v54, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

