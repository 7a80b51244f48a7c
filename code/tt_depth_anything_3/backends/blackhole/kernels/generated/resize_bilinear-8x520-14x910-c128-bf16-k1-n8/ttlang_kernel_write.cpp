// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 0;
  int32_t v3 = 2048;
  int32_t v4 = 8;
  size_t v5 = 0;
  size_t v6 = 29;
  size_t v7 = 8;
  size_t v8 = 4;
  size_t v9 = 1;
  size_t v10 = 11;
  size_t v11 = 14;
  size_t v12 = 27;
  size_t v13 = 3;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  size_t v16 = v15 * v10;
  size_t v17 = v16 + v14;
  size_t v18 = v17 % v8;
  size_t v19 = v17 / v8;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v12;
  bool v22 = v20 < v21;
  if (v22) {
    size_t v23 = v18 * v7;
    size_t v24 = v18 / v13;
    size_t v25 = v24 * v13;
    size_t v26 = v23 - v25;
    ptrdiff_t v27 = (ptrdiff_t) v19;
    ptrdiff_t v28 = (ptrdiff_t) v11;
    bool v29 = v27 < v28;
    if (v29) {
      size_t v30 = v19 * v6;
      size_t v31 = v30 + v26;
      for (size_t i32 = v5; i32 < v8; i32 += v9) {
        cb_ctarg_8.wait_front(v4);
        int32_t v33 = get_common_arg_val<uint32_t>(v5);
        auto tensor_accessor_args_62 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v34 = TensorAccessor(tensor_accessor_args_62, v33, v3);
        ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v36 = (size_t) v35;
        for (size_t j37 = v5; j37 < v7; j37 += v9) {
          size_t v38 = v31 + j37;
          size_t v39 = v38 * v8;
          size_t v40 = v39 + i32;
          size_t v41 = j37 * v1;
          size_t v42 = v36 + v41;
          ptrdiff_t v43 = (ptrdiff_t) v40;
          int32_t v44 = (int32_t) v43;
          ptrdiff_t v45 = (ptrdiff_t) v42;
          int32_t v46 = (int32_t) v45;
          noc_async_write_tile(v44, v34, v46);
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v4);
      }
    }
  }
  return;
}

