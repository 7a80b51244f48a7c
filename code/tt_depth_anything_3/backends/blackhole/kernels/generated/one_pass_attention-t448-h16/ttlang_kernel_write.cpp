// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 4096;
  size_t v2 = 32;
  size_t v3 = 2048;
  int32_t v4 = 1;
  int32_t v5 = 0;
  int32_t v6 = 2048;
  int32_t v7 = 4;
  size_t v8 = 3;
  size_t v9 = 1;
  size_t v10 = 7;
  size_t v11 = 0;
  size_t v12 = 110;
  size_t v13 = 112;
  size_t v14 = 2;
  size_t v15 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v15;
  size_t v19 = v18 + v16;
  for (size_t i20 = v11; i20 < v14; i20 += v9) {
    size_t v21 = i20 * v12;
    size_t v22 = v19 + v21;
    ptrdiff_t v23 = (ptrdiff_t) v22;
    ptrdiff_t v24 = (ptrdiff_t) v13;
    bool v25 = v23 < v24;
    if (v25) {
      size_t v26 = v22 / v10;
      size_t v27 = v22 % v10;
      size_t v28 = v27 * v14;
      size_t v29 = v26 * v14;
      cb_ctarg_27.wait_front(v7);
      int32_t v30 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_68 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
      TensorAccessor v31 = TensorAccessor(tensor_accessor_args_68, v30, v6);
      ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
      size_t v33 = (size_t) v32;
      for (size_t j34 = v11; j34 < v14; j34 += v9) {
        for (size_t k35 = v11; k35 < v14; k35 += v9) {
          size_t v36 = v28 + j34;
          size_t v37 = v29 + k35;
          size_t v38 = v36 * v2;
          size_t v39 = v38 + v37;
          size_t v40 = j34 * v14;
          size_t v41 = v40 + k35;
          size_t v42 = v41 * v3;
          size_t v43 = v33 + v42;
          ptrdiff_t v44 = (ptrdiff_t) v39;
          int32_t v45 = (int32_t) v44;
          ptrdiff_t v46 = (ptrdiff_t) v43;
          int32_t v47 = (int32_t) v46;
          noc_async_write_tile(v45, v31, v47);
        }
      }
      noc_async_write_barrier();
      cb_ctarg_27.pop_front(v7);
    }
  }
  ptrdiff_t v48 = (ptrdiff_t) v19;
  ptrdiff_t v49 = (ptrdiff_t) v13;
  bool v50 = v48 < v49;
  if (v50) {
    for (size_t i51 = v11; i51 < v8; i51 += v9) {
      cb_ctarg_28.wait_front(v4);
      int32_t v52 = get_common_arg_val<uint32_t>(v11);
      auto tensor_accessor_args_48 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v53 = TensorAccessor(tensor_accessor_args_48, v52, v1);
      size_t v54 = v19 * v8;
      size_t v55 = v54 + i51;
      ptrdiff_t v56 = (ptrdiff_t) v55;
      int32_t v57 = (int32_t) v56;
      noc_async_write_tile(v57, v53, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

