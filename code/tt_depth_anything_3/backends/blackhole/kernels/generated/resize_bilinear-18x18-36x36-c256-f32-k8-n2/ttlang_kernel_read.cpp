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
    auto tensor_accessor_args_150 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_150, v29, v7);
    ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v32 = (size_t) v31;
    for (size_t i33 = v10; i33 < v4; i33 += v17) {
      size_t v34 = i33 * v5;
      size_t v35 = v32 + v34;
      ptrdiff_t v36 = (ptrdiff_t) i33;
      int32_t v37 = (int32_t) v36;
      ptrdiff_t v38 = (ptrdiff_t) v35;
      int32_t v39 = (int32_t) v38;
      noc_async_read_tile(v37, v30, v39);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    if (v27) {
      size_t v40 = v21 * v12;
      size_t v41 = v40 / v16;
      size_t v42 = v41 / v12;
      size_t v43 = v41 - v42;
      size_t v44 = v43 + v17;
      cb_ctarg_1.reserve_back(v3);
      cb_ctarg_2.reserve_back(v3);
      int32_t v45 = get_common_arg_val<uint32_t>(v4);
      auto tensor_accessor_args_171 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v46 = TensorAccessor(tensor_accessor_args_171, v45, v7);
      ptrdiff_t v47 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v48 = (size_t) v47;
      for (size_t i49 = v10; i49 < v2; i49 += v17) {
        size_t v50 = v43 * v2;
        size_t v51 = v50 + i49;
        size_t v52 = i49 * v5;
        size_t v53 = v48 + v52;
        ptrdiff_t v54 = (ptrdiff_t) v51;
        int32_t v55 = (int32_t) v54;
        ptrdiff_t v56 = (ptrdiff_t) v53;
        int32_t v57 = (int32_t) v56;
        noc_async_read_tile(v55, v46, v57);
      }
      auto tensor_accessor_args_180 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v58 = TensorAccessor(tensor_accessor_args_180, v45, v7);
      ptrdiff_t v59 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v60 = (size_t) v59;
      for (size_t i61 = v10; i61 < v2; i61 += v17) {
        size_t v62 = v44 * v2;
        size_t v63 = v62 + i61;
        size_t v64 = i61 * v5;
        size_t v65 = v60 + v64;
        ptrdiff_t v66 = (ptrdiff_t) v63;
        int32_t v67 = (int32_t) v66;
        ptrdiff_t v68 = (ptrdiff_t) v65;
        int32_t v69 = (int32_t) v68;
        noc_async_read_tile(v67, v58, v69);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v3);
      cb_ctarg_1.push_back(v3);
      cb_ctarg_3.reserve_back(v3);
      cb_ctarg_4.reserve_back(v3);
      ptrdiff_t v70 = (ptrdiff_t) v21;
      int64_t v71 = (int64_t) v70;
      uint64_t v72 = (uint64_t) v71;
      uint64_t v73 = (uint64_t) v11;
      uint64_t v74 = v72 * v73;
      int64_t v75 = (int64_t) v74;
      ptrdiff_t v76 = (ptrdiff_t) v75;
      size_t v77 = (size_t) v76;
      int32_t v78 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_202 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v79 = TensorAccessor(tensor_accessor_args_202, v78, v7);
      ptrdiff_t v80 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v81 = (size_t) v80;
      for (size_t i82 = v10; i82 < v2; i82 += v17) {
        size_t v83 = v77 * v2;
        size_t v84 = v83 + i82;
        size_t v85 = i82 * v5;
        size_t v86 = v81 + v85;
        ptrdiff_t v87 = (ptrdiff_t) v84;
        int32_t v88 = (int32_t) v87;
        ptrdiff_t v89 = (ptrdiff_t) v86;
        int32_t v90 = (int32_t) v89;
        noc_async_read_tile(v88, v79, v90);
      }
      uint64_t v91 = (uint64_t) v75;
      uint64_t v92 = (uint64_t) v9;
      uint64_t v93 = v91 + v92;
      int64_t v94 = (int64_t) v93;
      ptrdiff_t v95 = (ptrdiff_t) v94;
      size_t v96 = (size_t) v95;
      auto tensor_accessor_args_219 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v97 = TensorAccessor(tensor_accessor_args_219, v78, v7);
      ptrdiff_t v98 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v99 = (size_t) v98;
      for (size_t i100 = v10; i100 < v2; i100 += v17) {
        size_t v101 = v96 * v2;
        size_t v102 = v101 + i100;
        size_t v103 = i100 * v5;
        size_t v104 = v99 + v103;
        ptrdiff_t v105 = (ptrdiff_t) v102;
        int32_t v106 = (int32_t) v105;
        ptrdiff_t v107 = (ptrdiff_t) v104;
        int32_t v108 = (int32_t) v107;
        noc_async_read_tile(v106, v97, v108);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v3);
      cb_ctarg_3.push_back(v3);
    }
  }
  return;
}

