// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4096;
  int32_t v2 = 0;
  int32_t v3 = 4096;
  int32_t v4 = 10;
  size_t v5 = 0;
  size_t v6 = 6;
  size_t v7 = 14;
  size_t v8 = 10;
  size_t v9 = 2;
  size_t v10 = 1;
  size_t v11 = 8;
  size_t v12 = 11;
  size_t v13 = 336;
  size_t v14 = 7;
  size_t v15 = 55;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v12;
  size_t v19 = v18 + v16;
  size_t v20 = v19 % v9;
  size_t v21 = v19 / v9;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v15;
  bool v24 = v22 < v23;
  if (v24) {
    size_t v25 = v20 * v8;
    size_t v26 = v20 * v6;
    size_t v27 = v25 - v26;
    for (size_t i28 = v5; i28 < v14; i28 += v10) {
      size_t v29 = i28 * v15;
      size_t v30 = v21 + v29;
      ptrdiff_t v31 = (ptrdiff_t) v30;
      ptrdiff_t v32 = (ptrdiff_t) v13;
      bool v33 = v31 < v32;
      if (v33) {
        size_t v34 = v30 * v7;
        size_t v35 = v34 + v27;
        for (size_t j36 = v5; j36 < v11; j36 += v10) {
          cb_ctarg_8.wait_front(v4);
          int32_t v37 = get_common_arg_val<uint32_t>(v5);
          auto tensor_accessor_args_68 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v38 = TensorAccessor(tensor_accessor_args_68, v37, v3);
          ptrdiff_t v39 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v40 = (size_t) v39;
          for (size_t k41 = v5; k41 < v8; k41 += v10) {
            size_t v42 = v35 + k41;
            size_t v43 = v42 * v11;
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

