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
  size_t v13 = 1;
  size_t v14 = 0;
  size_t v15 = 32;
  size_t v16 = 110;
  size_t v17 = 16;
  size_t v18 = 3;
  size_t v19 = 256;
  size_t v20 = 11;
  size_t v21 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_25(get_compile_time_arg_val(25));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v20;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v19;
  bool v28 = v26 < v27;
  if (v28) {
    cb_ctarg_5.reserve_back(v12);
    cb_ctarg_6.reserve_back(v12);
    int32_t v29 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_202 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 29>(), 5>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_202, v29, v10);
    noc_async_read_tile(v9, v30, cb_ctarg_5.get_write_ptr());
    auto tensor_accessor_args_208 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 29>(), 5>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_208, v29, v10);
    noc_async_read_tile(v12, v31, cb_ctarg_6.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v12);
    cb_ctarg_5.push_back(v12);
    for (size_t i32 = v14; i32 < v18; i32 += v13) {
      size_t v33 = i32 * v16;
      size_t v34 = v25 + v33;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v19;
      bool v37 = v35 < v36;
      if (v37) {
        size_t v38 = v34 / v17;
        size_t v39 = v38 * v15;
        size_t v40 = v34 % v17;
        size_t v41 = v40 * v21;
        size_t v42 = v39 + v41;
        cb_ctarg_0.reserve_back(v6);
        int32_t v43 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_234 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 29>(), 2>();
        TensorAccessor v44 = TensorAccessor(tensor_accessor_args_234, v43, v5);
        ptrdiff_t v45 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v46 = (size_t) v45;
        for (size_t j47 = v14; j47 < v21; j47 += v13) {
          for (size_t k48 = v14; k48 < v21; k48 += v13) {
            size_t v49 = v42 + j47;
            size_t v50 = v49 * v21;
            size_t v51 = v50 + k48;
            size_t v52 = j47 * v21;
            size_t v53 = v52 + k48;
            size_t v54 = v53 * v3;
            size_t v55 = v46 + v54;
            ptrdiff_t v56 = (ptrdiff_t) v51;
            int32_t v57 = (int32_t) v56;
            ptrdiff_t v58 = (ptrdiff_t) v55;
            int32_t v59 = (int32_t) v58;
            noc_async_read_tile(v57, v44, v59);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v6);
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        int32_t v60 = get_common_arg_val<uint32_t>(v18);
        auto tensor_accessor_args_245 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 29>(), 3>();
        TensorAccessor v61 = TensorAccessor(tensor_accessor_args_245, v60, v10);
        ptrdiff_t v62 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v63 = (size_t) v62;
        for (size_t j64 = v14; j64 < v21; j64 += v13) {
          size_t v65 = v38 * v1;
          size_t v66 = v65 + j64;
          size_t v67 = j64 * v7;
          size_t v68 = v63 + v67;
          ptrdiff_t v69 = (ptrdiff_t) v66;
          int32_t v70 = (int32_t) v69;
          ptrdiff_t v71 = (ptrdiff_t) v68;
          int32_t v72 = (int32_t) v71;
          noc_async_read_tile(v70, v61, v72);
        }
        auto tensor_accessor_args_254 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 29>(), 3>();
        TensorAccessor v73 = TensorAccessor(tensor_accessor_args_254, v60, v10);
        ptrdiff_t v74 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v75 = (size_t) v74;
        for (size_t j76 = v14; j76 < v21; j76 += v13) {
          size_t v77 = j76 + v21;
          size_t v78 = v38 * v1;
          size_t v79 = v78 + v77;
          size_t v80 = j76 * v7;
          size_t v81 = v75 + v80;
          ptrdiff_t v82 = (ptrdiff_t) v79;
          int32_t v83 = (int32_t) v82;
          ptrdiff_t v84 = (ptrdiff_t) v81;
          int32_t v85 = (int32_t) v84;
          noc_async_read_tile(v83, v73, v85);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v4);
        cb_ctarg_3.push_back(v4);
        for (size_t j86 = v14; j86 < v17; j86 += v13) {
          size_t v87 = j86 * v21;
          size_t v88 = v39 + v87;
          cb_ctarg_1.reserve_back(v6);
          cb_ctarg_2.reserve_back(v6);
          int32_t v89 = get_common_arg_val<uint32_t>(v13);
          auto tensor_accessor_args_276 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 29>(), 1>();
          TensorAccessor v90 = TensorAccessor(tensor_accessor_args_276, v89, v5);
          ptrdiff_t v91 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v92 = (size_t) v91;
          for (size_t k93 = v14; k93 < v21; k93 += v13) {
            for (size_t l94 = v14; l94 < v21; l94 += v13) {
              size_t v95 = v88 + k93;
              size_t v96 = v95 * v21;
              size_t v97 = v96 + l94;
              size_t v98 = k93 * v21;
              size_t v99 = v98 + l94;
              size_t v100 = v99 * v3;
              size_t v101 = v92 + v100;
              ptrdiff_t v102 = (ptrdiff_t) v97;
              int32_t v103 = (int32_t) v102;
              ptrdiff_t v104 = (ptrdiff_t) v101;
              int32_t v105 = (int32_t) v104;
              noc_async_read_tile(v103, v90, v105);
            }
          }
          int32_t v106 = get_common_arg_val<uint32_t>(v1);
          auto tensor_accessor_args_287 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 29>(), 4>();
          TensorAccessor v107 = TensorAccessor(tensor_accessor_args_287, v106, v5);
          ptrdiff_t v108 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v109 = (size_t) v108;
          for (size_t k110 = v14; k110 < v21; k110 += v13) {
            for (size_t l111 = v14; l111 < v21; l111 += v13) {
              size_t v112 = v88 + k110;
              size_t v113 = v112 * v21;
              size_t v114 = v113 + l111;
              size_t v115 = k110 * v21;
              size_t v116 = v115 + l111;
              size_t v117 = v116 * v3;
              size_t v118 = v109 + v117;
              ptrdiff_t v119 = (ptrdiff_t) v114;
              int32_t v120 = (int32_t) v119;
              ptrdiff_t v121 = (ptrdiff_t) v118;
              int32_t v122 = (int32_t) v121;
              noc_async_read_tile(v120, v107, v122);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v6);
          cb_ctarg_1.push_back(v6);
        }
        for (size_t j123 = v14; j123 < v18; j123 += v13) {
          cb_ctarg_25.reserve_back(v12);
          int32_t v124 = get_common_arg_val<uint32_t>(v14);
          auto tensor_accessor_args_265 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 29>(), 0>();
          TensorAccessor v125 = TensorAccessor(tensor_accessor_args_265, v124, v10);
          size_t v126 = v34 * v18;
          size_t v127 = v126 + j123;
          ptrdiff_t v128 = (ptrdiff_t) v127;
          int32_t v129 = (int32_t) v128;
          noc_async_read_tile(v129, v125, cb_ctarg_25.get_write_ptr());
          noc_async_read_barrier();
          cb_ctarg_25.push_back(v12);
        }
      }
    }
  }
  return;
}

