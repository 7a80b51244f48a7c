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
  size_t v2 = 6;
  size_t v3 = 5;
  int32_t v4 = 11;
  int32_t v5 = 14;
  int32_t v6 = 1;
  int32_t v7 = 154;
  size_t v8 = 2;
  size_t v9 = 14;
  size_t v10 = 1;
  size_t v11 = 0;
  size_t v12 = 36;
  size_t v13 = 7;
  size_t v14 = 238;
  size_t v15 = 11;
  size_t v16 = 4;
  size_t v17 = 3;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v15;
  size_t v21 = v20 + v18;
  size_t v22 = v21 / v17;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v12;
  bool v25 = v23 < v24;
  ptrdiff_t v26 = (ptrdiff_t) v22;
  ptrdiff_t v27 = (ptrdiff_t) v14;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.wait_front(v7);
    for (size_t i30 = v11; i30 < v13; i30 += v10) {
      size_t v31 = i30 * v12;
      size_t v32 = v22 + v31;
      ptrdiff_t v33 = (ptrdiff_t) v32;
      ptrdiff_t v34 = (ptrdiff_t) v14;
      bool v35 = v33 < v34;
      if (v35) {
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j36 = v11; j36 < v9; j36 += v13) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v3);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v11, get_compile_time_arg_val(5), j36);
          size_t v37 = j36 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v37);
          size_t v38 = j36 + v8;
          pack_tile<true>(v8, get_compile_time_arg_val(5), v38);
          size_t v39 = j36 + v17;
          pack_tile<true>(v17, get_compile_time_arg_val(5), v39);
          size_t v40 = j36 + v16;
          pack_tile<true>(v16, get_compile_time_arg_val(5), v40);
          size_t v41 = j36 + v3;
          pack_tile<true>(v3, get_compile_time_arg_val(5), v41);
          size_t v42 = j36 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(5), v42);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_4.wait_front(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j43 = v11; j43 < v9; j43 += v13) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v3);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v11, get_compile_time_arg_val(6), j43);
          size_t v44 = j43 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v44);
          size_t v45 = j43 + v8;
          pack_tile<true>(v8, get_compile_time_arg_val(6), v45);
          size_t v46 = j43 + v17;
          pack_tile<true>(v17, get_compile_time_arg_val(6), v46);
          size_t v47 = j43 + v16;
          pack_tile<true>(v16, get_compile_time_arg_val(6), v47);
          size_t v48 = j43 + v3;
          pack_tile<true>(v3, get_compile_time_arg_val(6), v48);
          size_t v49 = j43 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(6), v49);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v5);
        cb_ctarg_4.pop_front(v6);
        cb_ctarg_5.wait_front(v5);
        cb_ctarg_6.wait_front(v5);
        for (size_t j50 = v11; j50 < v16; j50 += v10) {
          cb_ctarg_1.wait_front(v5);
          cb_ctarg_2.wait_front(v5);
          cb_ctarg_7.reserve_back(v5);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k51 = v11; k51 < v9; k51 += v8) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k51, k51, v11);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k51, k51, v10);
            size_t v52 = k51 + v10;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v52, v52, v8);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v52, v52, v17);
            add_binary_tile_init();
            add_binary_tile(v11, v10, v11);
            add_binary_tile(v8, v17, v8);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v11, get_compile_time_arg_val(7), k51);
            pack_tile<true>(v8, get_compile_time_arg_val(7), v52);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v5);
          cb_ctarg_2.pop_front(v5);
          cb_ctarg_1.pop_front(v5);
          cb_ctarg_7.wait_front(v5);
          cb_ctarg_8.reserve_back(v4);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v1, v6, v6, v5);
          for (size_t k53 = v11; k53 < v15; k53 += v10) {
            tile_regs_acquire();
            size_t v54 = 14;
            size_t v55 = k53 * v54;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v1, v6, v6, v5);
            for (size_t l56 = v11; l56 < v9; l56 += v10) {
              size_t v57 = l56 + v55;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v57, l56, v11, v1, v6, v6, v5);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v11, get_compile_time_arg_val(8), k53);
            tile_regs_release();
          }
          cb_ctarg_8.push_back(v4);
          cb_ctarg_7.pop_front(v5);
        }
        cb_ctarg_6.pop_front(v5);
        cb_ctarg_5.pop_front(v5);
      }
    }
    cb_ctarg_0.pop_front(v7);
  }
  return;
}

