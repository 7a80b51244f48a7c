// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  size_t v3 = 2;
  int32_t v4 = 8;
  size_t v5 = 4096;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 1;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 17;
  size_t v13 = 110;
  size_t v14 = 36;
  size_t v15 = 11;
  size_t v16 = 35;
  size_t v17 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v15;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v13;
  bool v24 = v22 < v23;
  ptrdiff_t v25 = (ptrdiff_t) v21;
  ptrdiff_t v26 = (ptrdiff_t) v14;
  bool v27 = v25 < v26;
  bool v28 = v24 & v27;
  if (v28) {
    cb_ctarg_0.reserve_back(v8);
    int32_t v29 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_131 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_131, v29, v7);
    noc_async_read_tile(v6, v30, cb_ctarg_0.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    if (v27) {
      size_t v31 = v21 * v12;
      size_t v32 = v31 / v16;
      size_t v33 = v32 / v12;
      size_t v34 = v32 - v33;
      size_t v35 = v34 + v17;
      cb_ctarg_1.reserve_back(v4);
      cb_ctarg_2.reserve_back(v4);
      int32_t v36 = get_common_arg_val<uint32_t>(v3);
      auto tensor_accessor_args_149 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v37 = TensorAccessor(tensor_accessor_args_149, v36, v7);
      ptrdiff_t v38 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v39 = (size_t) v38;
      for (size_t i40 = v10; i40 < v1; i40 += v17) {
        size_t v41 = v34 * v1;
        size_t v42 = v41 + i40;
        size_t v43 = i40 * v5;
        size_t v44 = v39 + v43;
        ptrdiff_t v45 = (ptrdiff_t) v42;
        int32_t v46 = (int32_t) v45;
        ptrdiff_t v47 = (ptrdiff_t) v44;
        int32_t v48 = (int32_t) v47;
        noc_async_read_tile(v46, v37, v48);
      }
      auto tensor_accessor_args_158 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_158, v36, v7);
      ptrdiff_t v50 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v51 = (size_t) v50;
      for (size_t i52 = v10; i52 < v1; i52 += v17) {
        size_t v53 = v35 * v1;
        size_t v54 = v53 + i52;
        size_t v55 = i52 * v5;
        size_t v56 = v51 + v55;
        ptrdiff_t v57 = (ptrdiff_t) v54;
        int32_t v58 = (int32_t) v57;
        ptrdiff_t v59 = (ptrdiff_t) v56;
        int32_t v60 = (int32_t) v59;
        noc_async_read_tile(v58, v49, v60);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v4);
      cb_ctarg_1.push_back(v4);
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v61 = (ptrdiff_t) v21;
      int64_t v62 = (int64_t) v61;
      uint64_t v63 = (uint64_t) v62;
      uint64_t v64 = (uint64_t) v11;
      uint64_t v65 = v63 * v64;
      int64_t v66 = (int64_t) v65;
      ptrdiff_t v67 = (ptrdiff_t) v66;
      size_t v68 = (size_t) v67;
      int32_t v69 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_180 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v70 = TensorAccessor(tensor_accessor_args_180, v69, v7);
      ptrdiff_t v71 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v72 = (size_t) v71;
      for (size_t i73 = v10; i73 < v1; i73 += v17) {
        size_t v74 = v68 * v1;
        size_t v75 = v74 + i73;
        size_t v76 = i73 * v5;
        size_t v77 = v72 + v76;
        ptrdiff_t v78 = (ptrdiff_t) v75;
        int32_t v79 = (int32_t) v78;
        ptrdiff_t v80 = (ptrdiff_t) v77;
        int32_t v81 = (int32_t) v80;
        noc_async_read_tile(v79, v70, v81);
      }
      uint64_t v82 = (uint64_t) v66;
      uint64_t v83 = (uint64_t) v9;
      uint64_t v84 = v82 + v83;
      int64_t v85 = (int64_t) v84;
      ptrdiff_t v86 = (ptrdiff_t) v85;
      size_t v87 = (size_t) v86;
      auto tensor_accessor_args_197 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v88 = TensorAccessor(tensor_accessor_args_197, v69, v7);
      ptrdiff_t v89 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v90 = (size_t) v89;
      for (size_t i91 = v10; i91 < v1; i91 += v17) {
        size_t v92 = v87 * v1;
        size_t v93 = v92 + i91;
        size_t v94 = i91 * v5;
        size_t v95 = v90 + v94;
        ptrdiff_t v96 = (ptrdiff_t) v93;
        int32_t v97 = (int32_t) v96;
        ptrdiff_t v98 = (ptrdiff_t) v95;
        int32_t v99 = (int32_t) v98;
        noc_async_read_tile(v97, v88, v99);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
    }
  }
  return;
}

