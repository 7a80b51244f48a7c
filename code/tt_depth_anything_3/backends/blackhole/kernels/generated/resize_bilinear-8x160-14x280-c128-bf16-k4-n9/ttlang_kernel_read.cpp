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
  size_t v5 = 2;
  int32_t v6 = 20;
  size_t v7 = 9;
  size_t v8 = 2048;
  int32_t v9 = 0;
  int32_t v10 = 2048;
  int32_t v11 = 45;
  int64_t v12 = 1;
  size_t v13 = 0;
  int64_t v14 = 2;
  size_t v15 = 5;
  size_t v16 = 7;
  size_t v17 = 110;
  size_t v18 = 14;
  size_t v19 = 11;
  size_t v20 = 13;
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
  ptrdiff_t v27 = (ptrdiff_t) v17;
  bool v28 = v26 < v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v18;
  bool v31 = v29 < v30;
  bool v32 = v28 & v31;
  if (v32) {
    cb_ctarg_0.reserve_back(v11);
    int32_t v33 = get_common_arg_val<uint32_t>(v13);
    auto tensor_accessor_args_205 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v34 = TensorAccessor(tensor_accessor_args_205, v33, v10);
    ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v36 = (size_t) v35;
    for (size_t i37 = v13; i37 < v7; i37 += v21) {
      for (size_t j38 = v13; j38 < v15; j38 += v21) {
        size_t v39 = i37 * v15;
        size_t v40 = v39 + j38;
        size_t v41 = v40 * v8;
        size_t v42 = v36 + v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        ptrdiff_t v45 = (ptrdiff_t) v42;
        int32_t v46 = (int32_t) v45;
        noc_async_read_tile(v44, v34, v46);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v11);
    if (v31) {
      size_t v47 = v25 * v16;
      size_t v48 = v47 / v20;
      size_t v49 = v48 / v16;
      size_t v50 = v48 - v49;
      size_t v51 = v50 * v15;
      size_t v52 = v51 + v15;
      cb_ctarg_1.reserve_back(v6);
      cb_ctarg_2.reserve_back(v6);
      int32_t v53 = get_common_arg_val<uint32_t>(v5);
      auto tensor_accessor_args_228 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v54 = TensorAccessor(tensor_accessor_args_228, v53, v10);
      ptrdiff_t v55 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v56 = (size_t) v55;
      for (size_t i57 = v13; i57 < v15; i57 += v21) {
        for (size_t j58 = v13; j58 < v3; j58 += v21) {
          size_t v59 = v51 + i57;
          size_t v60 = v59 * v3;
          size_t v61 = v60 + j58;
          size_t v62 = i57 * v3;
          size_t v63 = v62 + j58;
          size_t v64 = v63 * v8;
          size_t v65 = v56 + v64;
          ptrdiff_t v66 = (ptrdiff_t) v61;
          int32_t v67 = (int32_t) v66;
          ptrdiff_t v68 = (ptrdiff_t) v65;
          int32_t v69 = (int32_t) v68;
          noc_async_read_tile(v67, v54, v69);
        }
      }
      auto tensor_accessor_args_237 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v70 = TensorAccessor(tensor_accessor_args_237, v53, v10);
      ptrdiff_t v71 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v72 = (size_t) v71;
      for (size_t i73 = v13; i73 < v15; i73 += v21) {
        for (size_t j74 = v13; j74 < v3; j74 += v21) {
          size_t v75 = v52 + i73;
          size_t v76 = v75 * v3;
          size_t v77 = v76 + j74;
          size_t v78 = i73 * v3;
          size_t v79 = v78 + j74;
          size_t v80 = v79 * v8;
          size_t v81 = v72 + v80;
          ptrdiff_t v82 = (ptrdiff_t) v77;
          int32_t v83 = (int32_t) v82;
          ptrdiff_t v84 = (ptrdiff_t) v81;
          int32_t v85 = (int32_t) v84;
          noc_async_read_tile(v83, v70, v85);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v6);
      cb_ctarg_1.push_back(v6);
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v86 = (ptrdiff_t) v25;
      int64_t v87 = (int64_t) v86;
      uint64_t v88 = (uint64_t) v87;
      uint64_t v89 = (uint64_t) v14;
      uint64_t v90 = v88 * v89;
      int64_t v91 = (int64_t) v90;
      ptrdiff_t v92 = (ptrdiff_t) v91;
      size_t v93 = (size_t) v92;
      int32_t v94 = get_common_arg_val<uint32_t>(v21);
      auto tensor_accessor_args_259 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v95 = TensorAccessor(tensor_accessor_args_259, v94, v10);
      ptrdiff_t v96 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v97 = (size_t) v96;
      for (size_t i98 = v13; i98 < v3; i98 += v21) {
        size_t v99 = v93 * v3;
        size_t v100 = v99 + i98;
        size_t v101 = i98 * v8;
        size_t v102 = v97 + v101;
        ptrdiff_t v103 = (ptrdiff_t) v100;
        int32_t v104 = (int32_t) v103;
        ptrdiff_t v105 = (ptrdiff_t) v102;
        int32_t v106 = (int32_t) v105;
        noc_async_read_tile(v104, v95, v106);
      }
      uint64_t v107 = (uint64_t) v91;
      uint64_t v108 = (uint64_t) v12;
      uint64_t v109 = v107 + v108;
      int64_t v110 = (int64_t) v109;
      ptrdiff_t v111 = (ptrdiff_t) v110;
      size_t v112 = (size_t) v111;
      auto tensor_accessor_args_276 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v113 = TensorAccessor(tensor_accessor_args_276, v94, v10);
      ptrdiff_t v114 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v115 = (size_t) v114;
      for (size_t i116 = v13; i116 < v3; i116 += v21) {
        size_t v117 = v112 * v3;
        size_t v118 = v117 + i116;
        size_t v119 = i116 * v8;
        size_t v120 = v115 + v119;
        ptrdiff_t v121 = (ptrdiff_t) v118;
        int32_t v122 = (int32_t) v121;
        ptrdiff_t v123 = (ptrdiff_t) v120;
        int32_t v124 = (int32_t) v123;
        noc_async_read_tile(v122, v113, v124);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
    }
  }
  return;
}

