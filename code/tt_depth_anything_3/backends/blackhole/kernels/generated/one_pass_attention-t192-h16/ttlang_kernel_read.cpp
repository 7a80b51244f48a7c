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
  size_t v13 = 0;
  size_t v14 = 6;
  size_t v15 = 3;
  size_t v16 = 1;
  size_t v17 = 48;
  size_t v18 = 11;
  size_t v19 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_25(get_compile_time_arg_val(25));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v18;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v17;
  bool v26 = v24 < v25;
  if (v26) {
    cb_ctarg_5.reserve_back(v12);
    cb_ctarg_6.reserve_back(v12);
    int32_t v27 = get_common_arg_val<uint32_t>(v11);
    auto tensor_accessor_args_189 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 5>();
    TensorAccessor v28 = TensorAccessor(tensor_accessor_args_189, v27, v10);
    noc_async_read_tile(v9, v28, cb_ctarg_5.get_write_ptr());
    auto tensor_accessor_args_195 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 5>();
    TensorAccessor v29 = TensorAccessor(tensor_accessor_args_195, v27, v10);
    noc_async_read_tile(v12, v29, cb_ctarg_6.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v12);
    cb_ctarg_5.push_back(v12);
    for (size_t i30 = v13; i30 < v15; i30 += v16) {
      cb_ctarg_25.reserve_back(v12);
      int32_t v31 = get_common_arg_val<uint32_t>(v13);
      auto tensor_accessor_args_274 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 30>(), 0>();
      TensorAccessor v32 = TensorAccessor(tensor_accessor_args_274, v31, v10);
      size_t v33 = v23 * v15;
      size_t v34 = v33 + i30;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      int32_t v36 = (int32_t) v35;
      noc_async_read_tile(v36, v32, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v12);
    }
    if (v26) {
      size_t v37 = v23 / v15;
      size_t v38 = v37 * v14;
      size_t v39 = v23 % v15;
      size_t v40 = v39 * v19;
      size_t v41 = v38 + v40;
      cb_ctarg_0.reserve_back(v6);
      int32_t v42 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_213 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 2>();
      TensorAccessor v43 = TensorAccessor(tensor_accessor_args_213, v42, v5);
      ptrdiff_t v44 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v45 = (size_t) v44;
      for (size_t i46 = v13; i46 < v19; i46 += v16) {
        for (size_t j47 = v13; j47 < v19; j47 += v16) {
          size_t v48 = v41 + i46;
          size_t v49 = v48 * v19;
          size_t v50 = v49 + j47;
          size_t v51 = i46 * v19;
          size_t v52 = v51 + j47;
          size_t v53 = v52 * v3;
          size_t v54 = v45 + v53;
          ptrdiff_t v55 = (ptrdiff_t) v50;
          int32_t v56 = (int32_t) v55;
          ptrdiff_t v57 = (ptrdiff_t) v54;
          int32_t v58 = (int32_t) v57;
          noc_async_read_tile(v56, v43, v58);
        }
      }
      noc_async_read_barrier();
      cb_ctarg_0.push_back(v6);
      cb_ctarg_3.reserve_back(v4);
      cb_ctarg_4.reserve_back(v4);
      int32_t v59 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_224 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 3>();
      TensorAccessor v60 = TensorAccessor(tensor_accessor_args_224, v59, v10);
      ptrdiff_t v61 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v62 = (size_t) v61;
      for (size_t i63 = v13; i63 < v19; i63 += v16) {
        size_t v64 = v37 * v1;
        size_t v65 = v64 + i63;
        size_t v66 = i63 * v7;
        size_t v67 = v62 + v66;
        ptrdiff_t v68 = (ptrdiff_t) v65;
        int32_t v69 = (int32_t) v68;
        ptrdiff_t v70 = (ptrdiff_t) v67;
        int32_t v71 = (int32_t) v70;
        noc_async_read_tile(v69, v60, v71);
      }
      auto tensor_accessor_args_233 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 3>();
      TensorAccessor v72 = TensorAccessor(tensor_accessor_args_233, v59, v10);
      ptrdiff_t v73 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
      size_t v74 = (size_t) v73;
      for (size_t i75 = v13; i75 < v19; i75 += v16) {
        size_t v76 = i75 + v19;
        size_t v77 = v37 * v1;
        size_t v78 = v77 + v76;
        size_t v79 = i75 * v7;
        size_t v80 = v74 + v79;
        ptrdiff_t v81 = (ptrdiff_t) v78;
        int32_t v82 = (int32_t) v81;
        ptrdiff_t v83 = (ptrdiff_t) v80;
        int32_t v84 = (int32_t) v83;
        noc_async_read_tile(v82, v72, v84);
      }
      noc_async_read_barrier();
      cb_ctarg_4.push_back(v4);
      cb_ctarg_3.push_back(v4);
      for (size_t i85 = v13; i85 < v15; i85 += v16) {
        size_t v86 = i85 * v19;
        size_t v87 = v38 + v86;
        cb_ctarg_1.reserve_back(v6);
        cb_ctarg_2.reserve_back(v6);
        int32_t v88 = get_common_arg_val<uint32_t>(v16);
        auto tensor_accessor_args_248 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 1>();
        TensorAccessor v89 = TensorAccessor(tensor_accessor_args_248, v88, v5);
        ptrdiff_t v90 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
        size_t v91 = (size_t) v90;
        for (size_t j92 = v13; j92 < v19; j92 += v16) {
          for (size_t k93 = v13; k93 < v19; k93 += v16) {
            size_t v94 = v87 + j92;
            size_t v95 = v94 * v19;
            size_t v96 = v95 + k93;
            size_t v97 = j92 * v19;
            size_t v98 = v97 + k93;
            size_t v99 = v98 * v3;
            size_t v100 = v91 + v99;
            ptrdiff_t v101 = (ptrdiff_t) v96;
            int32_t v102 = (int32_t) v101;
            ptrdiff_t v103 = (ptrdiff_t) v100;
            int32_t v104 = (int32_t) v103;
            noc_async_read_tile(v102, v89, v104);
          }
        }
        int32_t v105 = get_common_arg_val<uint32_t>(v1);
        auto tensor_accessor_args_259 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 4>();
        TensorAccessor v106 = TensorAccessor(tensor_accessor_args_259, v105, v5);
        ptrdiff_t v107 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
        size_t v108 = (size_t) v107;
        for (size_t j109 = v13; j109 < v19; j109 += v16) {
          for (size_t k110 = v13; k110 < v19; k110 += v16) {
            size_t v111 = v87 + j109;
            size_t v112 = v111 * v19;
            size_t v113 = v112 + k110;
            size_t v114 = j109 * v19;
            size_t v115 = v114 + k110;
            size_t v116 = v115 * v3;
            size_t v117 = v108 + v116;
            ptrdiff_t v118 = (ptrdiff_t) v113;
            int32_t v119 = (int32_t) v118;
            ptrdiff_t v120 = (ptrdiff_t) v117;
            int32_t v121 = (int32_t) v120;
            noc_async_read_tile(v119, v106, v121);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_2.push_back(v6);
        cb_ctarg_1.push_back(v6);
      }
    }
  }
  return;
}

