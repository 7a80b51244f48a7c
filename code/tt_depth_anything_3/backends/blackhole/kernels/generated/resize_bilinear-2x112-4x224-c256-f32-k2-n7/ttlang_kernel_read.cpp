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
  size_t v13 = 110;
  size_t v14 = 11;
  size_t v15 = 4;
  size_t v16 = 2;
  size_t v17 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v14;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v13;
  bool v24 = v22 < v23;
  ptrdiff_t v25 = (ptrdiff_t) v21;
  ptrdiff_t v26 = (ptrdiff_t) v15;
  bool v27 = v25 < v26;
  bool v28 = v24 & v27;
  if (v28) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v29 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_175 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_175, v29, v8);
    ptrdiff_t v31 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v32 = (size_t) v31;
    for (size_t i33 = v11; i33 < v5; i33 += v17) {
      for (size_t j34 = v11; j34 < v15; j34 += v17) {
        size_t v35 = i33 * v15;
        size_t v36 = v35 + j34;
        size_t v37 = v36 * v6;
        size_t v38 = v32 + v37;
        ptrdiff_t v39 = (ptrdiff_t) v36;
        int32_t v40 = (int32_t) v39;
        ptrdiff_t v41 = (ptrdiff_t) v38;
        int32_t v42 = (int32_t) v41;
        noc_async_read_tile(v40, v30, v42);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v27) {
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v43 = (ptrdiff_t) v21;
      int64_t v44 = (int64_t) v43;
      uint64_t v45 = (uint64_t) v44;
      uint64_t v46 = (uint64_t) v12;
      uint64_t v47 = v45 * v46;
      int64_t v48 = (int64_t) v47;
      ptrdiff_t v49 = (ptrdiff_t) v48;
      size_t v50 = (size_t) v49;
      int32_t v51 = get_common_arg_val<uint32_t>(v17);
      auto tensor_accessor_args_197 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v52 = TensorAccessor(tensor_accessor_args_197, v51, v8);
      ptrdiff_t v53 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v54 = (size_t) v53;
      for (size_t i55 = v11; i55 < v16; i55 += v17) {
        size_t v56 = v50 * v16;
        size_t v57 = v56 + i55;
        size_t v58 = i55 * v6;
        size_t v59 = v54 + v58;
        ptrdiff_t v60 = (ptrdiff_t) v57;
        int32_t v61 = (int32_t) v60;
        ptrdiff_t v62 = (ptrdiff_t) v59;
        int32_t v63 = (int32_t) v62;
        noc_async_read_tile(v61, v52, v63);
      }
      uint64_t v64 = (uint64_t) v48;
      uint64_t v65 = (uint64_t) v10;
      uint64_t v66 = v64 + v65;
      int64_t v67 = (int64_t) v66;
      ptrdiff_t v68 = (ptrdiff_t) v67;
      size_t v69 = (size_t) v68;
      auto tensor_accessor_args_214 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v70 = TensorAccessor(tensor_accessor_args_214, v51, v8);
      ptrdiff_t v71 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v72 = (size_t) v71;
      for (size_t i73 = v11; i73 < v16; i73 += v17) {
        size_t v74 = v69 * v16;
        size_t v75 = v74 + i73;
        size_t v76 = i73 * v6;
        size_t v77 = v72 + v76;
        ptrdiff_t v78 = (ptrdiff_t) v75;
        int32_t v79 = (int32_t) v78;
        ptrdiff_t v80 = (ptrdiff_t) v77;
        int32_t v81 = (int32_t) v80;
        noc_async_read_tile(v79, v70, v81);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i82 = v11; i82 < v15; i82 += v17) {
        size_t v83 = i82 * v16;
        cb_ctarg_1.reserve_back(v2);
        cb_ctarg_2.reserve_back(v2);
        int32_t v84 = get_common_arg_val<uint32_t>(v16);
        auto tensor_accessor_args_227 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v85 = TensorAccessor(tensor_accessor_args_227, v84, v8);
        ptrdiff_t v86 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v87 = (size_t) v86;
        for (size_t j88 = v11; j88 < v15; j88 += v17) {
          for (size_t k89 = v11; k89 < v16; k89 += v17) {
            size_t v90 = v83 + k89;
            size_t v91 = j88 * v1;
            size_t v92 = v91 + v90;
            size_t v93 = j88 * v16;
            size_t v94 = v93 + k89;
            size_t v95 = v94 * v6;
            size_t v96 = v87 + v95;
            ptrdiff_t v97 = (ptrdiff_t) v92;
            int32_t v98 = (int32_t) v97;
            ptrdiff_t v99 = (ptrdiff_t) v96;
            int32_t v100 = (int32_t) v99;
            noc_async_read_tile(v98, v85, v100);
          }
        }
        auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v101 = TensorAccessor(tensor_accessor_args_236, v84, v8);
        ptrdiff_t v102 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v103 = (size_t) v102;
        for (size_t j104 = v11; j104 < v15; j104 += v17) {
          for (size_t k105 = v11; k105 < v16; k105 += v17) {
            size_t v106 = j104 + v15;
            size_t v107 = v83 + k105;
            size_t v108 = v106 * v1;
            size_t v109 = v108 + v107;
            size_t v110 = j104 * v16;
            size_t v111 = v110 + k105;
            size_t v112 = v111 * v6;
            size_t v113 = v103 + v112;
            ptrdiff_t v114 = (ptrdiff_t) v109;
            int32_t v115 = (int32_t) v114;
            ptrdiff_t v116 = (ptrdiff_t) v113;
            int32_t v117 = (int32_t) v116;
            noc_async_read_tile(v115, v101, v117);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v2);
        cb_ctarg_1.push_back(v2);
      }
    }
  }
  return;
}

