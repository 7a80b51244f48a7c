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
  size_t v8 = 3;
  size_t v9 = 0;
  size_t v10 = 1;
  size_t v11 = 133;
  size_t v12 = 110;
  size_t v13 = 20;
  size_t v14 = 2128;
  size_t v15 = 2;
  size_t v16 = 11;
  experimental::CircularBuffer cb_ctarg_29(get_compile_time_arg_val(29));
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v16;
  size_t v20 = v19 + v17;
  for (size_t i21 = v9; i21 < v13; i21 += v10) {
    size_t v22 = i21 * v12;
    size_t v23 = v20 + v22;
    ptrdiff_t v24 = (ptrdiff_t) v23;
    ptrdiff_t v25 = (ptrdiff_t) v14;
    bool v26 = v24 < v25;
    if (v26) {
      size_t v27 = v23 / v11;
      size_t v28 = v23 % v11;
      size_t v29 = v27 * v15;
      cb_ctarg_28.wait_front(v7);
      int32_t v30 = get_common_arg_val<uint32_t>(v10);
      auto tensor_accessor_args_68 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 32>(), 1>();
      TensorAccessor v31 = TensorAccessor(tensor_accessor_args_68, v30, v6);
      ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_28.get_read_ptr();
      size_t v33 = (size_t) v32;
      for (size_t j34 = v9; j34 < v15; j34 += v10) {
        size_t v35 = v29 + j34;
        size_t v36 = v28 * v2;
        size_t v37 = v36 + v35;
        size_t v38 = j34 * v3;
        size_t v39 = v33 + v38;
        ptrdiff_t v40 = (ptrdiff_t) v37;
        int32_t v41 = (int32_t) v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        noc_async_write_tile(v41, v31, v43);
      }
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v7);
    }
  }
  ptrdiff_t v44 = (ptrdiff_t) v20;
  ptrdiff_t v45 = (ptrdiff_t) v14;
  bool v46 = v44 < v45;
  if (v46) {
    for (size_t i47 = v9; i47 < v8; i47 += v10) {
      cb_ctarg_29.wait_front(v4);
      int32_t v48 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_50 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_50, v48, v1);
      size_t v50 = v20 * v8;
      size_t v51 = v50 + i47;
      ptrdiff_t v52 = (ptrdiff_t) v51;
      int32_t v53 = (int32_t) v52;
      noc_async_write_tile(v53, v49, cb_ctarg_29.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_29.pop_front(v4);
    }
  }
  return;
}

