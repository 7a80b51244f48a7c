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
  int32_t v1 = 5;
  int32_t v2 = 0;
  int32_t v3 = 15;
  int32_t v4 = 11;
  int32_t v5 = 1;
  int32_t v6 = 165;
  size_t v7 = 3;
  size_t v8 = 5;
  size_t v9 = 1;
  size_t v10 = 0;
  size_t v11 = 55;
  size_t v12 = 15;
  size_t v13 = 784;
  size_t v14 = 11;
  size_t v15 = 4;
  size_t v16 = 2;
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
        for (size_t j35 = v10; j35 < v14; j35 += v9) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(5), j35);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v4);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j36 = v10; j36 < v14; j36 += v9) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(6), j36);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v4);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v4);
        cb_ctarg_6.wait_front(v4);
        for (size_t j37 = v10; j37 < v15; j37 += v9) {
          cb_ctarg_1.wait_front(v4);
          cb_ctarg_2.wait_front(v4);
          cb_ctarg_7.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k38 = v10; k38 < v14; k38 += v9) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k38, k38, v10);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k38, k38, v9);
            add_binary_tile_init();
            add_binary_tile(v10, v9, v10);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v10, get_compile_time_arg_val(7), k38);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v4);
          cb_ctarg_2.pop_front(v4);
          cb_ctarg_1.pop_front(v4);
          cb_ctarg_7.wait_front(v4);
          cb_ctarg_8.reserve_back(v3);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v1, v4);
          for (size_t k39 = v10; k39 < v12; k39 += v8) {
            tile_regs_acquire();
            size_t v40 = 11;
            size_t v41 = k39 * v40;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v1, v4);
            for (size_t l42 = v10; l42 < v14; l42 += v9) {
              size_t v43 = l42 + v41;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v43, l42, v10, v2, v5, v1, v4);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v10, get_compile_time_arg_val(8), k39);
            size_t v44 = k39 + v9;
            pack_tile<true>(v9, get_compile_time_arg_val(8), v44);
            size_t v45 = k39 + v16;
            pack_tile<true>(v16, get_compile_time_arg_val(8), v45);
            size_t v46 = k39 + v7;
            pack_tile<true>(v7, get_compile_time_arg_val(8), v46);
            size_t v47 = k39 + v15;
            pack_tile<true>(v15, get_compile_time_arg_val(8), v47);
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

