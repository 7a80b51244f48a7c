// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
void kernel_main() {
  int32_t v1 = 3;
  size_t v2 = 2048;
  int32_t v3 = 2;
  int32_t v4 = 2048;
  int32_t v5 = 4;
  size_t v6 = 4096;
  int32_t v7 = 5;
  int32_t v8 = 0;
  int32_t v9 = 4096;
  size_t v10 = 5;
  int32_t v11 = 1;
  size_t v12 = 3;
  size_t v13 = 1;
  size_t v14 = 0;
  size_t v15 = 44;
  size_t v16 = 110;
  size_t v17 = 22;
  size_t v18 = 4;
  size_t v19 = 352;
  size_t v20 = 11;
  size_t v21 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_25(get_compile_time_arg_val(25));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v20;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v19;
  bool v28 = v26 < v27;
  if (v28) {
    cb_ctarg_5.reserve_back(v11);
    cb_ctarg_6.reserve_back(v11);
    int32_t v29 = get_common_arg_val<uint32_t>(v10);
    auto tensor_accessor_args_205 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 5>();
    TensorAccessor v30 = TensorAccessor(tensor_accessor_args_205, v29, v9);
    noc_async_read_tile(v8, v30, cb_ctarg_5.get_write_ptr());
    auto tensor_accessor_args_211 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 30>(), 5>();
    TensorAccessor v31 = TensorAccessor(tensor_accessor_args_211, v29, v9);
    noc_async_read_tile(v11, v31, cb_ctarg_6.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_6.push_back(v11);
    cb_ctarg_5.push_back(v11);
    for (size_t i32 = v14; i32 < v12; i32 += v13) {
      cb_ctarg_25.reserve_back(v11);
      int32_t v33 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_293 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<6, 30>(), 0>();
      TensorAccessor v34 = TensorAccessor(tensor_accessor_args_293, v33, v9);
      size_t v35 = v25 * v12;
      size_t v36 = v35 + i32;
      ptrdiff_t v37 = (ptrdiff_t) v36;
      int32_t v38 = (int32_t) v37;
      noc_async_read_tile(v38, v34, cb_ctarg_25.get_write_ptr());
      noc_async_read_barrier();
      cb_ctarg_25.push_back(v11);
    }
    for (size_t i39 = v14; i39 < v18; i39 += v13) {
      size_t v40 = i39 * v16;
      size_t v41 = v25 + v40;
      ptrdiff_t v42 = (ptrdiff_t) v41;
      ptrdiff_t v43 = (ptrdiff_t) v19;
      bool v44 = v42 < v43;
      if (v44) {
        size_t v45 = v41 / v17;
        size_t v46 = v45 * v15;
        size_t v47 = v41 % v17;
        size_t v48 = v47 * v21;
        size_t v49 = v46 + v48;
        cb_ctarg_0.reserve_back(v5);
        int32_t v50 = get_common_arg_val<uint32_t>(v21);
        auto tensor_accessor_args_237 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 30>(), 2>();
        TensorAccessor v51 = TensorAccessor(tensor_accessor_args_237, v50, v4);
        ptrdiff_t v52 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
        size_t v53 = (size_t) v52;
        for (size_t j54 = v14; j54 < v21; j54 += v13) {
          for (size_t k55 = v14; k55 < v21; k55 += v13) {
            size_t v56 = v49 + j54;
            size_t v57 = v56 * v21;
            size_t v58 = v57 + k55;
            size_t v59 = j54 * v21;
            size_t v60 = v59 + k55;
            size_t v61 = v60 * v2;
            size_t v62 = v53 + v61;
            ptrdiff_t v63 = (ptrdiff_t) v58;
            int32_t v64 = (int32_t) v63;
            ptrdiff_t v65 = (ptrdiff_t) v62;
            int32_t v66 = (int32_t) v65;
            noc_async_read_tile(v64, v51, v66);
          }
        }
        noc_async_read_barrier();
        cb_ctarg_0.push_back(v5);
        cb_ctarg_3.reserve_back(v3);
        cb_ctarg_4.reserve_back(v3);
        int32_t v67 = get_common_arg_val<uint32_t>(v12);
        auto tensor_accessor_args_248 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 3>();
        TensorAccessor v68 = TensorAccessor(tensor_accessor_args_248, v67, v9);
        ptrdiff_t v69 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
        size_t v70 = (size_t) v69;
        for (size_t j71 = v14; j71 < v21; j71 += v13) {
          size_t v72 = v45 * v18;
          size_t v73 = v72 + j71;
          size_t v74 = j71 * v6;
          size_t v75 = v70 + v74;
          ptrdiff_t v76 = (ptrdiff_t) v73;
          int32_t v77 = (int32_t) v76;
          ptrdiff_t v78 = (ptrdiff_t) v75;
          int32_t v79 = (int32_t) v78;
          noc_async_read_tile(v77, v68, v79);
        }
        auto tensor_accessor_args_257 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 30>(), 3>();
        TensorAccessor v80 = TensorAccessor(tensor_accessor_args_257, v67, v9);
        ptrdiff_t v81 = (ptrdiff_t) cb_ctarg_4.get_write_ptr();
        size_t v82 = (size_t) v81;
        for (size_t j83 = v14; j83 < v21; j83 += v13) {
          size_t v84 = j83 + v21;
          size_t v85 = v45 * v18;
          size_t v86 = v85 + v84;
          size_t v87 = j83 * v6;
          size_t v88 = v82 + v87;
          ptrdiff_t v89 = (ptrdiff_t) v86;
          int32_t v90 = (int32_t) v89;
          ptrdiff_t v91 = (ptrdiff_t) v88;
          int32_t v92 = (int32_t) v91;
          noc_async_read_tile(v90, v80, v92);
        }
        noc_async_read_barrier();
        cb_ctarg_4.push_back(v3);
        cb_ctarg_3.push_back(v3);
        for (size_t j93 = v14; j93 < v17; j93 += v13) {
          size_t v94 = j93 * v21;
          size_t v95 = v46 + v94;
          cb_ctarg_1.reserve_back(v5);
          cb_ctarg_2.reserve_back(v5);
          int32_t v96 = get_common_arg_val<uint32_t>(v13);
          auto tensor_accessor_args_272 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 30>(), 1>();
          TensorAccessor v97 = TensorAccessor(tensor_accessor_args_272, v96, v4);
          ptrdiff_t v98 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
          size_t v99 = (size_t) v98;
          for (size_t k100 = v14; k100 < v21; k100 += v13) {
            for (size_t l101 = v14; l101 < v21; l101 += v13) {
              size_t v102 = v95 + k100;
              size_t v103 = v102 * v21;
              size_t v104 = v103 + l101;
              size_t v105 = k100 * v21;
              size_t v106 = v105 + l101;
              size_t v107 = v106 * v2;
              size_t v108 = v99 + v107;
              ptrdiff_t v109 = (ptrdiff_t) v104;
              int32_t v110 = (int32_t) v109;
              ptrdiff_t v111 = (ptrdiff_t) v108;
              int32_t v112 = (int32_t) v111;
              noc_async_read_tile(v110, v97, v112);
            }
          }
          int32_t v113 = get_common_arg_val<uint32_t>(v18);
          auto tensor_accessor_args_283 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 30>(), 4>();
          TensorAccessor v114 = TensorAccessor(tensor_accessor_args_283, v113, v4);
          ptrdiff_t v115 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
          size_t v116 = (size_t) v115;
          for (size_t k117 = v14; k117 < v21; k117 += v13) {
            for (size_t l118 = v14; l118 < v21; l118 += v13) {
              size_t v119 = v95 + k117;
              size_t v120 = v119 * v21;
              size_t v121 = v120 + l118;
              size_t v122 = k117 * v21;
              size_t v123 = v122 + l118;
              size_t v124 = v123 * v2;
              size_t v125 = v116 + v124;
              ptrdiff_t v126 = (ptrdiff_t) v121;
              int32_t v127 = (int32_t) v126;
              ptrdiff_t v128 = (ptrdiff_t) v125;
              int32_t v129 = (int32_t) v128;
              noc_async_read_tile(v127, v114, v129);
            }
          }
          noc_async_read_barrier();
          cb_ctarg_2.push_back(v5);
          cb_ctarg_1.push_back(v5);
        }
      }
    }
  }
  return;
}

