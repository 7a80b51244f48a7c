// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 6;
  int32_t v4 = 1;
  size_t v5 = 12;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 72;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 6;
  size_t v14 = 3;
  size_t v15 = 110;
  size_t v16 = 11;
  size_t v17 = 7;
  size_t v18 = 8;
  size_t v19 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v16;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v15;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v18;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v31 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_142 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_142, v31, v8);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v11; i35 < v5; i35 += v19) {
      for (size_t j36 = v11; j36 < v13; j36 += v19) {
        size_t v37 = i35 * v13;
        size_t v38 = v37 + j36;
        size_t v39 = v38 * v6;
        size_t v40 = v34 + v39;
        ptrdiff_t v41 = (ptrdiff_t) v38;
        int32_t v42 = (int32_t) v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        noc_async_read_tile(v42, v32, v44);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v29) {
      size_t v45 = v23 * v14;
      size_t v46 = v45 / v17;
      size_t v47 = v46 / v14;
      size_t v48 = v46 - v47;
      size_t v49 = v48 * v13;
      size_t v50 = v49 + v13;
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v51 = (ptrdiff_t) v23;
      int64_t v52 = (int64_t) v51;
      uint64_t v53 = (uint64_t) v52;
      uint64_t v54 = (uint64_t) v12;
      uint64_t v55 = v53 * v54;
      int64_t v56 = (int64_t) v55;
      ptrdiff_t v57 = (ptrdiff_t) v56;
      size_t v58 = (size_t) v57;
      int32_t v59 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_176 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v60 = TensorAccessor(tensor_accessor_args_176, v59, v8);
      ptrdiff_t v61 = (ptrdiff_t) v58;
      int32_t v62 = (int32_t) v61;
      noc_async_read_tile(v62, v60, cb_ctarg_3.get_write_ptr());
      uint64_t v63 = (uint64_t) v56;
      uint64_t v64 = (uint64_t) v10;
      uint64_t v65 = v63 + v64;
      int64_t v66 = (int64_t) v65;
      ptrdiff_t v67 = (ptrdiff_t) v66;
      size_t v68 = (size_t) v67;
      auto tensor_accessor_args_193 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v69 = TensorAccessor(tensor_accessor_args_193, v59, v8);
      ptrdiff_t v70 = (ptrdiff_t) v68;
      int32_t v71 = (int32_t) v70;
      noc_async_read_tile(v71, v69, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i72 = v11; i72 < v18; i72 += v19) {
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v73 = get_common_arg_val<uint32_t>(v2);
        auto tensor_accessor_args_204 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v74 = TensorAccessor(tensor_accessor_args_204, v73, v8);
        ptrdiff_t v75 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v76 = (size_t) v75;
        for (size_t j77 = v11; j77 < v13; j77 += v19) {
          size_t v78 = v49 + j77;
          size_t v79 = v78 * v18;
          size_t v80 = v79 + i72;
          size_t v81 = j77 * v6;
          size_t v82 = v76 + v81;
          ptrdiff_t v83 = (ptrdiff_t) v80;
          int32_t v84 = (int32_t) v83;
          ptrdiff_t v85 = (ptrdiff_t) v82;
          int32_t v86 = (int32_t) v85;
          noc_async_read_tile(v84, v74, v86);
        }
        auto tensor_accessor_args_213 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v87 = TensorAccessor(tensor_accessor_args_213, v73, v8);
        ptrdiff_t v88 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v89 = (size_t) v88;
        for (size_t j90 = v11; j90 < v13; j90 += v19) {
          size_t v91 = v50 + j90;
          size_t v92 = v91 * v18;
          size_t v93 = v92 + i72;
          size_t v94 = j90 * v6;
          size_t v95 = v89 + v94;
          ptrdiff_t v96 = (ptrdiff_t) v93;
          int32_t v97 = (int32_t) v96;
          ptrdiff_t v98 = (ptrdiff_t) v95;
          int32_t v99 = (int32_t) v98;
          noc_async_read_tile(v97, v87, v99);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
      }
    }
  }
  return;
}

