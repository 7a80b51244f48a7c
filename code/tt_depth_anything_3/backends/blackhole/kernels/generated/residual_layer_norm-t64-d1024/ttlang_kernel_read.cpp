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
  size_t v12 = 0;
  size_t v13 = 1;
  size_t v14 = 2;
  size_t v15 = 11;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v15;
  size_t v19 = v18 + v16;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v14;
  bool v22 = v20 < v21;
  if (v22) {
    cb_ctarg_2.reserve_back(v11);
    cb_ctarg_3.reserve_back(v11);
    cb_ctarg_4.reserve_back(v10);
    int32_t v23 = get_common_arg_val<uint32_t>(v14);
    auto tensor_accessor_args_143 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 11>(), 2>();
    TensorAccessor v24 = TensorAccessor(tensor_accessor_args_143, v23, v9);
    ptrdiff_t v25 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
    size_t v26 = (size_t) v25;
    for (size_t i27 = v12; i27 < v5; i27 += v13) {
      size_t v28 = i27 * v6;
      size_t v29 = v26 + v28;
      ptrdiff_t v30 = (ptrdiff_t) i27;
      int32_t v31 = (int32_t) v30;
      ptrdiff_t v32 = (ptrdiff_t) v29;
      int32_t v33 = (int32_t) v32;
      noc_async_read_tile(v31, v24, v33);
    }
    int32_t v34 = get_common_arg_val<uint32_t>(v12);
    auto tensor_accessor_args_154 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 11>(), 0>();
    TensorAccessor v35 = TensorAccessor(tensor_accessor_args_154, v34, v9);
    ptrdiff_t v36 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
    size_t v37 = (size_t) v36;
    for (size_t i38 = v12; i38 < v5; i38 += v13) {
      size_t v39 = i38 * v6;
      size_t v40 = v37 + v39;
      ptrdiff_t v41 = (ptrdiff_t) i38;
      int32_t v42 = (int32_t) v41;
      ptrdiff_t v43 = (ptrdiff_t) v40;
      int32_t v44 = (int32_t) v43;
      noc_async_read_tile(v42, v35, v44);
    }
    int32_t v45 = get_common_arg_val<uint32_t>(v13);
    auto tensor_accessor_args_165 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 11>(), 1>();
    TensorAccessor v46 = TensorAccessor(tensor_accessor_args_165, v45, v9);
    noc_async_read_tile(v8, v46, cb_ctarg_4.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_4.push_back(v10);
    cb_ctarg_3.push_back(v11);
    cb_ctarg_2.push_back(v11);
    if (v22) {
      cb_ctarg_0.reserve_back(v11);
      cb_ctarg_1.reserve_back(v11);
      int32_t v47 = get_common_arg_val<uint32_t>(v4);
      auto tensor_accessor_args_173 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 11>(), 3>();
      TensorAccessor v48 = TensorAccessor(tensor_accessor_args_173, v47, v9);
      ptrdiff_t v49 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v50 = (size_t) v49;
      for (size_t i51 = v12; i51 < v5; i51 += v13) {
        size_t v52 = v19 * v5;
        size_t v53 = v52 + i51;
        size_t v54 = i51 * v6;
        size_t v55 = v50 + v54;
        ptrdiff_t v56 = (ptrdiff_t) v53;
        int32_t v57 = (int32_t) v56;
        ptrdiff_t v58 = (ptrdiff_t) v55;
        int32_t v59 = (int32_t) v58;
        noc_async_read_tile(v57, v48, v59);
      }
      int32_t v60 = get_common_arg_val<uint32_t>(v2);
      auto tensor_accessor_args_184 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 11>(), 4>();
      TensorAccessor v61 = TensorAccessor(tensor_accessor_args_184, v60, v9);
      ptrdiff_t v62 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v63 = (size_t) v62;
      for (size_t i64 = v12; i64 < v5; i64 += v13) {
        size_t v65 = v19 * v5;
        size_t v66 = v65 + i64;
        size_t v67 = i64 * v6;
        size_t v68 = v63 + v67;
        ptrdiff_t v69 = (ptrdiff_t) v66;
        int32_t v70 = (int32_t) v69;
        ptrdiff_t v71 = (ptrdiff_t) v68;
        int32_t v72 = (int32_t) v71;
        noc_async_read_tile(v70, v61, v72);
      }
      noc_async_read_barrier();
      cb_ctarg_1.push_back(v11);
      cb_ctarg_0.push_back(v11);
    }
  }
  return;
}

