// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4096;
  int32_t v2 = 0;
  int32_t v3 = 4096;
  int32_t v4 = 6;
  size_t v5 = 0;
  size_t v6 = 5;
  size_t v7 = 19;
  size_t v8 = 6;
  size_t v9 = 4;
  size_t v10 = 1;
  size_t v11 = 8;
  size_t v12 = 11;
  size_t v13 = 27;
  size_t v14 = 3;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v12;
  size_t v18 = v17 + v15;
  size_t v19 = v18 % v9;
  size_t v20 = v18 / v9;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v13;
  bool v23 = v21 < v22;
  if (v23) {
    size_t v24 = v19 * v8;
    size_t v25 = v19 / v14;
    size_t v26 = v25 * v6;
    size_t v27 = v24 - v26;
    ptrdiff_t v28 = (ptrdiff_t) v20;
    ptrdiff_t v29 = (ptrdiff_t) v11;
    bool v30 = v28 < v29;
    if (v30) {
      size_t v31 = v20 * v7;
      size_t v32 = v31 + v27;
      for (size_t i33 = v5; i33 < v11; i33 += v10) {
        cb_ctarg_8.wait_front(v4);
        int32_t v34 = get_common_arg_val<uint32_t>(v5);
        auto tensor_accessor_args_64 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v35 = TensorAccessor(tensor_accessor_args_64, v34, v3);
        ptrdiff_t v36 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v37 = (size_t) v36;
        for (size_t j38 = v5; j38 < v8; j38 += v10) {
          size_t v39 = v32 + j38;
          size_t v40 = v39 * v11;
          size_t v41 = v40 + i33;
          size_t v42 = j38 * v1;
          size_t v43 = v37 + v42;
          ptrdiff_t v44 = (ptrdiff_t) v41;
          int32_t v45 = (int32_t) v44;
          ptrdiff_t v46 = (ptrdiff_t) v43;
          int32_t v47 = (int32_t) v46;
          noc_async_write_tile(v45, v35, v47);
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v4);
      }
    }
  }
  return;
}

