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
  int32_t v3 = 12;
  int32_t v4 = 6;
  int32_t v5 = 2;
  int32_t v6 = 18;
  size_t v7 = 6;
  size_t v8 = 2;
  size_t v9 = 0;
  size_t v10 = 110;
  size_t v11 = 3;
  size_t v12 = 296;
  size_t v13 = 11;
  size_t v14 = 4;
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
  size_t v18 = v17 * v13;
  size_t v19 = v18 + v16;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v10;
  bool v22 = v20 < v21;
  ptrdiff_t v23 = (ptrdiff_t) v19;
  ptrdiff_t v24 = (ptrdiff_t) v12;
  bool v25 = v23 < v24;
  bool v26 = v22 & v25;
  if (v26) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i27 = v9; i27 < v11; i27 += v15) {
      size_t v28 = i27 * v10;
      size_t v29 = v19 + v28;
      ptrdiff_t v30 = (ptrdiff_t) v29;
      ptrdiff_t v31 = (ptrdiff_t) v12;
      bool v32 = v30 < v31;
      if (v32) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j33 = v9; j33 < v8; j33 += v15) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j33, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j33, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j33, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v9, get_compile_time_arg_val(5), j33);
          size_t v34 = 2;
          size_t v35 = 2;
          size_t v36 = v35 + j33;
          pack_tile<true>(v15, get_compile_time_arg_val(5), v36);
          size_t v37 = 2;
          size_t v38 = 4;
          size_t v39 = v38 + j33;
          pack_tile<true>(v8, get_compile_time_arg_val(5), v39);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v4);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j40 = v9; j40 < v8; j40 += v15) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j40, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j40, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j40, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v9, get_compile_time_arg_val(6), j40);
          size_t v41 = 2;
          size_t v42 = 2;
          size_t v43 = v42 + j40;
          pack_tile<true>(v15, get_compile_time_arg_val(6), v43);
          size_t v44 = 2;
          size_t v45 = 4;
          size_t v46 = v45 + j40;
          pack_tile<true>(v8, get_compile_time_arg_val(6), v46);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v4);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v4);
        cb_ctarg_6.wait_front(v4);
        for (size_t j47 = v9; j47 < v14; j47 += v15) {
          cb_ctarg_1.wait_front(v4);
          cb_ctarg_2.wait_front(v4);
          cb_ctarg_7.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k48 = v9; k48 < v11; k48 += v15) {
            tile_regs_acquire();
            size_t v49 = 2;
            size_t v50 = k48 * v49;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v50, v50, v9);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v50, v50, v15);
            size_t v51 = 2;
            size_t v52 = k48 * v51;
            size_t v53 = v52 + v15;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v53, v53, v8);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v53, v53, v11);
            add_binary_tile_init();
            add_binary_tile(v9, v15, v9);
            add_binary_tile(v8, v11, v8);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v9, get_compile_time_arg_val(7), v50);
            pack_tile<true>(v8, get_compile_time_arg_val(7), v53);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v4);
          cb_ctarg_2.pop_front(v4);
          cb_ctarg_1.pop_front(v4);
          cb_ctarg_7.wait_front(v4);
          cb_ctarg_8.reserve_back(v3);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v5, v1);
          for (size_t k54 = v9; k54 < v7; k54 += v8) {
            tile_regs_acquire();
            size_t v55 = 3;
            size_t v56 = k54 * v55;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v5, v1);
            for (size_t l57 = v9; l57 < v11; l57 += v15) {
              size_t v58 = l57 + v56;
              size_t v59 = 2;
              size_t v60 = l57 * v59;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v58, v60, v9, v2, v5, v5, v1);
            }
            tile_regs_commit();
            tile_regs_wait();
            size_t v61 = 2;
            size_t v62 = k54 * v61;
            pack_tile<true>(v9, get_compile_time_arg_val(8), v62);
            size_t v63 = 2;
            size_t v64 = k54 * v63;
            size_t v65 = v64 + v15;
            pack_tile<true>(v15, get_compile_time_arg_val(8), v65);
            size_t v66 = k54 + v15;
            size_t v67 = 2;
            size_t v68 = v66 * v67;
            pack_tile<true>(v8, get_compile_time_arg_val(8), v68);
            size_t v69 = 2;
            size_t v70 = v66 * v69;
            size_t v71 = v70 + v15;
            pack_tile<true>(v11, get_compile_time_arg_val(8), v71);
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

