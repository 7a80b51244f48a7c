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
  int32_t v7 = 2;
  size_t v8 = 3;
  size_t v9 = 0;
  size_t v10 = 1;
  size_t v11 = 110;
  size_t v12 = 176;
  size_t v13 = 2;
  size_t v14 = 11;
  experimental::CircularBuffer cb_ctarg_29(get_compile_time_arg_val(29));
  experimental::CircularBuffer cb_ctarg_28(get_compile_time_arg_val(28));
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
      size_t v27 = v25 * v13;
      cb_ctarg_28.wait_front(v7);
      int32_t v28 = get_common_arg_val<uint32_t>(v10);
      auto tensor_accessor_args_64 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 32>(), 1>();
      TensorAccessor v29 = TensorAccessor(tensor_accessor_args_64, v28, v6);
      ptrdiff_t v30 = (ptrdiff_t) cb_ctarg_28.get_read_ptr();
      size_t v31 = (size_t) v30;
      for (size_t j32 = v9; j32 < v13; j32 += v10) {
        size_t v33 = v27 + j32;
        size_t v34 = v26 * v2;
        size_t v35 = v34 + v33;
        size_t v36 = j32 * v3;
        size_t v37 = v31 + v36;
        ptrdiff_t v38 = (ptrdiff_t) v35;
        int32_t v39 = (int32_t) v38;
        ptrdiff_t v40 = (ptrdiff_t) v37;
        int32_t v41 = (int32_t) v40;
        noc_async_write_tile(v39, v29, v41);
      }
      noc_async_write_barrier();
      cb_ctarg_28.pop_front(v7);
    }
  }
  ptrdiff_t v42 = (ptrdiff_t) v18;
  ptrdiff_t v43 = (ptrdiff_t) v12;
  bool v44 = v42 < v43;
  if (v44) {
    for (size_t i45 = v9; i45 < v8; i45 += v10) {
      cb_ctarg_29.wait_front(v4);
      int32_t v46 = get_common_arg_val<uint32_t>(v9);
      auto tensor_accessor_args_46 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 32>(), 0>();
      TensorAccessor v47 = TensorAccessor(tensor_accessor_args_46, v46, v1);
      size_t v48 = v18 * v8;
      size_t v49 = v48 + i45;
      ptrdiff_t v50 = (ptrdiff_t) v49;
      int32_t v51 = (int32_t) v50;
      noc_async_write_tile(v51, v47, cb_ctarg_29.get_read_ptr());
      noc_async_write_barrier();
      cb_ctarg_29.pop_front(v4);
    }
  }
  return;
}

