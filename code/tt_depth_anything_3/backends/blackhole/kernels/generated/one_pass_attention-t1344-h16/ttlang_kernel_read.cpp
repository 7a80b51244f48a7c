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
  int32_t v10 = 1;
  size_t v11 = 1;
  size_t v12 = 0;
  size_t v13 = 42;
  size_t v14 = 110;
  size_t v15 = 21;
  size_t v16 = 4;
  size_t v17 = 336;
  size_t v18 = 2;
  size_t v19 = 11;
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v19;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v17;
  bool v26 = v24 < v25;
  if (v26) {
    cb_ctarg_4.reserve_back(v10);
    cb_ctarg_5.reserve_back(v10);
    int32_t v27 = get_common_arg_val<uint32_t>(v16);
    auto tensor_accessor_args_176 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 25>(), 4>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_176, v27, v9);
    noc_async_read_tile(v8, v28, cb_ctarg_4.get_write_ptr());
    auto tensor_accessor_args_182 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 25>(), 4>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_182, v27, v9);
    noc_async_read_tile(v10, v29, cb_ctarg_5.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_5.push_back(v10);
    cb_ctarg_4.push_back(v10);
    for (size_t i30 = v12; i30 < v16; i30 += v11) {
      size_t v31 = i30 * v14;
      size_t v32 = v23 + v31;
      ptrdiff_t v33 = (ptrdiff_t) v32;
      ptrdiff_t v34 = (ptrdiff_t) v17;
      bool v35 = v33 < v34;
      if (v35) {
        size_t v36 = v32 / v15;
        size_t v37 = v36 * v13;
        size_t v38 = v32 % v15;
        size_t v39 = v38 * v18;
        size_t v40 = v37 + v39;
        cb_ctarg_0.reserve_back(v7);
        int32_t v41 = get_common_arg_val<uint32_t>(v11);
        auto tensor_accessor_args_208 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 25>(), 1>();
        TensorAccessor v42 = TensorAccessor(tensor_accessor_args_208, v41, v5);
        ptrdiff_t v43 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v44 = (size_t) v43;
        for (size_t j45 = v12; j45 < v18; j45 += v11) {
          for (size_t k46 = v12; k46 < v18; k46 += v11) {
            size_t v47 = v40 + j45;
            size_t v48 = v47 * v18;
            size_t v49 = v48 + k46;
            size_t v50 = j45 * v18;
            size_t v51 = v50 + k46;
            size_t v52 = v51 * v4;
            size_t v53 = v44 + v52;
            ptrdiff_t v54 = (ptrdiff_t) v49;
            int32_t v55 = (int32_t) v54;
            ptrdiff_t v56 = (ptrdiff_t) v53;
            int32_t v57 = (int32_t) v56;
            noc_async_read_tile(v55, v42, v57);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v7);
        for (size_t j58 = v12; j58 < v15; j58 += v11) {
          size_t v59 = j58 * v18;
          size_t v60 = v37 + v59;
          cb_ctarg_1.reserve_back(v7);
          cb_ctarg_2.reserve_back(v7);
          int32_t v61 = get_common_arg_val<uint32_t>(v12);
          auto tensor_accessor_args_223 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 25>(), 0>();
          TensorAccessor v62 = TensorAccessor(tensor_accessor_args_223, v61, v5);
          ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v64 = (size_t) v63;
          for (size_t k65 = v12; k65 < v18; k65 += v11) {
            for (size_t l66 = v12; l66 < v18; l66 += v11) {
              size_t v67 = v60 + k65;
              size_t v68 = v67 * v18;
              size_t v69 = v68 + l66;
              size_t v70 = k65 * v18;
              size_t v71 = v70 + l66;
              size_t v72 = v71 * v4;
              size_t v73 = v64 + v72;
              ptrdiff_t v74 = (ptrdiff_t) v69;
              int32_t v75 = (int32_t) v74;
              ptrdiff_t v76 = (ptrdiff_t) v73;
              int32_t v77 = (int32_t) v76;
              noc_async_read_tile(v75, v62, v77);
            }
          }
          int32_t v78 = get_common_arg_val<uint32_t>(v3);
          auto tensor_accessor_args_234 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 25>(), 3>();
          TensorAccessor v79 = TensorAccessor(tensor_accessor_args_234, v78, v5);
          ptrdiff_t v80 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v81 = (size_t) v80;
          for (size_t k82 = v12; k82 < v18; k82 += v11) {
            for (size_t l83 = v12; l83 < v18; l83 += v11) {
              size_t v84 = v60 + k82;
              size_t v85 = v84 * v18;
              size_t v86 = v85 + l83;
              size_t v87 = k82 * v18;
              size_t v88 = v87 + l83;
              size_t v89 = v88 * v4;
              size_t v90 = v81 + v89;
              ptrdiff_t v91 = (ptrdiff_t) v86;
              int32_t v92 = (int32_t) v91;
              ptrdiff_t v93 = (ptrdiff_t) v90;
              int32_t v94 = (int32_t) v93;
              noc_async_read_tile(v92, v79, v94);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v7);
          cb_ctarg_1.push_back(v7);
          cb_ctarg_3.reserve_back(v1);
          int32_t v95 = get_common_arg_val<uint32_t>(v18);
          auto tensor_accessor_args_245 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 25>(), 2>();
          TensorAccessor v96 = TensorAccessor(tensor_accessor_args_245, v95, v9);
          ptrdiff_t v97 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
          size_t v98 = (size_t) v97;
          for (size_t k99 = v12; k99 < v18; k99 += v11) {
            size_t v100 = v59 + k99;
            size_t v101 = v37 + v100;
            size_t v102 = k99 * v6;
            size_t v103 = v98 + v102;
            ptrdiff_t v104 = (ptrdiff_t) v101;
            int32_t v105 = (int32_t) v104;
            ptrdiff_t v106 = (ptrdiff_t) v103;
            int32_t v107 = (int32_t) v106;
            noc_async_read_tile(v105, v96, v107);
          }
          noc_async_read_barrier();
          cb_ctarg_3.push_back(v1);
        }
      }
    }
  }
  return;
}

