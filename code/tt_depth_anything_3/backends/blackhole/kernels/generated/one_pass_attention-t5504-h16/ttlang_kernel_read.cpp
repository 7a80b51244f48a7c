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
  size_t v16 = 172;
  size_t v17 = 110;
  size_t v18 = 86;
  size_t v19 = 13;
  size_t v20 = 1376;
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
    auto tensor_accessor_args_208 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 5>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_208, v30, v10);
    noc_async_read_tile(v9, v31, cb_ctarg_5.get_write_ptr());
    auto tensor_accessor_args_214 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 5>();
    TensorAccessor v32 = TensorAccessor(tensor_accessor_args_214, v30, v10);
    noc_async_read_tile(v12, v32, cb_ctarg_6.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v12);
    cb_ctarg_5.push_back(v12);
    for (size_t i33 = v15; i33 < v13; i33 += v14) {
      cb_ctarg_25.reserve_back(v12);
      int32_t v34 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_296 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 30>(), 0>();
      TensorAccessor v35 = TensorAccessor(tensor_accessor_args_296, v34, v10);
      size_t v36 = v26 * v13;
      size_t v37 = v36 + i33;
      ptrdiff_t v38 = (ptrdiff_t) v37;
      int32_t v39 = (int32_t) v38;
      noc_async_read_tile(v39, v35, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v12);
    }
    for (size_t i40 = v15; i40 < v19; i40 += v14) {
      size_t v41 = i40 * v17;
      size_t v42 = v26 + v41;
      ptrdiff_t v43 = (ptrdiff_t) v42;
      ptrdiff_t v44 = (ptrdiff_t) v20;
      bool v45 = v43 < v44;
      if (v45) {
        size_t v46 = v42 / v18;
        size_t v47 = v46 * v16;
        size_t v48 = v42 % v18;
        size_t v49 = v48 * v22;
        size_t v50 = v47 + v49;
        cb_ctarg_0.reserve_back(v6);
        int32_t v51 = get_common_arg_val<uint32_t>(v22);
        auto tensor_accessor_args_240 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 2>();
        TensorAccessor v52 = TensorAccessor(tensor_accessor_args_240, v51, v5);
        ptrdiff_t v53 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v54 = (size_t) v53;
        for (size_t j55 = v15; j55 < v22; j55 += v14) {
          for (size_t k56 = v15; k56 < v22; k56 += v14) {
            size_t v57 = v50 + j55;
            size_t v58 = v57 * v22;
            size_t v59 = v58 + k56;
            size_t v60 = j55 * v22;
            size_t v61 = v60 + k56;
            size_t v62 = v61 * v3;
            size_t v63 = v54 + v62;
            ptrdiff_t v64 = (ptrdiff_t) v59;
            int32_t v65 = (int32_t) v64;
            ptrdiff_t v66 = (ptrdiff_t) v63;
            int32_t v67 = (int32_t) v66;
            noc_async_read_tile(v65, v52, v67);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v6);
        cb_ctarg_3.reserve_back(v4);
        cb_ctarg_4.reserve_back(v4);
        int32_t v68 = get_common_arg_val<uint32_t>(v13);
        auto tensor_accessor_args_251 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 3>();
        TensorAccessor v69 = TensorAccessor(tensor_accessor_args_251, v68, v10);
        ptrdiff_t v70 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v71 = (size_t) v70;
        for (size_t j72 = v15; j72 < v22; j72 += v14) {
          size_t v73 = v46 * v1;
          size_t v74 = v73 + j72;
          size_t v75 = j72 * v7;
          size_t v76 = v71 + v75;
          ptrdiff_t v77 = (ptrdiff_t) v74;
          int32_t v78 = (int32_t) v77;
          ptrdiff_t v79 = (ptrdiff_t) v76;
          int32_t v80 = (int32_t) v79;
          noc_async_read_tile(v78, v69, v80);
        }
        auto tensor_accessor_args_260 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 3>();
        TensorAccessor v81 = TensorAccessor(tensor_accessor_args_260, v68, v10);
        ptrdiff_t v82 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v83 = (size_t) v82;
        for (size_t j84 = v15; j84 < v22; j84 += v14) {
          size_t v85 = j84 + v22;
          size_t v86 = v46 * v1;
          size_t v87 = v86 + v85;
          size_t v88 = j84 * v7;
          size_t v89 = v83 + v88;
          ptrdiff_t v90 = (ptrdiff_t) v87;
          int32_t v91 = (int32_t) v90;
          ptrdiff_t v92 = (ptrdiff_t) v89;
          int32_t v93 = (int32_t) v92;
          noc_async_read_tile(v91, v81, v93);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v4);
        cb_ctarg_3.push_back(v4);
        for (size_t j94 = v15; j94 < v18; j94 += v14) {
          size_t v95 = j94 * v22;
          size_t v96 = v47 + v95;
          cb_ctarg_1.reserve_back(v6);
          cb_ctarg_2.reserve_back(v6);
          int32_t v97 = get_common_arg_val<uint32_t>(v14);
          auto tensor_accessor_args_275 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 1>();
          TensorAccessor v98 = TensorAccessor(tensor_accessor_args_275, v97, v5);
          ptrdiff_t v99 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v100 = (size_t) v99;
          for (size_t k101 = v15; k101 < v22; k101 += v14) {
            for (size_t l102 = v15; l102 < v22; l102 += v14) {
              size_t v103 = v96 + k101;
              size_t v104 = v103 * v22;
              size_t v105 = v104 + l102;
              size_t v106 = k101 * v22;
              size_t v107 = v106 + l102;
              size_t v108 = v107 * v3;
              size_t v109 = v100 + v108;
              ptrdiff_t v110 = (ptrdiff_t) v105;
              int32_t v111 = (int32_t) v110;
              ptrdiff_t v112 = (ptrdiff_t) v109;
              int32_t v113 = (int32_t) v112;
              noc_async_read_tile(v111, v98, v113);
            }
          }
          int32_t v114 = get_common_arg_val<uint32_t>(v1);
          auto tensor_accessor_args_286 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 4>();
          TensorAccessor v115 = TensorAccessor(tensor_accessor_args_286, v114, v5);
          ptrdiff_t v116 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v117 = (size_t) v116;
          for (size_t k118 = v15; k118 < v22; k118 += v14) {
            for (size_t l119 = v15; l119 < v22; l119 += v14) {
              size_t v120 = v96 + k118;
              size_t v121 = v120 * v22;
              size_t v122 = v121 + l119;
              size_t v123 = k118 * v22;
              size_t v124 = v123 + l119;
              size_t v125 = v124 * v3;
              size_t v126 = v117 + v125;
              ptrdiff_t v127 = (ptrdiff_t) v122;
              int32_t v128 = (int32_t) v127;
              ptrdiff_t v129 = (ptrdiff_t) v126;
              int32_t v130 = (int32_t) v129;
              noc_async_read_tile(v128, v115, v130);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v6);
          cb_ctarg_1.push_back(v6);
        }
      }
    }
  }
  return;
}

