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
  size_t v10 = 2;
  size_t v11 = 8;
  size_t v12 = 16;
  size_t v13 = 9;
  size_t v14 = 0;
  size_t v15 = 110;
  size_t v16 = 3;
  size_t v17 = 266;
  size_t v18 = 11;
  size_t v19 = 4;
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
  size_t v23 = v22 * v18;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v15;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v17;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i32 = v14; i32 < v16; i32 += v20) {
      size_t v33 = i32 * v15;
      size_t v34 = v24 + v33;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v17;
      bool v37 = v35 < v36;
      if (v37) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j38 = v14; j38 < v13; j38 += v16) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v10);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(5), j38);
          size_t v39 = j38 + v20;
          pack_tile<true>(v20, get_compile_time_arg_val(5), v39);
          size_t v40 = j38 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v40);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v4);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j41 = v14; j41 < v13; j41 += v16) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v10);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(6), j41);
          size_t v42 = j41 + v20;
          pack_tile<true>(v20, get_compile_time_arg_val(6), v42);
          size_t v43 = j41 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v43);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v4);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v4);
        cb_ctarg_6.wait_front(v4);
        for (size_t j44 = v14; j44 < v19; j44 += v20) {
          cb_ctarg_1.wait_front(v4);
          cb_ctarg_2.wait_front(v4);
          cb_ctarg_7.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k45 = v14; k45 < v13; k45 += v16) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k45, k45, v14);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k45, k45, v20);
            size_t v46 = k45 + v20;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v46, v46, v10);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v46, v46, v16);
            size_t v47 = k45 + v10;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v47, v47, v19);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v47, v47, v9);
            add_binary_tile_init();
            add_binary_tile(v14, v20, v14);
            add_binary_tile(v10, v16, v10);
            add_binary_tile(v19, v9, v19);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v14, get_compile_time_arg_val(7), k45);
            pack_tile<true>(v10, get_compile_time_arg_val(7), v46);
            pack_tile<true>(v19, get_compile_time_arg_val(7), v47);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v4);
          cb_ctarg_2.pop_front(v4);
          cb_ctarg_1.pop_front(v4);
          cb_ctarg_7.wait_front(v4);
          cb_ctarg_8.reserve_back(v3);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v1, v4);
          for (size_t k48 = v14; k48 < v12; k48 += v11) {
            tile_regs_acquire();
            size_t v49 = 9;
            size_t v50 = k48 * v49;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v1, v4);
            for (size_t l51 = v14; l51 < v13; l51 += v20) {
              size_t v52 = l51 + v50;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v52, l51, v14, v2, v5, v1, v4);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v14, get_compile_time_arg_val(8), k48);
            size_t v53 = k48 + v20;
            pack_tile<true>(v20, get_compile_time_arg_val(8), v53);
            size_t v54 = k48 + v10;
            pack_tile<true>(v10, get_compile_time_arg_val(8), v54);
            size_t v55 = k48 + v16;
            pack_tile<true>(v16, get_compile_time_arg_val(8), v55);
            size_t v56 = k48 + v19;
            pack_tile<true>(v19, get_compile_time_arg_val(8), v56);
            size_t v57 = k48 + v9;
            pack_tile<true>(v9, get_compile_time_arg_val(8), v57);
            size_t v58 = k48 + v8;
            pack_tile<true>(v8, get_compile_time_arg_val(8), v58);
            size_t v59 = k48 + v7;
            pack_tile<true>(v7, get_compile_time_arg_val(8), v59);
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

