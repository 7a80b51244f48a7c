// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 0;
  int32_t v3 = 2048;
  int32_t v4 = 11;
  size_t v5 = 0;
  size_t v6 = 8;
  size_t v7 = 25;
  size_t v8 = 11;
  size_t v9 = 3;
  size_t v10 = 1;
  size_t v11 = 4;
  size_t v12 = 1036;
  size_t v13 = 29;
  size_t v14 = 36;
  size_t v15 = 2;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v8;
  size_t v19 = v18 + v16;
  size_t v20 = v19 % v9;
  size_t v21 = v19 / v9;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v14;
  bool v24 = v22 < v23;
  if (v24) {
    size_t v25 = v20 * v8;
    size_t v26 = v20 / v15;
    size_t v27 = v26 * v6;
    size_t v28 = v25 - v27;
    for (size_t i29 = v5; i29 < v13; i29 += v10) {
      size_t v30 = i29 * v14;
      size_t v31 = v21 + v30;
      ptrdiff_t v32 = (ptrdiff_t) v31;
      ptrdiff_t v33 = (ptrdiff_t) v12;
      bool v34 = v32 < v33;
      if (v34) {
        size_t v35 = v31 * v7;
        size_t v36 = v35 + v28;
        for (size_t j37 = v5; j37 < v11; j37 += v10) {
          cb_ctarg_8.wait_front(v4);
          int32_t v38 = get_common_arg_val<uint32_t>(v5);
          auto tensor_accessor_args_70 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v39 = TensorAccessor(tensor_accessor_args_70, v38, v3);
          ptrdiff_t v40 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v41 = (size_t) v40;
          for (size_t k42 = v5; k42 < v8; k42 += v10) {
            size_t v43 = v36 + k42;
            size_t v44 = v43 * v11;
            size_t v45 = v44 + j37;
            size_t v46 = k42 * v1;
            size_t v47 = v41 + v46;
            ptrdiff_t v48 = (ptrdiff_t) v45;
            int32_t v49 = (int32_t) v48;
            ptrdiff_t v50 = (ptrdiff_t) v47;
            int32_t v51 = (int32_t) v50;
            noc_async_write_tile(v49, v39, v51);
          }
          noc_async_write_barrier();
          cb_ctarg_8.pop_front(v4);
        }
      }
    }
  }
  return;
}

