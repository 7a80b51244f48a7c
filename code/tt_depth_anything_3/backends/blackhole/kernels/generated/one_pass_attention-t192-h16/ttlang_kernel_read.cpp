// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  size_t v1 = 4;
  int32_t v2 = 3;
  size_t v3 = 2048;
  int32_t v4 = 2;
  int32_t v5 = 2048;
  int32_t v6 = 4;
  size_t v7 = 4096;
  int32_t v8 = 5;
  int32_t v9 = 0;
  int32_t v10 = 4096;
  size_t v11 = 5;
  int32_t v12 = 1;
  size_t v13 = 0;
  size_t v14 = 6;
  size_t v15 = 3;
  size_t v16 = 1;
  size_t v17 = 48;
  size_t v18 = 11;
  size_t v19 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_25(get_compile_time_arg_val(25));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v18;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v17;
  bool v26 = v24 < v25;
  if (v26) {
    cb_ctarg_5.reserve_back(v12);
    cb_ctarg_6.reserve_back(v12);
    int32_t v27 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_188 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 29>(), 5>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_188, v27, v10);
    noc_async_read_tile(v9, v28, cb_ctarg_5.get_write_ptr());
    auto tensor_accessor_args_194 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 29>(), 5>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_194, v27, v10);
    noc_async_read_tile(v12, v29, cb_ctarg_6.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v12);
    cb_ctarg_5.push_back(v12);
    if (v26) {
      size_t v30 = v23 / v15;
      size_t v31 = v30 * v14;
      size_t v32 = v23 % v15;
      size_t v33 = v32 * v19;
      size_t v34 = v31 + v33;
      cb_ctarg_0.reserve_back(v6);
      int32_t v35 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_212 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 29>(), 2>();
      TensorAccessor v36 = TensorAccessor(tensor_accessor_args_212, v35, v5);
      ptrdiff_t v37 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v38 = (size_t) v37;
      for (size_t i39 = v13; i39 < v19; i39 += v16) {
        for (size_t j40 = v13; j40 < v19; j40 += v16) {
          size_t v41 = v34 + i39;
          size_t v42 = v41 * v19;
          size_t v43 = v42 + j40;
          size_t v44 = i39 * v19;
          size_t v45 = v44 + j40;
          size_t v46 = v45 * v3;
          size_t v47 = v38 + v46;
          ptrdiff_t v48 = (ptrdiff_t) v43;
          int32_t v49 = (int32_t) v48;
          ptrdiff_t v50 = (ptrdiff_t) v47;
          int32_t v51 = (int32_t) v50;
          noc_async_read_tile(v49, v36, v51);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v6);
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      int32_t v52 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 29>(), 3>();
      TensorAccessor v53 = TensorAccessor(tensor_accessor_args_223, v52, v10);
      ptrdiff_t v54 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v55 = (size_t) v54;
      for (size_t i56 = v13; i56 < v19; i56 += v16) {
        size_t v57 = v30 * v1;
        size_t v58 = v57 + i56;
        size_t v59 = i56 * v7;
        size_t v60 = v55 + v59;
        ptrdiff_t v61 = (ptrdiff_t) v58;
        int32_t v62 = (int32_t) v61;
        ptrdiff_t v63 = (ptrdiff_t) v60;
        int32_t v64 = (int32_t) v63;
        noc_async_read_tile(v62, v53, v64);
      }
      auto tensor_accessor_args_232 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 29>(), 3>();
      TensorAccessor v65 = TensorAccessor(tensor_accessor_args_232, v52, v10);
      ptrdiff_t v66 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v67 = (size_t) v66;
      for (size_t i68 = v13; i68 < v19; i68 += v16) {
        size_t v69 = i68 + v19;
        size_t v70 = v30 * v1;
        size_t v71 = v70 + v69;
        size_t v72 = i68 * v7;
        size_t v73 = v67 + v72;
        ptrdiff_t v74 = (ptrdiff_t) v71;
        int32_t v75 = (int32_t) v74;
        ptrdiff_t v76 = (ptrdiff_t) v73;
        int32_t v77 = (int32_t) v76;
        noc_async_read_tile(v75, v65, v77);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i78 = v13; i78 < v15; i78 += v16) {
        size_t v79 = i78 * v19;
        size_t v80 = v31 + v79;
        cb_ctarg_1.reserve_back(v6);
        cb_ctarg_2.reserve_back(v6);
        int32_t v81 = get_common_arg_val<uint32_t>(v16);
        auto tensor_accessor_args_254 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 29>(), 1>();
        TensorAccessor v82 = TensorAccessor(tensor_accessor_args_254, v81, v5);
        ptrdiff_t v83 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v84 = (size_t) v83;
        for (size_t j85 = v13; j85 < v19; j85 += v16) {
          for (size_t k86 = v13; k86 < v19; k86 += v16) {
            size_t v87 = v80 + j85;
            size_t v88 = v87 * v19;
            size_t v89 = v88 + k86;
            size_t v90 = j85 * v19;
            size_t v91 = v90 + k86;
            size_t v92 = v91 * v3;
            size_t v93 = v84 + v92;
            ptrdiff_t v94 = (ptrdiff_t) v89;
            int32_t v95 = (int32_t) v94;
            ptrdiff_t v96 = (ptrdiff_t) v93;
            int32_t v97 = (int32_t) v96;
            noc_async_read_tile(v95, v82, v97);
          }
        }
        int32_t v98 = get_common_arg_val<uint32_t>(v1);
        auto tensor_accessor_args_265 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 29>(), 4>();
        TensorAccessor v99 = TensorAccessor(tensor_accessor_args_265, v98, v5);
        ptrdiff_t v100 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v101 = (size_t) v100;
        for (size_t j102 = v13; j102 < v19; j102 += v16) {
          for (size_t k103 = v13; k103 < v19; k103 += v16) {
            size_t v104 = v80 + j102;
            size_t v105 = v104 * v19;
            size_t v106 = v105 + k103;
            size_t v107 = j102 * v19;
            size_t v108 = v107 + k103;
            size_t v109 = v108 * v3;
            size_t v110 = v101 + v109;
            ptrdiff_t v111 = (ptrdiff_t) v106;
            int32_t v112 = (int32_t) v111;
            ptrdiff_t v113 = (ptrdiff_t) v110;
            int32_t v114 = (int32_t) v113;
            noc_async_read_tile(v112, v99, v114);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v6);
        cb_ctarg_1.push_back(v6);
      }
      for (size_t i115 = v13; i115 < v15; i115 += v16) {
        cb_ctarg_25.reserve_back(v12);
        int32_t v116 = get_common_arg_val<uint32_t>(v13);
        auto tensor_accessor_args_243 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 29>(), 0>();
        TensorAccessor v117 = TensorAccessor(tensor_accessor_args_243, v116, v10);
        size_t v118 = v23 * v15;
        size_t v119 = v118 + i115;
        ptrdiff_t v120 = (ptrdiff_t) v119;
        int32_t v121 = (int32_t) v120;
        noc_async_read_tile(v121, v117, cb_ctarg_25.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_25.push_back(v12);
      }
    }
  }
  return;
}

