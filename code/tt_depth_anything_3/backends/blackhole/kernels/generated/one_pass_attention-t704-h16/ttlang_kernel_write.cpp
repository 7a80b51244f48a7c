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
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 176;
  size_t v13 = 2;
  size_t v14 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v14;
  size_t v18 = v17 + v15;
  for (size_t i19 = v10; i19 < v13; i19 += v9) {
    size_t v20 = i19 * v11;
    size_t v21 = v18 + v20;
    ptrdiff_t v22 = (ptrdiff_t) v21;
    ptrdiff_t v23 = (ptrdiff_t) v12;
    bool v24 = v22 < v23;
    if (v24) {
      size_t v25 = v21 / v14;
      size_t v26 = v21 % v14;
      size_t v27 = v26 * v13;
      size_t v28 = v25 * v13;
      cb_ctarg_27.wait_front(v7);
      int32_t v29 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_66 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
      TensorAccessor v30 = TensorAccessor(tensor_accessor_args_66, v29, v6);
      ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
      size_t v32 = (size_t) v31;
      for (size_t j33 = v10; j33 < v13; j33 += v9) {
        for (size_t k34 = v10; k34 < v13; k34 += v9) {
          size_t v35 = v27 + j33;
          size_t v36 = v28 + k34;
          size_t v37 = v35 * v2;
          size_t v38 = v37 + v36;
          size_t v39 = j33 * v13;
          size_t v40 = v39 + k34;
          size_t v41 = v40 * v3;
          size_t v42 = v32 + v41;
          ptrdiff_t v43 = (ptrdiff_t) v38;
          int32_t v44 = (int32_t) v43;
          ptrdiff_t v45 = (ptrdiff_t) v42;
          int32_t v46 = (int32_t) v45;
          noc_async_write_tile(v44, v30, v46);
        }
      }
      noc_async_write_barrier();
      cb_ctarg_27.pop_front(v7);
    }
  }
  ptrdiff_t v47 = (ptrdiff_t) v18;
  ptrdiff_t v48 = (ptrdiff_t) v12;
  bool v49 = v47 < v48;
  if (v49) {
    for (size_t i50 = v10; i50 < v8; i50 += v9) {
      cb_ctarg_28.wait_front(v4);
      int32_t v51 = get_common_arg_val<uint32_t>(v10);
      auto tensor_accessor_args_46 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v52 = TensorAccessor(tensor_accessor_args_46, v51, v1);
      size_t v53 = v18 * v8;
      size_t v54 = v53 + i50;
      ptrdiff_t v55 = (ptrdiff_t) v54;
      int32_t v56 = (int32_t) v55;
      noc_async_write_tile(v56, v52, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

