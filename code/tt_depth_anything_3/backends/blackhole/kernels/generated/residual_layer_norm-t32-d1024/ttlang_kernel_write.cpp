// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 2048;
  size_t v3 = 32;
  size_t v4 = 4096;
  int32_t v5 = 1;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 32;
  size_t v9 = 0;
  size_t v10 = 1;
  size_t v11 = 11;
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  size_t v12 = get_absolute_logical_x();
  size_t v13 = get_absolute_logical_y();
  size_t v14 = v13 * v11;
  size_t v15 = v14 + v12;
  ptrdiff_t v16 = (ptrdiff_t) v15;
  ptrdiff_t v17 = (ptrdiff_t) v10;
  bool v18 = v16 < v17;
  if (v18) {
    cb_ctarg_5.wait_front(v8);
    int32_t v19 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_40 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<5, 11>(), 1>();
    TensorAccessor v20 = TensorAccessor(tensor_accessor_args_40, v19, v7);
    ptrdiff_t v21 = (ptrdiff_t) cb_ctarg_5.get_read_ptr();
    size_t v22 = (size_t) v21;
    for (size_t i23 = v9; i23 < v3; i23 += v10) {
      size_t v24 = v15 * v3;
      size_t v25 = v24 + i23;
      size_t v26 = i23 * v4;
      size_t v27 = v22 + v26;
      ptrdiff_t v28 = (ptrdiff_t) v25;
      int32_t v29 = (int32_t) v28;
      ptrdiff_t v30 = (ptrdiff_t) v27;
      int32_t v31 = (int32_t) v30;
      noc_async_write_tile(v29, v20, v31);
    }
    noc_async_write_barrier();
    cb_ctarg_5.pop_front(v8);
    cb_ctarg_6.wait_front(v8);
    int32_t v32 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_51 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 11>(), 0>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_51, v32, v2);
    ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_6.get_read_ptr();
    size_t v35 = (size_t) v34;
    for (size_t i36 = v9; i36 < v3; i36 += v10) {
      size_t v37 = v15 * v3;
      size_t v38 = v37 + i36;
      size_t v39 = i36 * v1;
      size_t v40 = v35 + v39;
      ptrdiff_t v41 = (ptrdiff_t) v38;
      int32_t v42 = (int32_t) v41;
      ptrdiff_t v43 = (ptrdiff_t) v40;
      int32_t v44 = (int32_t) v43;
      noc_async_write_tile(v42, v33, v44);
    }
    noc_async_write_barrier();
    cb_ctarg_6.pop_front(v8);
  }
  return;
}

