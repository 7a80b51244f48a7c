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
  size_t v8 = 6;
  size_t v9 = 0;
  size_t v10 = 110;
  size_t v11 = 5;
  size_t v12 = 448;
  size_t v13 = 11;
  size_t v14 = 8;
  size_t v15 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v13;
  size_t v19 = v18 + v16;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v10;
  bool v22 = v20 < v21;
  ptrdiff_t v23 = (ptrdiff_t) v19;
  ptrdiff_t v24 = (ptrdiff_t) v12;
  bool v25 = v23 < v24;
  bool v26 = v22 & v25;
  if (v26) {
    cb_ctarg_0.wait_front(v5);
    for (size_t i27 = v9; i27 < v11; i27 += v15) {
      size_t v28 = i27 * v10;
      size_t v29 = v19 + v28;
      ptrdiff_t v30 = (ptrdiff_t) v29;
      ptrdiff_t v31 = (ptrdiff_t) v12;
      bool v32 = v30 < v31;
      if (v32) {
        cb_ctarg_3.wait_front(v4);
        cb_ctarg_5.reserve_back(v3);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j33 = v9; j33 < v8; j33 += v7) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v6);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v9, get_compile_time_arg_val(5), j33);
          size_t v34 = j33 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(5), v34);
          size_t v35 = j33 + v6;
          pack_tile<true>(v6, get_compile_time_arg_val(5), v35);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v3);
        cb_ctarg_3.pop_front(v4);
        cb_ctarg_4.wait_front(v4);
        cb_ctarg_6.reserve_back(v3);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j36 = v9; j36 < v8; j36 += v7) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v6);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v9, get_compile_time_arg_val(6), j36);
          size_t v37 = j36 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(6), v37);
          size_t v38 = j36 + v6;
          pack_tile<true>(v6, get_compile_time_arg_val(6), v38);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v3);
        cb_ctarg_4.pop_front(v4);
        cb_ctarg_5.wait_front(v3);
        cb_ctarg_6.wait_front(v3);
        for (size_t j39 = v9; j39 < v14; j39 += v15) {
          cb_ctarg_1.wait_front(v3);
          cb_ctarg_2.wait_front(v3);
          cb_ctarg_7.reserve_back(v3);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k40 = v9; k40 < v8; k40 += v6) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k40, k40, v9);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k40, k40, v15);
            size_t v41 = k40 + v15;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v41, v41, v6);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v41, v41, v7);
            add_binary_tile_init();
            add_binary_tile(v9, v15, v9);
            add_binary_tile(v6, v7, v6);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v9, get_compile_time_arg_val(7), k40);
            pack_tile<true>(v6, get_compile_time_arg_val(7), v41);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v3);
          cb_ctarg_2.pop_front(v3);
          cb_ctarg_1.pop_front(v3);
          cb_ctarg_7.wait_front(v3);
          cb_ctarg_8.reserve_back(v2);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v1, v4, v4, v3);
          for (size_t k42 = v9; k42 < v13; k42 += v15) {
            tile_regs_acquire();
            size_t v43 = 6;
            size_t v44 = k42 * v43;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v1, v4, v4, v3);
            for (size_t l45 = v9; l45 < v8; l45 += v15) {
              size_t v46 = l45 + v44;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v46, l45, v9, v1, v4, v4, v3);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v9, get_compile_time_arg_val(8), k42);
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

