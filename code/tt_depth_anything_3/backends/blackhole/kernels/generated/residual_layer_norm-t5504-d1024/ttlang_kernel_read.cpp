// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 4;
  size_t v2 = 4;
  int32_t v3 = 3;
  size_t v4 = 3;
  size_t v5 = 32;
  size_t v6 = 4096;
  int32_t v7 = 2;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  int32_t v10 = 1;
  int32_t v11 = 32;
  size_t v12 = 1;
  size_t v13 = 0;
  size_t v14 = 2;
  size_t v15 = 172;
  size_t v16 = 110;
  size_t v17 = 11;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v17;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v15;
  bool v24 = v22 < v23;
  if (v24) {
    cb_ctarg_2.reserve_back(v11);
    cb_ctarg_3.reserve_back(v11);
    cb_ctarg_4.reserve_back(v10);
    int32_t v25 = get_common_arg_val<uint32_t>(v14);
    auto tensor_accessor_args_156 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 11>(), 2>();
    TensorAccessor v26 = TensorAccessor(tensor_accessor_args_156, v25, v9);
    ptrdiff_t v27 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
    size_t v28 = (size_t) v27;
    for (size_t i29 = v13; i29 < v5; i29 += v12) {
      size_t v30 = i29 * v6;
      size_t v31 = v28 + v30;
      ptrdiff_t v32 = (ptrdiff_t) i29;
      int32_t v33 = (int32_t) v32;
      ptrdiff_t v34 = (ptrdiff_t) v31;
      int32_t v35 = (int32_t) v34;
      noc_async_read_tile(v33, v26, v35);
    }
    int32_t v36 = get_common_arg_val<uint32_t>(v13);
    auto tensor_accessor_args_167 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 11>(), 0>();
    TensorAccessor v37 = TensorAccessor(tensor_accessor_args_167, v36, v9);
    ptrdiff_t v38 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
    size_t v39 = (size_t) v38;
    for (size_t i40 = v13; i40 < v5; i40 += v12) {
      size_t v41 = i40 * v6;
      size_t v42 = v39 + v41;
      ptrdiff_t v43 = (ptrdiff_t) i40;
      int32_t v44 = (int32_t) v43;
      ptrdiff_t v45 = (ptrdiff_t) v42;
      int32_t v46 = (int32_t) v45;
      noc_async_read_tile(v44, v37, v46);
    }
    int32_t v47 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_178 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 11>(), 1>();
    TensorAccessor v48 = TensorAccessor(tensor_accessor_args_178, v47, v9);
    noc_async_read_tile(v8, v48, cb_ctarg_4.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_4.push_back(v10);
    cb_ctarg_3.push_back(v11);
    cb_ctarg_2.push_back(v11);
    for (size_t i49 = v13; i49 < v14; i49 += v12) {
      size_t v50 = i49 * v16;
      size_t v51 = v21 + v50;
      ptrdiff_t v52 = (ptrdiff_t) v51;
      ptrdiff_t v53 = (ptrdiff_t) v15;
      bool v54 = v52 < v53;
      if (v54) {
        cb_ctarg_0.reserve_back(v11);
        cb_ctarg_1.reserve_back(v11);
        int32_t v55 = get_common_arg_val<uint32_t>(v4);
        auto tensor_accessor_args_194 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 11>(), 3>();
        TensorAccessor v56 = TensorAccessor(tensor_accessor_args_194, v55, v9);
        ptrdiff_t v57 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v58 = (size_t) v57;
        for (size_t j59 = v13; j59 < v5; j59 += v12) {
          size_t v60 = v51 * v5;
          size_t v61 = v60 + j59;
          size_t v62 = j59 * v6;
          size_t v63 = v58 + v62;
          ptrdiff_t v64 = (ptrdiff_t) v61;
          int32_t v65 = (int32_t) v64;
          ptrdiff_t v66 = (ptrdiff_t) v63;
          int32_t v67 = (int32_t) v66;
          noc_async_read_tile(v65, v56, v67);
        }
        int32_t v68 = get_common_arg_val<uint32_t>(v2);
        auto tensor_accessor_args_205 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 11>(), 4>();
        TensorAccessor v69 = TensorAccessor(tensor_accessor_args_205, v68, v9);
        ptrdiff_t v70 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v71 = (size_t) v70;
        for (size_t j72 = v13; j72 < v5; j72 += v12) {
          size_t v73 = v51 * v5;
          size_t v74 = v73 + j72;
          size_t v75 = j72 * v6;
          size_t v76 = v71 + v75;
          ptrdiff_t v77 = (ptrdiff_t) v74;
          int32_t v78 = (int32_t) v77;
          ptrdiff_t v79 = (ptrdiff_t) v76;
          int32_t v80 = (int32_t) v79;
          noc_async_read_tile(v78, v69, v80);
        }
        noc_async_read_barrier();
        cb_ctarg_1.push_back(v11);
        cb_ctarg_0.push_back(v11);
      }
    }
  }
  return;
}

