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
  size_t v1 = 8;
  int32_t v2 = 3;
  int32_t v3 = 2;
  int32_t v4 = 0;
  size_t v5 = 7;
  size_t v6 = 6;
  int32_t v7 = 12;
  int32_t v8 = 8;
  int32_t v9 = 4;
  int32_t v10 = 6;
  size_t v11 = 3;
  size_t v12 = 4;
  size_t v13 = 2;
  size_t v14 = 0;
  size_t v15 = 110;
  size_t v16 = 5;
  size_t v17 = 504;
  size_t v18 = 11;
  size_t v19 = 1;
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
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v15;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v17;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.wait_front(v10);
    for (size_t i31 = v14; i31 < v16; i31 += v19) {
      size_t v32 = i31 * v15;
      size_t v33 = v23 + v32;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v17;
      bool v36 = v34 < v35;
      if (v36) {
        cb_ctarg_3.wait_front(v9);
        cb_ctarg_5.reserve_back(v8);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v19, v19);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v13, v13);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v19, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v13, v6);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v5);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v14, get_compile_time_arg_val(5), v1);
        tile_regs_release();
        cb_ctarg_5.push_back(v8);
        cb_ctarg_3.pop_front(v9);
        cb_ctarg_4.wait_front(v9);
        cb_ctarg_6.reserve_back(v8);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v19, v19);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v13, v13);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v19, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v13, v6);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v5);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v14, get_compile_time_arg_val(6), v1);
        tile_regs_release();
        cb_ctarg_6.push_back(v8);
        cb_ctarg_4.pop_front(v9);
        cb_ctarg_5.wait_front(v8);
        cb_ctarg_6.wait_front(v8);
        cb_ctarg_1.wait_front(v8);
        cb_ctarg_2.wait_front(v8);
        cb_ctarg_7.reserve_back(v8);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j37 = v14; j37 < v13; j37 += v19) {
          tile_regs_acquire();
          size_t v38 = 4;
          size_t v39 = j37 * v38;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v39, v39, v14);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v39, v39, v19);
          size_t v40 = 4;
          size_t v41 = j37 * v40;
          size_t v42 = v41 + v19;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v42, v42, v13);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v42, v42, v11);
          size_t v43 = 4;
          size_t v44 = j37 * v43;
          size_t v45 = v44 + v13;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v45, v45, v12);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v45, v45, v16);
          size_t v46 = 4;
          size_t v47 = j37 * v46;
          size_t v48 = v47 + v11;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v48, v48, v6);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v48, v48, v5);
          add_binary_tile_init();
          add_binary_tile(v14, v19, v14);
          add_binary_tile(v13, v11, v13);
          add_binary_tile(v12, v16, v12);
          add_binary_tile(v6, v5, v6);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(7), v39);
          pack_tile<true>(v13, get_compile_time_arg_val(7), v42);
          pack_tile<true>(v12, get_compile_time_arg_val(7), v45);
          pack_tile<true>(v6, get_compile_time_arg_val(7), v48);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v8);
        cb_ctarg_2.pop_front(v8);
        cb_ctarg_1.pop_front(v8);
        cb_ctarg_7.wait_front(v8);
        cb_ctarg_8.reserve_back(v7);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v4, v3, v2, v3);
        for (size_t j49 = v14; j49 < v12; j49 += v13) {
          tile_regs_acquire();
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v4, v3, v2, v3);
          for (size_t k50 = v14; k50 < v13; k50 += v19) {
            size_t v51 = 4;
            size_t v52 = k50 * v51;
            size_t v53 = v52 + j49;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), k50, v53, v14, v4, v3, v2, v3);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(8), j49);
          size_t v54 = j49 + v19;
          pack_tile<true>(v19, get_compile_time_arg_val(8), v54);
          size_t v55 = 4;
          size_t v56 = 4;
          size_t v57 = v56 + j49;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v57);
          size_t v58 = 4;
          size_t v59 = 4;
          size_t v60 = v59 + v54;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v60);
          size_t v61 = 4;
          size_t v62 = 8;
          size_t v63 = v62 + j49;
          pack_tile<true>(v12, get_compile_time_arg_val(8), v63);
          size_t v64 = 4;
          size_t v65 = 8;
          size_t v66 = v65 + v54;
          pack_tile<true>(v16, get_compile_time_arg_val(8), v66);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v7);
        cb_ctarg_7.pop_front(v8);
        cb_ctarg_6.pop_front(v8);
        cb_ctarg_5.pop_front(v8);
      }
    }
    cb_ctarg_0.pop_front(v10);
  }
  return;
}

