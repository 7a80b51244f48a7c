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
  int32_t v5 = 12;
  size_t v6 = 0;
  size_t v7 = 3;
  size_t v8 = 1;
  size_t v9 = 4;
  size_t v10 = 2;
  size_t v11 = 11;
  size_t v12 = 62;
  size_t v13 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  size_t v16 = v15 * v11;
  size_t v17 = v16 + v14;
  ptrdiff_t v18 = (ptrdiff_t) v17;
  ptrdiff_t v19 = (ptrdiff_t) v13;
  bool v20 = v18 < v19;
  if (v20) {
    ptrdiff_t v21 = (ptrdiff_t) v17;
    ptrdiff_t v22 = (ptrdiff_t) v12;
    bool v23 = v21 < v22;
    if (v23) {
      size_t v24 = v17 * v7;
      for (size_t i25 = v6; i25 < v10; i25 += v8) {
        size_t v26 = i25 * v9;
        cb_ctarg_8.wait_front(v5);
        int32_t v27 = get_common_arg_val<uint32_t>(v6);
        auto tensor_accessor_args_50 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v28 = TensorAccessor(tensor_accessor_args_50, v27, v4);
        ptrdiff_t v29 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v30 = (size_t) v29;
        for (size_t j31 = v6; j31 < v7; j31 += v8) {
          for (size_t k32 = v6; k32 < v9; k32 += v8) {
            size_t v33 = v24 + j31;
            size_t v34 = v26 + k32;
            size_t v35 = v33 * v1;
            size_t v36 = v35 + v34;
            size_t v37 = j31 * v9;
            size_t v38 = v37 + k32;
            size_t v39 = v38 * v2;
            size_t v40 = v30 + v39;
            ptrdiff_t v41 = (ptrdiff_t) v36;
            int32_t v42 = (int32_t) v41;
            ptrdiff_t v43 = (ptrdiff_t) v40;
            int32_t v44 = (int32_t) v43;
            noc_async_write_tile(v42, v28, v44);
          }
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v5);
      }
    }
  }
  return;
}

