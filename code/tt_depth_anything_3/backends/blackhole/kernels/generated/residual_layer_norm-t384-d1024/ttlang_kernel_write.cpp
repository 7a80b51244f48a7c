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
  size_t v12 = 12;
  size_t v13 = 11;
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  ptrdiff_t v16 = (ptrdiff_t) v14;
  ptrdiff_t v17 = (ptrdiff_t) v10;
  bool v18 = v16 == v17;
  ptrdiff_t v19 = (ptrdiff_t) v15;
  ptrdiff_t v20 = (ptrdiff_t) v10;
  bool v21 = v19 == v20;
  bool v22 = v18 & v21;
  ptrdiff_t v23 = (ptrdiff_t) v14;
  ptrdiff_t v24 = (ptrdiff_t) v10;
  bool v25 = v23 >= v24;
  ptrdiff_t v26 = (ptrdiff_t) v14;
  ptrdiff_t v27 = (ptrdiff_t) v9;
  bool v28 = v26 <= v27;
  ptrdiff_t v29 = (ptrdiff_t) v15;
  ptrdiff_t v30 = (ptrdiff_t) v10;
  bool v31 = v29 >= v30;
  ptrdiff_t v32 = (ptrdiff_t) v15;
  ptrdiff_t v33 = (ptrdiff_t) v11;
  bool v34 = v32 <= v33;
  bool v35 = v25 & v28;
  bool v36 = v31 & v34;
  bool v37 = v35 & v36;
  bool v38 = v22 | v37;
  if (v38) {
    size_t v39 = v15 * v13;
    size_t v40 = v39 + v14;
    size_t v41 = v40 % v12;
    cb_ctarg_5.wait_front(v8);
    int32_t v42 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_76 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<5, 12>(), 1>();
    TensorAccessor v43 = TensorAccessor(tensor_accessor_args_76, v42, v7);
    ptrdiff_t v44 = (ptrdiff_t) cb_ctarg_5.get_read_ptr();
    size_t v45 = (size_t) v44;
    for (size_t i46 = v10; i46 < v3; i46 += v11) {
      size_t v47 = v41 * v3;
      size_t v48 = v47 + i46;
      size_t v49 = i46 * v4;
      size_t v50 = v45 + v49;
      ptrdiff_t v51 = (ptrdiff_t) v48;
      int32_t v52 = (int32_t) v51;
      ptrdiff_t v53 = (ptrdiff_t) v50;
      int32_t v54 = (int32_t) v53;
      noc_async_write_tile(v52, v43, v54);
    }
    noc_async_write_barrier();
    cb_ctarg_5.pop_front(v8);
    cb_ctarg_6.wait_front(v8);
    int32_t v55 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_87 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 12>(), 0>();
    TensorAccessor v56 = TensorAccessor(tensor_accessor_args_87, v55, v2);
    ptrdiff_t v57 = (ptrdiff_t) cb_ctarg_6.get_read_ptr();
    size_t v58 = (size_t) v57;
    for (size_t i59 = v10; i59 < v3; i59 += v11) {
      size_t v60 = v41 * v3;
      size_t v61 = v60 + i59;
      size_t v62 = i59 * v1;
      size_t v63 = v58 + v62;
      ptrdiff_t v64 = (ptrdiff_t) v61;
      int32_t v65 = (int32_t) v64;
      ptrdiff_t v66 = (ptrdiff_t) v63;
      int32_t v67 = (int32_t) v66;
      noc_async_write_tile(v65, v56, v67);
    }
    noc_async_write_barrier();
    cb_ctarg_6.pop_front(v8);
  }
  return;
}

