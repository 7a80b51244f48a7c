// write
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 2048;
  int32_t v2 = 2048;
  size_t v3 = 32;
  size_t v4 = 4096;
  int32_t v5 = 1;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 32;
  size_t v9 = 10;
  size_t v10 = 0;
  size_t v11 = 1;
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  size_t v12 = get_absolute_logical_x();
  size_t v13 = get_absolute_logical_y();
  ptrdiff_t v14 = (ptrdiff_t) v12;
  ptrdiff_t v15 = (ptrdiff_t) v10;
  bool v16 = v14 == v15;
  ptrdiff_t v17 = (ptrdiff_t) v13;
  ptrdiff_t v18 = (ptrdiff_t) v10;
  bool v19 = v17 == v18;
  bool v20 = v16 & v19;
  ptrdiff_t v21 = (ptrdiff_t) v12;
  ptrdiff_t v22 = (ptrdiff_t) v10;
  bool v23 = v21 >= v22;
  ptrdiff_t v24 = (ptrdiff_t) v12;
  ptrdiff_t v25 = (ptrdiff_t) v9;
  bool v26 = v24 <= v25;
  ptrdiff_t v27 = (ptrdiff_t) v13;
  ptrdiff_t v28 = (ptrdiff_t) v10;
  bool v29 = v27 >= v28;
  ptrdiff_t v30 = (ptrdiff_t) v13;
  ptrdiff_t v31 = (ptrdiff_t) v10;
  bool v32 = v30 <= v31;
  bool v33 = v23 & v26;
  bool v34 = v29 & v32;
  bool v35 = v33 & v34;
  bool v36 = v20 | v35;
  if (v36) {
    cb_ctarg_5.wait_front(v8);
    int32_t v37 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_66 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<5, 12>(), 1>();
    TensorAccessor v38 = TensorAccessor(tensor_accessor_args_66, v37, v7);
    ptrdiff_t v39 = (ptrdiff_t) cb_ctarg_5.get_read_ptr();
    size_t v40 = (size_t) v39;
    for (size_t i41 = v10; i41 < v3; i41 += v11) {
      size_t v42 = i41 * v4;
      size_t v43 = v40 + v42;
      ptrdiff_t v44 = (ptrdiff_t) i41;
      int32_t v45 = (int32_t) v44;
      ptrdiff_t v46 = (ptrdiff_t) v43;
      int32_t v47 = (int32_t) v46;
      noc_async_write_tile(v45, v38, v47);
    }
    noc_async_write_barrier();
    cb_ctarg_5.pop_front(v8);
    cb_ctarg_6.wait_front(v8);
    int32_t v48 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_77 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 12>(), 0>();
    TensorAccessor v49 = TensorAccessor(tensor_accessor_args_77, v48, v2);
    ptrdiff_t v50 = (ptrdiff_t) cb_ctarg_6.get_read_ptr();
    size_t v51 = (size_t) v50;
    for (size_t i52 = v10; i52 < v3; i52 += v11) {
      size_t v53 = i52 * v1;
      size_t v54 = v51 + v53;
      ptrdiff_t v55 = (ptrdiff_t) i52;
      int32_t v56 = (int32_t) v55;
      ptrdiff_t v57 = (ptrdiff_t) v54;
      int32_t v58 = (int32_t) v57;
      noc_async_write_tile(v56, v49, v58);
    }
    noc_async_write_barrier();
    cb_ctarg_6.pop_front(v8);
  }
  return;
}

