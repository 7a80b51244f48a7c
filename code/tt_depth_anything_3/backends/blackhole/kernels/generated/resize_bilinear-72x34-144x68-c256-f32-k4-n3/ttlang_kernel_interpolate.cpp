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
  int32_t v4 = 12;
  int32_t v5 = 8;
  int32_t v6 = 4;
  int32_t v7 = 6;
  size_t v8 = 3;
  size_t v9 = 4;
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 144;
  size_t v13 = 11;
  size_t v14 = 2;
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
    cb_ctarg_0.wait_front(v7);
    for (size_t i27 = v10; i27 < v14; i27 += v15) {
      size_t v28 = i27 * v11;
      size_t v29 = v19 + v28;
      ptrdiff_t v30 = (ptrdiff_t) v29;
      ptrdiff_t v31 = (ptrdiff_t) v12;
      bool v32 = v30 < v31;
      if (v32) {
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j33 = v10; j33 < v14; j33 += v15) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v8, v8);
          tile_regs_commit();
          tile_regs_wait();
          size_t v34 = 4;
          size_t v35 = j33 * v34;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v35);
          size_t v36 = 4;
          size_t v37 = j33 * v36;
          size_t v38 = v37 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(5), v38);
          size_t v39 = 4;
          size_t v40 = j33 * v39;
          size_t v41 = v40 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v41);
          size_t v42 = 4;
          size_t v43 = j33 * v42;
          size_t v44 = v43 + v8;
          pack_tile<true>(v8, get_compile_time_arg_val(5), v44);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_4.wait_front(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j45 = v10; j45 < v14; j45 += v15) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v8, v8);
          tile_regs_commit();
          tile_regs_wait();
          size_t v46 = 4;
          size_t v47 = j45 * v46;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v47);
          size_t v48 = 4;
          size_t v49 = j45 * v48;
          size_t v50 = v49 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(6), v50);
          size_t v51 = 4;
          size_t v52 = j45 * v51;
          size_t v53 = v52 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v53);
          size_t v54 = 4;
          size_t v55 = j45 * v54;
          size_t v56 = v55 + v8;
          pack_tile<true>(v8, get_compile_time_arg_val(6), v56);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v5);
        cb_ctarg_4.pop_front(v6);
        cb_ctarg_5.wait_front(v5);
        cb_ctarg_6.wait_front(v5);
        for (size_t j57 = v10; j57 < v14; j57 += v15) {
          cb_ctarg_1.wait_front(v5);
          cb_ctarg_2.wait_front(v5);
          cb_ctarg_7.reserve_back(v5);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k58 = v10; k58 < v14; k58 += v15) {
            for (size_t l59 = v10; l59 < v9; l59 += v14) {
              tile_regs_acquire();
              size_t v60 = 4;
              size_t v61 = k58 * v60;
              size_t v62 = v61 + l59;
              mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
              mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v62, v62, v10);
              mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
              mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v62, v62, v15);
              size_t v63 = l59 + v15;
              size_t v64 = 4;
              size_t v65 = k58 * v64;
              size_t v66 = v65 + v63;
              mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
              mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v66, v66, v14);
              mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
              mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v66, v66, v8);
              add_binary_tile_init();
              add_binary_tile(v10, v15, v10);
              add_binary_tile(v14, v8, v14);
              tile_regs_commit();
              tile_regs_wait();
              pack_tile<true>(v10, get_compile_time_arg_val(7), v62);
              pack_tile<true>(v14, get_compile_time_arg_val(7), v66);
              tile_regs_release();
            }
          }
          cb_ctarg_7.push_back(v5);
          cb_ctarg_2.pop_front(v5);
          cb_ctarg_1.pop_front(v5);
          cb_ctarg_7.wait_front(v5);
          cb_ctarg_8.reserve_back(v4);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v6, v2, v1);
          for (size_t k67 = v10; k67 < v8; k67 += v15) {
            tile_regs_acquire();
            size_t v68 = 2;
            size_t v69 = k67 * v68;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v6, v2, v1);
            for (size_t l70 = v10; l70 < v14; l70 += v15) {
              size_t v71 = l70 + v69;
              size_t v72 = 4;
              size_t v73 = l70 * v72;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v71, v73, v10, v3, v6, v2, v1);
            }
            tile_regs_commit();
            tile_regs_wait();
            size_t v74 = 4;
            size_t v75 = k67 * v74;
            pack_tile<true>(v10, get_compile_time_arg_val(8), v75);
            size_t v76 = 4;
            size_t v77 = k67 * v76;
            size_t v78 = v77 + v15;
            pack_tile<true>(v15, get_compile_time_arg_val(8), v78);
            size_t v79 = 4;
            size_t v80 = k67 * v79;
            size_t v81 = v80 + v14;
            pack_tile<true>(v14, get_compile_time_arg_val(8), v81);
            size_t v82 = 4;
            size_t v83 = k67 * v82;
            size_t v84 = v83 + v8;
            pack_tile<true>(v8, get_compile_time_arg_val(8), v84);
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

