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
  size_t v12 = 1;
  size_t v13 = 0;
  size_t v14 = 98;
  size_t v15 = 110;
  size_t v16 = 49;
  size_t v17 = 8;
  size_t v18 = 784;
  size_t v19 = 2;
  size_t v20 = 11;
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v20;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v18;
  bool v27 = v25 < v26;
  if (v27) {
    cb_ctarg_4.reserve_back(v11);
    cb_ctarg_5.reserve_back(v11);
    int32_t v28 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_179 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 25>(), 4>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_179, v28, v9);
    noc_async_read_tile(v8, v29, cb_ctarg_4.get_write_ptr());
    auto tensor_accessor_args_185 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 25>(), 4>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_185, v28, v9);
    noc_async_read_tile(v11, v30, cb_ctarg_5.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_5.push_back(v11);
    cb_ctarg_4.push_back(v11);
    for (size_t i31 = v13; i31 < v17; i31 += v12) {
      size_t v32 = i31 * v15;
      size_t v33 = v24 + v32;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v18;
      bool v36 = v34 < v35;
      if (v36) {
        size_t v37 = v33 / v16;
        size_t v38 = v37 * v14;
        size_t v39 = v33 % v16;
        size_t v40 = v39 * v19;
        size_t v41 = v38 + v40;
        cb_ctarg_0.reserve_back(v7);
        int32_t v42 = get_common_arg_val<uint32_t>(v12);
        auto tensor_accessor_args_211 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 25>(), 1>();
        TensorAccessor v43 = TensorAccessor(tensor_accessor_args_211, v42, v5);
        ptrdiff_t v44 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v45 = (size_t) v44;
        for (size_t j46 = v13; j46 < v19; j46 += v12) {
          for (size_t k47 = v13; k47 < v19; k47 += v12) {
            size_t v48 = v41 + j46;
            size_t v49 = v48 * v19;
            size_t v50 = v49 + k47;
            size_t v51 = j46 * v19;
            size_t v52 = v51 + k47;
            size_t v53 = v52 * v4;
            size_t v54 = v45 + v53;
            ptrdiff_t v55 = (ptrdiff_t) v50;
            int32_t v56 = (int32_t) v55;
            ptrdiff_t v57 = (ptrdiff_t) v54;
            int32_t v58 = (int32_t) v57;
            noc_async_read_tile(v56, v43, v58);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v7);
        for (size_t j59 = v13; j59 < v16; j59 += v12) {
          size_t v60 = j59 * v19;
          size_t v61 = v38 + v60;
          cb_ctarg_1.reserve_back(v7);
          cb_ctarg_2.reserve_back(v7);
          int32_t v62 = get_common_arg_val<uint32_t>(v13);
          auto tensor_accessor_args_226 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 25>(), 0>();
          TensorAccessor v63 = TensorAccessor(tensor_accessor_args_226, v62, v5);
          ptrdiff_t v64 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v65 = (size_t) v64;
          for (size_t k66 = v13; k66 < v19; k66 += v12) {
            for (size_t l67 = v13; l67 < v19; l67 += v12) {
              size_t v68 = v61 + k66;
              size_t v69 = v68 * v19;
              size_t v70 = v69 + l67;
              size_t v71 = k66 * v19;
              size_t v72 = v71 + l67;
              size_t v73 = v72 * v4;
              size_t v74 = v65 + v73;
              ptrdiff_t v75 = (ptrdiff_t) v70;
              int32_t v76 = (int32_t) v75;
              ptrdiff_t v77 = (ptrdiff_t) v74;
              int32_t v78 = (int32_t) v77;
              noc_async_read_tile(v76, v63, v78);
            }
          }
          int32_t v79 = get_common_arg_val<uint32_t>(v3);
          auto tensor_accessor_args_237 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 25>(), 3>();
          TensorAccessor v80 = TensorAccessor(tensor_accessor_args_237, v79, v5);
          ptrdiff_t v81 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v82 = (size_t) v81;
          for (size_t k83 = v13; k83 < v19; k83 += v12) {
            for (size_t l84 = v13; l84 < v19; l84 += v12) {
              size_t v85 = v61 + k83;
              size_t v86 = v85 * v19;
              size_t v87 = v86 + l84;
              size_t v88 = k83 * v19;
              size_t v89 = v88 + l84;
              size_t v90 = v89 * v4;
              size_t v91 = v82 + v90;
              ptrdiff_t v92 = (ptrdiff_t) v87;
              int32_t v93 = (int32_t) v92;
              ptrdiff_t v94 = (ptrdiff_t) v91;
              int32_t v95 = (int32_t) v94;
              noc_async_read_tile(v93, v80, v95);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v7);
          cb_ctarg_1.push_back(v7);
          cb_ctarg_3.reserve_back(v1);
          int32_t v96 = get_common_arg_val<uint32_t>(v19);
          auto tensor_accessor_args_248 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 25>(), 2>();
          TensorAccessor v97 = TensorAccessor(tensor_accessor_args_248, v96, v9);
          ptrdiff_t v98 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
          size_t v99 = (size_t) v98;
          for (size_t k100 = v13; k100 < v19; k100 += v12) {
            size_t v101 = v60 + k100;
            size_t v102 = v38 + v101;
            size_t v103 = k100 * v6;
            size_t v104 = v99 + v103;
            ptrdiff_t v105 = (ptrdiff_t) v102;
            int32_t v106 = (int32_t) v105;
            ptrdiff_t v107 = (ptrdiff_t) v104;
            int32_t v108 = (int32_t) v107;
            noc_async_read_tile(v106, v97, v108);
          }
          noc_async_read_barrier();
          cb_ctarg_3.push_back(v1);
        }
      }
    }
  }
  return;
}

