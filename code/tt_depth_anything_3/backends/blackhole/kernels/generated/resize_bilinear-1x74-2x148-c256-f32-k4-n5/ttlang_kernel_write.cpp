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
  int32_t v5 = 20;
  size_t v6 = 0;
  size_t v7 = 5;
  size_t v8 = 1;
  size_t v9 = 4;
  size_t v10 = 2;
  size_t v11 = 11;
  size_t v12 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v13 = get_absolute_logical_x();
  size_t v14 = get_absolute_logical_y();
  size_t v15 = v14 * v11;
  size_t v16 = v15 + v13;
  ptrdiff_t v17 = (ptrdiff_t) v16;
  ptrdiff_t v18 = (ptrdiff_t) v12;
  bool v19 = v17 < v18;
  if (v19) {
    ptrdiff_t v20 = (ptrdiff_t) v16;
    ptrdiff_t v21 = (ptrdiff_t) v10;
    bool v22 = v20 < v21;
    if (v22) {
      size_t v23 = v16 * v7;
      for (size_t i24 = v6; i24 < v10; i24 += v8) {
        size_t v25 = i24 * v9;
        cb_ctarg_8.wait_front(v5);
        int32_t v26 = get_common_arg_val<uint32_t>(v6);
        auto tensor_accessor_args_48 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v27 = TensorAccessor(tensor_accessor_args_48, v26, v4);
        ptrdiff_t v28 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v29 = (size_t) v28;
        for (size_t j30 = v6; j30 < v7; j30 += v8) {
          for (size_t k31 = v6; k31 < v9; k31 += v8) {
            size_t v32 = v23 + j30;
            size_t v33 = v25 + k31;
            size_t v34 = v32 * v1;
            size_t v35 = v34 + v33;
            size_t v36 = j30 * v9;
            size_t v37 = v36 + k31;
            size_t v38 = v37 * v2;
            size_t v39 = v29 + v38;
            ptrdiff_t v40 = (ptrdiff_t) v35;
            int32_t v41 = (int32_t) v40;
            ptrdiff_t v42 = (ptrdiff_t) v39;
            int32_t v43 = (int32_t) v42;
            noc_async_write_tile(v41, v27, v43);
          }
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v5);
      }
    }
  }
  return;
}

