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
  int32_t v1 = 1;
  int32_t v2 = 4;
  int32_t v3 = 0;
  int32_t v4 = 16;
  int32_t v5 = 8;
  int32_t v6 = 2;
  size_t v7 = 3;
  size_t v8 = 4;
  size_t v9 = 8;
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 2;
  size_t v13 = 11;
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
  size_t v17 = v16 * v13;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v11;
  bool v21 = v19 < v20;
  ptrdiff_t v22 = (ptrdiff_t) v18;
  ptrdiff_t v23 = (ptrdiff_t) v12;
  bool v24 = v22 < v23;
  bool v25 = v21 & v24;
  if (v25) {
    cb_ctarg_0.wait_front(v6);
    if (v24) {
      cb_ctarg_3.wait_front(v5);
      cb_ctarg_5.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i26 = v10; i26 < v9; i26 += v8) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i26, v10);
        size_t v27 = i26 + v14;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v27, v14);
        size_t v28 = i26 + v12;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v28, v12);
        size_t v29 = i26 + v7;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v29, v7);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(5), i26);
        pack_tile<true>(v14, get_compile_time_arg_val(5), v27);
        pack_tile<true>(v12, get_compile_time_arg_val(5), v28);
        pack_tile<true>(v7, get_compile_time_arg_val(5), v29);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v5);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i30 = v10; i30 < v9; i30 += v8) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i30, v10);
        size_t v31 = i30 + v14;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v31, v14);
        size_t v32 = i30 + v12;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v32, v12);
        size_t v33 = i30 + v7;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v33, v7);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(6), i30);
        pack_tile<true>(v14, get_compile_time_arg_val(6), v31);
        pack_tile<true>(v12, get_compile_time_arg_val(6), v32);
        pack_tile<true>(v7, get_compile_time_arg_val(6), v33);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v5);
      cb_ctarg_4.pop_front(v5);
      cb_ctarg_5.wait_front(v5);
      cb_ctarg_6.wait_front(v5);
      cb_ctarg_1.wait_front(v5);
      cb_ctarg_2.wait_front(v5);
      cb_ctarg_7.reserve_back(v5);
      binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
      for (size_t i34 = v10; i34 < v9; i34 += v12) {
        tile_regs_acquire();
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), i34, i34, v10);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), i34, i34, v14);
        size_t v35 = i34 + v14;
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v35, v35, v12);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v35, v35, v7);
        add_binary_tile_init();
        add_binary_tile(v10, v14, v10);
        add_binary_tile(v12, v7, v12);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(7), i34);
        pack_tile<true>(v12, get_compile_time_arg_val(7), v35);
        tile_regs_release();
      }
      cb_ctarg_7.push_back(v5);
      cb_ctarg_2.pop_front(v5);
      cb_ctarg_1.pop_front(v5);
      cb_ctarg_7.wait_front(v5);
      cb_ctarg_8.reserve_back(v4);
      mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v2, v1, v1);
      for (size_t i36 = v10; i36 < v12; i36 += v14) {
        for (size_t j37 = v10; j37 < v9; j37 += v8) {
          tile_regs_acquire();
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v2, v1, v1);
          matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), i36, j37, v10, v3, v2, v1, v1);
          tile_regs_commit();
          tile_regs_wait();
          size_t v38 = 8;
          size_t v39 = i36 * v38;
          size_t v40 = v39 + j37;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v40);
          size_t v41 = j37 + v14;
          size_t v42 = 8;
          size_t v43 = i36 * v42;
          size_t v44 = v43 + v41;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v44);
          size_t v45 = j37 + v12;
          size_t v46 = 8;
          size_t v47 = i36 * v46;
          size_t v48 = v47 + v45;
          pack_tile<true>(v12, get_compile_time_arg_val(8), v48);
          size_t v49 = j37 + v7;
          size_t v50 = 8;
          size_t v51 = i36 * v50;
          size_t v52 = v51 + v49;
          pack_tile<true>(v7, get_compile_time_arg_val(8), v52);
          tile_regs_release();
        }
      }
      cb_ctarg_8.push_back(v4);
      cb_ctarg_7.pop_front(v5);
      cb_ctarg_6.pop_front(v5);
      cb_ctarg_5.pop_front(v5);
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

