// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  size_t v2 = 8;
  int32_t v3 = 8;
  size_t v4 = 2;
  size_t v5 = 4096;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 2;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 5;
  size_t v13 = 110;
  size_t v14 = 11;
  size_t v15 = 10;
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
  ptrdiff_t v22 = (ptrdiff_t) v13;
  bool v23 = v21 < v22;
  ptrdiff_t v24 = (ptrdiff_t) v20;
  ptrdiff_t v25 = (ptrdiff_t) v14;
  bool v26 = v24 < v25;
  bool v27 = v23 & v26;
  if (v27) {
    cb_ctarg_0.reserve_back(v8);
    int32_t v28 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_146 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_146, v28, v7);
    ptrdiff_t v30 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v31 = (size_t) v30;
    for (size_t i32 = v10; i32 < v4; i32 += v16) {
      size_t v33 = i32 * v5;
      size_t v34 = v31 + v33;
      ptrdiff_t v35 = (ptrdiff_t) i32;
      int32_t v36 = (int32_t) v35;
      ptrdiff_t v37 = (ptrdiff_t) v34;
      int32_t v38 = (int32_t) v37;
      noc_async_read_tile(v36, v29, v38);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    if (v26) {
      size_t v39 = v20 * v12;
      size_t v40 = v39 / v15;
      size_t v41 = v40 / v12;
      size_t v42 = v40 - v41;
      size_t v43 = v42 + v16;
      cb_ctarg_1.reserve_back(v3);
      cb_ctarg_2.reserve_back(v3);
      int32_t v44 = get_common_arg_val<uint32_t>(v4);
      auto tensor_accessor_args_167 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v45 = TensorAccessor(tensor_accessor_args_167, v44, v7);
      ptrdiff_t v46 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v47 = (size_t) v46;
      for (size_t i48 = v10; i48 < v2; i48 += v16) {
        size_t v49 = v42 * v2;
        size_t v50 = v49 + i48;
        size_t v51 = i48 * v5;
        size_t v52 = v47 + v51;
        ptrdiff_t v53 = (ptrdiff_t) v50;
        int32_t v54 = (int32_t) v53;
        ptrdiff_t v55 = (ptrdiff_t) v52;
        int32_t v56 = (int32_t) v55;
        noc_async_read_tile(v54, v45, v56);
      }
      auto tensor_accessor_args_176 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v57 = TensorAccessor(tensor_accessor_args_176, v44, v7);
      ptrdiff_t v58 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v59 = (size_t) v58;
      for (size_t i60 = v10; i60 < v2; i60 += v16) {
        size_t v61 = v43 * v2;
        size_t v62 = v61 + i60;
        size_t v63 = i60 * v5;
        size_t v64 = v59 + v63;
        ptrdiff_t v65 = (ptrdiff_t) v62;
        int32_t v66 = (int32_t) v65;
        ptrdiff_t v67 = (ptrdiff_t) v64;
        int32_t v68 = (int32_t) v67;
        noc_async_read_tile(v66, v57, v68);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v3);
      cb_ctarg_1.push_back(v3);
      cb_ctarg_3.reserve_back(v3);
      cb_ctarg_4.reserve_back(v3);
      ptrdiff_t v69 = (ptrdiff_t) v20;
      int64_t v70 = (int64_t) v69;
      uint64_t v71 = (uint64_t) v70;
      uint64_t v72 = (uint64_t) v11;
      uint64_t v73 = v71 * v72;
      int64_t v74 = (int64_t) v73;
      ptrdiff_t v75 = (ptrdiff_t) v74;
      size_t v76 = (size_t) v75;
      int32_t v77 = get_common_arg_val<uint32_t>(v16);
      auto tensor_accessor_args_198 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v78 = TensorAccessor(tensor_accessor_args_198, v77, v7);
      ptrdiff_t v79 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v80 = (size_t) v79;
      for (size_t i81 = v10; i81 < v2; i81 += v16) {
        size_t v82 = v76 * v2;
        size_t v83 = v82 + i81;
        size_t v84 = i81 * v5;
        size_t v85 = v80 + v84;
        ptrdiff_t v86 = (ptrdiff_t) v83;
        int32_t v87 = (int32_t) v86;
        ptrdiff_t v88 = (ptrdiff_t) v85;
        int32_t v89 = (int32_t) v88;
        noc_async_read_tile(v87, v78, v89);
      }
      uint64_t v90 = (uint64_t) v74;
      uint64_t v91 = (uint64_t) v9;
      uint64_t v92 = v90 + v91;
      int64_t v93 = (int64_t) v92;
      ptrdiff_t v94 = (ptrdiff_t) v93;
      size_t v95 = (size_t) v94;
      auto tensor_accessor_args_215 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v96 = TensorAccessor(tensor_accessor_args_215, v77, v7);
      ptrdiff_t v97 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v98 = (size_t) v97;
      for (size_t i99 = v10; i99 < v2; i99 += v16) {
        size_t v100 = v95 * v2;
        size_t v101 = v100 + i99;
        size_t v102 = i99 * v5;
        size_t v103 = v98 + v102;
        ptrdiff_t v104 = (ptrdiff_t) v101;
        int32_t v105 = (int32_t) v104;
        ptrdiff_t v106 = (ptrdiff_t) v103;
        int32_t v107 = (int32_t) v106;
        noc_async_read_tile(v105, v96, v107);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v3);
      cb_ctarg_3.push_back(v3);
    }
  }
  return;
}

