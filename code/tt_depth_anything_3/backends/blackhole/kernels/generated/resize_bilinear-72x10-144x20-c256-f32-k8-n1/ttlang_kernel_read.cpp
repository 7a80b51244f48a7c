// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  int32_t v3 = 8;
  size_t v4 = 4096;
  int32_t v5 = 0;
  int32_t v6 = 4096;
  int32_t v7 = 1;
  int64_t v8 = 1;
  size_t v9 = 0;
  int64_t v10 = 2;
  size_t v11 = 71;
  size_t v12 = 110;
  size_t v13 = 2;
  size_t v14 = 144;
  size_t v15 = 11;
  size_t v16 = 143;
  size_t v17 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v15;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v12;
  bool v24 = v22 < v23;
  ptrdiff_t v25 = (ptrdiff_t) v21;
  ptrdiff_t v26 = (ptrdiff_t) v14;
  bool v27 = v25 < v26;
  bool v28 = v24 & v27;
  if (v28) {
    cb_ctarg_0.reserve_back(v7);
    int32_t v29 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_137 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_137, v29, v6);
    noc_async_read_tile(v5, v30, cb_ctarg_0.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    for (size_t i31 = v9; i31 < v13; i31 += v17) {
      size_t v32 = i31 * v12;
      size_t v33 = v21 + v32;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v14;
      bool v36 = v34 < v35;
      if (v36) {
        size_t v37 = v33 * v11;
        size_t v38 = v37 / v16;
        size_t v39 = v38 / v11;
        size_t v40 = v38 - v39;
        size_t v41 = v40 + v17;
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v42 = get_common_arg_val<uint32_t>(v13);
        auto tensor_accessor_args_163 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v43 = TensorAccessor(tensor_accessor_args_163, v42, v6);
        ptrdiff_t v44 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v45 = (size_t) v44;
        for (size_t j46 = v9; j46 < v1; j46 += v17) {
          size_t v47 = v40 * v1;
          size_t v48 = v47 + j46;
          size_t v49 = j46 * v4;
          size_t v50 = v45 + v49;
          ptrdiff_t v51 = (ptrdiff_t) v48;
          int32_t v52 = (int32_t) v51;
          ptrdiff_t v53 = (ptrdiff_t) v50;
          int32_t v54 = (int32_t) v53;
          noc_async_read_tile(v52, v43, v54);
        }
        auto tensor_accessor_args_172 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v55 = TensorAccessor(tensor_accessor_args_172, v42, v6);
        ptrdiff_t v56 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v57 = (size_t) v56;
        for (size_t j58 = v9; j58 < v1; j58 += v17) {
          size_t v59 = v41 * v1;
          size_t v60 = v59 + j58;
          size_t v61 = j58 * v4;
          size_t v62 = v57 + v61;
          ptrdiff_t v63 = (ptrdiff_t) v60;
          int32_t v64 = (int32_t) v63;
          ptrdiff_t v65 = (ptrdiff_t) v62;
          int32_t v66 = (int32_t) v65;
          noc_async_read_tile(v64, v55, v66);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
        cb_ctarg_3.reserve_back(v3);
        cb_ctarg_4.reserve_back(v3);
        ptrdiff_t v67 = (ptrdiff_t) v33;
        int64_t v68 = (int64_t) v67;
        uint64_t v69 = (uint64_t) v68;
        uint64_t v70 = (uint64_t) v10;
        uint64_t v71 = v69 * v70;
        int64_t v72 = (int64_t) v71;
        ptrdiff_t v73 = (ptrdiff_t) v72;
        size_t v74 = (size_t) v73;
        int32_t v75 = get_common_arg_val<uint32_t>(v17);
        auto tensor_accessor_args_194 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v76 = TensorAccessor(tensor_accessor_args_194, v75, v6);
        ptrdiff_t v77 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v78 = (size_t) v77;
        for (size_t j79 = v9; j79 < v1; j79 += v17) {
          size_t v80 = v74 * v1;
          size_t v81 = v80 + j79;
          size_t v82 = j79 * v4;
          size_t v83 = v78 + v82;
          ptrdiff_t v84 = (ptrdiff_t) v81;
          int32_t v85 = (int32_t) v84;
          ptrdiff_t v86 = (ptrdiff_t) v83;
          int32_t v87 = (int32_t) v86;
          noc_async_read_tile(v85, v76, v87);
        }
        uint64_t v88 = (uint64_t) v72;
        uint64_t v89 = (uint64_t) v8;
        uint64_t v90 = v88 + v89;
        int64_t v91 = (int64_t) v90;
        ptrdiff_t v92 = (ptrdiff_t) v91;
        size_t v93 = (size_t) v92;
        auto tensor_accessor_args_211 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v94 = TensorAccessor(tensor_accessor_args_211, v75, v6);
        ptrdiff_t v95 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v96 = (size_t) v95;
        for (size_t j97 = v9; j97 < v1; j97 += v17) {
          size_t v98 = v93 * v1;
          size_t v99 = v98 + j97;
          size_t v100 = j97 * v4;
          size_t v101 = v96 + v100;
          ptrdiff_t v102 = (ptrdiff_t) v99;
          int32_t v103 = (int32_t) v102;
          ptrdiff_t v104 = (ptrdiff_t) v101;
          int32_t v105 = (int32_t) v104;
          noc_async_read_tile(v103, v94, v105);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v3);
        cb_ctarg_3.push_back(v3);
      }
    }
  }
  return;
}

