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
  int32_t v2 = 1;
  int32_t v3 = 0;
  int32_t v4 = 20;
  int32_t v5 = 12;
  int32_t v6 = 4;
  int32_t v7 = 15;
  size_t v8 = 5;
  size_t v9 = 4;
  size_t v10 = 3;
  size_t v11 = 0;
  size_t v12 = 110;
  size_t v13 = 144;
  size_t v14 = 11;
  size_t v15 = 2;
  size_t v16 = 1;
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
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v12;
  bool v23 = v21 < v22;
  ptrdiff_t v24 = (ptrdiff_t) v20;
  ptrdiff_t v25 = (ptrdiff_t) v13;
  bool v26 = v24 < v25;
  bool v27 = v23 & v26;
  if (v27) {
    cb_ctarg_0.wait_front(v7);
    for (size_t i28 = v11; i28 < v15; i28 += v16) {
      size_t v29 = i28 * v12;
      size_t v30 = v20 + v29;
      ptrdiff_t v31 = (ptrdiff_t) v30;
      ptrdiff_t v32 = (ptrdiff_t) v13;
      bool v33 = v31 < v32;
      if (v33) {
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j34 = v11; j34 < v10; j34 += v16) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
          tile_regs_commit();
          tile_regs_wait();
          size_t v35 = 4;
          size_t v36 = j34 * v35;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v36);
          size_t v37 = 4;
          size_t v38 = j34 * v37;
          size_t v39 = v38 + v16;
          pack_tile<true>(v16, get_compile_time_arg_val(5), v39);
          size_t v40 = 4;
          size_t v41 = j34 * v40;
          size_t v42 = v41 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(5), v42);
          size_t v43 = 4;
          size_t v44 = j34 * v43;
          size_t v45 = v44 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v45);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_4.wait_front(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j46 = v11; j46 < v10; j46 += v16) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
          tile_regs_commit();
          tile_regs_wait();
          size_t v47 = 4;
          size_t v48 = j46 * v47;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v48);
          size_t v49 = 4;
          size_t v50 = j46 * v49;
          size_t v51 = v50 + v16;
          pack_tile<true>(v16, get_compile_time_arg_val(6), v51);
          size_t v52 = 4;
          size_t v53 = j46 * v52;
          size_t v54 = v53 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(6), v54);
          size_t v55 = 4;
          size_t v56 = j46 * v55;
          size_t v57 = v56 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v57);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v5);
        cb_ctarg_4.pop_front(v6);
        cb_ctarg_5.wait_front(v5);
        cb_ctarg_6.wait_front(v5);
        for (size_t j58 = v11; j58 < v15; j58 += v16) {
          cb_ctarg_1.wait_front(v5);
          cb_ctarg_2.wait_front(v5);
          cb_ctarg_7.reserve_back(v5);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k59 = v11; k59 < v10; k59 += v16) {
            for (size_t l60 = v11; l60 < v9; l60 += v15) {
              tile_regs_acquire();
              size_t v61 = 4;
              size_t v62 = k59 * v61;
              size_t v63 = v62 + l60;
              mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
              mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v63, v63, v11);
              mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
              mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v63, v63, v16);
              size_t v64 = l60 + v16;
              size_t v65 = 4;
              size_t v66 = k59 * v65;
              size_t v67 = v66 + v64;
              mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
              mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v67, v67, v15);
              mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
              mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v67, v67, v10);
              add_binary_tile_init();
              add_binary_tile(v11, v16, v11);
              add_binary_tile(v15, v10, v15);
              tile_regs_commit();
              tile_regs_wait();
              pack_tile<true>(v11, get_compile_time_arg_val(7), v63);
              pack_tile<true>(v15, get_compile_time_arg_val(7), v67);
              tile_regs_release();
            }
          }
          cb_ctarg_7.push_back(v5);
          cb_ctarg_2.pop_front(v5);
          cb_ctarg_1.pop_front(v5);
          cb_ctarg_7.wait_front(v5);
          cb_ctarg_8.reserve_back(v4);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v6, v2, v1);
          for (size_t k68 = v11; k68 < v8; k68 += v16) {
            tile_regs_acquire();
            size_t v69 = 3;
            size_t v70 = k68 * v69;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v6, v2, v1);
            for (size_t l71 = v11; l71 < v10; l71 += v16) {
              size_t v72 = l71 + v70;
              size_t v73 = 4;
              size_t v74 = l71 * v73;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v72, v74, v11, v3, v6, v2, v1);
            }
            tile_regs_commit();
            tile_regs_wait();
            size_t v75 = 4;
            size_t v76 = k68 * v75;
            pack_tile<true>(v11, get_compile_time_arg_val(8), v76);
            size_t v77 = 4;
            size_t v78 = k68 * v77;
            size_t v79 = v78 + v16;
            pack_tile<true>(v16, get_compile_time_arg_val(8), v79);
            size_t v80 = 4;
            size_t v81 = k68 * v80;
            size_t v82 = v81 + v15;
            pack_tile<true>(v15, get_compile_time_arg_val(8), v82);
            size_t v83 = 4;
            size_t v84 = k68 * v83;
            size_t v85 = v84 + v10;
            pack_tile<true>(v10, get_compile_time_arg_val(8), v85);
            tile_regs_release();
          }
          cb_ctarg_8.push_back(v4);
          cb_ctarg_7.pop_front(v5);
        }
        cb_ctarg_6.pop_front(v5);
        cb_ctarg_5.pop_front(v5);
      }
    }
    cb_ctarg_0.pop_front(v7);
  }
  return;
}

