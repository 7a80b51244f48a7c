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
  size_t v5 = 27;
  size_t v6 = 7;
  size_t v7 = 4096;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  int32_t v10 = 63;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 9;
  size_t v15 = 259;
  size_t v16 = 36;
  size_t v17 = 15;
  size_t v18 = 520;
  size_t v19 = 11;
  size_t v20 = 519;
  size_t v21 = 8;
  size_t v22 = 1;
  size_t v23 = 3;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v24 = get_absolute_logical_x();
  size_t v25 = get_absolute_logical_y();
  size_t v26 = v25 * v19;
  size_t v27 = v26 + v24;
  size_t v28 = v27 % v23;
  size_t v29 = v27 / v23;
  ptrdiff_t v30 = (ptrdiff_t) v29;
  ptrdiff_t v31 = (ptrdiff_t) v16;
  bool v32 = v30 < v31;
  ptrdiff_t v33 = (ptrdiff_t) v29;
  ptrdiff_t v34 = (ptrdiff_t) v18;
  bool v35 = v33 < v34;
  bool v36 = v32 & v35;
  if (v36) {
    cb_ctarg_0.reserve_back(v10);
    size_t v37 = v28 * v14;
    int32_t v38 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_171 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v39 = TensorAccessor(tensor_accessor_args_171, v38, v9);
    ptrdiff_t v40 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v41 = (size_t) v40;
    for (size_t i42 = v12; i42 < v6; i42 += v22) {
      for (size_t j43 = v12; j43 < v14; j43 += v22) {
        size_t v44 = v37 + j43;
        size_t v45 = i42 * v5;
        size_t v46 = v45 + v44;
        size_t v47 = i42 * v14;
        size_t v48 = v47 + j43;
        size_t v49 = v48 * v7;
        size_t v50 = v41 + v49;
        ptrdiff_t v51 = (ptrdiff_t) v46;
        int32_t v52 = (int32_t) v51;
        ptrdiff_t v53 = (ptrdiff_t) v50;
        int32_t v54 = (int32_t) v53;
        noc_async_read_tile(v52, v39, v54);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v10);
    for (size_t i55 = v12; i55 < v17; i55 += v22) {
      size_t v56 = i55 * v16;
      size_t v57 = v29 + v56;
      ptrdiff_t v58 = (ptrdiff_t) v57;
      ptrdiff_t v59 = (ptrdiff_t) v18;
      bool v60 = v58 < v59;
      if (v60) {
        size_t v61 = v57 * v15;
        size_t v62 = v61 / v20;
        size_t v63 = v62 / v15;
        size_t v64 = v62 - v63;
        size_t v65 = v64 * v14;
        size_t v66 = v65 + v14;
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        ptrdiff_t v67 = (ptrdiff_t) v57;
        int64_t v68 = (int64_t) v67;
        uint64_t v69 = (uint64_t) v68;
        uint64_t v70 = (uint64_t) v13;
        uint64_t v71 = v69 * v70;
        int64_t v72 = (int64_t) v71;
        ptrdiff_t v73 = (ptrdiff_t) v72;
        size_t v74 = (size_t) v73;
        int32_t v75 = get_common_arg_val<uint32_t>(v22);
        auto tensor_accessor_args_213 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v76 = TensorAccessor(tensor_accessor_args_213, v75, v9);
        ptrdiff_t v77 = (ptrdiff_t) v74;
        int32_t v78 = (int32_t) v77;
        noc_async_read_tile(v78, v76, cb_ctarg_3.get_write_ptr());
        uint64_t v79 = (uint64_t) v72;
        uint64_t v80 = (uint64_t) v11;
        uint64_t v81 = v79 + v80;
        int64_t v82 = (int64_t) v81;
        ptrdiff_t v83 = (ptrdiff_t) v82;
        size_t v84 = (size_t) v83;
        auto tensor_accessor_args_230 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v85 = TensorAccessor(tensor_accessor_args_230, v75, v9);
        ptrdiff_t v86 = (ptrdiff_t) v84;
        int32_t v87 = (int32_t) v86;
        noc_async_read_tile(v87, v85, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v4);
        cb_ctarg_3.push_back(v4);
        for (size_t j88 = v12; j88 < v21; j88 += v22) {
          cb_ctarg_1.reserve_back(v3);
          cb_ctarg_2.reserve_back(v3);
          int32_t v89 = get_common_arg_val<uint32_t>(v2);
          auto tensor_accessor_args_241 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v90 = TensorAccessor(tensor_accessor_args_241, v89, v9);
          ptrdiff_t v91 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v92 = (size_t) v91;
          for (size_t k93 = v12; k93 < v14; k93 += v22) {
            size_t v94 = v65 + k93;
            size_t v95 = v94 * v21;
            size_t v96 = v95 + j88;
            size_t v97 = k93 * v7;
            size_t v98 = v92 + v97;
            ptrdiff_t v99 = (ptrdiff_t) v96;
            int32_t v100 = (int32_t) v99;
            ptrdiff_t v101 = (ptrdiff_t) v98;
            int32_t v102 = (int32_t) v101;
            noc_async_read_tile(v100, v90, v102);
          }
          auto tensor_accessor_args_250 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v103 = TensorAccessor(tensor_accessor_args_250, v89, v9);
          ptrdiff_t v104 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v105 = (size_t) v104;
          for (size_t k106 = v12; k106 < v14; k106 += v22) {
            size_t v107 = v66 + k106;
            size_t v108 = v107 * v21;
            size_t v109 = v108 + j88;
            size_t v110 = k106 * v7;
            size_t v111 = v105 + v110;
            ptrdiff_t v112 = (ptrdiff_t) v109;
            int32_t v113 = (int32_t) v112;
            ptrdiff_t v114 = (ptrdiff_t) v111;
            int32_t v115 = (int32_t) v114;
            noc_async_read_tile(v113, v103, v115);
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

