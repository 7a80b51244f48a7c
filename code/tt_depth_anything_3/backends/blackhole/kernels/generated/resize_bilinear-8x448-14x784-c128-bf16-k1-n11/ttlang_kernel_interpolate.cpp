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
  size_t v9 = 7;
  size_t v10 = 0;
  size_t v11 = 36;
  size_t v12 = 1;
  size_t v13 = 14;
  size_t v14 = 11;
  size_t v15 = 4;
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
    cb_ctarg_0.wait_front(v7);
    if (v27) {
      cb_ctarg_3.wait_front(v6);
      cb_ctarg_5.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i29 = v10; i29 < v13; i29 += v9) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v8);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v3);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(5), i29);
        size_t v30 = i29 + v12;
        pack_tile<true>(v12, get_compile_time_arg_val(5), v30);
        size_t v31 = i29 + v8;
        pack_tile<true>(v8, get_compile_time_arg_val(5), v31);
        size_t v32 = i29 + v16;
        pack_tile<true>(v16, get_compile_time_arg_val(5), v32);
        size_t v33 = i29 + v15;
        pack_tile<true>(v15, get_compile_time_arg_val(5), v33);
        size_t v34 = i29 + v3;
        pack_tile<true>(v3, get_compile_time_arg_val(5), v34);
        size_t v35 = i29 + v2;
        pack_tile<true>(v2, get_compile_time_arg_val(5), v35);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v5);
      cb_ctarg_3.pop_front(v6);
      cb_ctarg_4.wait_front(v6);
      cb_ctarg_6.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i36 = v10; i36 < v13; i36 += v9) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v8);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v3);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(6), i36);
        size_t v37 = i36 + v12;
        pack_tile<true>(v12, get_compile_time_arg_val(6), v37);
        size_t v38 = i36 + v8;
        pack_tile<true>(v8, get_compile_time_arg_val(6), v38);
        size_t v39 = i36 + v16;
        pack_tile<true>(v16, get_compile_time_arg_val(6), v39);
        size_t v40 = i36 + v15;
        pack_tile<true>(v15, get_compile_time_arg_val(6), v40);
        size_t v41 = i36 + v3;
        pack_tile<true>(v3, get_compile_time_arg_val(6), v41);
        size_t v42 = i36 + v2;
        pack_tile<true>(v2, get_compile_time_arg_val(6), v42);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v5);
      cb_ctarg_4.pop_front(v6);
      cb_ctarg_5.wait_front(v5);
      cb_ctarg_6.wait_front(v5);
      for (size_t i43 = v10; i43 < v15; i43 += v12) {
        cb_ctarg_1.wait_front(v5);
        cb_ctarg_2.wait_front(v5);
        cb_ctarg_7.reserve_back(v5);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j44 = v10; j44 < v13; j44 += v8) {
          tile_regs_acquire();
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), j44, j44, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), j44, j44, v12);
          size_t v45 = j44 + v12;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v45, v45, v8);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v45, v45, v16);
          add_binary_tile_init();
          add_binary_tile(v10, v12, v10);
          add_binary_tile(v8, v16, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(7), j44);
          pack_tile<true>(v8, get_compile_time_arg_val(7), v45);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v5);
        cb_ctarg_2.pop_front(v5);
        cb_ctarg_1.pop_front(v5);
        cb_ctarg_7.wait_front(v5);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v1, v6, v6, v5);
        for (size_t j46 = v10; j46 < v14; j46 += v12) {
          tile_regs_acquire();
          size_t v47 = 14;
          size_t v48 = j46 * v47;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v1, v6, v6, v5);
          for (size_t k49 = v10; k49 < v13; k49 += v12) {
            size_t v50 = k49 + v48;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v50, k49, v10, v1, v6, v6, v5);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(8), j46);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v4);
        cb_ctarg_7.pop_front(v5);
      }
      cb_ctarg_6.pop_front(v5);
      cb_ctarg_5.pop_front(v5);
    }
    cb_ctarg_0.pop_front(v7);
  }
  return;
}

