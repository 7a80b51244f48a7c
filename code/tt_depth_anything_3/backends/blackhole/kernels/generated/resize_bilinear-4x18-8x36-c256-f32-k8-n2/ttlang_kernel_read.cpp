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
  size_t v11 = 3;
  size_t v12 = 110;
  size_t v13 = 11;
  size_t v14 = 7;
  size_t v15 = 8;
  size_t v16 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v13;
  size_t v20 = v19 + v17;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v12;
  bool v23 = v21 < v22;
  ptrdiff_t v24 = (ptrdiff_t) v20;
  ptrdiff_t v25 = (ptrdiff_t) v15;
  bool v26 = v24 < v25;
  bool v27 = v23 & v26;
  if (v27) {
    cb_ctarg_0.reserve_back(v7);
    int32_t v28 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_146 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_146, v28, v6);
    ptrdiff_t v30 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v31 = (size_t) v30;
    for (size_t i32 = v9; i32 < v3; i32 += v16) {
      size_t v33 = i32 * v4;
      size_t v34 = v31 + v33;
      ptrdiff_t v35 = (ptrdiff_t) i32;
      int32_t v36 = (int32_t) v35;
      ptrdiff_t v37 = (ptrdiff_t) v34;
      int32_t v38 = (int32_t) v37;
      noc_async_read_tile(v36, v29, v38);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    if (v26) {
      size_t v39 = v20 * v11;
      size_t v40 = v39 / v14;
      size_t v41 = v40 / v11;
      size_t v42 = v40 - v41;
      size_t v43 = v42 + v16;
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v44 = (ptrdiff_t) v20;
      int64_t v45 = (int64_t) v44;
      uint64_t v46 = (uint64_t) v45;
      uint64_t v47 = (uint64_t) v10;
      uint64_t v48 = v46 * v47;
      int64_t v49 = (int64_t) v48;
      ptrdiff_t v50 = (ptrdiff_t) v49;
      size_t v51 = (size_t) v50;
      int32_t v52 = get_common_arg_val<uint32_t>(v16);
      auto tensor_accessor_args_178 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v53 = TensorAccessor(tensor_accessor_args_178, v52, v6);
      ptrdiff_t v54 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v55 = (size_t) v54;
      for (size_t i56 = v9; i56 < v15; i56 += v16) {
        size_t v57 = v51 * v15;
        size_t v58 = v57 + i56;
        size_t v59 = i56 * v4;
        size_t v60 = v55 + v59;
        ptrdiff_t v61 = (ptrdiff_t) v58;
        int32_t v62 = (int32_t) v61;
        ptrdiff_t v63 = (ptrdiff_t) v60;
        int32_t v64 = (int32_t) v63;
        noc_async_read_tile(v62, v53, v64);
      }
      uint64_t v65 = (uint64_t) v49;
      uint64_t v66 = (uint64_t) v8;
      uint64_t v67 = v65 + v66;
      int64_t v68 = (int64_t) v67;
      ptrdiff_t v69 = (ptrdiff_t) v68;
      size_t v70 = (size_t) v69;
      auto tensor_accessor_args_195 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v71 = TensorAccessor(tensor_accessor_args_195, v52, v6);
      ptrdiff_t v72 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v73 = (size_t) v72;
      for (size_t i74 = v9; i74 < v15; i74 += v16) {
        size_t v75 = v70 * v15;
        size_t v76 = v75 + i74;
        size_t v77 = i74 * v4;
        size_t v78 = v73 + v77;
        ptrdiff_t v79 = (ptrdiff_t) v76;
        int32_t v80 = (int32_t) v79;
        ptrdiff_t v81 = (ptrdiff_t) v78;
        int32_t v82 = (int32_t) v81;
        noc_async_read_tile(v80, v71, v82);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
      cb_ctarg_1.reserve_back(v2);
      cb_ctarg_2.reserve_back(v2);
      int32_t v83 = get_common_arg_val<uint32_t>(v3);
      auto tensor_accessor_args_206 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v84 = TensorAccessor(tensor_accessor_args_206, v83, v6);
      ptrdiff_t v85 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v86 = (size_t) v85;
      for (size_t i87 = v9; i87 < v15; i87 += v16) {
        size_t v88 = v42 * v15;
        size_t v89 = v88 + i87;
        size_t v90 = i87 * v4;
        size_t v91 = v86 + v90;
        ptrdiff_t v92 = (ptrdiff_t) v89;
        int32_t v93 = (int32_t) v92;
        ptrdiff_t v94 = (ptrdiff_t) v91;
        int32_t v95 = (int32_t) v94;
        noc_async_read_tile(v93, v84, v95);
      }
      auto tensor_accessor_args_215 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v96 = TensorAccessor(tensor_accessor_args_215, v83, v6);
      ptrdiff_t v97 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v98 = (size_t) v97;
      for (size_t i99 = v9; i99 < v15; i99 += v16) {
        size_t v100 = v43 * v15;
        size_t v101 = v100 + i99;
        size_t v102 = i99 * v4;
        size_t v103 = v98 + v102;
        ptrdiff_t v104 = (ptrdiff_t) v101;
        int32_t v105 = (int32_t) v104;
        ptrdiff_t v106 = (ptrdiff_t) v103;
        int32_t v107 = (int32_t) v106;
        noc_async_read_tile(v105, v96, v107);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v2);
      cb_ctarg_1.push_back(v2);
    }
  }
  return;
}

