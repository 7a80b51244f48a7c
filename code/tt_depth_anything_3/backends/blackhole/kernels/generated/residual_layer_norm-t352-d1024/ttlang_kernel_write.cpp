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
  size_t v12 = 11;
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  size_t v13 = get_absolute_logical_x();
  size_t v14 = get_absolute_logical_y();
  ptrdiff_t v15 = (ptrdiff_t) v13;
  ptrdiff_t v16 = (ptrdiff_t) v10;
  bool v17 = v15 == v16;
  ptrdiff_t v18 = (ptrdiff_t) v14;
  ptrdiff_t v19 = (ptrdiff_t) v10;
  bool v20 = v18 == v19;
  bool v21 = v17 & v20;
  ptrdiff_t v22 = (ptrdiff_t) v13;
  ptrdiff_t v23 = (ptrdiff_t) v10;
  bool v24 = v22 >= v23;
  ptrdiff_t v25 = (ptrdiff_t) v13;
  ptrdiff_t v26 = (ptrdiff_t) v9;
  bool v27 = v25 <= v26;
  ptrdiff_t v28 = (ptrdiff_t) v14;
  ptrdiff_t v29 = (ptrdiff_t) v10;
  bool v30 = v28 >= v29;
  ptrdiff_t v31 = (ptrdiff_t) v14;
  ptrdiff_t v32 = (ptrdiff_t) v10;
  bool v33 = v31 <= v32;
  bool v34 = v24 & v27;
  bool v35 = v30 & v33;
  bool v36 = v34 & v35;
  bool v37 = v21 | v36;
  if (v37) {
    size_t v38 = v14 * v12;
    size_t v39 = v38 + v13;
    size_t v40 = v39 % v12;
    cb_ctarg_5.wait_front(v8);
    int32_t v41 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_74 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<5, 12>(), 1>();
    TensorAccessor v42 = TensorAccessor(tensor_accessor_args_74, v41, v7);
    ptrdiff_t v43 = (ptrdiff_t) cb_ctarg_5.get_read_ptr();
    size_t v44 = (size_t) v43;
    for (size_t i45 = v10; i45 < v3; i45 += v11) {
      size_t v46 = v40 * v3;
      size_t v47 = v46 + i45;
      size_t v48 = i45 * v4;
      size_t v49 = v44 + v48;
      ptrdiff_t v50 = (ptrdiff_t) v47;
      int32_t v51 = (int32_t) v50;
      ptrdiff_t v52 = (ptrdiff_t) v49;
      int32_t v53 = (int32_t) v52;
      noc_async_write_tile(v51, v42, v53);
    }
    noc_async_write_barrier();
    cb_ctarg_5.pop_front(v8);
    cb_ctarg_6.wait_front(v8);
    int32_t v54 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_85 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 12>(), 0>();
    TensorAccessor v55 = TensorAccessor(tensor_accessor_args_85, v54, v2);
    ptrdiff_t v56 = (ptrdiff_t) cb_ctarg_6.get_read_ptr();
    size_t v57 = (size_t) v56;
    for (size_t i58 = v10; i58 < v3; i58 += v11) {
      size_t v59 = v40 * v3;
      size_t v60 = v59 + i58;
      size_t v61 = i58 * v1;
      size_t v62 = v57 + v61;
      ptrdiff_t v63 = (ptrdiff_t) v60;
      int32_t v64 = (int32_t) v63;
      ptrdiff_t v65 = (ptrdiff_t) v62;
      int32_t v66 = (int32_t) v65;
      noc_async_write_tile(v64, v55, v66);
    }
    noc_async_write_barrier();
    cb_ctarg_6.pop_front(v8);
  }
  return;
}

