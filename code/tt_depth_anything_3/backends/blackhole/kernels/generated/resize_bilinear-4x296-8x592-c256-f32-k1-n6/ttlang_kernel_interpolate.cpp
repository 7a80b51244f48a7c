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
  int32_t v1 = 3;
  int32_t v2 = 0;
  int32_t v3 = 6;
  int32_t v4 = 10;
  int32_t v5 = 1;
  int32_t v6 = 60;
  size_t v7 = 3;
  size_t v8 = 6;
  size_t v9 = 2;
  size_t v10 = 10;
  size_t v11 = 0;
  size_t v12 = 27;
  size_t v13 = 1;
  size_t v14 = 11;
  size_t v15 = 8;
  size_t v16 = 4;
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
  ptrdiff_t v23 = (ptrdiff_t) v12;
  bool v24 = v22 < v23;
  ptrdiff_t v25 = (ptrdiff_t) v21;
  ptrdiff_t v26 = (ptrdiff_t) v15;
  bool v27 = v25 < v26;
  bool v28 = v24 & v27;
  if (v28) {
    cb_ctarg_0.wait_front(v6);
    if (v27) {
      cb_ctarg_3.wait_front(v5);
      cb_ctarg_5.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i29 = v11; i29 < v10; i29 += v9) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v13);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v11, get_compile_time_arg_val(5), i29);
        size_t v30 = i29 + v13;
        pack_tile<true>(v13, get_compile_time_arg_val(5), v30);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v4);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i31 = v11; i31 < v10; i31 += v9) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v13);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v11, get_compile_time_arg_val(6), i31);
        size_t v32 = i31 + v13;
        pack_tile<true>(v13, get_compile_time_arg_val(6), v32);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v4);
      cb_ctarg_4.pop_front(v5);
      cb_ctarg_5.wait_front(v4);
      cb_ctarg_6.wait_front(v4);
      for (size_t i33 = v11; i33 < v15; i33 += v13) {
        cb_ctarg_1.wait_front(v4);
        cb_ctarg_2.wait_front(v4);
        cb_ctarg_7.reserve_back(v4);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j34 = v11; j34 < v10; j34 += v9) {
          tile_regs_acquire();
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), j34, j34, v11);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), j34, j34, v13);
          size_t v35 = j34 + v13;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v35, v35, v9);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v35, v35, v7);
          add_binary_tile_init();
          add_binary_tile(v11, v13, v11);
          add_binary_tile(v9, v7, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v11, get_compile_time_arg_val(7), j34);
          pack_tile<true>(v9, get_compile_time_arg_val(7), v35);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v4);
        cb_ctarg_2.pop_front(v4);
        cb_ctarg_1.pop_front(v4);
        cb_ctarg_7.wait_front(v4);
        cb_ctarg_8.reserve_back(v3);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v1, v4);
        for (size_t j36 = v11; j36 < v8; j36 += v7) {
          tile_regs_acquire();
          size_t v37 = 10;
          size_t v38 = j36 * v37;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v1, v4);
          for (size_t k39 = v11; k39 < v10; k39 += v13) {
            size_t v40 = k39 + v38;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v40, k39, v11, v2, v5, v1, v4);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v11, get_compile_time_arg_val(8), j36);
          size_t v41 = j36 + v13;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v41);
          size_t v42 = j36 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v42);
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

