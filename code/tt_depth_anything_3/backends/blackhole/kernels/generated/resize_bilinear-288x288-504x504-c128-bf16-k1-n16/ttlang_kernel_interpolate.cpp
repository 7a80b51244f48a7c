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
  size_t v18 = 19;
  size_t v19 = 2016;
  size_t v20 = 11;
  size_t v21 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v20;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v17;
  bool v28 = v26 < v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v19;
  bool v31 = v29 < v30;
  bool v32 = v28 & v31;
  if (v32) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i33 = v16; i33 < v18; i33 += v21) {
      size_t v34 = i33 * v17;
      size_t v35 = v25 + v34;
      ptrdiff_t v36 = (ptrdiff_t) v35;
      ptrdiff_t v37 = (ptrdiff_t) v19;
      bool v38 = v36 < v37;
      if (v38) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j39 = v16; j39 < v15; j39 += v14) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v21);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v11);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v16, get_compile_time_arg_val(5), j39);
          size_t v40 = j39 + v21;
          pack_tile<true>(v21, get_compile_time_arg_val(5), v40);
          size_t v41 = j39 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v41);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v4);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j42 = v16; j42 < v15; j42 += v14) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v21);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v11);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v16, get_compile_time_arg_val(6), j42);
          size_t v43 = j42 + v21;
          pack_tile<true>(v21, get_compile_time_arg_val(6), v43);
          size_t v44 = j42 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v44);
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
        for (size_t j45 = v16; j45 < v15; j45 += v14) {
          tile_regs_acquire();
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), j45, j45, v16);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), j45, j45, v21);
          size_t v46 = j45 + v21;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v46, v46, v11);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v46, v46, v14);
          size_t v47 = j45 + v11;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v47, v47, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v47, v47, v9);
          add_binary_tile_init();
          add_binary_tile(v16, v21, v16);
          add_binary_tile(v11, v14, v11);
          add_binary_tile(v10, v9, v10);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v16, get_compile_time_arg_val(7), j45);
          pack_tile<true>(v11, get_compile_time_arg_val(7), v46);
          pack_tile<true>(v10, get_compile_time_arg_val(7), v47);
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
        for (size_t j48 = v16; j48 < v13; j48 += v12) {
          tile_regs_acquire();
          size_t v49 = 9;
          size_t v50 = j48 * v49;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v1, v4);
          for (size_t k51 = v16; k51 < v15; k51 += v21) {
            size_t v52 = k51 + v50;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v52, k51, v16, v2, v5, v1, v4);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v16, get_compile_time_arg_val(8), j48);
          size_t v53 = j48 + v21;
          pack_tile<true>(v21, get_compile_time_arg_val(8), v53);
          size_t v54 = j48 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v54);
          size_t v55 = j48 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v55);
          size_t v56 = j48 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v56);
          size_t v57 = j48 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v57);
          size_t v58 = j48 + v8;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v58);
          size_t v59 = j48 + v7;
          pack_tile<true>(v7, get_compile_time_arg_val(8), v59);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v3);
        cb_ctarg_7.pop_front(v4);
      }
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

