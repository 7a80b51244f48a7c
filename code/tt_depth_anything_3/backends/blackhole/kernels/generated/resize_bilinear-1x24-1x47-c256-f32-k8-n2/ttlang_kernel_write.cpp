// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4096;
  int32_t v2 = 0;
  int32_t v3 = 4096;
  int32_t v4 = 16;
  size_t v5 = 0;
  size_t v6 = 2;
  size_t v7 = 1;
  size_t v8 = 8;
  size_t v9 = 11;
  size_t v10 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v11 = get_absolute_logical_x();
  size_t v12 = get_absolute_logical_y();
  size_t v13 = v12 * v9;
  size_t v14 = v13 + v11;
  ptrdiff_t v15 = (ptrdiff_t) v14;
  ptrdiff_t v16 = (ptrdiff_t) v10;
  bool v17 = v15 < v16;
  if (v17) {
    ptrdiff_t v18 = (ptrdiff_t) v14;
    ptrdiff_t v19 = (ptrdiff_t) v7;
    bool v20 = v18 < v19;
    if (v20) {
      size_t v21 = v14 * v6;
      cb_ctarg_8.wait_front(v4);
      int32_t v22 = get_common_arg_val<uint32_t>(v5);
      auto tensor_accessor_args_42 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
      TensorAccessor v23 = TensorAccessor(tensor_accessor_args_42, v22, v3);
      ptrdiff_t v24 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
      size_t v25 = (size_t) v24;
      for (size_t i26 = v5; i26 < v6; i26 += v7) {
        for (size_t j27 = v5; j27 < v8; j27 += v7) {
          size_t v28 = v21 + i26;
          size_t v29 = v28 * v8;
          size_t v30 = v29 + j27;
          size_t v31 = i26 * v8;
          size_t v32 = v31 + j27;
          size_t v33 = v32 * v1;
          size_t v34 = v25 + v33;
          ptrdiff_t v35 = (ptrdiff_t) v30;
          int32_t v36 = (int32_t) v35;
          ptrdiff_t v37 = (ptrdiff_t) v34;
          int32_t v38 = (int32_t) v37;
          noc_async_write_tile(v36, v23, v38);
        }
      }
      noc_async_write_barrier();
      cb_ctarg_8.pop_front(v4);
    }
  }
  return;
}

