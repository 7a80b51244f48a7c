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
  size_t v10 = 1;
  size_t v11 = 110;
  size_t v12 = 176;
  size_t v13 = 2;
  size_t v14 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v14;
  size_t v18 = v17 + v15;
  for (size_t i19 = v9; i19 < v13; i19 += v10) {
    size_t v20 = i19 * v11;
    size_t v21 = v18 + v20;
    ptrdiff_t v22 = (ptrdiff_t) v21;
    ptrdiff_t v23 = (ptrdiff_t) v12;
    bool v24 = v22 < v23;
    if (v24) {
      size_t v25 = v21 / v14;
      size_t v26 = v21 % v14;
      size_t v27 = v26 * v13;
      size_t v28 = v26 + v10;
      size_t v29 = v28 / v14;
      size_t v30 = v27 - v29;
      size_t v31 = v25 * v13;
      cb_ctarg_27.wait_front(v7);
      int32_t v32 = get_common_arg_val<uint32_t>(v10);
      auto tensor_accessor_args_72 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
      TensorAccessor v33 = TensorAccessor(tensor_accessor_args_72, v32, v6);
      ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
      size_t v35 = (size_t) v34;
      for (size_t j36 = v9; j36 < v13; j36 += v10) {
        for (size_t k37 = v9; k37 < v13; k37 += v10) {
          size_t v38 = v30 + j36;
          size_t v39 = v31 + k37;
          size_t v40 = v38 * v2;
          size_t v41 = v40 + v39;
          size_t v42 = j36 * v13;
          size_t v43 = v42 + k37;
          size_t v44 = v43 * v3;
          size_t v45 = v35 + v44;
          ptrdiff_t v46 = (ptrdiff_t) v41;
          int32_t v47 = (int32_t) v46;
          ptrdiff_t v48 = (ptrdiff_t) v45;
          int32_t v49 = (int32_t) v48;
          noc_async_write_tile(v47, v33, v49);
        }
      }
      noc_async_write_barrier();
      cb_ctarg_27.pop_front(v7);
    }
  }
  ptrdiff_t v50 = (ptrdiff_t) v18;
  ptrdiff_t v51 = (ptrdiff_t) v12;
  bool v52 = v50 < v51;
  if (v52) {
    for (size_t i53 = v9; i53 < v8; i53 += v10) {
      cb_ctarg_28.wait_front(v4);
      int32_t v54 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_46 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v55 = TensorAccessor(tensor_accessor_args_46, v54, v1);
      size_t v56 = v18 * v8;
      size_t v57 = v56 + i53;
      ptrdiff_t v58 = (ptrdiff_t) v57;
      int32_t v59 = (int32_t) v58;
      noc_async_write_tile(v59, v55, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

