// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 2;
  int32_t v2 = 3;
  size_t v3 = 2048;
  int32_t v4 = 2048;
  size_t v5 = 4096;
  int32_t v6 = 4;
  int32_t v7 = 0;
  int32_t v8 = 4096;
  size_t v9 = 4;
  int32_t v10 = 1;
  size_t v11 = 0;
  size_t v12 = 6;
  size_t v13 = 3;
  size_t v14 = 1;
  size_t v15 = 48;
  size_t v16 = 2;
  size_t v17 = 11;
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v17;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v15;
  bool v24 = v22 < v23;
  if (v24) {
    cb_ctarg_4.reserve_back(v10);
    cb_ctarg_5.reserve_back(v10);
    int32_t v25 = get_common_arg_val<uint32_t>(v9);
    auto tensor_accessor_args_162 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 25>(), 4>();
    TensorAccessor v26 = TensorAccessor(tensor_accessor_args_162, v25, v8);
    noc_async_read_tile(v7, v26, cb_ctarg_4.get_write_ptr());
    auto tensor_accessor_args_168 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 25>(), 4>();
    TensorAccessor v27 = TensorAccessor(tensor_accessor_args_168, v25, v8);
    noc_async_read_tile(v10, v27, cb_ctarg_5.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_5.push_back(v10);
    cb_ctarg_4.push_back(v10);
    if (v24) {
      size_t v28 = v21 / v13;
      size_t v29 = v28 * v12;
      size_t v30 = v21 % v13;
      size_t v31 = v30 * v16;
      size_t v32 = v29 + v31;
      cb_ctarg_0.reserve_back(v6);
      int32_t v33 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_186 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 25>(), 1>();
      TensorAccessor v34 = TensorAccessor(tensor_accessor_args_186, v33, v4);
      ptrdiff_t v35 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v36 = (size_t) v35;
      for (size_t i37 = v11; i37 < v16; i37 += v14) {
        for (size_t j38 = v11; j38 < v16; j38 += v14) {
          size_t v39 = v32 + i37;
          size_t v40 = v39 * v16;
          size_t v41 = v40 + j38;
          size_t v42 = i37 * v16;
          size_t v43 = v42 + j38;
          size_t v44 = v43 * v3;
          size_t v45 = v36 + v44;
          ptrdiff_t v46 = (ptrdiff_t) v41;
          int32_t v47 = (int32_t) v46;
          ptrdiff_t v48 = (ptrdiff_t) v45;
          int32_t v49 = (int32_t) v48;
          noc_async_read_tile(v47, v34, v49);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v6);
      for (size_t i50 = v11; i50 < v13; i50 += v14) {
        size_t v51 = i50 * v16;
        size_t v52 = v29 + v51;
        cb_ctarg_1.reserve_back(v6);
        cb_ctarg_2.reserve_back(v6);
        int32_t v53 = get_common_arg_val<uint32_t>(v11);
        auto tensor_accessor_args_201 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 25>(), 0>();
        TensorAccessor v54 = TensorAccessor(tensor_accessor_args_201, v53, v4);
        ptrdiff_t v55 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v56 = (size_t) v55;
        for (size_t j57 = v11; j57 < v16; j57 += v14) {
          for (size_t k58 = v11; k58 < v16; k58 += v14) {
            size_t v59 = v52 + j57;
            size_t v60 = v59 * v16;
            size_t v61 = v60 + k58;
            size_t v62 = j57 * v16;
            size_t v63 = v62 + k58;
            size_t v64 = v63 * v3;
            size_t v65 = v56 + v64;
            ptrdiff_t v66 = (ptrdiff_t) v61;
            int32_t v67 = (int32_t) v66;
            ptrdiff_t v68 = (ptrdiff_t) v65;
            int32_t v69 = (int32_t) v68;
            noc_async_read_tile(v67, v54, v69);
          }
        }
        int32_t v70 = get_common_arg_val<uint32_t>(v13);
        auto tensor_accessor_args_212 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 25>(), 3>();
        TensorAccessor v71 = TensorAccessor(tensor_accessor_args_212, v70, v4);
        ptrdiff_t v72 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v73 = (size_t) v72;
        for (size_t j74 = v11; j74 < v16; j74 += v14) {
          for (size_t k75 = v11; k75 < v16; k75 += v14) {
            size_t v76 = v52 + j74;
            size_t v77 = v76 * v16;
            size_t v78 = v77 + k75;
            size_t v79 = j74 * v16;
            size_t v80 = v79 + k75;
            size_t v81 = v80 * v3;
            size_t v82 = v73 + v81;
            ptrdiff_t v83 = (ptrdiff_t) v78;
            int32_t v84 = (int32_t) v83;
            ptrdiff_t v85 = (ptrdiff_t) v82;
            int32_t v86 = (int32_t) v85;
            noc_async_read_tile(v84, v71, v86);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v6);
        cb_ctarg_1.push_back(v6);
        cb_ctarg_3.reserve_back(v1);
        int32_t v87 = get_common_arg_val<uint32_t>(v16);
        auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 25>(), 2>();
        TensorAccessor v88 = TensorAccessor(tensor_accessor_args_223, v87, v8);
        ptrdiff_t v89 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v90 = (size_t) v89;
        for (size_t j91 = v11; j91 < v16; j91 += v14) {
          size_t v92 = v51 + j91;
          size_t v93 = v29 + v92;
          size_t v94 = j91 * v5;
          size_t v95 = v90 + v94;
          ptrdiff_t v96 = (ptrdiff_t) v93;
          int32_t v97 = (int32_t) v96;
          ptrdiff_t v98 = (ptrdiff_t) v95;
          int32_t v99 = (int32_t) v98;
          noc_async_read_tile(v97, v88, v99);
        }
        noc_async_read_barrier();
        cb_ctarg_3.push_back(v1);
      }
    }
  }
  return;
}

