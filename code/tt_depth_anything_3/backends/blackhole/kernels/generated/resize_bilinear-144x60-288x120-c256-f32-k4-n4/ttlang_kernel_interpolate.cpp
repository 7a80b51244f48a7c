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
  int32_t v1 = 2;
  int32_t v2 = 1;
  int32_t v3 = 0;
  int32_t v4 = 16;
  int32_t v5 = 4;
  int32_t v6 = 8;
  size_t v7 = 4;
  size_t v8 = 0;
  size_t v9 = 110;
  size_t v10 = 3;
  size_t v11 = 288;
  size_t v12 = 11;
  size_t v13 = 2;
  size_t v14 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v12;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v9;
  bool v21 = v19 < v20;
  ptrdiff_t v22 = (ptrdiff_t) v18;
  ptrdiff_t v23 = (ptrdiff_t) v11;
  bool v24 = v22 < v23;
  bool v25 = v21 & v24;
  if (v25) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i26 = v8; i26 < v10; i26 += v14) {
      size_t v27 = i26 * v9;
      size_t v28 = v18 + v27;
      ptrdiff_t v29 = (ptrdiff_t) v28;
      ptrdiff_t v30 = (ptrdiff_t) v11;
      bool v31 = v29 < v30;
      if (v31) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j32 = v8; j32 < v13; j32 += v14) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v8, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v13, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
          tile_regs_commit();
          tile_regs_wait();
          size_t v33 = 4;
          size_t v34 = j32 * v33;
          pack_tile<true>(v8, get_compile_time_arg_val(5), v34);
          size_t v35 = 4;
          size_t v36 = j32 * v35;
          size_t v37 = v36 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v37);
          size_t v38 = 4;
          size_t v39 = j32 * v38;
          size_t v40 = v39 + v13;
          pack_tile<true>(v13, get_compile_time_arg_val(5), v40);
          size_t v41 = 4;
          size_t v42 = j32 * v41;
          size_t v43 = v42 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v43);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v6);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j44 = v8; j44 < v13; j44 += v14) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v8, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v13, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
          tile_regs_commit();
          tile_regs_wait();
          size_t v45 = 4;
          size_t v46 = j44 * v45;
          pack_tile<true>(v8, get_compile_time_arg_val(6), v46);
          size_t v47 = 4;
          size_t v48 = j44 * v47;
          size_t v49 = v48 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v49);
          size_t v50 = 4;
          size_t v51 = j44 * v50;
          size_t v52 = v51 + v13;
          pack_tile<true>(v13, get_compile_time_arg_val(6), v52);
          size_t v53 = 4;
          size_t v54 = j44 * v53;
          size_t v55 = v54 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v55);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v6);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v6);
        cb_ctarg_6.wait_front(v6);
        for (size_t j56 = v8; j56 < v13; j56 += v14) {
          cb_ctarg_1.wait_front(v6);
          cb_ctarg_2.wait_front(v6);
          cb_ctarg_7.reserve_back(v6);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k57 = v8; k57 < v13; k57 += v14) {
            for (size_t l58 = v8; l58 < v7; l58 += v13) {
              tile_regs_acquire();
              size_t v59 = 4;
              size_t v60 = k57 * v59;
              size_t v61 = v60 + l58;
              mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
              mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v61, v61, v8);
              mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
              mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v61, v61, v14);
              size_t v62 = l58 + v14;
              size_t v63 = 4;
              size_t v64 = k57 * v63;
              size_t v65 = v64 + v62;
              mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
              mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v65, v65, v13);
              mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
              mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v65, v65, v10);
              add_binary_tile_init();
              add_binary_tile(v8, v14, v8);
              add_binary_tile(v13, v10, v13);
              tile_regs_commit();
              tile_regs_wait();
              pack_tile<true>(v8, get_compile_time_arg_val(7), v61);
              pack_tile<true>(v13, get_compile_time_arg_val(7), v65);
              tile_regs_release();
            }
          }
          cb_ctarg_7.push_back(v6);
          cb_ctarg_2.pop_front(v6);
          cb_ctarg_1.pop_front(v6);
          cb_ctarg_7.wait_front(v6);
          cb_ctarg_8.reserve_back(v4);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v5, v2, v1);
          for (size_t k66 = v8; k66 < v7; k66 += v14) {
            tile_regs_acquire();
            size_t v67 = 2;
            size_t v68 = k66 * v67;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v5, v2, v1);
            for (size_t l69 = v8; l69 < v13; l69 += v14) {
              size_t v70 = l69 + v68;
              size_t v71 = 4;
              size_t v72 = l69 * v71;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v70, v72, v8, v3, v5, v2, v1);
            }
            tile_regs_commit();
            tile_regs_wait();
            size_t v73 = 4;
            size_t v74 = k66 * v73;
            pack_tile<true>(v8, get_compile_time_arg_val(8), v74);
            size_t v75 = 4;
            size_t v76 = k66 * v75;
            size_t v77 = v76 + v14;
            pack_tile<true>(v14, get_compile_time_arg_val(8), v77);
            size_t v78 = 4;
            size_t v79 = k66 * v78;
            size_t v80 = v79 + v13;
            pack_tile<true>(v13, get_compile_time_arg_val(8), v80);
            size_t v81 = 4;
            size_t v82 = k66 * v81;
            size_t v83 = v82 + v10;
            pack_tile<true>(v10, get_compile_time_arg_val(8), v83);
            tile_regs_release();
          }
          cb_ctarg_8.push_back(v4);
          cb_ctarg_7.pop_front(v6);
        }
        cb_ctarg_6.pop_front(v6);
        cb_ctarg_5.pop_front(v6);
      }
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

