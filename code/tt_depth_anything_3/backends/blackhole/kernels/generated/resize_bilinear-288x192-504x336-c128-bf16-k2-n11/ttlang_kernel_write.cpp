// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4;
  size_t v2 = 2048;
  int32_t v3 = 0;
  int32_t v4 = 2048;
  int32_t v5 = 22;
  size_t v6 = 0;
  size_t v7 = 11;
  size_t v8 = 1;
  size_t v9 = 2;
  size_t v10 = 504;
  size_t v11 = 5;
  size_t v12 = 110;
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  size_t v13 = get_absolute_logical_x();
  size_t v14 = get_absolute_logical_y();
  size_t v15 = v14 * v7;
  size_t v16 = v15 + v13;
  ptrdiff_t v17 = (ptrdiff_t) v16;
  ptrdiff_t v18 = (ptrdiff_t) v12;
  bool v19 = v17 < v18;
  if (v19) {
    for (size_t i20 = v6; i20 < v11; i20 += v8) {
      size_t v21 = i20 * v12;
      size_t v22 = v16 + v21;
      ptrdiff_t v23 = (ptrdiff_t) v22;
      ptrdiff_t v24 = (ptrdiff_t) v10;
      bool v25 = v23 < v24;
      if (v25) {
        size_t v26 = v22 * v7;
        for (size_t j27 = v6; j27 < v9; j27 += v8) {
          size_t v28 = j27 * v9;
          cb_ctarg_8.wait_front(v5);
          int32_t v29 = get_common_arg_val<uint32_t>(v6);
          auto tensor_accessor_args_52 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v30 = TensorAccessor(tensor_accessor_args_52, v29, v4);
          ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v32 = (size_t) v31;
          for (size_t k33 = v6; k33 < v7; k33 += v8) {
            for (size_t l34 = v6; l34 < v9; l34 += v8) {
              size_t v35 = v26 + k33;
              size_t v36 = v28 + l34;
              size_t v37 = v35 * v1;
              size_t v38 = v37 + v36;
              size_t v39 = k33 * v9;
              size_t v40 = v39 + l34;
              size_t v41 = v40 * v2;
              size_t v42 = v32 + v41;
              ptrdiff_t v43 = (ptrdiff_t) v38;
              int32_t v44 = (int32_t) v43;
              ptrdiff_t v45 = (ptrdiff_t) v42;
              int32_t v46 = (int32_t) v45;
              noc_async_write_tile(v44, v30, v46);
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

