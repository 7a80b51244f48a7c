// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4096;
  int32_t v2 = 0;
  int32_t v3 = 4096;
  int32_t v4 = 10;
  size_t v5 = 0;
  size_t v6 = 10;
  size_t v7 = 1;
  size_t v8 = 8;
  size_t v9 = 11;
  size_t v10 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v11 = get_absolute_logical_x();
  size_t v12 = get_absolute_logical_y();
  size_t v13 = v12 * v9;
  size_t v14 = v13 + v11;
  ptrdiff_t v15 = (ptrdiff_t) v14;
  ptrdiff_t v16 = (ptrdiff_t) v10;
  bool v17 = v15 < v16;
  if (v17) {
    ptrdiff_t v18 = (ptrdiff_t) v14;
    ptrdiff_t v19 = (ptrdiff_t) v8;
    bool v20 = v18 < v19;
    if (v20) {
      size_t v21 = v14 * v6;
      for (size_t i22 = v5; i22 < v8; i22 += v7) {
        cb_ctarg_8.wait_front(v4);
        int32_t v23 = get_common_arg_val<uint32_t>(v5);
        auto tensor_accessor_args_42 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v24 = TensorAccessor(tensor_accessor_args_42, v23, v3);
        ptrdiff_t v25 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v26 = (size_t) v25;
        for (size_t j27 = v5; j27 < v6; j27 += v7) {
          size_t v28 = v21 + j27;
          size_t v29 = v28 * v8;
          size_t v30 = v29 + i22;
          size_t v31 = j27 * v1;
          size_t v32 = v26 + v31;
          ptrdiff_t v33 = (ptrdiff_t) v30;
          int32_t v34 = (int32_t) v33;
          ptrdiff_t v35 = (ptrdiff_t) v32;
          int32_t v36 = (int32_t) v35;
          noc_async_write_tile(v34, v24, v36);
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v4);
      }
    }
  }
  return;
}

