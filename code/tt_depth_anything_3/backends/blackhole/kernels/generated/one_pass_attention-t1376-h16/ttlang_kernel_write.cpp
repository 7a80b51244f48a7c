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
  size_t v9 = 0;
  size_t v10 = 22;
  size_t v11 = 1;
  size_t v12 = 110;
  size_t v13 = 4;
  size_t v14 = 352;
  size_t v15 = 2;
  size_t v16 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v16;
  size_t v20 = v19 + v17;
  for (size_t i21 = v9; i21 < v13; i21 += v11) {
    size_t v22 = i21 * v12;
    size_t v23 = v20 + v22;
    ptrdiff_t v24 = (ptrdiff_t) v23;
    ptrdiff_t v25 = (ptrdiff_t) v14;
    bool v26 = v24 < v25;
    if (v26) {
      size_t v27 = v23 / v10;
      size_t v28 = v23 % v10;
      size_t v29 = v28 * v15;
      size_t v30 = v28 + v11;
      size_t v31 = v30 / v10;
      size_t v32 = v29 - v31;
      size_t v33 = v27 * v15;
      cb_ctarg_27.wait_front(v7);
      int32_t v34 = get_common_arg_val<uint32_t>(v11);
      auto tensor_accessor_args_76 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
      TensorAccessor v35 = TensorAccessor(tensor_accessor_args_76, v34, v6);
      ptrdiff_t v36 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
      size_t v37 = (size_t) v36;
      for (size_t j38 = v9; j38 < v15; j38 += v11) {
        for (size_t k39 = v9; k39 < v15; k39 += v11) {
          size_t v40 = v32 + j38;
          size_t v41 = v33 + k39;
          size_t v42 = v40 * v2;
          size_t v43 = v42 + v41;
          size_t v44 = j38 * v15;
          size_t v45 = v44 + k39;
          size_t v46 = v45 * v3;
          size_t v47 = v37 + v46;
          ptrdiff_t v48 = (ptrdiff_t) v43;
          int32_t v49 = (int32_t) v48;
          ptrdiff_t v50 = (ptrdiff_t) v47;
          int32_t v51 = (int32_t) v50;
          noc_async_write_tile(v49, v35, v51);
        }
      }
      noc_async_write_barrier();
      cb_ctarg_27.pop_front(v7);
    }
  }
  ptrdiff_t v52 = (ptrdiff_t) v20;
  ptrdiff_t v53 = (ptrdiff_t) v14;
  bool v54 = v52 < v53;
  if (v54) {
    for (size_t i55 = v9; i55 < v8; i55 += v11) {
      cb_ctarg_28.wait_front(v4);
      int32_t v56 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_50 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v57 = TensorAccessor(tensor_accessor_args_50, v56, v1);
      size_t v58 = v20 * v8;
      size_t v59 = v58 + i55;
      ptrdiff_t v60 = (ptrdiff_t) v59;
      int32_t v61 = (int32_t) v60;
      noc_async_write_tile(v61, v57, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

