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
  size_t v2 = 7;
  size_t v3 = 5;
  size_t v4 = 3;
  int32_t v5 = 13;
  int32_t v6 = 12;
  int32_t v7 = 1;
  int32_t v8 = 156;
  size_t v9 = 13;
  size_t v10 = 4;
  size_t v11 = 6;
  size_t v12 = 12;
  size_t v13 = 1;
  size_t v14 = 0;
  size_t v15 = 55;
  size_t v16 = 48;
  size_t v17 = 2632;
  size_t v18 = 11;
  size_t v19 = 2;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v20 = get_absolute_logical_x();
  size_t v21 = get_absolute_logical_y();
  size_t v22 = v21 * v18;
  size_t v23 = v22 + v20;
  size_t v24 = v23 / v19;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v15;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v17;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v8);
    for (size_t i32 = v14; i32 < v16; i32 += v13) {
      size_t v33 = i32 * v15;
      size_t v34 = v24 + v33;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v17;
      bool v37 = v35 < v36;
      if (v37) {
        cb_ctarg_3.wait_front(v7);
        cb_ctarg_5.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j38 = v14; j38 < v12; j38 += v11) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v4);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v3);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(5), j38);
          size_t v39 = j38 + v13;
          pack_tile<true>(v13, get_compile_time_arg_val(5), v39);
          size_t v40 = j38 + v19;
          pack_tile<true>(v19, get_compile_time_arg_val(5), v40);
          size_t v41 = j38 + v4;
          pack_tile<true>(v4, get_compile_time_arg_val(5), v41);
          size_t v42 = j38 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v42);
          size_t v43 = j38 + v3;
          pack_tile<true>(v3, get_compile_time_arg_val(5), v43);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v6);
        cb_ctarg_3.pop_front(v7);
        cb_ctarg_4.wait_front(v7);
        cb_ctarg_6.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j44 = v14; j44 < v12; j44 += v11) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v4);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v3);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(6), j44);
          size_t v45 = j44 + v13;
          pack_tile<true>(v13, get_compile_time_arg_val(6), v45);
          size_t v46 = j44 + v19;
          pack_tile<true>(v19, get_compile_time_arg_val(6), v46);
          size_t v47 = j44 + v4;
          pack_tile<true>(v4, get_compile_time_arg_val(6), v47);
          size_t v48 = j44 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v48);
          size_t v49 = j44 + v3;
          pack_tile<true>(v3, get_compile_time_arg_val(6), v49);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v6);
        cb_ctarg_4.pop_front(v7);
        cb_ctarg_1.wait_front(v6);
        cb_ctarg_2.wait_front(v6);
        cb_ctarg_5.wait_front(v6);
        cb_ctarg_6.wait_front(v6);
        cb_ctarg_7.reserve_back(v6);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j50 = v14; j50 < v12; j50 += v10) {
          tile_regs_acquire();
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), j50, j50, v14);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), j50, j50, v13);
          size_t v51 = j50 + v13;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v51, v51, v19);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v51, v51, v4);
          size_t v52 = j50 + v19;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v52, v52, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v52, v52, v3);
          size_t v53 = j50 + v4;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v53, v53, v11);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v53, v53, v2);
          add_binary_tile_init();
          add_binary_tile(v14, v13, v14);
          add_binary_tile(v19, v4, v19);
          add_binary_tile(v10, v3, v10);
          add_binary_tile(v11, v2, v11);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(7), j50);
          pack_tile<true>(v19, get_compile_time_arg_val(7), v51);
          pack_tile<true>(v10, get_compile_time_arg_val(7), v52);
          pack_tile<true>(v11, get_compile_time_arg_val(7), v53);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v6);
        cb_ctarg_6.pop_front(v6);
        cb_ctarg_5.pop_front(v6);
        cb_ctarg_2.pop_front(v6);
        cb_ctarg_1.pop_front(v6);
        cb_ctarg_7.wait_front(v6);
        cb_ctarg_8.reserve_back(v5);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v1, v7, v7, v6);
        for (size_t j54 = v14; j54 < v9; j54 += v13) {
          tile_regs_acquire();
          size_t v55 = 12;
          size_t v56 = j54 * v55;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v1, v7, v7, v6);
          for (size_t k57 = v14; k57 < v12; k57 += v13) {
            size_t v58 = k57 + v56;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v58, k57, v14, v1, v7, v7, v6);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(8), j54);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v5);
        cb_ctarg_7.pop_front(v6);
      }
    }
    cb_ctarg_0.pop_front(v8);
  }
  return;
}

