// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  int32_t v3 = 8;
  int32_t v4 = 1;
  int32_t v5 = 4;
  size_t v6 = 3;
  size_t v7 = 4096;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  int32_t v10 = 6;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 110;
  size_t v15 = 6;
  size_t v16 = 11;
  size_t v17 = 5;
  size_t v18 = 2;
  size_t v19 = 4;
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
    cb_ctarg_0.reserve_back(v10);
    int32_t v32 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_187 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v33 = TensorAccessor(tensor_accessor_args_187, v32, v9);
    ptrdiff_t v34 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v35 = (size_t) v34;
    for (size_t i36 = v12; i36 < v6; i36 += v20) {
      for (size_t j37 = v12; j37 < v18; j37 += v20) {
        size_t v38 = i36 * v18;
        size_t v39 = v38 + j37;
        size_t v40 = v39 * v7;
        size_t v41 = v35 + v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        ptrdiff_t v44 = (ptrdiff_t) v41;
        int32_t v45 = (int32_t) v44;
        noc_async_read_tile(v43, v33, v45);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v10);
    if (v30) {
      size_t v46 = v24 * v18;
      size_t v47 = v46 / v17;
      size_t v48 = v47 / v18;
      size_t v49 = v47 - v48;
      size_t v50 = v49 * v18;
      size_t v51 = v50 + v18;
      cb_ctarg_3.reserve_back(v5);
      cb_ctarg_4.reserve_back(v5);
      ptrdiff_t v52 = (ptrdiff_t) v24;
      int64_t v53 = (int64_t) v52;
      uint64_t v54 = (uint64_t) v53;
      uint64_t v55 = (uint64_t) v13;
      uint64_t v56 = v54 * v55;
      int64_t v57 = (int64_t) v56;
      ptrdiff_t v58 = (ptrdiff_t) v57;
      size_t v59 = (size_t) v58;
      int32_t v60 = get_common_arg_val<uint32_t>(v20);
      auto tensor_accessor_args_221 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v61 = TensorAccessor(tensor_accessor_args_221, v60, v9);
      ptrdiff_t v62 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v63 = (size_t) v62;
      for (size_t i64 = v12; i64 < v19; i64 += v20) {
        size_t v65 = v59 * v19;
        size_t v66 = v65 + i64;
        size_t v67 = i64 * v7;
        size_t v68 = v63 + v67;
        ptrdiff_t v69 = (ptrdiff_t) v66;
        int32_t v70 = (int32_t) v69;
        ptrdiff_t v71 = (ptrdiff_t) v68;
        int32_t v72 = (int32_t) v71;
        noc_async_read_tile(v70, v61, v72);
      }
      uint64_t v73 = (uint64_t) v57;
      uint64_t v74 = (uint64_t) v11;
      uint64_t v75 = v73 + v74;
      int64_t v76 = (int64_t) v75;
      ptrdiff_t v77 = (ptrdiff_t) v76;
      size_t v78 = (size_t) v77;
      auto tensor_accessor_args_238 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v79 = TensorAccessor(tensor_accessor_args_238, v60, v9);
      ptrdiff_t v80 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v81 = (size_t) v80;
      for (size_t i82 = v12; i82 < v19; i82 += v20) {
        size_t v83 = v78 * v19;
        size_t v84 = v83 + i82;
        size_t v85 = i82 * v7;
        size_t v86 = v81 + v85;
        ptrdiff_t v87 = (ptrdiff_t) v84;
        int32_t v88 = (int32_t) v87;
        ptrdiff_t v89 = (ptrdiff_t) v86;
        int32_t v90 = (int32_t) v89;
        noc_async_read_tile(v88, v79, v90);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v5);
      cb_ctarg_3.push_back(v5);
      for (size_t i91 = v12; i91 < v18; i91 += v20) {
        size_t v92 = i91 * v19;
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v93 = get_common_arg_val<uint32_t>(v18);
        auto tensor_accessor_args_251 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v94 = TensorAccessor(tensor_accessor_args_251, v93, v9);
        ptrdiff_t v95 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v96 = (size_t) v95;
        for (size_t j97 = v12; j97 < v18; j97 += v20) {
          for (size_t k98 = v12; k98 < v19; k98 += v20) {
            size_t v99 = v50 + j97;
            size_t v100 = v92 + k98;
            size_t v101 = v99 * v1;
            size_t v102 = v101 + v100;
            size_t v103 = j97 * v19;
            size_t v104 = v103 + k98;
            size_t v105 = v104 * v7;
            size_t v106 = v96 + v105;
            ptrdiff_t v107 = (ptrdiff_t) v102;
            int32_t v108 = (int32_t) v107;
            ptrdiff_t v109 = (ptrdiff_t) v106;
            int32_t v110 = (int32_t) v109;
            noc_async_read_tile(v108, v94, v110);
          }
        }
        auto tensor_accessor_args_260 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v111 = TensorAccessor(tensor_accessor_args_260, v93, v9);
        ptrdiff_t v112 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v113 = (size_t) v112;
        for (size_t j114 = v12; j114 < v18; j114 += v20) {
          for (size_t k115 = v12; k115 < v19; k115 += v20) {
            size_t v116 = v51 + j114;
            size_t v117 = v92 + k115;
            size_t v118 = v116 * v1;
            size_t v119 = v118 + v117;
            size_t v120 = j114 * v19;
            size_t v121 = v120 + k115;
            size_t v122 = v121 * v7;
            size_t v123 = v113 + v122;
            ptrdiff_t v124 = (ptrdiff_t) v119;
            int32_t v125 = (int32_t) v124;
            ptrdiff_t v126 = (ptrdiff_t) v123;
            int32_t v127 = (int32_t) v126;
            noc_async_read_tile(v125, v111, v127);
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

