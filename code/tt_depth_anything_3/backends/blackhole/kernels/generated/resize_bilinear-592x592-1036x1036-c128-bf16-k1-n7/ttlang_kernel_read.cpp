// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 2;
  size_t v3 = 2;
  int32_t v4 = 19;
  size_t v5 = 95;
  size_t v6 = 7;
  size_t v7 = 2048;
  int32_t v8 = 0;
  int32_t v9 = 2048;
  int32_t v10 = 133;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 19;
  size_t v15 = 591;
  size_t v16 = 22;
  size_t v17 = 189;
  size_t v18 = 4144;
  size_t v19 = 11;
  size_t v20 = 1035;
  size_t v21 = 4;
  size_t v22 = 1;
  size_t v23 = 5;
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
    auto tensor_accessor_args_162 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v39 = TensorAccessor(tensor_accessor_args_162, v38, v9);
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
        size_t v61 = v57 / v21;
        size_t v62 = v57 % v21;
        size_t v63 = v61 * v15;
        size_t v64 = v63 / v20;
        size_t v65 = v64 / v15;
        size_t v66 = v64 - v65;
        size_t v67 = v66 * v14;
        size_t v68 = v67 + v14;
        cb_ctarg_1.reserve_back(v4);
        cb_ctarg_2.reserve_back(v4);
        int32_t v69 = get_common_arg_val<uint32_t>(v3);
        auto tensor_accessor_args_197 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v70 = TensorAccessor(tensor_accessor_args_197, v69, v9);
        ptrdiff_t v71 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v72 = (size_t) v71;
        for (size_t j73 = v12; j73 < v14; j73 += v22) {
          size_t v74 = v67 + j73;
          size_t v75 = v74 * v21;
          size_t v76 = v75 + v62;
          size_t v77 = j73 * v7;
          size_t v78 = v72 + v77;
          ptrdiff_t v79 = (ptrdiff_t) v76;
          int32_t v80 = (int32_t) v79;
          ptrdiff_t v81 = (ptrdiff_t) v78;
          int32_t v82 = (int32_t) v81;
          noc_async_read_tile(v80, v70, v82);
        }
        auto tensor_accessor_args_206 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v83 = TensorAccessor(tensor_accessor_args_206, v69, v9);
        ptrdiff_t v84 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v85 = (size_t) v84;
        for (size_t j86 = v12; j86 < v14; j86 += v22) {
          size_t v87 = v68 + j86;
          size_t v88 = v87 * v21;
          size_t v89 = v88 + v62;
          size_t v90 = j86 * v7;
          size_t v91 = v85 + v90;
          ptrdiff_t v92 = (ptrdiff_t) v89;
          int32_t v93 = (int32_t) v92;
          ptrdiff_t v94 = (ptrdiff_t) v91;
          int32_t v95 = (int32_t) v94;
          noc_async_read_tile(v93, v83, v95);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v4);
        cb_ctarg_1.push_back(v4);
        cb_ctarg_3.reserve_back(v1);
        cb_ctarg_4.reserve_back(v1);
        ptrdiff_t v96 = (ptrdiff_t) v61;
        int64_t v97 = (int64_t) v96;
        uint64_t v98 = (uint64_t) v97;
        uint64_t v99 = (uint64_t) v13;
        uint64_t v100 = v98 * v99;
        int64_t v101 = (int64_t) v100;
        ptrdiff_t v102 = (ptrdiff_t) v101;
        size_t v103 = (size_t) v102;
        int32_t v104 = get_common_arg_val<uint32_t>(v22);
        auto tensor_accessor_args_228 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v105 = TensorAccessor(tensor_accessor_args_228, v104, v9);
        ptrdiff_t v106 = (ptrdiff_t) v103;
        int32_t v107 = (int32_t) v106;
        noc_async_read_tile(v107, v105, cb_ctarg_3.get_write_ptr());
        uint64_t v108 = (uint64_t) v101;
        uint64_t v109 = (uint64_t) v11;
        uint64_t v110 = v108 + v109;
        int64_t v111 = (int64_t) v110;
        ptrdiff_t v112 = (ptrdiff_t) v111;
        size_t v113 = (size_t) v112;
        auto tensor_accessor_args_245 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v114 = TensorAccessor(tensor_accessor_args_245, v104, v9);
        ptrdiff_t v115 = (ptrdiff_t) v113;
        int32_t v116 = (int32_t) v115;
        noc_async_read_tile(v116, v114, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v1);
        cb_ctarg_3.push_back(v1);
      }
    }
  }
  return;
}

