// interpolate
#include <cstdint>
#include "api/compute/bcast.h"
#include "api/compute/common.h"
#include "api/compute/compute_kernel_api.h"
#include "api/compute/eltwise_binary.h"
#include "api/compute/eltwise_binary_sfpu.h"
#include "api/compute/eltwise_unary/eltwise_unary.h"
#include "api/compute/matmul.h"
#include "api/compute/pack.h"
#include "api/compute/reg_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
inline uint32_t float_to_bits(const float f) { uint32_t r; __builtin_memcpy(&r, &f, sizeof(r)); return r; }
#ifndef INFINITY
#define INFINITY __builtin_inff()
#endif
void kernel_main() {
  int32_t v1 = 6;
  int32_t v2 = 5;
  int32_t v3 = 1;
  int32_t v4 = 0;
  size_t v5 = 7;
  int32_t v6 = 20;
  int32_t v7 = 12;
  int32_t v8 = 2;
  int32_t v9 = 60;
  size_t v10 = 4;
  size_t v11 = 10;
  size_t v12 = 3;
  size_t v13 = 6;
  size_t v14 = 0;
  size_t v15 = 110;
  size_t v16 = 5;
  size_t v17 = 532;
  size_t v18 = 11;
  size_t v19 = 2;
  size_t v20 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v18;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v15;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v17;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v9);
    for (size_t i32 = v14; i32 < v16; i32 += v20) {
      size_t v33 = i32 * v15;
      size_t v34 = v24 + v33;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v17;
      bool v37 = v35 < v36;
      if (v37) {
        cb_ctarg_3.wait_front(v8);
        cb_ctarg_5.reserve_back(v7);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j38 = v14; j38 < v13; j38 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v16);
          tile_regs_commit();
          tile_regs_wait();
          size_t v39 = 2;
          size_t v40 = j38 * v39;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v40);
          size_t v41 = 2;
          size_t v42 = j38 * v41;
          size_t v43 = v42 + v20;
          pack_tile<true>(v20, get_compile_time_arg_val(5), v43);
          size_t v44 = j38 + v20;
          size_t v45 = 2;
          size_t v46 = v44 * v45;
          pack_tile<true>(v19, get_compile_time_arg_val(5), v46);
          size_t v47 = 2;
          size_t v48 = v44 * v47;
          size_t v49 = v48 + v20;
          pack_tile<true>(v12, get_compile_time_arg_val(5), v49);
          size_t v50 = j38 + v19;
          size_t v51 = 2;
          size_t v52 = v50 * v51;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v52);
          size_t v53 = 2;
          size_t v54 = v50 * v53;
          size_t v55 = v54 + v20;
          pack_tile<true>(v16, get_compile_time_arg_val(5), v55);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v7);
        cb_ctarg_3.pop_front(v8);
        cb_ctarg_4.wait_front(v8);
        cb_ctarg_6.reserve_back(v7);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j56 = v14; j56 < v13; j56 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v16);
          tile_regs_commit();
          tile_regs_wait();
          size_t v57 = 2;
          size_t v58 = j56 * v57;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v58);
          size_t v59 = 2;
          size_t v60 = j56 * v59;
          size_t v61 = v60 + v20;
          pack_tile<true>(v20, get_compile_time_arg_val(6), v61);
          size_t v62 = j56 + v20;
          size_t v63 = 2;
          size_t v64 = v62 * v63;
          pack_tile<true>(v19, get_compile_time_arg_val(6), v64);
          size_t v65 = 2;
          size_t v66 = v62 * v65;
          size_t v67 = v66 + v20;
          pack_tile<true>(v12, get_compile_time_arg_val(6), v67);
          size_t v68 = j56 + v19;
          size_t v69 = 2;
          size_t v70 = v68 * v69;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v70);
          size_t v71 = 2;
          size_t v72 = v68 * v71;
          size_t v73 = v72 + v20;
          pack_tile<true>(v16, get_compile_time_arg_val(6), v73);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v7);
        cb_ctarg_4.pop_front(v8);
        cb_ctarg_5.wait_front(v7);
        cb_ctarg_6.wait_front(v7);
        for (size_t j74 = v14; j74 < v19; j74 += v20) {
          cb_ctarg_1.wait_front(v7);
          cb_ctarg_2.wait_front(v7);
          cb_ctarg_7.reserve_back(v7);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k75 = v14; k75 < v13; k75 += v19) {
            tile_regs_acquire();
            size_t v76 = 2;
            size_t v77 = k75 * v76;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v77, v77, v14);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v77, v77, v20);
            size_t v78 = 2;
            size_t v79 = k75 * v78;
            size_t v80 = v79 + v20;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v80, v80, v19);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v80, v80, v12);
            size_t v81 = k75 + v20;
            size_t v82 = 2;
            size_t v83 = v81 * v82;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v83, v83, v10);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v83, v83, v16);
            size_t v84 = 2;
            size_t v85 = v81 * v84;
            size_t v86 = v85 + v20;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v86, v86, v13);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v86, v86, v5);
            add_binary_tile_init();
            add_binary_tile(v14, v20, v14);
            add_binary_tile(v19, v12, v19);
            add_binary_tile(v10, v16, v10);
            add_binary_tile(v13, v5, v13);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v14, get_compile_time_arg_val(7), v77);
            pack_tile<true>(v19, get_compile_time_arg_val(7), v80);
            pack_tile<true>(v10, get_compile_time_arg_val(7), v83);
            pack_tile<true>(v13, get_compile_time_arg_val(7), v86);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v7);
          cb_ctarg_2.pop_front(v7);
          cb_ctarg_1.pop_front(v7);
          cb_ctarg_7.wait_front(v7);
          cb_ctarg_8.reserve_back(v6);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v4, v3, v2, v1);
          for (size_t k87 = v14; k87 < v11; k87 += v16) {
            for (size_t l88 = v14; l88 < v19; l88 += v20) {
              tile_regs_acquire();
              size_t v89 = 6;
              size_t v90 = k87 * v89;
              mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v4, v3, v2, v1);
              for (size_t m91 = v14; m91 < v13; m91 += v20) {
                size_t v92 = m91 + v90;
                size_t v93 = 2;
                size_t v94 = m91 * v93;
                size_t v95 = v94 + l88;
                matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v92, v95, v14, v4, v3, v2, v1);
              }
              tile_regs_commit();
              tile_regs_wait();
              size_t v96 = 2;
              size_t v97 = k87 * v96;
              size_t v98 = v97 + l88;
              pack_tile<true>(v14, get_compile_time_arg_val(8), v98);
              size_t v99 = k87 + v20;
              size_t v100 = 2;
              size_t v101 = v99 * v100;
              size_t v102 = v101 + l88;
              pack_tile<true>(v20, get_compile_time_arg_val(8), v102);
              size_t v103 = k87 + v19;
              size_t v104 = 2;
              size_t v105 = v103 * v104;
              size_t v106 = v105 + l88;
              pack_tile<true>(v19, get_compile_time_arg_val(8), v106);
              size_t v107 = k87 + v12;
              size_t v108 = 2;
              size_t v109 = v107 * v108;
              size_t v110 = v109 + l88;
              pack_tile<true>(v12, get_compile_time_arg_val(8), v110);
              size_t v111 = k87 + v10;
              size_t v112 = 2;
              size_t v113 = v111 * v112;
              size_t v114 = v113 + l88;
              pack_tile<true>(v10, get_compile_time_arg_val(8), v114);
              tile_regs_release();
            }
          }
          cb_ctarg_8.push_back(v6);
          cb_ctarg_7.pop_front(v7);
        }
        cb_ctarg_6.pop_front(v7);
        cb_ctarg_5.pop_front(v7);
      }
    }
    cb_ctarg_0.pop_front(v9);
  }
  return;
}

