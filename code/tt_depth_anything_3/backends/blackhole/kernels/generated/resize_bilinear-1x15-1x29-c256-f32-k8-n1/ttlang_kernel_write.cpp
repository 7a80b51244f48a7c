// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4096;
  int32_t v2 = 0;
  int32_t v3 = 4096;
  int32_t v4 = 8;
  size_t v5 = 0;
  size_t v6 = 1;
  size_t v7 = 8;
  size_t v8 = 11;
  size_t v9 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v10 = get_absolute_logical_x();
  size_t v11 = get_absolute_logical_y();
  size_t v12 = v11 * v8;
  size_t v13 = v12 + v10;
  ptrdiff_t v14 = (ptrdiff_t) v13;
  ptrdiff_t v15 = (ptrdiff_t) v9;
  bool v16 = v14 < v15;
  if (v16) {
    ptrdiff_t v17 = (ptrdiff_t) v13;
    ptrdiff_t v18 = (ptrdiff_t) v6;
    bool v19 = v17 < v18;
    if (v19) {
      cb_ctarg_8.wait_front(v4);
      int32_t v20 = get_common_arg_val<uint32_t>(v5);
      auto tensor_accessor_args_38 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
      TensorAccessor v21 = TensorAccessor(tensor_accessor_args_38, v20, v3);
      ptrdiff_t v22 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
      size_t v23 = (size_t) v22;
      for (size_t i24 = v5; i24 < v7; i24 += v6) {
        size_t v25 = v13 * v7;
        size_t v26 = v25 + i24;
        size_t v27 = i24 * v1;
        size_t v28 = v23 + v27;
        ptrdiff_t v29 = (ptrdiff_t) v26;
        int32_t v30 = (int32_t) v29;
        ptrdiff_t v31 = (ptrdiff_t) v28;
        int32_t v32 = (int32_t) v31;
        noc_async_write_tile(v30, v21, v32);
      }
      noc_async_write_barrier();
      cb_ctarg_8.pop_front(v4);
    }
  }
  return;
}

