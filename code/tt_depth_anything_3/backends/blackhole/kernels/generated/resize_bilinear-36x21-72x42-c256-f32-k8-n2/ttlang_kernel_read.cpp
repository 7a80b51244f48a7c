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
  size_t v11 = 35;
  size_t v12 = 110;
  size_t v13 = 72;
  size_t v14 = 11;
  size_t v15 = 71;
  size_t v16 = 8;
  size_t v17 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v14;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v12;
  bool v24 = v22 < v23;
  ptrdiff_t v25 = (ptrdiff_t) v21;
  ptrdiff_t v26 = (ptrdiff_t) v13;
  bool v27 = v25 < v26;
  bool v28 = v24 & v27;
  if (v28) {
    cb_ctarg_0.reserve_back(v7);
    int32_t v29 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_150 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_150, v29, v6);
    ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v32 = (size_t) v31;
    for (size_t i33 = v9; i33 < v3; i33 += v17) {
      size_t v34 = i33 * v4;
      size_t v35 = v32 + v34;
      ptrdiff_t v36 = (ptrdiff_t) i33;
      int32_t v37 = (int32_t) v36;
      ptrdiff_t v38 = (ptrdiff_t) v35;
      int32_t v39 = (int32_t) v38;
      noc_async_read_tile(v37, v30, v39);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    if (v27) {
      size_t v40 = v21 * v11;
      size_t v41 = v40 / v15;
      size_t v42 = v41 / v11;
      size_t v43 = v41 - v42;
      size_t v44 = v43 + v17;
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v45 = (ptrdiff_t) v21;
      int64_t v46 = (int64_t) v45;
      uint64_t v47 = (uint64_t) v46;
      uint64_t v48 = (uint64_t) v10;
      uint64_t v49 = v47 * v48;
      int64_t v50 = (int64_t) v49;
      ptrdiff_t v51 = (ptrdiff_t) v50;
      size_t v52 = (size_t) v51;
      int32_t v53 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_182 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v54 = TensorAccessor(tensor_accessor_args_182, v53, v6);
      ptrdiff_t v55 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v56 = (size_t) v55;
      for (size_t i57 = v9; i57 < v16; i57 += v17) {
        size_t v58 = v52 * v16;
        size_t v59 = v58 + i57;
        size_t v60 = i57 * v4;
        size_t v61 = v56 + v60;
        ptrdiff_t v62 = (ptrdiff_t) v59;
        int32_t v63 = (int32_t) v62;
        ptrdiff_t v64 = (ptrdiff_t) v61;
        int32_t v65 = (int32_t) v64;
        noc_async_read_tile(v63, v54, v65);
      }
      uint64_t v66 = (uint64_t) v50;
      uint64_t v67 = (uint64_t) v8;
      uint64_t v68 = v66 + v67;
      int64_t v69 = (int64_t) v68;
      ptrdiff_t v70 = (ptrdiff_t) v69;
      size_t v71 = (size_t) v70;
      auto tensor_accessor_args_199 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v72 = TensorAccessor(tensor_accessor_args_199, v53, v6);
      ptrdiff_t v73 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v74 = (size_t) v73;
      for (size_t i75 = v9; i75 < v16; i75 += v17) {
        size_t v76 = v71 * v16;
        size_t v77 = v76 + i75;
        size_t v78 = i75 * v4;
        size_t v79 = v74 + v78;
        ptrdiff_t v80 = (ptrdiff_t) v77;
        int32_t v81 = (int32_t) v80;
        ptrdiff_t v82 = (ptrdiff_t) v79;
        int32_t v83 = (int32_t) v82;
        noc_async_read_tile(v81, v72, v83);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
      cb_ctarg_1.reserve_back(v2);
      cb_ctarg_2.reserve_back(v2);
      int32_t v84 = get_common_arg_val<uint32_t>(v3);
      auto tensor_accessor_args_210 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v85 = TensorAccessor(tensor_accessor_args_210, v84, v6);
      ptrdiff_t v86 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v87 = (size_t) v86;
      for (size_t i88 = v9; i88 < v16; i88 += v17) {
        size_t v89 = v43 * v16;
        size_t v90 = v89 + i88;
        size_t v91 = i88 * v4;
        size_t v92 = v87 + v91;
        ptrdiff_t v93 = (ptrdiff_t) v90;
        int32_t v94 = (int32_t) v93;
        ptrdiff_t v95 = (ptrdiff_t) v92;
        int32_t v96 = (int32_t) v95;
        noc_async_read_tile(v94, v85, v96);
      }
      auto tensor_accessor_args_219 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v97 = TensorAccessor(tensor_accessor_args_219, v84, v6);
      ptrdiff_t v98 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v99 = (size_t) v98;
      for (size_t i100 = v9; i100 < v16; i100 += v17) {
        size_t v101 = v44 * v16;
        size_t v102 = v101 + i100;
        size_t v103 = i100 * v4;
        size_t v104 = v99 + v103;
        ptrdiff_t v105 = (ptrdiff_t) v102;
        int32_t v106 = (int32_t) v105;
        ptrdiff_t v107 = (ptrdiff_t) v104;
        int32_t v108 = (int32_t) v107;
        noc_async_read_tile(v106, v97, v108);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v2);
      cb_ctarg_1.push_back(v2);
    }
  }
  return;
}

