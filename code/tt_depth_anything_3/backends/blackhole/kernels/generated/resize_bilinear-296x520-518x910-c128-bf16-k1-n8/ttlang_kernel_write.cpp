// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 0;
  int32_t v3 = 2048;
  int32_t v4 = 8;
  size_t v5 = 0;
  size_t v6 = 29;
  size_t v7 = 8;
  size_t v8 = 4;
  size_t v9 = 1;
  size_t v10 = 11;
  size_t v11 = 518;
  size_t v12 = 20;
  size_t v13 = 27;
  size_t v14 = 3;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v10;
  size_t v18 = v17 + v15;
  size_t v19 = v18 % v8;
  size_t v20 = v18 / v8;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v13;
  bool v23 = v21 < v22;
  if (v23) {
    size_t v24 = v19 * v7;
    size_t v25 = v19 / v14;
    size_t v26 = v25 * v14;
    size_t v27 = v24 - v26;
    for (size_t i28 = v5; i28 < v12; i28 += v9) {
      size_t v29 = i28 * v13;
      size_t v30 = v20 + v29;
      ptrdiff_t v31 = (ptrdiff_t) v30;
      ptrdiff_t v32 = (ptrdiff_t) v11;
      bool v33 = v31 < v32;
      if (v33) {
        size_t v34 = v30 * v6;
        size_t v35 = v34 + v27;
        for (size_t j36 = v5; j36 < v8; j36 += v9) {
          cb_ctarg_8.wait_front(v4);
          int32_t v37 = get_common_arg_val<uint32_t>(v5);
          auto tensor_accessor_args_68 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v38 = TensorAccessor(tensor_accessor_args_68, v37, v3);
          ptrdiff_t v39 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v40 = (size_t) v39;
          for (size_t k41 = v5; k41 < v7; k41 += v9) {
            size_t v42 = v35 + k41;
            size_t v43 = v42 * v8;
            size_t v44 = v43 + j36;
            size_t v45 = k41 * v1;
            size_t v46 = v40 + v45;
            ptrdiff_t v47 = (ptrdiff_t) v44;
            int32_t v48 = (int32_t) v47;
            ptrdiff_t v49 = (ptrdiff_t) v46;
            int32_t v50 = (int32_t) v49;
            noc_async_write_tile(v48, v38, v50);
          }
          noc_async_write_barrier();
          cb_ctarg_8.pop_front(v4);
        }
      }
    }
  }
  return;
}

