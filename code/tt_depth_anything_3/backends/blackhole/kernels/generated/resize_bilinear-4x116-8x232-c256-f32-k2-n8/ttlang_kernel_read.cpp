// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 8;
  int32_t v2 = 1;
  int32_t v3 = 2;
  size_t v4 = 4096;
  int32_t v5 = 0;
  int32_t v6 = 4096;
  int32_t v7 = 32;
  int64_t v8 = 1;
  size_t v9 = 0;
  int64_t v10 = 2;
  size_t v11 = 3;
  size_t v12 = 110;
  size_t v13 = 11;
  size_t v14 = 7;
  size_t v15 = 4;
  size_t v16 = 2;
  size_t v17 = 1;
  size_t v18 = 8;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v13;
  size_t v22 = v21 + v19;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v12;
  bool v25 = v23 < v24;
  ptrdiff_t v26 = (ptrdiff_t) v22;
  ptrdiff_t v27 = (ptrdiff_t) v18;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.reserve_back(v7);
    int32_t v30 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_182 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_182, v30, v6);
    ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v33 = (size_t) v32;
    for (size_t i34 = v9; i34 < v18; i34 += v17) {
      for (size_t j35 = v9; j35 < v15; j35 += v17) {
        size_t v36 = i34 * v15;
        size_t v37 = v36 + j35;
        size_t v38 = v37 * v4;
        size_t v39 = v33 + v38;
        ptrdiff_t v40 = (ptrdiff_t) v37;
        int32_t v41 = (int32_t) v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        noc_async_read_tile(v41, v31, v43);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v7);
    if (v28) {
      size_t v44 = v22 * v11;
      size_t v45 = v44 / v14;
      size_t v46 = v45 / v11;
      size_t v47 = v45 - v46;
      size_t v48 = v47 * v15;
      size_t v49 = v48 + v15;
      cb_ctarg_3.reserve_back(v3);
      cb_ctarg_4.reserve_back(v3);
      ptrdiff_t v50 = (ptrdiff_t) v22;
      int64_t v51 = (int64_t) v50;
      uint64_t v52 = (uint64_t) v51;
      uint64_t v53 = (uint64_t) v10;
      uint64_t v54 = v52 * v53;
      int64_t v55 = (int64_t) v54;
      ptrdiff_t v56 = (ptrdiff_t) v55;
      size_t v57 = (size_t) v56;
      int32_t v58 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_216 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v59 = TensorAccessor(tensor_accessor_args_216, v58, v6);
      ptrdiff_t v60 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v61 = (size_t) v60;
      for (size_t i62 = v9; i62 < v16; i62 += v17) {
        size_t v63 = v57 * v16;
        size_t v64 = v63 + i62;
        size_t v65 = i62 * v4;
        size_t v66 = v61 + v65;
        ptrdiff_t v67 = (ptrdiff_t) v64;
        int32_t v68 = (int32_t) v67;
        ptrdiff_t v69 = (ptrdiff_t) v66;
        int32_t v70 = (int32_t) v69;
        noc_async_read_tile(v68, v59, v70);
      }
      uint64_t v71 = (uint64_t) v55;
      uint64_t v72 = (uint64_t) v8;
      uint64_t v73 = v71 + v72;
      int64_t v74 = (int64_t) v73;
      ptrdiff_t v75 = (ptrdiff_t) v74;
      size_t v76 = (size_t) v75;
      auto tensor_accessor_args_233 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v77 = TensorAccessor(tensor_accessor_args_233, v58, v6);
      ptrdiff_t v78 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v79 = (size_t) v78;
      for (size_t i80 = v9; i80 < v16; i80 += v17) {
        size_t v81 = v76 * v16;
        size_t v82 = v81 + i80;
        size_t v83 = i80 * v4;
        size_t v84 = v79 + v83;
        ptrdiff_t v85 = (ptrdiff_t) v82;
        int32_t v86 = (int32_t) v85;
        ptrdiff_t v87 = (ptrdiff_t) v84;
        int32_t v88 = (int32_t) v87;
        noc_async_read_tile(v86, v77, v88);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v3);
      cb_ctarg_3.push_back(v3);
      for (size_t i89 = v9; i89 < v15; i89 += v17) {
        size_t v90 = i89 * v16;
        cb_ctarg_1.reserve_back(v1);
        cb_ctarg_2.reserve_back(v1);
        int32_t v91 = get_common_arg_val<uint32_t>(v16);
        auto tensor_accessor_args_246 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v92 = TensorAccessor(tensor_accessor_args_246, v91, v6);
        ptrdiff_t v93 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v94 = (size_t) v93;
        for (size_t j95 = v9; j95 < v15; j95 += v17) {
          for (size_t k96 = v9; k96 < v16; k96 += v17) {
            size_t v97 = v48 + j95;
            size_t v98 = v90 + k96;
            size_t v99 = v97 * v18;
            size_t v100 = v99 + v98;
            size_t v101 = j95 * v16;
            size_t v102 = v101 + k96;
            size_t v103 = v102 * v4;
            size_t v104 = v94 + v103;
            ptrdiff_t v105 = (ptrdiff_t) v100;
            int32_t v106 = (int32_t) v105;
            ptrdiff_t v107 = (ptrdiff_t) v104;
            int32_t v108 = (int32_t) v107;
            noc_async_read_tile(v106, v92, v108);
          }
        }
        auto tensor_accessor_args_255 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v109 = TensorAccessor(tensor_accessor_args_255, v91, v6);
        ptrdiff_t v110 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v111 = (size_t) v110;
        for (size_t j112 = v9; j112 < v15; j112 += v17) {
          for (size_t k113 = v9; k113 < v16; k113 += v17) {
            size_t v114 = v49 + j112;
            size_t v115 = v90 + k113;
            size_t v116 = v114 * v18;
            size_t v117 = v116 + v115;
            size_t v118 = j112 * v16;
            size_t v119 = v118 + k113;
            size_t v120 = v119 * v4;
            size_t v121 = v111 + v120;
            ptrdiff_t v122 = (ptrdiff_t) v117;
            int32_t v123 = (int32_t) v122;
            ptrdiff_t v124 = (ptrdiff_t) v121;
            int32_t v125 = (int32_t) v124;
            noc_async_read_tile(v123, v109, v125);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v1);
        cb_ctarg_1.push_back(v1);
      }
    }
  }
  return;
}

