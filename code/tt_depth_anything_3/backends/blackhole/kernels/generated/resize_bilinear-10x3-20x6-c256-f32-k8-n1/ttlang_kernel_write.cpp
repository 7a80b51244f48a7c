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
  size_t v9 = 20;
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
    ptrdiff_t v18 = (ptrdiff_t) v14;
    ptrdiff_t v19 = (ptrdiff_t) v9;
    bool v20 = v18 < v19;
    if (v20) {
      cb_ctarg_8.wait_front(v4);
      int32_t v21 = get_common_arg_val<uint32_t>(v5);
      auto tensor_accessor_args_40 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
      TensorAccessor v22 = TensorAccessor(tensor_accessor_args_40, v21, v3);
      ptrdiff_t v23 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
      size_t v24 = (size_t) v23;
      for (size_t i25 = v5; i25 < v7; i25 += v6) {
        size_t v26 = v14 * v7;
        size_t v27 = v26 + i25;
        size_t v28 = i25 * v1;
        size_t v29 = v24 + v28;
        ptrdiff_t v30 = (ptrdiff_t) v27;
        int32_t v31 = (int32_t) v30;
        ptrdiff_t v32 = (ptrdiff_t) v29;
        int32_t v33 = (int32_t) v32;
        noc_async_write_tile(v31, v22, v33);
      }
      noc_async_write_barrier();
      cb_ctarg_8.pop_front(v4);
    }
  }
  return;
}

