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
  size_t v9 = 6;
  size_t v10 = 10;
  size_t v11 = 0;
  size_t v12 = 1;
  size_t v13 = 74;
  size_t v14 = 11;
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  ptrdiff_t v17 = (ptrdiff_t) v15;
  ptrdiff_t v18 = (ptrdiff_t) v11;
  bool v19 = v17 == v18;
  ptrdiff_t v20 = (ptrdiff_t) v16;
  ptrdiff_t v21 = (ptrdiff_t) v11;
  bool v22 = v20 == v21;
  bool v23 = v19 & v22;
  ptrdiff_t v24 = (ptrdiff_t) v15;
  ptrdiff_t v25 = (ptrdiff_t) v11;
  bool v26 = v24 >= v25;
  ptrdiff_t v27 = (ptrdiff_t) v15;
  ptrdiff_t v28 = (ptrdiff_t) v10;
  bool v29 = v27 <= v28;
  ptrdiff_t v30 = (ptrdiff_t) v16;
  ptrdiff_t v31 = (ptrdiff_t) v11;
  bool v32 = v30 >= v31;
  ptrdiff_t v33 = (ptrdiff_t) v16;
  ptrdiff_t v34 = (ptrdiff_t) v9;
  bool v35 = v33 <= v34;
  bool v36 = v26 & v29;
  bool v37 = v32 & v35;
  bool v38 = v36 & v37;
  bool v39 = v23 | v38;
  if (v39) {
    size_t v40 = v16 * v14;
    size_t v41 = v40 + v15;
    size_t v42 = v41 % v13;
    cb_ctarg_5.wait_front(v8);
    int32_t v43 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_78 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<5, 12>(), 1>();
    TensorAccessor v44 = TensorAccessor(tensor_accessor_args_78, v43, v7);
    ptrdiff_t v45 = (ptrdiff_t) cb_ctarg_5.get_read_ptr();
    size_t v46 = (size_t) v45;
    for (size_t i47 = v11; i47 < v3; i47 += v12) {
      size_t v48 = v42 * v3;
      size_t v49 = v48 + i47;
      size_t v50 = i47 * v4;
      size_t v51 = v46 + v50;
      ptrdiff_t v52 = (ptrdiff_t) v49;
      int32_t v53 = (int32_t) v52;
      ptrdiff_t v54 = (ptrdiff_t) v51;
      int32_t v55 = (int32_t) v54;
      noc_async_write_tile(v53, v44, v55);
    }
    noc_async_write_barrier();
    cb_ctarg_5.pop_front(v8);
    cb_ctarg_6.wait_front(v8);
    int32_t v56 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_89 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 12>(), 0>();
    TensorAccessor v57 = TensorAccessor(tensor_accessor_args_89, v56, v2);
    ptrdiff_t v58 = (ptrdiff_t) cb_ctarg_6.get_read_ptr();
    size_t v59 = (size_t) v58;
    for (size_t i60 = v11; i60 < v3; i60 += v12) {
      size_t v61 = v42 * v3;
      size_t v62 = v61 + i60;
      size_t v63 = i60 * v1;
      size_t v64 = v59 + v63;
      ptrdiff_t v65 = (ptrdiff_t) v62;
      int32_t v66 = (int32_t) v65;
      ptrdiff_t v67 = (ptrdiff_t) v64;
      int32_t v68 = (int32_t) v67;
      noc_async_write_tile(v66, v57, v68);
    }
    noc_async_write_barrier();
    cb_ctarg_6.pop_front(v8);
  }
  return;
}

