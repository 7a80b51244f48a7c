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
  size_t v14 = 0;
  size_t v15 = 1;
  size_t v16 = 16;
  size_t v17 = 11;
  size_t v18 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_25(get_compile_time_arg_val(25));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v17;
  size_t v22 = v21 + v19;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v16;
  bool v25 = v23 < v24;
  if (v25) {
    cb_ctarg_5.reserve_back(v12);
    cb_ctarg_6.reserve_back(v12);
    int32_t v26 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_174 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 29>(), 5>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_174, v26, v10);
    noc_async_read_tile(v9, v27, cb_ctarg_5.get_write_ptr());
    auto tensor_accessor_args_180 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 29>(), 5>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_180, v26, v10);
    noc_async_read_tile(v12, v28, cb_ctarg_6.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v12);
    cb_ctarg_5.push_back(v12);
    if (v25) {
      size_t v29 = v22 * v18;
      cb_ctarg_0.reserve_back(v6);
      int32_t v30 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_190 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 29>(), 2>();
      TensorAccessor v31 = TensorAccessor(tensor_accessor_args_190, v30, v5);
      ptrdiff_t v32 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v33 = (size_t) v32;
      for (size_t i34 = v14; i34 < v18; i34 += v15) {
        for (size_t j35 = v14; j35 < v18; j35 += v15) {
          size_t v36 = v29 + i34;
          size_t v37 = v36 * v18;
          size_t v38 = v37 + j35;
          size_t v39 = i34 * v18;
          size_t v40 = v39 + j35;
          size_t v41 = v40 * v3;
          size_t v42 = v33 + v41;
          ptrdiff_t v43 = (ptrdiff_t) v38;
          int32_t v44 = (int32_t) v43;
          ptrdiff_t v45 = (ptrdiff_t) v42;
          int32_t v46 = (int32_t) v45;
          noc_async_read_tile(v44, v31, v46);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v6);
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      int32_t v47 = get_common_arg_val<uint32_t>(v13);
      auto tensor_accessor_args_201 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 29>(), 3>();
      TensorAccessor v48 = TensorAccessor(tensor_accessor_args_201, v47, v10);
      ptrdiff_t v49 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v50 = (size_t) v49;
      for (size_t i51 = v14; i51 < v18; i51 += v15) {
        size_t v52 = v22 * v1;
        size_t v53 = v52 + i51;
        size_t v54 = i51 * v7;
        size_t v55 = v50 + v54;
        ptrdiff_t v56 = (ptrdiff_t) v53;
        int32_t v57 = (int32_t) v56;
        ptrdiff_t v58 = (ptrdiff_t) v55;
        int32_t v59 = (int32_t) v58;
        noc_async_read_tile(v57, v48, v59);
      }
      auto tensor_accessor_args_210 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 29>(), 3>();
      TensorAccessor v60 = TensorAccessor(tensor_accessor_args_210, v47, v10);
      ptrdiff_t v61 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v62 = (size_t) v61;
      for (size_t i63 = v14; i63 < v18; i63 += v15) {
        size_t v64 = i63 + v18;
        size_t v65 = v22 * v1;
        size_t v66 = v65 + v64;
        size_t v67 = i63 * v7;
        size_t v68 = v62 + v67;
        ptrdiff_t v69 = (ptrdiff_t) v66;
        int32_t v70 = (int32_t) v69;
        ptrdiff_t v71 = (ptrdiff_t) v68;
        int32_t v72 = (int32_t) v71;
        noc_async_read_tile(v70, v60, v72);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      cb_ctarg_1.reserve_back(v6);
      cb_ctarg_2.reserve_back(v6);
      int32_t v73 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_221 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 29>(), 1>();
      TensorAccessor v74 = TensorAccessor(tensor_accessor_args_221, v73, v5);
      ptrdiff_t v75 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v76 = (size_t) v75;
      for (size_t i77 = v14; i77 < v18; i77 += v15) {
        for (size_t j78 = v14; j78 < v18; j78 += v15) {
          size_t v79 = v29 + i77;
          size_t v80 = v79 * v18;
          size_t v81 = v80 + j78;
          size_t v82 = i77 * v18;
          size_t v83 = v82 + j78;
          size_t v84 = v83 * v3;
          size_t v85 = v76 + v84;
          ptrdiff_t v86 = (ptrdiff_t) v81;
          int32_t v87 = (int32_t) v86;
          ptrdiff_t v88 = (ptrdiff_t) v85;
          int32_t v89 = (int32_t) v88;
          noc_async_read_tile(v87, v74, v89);
        }
      }
      int32_t v90 = get_common_arg_val<uint32_t>(v1);
      auto tensor_accessor_args_232 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 29>(), 4>();
      TensorAccessor v91 = TensorAccessor(tensor_accessor_args_232, v90, v5);
      ptrdiff_t v92 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v93 = (size_t) v92;
      for (size_t i94 = v14; i94 < v18; i94 += v15) {
        for (size_t j95 = v14; j95 < v18; j95 += v15) {
          size_t v96 = v29 + i94;
          size_t v97 = v96 * v18;
          size_t v98 = v97 + j95;
          size_t v99 = i94 * v18;
          size_t v100 = v99 + j95;
          size_t v101 = v100 * v3;
          size_t v102 = v93 + v101;
          ptrdiff_t v103 = (ptrdiff_t) v98;
          int32_t v104 = (int32_t) v103;
          ptrdiff_t v105 = (ptrdiff_t) v102;
          int32_t v106 = (int32_t) v105;
          noc_async_read_tile(v104, v91, v106);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v6);
      cb_ctarg_1.push_back(v6);
      for (size_t i107 = v14; i107 < v13; i107 += v15) {
        cb_ctarg_25.reserve_back(v12);
        int32_t v108 = get_common_arg_val<uint32_t>(v14);
        auto tensor_accessor_args_243 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 29>(), 0>();
        TensorAccessor v109 = TensorAccessor(tensor_accessor_args_243, v108, v10);
        size_t v110 = v22 * v13;
        size_t v111 = v110 + i107;
        ptrdiff_t v112 = (ptrdiff_t) v111;
        int32_t v113 = (int32_t) v112;
        noc_async_read_tile(v113, v109, cb_ctarg_25.get_write_ptr());
        noc_async_read_barrier();
        cb_ctarg_25.push_back(v12);
      }
    }
  }
  return;
}

