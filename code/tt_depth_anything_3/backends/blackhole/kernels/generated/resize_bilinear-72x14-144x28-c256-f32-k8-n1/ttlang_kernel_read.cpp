// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  int32_t v2 = 8;
  size_t v3 = 4096;
  int32_t v4 = 0;
  int32_t v5 = 4096;
  int32_t v6 = 1;
  int64_t v7 = 1;
  size_t v8 = 0;
  int64_t v9 = 2;
  size_t v10 = 71;
  size_t v11 = 110;
  size_t v12 = 2;
  size_t v13 = 144;
  size_t v14 = 11;
  size_t v15 = 143;
  size_t v16 = 8;
  size_t v17 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v14;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v11;
  bool v24 = v22 < v23;
  ptrdiff_t v25 = (ptrdiff_t) v21;
  ptrdiff_t v26 = (ptrdiff_t) v13;
  bool v27 = v25 < v26;
  bool v28 = v24 & v27;
  if (v28) {
    cb_ctarg_0.reserve_back(v6);
    int32_t v29 = get_common_arg_val<uint32_t>(v8);
    auto tensor_accessor_args_137 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_137, v29, v5);
    noc_async_read_tile(v4, v30, cb_ctarg_0.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v6);
    for (size_t i31 = v8; i31 < v12; i31 += v17) {
      size_t v32 = i31 * v11;
      size_t v33 = v21 + v32;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v13;
      bool v36 = v34 < v35;
      if (v36) {
        size_t v37 = v33 * v10;
        size_t v38 = v37 / v15;
        size_t v39 = v38 / v10;
        size_t v40 = v38 - v39;
        size_t v41 = v40 + v17;
        cb_ctarg_3.reserve_back(v2);
        cb_ctarg_4.reserve_back(v2);
        ptrdiff_t v42 = (ptrdiff_t) v33;
        int64_t v43 = (int64_t) v42;
        uint64_t v44 = (uint64_t) v43;
        uint64_t v45 = (uint64_t) v9;
        uint64_t v46 = v44 * v45;
        int64_t v47 = (int64_t) v46;
        ptrdiff_t v48 = (ptrdiff_t) v47;
        size_t v49 = (size_t) v48;
        int32_t v50 = get_common_arg_val<uint32_t>(v17);
        auto tensor_accessor_args_174 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v51 = TensorAccessor(tensor_accessor_args_174, v50, v5);
        ptrdiff_t v52 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v53 = (size_t) v52;
        for (size_t j54 = v8; j54 < v16; j54 += v17) {
          size_t v55 = v49 * v16;
          size_t v56 = v55 + j54;
          size_t v57 = j54 * v3;
          size_t v58 = v53 + v57;
          ptrdiff_t v59 = (ptrdiff_t) v56;
          int32_t v60 = (int32_t) v59;
          ptrdiff_t v61 = (ptrdiff_t) v58;
          int32_t v62 = (int32_t) v61;
          noc_async_read_tile(v60, v51, v62);
        }
        uint64_t v63 = (uint64_t) v47;
        uint64_t v64 = (uint64_t) v7;
        uint64_t v65 = v63 + v64;
        int64_t v66 = (int64_t) v65;
        ptrdiff_t v67 = (ptrdiff_t) v66;
        size_t v68 = (size_t) v67;
        auto tensor_accessor_args_191 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v69 = TensorAccessor(tensor_accessor_args_191, v50, v5);
        ptrdiff_t v70 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v71 = (size_t) v70;
        for (size_t j72 = v8; j72 < v16; j72 += v17) {
          size_t v73 = v68 * v16;
          size_t v74 = v73 + j72;
          size_t v75 = j72 * v3;
          size_t v76 = v71 + v75;
          ptrdiff_t v77 = (ptrdiff_t) v74;
          int32_t v78 = (int32_t) v77;
          ptrdiff_t v79 = (ptrdiff_t) v76;
          int32_t v80 = (int32_t) v79;
          noc_async_read_tile(v78, v69, v80);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v2);
        cb_ctarg_3.push_back(v2);
        cb_ctarg_1.reserve_back(v2);
        cb_ctarg_2.reserve_back(v2);
        int32_t v81 = get_common_arg_val<uint32_t>(v12);
        auto tensor_accessor_args_202 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v82 = TensorAccessor(tensor_accessor_args_202, v81, v5);
        ptrdiff_t v83 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v84 = (size_t) v83;
        for (size_t j85 = v8; j85 < v16; j85 += v17) {
          size_t v86 = v40 * v16;
          size_t v87 = v86 + j85;
          size_t v88 = j85 * v3;
          size_t v89 = v84 + v88;
          ptrdiff_t v90 = (ptrdiff_t) v87;
          int32_t v91 = (int32_t) v90;
          ptrdiff_t v92 = (ptrdiff_t) v89;
          int32_t v93 = (int32_t) v92;
          noc_async_read_tile(v91, v82, v93);
        }
        auto tensor_accessor_args_211 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v94 = TensorAccessor(tensor_accessor_args_211, v81, v5);
        ptrdiff_t v95 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v96 = (size_t) v95;
        for (size_t j97 = v8; j97 < v16; j97 += v17) {
          size_t v98 = v41 * v16;
          size_t v99 = v98 + j97;
          size_t v100 = j97 * v3;
          size_t v101 = v96 + v100;
          ptrdiff_t v102 = (ptrdiff_t) v99;
          int32_t v103 = (int32_t) v102;
          ptrdiff_t v104 = (ptrdiff_t) v101;
          int32_t v105 = (int32_t) v104;
          noc_async_read_tile(v103, v94, v105);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v2);
        cb_ctarg_1.push_back(v2);
      }
    }
  }
  return;
}

