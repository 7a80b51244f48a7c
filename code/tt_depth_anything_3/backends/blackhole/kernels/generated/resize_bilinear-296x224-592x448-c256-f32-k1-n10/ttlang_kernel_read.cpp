// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  int32_t v2 = 7;
  int32_t v3 = 1;
  size_t v4 = 14;
  size_t v5 = 10;
  size_t v6 = 4096;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  int32_t v9 = 70;
  int64_t v10 = 1;
  size_t v11 = 0;
  int64_t v12 = 2;
  size_t v13 = 7;
  size_t v14 = 295;
  size_t v15 = 55;
  size_t v16 = 592;
  size_t v17 = 11;
  size_t v18 = 591;
  size_t v19 = 8;
  size_t v20 = 1;
  size_t v21 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v17;
  size_t v25 = v24 + v22;
  size_t v26 = v25 % v21;
  size_t v27 = v25 / v21;
  ptrdiff_t v28 = (ptrdiff_t) v27;
  ptrdiff_t v29 = (ptrdiff_t) v15;
  bool v30 = v28 < v29;
  ptrdiff_t v31 = (ptrdiff_t) v27;
  ptrdiff_t v32 = (ptrdiff_t) v16;
  bool v33 = v31 < v32;
  bool v34 = v30 & v33;
  if (v34) {
    cb_ctarg_0.reserve_back(v9);
    size_t v35 = v26 * v13;
    int32_t v36 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_160 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 9>(), 0>();
    TensorAccessor v37 = TensorAccessor(tensor_accessor_args_160, v36, v8);
    ptrdiff_t v38 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v39 = (size_t) v38;
    for (size_t i40 = v11; i40 < v5; i40 += v20) {
      for (size_t j41 = v11; j41 < v13; j41 += v20) {
        size_t v42 = v35 + j41;
        size_t v43 = i40 * v4;
        size_t v44 = v43 + v42;
        size_t v45 = i40 * v13;
        size_t v46 = v45 + j41;
        size_t v47 = v46 * v6;
        size_t v48 = v39 + v47;
        ptrdiff_t v49 = (ptrdiff_t) v44;
        int32_t v50 = (int32_t) v49;
        ptrdiff_t v51 = (ptrdiff_t) v48;
        int32_t v52 = (int32_t) v51;
        noc_async_read_tile(v50, v37, v52);
      }
    }
    noc_async_read_barrier();
    cb_ctarg_0.push_back(v9);
    for (size_t i53 = v11; i53 < v17; i53 += v20) {
      size_t v54 = i53 * v15;
      size_t v55 = v27 + v54;
      ptrdiff_t v56 = (ptrdiff_t) v55;
      ptrdiff_t v57 = (ptrdiff_t) v16;
      bool v58 = v56 < v57;
      if (v58) {
        size_t v59 = v55 * v14;
        size_t v60 = v59 / v18;
        size_t v61 = v60 / v14;
        size_t v62 = v60 - v61;
        size_t v63 = v62 * v13;
        size_t v64 = v63 + v13;
        cb_ctarg_3.reserve_back(v3);
        cb_ctarg_4.reserve_back(v3);
        ptrdiff_t v65 = (ptrdiff_t) v55;
        int64_t v66 = (int64_t) v65;
        uint64_t v67 = (uint64_t) v66;
        uint64_t v68 = (uint64_t) v12;
        uint64_t v69 = v67 * v68;
        int64_t v70 = (int64_t) v69;
        ptrdiff_t v71 = (ptrdiff_t) v70;
        size_t v72 = (size_t) v71;
        int32_t v73 = get_common_arg_val<uint32_t>(v20);
        auto tensor_accessor_args_202 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v74 = TensorAccessor(tensor_accessor_args_202, v73, v8);
        ptrdiff_t v75 = (ptrdiff_t) v72;
        int32_t v76 = (int32_t) v75;
        noc_async_read_tile(v76, v74, cb_ctarg_3.get_write_ptr());
        uint64_t v77 = (uint64_t) v70;
        uint64_t v78 = (uint64_t) v10;
        uint64_t v79 = v77 + v78;
        int64_t v80 = (int64_t) v79;
        ptrdiff_t v81 = (ptrdiff_t) v80;
        size_t v82 = (size_t) v81;
        auto tensor_accessor_args_219 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 9>(), 1>();
        TensorAccessor v83 = TensorAccessor(tensor_accessor_args_219, v73, v8);
        ptrdiff_t v84 = (ptrdiff_t) v82;
        int32_t v85 = (int32_t) v84;
        noc_async_read_tile(v85, v83, cb_ctarg_4.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v3);
        cb_ctarg_3.push_back(v3);
        for (size_t j86 = v11; j86 < v19; j86 += v20) {
          cb_ctarg_1.reserve_back(v2);
          cb_ctarg_2.reserve_back(v2);
          int32_t v87 = get_common_arg_val<uint32_t>(v21);
          auto tensor_accessor_args_230 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v88 = TensorAccessor(tensor_accessor_args_230, v87, v8);
          ptrdiff_t v89 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v90 = (size_t) v89;
          for (size_t k91 = v11; k91 < v13; k91 += v20) {
            size_t v92 = v63 + k91;
            size_t v93 = v92 * v19;
            size_t v94 = v93 + j86;
            size_t v95 = k91 * v6;
            size_t v96 = v90 + v95;
            ptrdiff_t v97 = (ptrdiff_t) v94;
            int32_t v98 = (int32_t) v97;
            ptrdiff_t v99 = (ptrdiff_t) v96;
            int32_t v100 = (int32_t) v99;
            noc_async_read_tile(v98, v88, v100);
          }
          auto tensor_accessor_args_239 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 9>(), 2>();
          TensorAccessor v101 = TensorAccessor(tensor_accessor_args_239, v87, v8);
          ptrdiff_t v102 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v103 = (size_t) v102;
          for (size_t k104 = v11; k104 < v13; k104 += v20) {
            size_t v105 = v64 + k104;
            size_t v106 = v105 * v19;
            size_t v107 = v106 + j86;
            size_t v108 = k104 * v6;
            size_t v109 = v103 + v108;
            ptrdiff_t v110 = (ptrdiff_t) v107;
            int32_t v111 = (int32_t) v110;
            ptrdiff_t v112 = (ptrdiff_t) v109;
            int32_t v113 = (int32_t) v112;
            noc_async_read_tile(v111, v101, v113);
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v2);
          cb_ctarg_1.push_back(v2);
        }
      }
    }
  }
  return;
}

