// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  int32_t v3 = 1;
  int32_t v4 = 4;
  size_t v5 = 4096;
  int32_t v6 = 0;
  int32_t v7 = 4096;
  int32_t v8 = 8;
  int64_t v9 = 1;
  size_t v10 = 0;
  int64_t v11 = 2;
  size_t v12 = 71;
  size_t v13 = 110;
  size_t v14 = 144;
  size_t v15 = 11;
  size_t v16 = 143;
  size_t v17 = 2;
  size_t v18 = 1;
  size_t v19 = 4;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v15;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v13;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v14;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.reserve_back(v8);
    int32_t v31 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_188 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_188, v31, v7);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v10; i35 < v19; i35 += v18) {
      for (size_t j36 = v10; j36 < v17; j36 += v18) {
        size_t v37 = i35 * v17;
        size_t v38 = v37 + j36;
        size_t v39 = v38 * v5;
        size_t v40 = v34 + v39;
        ptrdiff_t v41 = (ptrdiff_t) v38;
        int32_t v42 = (int32_t) v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        noc_async_read_tile(v42, v32, v44);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v8);
    for (size_t i45 = v10; i45 < v17; i45 += v18) {
      size_t v46 = i45 * v13;
      size_t v47 = v23 + v46;
      ptrdiff_t v48 = (ptrdiff_t) v47;
      ptrdiff_t v49 = (ptrdiff_t) v14;
      bool v50 = v48 < v49;
      if (v50) {
        size_t v51 = v47 * v12;
        size_t v52 = v51 / v16;
        size_t v53 = v52 / v12;
        size_t v54 = v52 - v53;
        size_t v55 = v54 * v17;
        size_t v56 = v55 + v17;
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        ptrdiff_t v57 = (ptrdiff_t) v47;
        int64_t v58 = (int64_t) v57;
        uint64_t v59 = (uint64_t) v58;
        uint64_t v60 = (uint64_t) v11;
        uint64_t v61 = v59 * v60;
        int64_t v62 = (int64_t) v61;
        ptrdiff_t v63 = (ptrdiff_t) v62;
        size_t v64 = (size_t) v63;
        int32_t v65 = get_common_arg_val<uint32_t>(v18);
        auto tensor_accessor_args_230 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v66 = TensorAccessor(tensor_accessor_args_230, v65, v7);
        ptrdiff_t v67 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v68 = (size_t) v67;
        for (size_t j69 = v10; j69 < v19; j69 += v18) {
          size_t v70 = v64 * v19;
          size_t v71 = v70 + j69;
          size_t v72 = j69 * v5;
          size_t v73 = v68 + v72;
          ptrdiff_t v74 = (ptrdiff_t) v71;
          int32_t v75 = (int32_t) v74;
          ptrdiff_t v76 = (ptrdiff_t) v73;
          int32_t v77 = (int32_t) v76;
          noc_async_read_tile(v75, v66, v77);
        }
        uint64_t v78 = (uint64_t) v62;
        uint64_t v79 = (uint64_t) v9;
        uint64_t v80 = v78 + v79;
        int64_t v81 = (int64_t) v80;
        ptrdiff_t v82 = (ptrdiff_t) v81;
        size_t v83 = (size_t) v82;
        auto tensor_accessor_args_247 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v84 = TensorAccessor(tensor_accessor_args_247, v65, v7);
        ptrdiff_t v85 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v86 = (size_t) v85;
        for (size_t j87 = v10; j87 < v19; j87 += v18) {
          size_t v88 = v83 * v19;
          size_t v89 = v88 + j87;
          size_t v90 = j87 * v5;
          size_t v91 = v86 + v90;
          ptrdiff_t v92 = (ptrdiff_t) v89;
          int32_t v93 = (int32_t) v92;
          ptrdiff_t v94 = (ptrdiff_t) v91;
          int32_t v95 = (int32_t) v94;
          noc_async_read_tile(v93, v84, v95);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v4);
        cb_ctarg_3.push_back(v4);
        for (size_t j96 = v10; j96 < v17; j96 += v18) {
          size_t v97 = j96 * v19;
          cb_ctarg_1.reserve_back(v8);
          cb_ctarg_2.reserve_back(v8);
          int32_t v98 = get_common_arg_val<uint32_t>(v17);
          auto tensor_accessor_args_260 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v99 = TensorAccessor(tensor_accessor_args_260, v98, v7);
          ptrdiff_t v100 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v101 = (size_t) v100;
          for (size_t k102 = v10; k102 < v17; k102 += v18) {
            for (size_t l103 = v10; l103 < v19; l103 += v18) {
              size_t v104 = v55 + k102;
              size_t v105 = v97 + l103;
              size_t v106 = v104 * v1;
              size_t v107 = v106 + v105;
              size_t v108 = k102 * v19;
              size_t v109 = v108 + l103;
              size_t v110 = v109 * v5;
              size_t v111 = v101 + v110;
              ptrdiff_t v112 = (ptrdiff_t) v107;
              int32_t v113 = (int32_t) v112;
              ptrdiff_t v114 = (ptrdiff_t) v111;
              int32_t v115 = (int32_t) v114;
              noc_async_read_tile(v113, v99, v115);
            }
          }
          auto tensor_accessor_args_269 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v116 = TensorAccessor(tensor_accessor_args_269, v98, v7);
          ptrdiff_t v117 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v118 = (size_t) v117;
          for (size_t k119 = v10; k119 < v17; k119 += v18) {
            for (size_t l120 = v10; l120 < v19; l120 += v18) {
              size_t v121 = v56 + k119;
              size_t v122 = v97 + l120;
              size_t v123 = v121 * v1;
              size_t v124 = v123 + v122;
              size_t v125 = k119 * v19;
              size_t v126 = v125 + l120;
              size_t v127 = v126 * v5;
              size_t v128 = v118 + v127;
              ptrdiff_t v129 = (ptrdiff_t) v124;
              int32_t v130 = (int32_t) v129;
              ptrdiff_t v131 = (ptrdiff_t) v128;
              int32_t v132 = (int32_t) v131;
              noc_async_read_tile(v130, v116, v132);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v8);
          cb_ctarg_1.push_back(v8);
        }
      }
    }
  }
  return;
}

