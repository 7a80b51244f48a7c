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
  size_t v12 = 148;
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
    for (size_t i21 = v6; i21 < v10; i21 += v8) {
      size_t v22 = i21 * v13;
      size_t v23 = v17 + v22;
      ptrdiff_t v24 = (ptrdiff_t) v23;
      ptrdiff_t v25 = (ptrdiff_t) v12;
      bool v26 = v24 < v25;
      if (v26) {
        size_t v27 = v23 / v10;
        size_t v28 = v27 * v7;
        size_t v29 = v23 % v10;
        size_t v30 = v29 * v9;
        cb_ctarg_8.wait_front(v5);
        int32_t v31 = get_common_arg_val<uint32_t>(v6);
        auto tensor_accessor_args_58 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
        TensorAccessor v32 = TensorAccessor(tensor_accessor_args_58, v31, v4);
        ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
        size_t v34 = (size_t) v33;
        for (size_t j35 = v6; j35 < v7; j35 += v8) {
          for (size_t k36 = v6; k36 < v9; k36 += v8) {
            size_t v37 = v28 + j35;
            size_t v38 = v30 + k36;
            size_t v39 = v37 * v1;
            size_t v40 = v39 + v38;
            size_t v41 = j35 * v9;
            size_t v42 = v41 + k36;
            size_t v43 = v42 * v2;
            size_t v44 = v34 + v43;
            ptrdiff_t v45 = (ptrdiff_t) v40;
            int32_t v46 = (int32_t) v45;
            ptrdiff_t v47 = (ptrdiff_t) v44;
            int32_t v48 = (int32_t) v47;
            noc_async_write_tile(v46, v32, v48);
          }
        }
        noc_async_write_barrier();
        cb_ctarg_8.pop_front(v5);
      }
    }
  }
  return;
}

