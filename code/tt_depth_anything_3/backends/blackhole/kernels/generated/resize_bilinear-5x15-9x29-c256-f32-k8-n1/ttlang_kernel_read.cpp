// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 8;
  size_t v4 = 4096;
  int32_t v5 = 0;
  int32_t v6 = 4096;
  int32_t v7 = 1;
  int64_t v8 = 1;
  size_t v9 = 0;
  int64_t v10 = 2;
  size_t v11 = 4;
  size_t v12 = 110;
  size_t v13 = 9;
  size_t v14 = 11;
  size_t v15 = 8;
  size_t v16 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v14;
  size_t v20 = v19 + v17;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v12;
  bool v23 = v21 < v22;
  ptrdiff_t v24 = (ptrdiff_t) v20;
  ptrdiff_t v25 = (ptrdiff_t) v13;
  bool v26 = v24 < v25;
  bool v27 = v23 & v26;
  if (v27) {
    cb_ctarg_0.reserve_back(v7);
    int32_t v28 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_129 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_129, v28, v6);
    noc_async_read_tile(v5, v29, cb_ctarg_0.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    if (v26) {
      size_t v30 = v20 * v11;
      size_t v31 = v30 / v15;
      size_t v32 = v31 / v11;
      size_t v33 = v31 - v32;
      size_t v34 = v33 + v16;
      cb_ctarg_3.reserve_back(v3);
      cb_ctarg_4.reserve_back(v3);
      ptrdiff_t v35 = (ptrdiff_t) v20;
      int64_t v36 = (int64_t) v35;
      uint64_t v37 = (uint64_t) v36;
      uint64_t v38 = (uint64_t) v10;
      uint64_t v39 = v37 * v38;
      int64_t v40 = (int64_t) v39;
      ptrdiff_t v41 = (ptrdiff_t) v40;
      size_t v42 = (size_t) v41;
      int32_t v43 = get_common_arg_val<uint32_t>(v16);
      auto tensor_accessor_args_158 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v44 = TensorAccessor(tensor_accessor_args_158, v43, v6);
      ptrdiff_t v45 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v46 = (size_t) v45;
      for (size_t i47 = v9; i47 < v15; i47 += v16) {
        size_t v48 = v42 * v15;
        size_t v49 = v48 + i47;
        size_t v50 = i47 * v4;
        size_t v51 = v46 + v50;
        ptrdiff_t v52 = (ptrdiff_t) v49;
        int32_t v53 = (int32_t) v52;
        ptrdiff_t v54 = (ptrdiff_t) v51;
        int32_t v55 = (int32_t) v54;
        noc_async_read_tile(v53, v44, v55);
      }
      uint64_t v56 = (uint64_t) v40;
      uint64_t v57 = (uint64_t) v8;
      uint64_t v58 = v56 + v57;
      int64_t v59 = (int64_t) v58;
      ptrdiff_t v60 = (ptrdiff_t) v59;
      size_t v61 = (size_t) v60;
      auto tensor_accessor_args_175 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v62 = TensorAccessor(tensor_accessor_args_175, v43, v6);
      ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v64 = (size_t) v63;
      for (size_t i65 = v9; i65 < v15; i65 += v16) {
        size_t v66 = v61 * v15;
        size_t v67 = v66 + i65;
        size_t v68 = i65 * v4;
        size_t v69 = v64 + v68;
        ptrdiff_t v70 = (ptrdiff_t) v67;
        int32_t v71 = (int32_t) v70;
        ptrdiff_t v72 = (ptrdiff_t) v69;
        int32_t v73 = (int32_t) v72;
        noc_async_read_tile(v71, v62, v73);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v3);
      cb_ctarg_3.push_back(v3);
      cb_ctarg_1.reserve_back(v3);
      cb_ctarg_2.reserve_back(v3);
      int32_t v74 = get_common_arg_val<uint32_t>(v2);
      auto tensor_accessor_args_186 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v75 = TensorAccessor(tensor_accessor_args_186, v74, v6);
      ptrdiff_t v76 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v77 = (size_t) v76;
      for (size_t i78 = v9; i78 < v15; i78 += v16) {
        size_t v79 = v33 * v15;
        size_t v80 = v79 + i78;
        size_t v81 = i78 * v4;
        size_t v82 = v77 + v81;
        ptrdiff_t v83 = (ptrdiff_t) v80;
        int32_t v84 = (int32_t) v83;
        ptrdiff_t v85 = (ptrdiff_t) v82;
        int32_t v86 = (int32_t) v85;
        noc_async_read_tile(v84, v75, v86);
      }
      auto tensor_accessor_args_195 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v87 = TensorAccessor(tensor_accessor_args_195, v74, v6);
      ptrdiff_t v88 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v89 = (size_t) v88;
      for (size_t i90 = v9; i90 < v15; i90 += v16) {
        size_t v91 = v34 * v15;
        size_t v92 = v91 + i90;
        size_t v93 = i90 * v4;
        size_t v94 = v89 + v93;
        ptrdiff_t v95 = (ptrdiff_t) v92;
        int32_t v96 = (int32_t) v95;
        ptrdiff_t v97 = (ptrdiff_t) v94;
        int32_t v98 = (int32_t) v97;
        noc_async_read_tile(v96, v87, v98);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v3);
      cb_ctarg_1.push_back(v3);
    }
  }
  return;
}

