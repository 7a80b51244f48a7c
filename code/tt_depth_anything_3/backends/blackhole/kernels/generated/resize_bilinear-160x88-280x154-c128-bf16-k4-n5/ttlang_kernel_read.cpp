// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  size_t v2 = 2;
  int32_t v3 = 12;
  int32_t v4 = 1;
  int32_t v5 = 4;
  size_t v6 = 5;
  size_t v7 = 2048;
  int32_t v8 = 0;
  int32_t v9 = 2048;
  int32_t v10 = 15;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 159;
  size_t v15 = 110;
  size_t v16 = 3;
  size_t v17 = 280;
  size_t v18 = 11;
  size_t v19 = 279;
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
    cb_ctarg_0.reserve_back(v10);
    int32_t v33 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_199 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_199, v33, v9);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v12; i37 < v6; i37 += v21) {
      for (size_t j38 = v12; j38 < v16; j38 += v21) {
        size_t v39 = i37 * v16;
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
    for (size_t i47 = v12; i47 < v16; i47 += v21) {
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
        size_t v57 = v56 * v16;
        size_t v58 = v57 + v16;
        cb_ctarg_3.reserve_back(v5);
        cb_ctarg_4.reserve_back(v5);
        ptrdiff_t v59 = (ptrdiff_t) v49;
        int64_t v60 = (int64_t) v59;
        uint64_t v61 = (uint64_t) v60;
        uint64_t v62 = (uint64_t) v13;
        uint64_t v63 = v61 * v62;
        int64_t v64 = (int64_t) v63;
        ptrdiff_t v65 = (ptrdiff_t) v64;
        size_t v66 = (size_t) v65;
        int32_t v67 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_241 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v68 = TensorAccessor(tensor_accessor_args_241, v67, v9);
        ptrdiff_t v69 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v70 = (size_t) v69;
        for (size_t j71 = v12; j71 < v20; j71 += v21) {
          size_t v72 = v66 * v20;
          size_t v73 = v72 + j71;
          size_t v74 = j71 * v7;
          size_t v75 = v70 + v74;
          ptrdiff_t v76 = (ptrdiff_t) v73;
          int32_t v77 = (int32_t) v76;
          ptrdiff_t v78 = (ptrdiff_t) v75;
          int32_t v79 = (int32_t) v78;
          noc_async_read_tile(v77, v68, v79);
        }
        uint64_t v80 = (uint64_t) v64;
        uint64_t v81 = (uint64_t) v11;
        uint64_t v82 = v80 + v81;
        int64_t v83 = (int64_t) v82;
        ptrdiff_t v84 = (ptrdiff_t) v83;
        size_t v85 = (size_t) v84;
        auto tensor_accessor_args_258 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v86 = TensorAccessor(tensor_accessor_args_258, v67, v9);
        ptrdiff_t v87 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v88 = (size_t) v87;
        for (size_t j89 = v12; j89 < v20; j89 += v21) {
          size_t v90 = v85 * v20;
          size_t v91 = v90 + j89;
          size_t v92 = j89 * v7;
          size_t v93 = v88 + v92;
          ptrdiff_t v94 = (ptrdiff_t) v91;
          int32_t v95 = (int32_t) v94;
          ptrdiff_t v96 = (ptrdiff_t) v93;
          int32_t v97 = (int32_t) v96;
          noc_async_read_tile(v95, v86, v97);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v5);
        cb_ctarg_3.push_back(v5);
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v98 = get_common_arg_val<uint32_t>(v2);
        auto tensor_accessor_args_269 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v99 = TensorAccessor(tensor_accessor_args_269, v98, v9);
        ptrdiff_t v100 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v101 = (size_t) v100;
        for (size_t j102 = v12; j102 < v16; j102 += v21) {
          for (size_t k103 = v12; k103 < v20; k103 += v21) {
            size_t v104 = v57 + j102;
            size_t v105 = v104 * v20;
            size_t v106 = v105 + k103;
            size_t v107 = j102 * v20;
            size_t v108 = v107 + k103;
            size_t v109 = v108 * v7;
            size_t v110 = v101 + v109;
            ptrdiff_t v111 = (ptrdiff_t) v106;
            int32_t v112 = (int32_t) v111;
            ptrdiff_t v113 = (ptrdiff_t) v110;
            int32_t v114 = (int32_t) v113;
            noc_async_read_tile(v112, v99, v114);
          }
        }
        auto tensor_accessor_args_278 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v115 = TensorAccessor(tensor_accessor_args_278, v98, v9);
        ptrdiff_t v116 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v117 = (size_t) v116;
        for (size_t j118 = v12; j118 < v16; j118 += v21) {
          for (size_t k119 = v12; k119 < v20; k119 += v21) {
            size_t v120 = v58 + j118;
            size_t v121 = v120 * v20;
            size_t v122 = v121 + k119;
            size_t v123 = j118 * v20;
            size_t v124 = v123 + k119;
            size_t v125 = v124 * v7;
            size_t v126 = v117 + v125;
            ptrdiff_t v127 = (ptrdiff_t) v122;
            int32_t v128 = (int32_t) v127;
            ptrdiff_t v129 = (ptrdiff_t) v126;
            int32_t v130 = (int32_t) v129;
            noc_async_read_tile(v128, v115, v130);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v3);
        cb_ctarg_1.push_back(v3);
      }
    }
  }
  return;
}

