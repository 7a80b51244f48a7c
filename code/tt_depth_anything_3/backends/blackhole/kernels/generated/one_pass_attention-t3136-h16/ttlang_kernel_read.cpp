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
  size_t v13 = 3;
  size_t v14 = 1;
  size_t v15 = 0;
  size_t v16 = 98;
  size_t v17 = 110;
  size_t v18 = 49;
  size_t v19 = 8;
  size_t v20 = 784;
  size_t v21 = 11;
  size_t v22 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_25(get_compile_time_arg_val(25));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v23 = get_absolute_logical_x();
  size_t v24 = get_absolute_logical_y();
  size_t v25 = v24 * v21;
  size_t v26 = v25 + v23;
  ptrdiff_t v27 = (ptrdiff_t) v26;
  ptrdiff_t v28 = (ptrdiff_t) v20;
  bool v29 = v27 < v28;
  if (v29) {
    cb_ctarg_5.reserve_back(v12);
    cb_ctarg_6.reserve_back(v12);
    int32_t v30 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_206 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 29>(), 5>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_206, v30, v10);
    noc_async_read_tile(v9, v31, cb_ctarg_5.get_write_ptr());
    auto tensor_accessor_args_212 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 29>(), 5>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_212, v30, v10);
    noc_async_read_tile(v12, v32, cb_ctarg_6.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v12);
    cb_ctarg_5.push_back(v12);
    for (size_t i33 = v15; i33 < v19; i33 += v14) {
      size_t v34 = i33 * v17;
      size_t v35 = v26 + v34;
      ptrdiff_t v36 = (ptrdiff_t) v35;
      ptrdiff_t v37 = (ptrdiff_t) v20;
      bool v38 = v36 < v37;
      if (v38) {
        size_t v39 = v35 / v18;
        size_t v40 = v39 * v16;
        size_t v41 = v35 % v18;
        size_t v42 = v41 * v22;
        size_t v43 = v40 + v42;
        cb_ctarg_0.reserve_back(v6);
        int32_t v44 = get_common_arg_val<uint32_t>(v22);
        auto tensor_accessor_args_238 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 29>(), 2>();
        TensorAccessor v45 = TensorAccessor(tensor_accessor_args_238, v44, v5);
        ptrdiff_t v46 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v47 = (size_t) v46;
        for (size_t j48 = v15; j48 < v22; j48 += v14) {
          for (size_t k49 = v15; k49 < v22; k49 += v14) {
            size_t v50 = v43 + j48;
            size_t v51 = v50 * v22;
            size_t v52 = v51 + k49;
            size_t v53 = j48 * v22;
            size_t v54 = v53 + k49;
            size_t v55 = v54 * v3;
            size_t v56 = v47 + v55;
            ptrdiff_t v57 = (ptrdiff_t) v52;
            int32_t v58 = (int32_t) v57;
            ptrdiff_t v59 = (ptrdiff_t) v56;
            int32_t v60 = (int32_t) v59;
            noc_async_read_tile(v58, v45, v60);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v6);
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        int32_t v61 = get_common_arg_val<uint32_t>(v13);
        auto tensor_accessor_args_249 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 29>(), 3>();
        TensorAccessor v62 = TensorAccessor(tensor_accessor_args_249, v61, v10);
        ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v64 = (size_t) v63;
        for (size_t j65 = v15; j65 < v22; j65 += v14) {
          size_t v66 = v39 * v1;
          size_t v67 = v66 + j65;
          size_t v68 = j65 * v7;
          size_t v69 = v64 + v68;
          ptrdiff_t v70 = (ptrdiff_t) v67;
          int32_t v71 = (int32_t) v70;
          ptrdiff_t v72 = (ptrdiff_t) v69;
          int32_t v73 = (int32_t) v72;
          noc_async_read_tile(v71, v62, v73);
        }
        auto tensor_accessor_args_258 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 29>(), 3>();
        TensorAccessor v74 = TensorAccessor(tensor_accessor_args_258, v61, v10);
        ptrdiff_t v75 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v76 = (size_t) v75;
        for (size_t j77 = v15; j77 < v22; j77 += v14) {
          size_t v78 = j77 + v22;
          size_t v79 = v39 * v1;
          size_t v80 = v79 + v78;
          size_t v81 = j77 * v7;
          size_t v82 = v76 + v81;
          ptrdiff_t v83 = (ptrdiff_t) v80;
          int32_t v84 = (int32_t) v83;
          ptrdiff_t v85 = (ptrdiff_t) v82;
          int32_t v86 = (int32_t) v85;
          noc_async_read_tile(v84, v74, v86);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v4);
        cb_ctarg_3.push_back(v4);
        for (size_t j87 = v15; j87 < v18; j87 += v14) {
          size_t v88 = j87 * v22;
          size_t v89 = v40 + v88;
          cb_ctarg_1.reserve_back(v6);
          cb_ctarg_2.reserve_back(v6);
          int32_t v90 = get_common_arg_val<uint32_t>(v14);
          auto tensor_accessor_args_280 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 29>(), 1>();
          TensorAccessor v91 = TensorAccessor(tensor_accessor_args_280, v90, v5);
          ptrdiff_t v92 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v93 = (size_t) v92;
          for (size_t k94 = v15; k94 < v22; k94 += v14) {
            for (size_t l95 = v15; l95 < v22; l95 += v14) {
              size_t v96 = v89 + k94;
              size_t v97 = v96 * v22;
              size_t v98 = v97 + l95;
              size_t v99 = k94 * v22;
              size_t v100 = v99 + l95;
              size_t v101 = v100 * v3;
              size_t v102 = v93 + v101;
              ptrdiff_t v103 = (ptrdiff_t) v98;
              int32_t v104 = (int32_t) v103;
              ptrdiff_t v105 = (ptrdiff_t) v102;
              int32_t v106 = (int32_t) v105;
              noc_async_read_tile(v104, v91, v106);
            }
          }
          int32_t v107 = get_common_arg_val<uint32_t>(v1);
          auto tensor_accessor_args_291 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 29>(), 4>();
          TensorAccessor v108 = TensorAccessor(tensor_accessor_args_291, v107, v5);
          ptrdiff_t v109 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v110 = (size_t) v109;
          for (size_t k111 = v15; k111 < v22; k111 += v14) {
            for (size_t l112 = v15; l112 < v22; l112 += v14) {
              size_t v113 = v89 + k111;
              size_t v114 = v113 * v22;
              size_t v115 = v114 + l112;
              size_t v116 = k111 * v22;
              size_t v117 = v116 + l112;
              size_t v118 = v117 * v3;
              size_t v119 = v110 + v118;
              ptrdiff_t v120 = (ptrdiff_t) v115;
              int32_t v121 = (int32_t) v120;
              ptrdiff_t v122 = (ptrdiff_t) v119;
              int32_t v123 = (int32_t) v122;
              noc_async_read_tile(v121, v108, v123);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v6);
          cb_ctarg_1.push_back(v6);
        }
        for (size_t j124 = v15; j124 < v13; j124 += v14) {
          cb_ctarg_25.reserve_back(v12);
          int32_t v125 = get_common_arg_val<uint32_t>(v15);
          auto tensor_accessor_args_269 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 29>(), 0>();
          TensorAccessor v126 = TensorAccessor(tensor_accessor_args_269, v125, v10);
          size_t v127 = v35 * v13;
          size_t v128 = v127 + j124;
          ptrdiff_t v129 = (ptrdiff_t) v128;
          int32_t v130 = (int32_t) v129;
          noc_async_read_tile(v130, v126, cb_ctarg_25.get_write_ptr());
          noc_async_read_barrier();
          cb_ctarg_25.push_back(v12);
        }
      }
    }
  }
  return;
}

