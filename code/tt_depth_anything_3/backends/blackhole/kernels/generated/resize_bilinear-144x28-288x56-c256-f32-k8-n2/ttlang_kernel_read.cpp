// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 1;
  int32_t v2 = 8;
  size_t v3 = 2;
  size_t v4 = 4096;
  int32_t v5 = 0;
  int32_t v6 = 4096;
  int32_t v7 = 2;
  int64_t v8 = 1;
  size_t v9 = 0;
  int64_t v10 = 2;
  size_t v11 = 143;
  size_t v12 = 110;
  size_t v13 = 3;
  size_t v14 = 288;
  size_t v15 = 11;
  size_t v16 = 287;
  size_t v17 = 8;
  size_t v18 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v15;
  size_t v22 = v21 + v19;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v12;
  bool v25 = v23 < v24;
  ptrdiff_t v26 = (ptrdiff_t) v22;
  ptrdiff_t v27 = (ptrdiff_t) v14;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.reserve_back(v7);
    int32_t v30 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_158 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_158, v30, v6);
    ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v33 = (size_t) v32;
    for (size_t i34 = v9; i34 < v3; i34 += v18) {
      size_t v35 = i34 * v4;
      size_t v36 = v33 + v35;
      ptrdiff_t v37 = (ptrdiff_t) i34;
      int32_t v38 = (int32_t) v37;
      ptrdiff_t v39 = (ptrdiff_t) v36;
      int32_t v40 = (int32_t) v39;
      noc_async_read_tile(v38, v31, v40);
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    for (size_t i41 = v9; i41 < v13; i41 += v18) {
      size_t v42 = i41 * v12;
      size_t v43 = v22 + v42;
      ptrdiff_t v44 = (ptrdiff_t) v43;
      ptrdiff_t v45 = (ptrdiff_t) v14;
      bool v46 = v44 < v45;
      if (v46) {
        size_t v47 = v43 * v11;
        size_t v48 = v47 / v16;
        size_t v49 = v48 / v11;
        size_t v50 = v48 - v49;
        size_t v51 = v50 + v18;
        cb_ctarg_3.reserve_back(v2);
        cb_ctarg_4.reserve_back(v2);
        ptrdiff_t v52 = (ptrdiff_t) v43;
        int64_t v53 = (int64_t) v52;
        uint64_t v54 = (uint64_t) v53;
        uint64_t v55 = (uint64_t) v10;
        uint64_t v56 = v54 * v55;
        int64_t v57 = (int64_t) v56;
        ptrdiff_t v58 = (ptrdiff_t) v57;
        size_t v59 = (size_t) v58;
        int32_t v60 = get_common_arg_val<uint32_t>(v18);
        auto tensor_accessor_args_198 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v61 = TensorAccessor(tensor_accessor_args_198, v60, v6);
        ptrdiff_t v62 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v63 = (size_t) v62;
        for (size_t j64 = v9; j64 < v17; j64 += v18) {
          size_t v65 = v59 * v17;
          size_t v66 = v65 + j64;
          size_t v67 = j64 * v4;
          size_t v68 = v63 + v67;
          ptrdiff_t v69 = (ptrdiff_t) v66;
          int32_t v70 = (int32_t) v69;
          ptrdiff_t v71 = (ptrdiff_t) v68;
          int32_t v72 = (int32_t) v71;
          noc_async_read_tile(v70, v61, v72);
        }
        uint64_t v73 = (uint64_t) v57;
        uint64_t v74 = (uint64_t) v8;
        uint64_t v75 = v73 + v74;
        int64_t v76 = (int64_t) v75;
        ptrdiff_t v77 = (ptrdiff_t) v76;
        size_t v78 = (size_t) v77;
        auto tensor_accessor_args_215 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v79 = TensorAccessor(tensor_accessor_args_215, v60, v6);
        ptrdiff_t v80 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v81 = (size_t) v80;
        for (size_t j82 = v9; j82 < v17; j82 += v18) {
          size_t v83 = v78 * v17;
          size_t v84 = v83 + j82;
          size_t v85 = j82 * v4;
          size_t v86 = v81 + v85;
          ptrdiff_t v87 = (ptrdiff_t) v84;
          int32_t v88 = (int32_t) v87;
          ptrdiff_t v89 = (ptrdiff_t) v86;
          int32_t v90 = (int32_t) v89;
          noc_async_read_tile(v88, v79, v90);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v2);
        cb_ctarg_3.push_back(v2);
        cb_ctarg_1.reserve_back(v2);
        cb_ctarg_2.reserve_back(v2);
        int32_t v91 = get_common_arg_val<uint32_t>(v3);
        auto tensor_accessor_args_226 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v92 = TensorAccessor(tensor_accessor_args_226, v91, v6);
        ptrdiff_t v93 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v94 = (size_t) v93;
        for (size_t j95 = v9; j95 < v17; j95 += v18) {
          size_t v96 = v50 * v17;
          size_t v97 = v96 + j95;
          size_t v98 = j95 * v4;
          size_t v99 = v94 + v98;
          ptrdiff_t v100 = (ptrdiff_t) v97;
          int32_t v101 = (int32_t) v100;
          ptrdiff_t v102 = (ptrdiff_t) v99;
          int32_t v103 = (int32_t) v102;
          noc_async_read_tile(v101, v92, v103);
        }
        auto tensor_accessor_args_235 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v104 = TensorAccessor(tensor_accessor_args_235, v91, v6);
        ptrdiff_t v105 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v106 = (size_t) v105;
        for (size_t j107 = v9; j107 < v17; j107 += v18) {
          size_t v108 = v51 * v17;
          size_t v109 = v108 + j107;
          size_t v110 = j107 * v4;
          size_t v111 = v106 + v110;
          ptrdiff_t v112 = (ptrdiff_t) v109;
          int32_t v113 = (int32_t) v112;
          ptrdiff_t v114 = (ptrdiff_t) v111;
          int32_t v115 = (int32_t) v114;
          noc_async_read_tile(v113, v104, v115);
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v2);
        cb_ctarg_1.push_back(v2);
      }
    }
  }
  return;
}

