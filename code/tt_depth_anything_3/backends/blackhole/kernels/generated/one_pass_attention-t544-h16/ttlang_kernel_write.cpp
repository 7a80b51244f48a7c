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
  size_t v10 = 9;
  size_t v11 = 1;
  size_t v12 = 110;
  size_t v13 = 144;
  size_t v14 = 2;
  size_t v15 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v15;
  size_t v19 = v18 + v16;
  for (size_t i20 = v9; i20 < v14; i20 += v11) {
    size_t v21 = i20 * v12;
    size_t v22 = v19 + v21;
    ptrdiff_t v23 = (ptrdiff_t) v22;
    ptrdiff_t v24 = (ptrdiff_t) v13;
    bool v25 = v23 < v24;
    if (v25) {
      size_t v26 = v22 / v10;
      size_t v27 = v22 % v10;
      size_t v28 = v27 * v14;
      size_t v29 = v27 + v11;
      size_t v30 = v29 / v10;
      size_t v31 = v28 - v30;
      size_t v32 = v26 * v14;
      cb_ctarg_27.wait_front(v7);
      int32_t v33 = get_common_arg_val<uint32_t>(v11);
      auto tensor_accessor_args_74 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
      TensorAccessor v34 = TensorAccessor(tensor_accessor_args_74, v33, v6);
      ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
      size_t v36 = (size_t) v35;
      for (size_t j37 = v9; j37 < v14; j37 += v11) {
        for (size_t k38 = v9; k38 < v14; k38 += v11) {
          size_t v39 = v31 + j37;
          size_t v40 = v32 + k38;
          size_t v41 = v39 * v2;
          size_t v42 = v41 + v40;
          size_t v43 = j37 * v14;
          size_t v44 = v43 + k38;
          size_t v45 = v44 * v3;
          size_t v46 = v36 + v45;
          ptrdiff_t v47 = (ptrdiff_t) v42;
          int32_t v48 = (int32_t) v47;
          ptrdiff_t v49 = (ptrdiff_t) v46;
          int32_t v50 = (int32_t) v49;
          noc_async_write_tile(v48, v34, v50);
        }
      }
      noc_async_write_barrier();
      cb_ctarg_27.pop_front(v7);
    }
  }
  ptrdiff_t v51 = (ptrdiff_t) v19;
  ptrdiff_t v52 = (ptrdiff_t) v13;
  bool v53 = v51 < v52;
  if (v53) {
    for (size_t i54 = v9; i54 < v8; i54 += v11) {
      cb_ctarg_28.wait_front(v4);
      int32_t v55 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_48 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v56 = TensorAccessor(tensor_accessor_args_48, v55, v1);
      size_t v57 = v19 * v8;
      size_t v58 = v57 + i54;
      ptrdiff_t v59 = (ptrdiff_t) v58;
      int32_t v60 = (int32_t) v59;
      noc_async_write_tile(v60, v56, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

