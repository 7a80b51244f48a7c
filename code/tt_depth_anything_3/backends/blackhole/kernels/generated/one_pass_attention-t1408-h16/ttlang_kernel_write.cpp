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
  size_t v8 = 1;
  size_t v9 = 0;
  size_t v10 = 44;
  size_t v11 = 22;
  size_t v12 = 110;
  size_t v13 = 4;
  size_t v14 = 352;
  size_t v15 = 2;
  size_t v16 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v16;
  size_t v20 = v19 + v17;
  for (size_t i21 = v9; i21 < v13; i21 += v8) {
    size_t v22 = i21 * v12;
    size_t v23 = v20 + v22;
    ptrdiff_t v24 = (ptrdiff_t) v23;
    ptrdiff_t v25 = (ptrdiff_t) v14;
    bool v26 = v24 < v25;
    if (v26) {
      size_t v27 = v23 / v11;
      size_t v28 = v27 * v10;
      size_t v29 = v23 % v11;
      size_t v30 = v29 * v15;
      size_t v31 = v28 + v30;
      cb_ctarg_27.wait_front(v6);
      int32_t v32 = get_common_arg_val<uint32_t>(v8);
      auto tensor_accessor_args_72 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<5, 30>(), 1>();
      TensorAccessor v33 = TensorAccessor(tensor_accessor_args_72, v32, v5);
      ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
      size_t v35 = (size_t) v34;
      for (size_t j36 = v9; j36 < v15; j36 += v8) {
        for (size_t k37 = v9; k37 < v15; k37 += v8) {
          size_t v38 = v31 + j36;
          size_t v39 = v38 * v15;
          size_t v40 = v39 + k37;
          size_t v41 = j36 * v15;
          size_t v42 = v41 + k37;
          size_t v43 = v42 * v2;
          size_t v44 = v35 + v43;
          ptrdiff_t v45 = (ptrdiff_t) v40;
          int32_t v46 = (int32_t) v45;
          ptrdiff_t v47 = (ptrdiff_t) v44;
          int32_t v48 = (int32_t) v47;
          noc_async_write_tile(v46, v33, v48);
        }
      }
      noc_async_write_barrier();
      cb_ctarg_27.pop_front(v6);
    }
  }
  ptrdiff_t v49 = (ptrdiff_t) v20;
  ptrdiff_t v50 = (ptrdiff_t) v14;
  bool v51 = v49 < v50;
  if (v51) {
    for (size_t i52 = v9; i52 < v7; i52 += v8) {
      cb_ctarg_28.wait_front(v3);
      int32_t v53 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_50 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 30>(), 0>();
      TensorAccessor v54 = TensorAccessor(tensor_accessor_args_50, v53, v1);
      size_t v55 = v20 * v7;
      size_t v56 = v55 + i52;
      ptrdiff_t v57 = (ptrdiff_t) v56;
      int32_t v58 = (int32_t) v57;
      noc_async_write_tile(v58, v54, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v3);
    }
  }
  return;
}

