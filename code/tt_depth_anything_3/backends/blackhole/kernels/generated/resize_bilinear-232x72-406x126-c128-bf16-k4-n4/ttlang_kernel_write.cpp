// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 0;
  int32_t v3 = 2048;
  int32_t v4 = 16;
  size_t v5 = 0;
  size_t v6 = 4;
  size_t v7 = 1;
  size_t v8 = 11;
  size_t v9 = 406;
  size_t v10 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v11 = get_absolute_logical_x();
  size_t v12 = get_absolute_logical_y();
  size_t v13 = v12 * v8;
  size_t v14 = v13 + v11;
  ptrdiff_t v15 = (ptrdiff_t) v14;
  ptrdiff_t v16 = (ptrdiff_t) v10;
  bool v17 = v15 < v16;
  if (v17) {
    for (size_t i18 = v5; i18 < v6; i18 += v7) {
      size_t v19 = i18 * v10;
      size_t v20 = v14 + v19;
      ptrdiff_t v21 = (ptrdiff_t) v20;
      ptrdiff_t v22 = (ptrdiff_t) v9;
      bool v23 = v21 < v22;
      if (v23) {
        size_t v24 = v20 * v6;
        cb_ctarg_8.wait_front(v4);
        int32_t v25 = get_common_arg_val<uint32_t>(v5);
        auto tensor_accessor_args_46 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v26 = TensorAccessor(tensor_accessor_args_46, v25, v3);
        ptrdiff_t v27 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v28 = (size_t) v27;
        for (size_t j29 = v5; j29 < v6; j29 += v7) {
          for (size_t k30 = v5; k30 < v6; k30 += v7) {
            size_t v31 = v24 + j29;
            size_t v32 = v31 * v6;
            size_t v33 = v32 + k30;
            size_t v34 = j29 * v6;
            size_t v35 = v34 + k30;
            size_t v36 = v35 * v1;
            size_t v37 = v28 + v36;
            ptrdiff_t v38 = (ptrdiff_t) v33;
            int32_t v39 = (int32_t) v38;
            ptrdiff_t v40 = (ptrdiff_t) v37;
            int32_t v41 = (int32_t) v40;
            noc_async_write_tile(v39, v26, v41);
          }
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v4);
      }
    }
  }
  return;
}

