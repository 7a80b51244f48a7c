// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 4096;
  size_t v2 = 2048;
  int32_t v3 = 1;
  int32_t v4 = 0;
  int32_t v5 = 2048;
  int32_t v6 = 4;
  size_t v7 = 3;
  size_t v8 = 0;
  size_t v9 = 1;
  size_t v10 = 32;
  size_t v11 = 2;
  size_t v12 = 11;
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
  experimental::CircularBuffer cb_ctarg_27(get_compile_time_arg_val(27));
  size_t v13 = get_absolute_logical_x();
  size_t v14 = get_absolute_logical_y();
  size_t v15 = v14 * v12;
  size_t v16 = v15 + v13;
  ptrdiff_t v17 = (ptrdiff_t) v16;
  ptrdiff_t v18 = (ptrdiff_t) v10;
  bool v19 = v17 < v18;
  if (v19) {
    size_t v20 = v16 / v11;
    size_t v21 = v16 % v11;
    size_t v22 = v21 * v11;
    size_t v23 = v21 + v9;
    size_t v24 = v23 / v11;
    size_t v25 = v22 - v24;
    size_t v26 = v20 * v11;
    cb_ctarg_27.wait_front(v6);
    int32_t v27 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_63 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 1>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_63, v27, v5);
    ptrdiff_t v29 = (ptrdiff_t) cb_ctarg_27.get_read_ptr();
    size_t v30 = (size_t) v29;
    for (size_t i31 = v8; i31 < v11; i31 += v9) {
      for (size_t j32 = v8; j32 < v11; j32 += v9) {
        size_t v33 = v25 + i31;
        size_t v34 = v26 + j32;
        size_t v35 = v33 * v10;
        size_t v36 = v35 + v34;
        size_t v37 = i31 * v11;
        size_t v38 = v37 + j32;
        size_t v39 = v38 * v2;
        size_t v40 = v30 + v39;
        ptrdiff_t v41 = (ptrdiff_t) v36;
        int32_t v42 = (int32_t) v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        noc_async_write_tile(v42, v28, v44);
      }
    }
    noc_async_write_barrier();
    cb_ctarg_27.pop_front(v6);
  }
  if (v19) {
    for (size_t i45 = v8; i45 < v7; i45 += v9) {
      cb_ctarg_28.wait_front(v3);
      int32_t v46 = get_common_arg_val<uint32_t>(v8);
      auto tensor_accessor_args_42 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 0>();
      TensorAccessor v47 = TensorAccessor(tensor_accessor_args_42, v46, v1);
      size_t v48 = v16 * v7;
      size_t v49 = v48 + i45;
      ptrdiff_t v50 = (ptrdiff_t) v49;
      int32_t v51 = (int32_t) v50;
      noc_async_write_tile(v51, v47, cb_ctarg_28.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v3);
    }
  }
  return;
}

