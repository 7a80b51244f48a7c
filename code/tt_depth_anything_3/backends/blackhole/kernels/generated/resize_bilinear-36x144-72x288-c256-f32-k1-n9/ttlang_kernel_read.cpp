// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 5;
  int32_t v4 = 1;
  size_t v5 = 9;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 45;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 5;
  size_t v14 = 35;
  size_t v15 = 110;
  size_t v16 = 72;
  size_t v17 = 11;
  size_t v18 = 71;
  size_t v19 = 8;
  size_t v20 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v17;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v15;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v16;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v32 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_139 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_139, v32, v8);
    ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v35 = (size_t) v34;
    for (size_t i36 = v11; i36 < v5; i36 += v20) {
      for (size_t j37 = v11; j37 < v13; j37 += v20) {
        size_t v38 = i36 * v13;
        size_t v39 = v38 + j37;
        size_t v40 = v39 * v6;
        size_t v41 = v35 + v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        ptrdiff_t v44 = (ptrdiff_t) v41;
        int32_t v45 = (int32_t) v44;
        noc_async_read_tile(v43, v33, v45);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v30) {
      size_t v46 = v24 * v14;
      size_t v47 = v46 / v18;
      size_t v48 = v47 / v14;
      size_t v49 = v47 - v48;
      size_t v50 = v49 * v13;
      size_t v51 = v50 + v13;
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v52 = (ptrdiff_t) v24;
      int64_t v53 = (int64_t) v52;
      uint64_t v54 = (uint64_t) v53;
      uint64_t v55 = (uint64_t) v12;
      uint64_t v56 = v54 * v55;
      int64_t v57 = (int64_t) v56;
      ptrdiff_t v58 = (ptrdiff_t) v57;
      size_t v59 = (size_t) v58;
      int32_t v60 = get_common_arg_val<uint32_t>(v20);
      auto tensor_accessor_args_173 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v61 = TensorAccessor(tensor_accessor_args_173, v60, v8);
      ptrdiff_t v62 = (ptrdiff_t) v59;
      int32_t v63 = (int32_t) v62;
      noc_async_read_tile(v63, v61, cb_ctarg_3.get_write_ptr());
      uint64_t v64 = (uint64_t) v57;
      uint64_t v65 = (uint64_t) v10;
      uint64_t v66 = v64 + v65;
      int64_t v67 = (int64_t) v66;
      ptrdiff_t v68 = (ptrdiff_t) v67;
      size_t v69 = (size_t) v68;
      auto tensor_accessor_args_190 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v70 = TensorAccessor(tensor_accessor_args_190, v60, v8);
      ptrdiff_t v71 = (ptrdiff_t) v69;
      int32_t v72 = (int32_t) v71;
      noc_async_read_tile(v72, v70, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i73 = v11; i73 < v19; i73 += v20) {
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v74 = get_common_arg_val<uint32_t>(v2);
        auto tensor_accessor_args_201 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v75 = TensorAccessor(tensor_accessor_args_201, v74, v8);
        ptrdiff_t v76 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v77 = (size_t) v76;
        for (size_t j78 = v11; j78 < v13; j78 += v20) {
          size_t v79 = v50 + j78;
          size_t v80 = v79 * v19;
          size_t v81 = v80 + i73;
          size_t v82 = j78 * v6;
          size_t v83 = v77 + v82;
          ptrdiff_t v84 = (ptrdiff_t) v81;
          int32_t v85 = (int32_t) v84;
          ptrdiff_t v86 = (ptrdiff_t) v83;
          int32_t v87 = (int32_t) v86;
          noc_async_read_tile(v85, v75, v87);
        }
        auto tensor_accessor_args_210 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v88 = TensorAccessor(tensor_accessor_args_210, v74, v8);
        ptrdiff_t v89 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v90 = (size_t) v89;
        for (size_t j91 = v11; j91 < v13; j91 += v20) {
          size_t v92 = v51 + j91;
          size_t v93 = v92 * v19;
          size_t v94 = v93 + i73;
          size_t v95 = j91 * v6;
          size_t v96 = v90 + v95;
          ptrdiff_t v97 = (ptrdiff_t) v94;
          int32_t v98 = (int32_t) v97;
          ptrdiff_t v99 = (ptrdiff_t) v96;
          int32_t v100 = (int32_t) v99;
          noc_async_read_tile(v98, v88, v100);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
      }
    }
  }
  return;
}

