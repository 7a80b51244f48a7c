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
  size_t v12 = 260;
  size_t v13 = 3;
  size_t v14 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v11;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v14;
  bool v21 = v19 < v20;
  if (v21) {
    for (size_t i22 = v6; i22 < v13; i22 += v8) {
      size_t v23 = i22 * v14;
      size_t v24 = v18 + v23;
      ptrdiff_t v25 = (ptrdiff_t) v24;
      ptrdiff_t v26 = (ptrdiff_t) v12;
      bool v27 = v25 < v26;
      if (v27) {
        size_t v28 = v24 * v7;
        for (size_t j29 = v6; j29 < v10; j29 += v8) {
          size_t v30 = j29 * v9;
          cb_ctarg_8.wait_front(v5);
          int32_t v31 = get_common_arg_val<uint32_t>(v6);
          auto tensor_accessor_args_56 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v32 = TensorAccessor(tensor_accessor_args_56, v31, v4);
          ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v34 = (size_t) v33;
          for (size_t k35 = v6; k35 < v7; k35 += v8) {
            for (size_t l36 = v6; l36 < v9; l36 += v8) {
              size_t v37 = v28 + k35;
              size_t v38 = v30 + l36;
              size_t v39 = v37 * v1;
              size_t v40 = v39 + v38;
              size_t v41 = k35 * v9;
              size_t v42 = v41 + l36;
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
  }
  return;
}

