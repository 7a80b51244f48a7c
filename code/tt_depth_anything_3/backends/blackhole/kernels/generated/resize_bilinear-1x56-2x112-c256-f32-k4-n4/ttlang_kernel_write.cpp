// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  size_t v2 = 4096;
  int32_t v3 = 0;
  int32_t v4 = 4096;
  int32_t v5 = 16;
  size_t v6 = 0;
  size_t v7 = 4;
  size_t v8 = 1;
  size_t v9 = 2;
  size_t v10 = 11;
  size_t v11 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v12 = get_absolute_logical_x();
  size_t v13 = get_absolute_logical_y();
  size_t v14 = v13 * v10;
  size_t v15 = v14 + v12;
  ptrdiff_t v16 = (ptrdiff_t) v15;
  ptrdiff_t v17 = (ptrdiff_t) v11;
  bool v18 = v16 < v17;
  if (v18) {
    ptrdiff_t v19 = (ptrdiff_t) v15;
    ptrdiff_t v20 = (ptrdiff_t) v9;
    bool v21 = v19 < v20;
    if (v21) {
      size_t v22 = v15 * v7;
      for (size_t i23 = v6; i23 < v9; i23 += v8) {
        size_t v24 = i23 * v7;
        cb_ctarg_8.wait_front(v5);
        int32_t v25 = get_common_arg_val<uint32_t>(v6);
        auto tensor_accessor_args_46 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v26 = TensorAccessor(tensor_accessor_args_46, v25, v4);
        ptrdiff_t v27 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v28 = (size_t) v27;
        for (size_t j29 = v6; j29 < v7; j29 += v8) {
          for (size_t k30 = v6; k30 < v7; k30 += v8) {
            size_t v31 = v22 + j29;
            size_t v32 = v24 + k30;
            size_t v33 = v31 * v1;
            size_t v34 = v33 + v32;
            size_t v35 = j29 * v7;
            size_t v36 = v35 + k30;
            size_t v37 = v36 * v2;
            size_t v38 = v28 + v37;
            ptrdiff_t v39 = (ptrdiff_t) v34;
            int32_t v40 = (int32_t) v39;
            ptrdiff_t v41 = (ptrdiff_t) v38;
            int32_t v42 = (int32_t) v41;
            noc_async_write_tile(v40, v26, v42);
          }
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v5);
      }
    }
  }
  return;
}

