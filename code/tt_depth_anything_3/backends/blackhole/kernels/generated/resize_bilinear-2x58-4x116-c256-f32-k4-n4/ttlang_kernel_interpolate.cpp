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
  size_t v8 = 0;
  size_t v9 = 110;
  size_t v10 = 4;
  size_t v11 = 11;
  size_t v12 = 2;
  size_t v13 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  size_t v16 = v15 * v11;
  size_t v17 = v16 + v14;
  ptrdiff_t v18 = (ptrdiff_t) v17;
  ptrdiff_t v19 = (ptrdiff_t) v9;
  bool v20 = v18 < v19;
  ptrdiff_t v21 = (ptrdiff_t) v17;
  ptrdiff_t v22 = (ptrdiff_t) v10;
  bool v23 = v21 < v22;
  bool v24 = v20 & v23;
  if (v24) {
    cb_ctarg_0.wait_front(v6);
    if (v23) {
      cb_ctarg_3.wait_front(v5);
      cb_ctarg_5.reserve_back(v6);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i25 = v8; i25 < v12; i25 += v13) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v8, v8);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v13, v13);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v7, v7);
        tile_regs_commit();
        tile_regs_wait();
        size_t v26 = 4;
        size_t v27 = i25 * v26;
        pack_tile<true>(v8, get_compile_time_arg_val(5), v27);
        size_t v28 = 4;
        size_t v29 = i25 * v28;
        size_t v30 = v29 + v13;
        pack_tile<true>(v13, get_compile_time_arg_val(5), v30);
        size_t v31 = 4;
        size_t v32 = i25 * v31;
        size_t v33 = v32 + v12;
        pack_tile<true>(v12, get_compile_time_arg_val(5), v33);
        size_t v34 = 4;
        size_t v35 = i25 * v34;
        size_t v36 = v35 + v7;
        pack_tile<true>(v7, get_compile_time_arg_val(5), v36);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v6);
      cb_ctarg_3.pop_front(v5);
      cb_ctarg_4.wait_front(v5);
      cb_ctarg_6.reserve_back(v6);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i37 = v8; i37 < v12; i37 += v13) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v8, v8);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v13, v13);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v7, v7);
        tile_regs_commit();
        tile_regs_wait();
        size_t v38 = 4;
        size_t v39 = i37 * v38;
        pack_tile<true>(v8, get_compile_time_arg_val(6), v39);
        size_t v40 = 4;
        size_t v41 = i37 * v40;
        size_t v42 = v41 + v13;
        pack_tile<true>(v13, get_compile_time_arg_val(6), v42);
        size_t v43 = 4;
        size_t v44 = i37 * v43;
        size_t v45 = v44 + v12;
        pack_tile<true>(v12, get_compile_time_arg_val(6), v45);
        size_t v46 = 4;
        size_t v47 = i37 * v46;
        size_t v48 = v47 + v7;
        pack_tile<true>(v7, get_compile_time_arg_val(6), v48);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v6);
      cb_ctarg_4.pop_front(v5);
      cb_ctarg_5.wait_front(v6);
      cb_ctarg_6.wait_front(v6);
      for (size_t i49 = v8; i49 < v12; i49 += v13) {
        cb_ctarg_1.wait_front(v6);
        cb_ctarg_2.wait_front(v6);
        cb_ctarg_7.reserve_back(v6);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j50 = v8; j50 < v12; j50 += v13) {
          for (size_t k51 = v8; k51 < v10; k51 += v12) {
            tile_regs_acquire();
            size_t v52 = 4;
            size_t v53 = j50 * v52;
            size_t v54 = v53 + k51;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v54, v54, v8);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v54, v54, v13);
            size_t v55 = k51 + v13;
            size_t v56 = 4;
            size_t v57 = j50 * v56;
            size_t v58 = v57 + v55;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v58, v58, v12);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v58, v58, v7);
            add_binary_tile_init();
            add_binary_tile(v8, v13, v8);
            add_binary_tile(v12, v7, v12);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v8, get_compile_time_arg_val(7), v54);
            pack_tile<true>(v12, get_compile_time_arg_val(7), v58);
            tile_regs_release();
          }
        }
        cb_ctarg_7.push_back(v6);
        cb_ctarg_2.pop_front(v6);
        cb_ctarg_1.pop_front(v6);
        cb_ctarg_7.wait_front(v6);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v5, v2, v1);
        for (size_t j59 = v8; j59 < v10; j59 += v13) {
          tile_regs_acquire();
          size_t v60 = 2;
          size_t v61 = j59 * v60;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v5, v2, v1);
          for (size_t k62 = v8; k62 < v12; k62 += v13) {
            size_t v63 = k62 + v61;
            size_t v64 = 4;
            size_t v65 = k62 * v64;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v63, v65, v8, v3, v5, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v66 = 4;
          size_t v67 = j59 * v66;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v67);
          size_t v68 = 4;
          size_t v69 = j59 * v68;
          size_t v70 = v69 + v13;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v70);
          size_t v71 = 4;
          size_t v72 = j59 * v71;
          size_t v73 = v72 + v12;
          pack_tile<true>(v12, get_compile_time_arg_val(8), v73);
          size_t v74 = 4;
          size_t v75 = j59 * v74;
          size_t v76 = v75 + v7;
          pack_tile<true>(v7, get_compile_time_arg_val(8), v76);
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

