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
  size_t v8 = 2;
  size_t v9 = 4;
  size_t v10 = 8;
  size_t v11 = 0;
  size_t v12 = 110;
  size_t v13 = 14;
  size_t v14 = 11;
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
  size_t v18 = v17 * v14;
  size_t v19 = v18 + v16;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v12;
  bool v22 = v20 < v21;
  ptrdiff_t v23 = (ptrdiff_t) v19;
  ptrdiff_t v24 = (ptrdiff_t) v13;
  bool v25 = v23 < v24;
  bool v26 = v22 & v25;
  if (v26) {
    cb_ctarg_0.wait_front(v6);
    if (v25) {
      cb_ctarg_3.wait_front(v5);
      cb_ctarg_5.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i27 = v11; i27 < v10; i27 += v9) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i27, v11);
        size_t v28 = i27 + v15;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v28, v15);
        size_t v29 = i27 + v8;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v29, v8);
        size_t v30 = i27 + v7;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v30, v7);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v11, get_compile_time_arg_val(5), i27);
        pack_tile<true>(v15, get_compile_time_arg_val(5), v28);
        pack_tile<true>(v8, get_compile_time_arg_val(5), v29);
        pack_tile<true>(v7, get_compile_time_arg_val(5), v30);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v5);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i31 = v11; i31 < v10; i31 += v9) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i31, v11);
        size_t v32 = i31 + v15;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v32, v15);
        size_t v33 = i31 + v8;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v33, v8);
        size_t v34 = i31 + v7;
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v34, v7);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v11, get_compile_time_arg_val(6), i31);
        pack_tile<true>(v15, get_compile_time_arg_val(6), v32);
        pack_tile<true>(v8, get_compile_time_arg_val(6), v33);
        pack_tile<true>(v7, get_compile_time_arg_val(6), v34);
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
      for (size_t i35 = v11; i35 < v10; i35 += v8) {
        tile_regs_acquire();
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), i35, i35, v11);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), i35, i35, v15);
        size_t v36 = i35 + v15;
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v36, v36, v8);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v36, v36, v7);
        add_binary_tile_init();
        add_binary_tile(v11, v15, v11);
        add_binary_tile(v8, v7, v8);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v11, get_compile_time_arg_val(7), i35);
        pack_tile<true>(v8, get_compile_time_arg_val(7), v36);
        tile_regs_release();
      }
      cb_ctarg_7.push_back(v5);
      cb_ctarg_2.pop_front(v5);
      cb_ctarg_1.pop_front(v5);
      cb_ctarg_7.wait_front(v5);
      cb_ctarg_8.reserve_back(v4);
      mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v2, v1, v1);
      for (size_t i37 = v11; i37 < v8; i37 += v15) {
        for (size_t j38 = v11; j38 < v10; j38 += v9) {
          tile_regs_acquire();
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v2, v1, v1);
          matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), i37, j38, v11, v3, v2, v1, v1);
          tile_regs_commit();
          tile_regs_wait();
          size_t v39 = 8;
          size_t v40 = i37 * v39;
          size_t v41 = v40 + j38;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v41);
          size_t v42 = j38 + v15;
          size_t v43 = 8;
          size_t v44 = i37 * v43;
          size_t v45 = v44 + v42;
          pack_tile<true>(v15, get_compile_time_arg_val(8), v45);
          size_t v46 = j38 + v8;
          size_t v47 = 8;
          size_t v48 = i37 * v47;
          size_t v49 = v48 + v46;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v49);
          size_t v50 = j38 + v7;
          size_t v51 = 8;
          size_t v52 = i37 * v51;
          size_t v53 = v52 + v50;
          pack_tile<true>(v7, get_compile_time_arg_val(8), v53);
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

