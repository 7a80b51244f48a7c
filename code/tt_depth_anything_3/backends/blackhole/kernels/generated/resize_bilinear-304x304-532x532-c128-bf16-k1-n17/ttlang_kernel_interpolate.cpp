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
  size_t v2 = 3;
  int32_t v3 = 17;
  int32_t v4 = 10;
  int32_t v5 = 1;
  int32_t v6 = 170;
  size_t v7 = 17;
  size_t v8 = 2;
  size_t v9 = 10;
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 5;
  size_t v13 = 532;
  size_t v14 = 11;
  size_t v15 = 4;
  size_t v16 = 1;
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
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v11;
  bool v23 = v21 < v22;
  ptrdiff_t v24 = (ptrdiff_t) v20;
  ptrdiff_t v25 = (ptrdiff_t) v13;
  bool v26 = v24 < v25;
  bool v27 = v23 & v26;
  if (v27) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i28 = v10; i28 < v12; i28 += v16) {
      size_t v29 = i28 * v11;
      size_t v30 = v20 + v29;
      ptrdiff_t v31 = (ptrdiff_t) v30;
      ptrdiff_t v32 = (ptrdiff_t) v13;
      bool v33 = v31 < v32;
      if (v33) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j34 = v10; j34 < v9; j34 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v2);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v15);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(5), j34);
          size_t v35 = j34 + v16;
          pack_tile<true>(v16, get_compile_time_arg_val(5), v35);
          size_t v36 = j34 + v8;
          pack_tile<true>(v8, get_compile_time_arg_val(5), v36);
          size_t v37 = j34 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(5), v37);
          size_t v38 = j34 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(5), v38);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v4);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j39 = v10; j39 < v9; j39 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v2);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v15);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(6), j39);
          size_t v40 = j39 + v16;
          pack_tile<true>(v16, get_compile_time_arg_val(6), v40);
          size_t v41 = j39 + v8;
          pack_tile<true>(v8, get_compile_time_arg_val(6), v41);
          size_t v42 = j39 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(6), v42);
          size_t v43 = j39 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(6), v43);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v4);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v4);
        cb_ctarg_6.wait_front(v4);
        for (size_t j44 = v10; j44 < v15; j44 += v16) {
          cb_ctarg_1.wait_front(v4);
          cb_ctarg_2.wait_front(v4);
          cb_ctarg_7.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k45 = v10; k45 < v9; k45 += v8) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k45, k45, v10);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k45, k45, v16);
            size_t v46 = k45 + v16;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v46, v46, v8);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v46, v46, v2);
            add_binary_tile_init();
            add_binary_tile(v10, v16, v10);
            add_binary_tile(v8, v2, v8);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v10, get_compile_time_arg_val(7), k45);
            pack_tile<true>(v8, get_compile_time_arg_val(7), v46);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v4);
          cb_ctarg_2.pop_front(v4);
          cb_ctarg_1.pop_front(v4);
          cb_ctarg_7.wait_front(v4);
          cb_ctarg_8.reserve_back(v3);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v1, v5, v5, v4);
          for (size_t k47 = v10; k47 < v7; k47 += v16) {
            tile_regs_acquire();
            size_t v48 = 10;
            size_t v49 = k47 * v48;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v1, v5, v5, v4);
            for (size_t l50 = v10; l50 < v9; l50 += v16) {
              size_t v51 = l50 + v49;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v51, l50, v10, v1, v5, v5, v4);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v10, get_compile_time_arg_val(8), k47);
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

