// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4096;
  int32_t v2 = 0;
  int32_t v3 = 4096;
  int32_t v4 = 7;
  size_t v5 = 0;
  size_t v6 = 4;
  size_t v7 = 17;
  size_t v8 = 7;
  size_t v9 = 3;
  size_t v10 = 1;
  size_t v11 = 8;
  size_t v12 = 11;
  size_t v13 = 520;
  size_t v14 = 15;
  size_t v15 = 36;
  size_t v16 = 2;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v12;
  size_t v20 = v19 + v17;
  size_t v21 = v20 % v9;
  size_t v22 = v20 / v9;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v15;
  bool v25 = v23 < v24;
  if (v25) {
    size_t v26 = v21 * v8;
    size_t v27 = v21 / v16;
    size_t v28 = v27 * v6;
    size_t v29 = v26 - v28;
    for (size_t i30 = v5; i30 < v14; i30 += v10) {
      size_t v31 = i30 * v15;
      size_t v32 = v22 + v31;
      ptrdiff_t v33 = (ptrdiff_t) v32;
      ptrdiff_t v34 = (ptrdiff_t) v13;
      bool v35 = v33 < v34;
      if (v35) {
        size_t v36 = v32 * v7;
        size_t v37 = v36 + v29;
        for (size_t j38 = v5; j38 < v11; j38 += v10) {
          cb_ctarg_8.wait_front(v4);
          int32_t v39 = get_common_arg_val<uint32_t>(v5);
          auto tensor_accessor_args_72 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v40 = TensorAccessor(tensor_accessor_args_72, v39, v3);
          ptrdiff_t v41 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v42 = (size_t) v41;
          for (size_t k43 = v5; k43 < v8; k43 += v10) {
            size_t v44 = v37 + k43;
            size_t v45 = v44 * v11;
            size_t v46 = v45 + j38;
            size_t v47 = k43 * v1;
            size_t v48 = v42 + v47;
            ptrdiff_t v49 = (ptrdiff_t) v46;
            int32_t v50 = (int32_t) v49;
            ptrdiff_t v51 = (ptrdiff_t) v48;
            int32_t v52 = (int32_t) v51;
            noc_async_write_tile(v50, v40, v52);
          }
          noc_async_write_barrier();
          cb_ctarg_8.pop_front(v4);
        }
      }
    }
  }
  return;
}

