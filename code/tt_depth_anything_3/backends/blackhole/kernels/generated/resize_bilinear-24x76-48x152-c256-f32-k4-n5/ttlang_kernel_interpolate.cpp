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
  size_t v13 = 48;
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
    if (v26) {
      cb_ctarg_3.wait_front(v6);
      cb_ctarg_5.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i28 = v11; i28 < v10; i28 += v16) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
        tile_regs_commit();
        tile_regs_wait();
        size_t v29 = 4;
        size_t v30 = i28 * v29;
        pack_tile<true>(v11, get_compile_time_arg_val(5), v30);
        size_t v31 = 4;
        size_t v32 = i28 * v31;
        size_t v33 = v32 + v16;
        pack_tile<true>(v16, get_compile_time_arg_val(5), v33);
        size_t v34 = 4;
        size_t v35 = i28 * v34;
        size_t v36 = v35 + v15;
        pack_tile<true>(v15, get_compile_time_arg_val(5), v36);
        size_t v37 = 4;
        size_t v38 = i28 * v37;
        size_t v39 = v38 + v10;
        pack_tile<true>(v10, get_compile_time_arg_val(5), v39);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v5);
      cb_ctarg_3.pop_front(v6);
      cb_ctarg_4.wait_front(v6);
      cb_ctarg_6.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i40 = v11; i40 < v10; i40 += v16) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
        tile_regs_commit();
        tile_regs_wait();
        size_t v41 = 4;
        size_t v42 = i40 * v41;
        pack_tile<true>(v11, get_compile_time_arg_val(6), v42);
        size_t v43 = 4;
        size_t v44 = i40 * v43;
        size_t v45 = v44 + v16;
        pack_tile<true>(v16, get_compile_time_arg_val(6), v45);
        size_t v46 = 4;
        size_t v47 = i40 * v46;
        size_t v48 = v47 + v15;
        pack_tile<true>(v15, get_compile_time_arg_val(6), v48);
        size_t v49 = 4;
        size_t v50 = i40 * v49;
        size_t v51 = v50 + v10;
        pack_tile<true>(v10, get_compile_time_arg_val(6), v51);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v5);
      cb_ctarg_4.pop_front(v6);
      cb_ctarg_5.wait_front(v5);
      cb_ctarg_6.wait_front(v5);
      for (size_t i52 = v11; i52 < v15; i52 += v16) {
        cb_ctarg_1.wait_front(v5);
        cb_ctarg_2.wait_front(v5);
        cb_ctarg_7.reserve_back(v5);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j53 = v11; j53 < v10; j53 += v16) {
          for (size_t k54 = v11; k54 < v9; k54 += v15) {
            tile_regs_acquire();
            size_t v55 = 4;
            size_t v56 = j53 * v55;
            size_t v57 = v56 + k54;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v57, v57, v11);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v57, v57, v16);
            size_t v58 = k54 + v16;
            size_t v59 = 4;
            size_t v60 = j53 * v59;
            size_t v61 = v60 + v58;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v61, v61, v15);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v61, v61, v10);
            add_binary_tile_init();
            add_binary_tile(v11, v16, v11);
            add_binary_tile(v15, v10, v15);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v11, get_compile_time_arg_val(7), v57);
            pack_tile<true>(v15, get_compile_time_arg_val(7), v61);
            tile_regs_release();
          }
        }
        cb_ctarg_7.push_back(v5);
        cb_ctarg_2.pop_front(v5);
        cb_ctarg_1.pop_front(v5);
        cb_ctarg_7.wait_front(v5);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v6, v2, v1);
        for (size_t j62 = v11; j62 < v8; j62 += v16) {
          tile_regs_acquire();
          size_t v63 = 3;
          size_t v64 = j62 * v63;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v6, v2, v1);
          for (size_t k65 = v11; k65 < v10; k65 += v16) {
            size_t v66 = k65 + v64;
            size_t v67 = 4;
            size_t v68 = k65 * v67;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v66, v68, v11, v3, v6, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v69 = 4;
          size_t v70 = j62 * v69;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v70);
          size_t v71 = 4;
          size_t v72 = j62 * v71;
          size_t v73 = v72 + v16;
          pack_tile<true>(v16, get_compile_time_arg_val(8), v73);
          size_t v74 = 4;
          size_t v75 = j62 * v74;
          size_t v76 = v75 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(8), v76);
          size_t v77 = 4;
          size_t v78 = j62 * v77;
          size_t v79 = v78 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v79);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v4);
        cb_ctarg_7.pop_front(v5);
      }
      cb_ctarg_6.pop_front(v5);
      cb_ctarg_5.pop_front(v5);
    }
    cb_ctarg_0.pop_front(v7);
  }
  return;
}

