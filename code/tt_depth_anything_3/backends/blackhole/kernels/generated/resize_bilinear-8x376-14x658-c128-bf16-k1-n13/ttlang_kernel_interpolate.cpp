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
  int32_t v1 = 0;
  size_t v2 = 7;
  size_t v3 = 5;
  size_t v4 = 3;
  int32_t v5 = 13;
  int32_t v6 = 12;
  int32_t v7 = 1;
  int32_t v8 = 156;
  size_t v9 = 13;
  size_t v10 = 6;
  size_t v11 = 12;
  size_t v12 = 0;
  size_t v13 = 55;
  size_t v14 = 1;
  size_t v15 = 14;
  size_t v16 = 11;
  size_t v17 = 4;
  size_t v18 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v16;
  size_t v22 = v21 + v19;
  size_t v23 = v22 / v18;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v13;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v15;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.wait_front(v8);
    if (v29) {
      cb_ctarg_3.wait_front(v7);
      cb_ctarg_5.reserve_back(v6);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i31 = v12; i31 < v11; i31 += v10) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v18);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v4);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v17);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v3);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v12, get_compile_time_arg_val(5), i31);
        size_t v32 = i31 + v14;
        pack_tile<true>(v14, get_compile_time_arg_val(5), v32);
        size_t v33 = i31 + v18;
        pack_tile<true>(v18, get_compile_time_arg_val(5), v33);
        size_t v34 = i31 + v4;
        pack_tile<true>(v4, get_compile_time_arg_val(5), v34);
        size_t v35 = i31 + v17;
        pack_tile<true>(v17, get_compile_time_arg_val(5), v35);
        size_t v36 = i31 + v3;
        pack_tile<true>(v3, get_compile_time_arg_val(5), v36);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v6);
      cb_ctarg_3.pop_front(v7);
      cb_ctarg_4.wait_front(v7);
      cb_ctarg_6.reserve_back(v6);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i37 = v12; i37 < v11; i37 += v10) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v18);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v4);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v17);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v3);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v12, get_compile_time_arg_val(6), i37);
        size_t v38 = i37 + v14;
        pack_tile<true>(v14, get_compile_time_arg_val(6), v38);
        size_t v39 = i37 + v18;
        pack_tile<true>(v18, get_compile_time_arg_val(6), v39);
        size_t v40 = i37 + v4;
        pack_tile<true>(v4, get_compile_time_arg_val(6), v40);
        size_t v41 = i37 + v17;
        pack_tile<true>(v17, get_compile_time_arg_val(6), v41);
        size_t v42 = i37 + v3;
        pack_tile<true>(v3, get_compile_time_arg_val(6), v42);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v6);
      cb_ctarg_4.pop_front(v7);
      cb_ctarg_5.wait_front(v6);
      cb_ctarg_6.wait_front(v6);
      for (size_t i43 = v12; i43 < v17; i43 += v14) {
        cb_ctarg_1.wait_front(v6);
        cb_ctarg_2.wait_front(v6);
        cb_ctarg_7.reserve_back(v6);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j44 = v12; j44 < v11; j44 += v17) {
          tile_regs_acquire();
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), j44, j44, v12);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), j44, j44, v14);
          size_t v45 = j44 + v14;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v45, v45, v18);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v45, v45, v4);
          size_t v46 = j44 + v18;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v46, v46, v17);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v46, v46, v3);
          size_t v47 = j44 + v4;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v47, v47, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v47, v47, v2);
          add_binary_tile_init();
          add_binary_tile(v12, v14, v12);
          add_binary_tile(v18, v4, v18);
          add_binary_tile(v17, v3, v17);
          add_binary_tile(v10, v2, v10);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(7), j44);
          pack_tile<true>(v18, get_compile_time_arg_val(7), v45);
          pack_tile<true>(v17, get_compile_time_arg_val(7), v46);
          pack_tile<true>(v10, get_compile_time_arg_val(7), v47);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v6);
        cb_ctarg_2.pop_front(v6);
        cb_ctarg_1.pop_front(v6);
        cb_ctarg_7.wait_front(v6);
        cb_ctarg_8.reserve_back(v5);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v1, v7, v7, v6);
        for (size_t j48 = v12; j48 < v9; j48 += v14) {
          tile_regs_acquire();
          size_t v49 = 12;
          size_t v50 = j48 * v49;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v1, v7, v7, v6);
          for (size_t k51 = v12; k51 < v11; k51 += v14) {
            size_t v52 = k51 + v50;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v52, k51, v12, v1, v7, v7, v6);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(8), j48);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v5);
        cb_ctarg_7.pop_front(v6);
      }
      cb_ctarg_6.pop_front(v6);
      cb_ctarg_5.pop_front(v6);
    }
    cb_ctarg_0.pop_front(v8);
  }
  return;
}

