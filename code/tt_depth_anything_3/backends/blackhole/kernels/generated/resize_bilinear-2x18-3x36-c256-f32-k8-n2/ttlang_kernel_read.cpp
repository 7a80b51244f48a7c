// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 8;
  size_t v3 = 2;
  size_t v4 = 4096;
  int32_t v5 = 0;
  int32_t v6 = 4096;
  int32_t v7 = 2;
  int64_t v8 = 1;
  size_t v9 = 0;
  int64_t v10 = 2;
  size_t v11 = 110;
  size_t v12 = 3;
  size_t v13 = 11;
  size_t v14 = 8;
  size_t v15 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v13;
  size_t v19 = v18 + v16;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v11;
  bool v22 = v20 < v21;
  ptrdiff_t v23 = (ptrdiff_t) v19;
  ptrdiff_t v24 = (ptrdiff_t) v12;
  bool v25 = v23 < v24;
  bool v26 = v22 & v25;
  if (v26) {
    cb_ctarg_0.reserve_back(v7);
    int32_t v27 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_145 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_145, v27, v6);
    ptrdiff_t v29 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v30 = (size_t) v29;
    for (size_t i31 = v9; i31 < v3; i31 += v15) {
      size_t v32 = i31 * v4;
      size_t v33 = v30 + v32;
      ptrdiff_t v34 = (ptrdiff_t) i31;
      int32_t v35 = (int32_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v33;
      int32_t v37 = (int32_t) v36;
      noc_async_read_tile(v35, v28, v37);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    if (v25) {
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v38 = (ptrdiff_t) v19;
      int64_t v39 = (int64_t) v38;
      uint64_t v40 = (uint64_t) v39;
      uint64_t v41 = (uint64_t) v10;
      uint64_t v42 = v40 * v41;
      int64_t v43 = (int64_t) v42;
      ptrdiff_t v44 = (ptrdiff_t) v43;
      size_t v45 = (size_t) v44;
      int32_t v46 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_167 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v47 = TensorAccessor(tensor_accessor_args_167, v46, v6);
      ptrdiff_t v48 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v49 = (size_t) v48;
      for (size_t i50 = v9; i50 < v14; i50 += v15) {
        size_t v51 = v45 * v14;
        size_t v52 = v51 + i50;
        size_t v53 = i50 * v4;
        size_t v54 = v49 + v53;
        ptrdiff_t v55 = (ptrdiff_t) v52;
        int32_t v56 = (int32_t) v55;
        ptrdiff_t v57 = (ptrdiff_t) v54;
        int32_t v58 = (int32_t) v57;
        noc_async_read_tile(v56, v47, v58);
      }
      uint64_t v59 = (uint64_t) v43;
      uint64_t v60 = (uint64_t) v8;
      uint64_t v61 = v59 + v60;
      int64_t v62 = (int64_t) v61;
      ptrdiff_t v63 = (ptrdiff_t) v62;
      size_t v64 = (size_t) v63;
      auto tensor_accessor_args_184 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v65 = TensorAccessor(tensor_accessor_args_184, v46, v6);
      ptrdiff_t v66 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v67 = (size_t) v66;
      for (size_t i68 = v9; i68 < v14; i68 += v15) {
        size_t v69 = v64 * v14;
        size_t v70 = v69 + i68;
        size_t v71 = i68 * v4;
        size_t v72 = v67 + v71;
        ptrdiff_t v73 = (ptrdiff_t) v70;
        int32_t v74 = (int32_t) v73;
        ptrdiff_t v75 = (ptrdiff_t) v72;
        int32_t v76 = (int32_t) v75;
        noc_async_read_tile(v74, v65, v76);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
      cb_ctarg_1.reserve_back(v2);
      cb_ctarg_2.reserve_back(v2);
      int32_t v77 = get_common_arg_val<uint32_t>(v3);
      auto tensor_accessor_args_195 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v78 = TensorAccessor(tensor_accessor_args_195, v77, v6);
      ptrdiff_t v79 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v80 = (size_t) v79;
      for (size_t i81 = v9; i81 < v14; i81 += v15) {
        size_t v82 = i81 * v4;
        size_t v83 = v80 + v82;
        ptrdiff_t v84 = (ptrdiff_t) i81;
        int32_t v85 = (int32_t) v84;
        ptrdiff_t v86 = (ptrdiff_t) v83;
        int32_t v87 = (int32_t) v86;
        noc_async_read_tile(v85, v78, v87);
      }
      auto tensor_accessor_args_204 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v88 = TensorAccessor(tensor_accessor_args_204, v77, v6);
      ptrdiff_t v89 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v90 = (size_t) v89;
      for (size_t i91 = v9; i91 < v14; i91 += v15) {
        size_t v92 = i91 + v14;
        size_t v93 = i91 * v4;
        size_t v94 = v90 + v93;
        ptrdiff_t v95 = (ptrdiff_t) v92;
        int32_t v96 = (int32_t) v95;
        ptrdiff_t v97 = (ptrdiff_t) v94;
        int32_t v98 = (int32_t) v97;
        noc_async_read_tile(v96, v88, v98);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v2);
      cb_ctarg_1.push_back(v2);
    }
  }
  return;
}

