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
    auto tensor_accessor_args_175 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 5>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_175, v26, v10);
    noc_async_read_tile(v9, v27, cb_ctarg_5.get_write_ptr());
    auto tensor_accessor_args_181 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 5>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_181, v26, v10);
    noc_async_read_tile(v12, v28, cb_ctarg_6.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v12);
    cb_ctarg_5.push_back(v12);
    for (size_t i29 = v14; i29 < v13; i29 += v15) {
      cb_ctarg_25.reserve_back(v12);
      int32_t v30 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_254 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 30>(), 0>();
      TensorAccessor v31 = TensorAccessor(tensor_accessor_args_254, v30, v10);
      size_t v32 = v22 * v13;
      size_t v33 = v32 + i29;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      int32_t v35 = (int32_t) v34;
      noc_async_read_tile(v35, v31, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v12);
    }
    if (v25) {
      size_t v36 = v22 * v18;
      cb_ctarg_0.reserve_back(v6);
      int32_t v37 = get_common_arg_val<uint32_t>(v18);
      auto tensor_accessor_args_191 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 2>();
      TensorAccessor v38 = TensorAccessor(tensor_accessor_args_191, v37, v5);
      ptrdiff_t v39 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v40 = (size_t) v39;
      for (size_t i41 = v14; i41 < v18; i41 += v15) {
        for (size_t j42 = v14; j42 < v18; j42 += v15) {
          size_t v43 = v36 + i41;
          size_t v44 = v43 * v18;
          size_t v45 = v44 + j42;
          size_t v46 = i41 * v18;
          size_t v47 = v46 + j42;
          size_t v48 = v47 * v3;
          size_t v49 = v40 + v48;
          ptrdiff_t v50 = (ptrdiff_t) v45;
          int32_t v51 = (int32_t) v50;
          ptrdiff_t v52 = (ptrdiff_t) v49;
          int32_t v53 = (int32_t) v52;
          noc_async_read_tile(v51, v38, v53);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v6);
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      int32_t v54 = get_common_arg_val<uint32_t>(v13);
      auto tensor_accessor_args_202 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 3>();
      TensorAccessor v55 = TensorAccessor(tensor_accessor_args_202, v54, v10);
      ptrdiff_t v56 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v57 = (size_t) v56;
      for (size_t i58 = v14; i58 < v18; i58 += v15) {
        size_t v59 = v22 * v1;
        size_t v60 = v59 + i58;
        size_t v61 = i58 * v7;
        size_t v62 = v57 + v61;
        ptrdiff_t v63 = (ptrdiff_t) v60;
        int32_t v64 = (int32_t) v63;
        ptrdiff_t v65 = (ptrdiff_t) v62;
        int32_t v66 = (int32_t) v65;
        noc_async_read_tile(v64, v55, v66);
      }
      auto tensor_accessor_args_211 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 3>();
      TensorAccessor v67 = TensorAccessor(tensor_accessor_args_211, v54, v10);
      ptrdiff_t v68 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v69 = (size_t) v68;
      for (size_t i70 = v14; i70 < v18; i70 += v15) {
        size_t v71 = i70 + v18;
        size_t v72 = v22 * v1;
        size_t v73 = v72 + v71;
        size_t v74 = i70 * v7;
        size_t v75 = v69 + v74;
        ptrdiff_t v76 = (ptrdiff_t) v73;
        int32_t v77 = (int32_t) v76;
        ptrdiff_t v78 = (ptrdiff_t) v75;
        int32_t v79 = (int32_t) v78;
        noc_async_read_tile(v77, v67, v79);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      cb_ctarg_1.reserve_back(v6);
      cb_ctarg_2.reserve_back(v6);
      int32_t v80 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_222 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 1>();
      TensorAccessor v81 = TensorAccessor(tensor_accessor_args_222, v80, v5);
      ptrdiff_t v82 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v83 = (size_t) v82;
      for (size_t i84 = v14; i84 < v18; i84 += v15) {
        for (size_t j85 = v14; j85 < v18; j85 += v15) {
          size_t v86 = v36 + i84;
          size_t v87 = v86 * v18;
          size_t v88 = v87 + j85;
          size_t v89 = i84 * v18;
          size_t v90 = v89 + j85;
          size_t v91 = v90 * v3;
          size_t v92 = v83 + v91;
          ptrdiff_t v93 = (ptrdiff_t) v88;
          int32_t v94 = (int32_t) v93;
          ptrdiff_t v95 = (ptrdiff_t) v92;
          int32_t v96 = (int32_t) v95;
          noc_async_read_tile(v94, v81, v96);
        }
      }
      int32_t v97 = get_common_arg_val<uint32_t>(v1);
      auto tensor_accessor_args_233 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 4>();
      TensorAccessor v98 = TensorAccessor(tensor_accessor_args_233, v97, v5);
      ptrdiff_t v99 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v100 = (size_t) v99;
      for (size_t i101 = v14; i101 < v18; i101 += v15) {
        for (size_t j102 = v14; j102 < v18; j102 += v15) {
          size_t v103 = v36 + i101;
          size_t v104 = v103 * v18;
          size_t v105 = v104 + j102;
          size_t v106 = i101 * v18;
          size_t v107 = v106 + j102;
          size_t v108 = v107 * v3;
          size_t v109 = v100 + v108;
          ptrdiff_t v110 = (ptrdiff_t) v105;
          int32_t v111 = (int32_t) v110;
          ptrdiff_t v112 = (ptrdiff_t) v109;
          int32_t v113 = (int32_t) v112;
          noc_async_read_tile(v111, v98, v113);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v6);
      cb_ctarg_1.push_back(v6);
    }
  }
  return;
}

