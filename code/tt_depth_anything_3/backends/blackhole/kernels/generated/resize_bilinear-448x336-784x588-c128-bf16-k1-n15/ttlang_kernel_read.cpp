// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  int32_t v2 = 11;
  int32_t v3 = 1;
  size_t v4 = 22;
  size_t v5 = 2048;
  int32_t v6 = 0;
  int32_t v7 = 2048;
  int32_t v8 = 165;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 447;
  size_t v13 = 55;
  size_t v14 = 784;
  size_t v15 = 11;
  size_t v16 = 783;
  size_t v17 = 4;
  size_t v18 = 1;
  size_t v19 = 2;
  size_t v20 = 15;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v15;
  size_t v24 = v23 + v21;
  size_t v25 = v24 % v19;
  size_t v26 = v24 / v19;
  ptrdiff_t v27 = (ptrdiff_t) v26;
  ptrdiff_t v28 = (ptrdiff_t) v13;
  bool v29 = v27 < v28;
  ptrdiff_t v30 = (ptrdiff_t) v26;
  ptrdiff_t v31 = (ptrdiff_t) v14;
  bool v32 = v30 < v31;
  bool v33 = v29 & v32;
  if (v33) {
    cb_ctarg_0.reserve_back(v8);
    size_t v34 = v25 * v15;
    int32_t v35 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_161 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v36 = TensorAccessor(tensor_accessor_args_161, v35, v7);
    ptrdiff_t v37 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v38 = (size_t) v37;
    for (size_t i39 = v10; i39 < v20; i39 += v18) {
      for (size_t j40 = v10; j40 < v15; j40 += v18) {
        size_t v41 = v34 + j40;
        size_t v42 = i39 * v4;
        size_t v43 = v42 + v41;
        size_t v44 = i39 * v15;
        size_t v45 = v44 + j40;
        size_t v46 = v45 * v5;
        size_t v47 = v38 + v46;
        ptrdiff_t v48 = (ptrdiff_t) v43;
        int32_t v49 = (int32_t) v48;
        ptrdiff_t v50 = (ptrdiff_t) v47;
        int32_t v51 = (int32_t) v50;
        noc_async_read_tile(v49, v36, v51);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    for (size_t i52 = v10; i52 < v20; i52 += v18) {
      size_t v53 = i52 * v13;
      size_t v54 = v26 + v53;
      ptrdiff_t v55 = (ptrdiff_t) v54;
      ptrdiff_t v56 = (ptrdiff_t) v14;
      bool v57 = v55 < v56;
      if (v57) {
        size_t v58 = v54 * v12;
        size_t v59 = v58 / v16;
        size_t v60 = v59 / v12;
        size_t v61 = v59 - v60;
        size_t v62 = v61 * v15;
        size_t v63 = v62 + v15;
        cb_ctarg_3.reserve_back(v3);
        cb_ctarg_4.reserve_back(v3);
        ptrdiff_t v64 = (ptrdiff_t) v54;
        int64_t v65 = (int64_t) v64;
        uint64_t v66 = (uint64_t) v65;
        uint64_t v67 = (uint64_t) v11;
        uint64_t v68 = v66 * v67;
        int64_t v69 = (int64_t) v68;
        ptrdiff_t v70 = (ptrdiff_t) v69;
        size_t v71 = (size_t) v70;
        int32_t v72 = get_common_arg_val<uint32_t>(v18);
        auto tensor_accessor_args_203 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v73 = TensorAccessor(tensor_accessor_args_203, v72, v7);
        ptrdiff_t v74 = (ptrdiff_t) v71;
        int32_t v75 = (int32_t) v74;
        noc_async_read_tile(v75, v73, cb_ctarg_3.get_write_ptr());
        uint64_t v76 = (uint64_t) v69;
        uint64_t v77 = (uint64_t) v9;
        uint64_t v78 = v76 + v77;
        int64_t v79 = (int64_t) v78;
        ptrdiff_t v80 = (ptrdiff_t) v79;
        size_t v81 = (size_t) v80;
        auto tensor_accessor_args_220 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v82 = TensorAccessor(tensor_accessor_args_220, v72, v7);
        ptrdiff_t v83 = (ptrdiff_t) v81;
        int32_t v84 = (int32_t) v83;
        noc_async_read_tile(v84, v82, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v3);
        cb_ctarg_3.push_back(v3);
        for (size_t j85 = v10; j85 < v17; j85 += v18) {
          cb_ctarg_1.reserve_back(v2);
          cb_ctarg_2.reserve_back(v2);
          int32_t v86 = get_common_arg_val<uint32_t>(v19);
          auto tensor_accessor_args_231 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v87 = TensorAccessor(tensor_accessor_args_231, v86, v7);
          ptrdiff_t v88 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v89 = (size_t) v88;
          for (size_t k90 = v10; k90 < v15; k90 += v18) {
            size_t v91 = v62 + k90;
            size_t v92 = v91 * v17;
            size_t v93 = v92 + j85;
            size_t v94 = k90 * v5;
            size_t v95 = v89 + v94;
            ptrdiff_t v96 = (ptrdiff_t) v93;
            int32_t v97 = (int32_t) v96;
            ptrdiff_t v98 = (ptrdiff_t) v95;
            int32_t v99 = (int32_t) v98;
            noc_async_read_tile(v97, v87, v99);
          }
          auto tensor_accessor_args_240 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v100 = TensorAccessor(tensor_accessor_args_240, v86, v7);
          ptrdiff_t v101 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v102 = (size_t) v101;
          for (size_t k103 = v10; k103 < v15; k103 += v18) {
            size_t v104 = v63 + k103;
            size_t v105 = v104 * v17;
            size_t v106 = v105 + j85;
            size_t v107 = k103 * v5;
            size_t v108 = v102 + v107;
            ptrdiff_t v109 = (ptrdiff_t) v106;
            int32_t v110 = (int32_t) v109;
            ptrdiff_t v111 = (ptrdiff_t) v108;
            int32_t v112 = (int32_t) v111;
            noc_async_read_tile(v110, v100, v112);
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v2);
          cb_ctarg_1.push_back(v2);
        }
      }
    }
  }
  return;
}

