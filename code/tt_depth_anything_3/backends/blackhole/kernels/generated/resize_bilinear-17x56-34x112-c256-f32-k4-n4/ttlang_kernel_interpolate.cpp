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
  int32_t v1 = 2;
  int32_t v2 = 1;
  int32_t v3 = 0;
  int32_t v4 = 16;
  int32_t v5 = 4;
  int32_t v6 = 8;
  size_t v7 = 3;
  size_t v8 = 4;
  size_t v9 = 0;
  size_t v10 = 110;
  size_t v11 = 34;
  size_t v12 = 11;
  size_t v13 = 2;
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
  ptrdiff_t v20 = (ptrdiff_t) v10;
  bool v21 = v19 < v20;
  ptrdiff_t v22 = (ptrdiff_t) v18;
  ptrdiff_t v23 = (ptrdiff_t) v11;
  bool v24 = v22 < v23;
  bool v25 = v21 & v24;
  if (v25) {
    cb_ctarg_0.wait_front(v6);
    if (v24) {
      cb_ctarg_3.wait_front(v5);
      cb_ctarg_5.reserve_back(v6);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i26 = v9; i26 < v13; i26 += v14) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v9);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v13, v13);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v7, v7);
        tile_regs_commit();
        tile_regs_wait();
        size_t v27 = 4;
        size_t v28 = i26 * v27;
        pack_tile<true>(v9, get_compile_time_arg_val(5), v28);
        size_t v29 = 4;
        size_t v30 = i26 * v29;
        size_t v31 = v30 + v14;
        pack_tile<true>(v14, get_compile_time_arg_val(5), v31);
        size_t v32 = 4;
        size_t v33 = i26 * v32;
        size_t v34 = v33 + v13;
        pack_tile<true>(v13, get_compile_time_arg_val(5), v34);
        size_t v35 = 4;
        size_t v36 = i26 * v35;
        size_t v37 = v36 + v7;
        pack_tile<true>(v7, get_compile_time_arg_val(5), v37);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v6);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v6);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i38 = v9; i38 < v13; i38 += v14) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v9);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v13, v13);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v7, v7);
        tile_regs_commit();
        tile_regs_wait();
        size_t v39 = 4;
        size_t v40 = i38 * v39;
        pack_tile<true>(v9, get_compile_time_arg_val(6), v40);
        size_t v41 = 4;
        size_t v42 = i38 * v41;
        size_t v43 = v42 + v14;
        pack_tile<true>(v14, get_compile_time_arg_val(6), v43);
        size_t v44 = 4;
        size_t v45 = i38 * v44;
        size_t v46 = v45 + v13;
        pack_tile<true>(v13, get_compile_time_arg_val(6), v46);
        size_t v47 = 4;
        size_t v48 = i38 * v47;
        size_t v49 = v48 + v7;
        pack_tile<true>(v7, get_compile_time_arg_val(6), v49);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v6);
      cb_ctarg_4.pop_front(v5);
      cb_ctarg_5.wait_front(v6);
      cb_ctarg_6.wait_front(v6);
      for (size_t i50 = v9; i50 < v13; i50 += v14) {
        cb_ctarg_1.wait_front(v6);
        cb_ctarg_2.wait_front(v6);
        cb_ctarg_7.reserve_back(v6);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j51 = v9; j51 < v13; j51 += v14) {
          for (size_t k52 = v9; k52 < v8; k52 += v13) {
            tile_regs_acquire();
            size_t v53 = 4;
            size_t v54 = j51 * v53;
            size_t v55 = v54 + k52;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v55, v55, v9);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v55, v55, v14);
            size_t v56 = k52 + v14;
            size_t v57 = 4;
            size_t v58 = j51 * v57;
            size_t v59 = v58 + v56;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v59, v59, v13);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v59, v59, v7);
            add_binary_tile_init();
            add_binary_tile(v9, v14, v9);
            add_binary_tile(v13, v7, v13);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v9, get_compile_time_arg_val(7), v55);
            pack_tile<true>(v13, get_compile_time_arg_val(7), v59);
            tile_regs_release();
          }
        }
        cb_ctarg_7.push_back(v6);
        cb_ctarg_2.pop_front(v6);
        cb_ctarg_1.pop_front(v6);
        cb_ctarg_7.wait_front(v6);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v5, v2, v1);
        for (size_t j60 = v9; j60 < v8; j60 += v14) {
          tile_regs_acquire();
          size_t v61 = 2;
          size_t v62 = j60 * v61;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v5, v2, v1);
          for (size_t k63 = v9; k63 < v13; k63 += v14) {
            size_t v64 = k63 + v62;
            size_t v65 = 4;
            size_t v66 = k63 * v65;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v64, v66, v9, v3, v5, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v67 = 4;
          size_t v68 = j60 * v67;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v68);
          size_t v69 = 4;
          size_t v70 = j60 * v69;
          size_t v71 = v70 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v71);
          size_t v72 = 4;
          size_t v73 = j60 * v72;
          size_t v74 = v73 + v13;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v74);
          size_t v75 = 4;
          size_t v76 = j60 * v75;
          size_t v77 = v76 + v7;
          pack_tile<true>(v7, get_compile_time_arg_val(8), v77);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v4);
        cb_ctarg_7.pop_front(v6);
      }
      cb_ctarg_6.pop_front(v6);
      cb_ctarg_5.pop_front(v6);
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

