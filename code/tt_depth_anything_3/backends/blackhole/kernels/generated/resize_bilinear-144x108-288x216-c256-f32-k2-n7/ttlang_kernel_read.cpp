// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  size_t v2 = 8;
  int32_t v3 = 2;
  int32_t v4 = 8;
  size_t v5 = 7;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 28;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 143;
  size_t v14 = 110;
  size_t v15 = 1152;
  size_t v16 = 11;
  size_t v17 = 287;
  size_t v18 = 4;
  size_t v19 = 2;
  size_t v20 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v16;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v14;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v15;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v32 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_190 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_190, v32, v8);
    ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v35 = (size_t) v34;
    for (size_t i36 = v11; i36 < v5; i36 += v20) {
      for (size_t j37 = v11; j37 < v18; j37 += v20) {
        size_t v38 = i36 * v18;
        size_t v39 = v38 + j37;
        size_t v40 = v39 * v6;
        size_t v41 = v35 + v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        ptrdiff_t v44 = (ptrdiff_t) v41;
        int32_t v45 = (int32_t) v44;
        noc_async_read_tile(v43, v33, v45);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    for (size_t i46 = v11; i46 < v16; i46 += v20) {
      size_t v47 = i46 * v14;
      size_t v48 = v24 + v47;
      ptrdiff_t v49 = (ptrdiff_t) v48;
      ptrdiff_t v50 = (ptrdiff_t) v15;
      bool v51 = v49 < v50;
      if (v51) {
        size_t v52 = v48 / v18;
        size_t v53 = v48 % v18;
        size_t v54 = v53 * v19;
        size_t v55 = v52 * v13;
        size_t v56 = v55 / v17;
        size_t v57 = v56 / v13;
        size_t v58 = v56 - v57;
        size_t v59 = v58 * v18;
        size_t v60 = v59 + v18;
        cb_ctarg_1.reserve_back(v4);
        cb_ctarg_2.reserve_back(v4);
        int32_t v61 = get_common_arg_val<uint32_t>(v19);
        auto tensor_accessor_args_227 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v62 = TensorAccessor(tensor_accessor_args_227, v61, v8);
        ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v64 = (size_t) v63;
        for (size_t j65 = v11; j65 < v18; j65 += v20) {
          for (size_t k66 = v11; k66 < v19; k66 += v20) {
            size_t v67 = v59 + j65;
            size_t v68 = v54 + k66;
            size_t v69 = v67 * v2;
            size_t v70 = v69 + v68;
            size_t v71 = j65 * v19;
            size_t v72 = v71 + k66;
            size_t v73 = v72 * v6;
            size_t v74 = v64 + v73;
            ptrdiff_t v75 = (ptrdiff_t) v70;
            int32_t v76 = (int32_t) v75;
            ptrdiff_t v77 = (ptrdiff_t) v74;
            int32_t v78 = (int32_t) v77;
            noc_async_read_tile(v76, v62, v78);
          }
        }
        auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v79 = TensorAccessor(tensor_accessor_args_236, v61, v8);
        ptrdiff_t v80 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v81 = (size_t) v80;
        for (size_t j82 = v11; j82 < v18; j82 += v20) {
          for (size_t k83 = v11; k83 < v19; k83 += v20) {
            size_t v84 = v60 + j82;
            size_t v85 = v54 + k83;
            size_t v86 = v84 * v2;
            size_t v87 = v86 + v85;
            size_t v88 = j82 * v19;
            size_t v89 = v88 + k83;
            size_t v90 = v89 * v6;
            size_t v91 = v81 + v90;
            ptrdiff_t v92 = (ptrdiff_t) v87;
            int32_t v93 = (int32_t) v92;
            ptrdiff_t v94 = (ptrdiff_t) v91;
            int32_t v95 = (int32_t) v94;
            noc_async_read_tile(v93, v79, v95);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v4);
        cb_ctarg_1.push_back(v4);
        cb_ctarg_3.reserve_back(v3);
        cb_ctarg_4.reserve_back(v3);
        ptrdiff_t v96 = (ptrdiff_t) v52;
        int64_t v97 = (int64_t) v96;
        uint64_t v98 = (uint64_t) v97;
        uint64_t v99 = (uint64_t) v12;
        uint64_t v100 = v98 * v99;
        int64_t v101 = (int64_t) v100;
        ptrdiff_t v102 = (ptrdiff_t) v101;
        size_t v103 = (size_t) v102;
        int32_t v104 = get_common_arg_val<uint32_t>(v20);
        auto tensor_accessor_args_258 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v105 = TensorAccessor(tensor_accessor_args_258, v104, v8);
        ptrdiff_t v106 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v107 = (size_t) v106;
        for (size_t j108 = v11; j108 < v19; j108 += v20) {
          size_t v109 = v103 * v19;
          size_t v110 = v109 + j108;
          size_t v111 = j108 * v6;
          size_t v112 = v107 + v111;
          ptrdiff_t v113 = (ptrdiff_t) v110;
          int32_t v114 = (int32_t) v113;
          ptrdiff_t v115 = (ptrdiff_t) v112;
          int32_t v116 = (int32_t) v115;
          noc_async_read_tile(v114, v105, v116);
        }
        uint64_t v117 = (uint64_t) v101;
        uint64_t v118 = (uint64_t) v10;
        uint64_t v119 = v117 + v118;
        int64_t v120 = (int64_t) v119;
        ptrdiff_t v121 = (ptrdiff_t) v120;
        size_t v122 = (size_t) v121;
        auto tensor_accessor_args_275 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v123 = TensorAccessor(tensor_accessor_args_275, v104, v8);
        ptrdiff_t v124 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v125 = (size_t) v124;
        for (size_t j126 = v11; j126 < v19; j126 += v20) {
          size_t v127 = v122 * v19;
          size_t v128 = v127 + j126;
          size_t v129 = j126 * v6;
          size_t v130 = v125 + v129;
          ptrdiff_t v131 = (ptrdiff_t) v128;
          int32_t v132 = (int32_t) v131;
          ptrdiff_t v133 = (ptrdiff_t) v130;
          int32_t v134 = (int32_t) v133;
          noc_async_read_tile(v132, v123, v134);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v3);
        cb_ctarg_3.push_back(v3);
      }
    }
  }
  return;
}

