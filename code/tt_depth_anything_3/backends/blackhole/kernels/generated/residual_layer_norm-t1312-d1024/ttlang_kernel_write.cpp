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
  size_t v11 = 41;
  size_t v12 = 11;
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  size_t v13 = get_absolute_logical_x();
  size_t v14 = get_absolute_logical_y();
  size_t v15 = v14 * v12;
  size_t v16 = v15 + v13;
  ptrdiff_t v17 = (ptrdiff_t) v16;
  ptrdiff_t v18 = (ptrdiff_t) v11;
  bool v19 = v17 < v18;
  if (v19) {
    cb_ctarg_5.wait_front(v8);
    int32_t v20 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_42 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<5, 11>(), 1>();
    TensorAccessor v21 = TensorAccessor(tensor_accessor_args_42, v20, v7);
    ptrdiff_t v22 = (ptrdiff_t) cb_ctarg_5.get_read_ptr();
    size_t v23 = (size_t) v22;
    for (size_t i24 = v9; i24 < v3; i24 += v10) {
      size_t v25 = v16 * v3;
      size_t v26 = v25 + i24;
      size_t v27 = i24 * v4;
      size_t v28 = v23 + v27;
      ptrdiff_t v29 = (ptrdiff_t) v26;
      int32_t v30 = (int32_t) v29;
      ptrdiff_t v31 = (ptrdiff_t) v28;
      int32_t v32 = (int32_t) v31;
      noc_async_write_tile(v30, v21, v32);
    }
    noc_async_write_barrier();
    cb_ctarg_5.pop_front(v8);
    cb_ctarg_6.wait_front(v8);
    int32_t v33 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_53 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 11>(), 0>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_53, v33, v2);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_6.get_read_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v9; i37 < v3; i37 += v10) {
      size_t v38 = v16 * v3;
      size_t v39 = v38 + i37;
      size_t v40 = i37 * v1;
      size_t v41 = v36 + v40;
      ptrdiff_t v42 = (ptrdiff_t) v39;
      int32_t v43 = (int32_t) v42;
      ptrdiff_t v44 = (ptrdiff_t) v41;
      int32_t v45 = (int32_t) v44;
      noc_async_write_tile(v43, v34, v45);
    }
    noc_async_write_barrier();
    cb_ctarg_6.pop_front(v8);
  }
  return;
}

