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
  size_t v10 = 280;
  size_t v11 = 3;
  size_t v12 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v13 = get_absolute_logical_x();
  size_t v14 = get_absolute_logical_y();
  size_t v15 = v14 * v9;
  size_t v16 = v15 + v13;
  ptrdiff_t v17 = (ptrdiff_t) v16;
  ptrdiff_t v18 = (ptrdiff_t) v12;
  bool v19 = v17 < v18;
  if (v19) {
    for (size_t i20 = v5; i20 < v11; i20 += v7) {
      size_t v21 = i20 * v12;
      size_t v22 = v16 + v21;
      ptrdiff_t v23 = (ptrdiff_t) v22;
      ptrdiff_t v24 = (ptrdiff_t) v10;
      bool v25 = v23 < v24;
      if (v25) {
        size_t v26 = v22 * v6;
        for (size_t j27 = v5; j27 < v8; j27 += v7) {
          cb_ctarg_8.wait_front(v4);
          int32_t v28 = get_common_arg_val<uint32_t>(v5);
          auto tensor_accessor_args_50 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v29 = TensorAccessor(tensor_accessor_args_50, v28, v3);
          ptrdiff_t v30 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v31 = (size_t) v30;
          for (size_t k32 = v5; k32 < v6; k32 += v7) {
            size_t v33 = v26 + k32;
            size_t v34 = v33 * v8;
            size_t v35 = v34 + j27;
            size_t v36 = k32 * v1;
            size_t v37 = v31 + v36;
            ptrdiff_t v38 = (ptrdiff_t) v35;
            int32_t v39 = (int32_t) v38;
            ptrdiff_t v40 = (ptrdiff_t) v37;
            int32_t v41 = (int32_t) v40;
            noc_async_write_tile(v39, v29, v41);
          }
          noc_async_write_barrier();
          cb_ctarg_8.pop_front(v4);
        }
      }
    }
  }
  return;
}

