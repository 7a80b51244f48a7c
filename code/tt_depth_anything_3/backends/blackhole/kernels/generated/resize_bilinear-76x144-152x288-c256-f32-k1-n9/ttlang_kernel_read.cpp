// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  int32_t v2 = 5;
  int32_t v3 = 1;
  size_t v4 = 9;
  size_t v5 = 4096;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 45;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 5;
  size_t v13 = 75;
  size_t v14 = 110;
  size_t v15 = 2;
  size_t v16 = 152;
  size_t v17 = 11;
  size_t v18 = 151;
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
  ptrdiff_t v26 = (ptrdiff_t) v14;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v16;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.reserve_back(v8);
    int32_t v32 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_145 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_145, v32, v7);
    ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v35 = (size_t) v34;
    for (size_t i36 = v10; i36 < v4; i36 += v20) {
      for (size_t j37 = v10; j37 < v12; j37 += v20) {
        size_t v38 = i36 * v12;
        size_t v39 = v38 + j37;
        size_t v40 = v39 * v5;
        size_t v41 = v35 + v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        ptrdiff_t v44 = (ptrdiff_t) v41;
        int32_t v45 = (int32_t) v44;
        noc_async_read_tile(v43, v33, v45);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    for (size_t i46 = v10; i46 < v15; i46 += v20) {
      size_t v47 = i46 * v14;
      size_t v48 = v24 + v47;
      ptrdiff_t v49 = (ptrdiff_t) v48;
      ptrdiff_t v50 = (ptrdiff_t) v16;
      bool v51 = v49 < v50;
      if (v51) {
        size_t v52 = v48 * v13;
        size_t v53 = v52 / v18;
        size_t v54 = v53 / v13;
        size_t v55 = v53 - v54;
        size_t v56 = v55 * v12;
        size_t v57 = v56 + v12;
        cb_ctarg_3.reserve_back(v3);
        cb_ctarg_4.reserve_back(v3);
        ptrdiff_t v58 = (ptrdiff_t) v48;
        int64_t v59 = (int64_t) v58;
        uint64_t v60 = (uint64_t) v59;
        uint64_t v61 = (uint64_t) v11;
        uint64_t v62 = v60 * v61;
        int64_t v63 = (int64_t) v62;
        ptrdiff_t v64 = (ptrdiff_t) v63;
        size_t v65 = (size_t) v64;
        int32_t v66 = get_common_arg_val<uint32_t>(v20);
        auto tensor_accessor_args_187 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v67 = TensorAccessor(tensor_accessor_args_187, v66, v7);
        ptrdiff_t v68 = (ptrdiff_t) v65;
        int32_t v69 = (int32_t) v68;
        noc_async_read_tile(v69, v67, cb_ctarg_3.get_write_ptr());
        uint64_t v70 = (uint64_t) v63;
        uint64_t v71 = (uint64_t) v9;
        uint64_t v72 = v70 + v71;
        int64_t v73 = (int64_t) v72;
        ptrdiff_t v74 = (ptrdiff_t) v73;
        size_t v75 = (size_t) v74;
        auto tensor_accessor_args_204 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v76 = TensorAccessor(tensor_accessor_args_204, v66, v7);
        ptrdiff_t v77 = (ptrdiff_t) v75;
        int32_t v78 = (int32_t) v77;
        noc_async_read_tile(v78, v76, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v3);
        cb_ctarg_3.push_back(v3);
        for (size_t j79 = v10; j79 < v19; j79 += v20) {
          cb_ctarg_1.reserve_back(v2);
          cb_ctarg_2.reserve_back(v2);
          int32_t v80 = get_common_arg_val<uint32_t>(v15);
          auto tensor_accessor_args_215 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v81 = TensorAccessor(tensor_accessor_args_215, v80, v7);
          ptrdiff_t v82 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v83 = (size_t) v82;
          for (size_t k84 = v10; k84 < v12; k84 += v20) {
            size_t v85 = v56 + k84;
            size_t v86 = v85 * v19;
            size_t v87 = v86 + j79;
            size_t v88 = k84 * v5;
            size_t v89 = v83 + v88;
            ptrdiff_t v90 = (ptrdiff_t) v87;
            int32_t v91 = (int32_t) v90;
            ptrdiff_t v92 = (ptrdiff_t) v89;
            int32_t v93 = (int32_t) v92;
            noc_async_read_tile(v91, v81, v93);
          }
          auto tensor_accessor_args_224 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v94 = TensorAccessor(tensor_accessor_args_224, v80, v7);
          ptrdiff_t v95 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v96 = (size_t) v95;
          for (size_t k97 = v10; k97 < v12; k97 += v20) {
            size_t v98 = v57 + k97;
            size_t v99 = v98 * v19;
            size_t v100 = v99 + j79;
            size_t v101 = k97 * v5;
            size_t v102 = v96 + v101;
            ptrdiff_t v103 = (ptrdiff_t) v100;
            int32_t v104 = (int32_t) v103;
            ptrdiff_t v105 = (ptrdiff_t) v102;
            int32_t v106 = (int32_t) v105;
            noc_async_read_tile(v104, v94, v106);
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

