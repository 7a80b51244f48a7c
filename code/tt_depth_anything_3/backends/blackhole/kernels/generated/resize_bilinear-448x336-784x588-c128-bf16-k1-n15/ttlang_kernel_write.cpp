// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 0;
  int32_t v3 = 2048;
  int32_t v4 = 15;
  size_t v5 = 0;
  size_t v6 = 19;
  size_t v7 = 15;
  size_t v8 = 2;
  size_t v9 = 1;
  size_t v10 = 4;
  size_t v11 = 11;
  size_t v12 = 784;
  size_t v13 = 55;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  size_t v16 = v15 * v11;
  size_t v17 = v16 + v14;
  size_t v18 = v17 % v8;
  size_t v19 = v17 / v8;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v13;
  bool v22 = v20 < v21;
  if (v22) {
    size_t v23 = v18 * v7;
    size_t v24 = v18 * v11;
    size_t v25 = v23 - v24;
    for (size_t i26 = v5; i26 < v7; i26 += v9) {
      size_t v27 = i26 * v13;
      size_t v28 = v19 + v27;
      ptrdiff_t v29 = (ptrdiff_t) v28;
      ptrdiff_t v30 = (ptrdiff_t) v12;
      bool v31 = v29 < v30;
      if (v31) {
        size_t v32 = v28 * v6;
        size_t v33 = v32 + v25;
        for (size_t j34 = v5; j34 < v10; j34 += v9) {
          cb_ctarg_8.wait_front(v4);
          int32_t v35 = get_common_arg_val<uint32_t>(v5);
          auto tensor_accessor_args_64 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v36 = TensorAccessor(tensor_accessor_args_64, v35, v3);
          ptrdiff_t v37 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v38 = (size_t) v37;
          for (size_t k39 = v5; k39 < v7; k39 += v9) {
            size_t v40 = v33 + k39;
            size_t v41 = v40 * v10;
            size_t v42 = v41 + j34;
            size_t v43 = k39 * v1;
            size_t v44 = v38 + v43;
            ptrdiff_t v45 = (ptrdiff_t) v42;
            int32_t v46 = (int32_t) v45;
            ptrdiff_t v47 = (ptrdiff_t) v44;
            int32_t v48 = (int32_t) v47;
            noc_async_write_tile(v46, v36, v48);
          }
          noc_async_write_barrier();
          cb_ctarg_8.pop_front(v4);
        }
      }
    }
  }
  return;
}

