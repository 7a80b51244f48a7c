// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  int32_t v2 = 3;
  size_t v3 = 3;
  size_t v4 = 2048;
  int32_t v5 = 2048;
  size_t v6 = 4096;
  int32_t v7 = 4;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  size_t v10 = 4;
  int32_t v11 = 1;
  size_t v12 = 0;
  size_t v13 = 1;
  size_t v14 = 16;
  size_t v15 = 2;
  size_t v16 = 11;
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v16;
  size_t v20 = v19 + v17;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v14;
  bool v23 = v21 < v22;
  if (v23) {
    cb_ctarg_4.reserve_back(v11);
    cb_ctarg_5.reserve_back(v11);
    int32_t v24 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_155 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 25>(), 4>();
    TensorAccessor v25 = TensorAccessor(tensor_accessor_args_155, v24, v9);
    noc_async_read_tile(v8, v25, cb_ctarg_4.get_write_ptr());
    auto tensor_accessor_args_161 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 25>(), 4>();
    TensorAccessor v26 = TensorAccessor(tensor_accessor_args_161, v24, v9);
    noc_async_read_tile(v11, v26, cb_ctarg_5.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_5.push_back(v11);
    cb_ctarg_4.push_back(v11);
    if (v23) {
      size_t v27 = v20 * v15;
      cb_ctarg_0.reserve_back(v7);
      int32_t v28 = get_common_arg_val<uint32_t>(v13);
      auto tensor_accessor_args_171 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 25>(), 1>();
      TensorAccessor v29 = TensorAccessor(tensor_accessor_args_171, v28, v5);
      ptrdiff_t v30 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v31 = (size_t) v30;
      for (size_t i32 = v12; i32 < v15; i32 += v13) {
        for (size_t j33 = v12; j33 < v15; j33 += v13) {
          size_t v34 = v27 + i32;
          size_t v35 = v34 * v15;
          size_t v36 = v35 + j33;
          size_t v37 = i32 * v15;
          size_t v38 = v37 + j33;
          size_t v39 = v38 * v4;
          size_t v40 = v31 + v39;
          ptrdiff_t v41 = (ptrdiff_t) v36;
          int32_t v42 = (int32_t) v41;
          ptrdiff_t v43 = (ptrdiff_t) v40;
          int32_t v44 = (int32_t) v43;
          noc_async_read_tile(v42, v29, v44);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v7);
      cb_ctarg_1.reserve_back(v7);
      cb_ctarg_2.reserve_back(v7);
      int32_t v45 = get_common_arg_val<uint32_t>(v12);
      auto tensor_accessor_args_182 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 25>(), 0>();
      TensorAccessor v46 = TensorAccessor(tensor_accessor_args_182, v45, v5);
      ptrdiff_t v47 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v48 = (size_t) v47;
      for (size_t i49 = v12; i49 < v15; i49 += v13) {
        for (size_t j50 = v12; j50 < v15; j50 += v13) {
          size_t v51 = v27 + i49;
          size_t v52 = v51 * v15;
          size_t v53 = v52 + j50;
          size_t v54 = i49 * v15;
          size_t v55 = v54 + j50;
          size_t v56 = v55 * v4;
          size_t v57 = v48 + v56;
          ptrdiff_t v58 = (ptrdiff_t) v53;
          int32_t v59 = (int32_t) v58;
          ptrdiff_t v60 = (ptrdiff_t) v57;
          int32_t v61 = (int32_t) v60;
          noc_async_read_tile(v59, v46, v61);
        }
      }
      int32_t v62 = get_common_arg_val<uint32_t>(v3);
      auto tensor_accessor_args_193 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 25>(), 3>();
      TensorAccessor v63 = TensorAccessor(tensor_accessor_args_193, v62, v5);
      ptrdiff_t v64 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v65 = (size_t) v64;
      for (size_t i66 = v12; i66 < v15; i66 += v13) {
        for (size_t j67 = v12; j67 < v15; j67 += v13) {
          size_t v68 = v27 + i66;
          size_t v69 = v68 * v15;
          size_t v70 = v69 + j67;
          size_t v71 = i66 * v15;
          size_t v72 = v71 + j67;
          size_t v73 = v72 * v4;
          size_t v74 = v65 + v73;
          ptrdiff_t v75 = (ptrdiff_t) v70;
          int32_t v76 = (int32_t) v75;
          ptrdiff_t v77 = (ptrdiff_t) v74;
          int32_t v78 = (int32_t) v77;
          noc_async_read_tile(v76, v63, v78);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_2.push_back(v7);
      cb_ctarg_1.push_back(v7);
      cb_ctarg_3.reserve_back(v1);
      int32_t v79 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_204 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 25>(), 2>();
      TensorAccessor v80 = TensorAccessor(tensor_accessor_args_204, v79, v9);
      ptrdiff_t v81 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v82 = (size_t) v81;
      for (size_t i83 = v12; i83 < v15; i83 += v13) {
        size_t v84 = v27 + i83;
        size_t v85 = i83 * v6;
        size_t v86 = v82 + v85;
        ptrdiff_t v87 = (ptrdiff_t) v84;
        int32_t v88 = (int32_t) v87;
        ptrdiff_t v89 = (ptrdiff_t) v86;
        int32_t v90 = (int32_t) v89;
        noc_async_read_tile(v88, v80, v90);
      }
      noc_async_read_barrier();
      cb_ctarg_3.push_back(v1);
    }
  }
  return;
}

