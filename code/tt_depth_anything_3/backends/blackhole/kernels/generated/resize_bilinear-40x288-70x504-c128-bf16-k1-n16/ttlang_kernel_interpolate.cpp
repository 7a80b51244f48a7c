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
  size_t v13 = 3;
  size_t v14 = 9;
  size_t v15 = 0;
  size_t v16 = 110;
  size_t v17 = 70;
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
  ptrdiff_t v26 = (ptrdiff_t) v16;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v17;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v6);
    if (v30) {
      cb_ctarg_3.wait_front(v5);
      cb_ctarg_5.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i32 = v15; i32 < v14; i32 += v13) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v20);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v15, get_compile_time_arg_val(5), i32);
        size_t v33 = i32 + v20;
        pack_tile<true>(v20, get_compile_time_arg_val(5), v33);
        size_t v34 = i32 + v10;
        pack_tile<true>(v10, get_compile_time_arg_val(5), v34);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v4);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i35 = v15; i35 < v14; i35 += v13) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v20);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v15, get_compile_time_arg_val(6), i35);
        size_t v36 = i35 + v20;
        pack_tile<true>(v20, get_compile_time_arg_val(6), v36);
        size_t v37 = i35 + v10;
        pack_tile<true>(v10, get_compile_time_arg_val(6), v37);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v4);
      cb_ctarg_4.pop_front(v5);
      cb_ctarg_5.wait_front(v4);
      cb_ctarg_6.wait_front(v4);
      for (size_t i38 = v15; i38 < v19; i38 += v20) {
        cb_ctarg_1.wait_front(v4);
        cb_ctarg_2.wait_front(v4);
        cb_ctarg_7.reserve_back(v4);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j39 = v15; j39 < v14; j39 += v13) {
          tile_regs_acquire();
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), j39, j39, v15);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), j39, j39, v20);
          size_t v40 = j39 + v20;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v40, v40, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v40, v40, v13);
          size_t v41 = j39 + v10;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v41, v41, v19);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v41, v41, v9);
          add_binary_tile_init();
          add_binary_tile(v15, v20, v15);
          add_binary_tile(v10, v13, v10);
          add_binary_tile(v19, v9, v19);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v15, get_compile_time_arg_val(7), j39);
          pack_tile<true>(v10, get_compile_time_arg_val(7), v40);
          pack_tile<true>(v19, get_compile_time_arg_val(7), v41);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v4);
        cb_ctarg_2.pop_front(v4);
        cb_ctarg_1.pop_front(v4);
        cb_ctarg_7.wait_front(v4);
        cb_ctarg_8.reserve_back(v3);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v1, v4);
        for (size_t j42 = v15; j42 < v12; j42 += v11) {
          tile_regs_acquire();
          size_t v43 = 9;
          size_t v44 = j42 * v43;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v1, v4);
          for (size_t k45 = v15; k45 < v14; k45 += v20) {
            size_t v46 = k45 + v44;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v46, k45, v15, v2, v5, v1, v4);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v15, get_compile_time_arg_val(8), j42);
          size_t v47 = j42 + v20;
          pack_tile<true>(v20, get_compile_time_arg_val(8), v47);
          size_t v48 = j42 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v48);
          size_t v49 = j42 + v13;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v49);
          size_t v50 = j42 + v19;
          pack_tile<true>(v19, get_compile_time_arg_val(8), v50);
          size_t v51 = j42 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v51);
          size_t v52 = j42 + v8;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v52);
          size_t v53 = j42 + v7;
          pack_tile<true>(v7, get_compile_time_arg_val(8), v53);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v3);
        cb_ctarg_7.pop_front(v4);
      }
      cb_ctarg_6.pop_front(v4);
      cb_ctarg_5.pop_front(v4);
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

