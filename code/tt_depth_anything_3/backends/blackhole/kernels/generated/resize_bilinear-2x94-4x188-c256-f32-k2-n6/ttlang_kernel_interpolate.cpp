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
  size_t v8 = 3;
  size_t v9 = 2;
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 11;
  size_t v13 = 4;
  size_t v14 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v15 = get_absolute_logical_x();
  size_t v16 = get_absolute_logical_y();
  size_t v17 = v16 * v12;
  size_t v18 = v17 + v15;
  ptrdiff_t v19 = (ptrdiff_t) v18;
  ptrdiff_t v20 = (ptrdiff_t) v11;
  bool v21 = v19 < v20;
  ptrdiff_t v22 = (ptrdiff_t) v18;
  ptrdiff_t v23 = (ptrdiff_t) v13;
  bool v24 = v22 < v23;
  bool v25 = v21 & v24;
  if (v25) {
    cb_ctarg_0.wait_front(v6);
    if (v24) {
      cb_ctarg_3.wait_front(v5);
      cb_ctarg_5.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i26 = v10; i26 < v9; i26 += v14) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i26, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i26, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i26, v9);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(5), i26);
        size_t v27 = 2;
        size_t v28 = 2;
        size_t v29 = v28 + i26;
        pack_tile<true>(v14, get_compile_time_arg_val(5), v29);
        size_t v30 = 2;
        size_t v31 = 4;
        size_t v32 = v31 + i26;
        pack_tile<true>(v9, get_compile_time_arg_val(5), v32);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v4);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i33 = v10; i33 < v9; i33 += v14) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i33, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i33, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i33, v9);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(6), i33);
        size_t v34 = 2;
        size_t v35 = 2;
        size_t v36 = v35 + i33;
        pack_tile<true>(v14, get_compile_time_arg_val(6), v36);
        size_t v37 = 2;
        size_t v38 = 4;
        size_t v39 = v38 + i33;
        pack_tile<true>(v9, get_compile_time_arg_val(6), v39);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v4);
      cb_ctarg_4.pop_front(v5);
      cb_ctarg_5.wait_front(v4);
      cb_ctarg_6.wait_front(v4);
      for (size_t i40 = v10; i40 < v13; i40 += v14) {
        cb_ctarg_1.wait_front(v4);
        cb_ctarg_2.wait_front(v4);
        cb_ctarg_7.reserve_back(v4);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j41 = v10; j41 < v8; j41 += v14) {
          tile_regs_acquire();
          size_t v42 = 2;
          size_t v43 = j41 * v42;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v43, v43, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v43, v43, v14);
          size_t v44 = 2;
          size_t v45 = j41 * v44;
          size_t v46 = v45 + v14;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v46, v46, v9);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v46, v46, v8);
          add_binary_tile_init();
          add_binary_tile(v10, v14, v10);
          add_binary_tile(v9, v8, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(7), v43);
          pack_tile<true>(v9, get_compile_time_arg_val(7), v46);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v4);
        cb_ctarg_2.pop_front(v4);
        cb_ctarg_1.pop_front(v4);
        cb_ctarg_7.wait_front(v4);
        cb_ctarg_8.reserve_back(v3);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v5, v1);
        for (size_t j47 = v10; j47 < v7; j47 += v9) {
          tile_regs_acquire();
          size_t v48 = 3;
          size_t v49 = j47 * v48;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v5, v1);
          for (size_t k50 = v10; k50 < v8; k50 += v14) {
            size_t v51 = k50 + v49;
            size_t v52 = 2;
            size_t v53 = k50 * v52;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v51, v53, v10, v2, v5, v5, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v54 = 2;
          size_t v55 = j47 * v54;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v55);
          size_t v56 = 2;
          size_t v57 = j47 * v56;
          size_t v58 = v57 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v58);
          size_t v59 = j47 + v14;
          size_t v60 = 2;
          size_t v61 = v59 * v60;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v61);
          size_t v62 = 2;
          size_t v63 = v59 * v62;
          size_t v64 = v63 + v14;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v64);
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

