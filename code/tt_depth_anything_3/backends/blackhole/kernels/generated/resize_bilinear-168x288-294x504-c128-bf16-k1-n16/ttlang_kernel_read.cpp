// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 9;
  int32_t v4 = 1;
  size_t v5 = 16;
  size_t v6 = 2048;
  int32_t v7 = 0;
  int32_t v8 = 2048;
  int32_t v9 = 144;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 9;
  size_t v14 = 167;
  size_t v15 = 110;
  size_t v16 = 3;
  size_t v17 = 294;
  size_t v18 = 11;
  size_t v19 = 293;
  size_t v20 = 4;
  size_t v21 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v18;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v15;
  bool v28 = v26 < v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v17;
  bool v31 = v29 < v30;
  bool v32 = v28 & v31;
  if (v32) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v33 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_162 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_162, v33, v8);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v11; i37 < v5; i37 += v21) {
      for (size_t j38 = v11; j38 < v13; j38 += v21) {
        size_t v39 = i37 * v13;
        size_t v40 = v39 + j38;
        size_t v41 = v40 * v6;
        size_t v42 = v36 + v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        ptrdiff_t v45 = (ptrdiff_t) v42;
        int32_t v46 = (int32_t) v45;
        noc_async_read_tile(v44, v34, v46);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    for (size_t i47 = v11; i47 < v16; i47 += v21) {
      size_t v48 = i47 * v15;
      size_t v49 = v25 + v48;
      ptrdiff_t v50 = (ptrdiff_t) v49;
      ptrdiff_t v51 = (ptrdiff_t) v17;
      bool v52 = v50 < v51;
      if (v52) {
        size_t v53 = v49 * v14;
        size_t v54 = v53 / v19;
        size_t v55 = v54 / v14;
        size_t v56 = v54 - v55;
        size_t v57 = v56 * v13;
        size_t v58 = v57 + v13;
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        ptrdiff_t v59 = (ptrdiff_t) v49;
        int64_t v60 = (int64_t) v59;
        uint64_t v61 = (uint64_t) v60;
        uint64_t v62 = (uint64_t) v12;
        uint64_t v63 = v61 * v62;
        int64_t v64 = (int64_t) v63;
        ptrdiff_t v65 = (ptrdiff_t) v64;
        size_t v66 = (size_t) v65;
        int32_t v67 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_204 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v68 = TensorAccessor(tensor_accessor_args_204, v67, v8);
        ptrdiff_t v69 = (ptrdiff_t) v66;
        int32_t v70 = (int32_t) v69;
        noc_async_read_tile(v70, v68, cb_ctarg_3.get_write_ptr());
        uint64_t v71 = (uint64_t) v64;
        uint64_t v72 = (uint64_t) v10;
        uint64_t v73 = v71 + v72;
        int64_t v74 = (int64_t) v73;
        ptrdiff_t v75 = (ptrdiff_t) v74;
        size_t v76 = (size_t) v75;
        auto tensor_accessor_args_221 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v77 = TensorAccessor(tensor_accessor_args_221, v67, v8);
        ptrdiff_t v78 = (ptrdiff_t) v76;
        int32_t v79 = (int32_t) v78;
        noc_async_read_tile(v79, v77, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v4);
        cb_ctarg_3.push_back(v4);
        for (size_t j80 = v11; j80 < v20; j80 += v21) {
          cb_ctarg_1.reserve_back(v3);
          cb_ctarg_2.reserve_back(v3);
          int32_t v81 = get_common_arg_val<uint32_t>(v2);
          auto tensor_accessor_args_232 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v82 = TensorAccessor(tensor_accessor_args_232, v81, v8);
          ptrdiff_t v83 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v84 = (size_t) v83;
          for (size_t k85 = v11; k85 < v13; k85 += v21) {
            size_t v86 = v57 + k85;
            size_t v87 = v86 * v20;
            size_t v88 = v87 + j80;
            size_t v89 = k85 * v6;
            size_t v90 = v84 + v89;
            ptrdiff_t v91 = (ptrdiff_t) v88;
            int32_t v92 = (int32_t) v91;
            ptrdiff_t v93 = (ptrdiff_t) v90;
            int32_t v94 = (int32_t) v93;
            noc_async_read_tile(v92, v82, v94);
          }
          auto tensor_accessor_args_241 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v95 = TensorAccessor(tensor_accessor_args_241, v81, v8);
          ptrdiff_t v96 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v97 = (size_t) v96;
          for (size_t k98 = v11; k98 < v13; k98 += v21) {
            size_t v99 = v58 + k98;
            size_t v100 = v99 * v20;
            size_t v101 = v100 + j80;
            size_t v102 = k98 * v6;
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
  }
  return;
}

