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
  size_t v10 = 5;
  size_t v11 = 1;
  size_t v12 = 80;
  size_t v13 = 2;
  size_t v14 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v14;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v12;
  bool v21 = v19 < v20;
  if (v21) {
    size_t v22 = v18 / v10;
    size_t v23 = v18 % v10;
    size_t v24 = v23 * v13;
    size_t v25 = v23 + v11;
    size_t v26 = v25 / v10;
    size_t v27 = v24 - v26;
    size_t v28 = v22 * v13;
    cb_ctarg_27.wait_front(v7);
    int32_t v29 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_67 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_67, v29, v6);
    ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
    size_t v32 = (size_t) v31;
    for (size_t i33 = v9; i33 < v13; i33 += v11) {
      for (size_t j34 = v9; j34 < v13; j34 += v11) {
        size_t v35 = v27 + i33;
        size_t v36 = v28 + j34;
        size_t v37 = v35 * v2;
        size_t v38 = v37 + v36;
        size_t v39 = i33 * v13;
        size_t v40 = v39 + j34;
        size_t v41 = v40 * v3;
        size_t v42 = v32 + v41;
        ptrdiff_t v43 = (ptrdiff_t) v38;
        int32_t v44 = (int32_t) v43;
        ptrdiff_t v45 = (ptrdiff_t) v42;
        int32_t v46 = (int32_t) v45;
        noc_async_write_tile(v44, v30, v46);
      }
    }
    noc_async_write_barrier();
    cb_ctarg_27.pop_front(v7);
  }
  if (v21) {
    for (size_t i47 = v9; i47 < v8; i47 += v11) {
      cb_ctarg_28.wait_front(v4);
      int32_t v48 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_46 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_46, v48, v1);
      size_t v50 = v18 * v8;
      size_t v51 = v50 + i47;
      ptrdiff_t v52 = (ptrdiff_t) v51;
      int32_t v53 = (int32_t) v52;
      noc_async_write_tile(v53, v49, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v4);
    }
  }
  return;
}

