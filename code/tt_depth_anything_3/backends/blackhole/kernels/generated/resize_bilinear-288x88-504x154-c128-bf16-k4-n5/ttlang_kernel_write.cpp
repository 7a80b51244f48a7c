// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 0;
  int32_t v3 = 2048;
  int32_t v4 = 20;
  size_t v5 = 0;
  size_t v6 = 5;
  size_t v7 = 1;
  size_t v8 = 4;
  size_t v9 = 11;
  size_t v10 = 504;
  size_t v11 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v12 = get_absolute_logical_x();
  size_t v13 = get_absolute_logical_y();
  size_t v14 = v13 * v9;
  size_t v15 = v14 + v12;
  ptrdiff_t v16 = (ptrdiff_t) v15;
  ptrdiff_t v17 = (ptrdiff_t) v11;
  bool v18 = v16 < v17;
  if (v18) {
    for (size_t i19 = v5; i19 < v6; i19 += v7) {
      size_t v20 = i19 * v11;
      size_t v21 = v15 + v20;
      ptrdiff_t v22 = (ptrdiff_t) v21;
      ptrdiff_t v23 = (ptrdiff_t) v10;
      bool v24 = v22 < v23;
      if (v24) {
        size_t v25 = v21 * v6;
        cb_ctarg_8.wait_front(v4);
        int32_t v26 = get_common_arg_val<uint32_t>(v5);
        auto tensor_accessor_args_48 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v27 = TensorAccessor(tensor_accessor_args_48, v26, v3);
        ptrdiff_t v28 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v29 = (size_t) v28;
        for (size_t j30 = v5; j30 < v6; j30 += v7) {
          for (size_t k31 = v5; k31 < v8; k31 += v7) {
            size_t v32 = v25 + j30;
            size_t v33 = v32 * v8;
            size_t v34 = v33 + k31;
            size_t v35 = j30 * v8;
            size_t v36 = v35 + k31;
            size_t v37 = v36 * v1;
            size_t v38 = v29 + v37;
            ptrdiff_t v39 = (ptrdiff_t) v34;
            int32_t v40 = (int32_t) v39;
            ptrdiff_t v41 = (ptrdiff_t) v38;
            int32_t v42 = (int32_t) v41;
            noc_async_write_tile(v40, v27, v42);
          }
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v4);
      }
    }
  }
  return;
}

