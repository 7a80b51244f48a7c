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
  size_t v9 = 5;
  size_t v10 = 10;
  size_t v11 = 1;
  size_t v12 = 0;
  size_t v13 = 2;
  size_t v14 = 130;
  size_t v15 = 66;
  size_t v16 = 11;
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  ptrdiff_t v19 = (ptrdiff_t) v17;
  ptrdiff_t v20 = (ptrdiff_t) v12;
  bool v21 = v19 == v20;
  ptrdiff_t v22 = (ptrdiff_t) v18;
  ptrdiff_t v23 = (ptrdiff_t) v12;
  bool v24 = v22 == v23;
  bool v25 = v21 & v24;
  ptrdiff_t v26 = (ptrdiff_t) v17;
  ptrdiff_t v27 = (ptrdiff_t) v12;
  bool v28 = v26 >= v27;
  ptrdiff_t v29 = (ptrdiff_t) v17;
  ptrdiff_t v30 = (ptrdiff_t) v10;
  bool v31 = v29 <= v30;
  ptrdiff_t v32 = (ptrdiff_t) v18;
  ptrdiff_t v33 = (ptrdiff_t) v12;
  bool v34 = v32 >= v33;
  ptrdiff_t v35 = (ptrdiff_t) v18;
  ptrdiff_t v36 = (ptrdiff_t) v9;
  bool v37 = v35 <= v36;
  bool v38 = v28 & v31;
  bool v39 = v34 & v37;
  bool v40 = v38 & v39;
  bool v41 = v25 | v40;
  if (v41) {
    for (size_t i42 = v12; i42 < v13; i42 += v11) {
      size_t v43 = v18 * v16;
      size_t v44 = v43 + v17;
      size_t v45 = i42 * v15;
      size_t v46 = v44 + v45;
      size_t v47 = v46 % v14;
      cb_ctarg_5.wait_front(v8);
      int32_t v48 = get_common_arg_val<uint32_t>(v11);
      auto tensor_accessor_args_86 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<5, 12>(), 1>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_86, v48, v7);
      ptrdiff_t v50 = (ptrdiff_t) cb_ctarg_5.get_read_ptr();
      size_t v51 = (size_t) v50;
      for (size_t j52 = v12; j52 < v3; j52 += v11) {
        size_t v53 = v47 * v3;
        size_t v54 = v53 + j52;
        size_t v55 = j52 * v4;
        size_t v56 = v51 + v55;
        ptrdiff_t v57 = (ptrdiff_t) v54;
        int32_t v58 = (int32_t) v57;
        ptrdiff_t v59 = (ptrdiff_t) v56;
        int32_t v60 = (int32_t) v59;
        noc_async_write_tile(v58, v49, v60);
      }
      noc_async_write_barrier();
      cb_ctarg_5.pop_front(v8);
      cb_ctarg_6.wait_front(v8);
      int32_t v61 = get_common_arg_val<uint32_t>(v12);
      auto tensor_accessor_args_97 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 12>(), 0>();
      TensorAccessor v62 = TensorAccessor(tensor_accessor_args_97, v61, v2);
      ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_6.get_read_ptr();
      size_t v64 = (size_t) v63;
      for (size_t j65 = v12; j65 < v3; j65 += v11) {
        size_t v66 = v47 * v3;
        size_t v67 = v66 + j65;
        size_t v68 = j65 * v1;
        size_t v69 = v64 + v68;
        ptrdiff_t v70 = (ptrdiff_t) v67;
        int32_t v71 = (int32_t) v70;
        ptrdiff_t v72 = (ptrdiff_t) v69;
        int32_t v73 = (int32_t) v72;
        noc_async_write_tile(v71, v62, v73);
      }
      noc_async_write_barrier();
      cb_ctarg_6.pop_front(v8);
    }
  }
  return;
}

