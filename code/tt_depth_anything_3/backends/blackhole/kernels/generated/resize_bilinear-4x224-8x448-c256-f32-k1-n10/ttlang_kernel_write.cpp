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
  size_t v6 = 6;
  size_t v7 = 14;
  size_t v8 = 10;
  size_t v9 = 2;
  size_t v10 = 1;
  size_t v11 = 8;
  size_t v12 = 11;
  size_t v13 = 55;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  size_t v16 = v15 * v12;
  size_t v17 = v16 + v14;
  size_t v18 = v17 % v9;
  size_t v19 = v17 / v9;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v13;
  bool v22 = v20 < v21;
  if (v22) {
    size_t v23 = v18 * v8;
    size_t v24 = v18 * v6;
    size_t v25 = v23 - v24;
    ptrdiff_t v26 = (ptrdiff_t) v19;
    ptrdiff_t v27 = (ptrdiff_t) v11;
    bool v28 = v26 < v27;
    if (v28) {
      size_t v29 = v19 * v7;
      size_t v30 = v29 + v25;
      for (size_t i31 = v5; i31 < v11; i31 += v10) {
        cb_ctarg_8.wait_front(v4);
        int32_t v32 = get_common_arg_val<uint32_t>(v5);
        auto tensor_accessor_args_60 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v33 = TensorAccessor(tensor_accessor_args_60, v32, v3);
        ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v35 = (size_t) v34;
        for (size_t j36 = v5; j36 < v8; j36 += v10) {
          size_t v37 = v30 + j36;
          size_t v38 = v37 * v11;
          size_t v39 = v38 + i31;
          size_t v40 = j36 * v1;
          size_t v41 = v35 + v40;
          ptrdiff_t v42 = (ptrdiff_t) v39;
          int32_t v43 = (int32_t) v42;
          ptrdiff_t v44 = (ptrdiff_t) v41;
          int32_t v45 = (int32_t) v44;
          noc_async_write_tile(v43, v33, v45);
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v4);
      }
    }
  }
  return;
}

