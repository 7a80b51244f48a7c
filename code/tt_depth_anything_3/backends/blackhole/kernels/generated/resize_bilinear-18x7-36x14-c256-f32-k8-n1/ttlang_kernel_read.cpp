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
  size_t v11 = 17;
  size_t v12 = 110;
  size_t v13 = 36;
  size_t v14 = 11;
  size_t v15 = 35;
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
    auto tensor_accessor_args_131 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_131, v29, v6);
    noc_async_read_tile(v5, v30, cb_ctarg_0.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    if (v27) {
      size_t v31 = v21 * v11;
      size_t v32 = v31 / v15;
      size_t v33 = v32 / v11;
      size_t v34 = v32 - v33;
      size_t v35 = v34 + v17;
      cb_ctarg_3.reserve_back(v3);
      cb_ctarg_4.reserve_back(v3);
      ptrdiff_t v36 = (ptrdiff_t) v21;
      int64_t v37 = (int64_t) v36;
      uint64_t v38 = (uint64_t) v37;
      uint64_t v39 = (uint64_t) v10;
      uint64_t v40 = v38 * v39;
      int64_t v41 = (int64_t) v40;
      ptrdiff_t v42 = (ptrdiff_t) v41;
      size_t v43 = (size_t) v42;
      int32_t v44 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_160 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v45 = TensorAccessor(tensor_accessor_args_160, v44, v6);
      ptrdiff_t v46 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v47 = (size_t) v46;
      for (size_t i48 = v9; i48 < v16; i48 += v17) {
        size_t v49 = v43 * v16;
        size_t v50 = v49 + i48;
        size_t v51 = i48 * v4;
        size_t v52 = v47 + v51;
        ptrdiff_t v53 = (ptrdiff_t) v50;
        int32_t v54 = (int32_t) v53;
        ptrdiff_t v55 = (ptrdiff_t) v52;
        int32_t v56 = (int32_t) v55;
        noc_async_read_tile(v54, v45, v56);
      }
      uint64_t v57 = (uint64_t) v41;
      uint64_t v58 = (uint64_t) v8;
      uint64_t v59 = v57 + v58;
      int64_t v60 = (int64_t) v59;
      ptrdiff_t v61 = (ptrdiff_t) v60;
      size_t v62 = (size_t) v61;
      auto tensor_accessor_args_177 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v63 = TensorAccessor(tensor_accessor_args_177, v44, v6);
      ptrdiff_t v64 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v65 = (size_t) v64;
      for (size_t i66 = v9; i66 < v16; i66 += v17) {
        size_t v67 = v62 * v16;
        size_t v68 = v67 + i66;
        size_t v69 = i66 * v4;
        size_t v70 = v65 + v69;
        ptrdiff_t v71 = (ptrdiff_t) v68;
        int32_t v72 = (int32_t) v71;
        ptrdiff_t v73 = (ptrdiff_t) v70;
        int32_t v74 = (int32_t) v73;
        noc_async_read_tile(v72, v63, v74);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v3);
      cb_ctarg_3.push_back(v3);
      cb_ctarg_1.reserve_back(v3);
      cb_ctarg_2.reserve_back(v3);
      int32_t v75 = get_common_arg_val<uint32_t>(v2);
      auto tensor_accessor_args_188 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v76 = TensorAccessor(tensor_accessor_args_188, v75, v6);
      ptrdiff_t v77 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v78 = (size_t) v77;
      for (size_t i79 = v9; i79 < v16; i79 += v17) {
        size_t v80 = v34 * v16;
        size_t v81 = v80 + i79;
        size_t v82 = i79 * v4;
        size_t v83 = v78 + v82;
        ptrdiff_t v84 = (ptrdiff_t) v81;
        int32_t v85 = (int32_t) v84;
        ptrdiff_t v86 = (ptrdiff_t) v83;
        int32_t v87 = (int32_t) v86;
        noc_async_read_tile(v85, v76, v87);
      }
      auto tensor_accessor_args_197 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v88 = TensorAccessor(tensor_accessor_args_197, v75, v6);
      ptrdiff_t v89 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v90 = (size_t) v89;
      for (size_t i91 = v9; i91 < v16; i91 += v17) {
        size_t v92 = v35 * v16;
        size_t v93 = v92 + i91;
        size_t v94 = i91 * v4;
        size_t v95 = v90 + v94;
        ptrdiff_t v96 = (ptrdiff_t) v93;
        int32_t v97 = (int32_t) v96;
        ptrdiff_t v98 = (ptrdiff_t) v95;
        int32_t v99 = (int32_t) v98;
        noc_async_read_tile(v97, v88, v99);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v3);
      cb_ctarg_1.push_back(v3);
    }
  }
  return;
}

