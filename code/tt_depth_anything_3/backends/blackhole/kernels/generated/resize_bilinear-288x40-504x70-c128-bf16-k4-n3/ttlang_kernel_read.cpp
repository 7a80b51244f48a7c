// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 4;
  size_t v3 = 4;
  int32_t v4 = 2;
  int32_t v5 = 8;
  size_t v6 = 3;
  size_t v7 = 2048;
  int32_t v8 = 0;
  int32_t v9 = 2048;
  int32_t v10 = 6;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 2;
  size_t v15 = 287;
  size_t v16 = 110;
  size_t v17 = 5;
  size_t v18 = 504;
  size_t v19 = 11;
  size_t v20 = 503;
  size_t v21 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v19;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v16;
  bool v28 = v26 < v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v18;
  bool v31 = v29 < v30;
  bool v32 = v28 & v31;
  if (v32) {
    cb_ctarg_0.reserve_back(v10);
    int32_t v33 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_174 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_174, v33, v9);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v12; i37 < v6; i37 += v21) {
      for (size_t j38 = v12; j38 < v14; j38 += v21) {
        size_t v39 = i37 * v14;
        size_t v40 = v39 + j38;
        size_t v41 = v40 * v7;
        size_t v42 = v36 + v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        ptrdiff_t v45 = (ptrdiff_t) v42;
        int32_t v46 = (int32_t) v45;
        noc_async_read_tile(v44, v34, v46);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v10);
    for (size_t i47 = v12; i47 < v17; i47 += v21) {
      size_t v48 = i47 * v16;
      size_t v49 = v25 + v48;
      ptrdiff_t v50 = (ptrdiff_t) v49;
      ptrdiff_t v51 = (ptrdiff_t) v18;
      bool v52 = v50 < v51;
      if (v52) {
        size_t v53 = v49 * v15;
        size_t v54 = v53 / v20;
        size_t v55 = v54 / v15;
        size_t v56 = v54 - v55;
        size_t v57 = v56 * v14;
        size_t v58 = v57 + v14;
        cb_ctarg_1.reserve_back(v5);
        cb_ctarg_2.reserve_back(v5);
        int32_t v59 = get_common_arg_val<uint32_t>(v14);
        auto tensor_accessor_args_205 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v60 = TensorAccessor(tensor_accessor_args_205, v59, v9);
        ptrdiff_t v61 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v62 = (size_t) v61;
        for (size_t j63 = v12; j63 < v14; j63 += v21) {
          for (size_t k64 = v12; k64 < v3; k64 += v21) {
            size_t v65 = v57 + j63;
            size_t v66 = v65 * v3;
            size_t v67 = v66 + k64;
            size_t v68 = j63 * v3;
            size_t v69 = v68 + k64;
            size_t v70 = v69 * v7;
            size_t v71 = v62 + v70;
            ptrdiff_t v72 = (ptrdiff_t) v67;
            int32_t v73 = (int32_t) v72;
            ptrdiff_t v74 = (ptrdiff_t) v71;
            int32_t v75 = (int32_t) v74;
            noc_async_read_tile(v73, v60, v75);
          }
        }
        auto tensor_accessor_args_214 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v76 = TensorAccessor(tensor_accessor_args_214, v59, v9);
        ptrdiff_t v77 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v78 = (size_t) v77;
        for (size_t j79 = v12; j79 < v14; j79 += v21) {
          for (size_t k80 = v12; k80 < v3; k80 += v21) {
            size_t v81 = v58 + j79;
            size_t v82 = v81 * v3;
            size_t v83 = v82 + k80;
            size_t v84 = j79 * v3;
            size_t v85 = v84 + k80;
            size_t v86 = v85 * v7;
            size_t v87 = v78 + v86;
            ptrdiff_t v88 = (ptrdiff_t) v83;
            int32_t v89 = (int32_t) v88;
            ptrdiff_t v90 = (ptrdiff_t) v87;
            int32_t v91 = (int32_t) v90;
            noc_async_read_tile(v89, v76, v91);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v5);
        cb_ctarg_1.push_back(v5);
        cb_ctarg_3.reserve_back(v2);
        cb_ctarg_4.reserve_back(v2);
        ptrdiff_t v92 = (ptrdiff_t) v49;
        int64_t v93 = (int64_t) v92;
        uint64_t v94 = (uint64_t) v93;
        uint64_t v95 = (uint64_t) v13;
        uint64_t v96 = v94 * v95;
        int64_t v97 = (int64_t) v96;
        ptrdiff_t v98 = (ptrdiff_t) v97;
        size_t v99 = (size_t) v98;
        int32_t v100 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v101 = TensorAccessor(tensor_accessor_args_236, v100, v9);
        ptrdiff_t v102 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v103 = (size_t) v102;
        for (size_t j104 = v12; j104 < v3; j104 += v21) {
          size_t v105 = v99 * v3;
          size_t v106 = v105 + j104;
          size_t v107 = j104 * v7;
          size_t v108 = v103 + v107;
          ptrdiff_t v109 = (ptrdiff_t) v106;
          int32_t v110 = (int32_t) v109;
          ptrdiff_t v111 = (ptrdiff_t) v108;
          int32_t v112 = (int32_t) v111;
          noc_async_read_tile(v110, v101, v112);
        }
        uint64_t v113 = (uint64_t) v97;
        uint64_t v114 = (uint64_t) v11;
        uint64_t v115 = v113 + v114;
        int64_t v116 = (int64_t) v115;
        ptrdiff_t v117 = (ptrdiff_t) v116;
        size_t v118 = (size_t) v117;
        auto tensor_accessor_args_253 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v119 = TensorAccessor(tensor_accessor_args_253, v100, v9);
        ptrdiff_t v120 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v121 = (size_t) v120;
        for (size_t j122 = v12; j122 < v3; j122 += v21) {
          size_t v123 = v118 * v3;
          size_t v124 = v123 + j122;
          size_t v125 = j122 * v7;
          size_t v126 = v121 + v125;
          ptrdiff_t v127 = (ptrdiff_t) v124;
          int32_t v128 = (int32_t) v127;
          ptrdiff_t v129 = (ptrdiff_t) v126;
          int32_t v130 = (int32_t) v129;
          noc_async_read_tile(v128, v119, v130);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v2);
        cb_ctarg_3.push_back(v2);
      }
    }
  }
  return;
}

