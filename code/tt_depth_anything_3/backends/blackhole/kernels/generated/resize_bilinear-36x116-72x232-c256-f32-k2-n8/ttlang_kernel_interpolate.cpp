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
  int32_t v1 = 4;
  int32_t v2 = 0;
  int32_t v3 = 16;
  int32_t v4 = 8;
  int32_t v5 = 2;
  int32_t v6 = 32;
  size_t v7 = 3;
  size_t v8 = 8;
  size_t v9 = 2;
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 72;
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
      for (size_t i27 = v10; i27 < v14; i27 += v9) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v9);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v7);
        tile_regs_commit();
        tile_regs_wait();
        size_t v28 = 2;
        size_t v29 = i27 * v28;
        pack_tile<true>(v10, get_compile_time_arg_val(5), v29);
        size_t v30 = 2;
        size_t v31 = i27 * v30;
        size_t v32 = v31 + v15;
        pack_tile<true>(v15, get_compile_time_arg_val(5), v32);
        size_t v33 = i27 + v15;
        size_t v34 = 2;
        size_t v35 = v33 * v34;
        pack_tile<true>(v9, get_compile_time_arg_val(5), v35);
        size_t v36 = 2;
        size_t v37 = v33 * v36;
        size_t v38 = v37 + v15;
        pack_tile<true>(v7, get_compile_time_arg_val(5), v38);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v4);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i39 = v10; i39 < v14; i39 += v9) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v9);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v7);
        tile_regs_commit();
        tile_regs_wait();
        size_t v40 = 2;
        size_t v41 = i39 * v40;
        pack_tile<true>(v10, get_compile_time_arg_val(6), v41);
        size_t v42 = 2;
        size_t v43 = i39 * v42;
        size_t v44 = v43 + v15;
        pack_tile<true>(v15, get_compile_time_arg_val(6), v44);
        size_t v45 = i39 + v15;
        size_t v46 = 2;
        size_t v47 = v45 * v46;
        pack_tile<true>(v9, get_compile_time_arg_val(6), v47);
        size_t v48 = 2;
        size_t v49 = v45 * v48;
        size_t v50 = v49 + v15;
        pack_tile<true>(v7, get_compile_time_arg_val(6), v50);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v4);
      cb_ctarg_4.pop_front(v5);
      cb_ctarg_5.wait_front(v4);
      cb_ctarg_6.wait_front(v4);
      for (size_t i51 = v10; i51 < v14; i51 += v15) {
        cb_ctarg_1.wait_front(v4);
        cb_ctarg_2.wait_front(v4);
        cb_ctarg_7.reserve_back(v4);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j52 = v10; j52 < v14; j52 += v15) {
          tile_regs_acquire();
          size_t v53 = 2;
          size_t v54 = j52 * v53;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v54, v54, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v54, v54, v15);
          size_t v55 = 2;
          size_t v56 = j52 * v55;
          size_t v57 = v56 + v15;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v57, v57, v9);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v57, v57, v7);
          add_binary_tile_init();
          add_binary_tile(v10, v15, v10);
          add_binary_tile(v9, v7, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(7), v54);
          pack_tile<true>(v9, get_compile_time_arg_val(7), v57);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v4);
        cb_ctarg_2.pop_front(v4);
        cb_ctarg_1.pop_front(v4);
        cb_ctarg_7.wait_front(v4);
        cb_ctarg_8.reserve_back(v3);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v5, v1);
        for (size_t j58 = v10; j58 < v8; j58 += v9) {
          tile_regs_acquire();
          size_t v59 = 4;
          size_t v60 = j58 * v59;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v5, v1);
          for (size_t k61 = v10; k61 < v14; k61 += v15) {
            size_t v62 = k61 + v60;
            size_t v63 = 2;
            size_t v64 = k61 * v63;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v62, v64, v10, v2, v5, v5, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v65 = 2;
          size_t v66 = j58 * v65;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v66);
          size_t v67 = 2;
          size_t v68 = j58 * v67;
          size_t v69 = v68 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(8), v69);
          size_t v70 = j58 + v15;
          size_t v71 = 2;
          size_t v72 = v70 * v71;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v72);
          size_t v73 = 2;
          size_t v74 = v70 * v73;
          size_t v75 = v74 + v15;
          pack_tile<true>(v7, get_compile_time_arg_val(8), v75);
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

