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
  size_t v1 = 8;
  int32_t v2 = 0;
  int32_t v3 = 8;
  int32_t v4 = 17;
  int32_t v5 = 1;
  int32_t v6 = 136;
  size_t v7 = 17;
  size_t v8 = 1;
  size_t v9 = 0;
  size_t v10 = 27;
  size_t v11 = 280;
  size_t v12 = 11;
  size_t v13 = 4;
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
  size_t v18 = v17 / v13;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v10;
  bool v21 = v19 < v20;
  ptrdiff_t v22 = (ptrdiff_t) v18;
  ptrdiff_t v23 = (ptrdiff_t) v11;
  bool v24 = v22 < v23;
  bool v25 = v21 & v24;
  if (v25) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i26 = v9; i26 < v12; i26 += v8) {
      size_t v27 = i26 * v10;
      size_t v28 = v18 + v27;
      ptrdiff_t v29 = (ptrdiff_t) v28;
      ptrdiff_t v30 = (ptrdiff_t) v11;
      bool v31 = v29 < v30;
      if (v31) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j32 = v9; j32 < v7; j32 += v8) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v9, get_compile_time_arg_val(5), j32);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v4);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j33 = v9; j33 < v7; j33 += v8) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v9, get_compile_time_arg_val(6), j33);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v4);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v4);
        cb_ctarg_6.wait_front(v4);
        for (size_t j34 = v9; j34 < v13; j34 += v8) {
          cb_ctarg_1.wait_front(v4);
          cb_ctarg_2.wait_front(v4);
          cb_ctarg_7.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k35 = v9; k35 < v7; k35 += v8) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k35, k35, v9);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k35, k35, v8);
            add_binary_tile_init();
            add_binary_tile(v9, v8, v9);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v9, get_compile_time_arg_val(7), k35);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v4);
          cb_ctarg_2.pop_front(v4);
          cb_ctarg_1.pop_front(v4);
          cb_ctarg_7.wait_front(v4);
          cb_ctarg_8.reserve_back(v3);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v3, v4);
          tile_regs_acquire();
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v3, v4);
          for (size_t k36 = v9; k36 < v7; k36 += v8) {
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), k36, k36, v9, v2, v5, v3, v4);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v9, get_compile_time_arg_val(8), v1);
          tile_regs_release();
          cb_ctarg_8.push_back(v3);
          cb_ctarg_7.pop_front(v4);
        }
        cb_ctarg_6.pop_front(v4);
        cb_ctarg_5.pop_front(v4);
      }
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

