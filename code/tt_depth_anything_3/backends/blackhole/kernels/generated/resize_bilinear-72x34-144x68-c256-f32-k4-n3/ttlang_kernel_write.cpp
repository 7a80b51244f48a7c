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
  size_t v12 = 144;
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
        size_t v27 = v23 * v7;
        for (size_t j28 = v6; j28 < v10; j28 += v8) {
          size_t v29 = j28 * v9;
          cb_ctarg_8.wait_front(v5);
          int32_t v30 = get_common_arg_val<uint32_t>(v6);
          auto tensor_accessor_args_54 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 9>(), 0>();
          TensorAccessor v31 = TensorAccessor(tensor_accessor_args_54, v30, v4);
          ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_8.get_read_ptr();
          size_t v33 = (size_t) v32;
          for (size_t k34 = v6; k34 < v7; k34 += v8) {
            for (size_t l35 = v6; l35 < v9; l35 += v8) {
              size_t v36 = v27 + k34;
              size_t v37 = v29 + l35;
              size_t v38 = v36 * v1;
              size_t v39 = v38 + v37;
              size_t v40 = k34 * v9;
              size_t v41 = v40 + l35;
              size_t v42 = v41 * v2;
              size_t v43 = v33 + v42;
              ptrdiff_t v44 = (ptrdiff_t) v39;
              int32_t v45 = (int32_t) v44;
              ptrdiff_t v46 = (ptrdiff_t) v43;
              int32_t v47 = (int32_t) v46;
              noc_async_write_tile(v45, v31, v47);
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

