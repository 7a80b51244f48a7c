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
  int32_t v1 = 4;
  int32_t v2 = 0;
  int32_t v3 = 8;
  int32_t v4 = 1;
  size_t v5 = 3;
  size_t v6 = 2;
  size_t v7 = 4;
  size_t v8 = 8;
  size_t v9 = 0;
  size_t v10 = 110;
  size_t v11 = 20;
  size_t v12 = 11;
  size_t v13 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  size_t v16 = v15 * v12;
  size_t v17 = v16 + v14;
  ptrdiff_t v18 = (ptrdiff_t) v17;
  ptrdiff_t v19 = (ptrdiff_t) v10;
  bool v20 = v18 < v19;
  ptrdiff_t v21 = (ptrdiff_t) v17;
  ptrdiff_t v22 = (ptrdiff_t) v11;
  bool v23 = v21 < v22;
  bool v24 = v20 & v23;
  if (v24) {
    cb_ctarg_0.wait_front(v4);
    if (v23) {
      cb_ctarg_3.wait_front(v3);
      cb_ctarg_5.reserve_back(v3);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i25 = v9; i25 < v8; i25 += v7) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i25, v9);
        size_t v26 = i25 + v13;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v26, v13);
        size_t v27 = i25 + v6;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v27, v6);
        size_t v28 = i25 + v5;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v28, v5);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v9, get_compile_time_arg_val(5), i25);
        pack_tile<true>(v13, get_compile_time_arg_val(5), v26);
        pack_tile<true>(v6, get_compile_time_arg_val(5), v27);
        pack_tile<true>(v5, get_compile_time_arg_val(5), v28);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v3);
      cb_ctarg_3.pop_front(v3);
      cb_ctarg_4.wait_front(v3);
      cb_ctarg_6.reserve_back(v3);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i29 = v9; i29 < v8; i29 += v7) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i29, v9);
        size_t v30 = i29 + v13;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v30, v13);
        size_t v31 = i29 + v6;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v31, v6);
        size_t v32 = i29 + v5;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v32, v5);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v9, get_compile_time_arg_val(6), i29);
        pack_tile<true>(v13, get_compile_time_arg_val(6), v30);
        pack_tile<true>(v6, get_compile_time_arg_val(6), v31);
        pack_tile<true>(v5, get_compile_time_arg_val(6), v32);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v3);
      cb_ctarg_4.pop_front(v3);
      cb_ctarg_5.wait_front(v3);
      cb_ctarg_6.wait_front(v3);
      cb_ctarg_1.wait_front(v3);
      cb_ctarg_2.wait_front(v3);
      cb_ctarg_7.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
      for (size_t i33 = v9; i33 < v8; i33 += v6) {
        tile_regs_acquire();
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), i33, i33, v9);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), i33, i33, v13);
        size_t v34 = i33 + v13;
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v34, v34, v6);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v34, v34, v5);
        add_binary_tile_init();
        add_binary_tile(v9, v13, v9);
        add_binary_tile(v6, v5, v6);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v9, get_compile_time_arg_val(7), i33);
        pack_tile<true>(v6, get_compile_time_arg_val(7), v34);
        tile_regs_release();
      }
      cb_ctarg_7.push_back(v3);
      cb_ctarg_2.pop_front(v3);
      cb_ctarg_1.pop_front(v3);
      cb_ctarg_7.wait_front(v3);
      cb_ctarg_8.reserve_back(v3);
      mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v1, v4, v4);
      for (size_t i35 = v9; i35 < v8; i35 += v7) {
        tile_regs_acquire();
        mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v1, v4, v4);
        matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v9, i35, v9, v2, v1, v4, v4);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v9, get_compile_time_arg_val(8), i35);
        size_t v36 = i35 + v13;
        pack_tile<true>(v13, get_compile_time_arg_val(8), v36);
        size_t v37 = i35 + v6;
        pack_tile<true>(v6, get_compile_time_arg_val(8), v37);
        size_t v38 = i35 + v5;
        pack_tile<true>(v5, get_compile_time_arg_val(8), v38);
        tile_regs_release();
      }
      cb_ctarg_8.push_back(v3);
      cb_ctarg_7.pop_front(v3);
      cb_ctarg_6.pop_front(v3);
      cb_ctarg_5.pop_front(v3);
    }
    cb_ctarg_0.pop_front(v4);
  }
  return;
}

