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
  size_t v2 = 5;
  size_t v3 = 3;
  int32_t v4 = 13;
  int32_t v5 = 12;
  int32_t v6 = 1;
  int32_t v7 = 156;
  size_t v8 = 13;
  size_t v9 = 6;
  size_t v10 = 12;
  size_t v11 = 1;
  size_t v12 = 0;
  size_t v13 = 55;
  size_t v14 = 7;
  size_t v15 = 364;
  size_t v16 = 11;
  size_t v17 = 4;
  size_t v18 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v16;
  size_t v22 = v21 + v19;
  size_t v23 = v22 / v18;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v13;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v15;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.wait_front(v7);
    for (size_t i31 = v12; i31 < v14; i31 += v11) {
      size_t v32 = i31 * v13;
      size_t v33 = v23 + v32;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v15;
      bool v36 = v34 < v35;
      if (v36) {
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j37 = v12; j37 < v10; j37 += v9) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v3);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(5), j37);
          size_t v38 = j37 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v38);
          size_t v39 = j37 + v18;
          pack_tile<true>(v18, get_compile_time_arg_val(5), v39);
          size_t v40 = j37 + v3;
          pack_tile<true>(v3, get_compile_time_arg_val(5), v40);
          size_t v41 = j37 + v17;
          pack_tile<true>(v17, get_compile_time_arg_val(5), v41);
          size_t v42 = j37 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(5), v42);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_4.wait_front(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j43 = v12; j43 < v10; j43 += v9) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v3);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(6), j43);
          size_t v44 = j43 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v44);
          size_t v45 = j43 + v18;
          pack_tile<true>(v18, get_compile_time_arg_val(6), v45);
          size_t v46 = j43 + v3;
          pack_tile<true>(v3, get_compile_time_arg_val(6), v46);
          size_t v47 = j43 + v17;
          pack_tile<true>(v17, get_compile_time_arg_val(6), v47);
          size_t v48 = j43 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(6), v48);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v5);
        cb_ctarg_4.pop_front(v6);
        cb_ctarg_5.wait_front(v5);
        cb_ctarg_6.wait_front(v5);
        for (size_t j49 = v12; j49 < v17; j49 += v11) {
          cb_ctarg_1.wait_front(v5);
          cb_ctarg_2.wait_front(v5);
          cb_ctarg_7.reserve_back(v5);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k50 = v12; k50 < v10; k50 += v17) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k50, k50, v12);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k50, k50, v11);
            size_t v51 = k50 + v11;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v51, v51, v18);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v51, v51, v3);
            size_t v52 = k50 + v18;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v52, v52, v17);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v52, v52, v2);
            size_t v53 = k50 + v3;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v53, v53, v9);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v53, v53, v14);
            add_binary_tile_init();
            add_binary_tile(v12, v11, v12);
            add_binary_tile(v18, v3, v18);
            add_binary_tile(v17, v2, v17);
            add_binary_tile(v9, v14, v9);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v12, get_compile_time_arg_val(7), k50);
            pack_tile<true>(v18, get_compile_time_arg_val(7), v51);
            pack_tile<true>(v17, get_compile_time_arg_val(7), v52);
            pack_tile<true>(v9, get_compile_time_arg_val(7), v53);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v5);
          cb_ctarg_2.pop_front(v5);
          cb_ctarg_1.pop_front(v5);
          cb_ctarg_7.wait_front(v5);
          cb_ctarg_8.reserve_back(v4);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v1, v6, v6, v5);
          for (size_t k54 = v12; k54 < v8; k54 += v11) {
            tile_regs_acquire();
            size_t v55 = 12;
            size_t v56 = k54 * v55;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v1, v6, v6, v5);
            for (size_t l57 = v12; l57 < v10; l57 += v11) {
              size_t v58 = l57 + v56;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v58, l57, v12, v1, v6, v6, v5);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v12, get_compile_time_arg_val(8), k54);
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

