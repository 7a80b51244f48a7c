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
  int32_t v2 = 11;
  int32_t v3 = 6;
  int32_t v4 = 1;
  int32_t v5 = 66;
  size_t v6 = 2;
  size_t v7 = 3;
  size_t v8 = 0;
  size_t v9 = 110;
  size_t v10 = 6;
  size_t v11 = 592;
  size_t v12 = 11;
  size_t v13 = 8;
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
    cb_ctarg_0.wait_front(v5);
    for (size_t i26 = v8; i26 < v10; i26 += v14) {
      size_t v27 = i26 * v9;
      size_t v28 = v18 + v27;
      ptrdiff_t v29 = (ptrdiff_t) v28;
      ptrdiff_t v30 = (ptrdiff_t) v11;
      bool v31 = v29 < v30;
      if (v31) {
        cb_ctarg_3.wait_front(v4);
        cb_ctarg_5.reserve_back(v3);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j32 = v8; j32 < v10; j32 += v7) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v8, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v8, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v8, v6);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(5), j32);
          size_t v33 = j32 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v33);
          size_t v34 = j32 + v6;
          pack_tile<true>(v6, get_compile_time_arg_val(5), v34);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v3);
        cb_ctarg_3.pop_front(v4);
        cb_ctarg_4.wait_front(v4);
        cb_ctarg_6.reserve_back(v3);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j35 = v8; j35 < v10; j35 += v7) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v8, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v8, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v8, v6);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(6), j35);
          size_t v36 = j35 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v36);
          size_t v37 = j35 + v6;
          pack_tile<true>(v6, get_compile_time_arg_val(6), v37);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v3);
        cb_ctarg_4.pop_front(v4);
        cb_ctarg_5.wait_front(v3);
        cb_ctarg_6.wait_front(v3);
        for (size_t j38 = v8; j38 < v13; j38 += v14) {
          cb_ctarg_1.wait_front(v3);
          cb_ctarg_2.wait_front(v3);
          cb_ctarg_7.reserve_back(v3);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k39 = v8; k39 < v10; k39 += v6) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k39, k39, v8);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k39, k39, v14);
            size_t v40 = k39 + v14;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v40, v40, v6);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v40, v40, v7);
            add_binary_tile_init();
            add_binary_tile(v8, v14, v8);
            add_binary_tile(v6, v7, v6);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v8, get_compile_time_arg_val(7), k39);
            pack_tile<true>(v6, get_compile_time_arg_val(7), v40);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v3);
          cb_ctarg_2.pop_front(v3);
          cb_ctarg_1.pop_front(v3);
          cb_ctarg_7.wait_front(v3);
          cb_ctarg_8.reserve_back(v2);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v1, v4, v4, v3);
          for (size_t k41 = v8; k41 < v12; k41 += v14) {
            tile_regs_acquire();
            size_t v42 = 6;
            size_t v43 = k41 * v42;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v1, v4, v4, v3);
            for (size_t l44 = v8; l44 < v10; l44 += v14) {
              size_t v45 = l44 + v43;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v45, l44, v8, v1, v4, v4, v3);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v8, get_compile_time_arg_val(8), k41);
            tile_regs_release();
          }
          cb_ctarg_8.push_back(v2);
          cb_ctarg_7.pop_front(v3);
        }
        cb_ctarg_6.pop_front(v3);
        cb_ctarg_5.pop_front(v3);
      }
    }
    cb_ctarg_0.pop_front(v5);
  }
  return;
}

