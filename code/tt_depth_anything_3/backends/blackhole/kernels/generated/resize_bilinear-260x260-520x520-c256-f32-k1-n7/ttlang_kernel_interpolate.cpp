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
  size_t v2 = 2;
  int32_t v3 = 7;
  int32_t v4 = 9;
  int32_t v5 = 1;
  int32_t v6 = 63;
  size_t v7 = 7;
  size_t v8 = 9;
  size_t v9 = 1;
  size_t v10 = 0;
  size_t v11 = 36;
  size_t v12 = 15;
  size_t v13 = 520;
  size_t v14 = 11;
  size_t v15 = 8;
  size_t v16 = 3;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v14;
  size_t v20 = v19 + v17;
  size_t v21 = v20 / v16;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v11;
  bool v24 = v22 < v23;
  ptrdiff_t v25 = (ptrdiff_t) v21;
  ptrdiff_t v26 = (ptrdiff_t) v13;
  bool v27 = v25 < v26;
  bool v28 = v24 & v27;
  if (v28) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i29 = v10; i29 < v12; i29 += v9) {
      size_t v30 = i29 * v11;
      size_t v31 = v21 + v30;
      ptrdiff_t v32 = (ptrdiff_t) v31;
      ptrdiff_t v33 = (ptrdiff_t) v13;
      bool v34 = v32 < v33;
      if (v34) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j35 = v10; j35 < v8; j35 += v16) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(5), j35);
          size_t v36 = j35 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(5), v36);
          size_t v37 = j35 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(5), v37);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v4);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j38 = v10; j38 < v8; j38 += v16) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(6), j38);
          size_t v39 = j38 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(6), v39);
          size_t v40 = j38 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(6), v40);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v4);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v4);
        cb_ctarg_6.wait_front(v4);
        for (size_t j41 = v10; j41 < v15; j41 += v9) {
          cb_ctarg_1.wait_front(v4);
          cb_ctarg_2.wait_front(v4);
          cb_ctarg_7.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k42 = v10; k42 < v8; k42 += v9) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k42, k42, v10);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k42, k42, v9);
            add_binary_tile_init();
            add_binary_tile(v10, v9, v10);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v10, get_compile_time_arg_val(7), k42);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v4);
          cb_ctarg_2.pop_front(v4);
          cb_ctarg_1.pop_front(v4);
          cb_ctarg_7.wait_front(v4);
          cb_ctarg_8.reserve_back(v3);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v1, v5, v5, v4);
          for (size_t k43 = v10; k43 < v7; k43 += v9) {
            tile_regs_acquire();
            size_t v44 = 9;
            size_t v45 = k43 * v44;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v1, v5, v5, v4);
            for (size_t l46 = v10; l46 < v8; l46 += v9) {
              size_t v47 = l46 + v45;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v47, l46, v10, v1, v5, v5, v4);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v10, get_compile_time_arg_val(8), k43);
            tile_regs_release();
          }
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

