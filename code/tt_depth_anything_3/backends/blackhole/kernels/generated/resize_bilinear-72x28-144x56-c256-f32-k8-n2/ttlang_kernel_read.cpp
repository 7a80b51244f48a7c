// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 8;
  size_t v3 = 4096;
  int32_t v4 = 0;
  int32_t v5 = 4096;
  int32_t v6 = 2;
  int64_t v7 = 1;
  size_t v8 = 0;
  int64_t v9 = 2;
  size_t v10 = 71;
  size_t v11 = 110;
  size_t v12 = 144;
  size_t v13 = 11;
  size_t v14 = 143;
  size_t v15 = 8;
  size_t v16 = 1;
  size_t v17 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v13;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v11;
  bool v24 = v22 < v23;
  ptrdiff_t v25 = (ptrdiff_t) v21;
  ptrdiff_t v26 = (ptrdiff_t) v12;
  bool v27 = v25 < v26;
  bool v28 = v24 & v27;
  if (v28) {
    cb_ctarg_0.reserve_back(v6);
    int32_t v29 = get_common_arg_val<uint32_t>(v8);
    auto tensor_accessor_args_155 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_155, v29, v5);
    ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v32 = (size_t) v31;
    for (size_t i33 = v8; i33 < v17; i33 += v16) {
      size_t v34 = i33 * v3;
      size_t v35 = v32 + v34;
      ptrdiff_t v36 = (ptrdiff_t) i33;
      int32_t v37 = (int32_t) v36;
      ptrdiff_t v38 = (ptrdiff_t) v35;
      int32_t v39 = (int32_t) v38;
      noc_async_read_tile(v37, v30, v39);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v6);
    for (size_t i40 = v8; i40 < v17; i40 += v16) {
      size_t v41 = i40 * v11;
      size_t v42 = v21 + v41;
      ptrdiff_t v43 = (ptrdiff_t) v42;
      ptrdiff_t v44 = (ptrdiff_t) v12;
      bool v45 = v43 < v44;
      if (v45) {
        size_t v46 = v42 * v10;
        size_t v47 = v46 / v14;
        size_t v48 = v47 / v10;
        size_t v49 = v47 - v48;
        size_t v50 = v49 + v16;
        cb_ctarg_3.reserve_back(v2);
        cb_ctarg_4.reserve_back(v2);
        ptrdiff_t v51 = (ptrdiff_t) v42;
        int64_t v52 = (int64_t) v51;
        uint64_t v53 = (uint64_t) v52;
        uint64_t v54 = (uint64_t) v9;
        uint64_t v55 = v53 * v54;
        int64_t v56 = (int64_t) v55;
        ptrdiff_t v57 = (ptrdiff_t) v56;
        size_t v58 = (size_t) v57;
        int32_t v59 = get_common_arg_val<uint32_t>(v16);
        auto tensor_accessor_args_195 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v60 = TensorAccessor(tensor_accessor_args_195, v59, v5);
        ptrdiff_t v61 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v62 = (size_t) v61;
        for (size_t j63 = v8; j63 < v15; j63 += v16) {
          size_t v64 = v58 * v15;
          size_t v65 = v64 + j63;
          size_t v66 = j63 * v3;
          size_t v67 = v62 + v66;
          ptrdiff_t v68 = (ptrdiff_t) v65;
          int32_t v69 = (int32_t) v68;
          ptrdiff_t v70 = (ptrdiff_t) v67;
          int32_t v71 = (int32_t) v70;
          noc_async_read_tile(v69, v60, v71);
        }
        uint64_t v72 = (uint64_t) v56;
        uint64_t v73 = (uint64_t) v7;
        uint64_t v74 = v72 + v73;
        int64_t v75 = (int64_t) v74;
        ptrdiff_t v76 = (ptrdiff_t) v75;
        size_t v77 = (size_t) v76;
        auto tensor_accessor_args_212 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v78 = TensorAccessor(tensor_accessor_args_212, v59, v5);
        ptrdiff_t v79 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v80 = (size_t) v79;
        for (size_t j81 = v8; j81 < v15; j81 += v16) {
          size_t v82 = v77 * v15;
          size_t v83 = v82 + j81;
          size_t v84 = j81 * v3;
          size_t v85 = v80 + v84;
          ptrdiff_t v86 = (ptrdiff_t) v83;
          int32_t v87 = (int32_t) v86;
          ptrdiff_t v88 = (ptrdiff_t) v85;
          int32_t v89 = (int32_t) v88;
          noc_async_read_tile(v87, v78, v89);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v2);
        cb_ctarg_3.push_back(v2);
        cb_ctarg_1.reserve_back(v2);
        cb_ctarg_2.reserve_back(v2);
        int32_t v90 = get_common_arg_val<uint32_t>(v17);
        auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v91 = TensorAccessor(tensor_accessor_args_223, v90, v5);
        ptrdiff_t v92 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v93 = (size_t) v92;
        for (size_t j94 = v8; j94 < v15; j94 += v16) {
          size_t v95 = v49 * v15;
          size_t v96 = v95 + j94;
          size_t v97 = j94 * v3;
          size_t v98 = v93 + v97;
          ptrdiff_t v99 = (ptrdiff_t) v96;
          int32_t v100 = (int32_t) v99;
          ptrdiff_t v101 = (ptrdiff_t) v98;
          int32_t v102 = (int32_t) v101;
          noc_async_read_tile(v100, v91, v102);
        }
        auto tensor_accessor_args_232 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v103 = TensorAccessor(tensor_accessor_args_232, v90, v5);
        ptrdiff_t v104 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v105 = (size_t) v104;
        for (size_t j106 = v8; j106 < v15; j106 += v16) {
          size_t v107 = v50 * v15;
          size_t v108 = v107 + j106;
          size_t v109 = j106 * v3;
          size_t v110 = v105 + v109;
          ptrdiff_t v111 = (ptrdiff_t) v108;
          int32_t v112 = (int32_t) v111;
          ptrdiff_t v113 = (ptrdiff_t) v110;
          int32_t v114 = (int32_t) v113;
          noc_async_read_tile(v112, v103, v114);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v2);
        cb_ctarg_1.push_back(v2);
      }
    }
  }
  return;
}

