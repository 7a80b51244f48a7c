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
  size_t v9 = 1;
  size_t v10 = 0;
  size_t v11 = 2;
  size_t v12 = 172;
  size_t v13 = 11;
  size_t v14 = 110;
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v13;
  size_t v18 = v17 + v15;
  for (size_t i19 = v10; i19 < v11; i19 += v9) {
    size_t v20 = i19 * v14;
    size_t v21 = v18 + v20;
    ptrdiff_t v22 = (ptrdiff_t) v21;
    ptrdiff_t v23 = (ptrdiff_t) v12;
    bool v24 = v22 < v23;
    if (v24) {
      cb_ctarg_5.wait_front(v8);
      int32_t v25 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_50 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<5, 11>(), 1>();
      TensorAccessor v26 = TensorAccessor(tensor_accessor_args_50, v25, v7);
      ptrdiff_t v27 = (ptrdiff_t) cb_ctarg_5.get_read_ptr();
      size_t v28 = (size_t) v27;
      for (size_t j29 = v10; j29 < v3; j29 += v9) {
        size_t v30 = v21 * v3;
        size_t v31 = v30 + j29;
        size_t v32 = j29 * v4;
        size_t v33 = v28 + v32;
        ptrdiff_t v34 = (ptrdiff_t) v31;
        int32_t v35 = (int32_t) v34;
        ptrdiff_t v36 = (ptrdiff_t) v33;
        int32_t v37 = (int32_t) v36;
        noc_async_write_tile(v35, v26, v37);
      }
      noc_async_write_barrier();
      cb_ctarg_5.pop_front(v8);
      cb_ctarg_6.wait_front(v8);
      int32_t v38 = get_common_arg_val<uint32_t>(v10);
      auto tensor_accessor_args_61 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 11>(), 0>();
      TensorAccessor v39 = TensorAccessor(tensor_accessor_args_61, v38, v2);
      ptrdiff_t v40 = (ptrdiff_t) cb_ctarg_6.get_read_ptr();
      size_t v41 = (size_t) v40;
      for (size_t j42 = v10; j42 < v3; j42 += v9) {
        size_t v43 = v21 * v3;
        size_t v44 = v43 + j42;
        size_t v45 = j42 * v1;
        size_t v46 = v41 + v45;
        ptrdiff_t v47 = (ptrdiff_t) v44;
        int32_t v48 = (int32_t) v47;
        ptrdiff_t v49 = (ptrdiff_t) v46;
        int32_t v50 = (int32_t) v49;
        noc_async_write_tile(v48, v39, v50);
      }
      noc_async_write_barrier();
      cb_ctarg_6.pop_front(v8);
    }
  }
  return;
}

