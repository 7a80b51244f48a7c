// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 8;
  int32_t v2 = 6;
  int32_t v3 = 1;
  int32_t v4 = 2;
  size_t v5 = 6;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 18;
  size_t v10 = 3;
  int64_t v11 = 1;
  size_t v12 = 0;
  int64_t v13 = 2;
  size_t v14 = 110;
  size_t v15 = 11;
  size_t v16 = 4;
  size_t v17 = 2;
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
  ptrdiff_t v27 = (ptrdiff_t) v16;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.reserve_back(v9);
    int32_t v30 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_169 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_169, v30, v8);
    ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v33 = (size_t) v32;
    for (size_t i34 = v12; i34 < v5; i34 += v18) {
      for (size_t j35 = v12; j35 < v10; j35 += v18) {
        size_t v36 = i34 * v10;
        size_t v37 = v36 + j35;
        size_t v38 = v37 * v6;
        size_t v39 = v33 + v38;
        ptrdiff_t v40 = (ptrdiff_t) v37;
        int32_t v41 = (int32_t) v40;
        ptrdiff_t v42 = (ptrdiff_t) v39;
        int32_t v43 = (int32_t) v42;
        noc_async_read_tile(v41, v31, v43);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    if (v28) {
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      ptrdiff_t v44 = (ptrdiff_t) v22;
      int64_t v45 = (int64_t) v44;
      uint64_t v46 = (uint64_t) v45;
      uint64_t v47 = (uint64_t) v13;
      uint64_t v48 = v46 * v47;
      int64_t v49 = (int64_t) v48;
      ptrdiff_t v50 = (ptrdiff_t) v49;
      size_t v51 = (size_t) v50;
      int32_t v52 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_191 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v53 = TensorAccessor(tensor_accessor_args_191, v52, v8);
      ptrdiff_t v54 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v55 = (size_t) v54;
      for (size_t i56 = v12; i56 < v17; i56 += v18) {
        size_t v57 = v51 * v17;
        size_t v58 = v57 + i56;
        size_t v59 = i56 * v6;
        size_t v60 = v55 + v59;
        ptrdiff_t v61 = (ptrdiff_t) v58;
        int32_t v62 = (int32_t) v61;
        ptrdiff_t v63 = (ptrdiff_t) v60;
        int32_t v64 = (int32_t) v63;
        noc_async_read_tile(v62, v53, v64);
      }
      uint64_t v65 = (uint64_t) v49;
      uint64_t v66 = (uint64_t) v11;
      uint64_t v67 = v65 + v66;
      int64_t v68 = (int64_t) v67;
      ptrdiff_t v69 = (ptrdiff_t) v68;
      size_t v70 = (size_t) v69;
      auto tensor_accessor_args_208 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
      TensorAccessor v71 = TensorAccessor(tensor_accessor_args_208, v52, v8);
      ptrdiff_t v72 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v73 = (size_t) v72;
      for (size_t i74 = v12; i74 < v17; i74 += v18) {
        size_t v75 = v70 * v17;
        size_t v76 = v75 + i74;
        size_t v77 = i74 * v6;
        size_t v78 = v73 + v77;
        ptrdiff_t v79 = (ptrdiff_t) v76;
        int32_t v80 = (int32_t) v79;
        ptrdiff_t v81 = (ptrdiff_t) v78;
        int32_t v82 = (int32_t) v81;
        noc_async_read_tile(v80, v71, v82);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i83 = v12; i83 < v16; i83 += v18) {
        size_t v84 = i83 * v17;
        cb_ctarg_1.reserve_back(v2);
        cb_ctarg_2.reserve_back(v2);
        int32_t v85 = get_common_arg_val<uint32_t>(v17);
        auto tensor_accessor_args_221 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v86 = TensorAccessor(tensor_accessor_args_221, v85, v8);
        ptrdiff_t v87 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v88 = (size_t) v87;
        for (size_t j89 = v12; j89 < v10; j89 += v18) {
          for (size_t k90 = v12; k90 < v17; k90 += v18) {
            size_t v91 = v84 + k90;
            size_t v92 = j89 * v1;
            size_t v93 = v92 + v91;
            size_t v94 = j89 * v17;
            size_t v95 = v94 + k90;
            size_t v96 = v95 * v6;
            size_t v97 = v88 + v96;
            ptrdiff_t v98 = (ptrdiff_t) v93;
            int32_t v99 = (int32_t) v98;
            ptrdiff_t v100 = (ptrdiff_t) v97;
            int32_t v101 = (int32_t) v100;
            noc_async_read_tile(v99, v86, v101);
          }
        }
        auto tensor_accessor_args_230 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
        TensorAccessor v102 = TensorAccessor(tensor_accessor_args_230, v85, v8);
        ptrdiff_t v103 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v104 = (size_t) v103;
        for (size_t j105 = v12; j105 < v10; j105 += v18) {
          for (size_t k106 = v12; k106 < v17; k106 += v18) {
            size_t v107 = j105 + v10;
            size_t v108 = v84 + k106;
            size_t v109 = v107 * v1;
            size_t v110 = v109 + v108;
            size_t v111 = j105 * v17;
            size_t v112 = v111 + k106;
            size_t v113 = v112 * v6;
            size_t v114 = v104 + v113;
            ptrdiff_t v115 = (ptrdiff_t) v110;
            int32_t v116 = (int32_t) v115;
            ptrdiff_t v117 = (ptrdiff_t) v114;
            int32_t v118 = (int32_t) v117;
            noc_async_read_tile(v116, v102, v118);
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

