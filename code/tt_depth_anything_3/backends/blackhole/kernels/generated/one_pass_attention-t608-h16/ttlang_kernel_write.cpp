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
  int32_t v7 = 2;
  size_t v8 = 0;
  size_t v9 = 1;
  size_t v10 = 19;
  size_t v11 = 110;
  size_t v12 = 3;
  size_t v13 = 304;
  size_t v14 = 2;
  size_t v15 = 11;
  experimental::CircularBuffer cb_ctarg_29(get_compile_time_arg_val(29));
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v15;
  size_t v19 = v18 + v16;
  for (size_t i20 = v8; i20 < v12; i20 += v9) {
    size_t v21 = i20 * v11;
    size_t v22 = v19 + v21;
    ptrdiff_t v23 = (ptrdiff_t) v22;
    ptrdiff_t v24 = (ptrdiff_t) v13;
    bool v25 = v23 < v24;
    if (v25) {
      size_t v26 = v22 / v10;
      size_t v27 = v22 % v10;
      size_t v28 = v26 * v14;
      cb_ctarg_28.wait_front(v7);
      int32_t v29 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_66 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 32>(), 1>();
      TensorAccessor v30 = TensorAccessor(tensor_accessor_args_66, v29, v6);
      ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_28.get_read_ptr();
      size_t v32 = (size_t) v31;
      for (size_t j33 = v8; j33 < v14; j33 += v9) {
        size_t v34 = v28 + j33;
        size_t v35 = v27 * v2;
        size_t v36 = v35 + v34;
        size_t v37 = j33 * v3;
        size_t v38 = v32 + v37;
        ptrdiff_t v39 = (ptrdiff_t) v36;
        int32_t v40 = (int32_t) v39;
        ptrdiff_t v41 = (ptrdiff_t) v38;
        int32_t v42 = (int32_t) v41;
        noc_async_write_tile(v40, v30, v42);
      }
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v7);
    }
  }
  ptrdiff_t v43 = (ptrdiff_t) v19;
  ptrdiff_t v44 = (ptrdiff_t) v13;
  bool v45 = v43 < v44;
  if (v45) {
    for (size_t i46 = v8; i46 < v12; i46 += v9) {
      cb_ctarg_29.wait_front(v4);
      int32_t v47 = get_common_arg_val<uint32_t>(v8);
      auto tensor_accessor_args_48 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v48 = TensorAccessor(tensor_accessor_args_48, v47, v1);
      size_t v49 = v19 * v12;
      size_t v50 = v49 + i46;
      ptrdiff_t v51 = (ptrdiff_t) v50;
      int32_t v52 = (int32_t) v51;
      noc_async_write_tile(v52, v48, cb_ctarg_29.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_29.pop_front(v4);
    }
  }
  return;
}

