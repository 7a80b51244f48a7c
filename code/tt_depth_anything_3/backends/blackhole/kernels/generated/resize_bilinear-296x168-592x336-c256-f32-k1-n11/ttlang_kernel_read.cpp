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
  size_t v5 = 4096;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 66;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 295;
  size_t v13 = 110;
  size_t v14 = 6;
  size_t v15 = 592;
  size_t v16 = 591;
  size_t v17 = 8;
  size_t v18 = 1;
  size_t v19 = 11;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v19;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v13;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v15;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.reserve_back(v8);
    int32_t v31 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_143 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_143, v31, v7);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v10; i35 < v19; i35 += v18) {
      for (size_t j36 = v10; j36 < v14; j36 += v18) {
        size_t v37 = i35 * v14;
        size_t v38 = v37 + j36;
        size_t v39 = v38 * v5;
        size_t v40 = v34 + v39;
        ptrdiff_t v41 = (ptrdiff_t) v38;
        int32_t v42 = (int32_t) v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        noc_async_read_tile(v42, v32, v44);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    for (size_t i45 = v10; i45 < v14; i45 += v18) {
      size_t v46 = i45 * v13;
      size_t v47 = v23 + v46;
      ptrdiff_t v48 = (ptrdiff_t) v47;
      ptrdiff_t v49 = (ptrdiff_t) v15;
      bool v50 = v48 < v49;
      if (v50) {
        size_t v51 = v47 * v12;
        size_t v52 = v51 / v16;
        size_t v53 = v52 / v12;
        size_t v54 = v52 - v53;
        size_t v55 = v54 * v14;
        size_t v56 = v55 + v14;
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        ptrdiff_t v57 = (ptrdiff_t) v47;
        int64_t v58 = (int64_t) v57;
        uint64_t v59 = (uint64_t) v58;
        uint64_t v60 = (uint64_t) v11;
        uint64_t v61 = v59 * v60;
        int64_t v62 = (int64_t) v61;
        ptrdiff_t v63 = (ptrdiff_t) v62;
        size_t v64 = (size_t) v63;
        int32_t v65 = get_common_arg_val<uint32_t>(v18);
        auto tensor_accessor_args_185 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v66 = TensorAccessor(tensor_accessor_args_185, v65, v7);
        ptrdiff_t v67 = (ptrdiff_t) v64;
        int32_t v68 = (int32_t) v67;
        noc_async_read_tile(v68, v66, cb_ctarg_3.get_write_ptr());
        uint64_t v69 = (uint64_t) v62;
        uint64_t v70 = (uint64_t) v9;
        uint64_t v71 = v69 + v70;
        int64_t v72 = (int64_t) v71;
        ptrdiff_t v73 = (ptrdiff_t) v72;
        size_t v74 = (size_t) v73;
        auto tensor_accessor_args_202 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v75 = TensorAccessor(tensor_accessor_args_202, v65, v7);
        ptrdiff_t v76 = (ptrdiff_t) v74;
        int32_t v77 = (int32_t) v76;
        noc_async_read_tile(v77, v75, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v4);
        cb_ctarg_3.push_back(v4);
        for (size_t j78 = v10; j78 < v17; j78 += v18) {
          cb_ctarg_1.reserve_back(v3);
          cb_ctarg_2.reserve_back(v3);
          int32_t v79 = get_common_arg_val<uint32_t>(v2);
          auto tensor_accessor_args_213 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v80 = TensorAccessor(tensor_accessor_args_213, v79, v7);
          ptrdiff_t v81 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v82 = (size_t) v81;
          for (size_t k83 = v10; k83 < v14; k83 += v18) {
            size_t v84 = v55 + k83;
            size_t v85 = v84 * v17;
            size_t v86 = v85 + j78;
            size_t v87 = k83 * v5;
            size_t v88 = v82 + v87;
            ptrdiff_t v89 = (ptrdiff_t) v86;
            int32_t v90 = (int32_t) v89;
            ptrdiff_t v91 = (ptrdiff_t) v88;
            int32_t v92 = (int32_t) v91;
            noc_async_read_tile(v90, v80, v92);
          }
          auto tensor_accessor_args_222 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v93 = TensorAccessor(tensor_accessor_args_222, v79, v7);
          ptrdiff_t v94 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v95 = (size_t) v94;
          for (size_t k96 = v10; k96 < v14; k96 += v18) {
            size_t v97 = v56 + k96;
            size_t v98 = v97 * v17;
            size_t v99 = v98 + j78;
            size_t v100 = k96 * v5;
            size_t v101 = v95 + v100;
            ptrdiff_t v102 = (ptrdiff_t) v99;
            int32_t v103 = (int32_t) v102;
            ptrdiff_t v104 = (ptrdiff_t) v101;
            int32_t v105 = (int32_t) v104;
            noc_async_read_tile(v103, v93, v105);
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v3);
          cb_ctarg_1.push_back(v3);
        }
      }
    }
  }
  return;
}

