// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 1;
  int32_t v4 = 4;
  size_t v5 = 2048;
  int32_t v6 = 0;
  int32_t v7 = 2048;
  int32_t v8 = 12;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 3;
  size_t v13 = 287;
  size_t v14 = 110;
  size_t v15 = 5;
  size_t v16 = 504;
  size_t v17 = 11;
  size_t v18 = 503;
  size_t v19 = 1;
  size_t v20 = 4;
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
    auto tensor_accessor_args_210 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_210, v32, v7);
    ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v35 = (size_t) v34;
    for (size_t i36 = v10; i36 < v20; i36 += v19) {
      for (size_t j37 = v10; j37 < v12; j37 += v19) {
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
    for (size_t i46 = v10; i46 < v15; i46 += v19) {
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
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        ptrdiff_t v58 = (ptrdiff_t) v48;
        int64_t v59 = (int64_t) v58;
        uint64_t v60 = (uint64_t) v59;
        uint64_t v61 = (uint64_t) v11;
        uint64_t v62 = v60 * v61;
        int64_t v63 = (int64_t) v62;
        ptrdiff_t v64 = (ptrdiff_t) v63;
        size_t v65 = (size_t) v64;
        int32_t v66 = get_common_arg_val<uint32_t>(v19);
        auto tensor_accessor_args_252 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v67 = TensorAccessor(tensor_accessor_args_252, v66, v7);
        ptrdiff_t v68 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v69 = (size_t) v68;
        for (size_t j70 = v10; j70 < v20; j70 += v19) {
          size_t v71 = v65 * v20;
          size_t v72 = v71 + j70;
          size_t v73 = j70 * v5;
          size_t v74 = v69 + v73;
          ptrdiff_t v75 = (ptrdiff_t) v72;
          int32_t v76 = (int32_t) v75;
          ptrdiff_t v77 = (ptrdiff_t) v74;
          int32_t v78 = (int32_t) v77;
          noc_async_read_tile(v76, v67, v78);
        }
        uint64_t v79 = (uint64_t) v63;
        uint64_t v80 = (uint64_t) v9;
        uint64_t v81 = v79 + v80;
        int64_t v82 = (int64_t) v81;
        ptrdiff_t v83 = (ptrdiff_t) v82;
        size_t v84 = (size_t) v83;
        auto tensor_accessor_args_269 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v85 = TensorAccessor(tensor_accessor_args_269, v66, v7);
        ptrdiff_t v86 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v87 = (size_t) v86;
        for (size_t j88 = v10; j88 < v20; j88 += v19) {
          size_t v89 = v84 * v20;
          size_t v90 = v89 + j88;
          size_t v91 = j88 * v5;
          size_t v92 = v87 + v91;
          ptrdiff_t v93 = (ptrdiff_t) v90;
          int32_t v94 = (int32_t) v93;
          ptrdiff_t v95 = (ptrdiff_t) v92;
          int32_t v96 = (int32_t) v95;
          noc_async_read_tile(v94, v85, v96);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v4);
        cb_ctarg_3.push_back(v4);
        cb_ctarg_1.reserve_back(v8);
        cb_ctarg_2.reserve_back(v8);
        int32_t v97 = get_common_arg_val<uint32_t>(v2);
        auto tensor_accessor_args_280 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v98 = TensorAccessor(tensor_accessor_args_280, v97, v7);
        ptrdiff_t v99 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v100 = (size_t) v99;
        for (size_t j101 = v10; j101 < v12; j101 += v19) {
          for (size_t k102 = v10; k102 < v20; k102 += v19) {
            size_t v103 = v56 + j101;
            size_t v104 = v103 * v20;
            size_t v105 = v104 + k102;
            size_t v106 = j101 * v20;
            size_t v107 = v106 + k102;
            size_t v108 = v107 * v5;
            size_t v109 = v100 + v108;
            ptrdiff_t v110 = (ptrdiff_t) v105;
            int32_t v111 = (int32_t) v110;
            ptrdiff_t v112 = (ptrdiff_t) v109;
            int32_t v113 = (int32_t) v112;
            noc_async_read_tile(v111, v98, v113);
          }
        }
        auto tensor_accessor_args_289 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v114 = TensorAccessor(tensor_accessor_args_289, v97, v7);
        ptrdiff_t v115 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v116 = (size_t) v115;
        for (size_t j117 = v10; j117 < v12; j117 += v19) {
          for (size_t k118 = v10; k118 < v20; k118 += v19) {
            size_t v119 = v57 + j117;
            size_t v120 = v119 * v20;
            size_t v121 = v120 + k118;
            size_t v122 = j117 * v20;
            size_t v123 = v122 + k118;
            size_t v124 = v123 * v5;
            size_t v125 = v116 + v124;
            ptrdiff_t v126 = (ptrdiff_t) v121;
            int32_t v127 = (int32_t) v126;
            ptrdiff_t v128 = (ptrdiff_t) v125;
            int32_t v129 = (int32_t) v128;
            noc_async_read_tile(v127, v114, v129);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v8);
        cb_ctarg_1.push_back(v8);
      }
    }
  }
  return;
}

