// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 8;
  int32_t v3 = 1;
  int32_t v4 = 2;
  size_t v5 = 7;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 28;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 63;
  size_t v14 = 110;
  size_t v15 = 128;
  size_t v16 = 11;
  size_t v17 = 127;
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
    auto tensor_accessor_args_188 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_188, v32, v8);
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
    for (size_t i46 = v11; i46 < v19; i46 += v20) {
      size_t v47 = i46 * v14;
      size_t v48 = v24 + v47;
      ptrdiff_t v49 = (ptrdiff_t) v48;
      ptrdiff_t v50 = (ptrdiff_t) v15;
      bool v51 = v49 < v50;
      if (v51) {
        size_t v52 = v48 * v13;
        size_t v53 = v52 / v17;
        size_t v54 = v53 / v13;
        size_t v55 = v53 - v54;
        size_t v56 = v55 * v18;
        size_t v57 = v56 + v18;
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        ptrdiff_t v58 = (ptrdiff_t) v48;
        int64_t v59 = (int64_t) v58;
        uint64_t v60 = (uint64_t) v59;
        uint64_t v61 = (uint64_t) v12;
        uint64_t v62 = v60 * v61;
        int64_t v63 = (int64_t) v62;
        ptrdiff_t v64 = (ptrdiff_t) v63;
        size_t v65 = (size_t) v64;
        int32_t v66 = get_common_arg_val<uint32_t>(v20);
        auto tensor_accessor_args_230 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v67 = TensorAccessor(tensor_accessor_args_230, v66, v8);
        ptrdiff_t v68 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v69 = (size_t) v68;
        for (size_t j70 = v11; j70 < v19; j70 += v20) {
          size_t v71 = v65 * v19;
          size_t v72 = v71 + j70;
          size_t v73 = j70 * v6;
          size_t v74 = v69 + v73;
          ptrdiff_t v75 = (ptrdiff_t) v72;
          int32_t v76 = (int32_t) v75;
          ptrdiff_t v77 = (ptrdiff_t) v74;
          int32_t v78 = (int32_t) v77;
          noc_async_read_tile(v76, v67, v78);
        }
        uint64_t v79 = (uint64_t) v63;
        uint64_t v80 = (uint64_t) v10;
        uint64_t v81 = v79 + v80;
        int64_t v82 = (int64_t) v81;
        ptrdiff_t v83 = (ptrdiff_t) v82;
        size_t v84 = (size_t) v83;
        auto tensor_accessor_args_247 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v85 = TensorAccessor(tensor_accessor_args_247, v66, v8);
        ptrdiff_t v86 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v87 = (size_t) v86;
        for (size_t j88 = v11; j88 < v19; j88 += v20) {
          size_t v89 = v84 * v19;
          size_t v90 = v89 + j88;
          size_t v91 = j88 * v6;
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
        for (size_t j97 = v11; j97 < v18; j97 += v20) {
          size_t v98 = j97 * v19;
          cb_ctarg_1.reserve_back(v2);
          cb_ctarg_2.reserve_back(v2);
          int32_t v99 = get_common_arg_val<uint32_t>(v19);
          auto tensor_accessor_args_260 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v100 = TensorAccessor(tensor_accessor_args_260, v99, v8);
          ptrdiff_t v101 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v102 = (size_t) v101;
          for (size_t k103 = v11; k103 < v18; k103 += v20) {
            for (size_t l104 = v11; l104 < v19; l104 += v20) {
              size_t v105 = v56 + k103;
              size_t v106 = v98 + l104;
              size_t v107 = v105 * v1;
              size_t v108 = v107 + v106;
              size_t v109 = k103 * v19;
              size_t v110 = v109 + l104;
              size_t v111 = v110 * v6;
              size_t v112 = v102 + v111;
              ptrdiff_t v113 = (ptrdiff_t) v108;
              int32_t v114 = (int32_t) v113;
              ptrdiff_t v115 = (ptrdiff_t) v112;
              int32_t v116 = (int32_t) v115;
              noc_async_read_tile(v114, v100, v116);
            }
          }
          auto tensor_accessor_args_269 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v117 = TensorAccessor(tensor_accessor_args_269, v99, v8);
          ptrdiff_t v118 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v119 = (size_t) v118;
          for (size_t k120 = v11; k120 < v18; k120 += v20) {
            for (size_t l121 = v11; l121 < v19; l121 += v20) {
              size_t v122 = v57 + k120;
              size_t v123 = v98 + l121;
              size_t v124 = v122 * v1;
              size_t v125 = v124 + v123;
              size_t v126 = k120 * v19;
              size_t v127 = v126 + l121;
              size_t v128 = v127 * v6;
              size_t v129 = v119 + v128;
              ptrdiff_t v130 = (ptrdiff_t) v125;
              int32_t v131 = (int32_t) v130;
              ptrdiff_t v132 = (ptrdiff_t) v129;
              int32_t v133 = (int32_t) v132;
              noc_async_read_tile(v131, v117, v133);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v2);
          cb_ctarg_1.push_back(v2);
        }
      }
    }
  }
  return;
}

