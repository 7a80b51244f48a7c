// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 2;
  size_t v3 = 2;
  int32_t v4 = 9;
  size_t v5 = 16;
  size_t v6 = 2048;
  int32_t v7 = 0;
  int32_t v8 = 2048;
  int32_t v9 = 144;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 9;
  size_t v14 = 7;
  size_t v15 = 110;
  size_t v16 = 56;
  size_t v17 = 11;
  size_t v18 = 13;
  size_t v19 = 4;
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
    auto tensor_accessor_args_156 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_156, v32, v8);
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
      size_t v46 = v24 / v19;
      size_t v47 = v24 % v19;
      size_t v48 = v46 * v14;
      size_t v49 = v48 / v18;
      size_t v50 = v49 / v14;
      size_t v51 = v49 - v50;
      size_t v52 = v51 * v13;
      size_t v53 = v52 + v13;
      cb_ctarg_1.reserve_back(v4);
      cb_ctarg_2.reserve_back(v4);
      int32_t v54 = get_common_arg_val<uint32_t>(v3);
      auto tensor_accessor_args_183 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v55 = TensorAccessor(tensor_accessor_args_183, v54, v8);
      ptrdiff_t v56 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v57 = (size_t) v56;
      for (size_t i58 = v11; i58 < v13; i58 += v20) {
        size_t v59 = v52 + i58;
        size_t v60 = v59 * v19;
        size_t v61 = v60 + v47;
        size_t v62 = i58 * v6;
        size_t v63 = v57 + v62;
        ptrdiff_t v64 = (ptrdiff_t) v61;
        int32_t v65 = (int32_t) v64;
        ptrdiff_t v66 = (ptrdiff_t) v63;
        int32_t v67 = (int32_t) v66;
        noc_async_read_tile(v65, v55, v67);
      }
      auto tensor_accessor_args_192 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v68 = TensorAccessor(tensor_accessor_args_192, v54, v8);
      ptrdiff_t v69 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v70 = (size_t) v69;
      for (size_t i71 = v11; i71 < v13; i71 += v20) {
        size_t v72 = v53 + i71;
        size_t v73 = v72 * v19;
        size_t v74 = v73 + v47;
        size_t v75 = i71 * v6;
        size_t v76 = v70 + v75;
        ptrdiff_t v77 = (ptrdiff_t) v74;
        int32_t v78 = (int32_t) v77;
        ptrdiff_t v79 = (ptrdiff_t) v76;
        int32_t v80 = (int32_t) v79;
        noc_async_read_tile(v78, v68, v80);
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v4);
      cb_ctarg_1.push_back(v4);
      cb_ctarg_3.reserve_back(v1);
      cb_ctarg_4.reserve_back(v1);
      ptrdiff_t v81 = (ptrdiff_t) v46;
      int64_t v82 = (int64_t) v81;
      uint64_t v83 = (uint64_t) v82;
      uint64_t v84 = (uint64_t) v12;
      uint64_t v85 = v83 * v84;
      int64_t v86 = (int64_t) v85;
      ptrdiff_t v87 = (ptrdiff_t) v86;
      size_t v88 = (size_t) v87;
      int32_t v89 = get_common_arg_val<uint32_t>(v20);
      auto tensor_accessor_args_214 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v90 = TensorAccessor(tensor_accessor_args_214, v89, v8);
      ptrdiff_t v91 = (ptrdiff_t) v88;
      int32_t v92 = (int32_t) v91;
      noc_async_read_tile(v92, v90, cb_ctarg_3.get_write_ptr());
      uint64_t v93 = (uint64_t) v86;
      uint64_t v94 = (uint64_t) v10;
      uint64_t v95 = v93 + v94;
      int64_t v96 = (int64_t) v95;
      ptrdiff_t v97 = (ptrdiff_t) v96;
      size_t v98 = (size_t) v97;
      auto tensor_accessor_args_231 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v99 = TensorAccessor(tensor_accessor_args_231, v89, v8);
      ptrdiff_t v100 = (ptrdiff_t) v98;
      int32_t v101 = (int32_t) v100;
      noc_async_read_tile(v101, v99, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v1);
      cb_ctarg_3.push_back(v1);
    }
  }
  return;
}

