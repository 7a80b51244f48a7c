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
  size_t v12 = 56;
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
  ptrdiff_t v21 = (ptrdiff_t) v11;
  bool v22 = v20 < v21;
  ptrdiff_t v23 = (ptrdiff_t) v19;
  ptrdiff_t v24 = (ptrdiff_t) v12;
  bool v25 = v23 < v24;
  bool v26 = v22 & v25;
  if (v26) {
    cb_ctarg_0.wait_front(v6);
    if (v25) {
      cb_ctarg_3.wait_front(v5);
      cb_ctarg_5.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i27 = v10; i27 < v9; i27 += v15) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i27, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i27, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i27, v9);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(5), i27);
        size_t v28 = 2;
        size_t v29 = 2;
        size_t v30 = v29 + i27;
        pack_tile<true>(v15, get_compile_time_arg_val(5), v30);
        size_t v31 = 2;
        size_t v32 = 4;
        size_t v33 = v32 + i27;
        pack_tile<true>(v9, get_compile_time_arg_val(5), v33);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v4);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i34 = v10; i34 < v9; i34 += v15) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i34, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i34, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i34, v9);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(6), i34);
        size_t v35 = 2;
        size_t v36 = 2;
        size_t v37 = v36 + i34;
        pack_tile<true>(v15, get_compile_time_arg_val(6), v37);
        size_t v38 = 2;
        size_t v39 = 4;
        size_t v40 = v39 + i34;
        pack_tile<true>(v9, get_compile_time_arg_val(6), v40);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v4);
      cb_ctarg_4.pop_front(v5);
      cb_ctarg_5.wait_front(v4);
      cb_ctarg_6.wait_front(v4);
      for (size_t i41 = v10; i41 < v14; i41 += v15) {
        cb_ctarg_1.wait_front(v4);
        cb_ctarg_2.wait_front(v4);
        cb_ctarg_7.reserve_back(v4);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j42 = v10; j42 < v8; j42 += v15) {
          tile_regs_acquire();
          size_t v43 = 2;
          size_t v44 = j42 * v43;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v44, v44, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v44, v44, v15);
          size_t v45 = 2;
          size_t v46 = j42 * v45;
          size_t v47 = v46 + v15;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v47, v47, v9);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v47, v47, v8);
          add_binary_tile_init();
          add_binary_tile(v10, v15, v10);
          add_binary_tile(v9, v8, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(7), v44);
          pack_tile<true>(v9, get_compile_time_arg_val(7), v47);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v4);
        cb_ctarg_2.pop_front(v4);
        cb_ctarg_1.pop_front(v4);
        cb_ctarg_7.wait_front(v4);
        cb_ctarg_8.reserve_back(v3);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v5, v1);
        for (size_t j48 = v10; j48 < v7; j48 += v9) {
          tile_regs_acquire();
          size_t v49 = 3;
          size_t v50 = j48 * v49;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v5, v1);
          for (size_t k51 = v10; k51 < v8; k51 += v15) {
            size_t v52 = k51 + v50;
            size_t v53 = 2;
            size_t v54 = k51 * v53;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v52, v54, v10, v2, v5, v5, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v55 = 2;
          size_t v56 = j48 * v55;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v56);
          size_t v57 = 2;
          size_t v58 = j48 * v57;
          size_t v59 = v58 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(8), v59);
          size_t v60 = j48 + v15;
          size_t v61 = 2;
          size_t v62 = v60 * v61;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v62);
          size_t v63 = 2;
          size_t v64 = v60 * v63;
          size_t v65 = v64 + v15;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v65);
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

