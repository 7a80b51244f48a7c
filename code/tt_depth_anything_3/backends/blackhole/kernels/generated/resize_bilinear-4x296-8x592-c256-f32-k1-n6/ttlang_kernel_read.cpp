// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 10;
  int32_t v4 = 1;
  size_t v5 = 40;
  size_t v6 = 6;
  size_t v7 = 4096;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  int32_t v10 = 60;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 10;
  size_t v15 = 3;
  size_t v16 = 27;
  size_t v17 = 11;
  size_t v18 = 7;
  size_t v19 = 8;
  size_t v20 = 1;
  size_t v21 = 4;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v17;
  size_t v25 = v24 + v22;
  size_t v26 = v25 % v21;
  size_t v27 = v25 / v21;
  ptrdiff_t v28 = (ptrdiff_t) v27;
  ptrdiff_t v29 = (ptrdiff_t) v16;
  bool v30 = v28 < v29;
  ptrdiff_t v31 = (ptrdiff_t) v27;
  ptrdiff_t v32 = (ptrdiff_t) v19;
  bool v33 = v31 < v32;
  bool v34 = v30 & v33;
  if (v34) {
    cb_ctarg_0.reserve_back(v10);
    size_t v35 = v26 * v14;
    int32_t v36 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_161 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v37 = TensorAccessor(tensor_accessor_args_161, v36, v9);
    ptrdiff_t v38 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v39 = (size_t) v38;
    for (size_t i40 = v12; i40 < v6; i40 += v20) {
      for (size_t j41 = v12; j41 < v14; j41 += v20) {
        size_t v42 = v35 + j41;
        size_t v43 = i40 * v5;
        size_t v44 = v43 + v42;
        size_t v45 = i40 * v14;
        size_t v46 = v45 + j41;
        size_t v47 = v46 * v7;
        size_t v48 = v39 + v47;
        ptrdiff_t v49 = (ptrdiff_t) v44;
        int32_t v50 = (int32_t) v49;
        ptrdiff_t v51 = (ptrdiff_t) v48;
        int32_t v52 = (int32_t) v51;
        noc_async_read_tile(v50, v37, v52);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v10);
    if (v33) {
      size_t v53 = v27 * v15;
      size_t v54 = v53 / v18;
      size_t v55 = v54 / v15;
      size_t v56 = v54 - v55;
      size_t v57 = v56 * v14;
      size_t v58 = v57 + v14;
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v59 = (ptrdiff_t) v27;
      int64_t v60 = (int64_t) v59;
      uint64_t v61 = (uint64_t) v60;
      uint64_t v62 = (uint64_t) v13;
      uint64_t v63 = v61 * v62;
      int64_t v64 = (int64_t) v63;
      ptrdiff_t v65 = (ptrdiff_t) v64;
      size_t v66 = (size_t) v65;
      int32_t v67 = get_common_arg_val<uint32_t>(v20);
      auto tensor_accessor_args_195 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v68 = TensorAccessor(tensor_accessor_args_195, v67, v9);
      ptrdiff_t v69 = (ptrdiff_t) v66;
      int32_t v70 = (int32_t) v69;
      noc_async_read_tile(v70, v68, cb_ctarg_3.get_write_ptr());
      uint64_t v71 = (uint64_t) v64;
      uint64_t v72 = (uint64_t) v11;
      uint64_t v73 = v71 + v72;
      int64_t v74 = (int64_t) v73;
      ptrdiff_t v75 = (ptrdiff_t) v74;
      size_t v76 = (size_t) v75;
      auto tensor_accessor_args_212 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v77 = TensorAccessor(tensor_accessor_args_212, v67, v9);
      ptrdiff_t v78 = (ptrdiff_t) v76;
      int32_t v79 = (int32_t) v78;
      noc_async_read_tile(v79, v77, cb_ctarg_4.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i80 = v12; i80 < v19; i80 += v20) {
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v81 = get_common_arg_val<uint32_t>(v2);
        auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v82 = TensorAccessor(tensor_accessor_args_223, v81, v9);
        ptrdiff_t v83 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v84 = (size_t) v83;
        for (size_t j85 = v12; j85 < v14; j85 += v20) {
          size_t v86 = v57 + j85;
          size_t v87 = v86 * v19;
          size_t v88 = v87 + i80;
          size_t v89 = j85 * v7;
          size_t v90 = v84 + v89;
          ptrdiff_t v91 = (ptrdiff_t) v88;
          int32_t v92 = (int32_t) v91;
          ptrdiff_t v93 = (ptrdiff_t) v90;
          int32_t v94 = (int32_t) v93;
          noc_async_read_tile(v92, v82, v94);
        }
        auto tensor_accessor_args_232 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v95 = TensorAccessor(tensor_accessor_args_232, v81, v9);
        ptrdiff_t v96 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v97 = (size_t) v96;
        for (size_t j98 = v12; j98 < v14; j98 += v20) {
          size_t v99 = v58 + j98;
          size_t v100 = v99 * v19;
          size_t v101 = v100 + i80;
          size_t v102 = j98 * v7;
          size_t v103 = v97 + v102;
          ptrdiff_t v104 = (ptrdiff_t) v101;
          int32_t v105 = (int32_t) v104;
          ptrdiff_t v106 = (ptrdiff_t) v103;
          int32_t v107 = (int32_t) v106;
          noc_async_read_tile(v105, v95, v107);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
      }
    }
  }
  return;
}

