// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 0;
  int32_t v3 = 2048;
  int32_t v4 = 32;
  size_t v5 = 0;
  size_t v6 = 8;
  size_t v7 = 1;
  size_t v8 = 4;
  size_t v9 = 11;
  size_t v10 = 504;
  size_t v11 = 5;
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
        cb_ctarg_8.wait_front(v4);
        int32_t v27 = get_common_arg_val<uint32_t>(v5);
        auto tensor_accessor_args_50 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v28 = TensorAccessor(tensor_accessor_args_50, v27, v3);
        ptrdiff_t v29 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v30 = (size_t) v29;
        for (size_t j31 = v5; j31 < v6; j31 += v7) {
          for (size_t k32 = v5; k32 < v8; k32 += v7) {
            size_t v33 = v26 + j31;
            size_t v34 = v33 * v8;
            size_t v35 = v34 + k32;
            size_t v36 = j31 * v8;
            size_t v37 = v36 + k32;
            size_t v38 = v37 * v1;
            size_t v39 = v30 + v38;
            ptrdiff_t v40 = (ptrdiff_t) v35;
            int32_t v41 = (int32_t) v40;
            ptrdiff_t v42 = (ptrdiff_t) v39;
            int32_t v43 = (int32_t) v42;
            noc_async_write_tile(v41, v28, v43);
          }
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v4);
      }
    }
  }
  return;
}

