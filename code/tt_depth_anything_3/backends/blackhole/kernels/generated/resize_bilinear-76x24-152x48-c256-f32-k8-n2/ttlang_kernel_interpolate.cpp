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
  size_t v8 = 4;
  size_t v9 = 8;
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 2;
  size_t v13 = 152;
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
  ptrdiff_t v21 = (ptrdiff_t) v11;
  bool v22 = v20 < v21;
  ptrdiff_t v23 = (ptrdiff_t) v19;
  ptrdiff_t v24 = (ptrdiff_t) v13;
  bool v25 = v23 < v24;
  bool v26 = v22 & v25;
  if (v26) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i27 = v10; i27 < v12; i27 += v15) {
      size_t v28 = i27 * v11;
      size_t v29 = v19 + v28;
      ptrdiff_t v30 = (ptrdiff_t) v29;
      ptrdiff_t v31 = (ptrdiff_t) v13;
      bool v32 = v30 < v31;
      if (v32) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j33 = v10; j33 < v9; j33 += v8) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j33, v10);
          size_t v34 = j33 + v15;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v34, v15);
          size_t v35 = j33 + v12;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v35, v12);
          size_t v36 = j33 + v7;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v36, v7);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(5), j33);
          pack_tile<true>(v15, get_compile_time_arg_val(5), v34);
          pack_tile<true>(v12, get_compile_time_arg_val(5), v35);
          pack_tile<true>(v7, get_compile_time_arg_val(5), v36);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j37 = v10; j37 < v9; j37 += v8) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j37, v10);
          size_t v38 = j37 + v15;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v38, v15);
          size_t v39 = j37 + v12;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v39, v12);
          size_t v40 = j37 + v7;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v40, v7);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(6), j37);
          pack_tile<true>(v15, get_compile_time_arg_val(6), v38);
          pack_tile<true>(v12, get_compile_time_arg_val(6), v39);
          pack_tile<true>(v7, get_compile_time_arg_val(6), v40);
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
        for (size_t j41 = v10; j41 < v9; j41 += v12) {
          tile_regs_acquire();
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), j41, j41, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), j41, j41, v15);
          size_t v42 = j41 + v15;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v42, v42, v12);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v42, v42, v7);
          add_binary_tile_init();
          add_binary_tile(v10, v15, v10);
          add_binary_tile(v12, v7, v12);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(7), j41);
          pack_tile<true>(v12, get_compile_time_arg_val(7), v42);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v5);
        cb_ctarg_2.pop_front(v5);
        cb_ctarg_1.pop_front(v5);
        cb_ctarg_7.wait_front(v5);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v2, v1, v1);
        for (size_t j43 = v10; j43 < v12; j43 += v15) {
          for (size_t k44 = v10; k44 < v9; k44 += v8) {
            tile_regs_acquire();
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v2, v1, v1);
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), j43, k44, v10, v3, v2, v1, v1);
            tile_regs_commit();
            tile_regs_wait();
            size_t v45 = 8;
            size_t v46 = j43 * v45;
            size_t v47 = v46 + k44;
            pack_tile<true>(v10, get_compile_time_arg_val(8), v47);
            size_t v48 = k44 + v15;
            size_t v49 = 8;
            size_t v50 = j43 * v49;
            size_t v51 = v50 + v48;
            pack_tile<true>(v15, get_compile_time_arg_val(8), v51);
            size_t v52 = k44 + v12;
            size_t v53 = 8;
            size_t v54 = j43 * v53;
            size_t v55 = v54 + v52;
            pack_tile<true>(v12, get_compile_time_arg_val(8), v55);
            size_t v56 = k44 + v7;
            size_t v57 = 8;
            size_t v58 = j43 * v57;
            size_t v59 = v58 + v56;
            pack_tile<true>(v7, get_compile_time_arg_val(8), v59);
            tile_regs_release();
          }
        }
        cb_ctarg_8.push_back(v4);
        cb_ctarg_7.pop_front(v5);
        cb_ctarg_6.pop_front(v5);
        cb_ctarg_5.pop_front(v5);
      }
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

