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
  size_t v14 = 20;
  size_t v15 = 110;
  size_t v16 = 84;
  size_t v17 = 11;
  size_t v18 = 41;
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
    auto tensor_accessor_args_191 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_191, v33, v9);
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
    if (v31) {
      size_t v47 = v25 / v19;
      size_t v48 = v25 % v19;
      size_t v49 = v48 * v20;
      size_t v50 = v47 * v14;
      size_t v51 = v50 / v18;
      size_t v52 = v51 / v14;
      size_t v53 = v51 - v52;
      size_t v54 = v53 * v19;
      size_t v55 = v54 + v19;
      cb_ctarg_1.reserve_back(v5);
      cb_ctarg_2.reserve_back(v5);
      int32_t v56 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_220 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v57 = TensorAccessor(tensor_accessor_args_220, v56, v9);
      ptrdiff_t v58 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v59 = (size_t) v58;
      for (size_t i60 = v12; i60 < v19; i60 += v21) {
        for (size_t j61 = v12; j61 < v20; j61 += v21) {
          size_t v62 = v54 + i60;
          size_t v63 = v49 + j61;
          size_t v64 = v62 * v3;
          size_t v65 = v64 + v63;
          size_t v66 = i60 * v20;
          size_t v67 = v66 + j61;
          size_t v68 = v67 * v7;
          size_t v69 = v59 + v68;
          ptrdiff_t v70 = (ptrdiff_t) v65;
          int32_t v71 = (int32_t) v70;
          ptrdiff_t v72 = (ptrdiff_t) v69;
          int32_t v73 = (int32_t) v72;
          noc_async_read_tile(v71, v57, v73);
        }
      }
      auto tensor_accessor_args_229 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v74 = TensorAccessor(tensor_accessor_args_229, v56, v9);
      ptrdiff_t v75 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v76 = (size_t) v75;
      for (size_t i77 = v12; i77 < v19; i77 += v21) {
        for (size_t j78 = v12; j78 < v20; j78 += v21) {
          size_t v79 = v55 + i77;
          size_t v80 = v49 + j78;
          size_t v81 = v79 * v3;
          size_t v82 = v81 + v80;
          size_t v83 = i77 * v20;
          size_t v84 = v83 + j78;
          size_t v85 = v84 * v7;
          size_t v86 = v76 + v85;
          ptrdiff_t v87 = (ptrdiff_t) v82;
          int32_t v88 = (int32_t) v87;
          ptrdiff_t v89 = (ptrdiff_t) v86;
          int32_t v90 = (int32_t) v89;
          noc_async_read_tile(v88, v74, v90);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v5);
      cb_ctarg_1.push_back(v5);
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v91 = (ptrdiff_t) v47;
      int64_t v92 = (int64_t) v91;
      uint64_t v93 = (uint64_t) v92;
      uint64_t v94 = (uint64_t) v13;
      uint64_t v95 = v93 * v94;
      int64_t v96 = (int64_t) v95;
      ptrdiff_t v97 = (ptrdiff_t) v96;
      size_t v98 = (size_t) v97;
      int32_t v99 = get_common_arg_val<uint32_t>(v21);
      auto tensor_accessor_args_251 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v100 = TensorAccessor(tensor_accessor_args_251, v99, v9);
      ptrdiff_t v101 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v102 = (size_t) v101;
      for (size_t i103 = v12; i103 < v20; i103 += v21) {
        size_t v104 = v98 * v20;
        size_t v105 = v104 + i103;
        size_t v106 = i103 * v7;
        size_t v107 = v102 + v106;
        ptrdiff_t v108 = (ptrdiff_t) v105;
        int32_t v109 = (int32_t) v108;
        ptrdiff_t v110 = (ptrdiff_t) v107;
        int32_t v111 = (int32_t) v110;
        noc_async_read_tile(v109, v100, v111);
      }
      uint64_t v112 = (uint64_t) v96;
      uint64_t v113 = (uint64_t) v11;
      uint64_t v114 = v112 + v113;
      int64_t v115 = (int64_t) v114;
      ptrdiff_t v116 = (ptrdiff_t) v115;
      size_t v117 = (size_t) v116;
      auto tensor_accessor_args_268 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v118 = TensorAccessor(tensor_accessor_args_268, v99, v9);
      ptrdiff_t v119 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v120 = (size_t) v119;
      for (size_t i121 = v12; i121 < v20; i121 += v21) {
        size_t v122 = v117 * v20;
        size_t v123 = v122 + i121;
        size_t v124 = i121 * v7;
        size_t v125 = v120 + v124;
        ptrdiff_t v126 = (ptrdiff_t) v123;
        int32_t v127 = (int32_t) v126;
        ptrdiff_t v128 = (ptrdiff_t) v125;
        int32_t v129 = (int32_t) v128;
        noc_async_read_tile(v127, v118, v129);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
    }
  }
  return;
}

