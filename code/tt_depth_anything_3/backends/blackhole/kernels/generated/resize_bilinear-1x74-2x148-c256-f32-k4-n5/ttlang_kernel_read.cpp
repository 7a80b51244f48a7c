// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 2;
  int32_t v3 = 12;
  int32_t v4 = 1;
  int32_t v5 = 4;
  size_t v6 = 3;
  size_t v7 = 5;
  size_t v8 = 4096;
  int32_t v9 = 0;
  int32_t v10 = 4096;
  int32_t v11 = 15;
  int64_t v12 = 1;
  int64_t v13 = 2;
  size_t v14 = 0;
  size_t v15 = 110;
  size_t v16 = 11;
  size_t v17 = 2;
  size_t v18 = 4;
  size_t v19 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v16;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v15;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v17;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.reserve_back(v11);
    int32_t v31 = get_common_arg_val<uint32_t>(v14);
    auto tensor_accessor_args_184 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_184, v31, v10);
    ptrdiff_t v33 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v34 = (size_t) v33;
    for (size_t i35 = v14; i35 < v7; i35 += v19) {
      for (size_t j36 = v14; j36 < v6; j36 += v19) {
        size_t v37 = i35 * v6;
        size_t v38 = v37 + j36;
        size_t v39 = v38 * v8;
        size_t v40 = v34 + v39;
        ptrdiff_t v41 = (ptrdiff_t) v38;
        int32_t v42 = (int32_t) v41;
        ptrdiff_t v43 = (ptrdiff_t) v40;
        int32_t v44 = (int32_t) v43;
        noc_async_read_tile(v42, v32, v44);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v11);
    if (v29) {
      cb_ctarg_3.reserve_back(v5);
      cb_ctarg_4.reserve_back(v5);
      ptrdiff_t v45 = (ptrdiff_t) v23;
      int64_t v46 = (int64_t) v45;
      uint64_t v47 = (uint64_t) v46;
      uint64_t v48 = (uint64_t) v13;
      uint64_t v49 = v47 * v48;
      int64_t v50 = (int64_t) v49;
      ptrdiff_t v51 = (ptrdiff_t) v50;
      size_t v52 = (size_t) v51;
      int32_t v53 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_206 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v54 = TensorAccessor(tensor_accessor_args_206, v53, v10);
      ptrdiff_t v55 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v56 = (size_t) v55;
      for (size_t i57 = v14; i57 < v18; i57 += v19) {
        size_t v58 = v52 * v18;
        size_t v59 = v58 + i57;
        size_t v60 = i57 * v8;
        size_t v61 = v56 + v60;
        ptrdiff_t v62 = (ptrdiff_t) v59;
        int32_t v63 = (int32_t) v62;
        ptrdiff_t v64 = (ptrdiff_t) v61;
        int32_t v65 = (int32_t) v64;
        noc_async_read_tile(v63, v54, v65);
      }
      uint64_t v66 = (uint64_t) v50;
      uint64_t v67 = (uint64_t) v12;
      uint64_t v68 = v66 + v67;
      int64_t v69 = (int64_t) v68;
      ptrdiff_t v70 = (ptrdiff_t) v69;
      size_t v71 = (size_t) v70;
      auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v72 = TensorAccessor(tensor_accessor_args_223, v53, v10);
      ptrdiff_t v73 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v74 = (size_t) v73;
      for (size_t i75 = v14; i75 < v18; i75 += v19) {
        size_t v76 = v71 * v18;
        size_t v77 = v76 + i75;
        size_t v78 = i75 * v8;
        size_t v79 = v74 + v78;
        ptrdiff_t v80 = (ptrdiff_t) v77;
        int32_t v81 = (int32_t) v80;
        ptrdiff_t v82 = (ptrdiff_t) v79;
        int32_t v83 = (int32_t) v82;
        noc_async_read_tile(v81, v72, v83);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v5);
      cb_ctarg_3.push_back(v5);
      for (size_t i84 = v14; i84 < v17; i84 += v19) {
        size_t v85 = i84 * v18;
        cb_ctarg_1.reserve_back(v3);
        cb_ctarg_2.reserve_back(v3);
        int32_t v86 = get_common_arg_val<uint32_t>(v17);
        auto tensor_accessor_args_236 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v87 = TensorAccessor(tensor_accessor_args_236, v86, v10);
        ptrdiff_t v88 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v89 = (size_t) v88;
        for (size_t j90 = v14; j90 < v6; j90 += v19) {
          for (size_t k91 = v14; k91 < v18; k91 += v19) {
            size_t v92 = v85 + k91;
            size_t v93 = j90 * v1;
            size_t v94 = v93 + v92;
            size_t v95 = j90 * v18;
            size_t v96 = v95 + k91;
            size_t v97 = v96 * v8;
            size_t v98 = v89 + v97;
            ptrdiff_t v99 = (ptrdiff_t) v94;
            int32_t v100 = (int32_t) v99;
            ptrdiff_t v101 = (ptrdiff_t) v98;
            int32_t v102 = (int32_t) v101;
            noc_async_read_tile(v100, v87, v102);
          }
        }
        auto tensor_accessor_args_245 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v103 = TensorAccessor(tensor_accessor_args_245, v86, v10);
        ptrdiff_t v104 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v105 = (size_t) v104;
        for (size_t j106 = v14; j106 < v6; j106 += v19) {
          for (size_t k107 = v14; k107 < v18; k107 += v19) {
            size_t v108 = v85 + k107;
            size_t v109 = j106 * v1;
            size_t v110 = v109 + v108;
            size_t v111 = j106 * v18;
            size_t v112 = v111 + k107;
            size_t v113 = v112 * v8;
            size_t v114 = v105 + v113;
            ptrdiff_t v115 = (ptrdiff_t) v110;
            int32_t v116 = (int32_t) v115;
            ptrdiff_t v117 = (ptrdiff_t) v114;
            int32_t v118 = (int32_t) v117;
            noc_async_read_tile(v116, v103, v118);
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

