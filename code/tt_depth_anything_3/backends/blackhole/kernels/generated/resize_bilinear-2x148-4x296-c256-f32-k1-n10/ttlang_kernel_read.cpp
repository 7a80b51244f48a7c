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
  size_t v5 = 10;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 50;
  size_t v10 = 5;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 110;
  size_t v15 = 4;
  size_t v16 = 11;
  size_t v17 = 8;
  size_t v18 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v16;
  size_t v22 = v21 + v19;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v14;
  bool v25 = v23 < v24;
  ptrdiff_t v26 = (ptrdiff_t) v22;
  ptrdiff_t v27 = (ptrdiff_t) v15;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v30 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_133 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_133, v30, v8);
    ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v33 = (size_t) v32;
    for (size_t i34 = v12; i34 < v5; i34 += v18) {
      for (size_t j35 = v12; j35 < v10; j35 += v18) {
        size_t v36 = i34 * v10;
        size_t v37 = v36 + j35;
        size_t v38 = v37 * v6;
        size_t v39 = v33 + v38;
        ptrdiff_t v40 = (ptrdiff_t) v37;
        int32_t v41 = (int32_t) v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        noc_async_read_tile(v41, v31, v43);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v28) {
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v44 = (ptrdiff_t) v22;
      int64_t v45 = (int64_t) v44;
      uint64_t v46 = (uint64_t) v45;
      uint64_t v47 = (uint64_t) v13;
      uint64_t v48 = v46 * v47;
      int64_t v49 = (int64_t) v48;
      ptrdiff_t v50 = (ptrdiff_t) v49;
      size_t v51 = (size_t) v50;
      int32_t v52 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_155 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v53 = TensorAccessor(tensor_accessor_args_155, v52, v8);
      ptrdiff_t v54 = (ptrdiff_t) v51;
      int32_t v55 = (int32_t) v54;
      noc_async_read_tile(v55, v53, cb_ctarg_3.get_write_ptr());
      uint64_t v56 = (uint64_t) v49;
      uint64_t v57 = (uint64_t) v11;
      uint64_t v58 = v56 + v57;
      int64_t v59 = (int64_t) v58;
      ptrdiff_t v60 = (ptrdiff_t) v59;
      size_t v61 = (size_t) v60;
      auto tensor_accessor_args_172 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v62 = TensorAccessor(tensor_accessor_args_172, v52, v8);
      ptrdiff_t v63 = (ptrdiff_t) v61;
      int32_t v64 = (int32_t) v63;
      noc_async_read_tile(v64, v62, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i65 = v12; i65 < v17; i65 += v18) {
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v66 = get_common_arg_val<uint32_t>(v2);
        auto tensor_accessor_args_183 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v67 = TensorAccessor(tensor_accessor_args_183, v66, v8);
        ptrdiff_t v68 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v69 = (size_t) v68;
        for (size_t j70 = v12; j70 < v10; j70 += v18) {
          size_t v71 = j70 * v17;
          size_t v72 = v71 + i65;
          size_t v73 = j70 * v6;
          size_t v74 = v69 + v73;
          ptrdiff_t v75 = (ptrdiff_t) v72;
          int32_t v76 = (int32_t) v75;
          ptrdiff_t v77 = (ptrdiff_t) v74;
          int32_t v78 = (int32_t) v77;
          noc_async_read_tile(v76, v67, v78);
        }
        auto tensor_accessor_args_192 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v79 = TensorAccessor(tensor_accessor_args_192, v66, v8);
        ptrdiff_t v80 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v81 = (size_t) v80;
        for (size_t j82 = v12; j82 < v10; j82 += v18) {
          size_t v83 = j82 + v10;
          size_t v84 = v83 * v17;
          size_t v85 = v84 + i65;
          size_t v86 = j82 * v6;
          size_t v87 = v81 + v86;
          ptrdiff_t v88 = (ptrdiff_t) v85;
          int32_t v89 = (int32_t) v88;
          ptrdiff_t v90 = (ptrdiff_t) v87;
          int32_t v91 = (int32_t) v90;
          noc_async_read_tile(v89, v79, v91);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
      }
    }
  }
  return;
}

