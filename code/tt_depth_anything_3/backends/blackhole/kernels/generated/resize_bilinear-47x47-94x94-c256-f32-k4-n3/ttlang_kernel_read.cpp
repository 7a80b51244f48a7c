// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 4;
  size_t v3 = 8;
  int32_t v4 = 2;
  int32_t v5 = 8;
  size_t v6 = 3;
  size_t v7 = 4096;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  int32_t v10 = 6;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 46;
  size_t v15 = 110;
  size_t v16 = 188;
  size_t v17 = 11;
  size_t v18 = 93;
  size_t v19 = 2;
  size_t v20 = 4;
  size_t v21 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v17;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v15;
  bool v28 = v26 < v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v16;
  bool v31 = v29 < v30;
  bool v32 = v28 & v31;
  if (v32) {
    cb_ctarg_0.reserve_back(v10);
    int32_t v33 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_196 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_196, v33, v9);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v12; i37 < v6; i37 += v21) {
      for (size_t j38 = v12; j38 < v19; j38 += v21) {
        size_t v39 = i37 * v19;
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
    for (size_t i47 = v12; i47 < v19; i47 += v21) {
      size_t v48 = i47 * v15;
      size_t v49 = v25 + v48;
      ptrdiff_t v50 = (ptrdiff_t) v49;
      ptrdiff_t v51 = (ptrdiff_t) v16;
      bool v52 = v50 < v51;
      if (v52) {
        size_t v53 = v49 / v19;
        size_t v54 = v49 % v19;
        size_t v55 = v54 * v20;
        size_t v56 = v53 * v14;
        size_t v57 = v56 / v18;
        size_t v58 = v57 / v14;
        size_t v59 = v57 - v58;
        size_t v60 = v59 * v19;
        size_t v61 = v60 + v19;
        cb_ctarg_1.reserve_back(v5);
        cb_ctarg_2.reserve_back(v5);
        int32_t v62 = get_common_arg_val<uint32_t>(v19);
        auto tensor_accessor_args_233 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v63 = TensorAccessor(tensor_accessor_args_233, v62, v9);
        ptrdiff_t v64 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v65 = (size_t) v64;
        for (size_t j66 = v12; j66 < v19; j66 += v21) {
          for (size_t k67 = v12; k67 < v20; k67 += v21) {
            size_t v68 = v60 + j66;
            size_t v69 = v55 + k67;
            size_t v70 = v68 * v3;
            size_t v71 = v70 + v69;
            size_t v72 = j66 * v20;
            size_t v73 = v72 + k67;
            size_t v74 = v73 * v7;
            size_t v75 = v65 + v74;
            ptrdiff_t v76 = (ptrdiff_t) v71;
            int32_t v77 = (int32_t) v76;
            ptrdiff_t v78 = (ptrdiff_t) v75;
            int32_t v79 = (int32_t) v78;
            noc_async_read_tile(v77, v63, v79);
          }
        }
        auto tensor_accessor_args_242 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v80 = TensorAccessor(tensor_accessor_args_242, v62, v9);
        ptrdiff_t v81 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v82 = (size_t) v81;
        for (size_t j83 = v12; j83 < v19; j83 += v21) {
          for (size_t k84 = v12; k84 < v20; k84 += v21) {
            size_t v85 = v61 + j83;
            size_t v86 = v55 + k84;
            size_t v87 = v85 * v3;
            size_t v88 = v87 + v86;
            size_t v89 = j83 * v20;
            size_t v90 = v89 + k84;
            size_t v91 = v90 * v7;
            size_t v92 = v82 + v91;
            ptrdiff_t v93 = (ptrdiff_t) v88;
            int32_t v94 = (int32_t) v93;
            ptrdiff_t v95 = (ptrdiff_t) v92;
            int32_t v96 = (int32_t) v95;
            noc_async_read_tile(v94, v80, v96);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v5);
        cb_ctarg_1.push_back(v5);
        cb_ctarg_3.reserve_back(v2);
        cb_ctarg_4.reserve_back(v2);
        ptrdiff_t v97 = (ptrdiff_t) v53;
        int64_t v98 = (int64_t) v97;
        uint64_t v99 = (uint64_t) v98;
        uint64_t v100 = (uint64_t) v13;
        uint64_t v101 = v99 * v100;
        int64_t v102 = (int64_t) v101;
        ptrdiff_t v103 = (ptrdiff_t) v102;
        size_t v104 = (size_t) v103;
        int32_t v105 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_264 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v106 = TensorAccessor(tensor_accessor_args_264, v105, v9);
        ptrdiff_t v107 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v108 = (size_t) v107;
        for (size_t j109 = v12; j109 < v20; j109 += v21) {
          size_t v110 = v104 * v20;
          size_t v111 = v110 + j109;
          size_t v112 = j109 * v7;
          size_t v113 = v108 + v112;
          ptrdiff_t v114 = (ptrdiff_t) v111;
          int32_t v115 = (int32_t) v114;
          ptrdiff_t v116 = (ptrdiff_t) v113;
          int32_t v117 = (int32_t) v116;
          noc_async_read_tile(v115, v106, v117);
        }
        uint64_t v118 = (uint64_t) v102;
        uint64_t v119 = (uint64_t) v11;
        uint64_t v120 = v118 + v119;
        int64_t v121 = (int64_t) v120;
        ptrdiff_t v122 = (ptrdiff_t) v121;
        size_t v123 = (size_t) v122;
        auto tensor_accessor_args_281 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v124 = TensorAccessor(tensor_accessor_args_281, v105, v9);
        ptrdiff_t v125 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v126 = (size_t) v125;
        for (size_t j127 = v12; j127 < v20; j127 += v21) {
          size_t v128 = v123 * v20;
          size_t v129 = v128 + j127;
          size_t v130 = j127 * v7;
          size_t v131 = v126 + v130;
          ptrdiff_t v132 = (ptrdiff_t) v129;
          int32_t v133 = (int32_t) v132;
          ptrdiff_t v134 = (ptrdiff_t) v131;
          int32_t v135 = (int32_t) v134;
          noc_async_read_tile(v133, v124, v135);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v2);
        cb_ctarg_3.push_back(v2);
      }
    }
  }
  return;
}

