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
  int32_t v1 = 8;
  int32_t v2 = 0;
  int32_t v3 = 16;
  int32_t v4 = 9;
  int32_t v5 = 1;
  int32_t v6 = 144;
  size_t v7 = 7;
  size_t v8 = 6;
  size_t v9 = 5;
  size_t v10 = 4;
  size_t v11 = 2;
  size_t v12 = 8;
  size_t v13 = 16;
  size_t v14 = 3;
  size_t v15 = 9;
  size_t v16 = 0;
  size_t v17 = 110;
  size_t v18 = 56;
  size_t v19 = 11;
  size_t v20 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v19;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v17;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v18;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v6);
    if (v30) {
      cb_ctarg_3.wait_front(v5);
      cb_ctarg_5.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i32 = v16; i32 < v15; i32 += v14) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v20);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v11);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v16, get_compile_time_arg_val(5), i32);
        size_t v33 = i32 + v20;
        pack_tile<true>(v20, get_compile_time_arg_val(5), v33);
        size_t v34 = i32 + v11;
        pack_tile<true>(v11, get_compile_time_arg_val(5), v34);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v4);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i35 = v16; i35 < v15; i35 += v14) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v20);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v11);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v16, get_compile_time_arg_val(6), i35);
        size_t v36 = i35 + v20;
        pack_tile<true>(v20, get_compile_time_arg_val(6), v36);
        size_t v37 = i35 + v11;
        pack_tile<true>(v11, get_compile_time_arg_val(6), v37);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v4);
      cb_ctarg_4.pop_front(v5);
      cb_ctarg_1.wait_front(v4);
      cb_ctarg_2.wait_front(v4);
      cb_ctarg_5.wait_front(v4);
      cb_ctarg_6.wait_front(v4);
      cb_ctarg_7.reserve_back(v4);
      binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
      for (size_t i38 = v16; i38 < v15; i38 += v14) {
        tile_regs_acquire();
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), i38, i38, v16);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), i38, i38, v20);
        size_t v39 = i38 + v20;
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v39, v39, v11);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v39, v39, v14);
        size_t v40 = i38 + v11;
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v40, v40, v10);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v40, v40, v9);
        add_binary_tile_init();
        add_binary_tile(v16, v20, v16);
        add_binary_tile(v11, v14, v11);
        add_binary_tile(v10, v9, v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v16, get_compile_time_arg_val(7), i38);
        pack_tile<true>(v11, get_compile_time_arg_val(7), v39);
        pack_tile<true>(v10, get_compile_time_arg_val(7), v40);
        tile_regs_release();
      }
      cb_ctarg_7.push_back(v4);
      cb_ctarg_6.pop_front(v4);
      cb_ctarg_5.pop_front(v4);
      cb_ctarg_2.pop_front(v4);
      cb_ctarg_1.pop_front(v4);
      cb_ctarg_7.wait_front(v4);
      cb_ctarg_8.reserve_back(v3);
      mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v1, v4);
      for (size_t i41 = v16; i41 < v13; i41 += v12) {
        tile_regs_acquire();
        size_t v42 = 9;
        size_t v43 = i41 * v42;
        mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v1, v4);
        for (size_t j44 = v16; j44 < v15; j44 += v20) {
          size_t v45 = j44 + v43;
          matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v45, j44, v16, v2, v5, v1, v4);
        }
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v16, get_compile_time_arg_val(8), i41);
        size_t v46 = i41 + v20;
        pack_tile<true>(v20, get_compile_time_arg_val(8), v46);
        size_t v47 = i41 + v11;
        pack_tile<true>(v11, get_compile_time_arg_val(8), v47);
        size_t v48 = i41 + v14;
        pack_tile<true>(v14, get_compile_time_arg_val(8), v48);
        size_t v49 = i41 + v10;
        pack_tile<true>(v10, get_compile_time_arg_val(8), v49);
        size_t v50 = i41 + v9;
        pack_tile<true>(v9, get_compile_time_arg_val(8), v50);
        size_t v51 = i41 + v8;
        pack_tile<true>(v8, get_compile_time_arg_val(8), v51);
        size_t v52 = i41 + v7;
        pack_tile<true>(v7, get_compile_time_arg_val(8), v52);
        tile_regs_release();
      }
      cb_ctarg_8.push_back(v3);
      cb_ctarg_7.pop_front(v4);
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

