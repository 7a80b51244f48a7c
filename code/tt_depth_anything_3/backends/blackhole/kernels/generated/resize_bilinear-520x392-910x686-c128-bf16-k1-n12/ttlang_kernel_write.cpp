// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 0;
  int32_t v3 = 2048;
  int32_t v4 = 12;
  size_t v5 = 0;
  size_t v6 = 22;
  size_t v7 = 12;
  size_t v8 = 2;
  size_t v9 = 1;
  size_t v10 = 4;
  size_t v11 = 11;
  size_t v12 = 910;
  size_t v13 = 17;
  size_t v14 = 55;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v11;
  size_t v18 = v17 + v15;
  size_t v19 = v18 % v8;
  size_t v20 = v18 / v8;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v14;
  bool v23 = v21 < v22;
  if (v23) {
    size_t v24 = v19 * v7;
    size_t v25 = v19 * v8;
    size_t v26 = v24 - v25;
    for (size_t i27 = v5; i27 < v13; i27 += v9) {
      size_t v28 = i27 * v14;
      size_t v29 = v20 + v28;
      ptrdiff_t v30 = (ptrdiff_t) v29;
      ptrdiff_t v31 = (ptrdiff_t) v12;
      bool v32 = v30 < v31;
      if (v32) {
        size_t v33 = v29 * v6;
        size_t v34 = v33 + v26;
        for (size_t j35 = v5; j35 < v10; j35 += v9) {
          cb_ctarg_8.wait_front(v4);
          int32_t v36 = get_common_arg_val<uint32_t>(v5);
          auto tensor_accessor_args_66 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v37 = TensorAccessor(tensor_accessor_args_66, v36, v3);
          ptrdiff_t v38 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v39 = (size_t) v38;
          for (size_t k40 = v5; k40 < v7; k40 += v9) {
            size_t v41 = v34 + k40;
            size_t v42 = v41 * v10;
            size_t v43 = v42 + j35;
            size_t v44 = k40 * v1;
            size_t v45 = v39 + v44;
            ptrdiff_t v46 = (ptrdiff_t) v43;
            int32_t v47 = (int32_t) v46;
            ptrdiff_t v48 = (ptrdiff_t) v45;
            int32_t v49 = (int32_t) v48;
            noc_async_write_tile(v47, v37, v49);
          }
          noc_async_write_barrier();
          cb_ctarg_8.pop_front(v4);
        }
      }
    }
  }
  return;
}

