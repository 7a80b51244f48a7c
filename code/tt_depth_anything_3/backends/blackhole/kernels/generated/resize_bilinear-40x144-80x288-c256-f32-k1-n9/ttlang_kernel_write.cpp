// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4096;
  int32_t v2 = 0;
  int32_t v3 = 4096;
  int32_t v4 = 9;
  size_t v5 = 0;
  size_t v6 = 9;
  size_t v7 = 1;
  size_t v8 = 8;
  size_t v9 = 11;
  size_t v10 = 80;
  size_t v11 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v12 = get_absolute_logical_x();
  size_t v13 = get_absolute_logical_y();
  size_t v14 = v13 * v9;
  size_t v15 = v14 + v12;
  ptrdiff_t v16 = (ptrdiff_t) v15;
  ptrdiff_t v17 = (ptrdiff_t) v11;
  bool v18 = v16 < v17;
  if (v18) {
    ptrdiff_t v19 = (ptrdiff_t) v15;
    ptrdiff_t v20 = (ptrdiff_t) v10;
    bool v21 = v19 < v20;
    if (v21) {
      size_t v22 = v15 * v6;
      for (size_t i23 = v5; i23 < v8; i23 += v7) {
        cb_ctarg_8.wait_front(v4);
        int32_t v24 = get_common_arg_val<uint32_t>(v5);
        auto tensor_accessor_args_44 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v25 = TensorAccessor(tensor_accessor_args_44, v24, v3);
        ptrdiff_t v26 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v27 = (size_t) v26;
        for (size_t j28 = v5; j28 < v6; j28 += v7) {
          size_t v29 = v22 + j28;
          size_t v30 = v29 * v8;
          size_t v31 = v30 + i23;
          size_t v32 = j28 * v1;
          size_t v33 = v27 + v32;
          ptrdiff_t v34 = (ptrdiff_t) v31;
          int32_t v35 = (int32_t) v34;
          ptrdiff_t v36 = (ptrdiff_t) v33;
          int32_t v37 = (int32_t) v36;
          noc_async_write_tile(v35, v25, v37);
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v4);
      }
    }
  }
  return;
}

