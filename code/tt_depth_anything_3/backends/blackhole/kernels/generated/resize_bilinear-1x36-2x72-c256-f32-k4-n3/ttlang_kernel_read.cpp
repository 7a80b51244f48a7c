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
  int64_t v12 = 2;
  size_t v13 = 0;
  size_t v14 = 110;
  size_t v15 = 11;
  size_t v16 = 2;
  size_t v17 = 4;
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
  ptrdiff_t v24 = (ptrdiff_t) v14;
  bool v25 = v23 < v24;
  ptrdiff_t v26 = (ptrdiff_t) v22;
  ptrdiff_t v27 = (ptrdiff_t) v17;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.reserve_back(v10);
    int32_t v30 = get_common_arg_val<uint32_t>(v13);
    auto tensor_accessor_args_183 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_183, v30, v9);
    ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v33 = (size_t) v32;
    for (size_t i34 = v13; i34 < v6; i34 += v18) {
      for (size_t j35 = v13; j35 < v16; j35 += v18) {
        size_t v36 = i34 * v16;
        size_t v37 = v36 + j35;
        size_t v38 = v37 * v7;
        size_t v39 = v33 + v38;
        ptrdiff_t v40 = (ptrdiff_t) v37;
        int32_t v41 = (int32_t) v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        noc_async_read_tile(v41, v31, v43);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v10);
    if (v28) {
      size_t v44 = v22 / v16;
      size_t v45 = v22 % v16;
      size_t v46 = v45 * v17;
      cb_ctarg_1.reserve_back(v5);
      cb_ctarg_2.reserve_back(v5);
      int32_t v47 = get_common_arg_val<uint32_t>(v16);
      auto tensor_accessor_args_200 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v48 = TensorAccessor(tensor_accessor_args_200, v47, v9);
      ptrdiff_t v49 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v50 = (size_t) v49;
      for (size_t i51 = v13; i51 < v16; i51 += v18) {
        for (size_t j52 = v13; j52 < v17; j52 += v18) {
          size_t v53 = v46 + j52;
          size_t v54 = i51 * v3;
          size_t v55 = v54 + v53;
          size_t v56 = i51 * v17;
          size_t v57 = v56 + j52;
          size_t v58 = v57 * v7;
          size_t v59 = v50 + v58;
          ptrdiff_t v60 = (ptrdiff_t) v55;
          int32_t v61 = (int32_t) v60;
          ptrdiff_t v62 = (ptrdiff_t) v59;
          int32_t v63 = (int32_t) v62;
          noc_async_read_tile(v61, v48, v63);
        }
      }
      auto tensor_accessor_args_209 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
      TensorAccessor v64 = TensorAccessor(tensor_accessor_args_209, v47, v9);
      ptrdiff_t v65 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v66 = (size_t) v65;
      for (size_t i67 = v13; i67 < v16; i67 += v18) {
        for (size_t j68 = v13; j68 < v17; j68 += v18) {
          size_t v69 = v46 + j68;
          size_t v70 = i67 * v3;
          size_t v71 = v70 + v69;
          size_t v72 = i67 * v17;
          size_t v73 = v72 + j68;
          size_t v74 = v73 * v7;
          size_t v75 = v66 + v74;
          ptrdiff_t v76 = (ptrdiff_t) v71;
          int32_t v77 = (int32_t) v76;
          ptrdiff_t v78 = (ptrdiff_t) v75;
          int32_t v79 = (int32_t) v78;
          noc_async_read_tile(v77, v64, v79);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v5);
      cb_ctarg_1.push_back(v5);
      cb_ctarg_3.reserve_back(v2);
      cb_ctarg_4.reserve_back(v2);
      ptrdiff_t v80 = (ptrdiff_t) v44;
      int64_t v81 = (int64_t) v80;
      uint64_t v82 = (uint64_t) v81;
      uint64_t v83 = (uint64_t) v12;
      uint64_t v84 = v82 * v83;
      int64_t v85 = (int64_t) v84;
      ptrdiff_t v86 = (ptrdiff_t) v85;
      size_t v87 = (size_t) v86;
      int32_t v88 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_231 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v89 = TensorAccessor(tensor_accessor_args_231, v88, v9);
      ptrdiff_t v90 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v91 = (size_t) v90;
      for (size_t i92 = v13; i92 < v17; i92 += v18) {
        size_t v93 = v87 * v17;
        size_t v94 = v93 + i92;
        size_t v95 = i92 * v7;
        size_t v96 = v91 + v95;
        ptrdiff_t v97 = (ptrdiff_t) v94;
        int32_t v98 = (int32_t) v97;
        ptrdiff_t v99 = (ptrdiff_t) v96;
        int32_t v100 = (int32_t) v99;
        noc_async_read_tile(v98, v89, v100);
      }
      uint64_t v101 = (uint64_t) v85;
      uint64_t v102 = (uint64_t) v11;
      uint64_t v103 = v101 + v102;
      int64_t v104 = (int64_t) v103;
      ptrdiff_t v105 = (ptrdiff_t) v104;
      size_t v106 = (size_t) v105;
      auto tensor_accessor_args_248 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v107 = TensorAccessor(tensor_accessor_args_248, v88, v9);
      ptrdiff_t v108 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v109 = (size_t) v108;
      for (size_t i110 = v13; i110 < v17; i110 += v18) {
        size_t v111 = v106 * v17;
        size_t v112 = v111 + i110;
        size_t v113 = i110 * v7;
        size_t v114 = v109 + v113;
        ptrdiff_t v115 = (ptrdiff_t) v112;
        int32_t v116 = (int32_t) v115;
        ptrdiff_t v117 = (ptrdiff_t) v114;
        int32_t v118 = (int32_t) v117;
        noc_async_read_tile(v116, v107, v118);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v2);
      cb_ctarg_3.push_back(v2);
    }
  }
  return;
}

