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
  size_t v12 = 14;
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
    if (v25) {
      cb_ctarg_3.wait_front(v6);
      cb_ctarg_5.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i27 = v10; i27 < v14; i27 += v15) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v8, v8);
        tile_regs_commit();
        tile_regs_wait();
        size_t v28 = 4;
        size_t v29 = i27 * v28;
        pack_tile<true>(v10, get_compile_time_arg_val(5), v29);
        size_t v30 = 4;
        size_t v31 = i27 * v30;
        size_t v32 = v31 + v15;
        pack_tile<true>(v15, get_compile_time_arg_val(5), v32);
        size_t v33 = 4;
        size_t v34 = i27 * v33;
        size_t v35 = v34 + v14;
        pack_tile<true>(v14, get_compile_time_arg_val(5), v35);
        size_t v36 = 4;
        size_t v37 = i27 * v36;
        size_t v38 = v37 + v8;
        pack_tile<true>(v8, get_compile_time_arg_val(5), v38);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v5);
      cb_ctarg_3.pop_front(v6);
      cb_ctarg_4.wait_front(v6);
      cb_ctarg_6.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i39 = v10; i39 < v14; i39 += v15) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v8, v8);
        tile_regs_commit();
        tile_regs_wait();
        size_t v40 = 4;
        size_t v41 = i39 * v40;
        pack_tile<true>(v10, get_compile_time_arg_val(6), v41);
        size_t v42 = 4;
        size_t v43 = i39 * v42;
        size_t v44 = v43 + v15;
        pack_tile<true>(v15, get_compile_time_arg_val(6), v44);
        size_t v45 = 4;
        size_t v46 = i39 * v45;
        size_t v47 = v46 + v14;
        pack_tile<true>(v14, get_compile_time_arg_val(6), v47);
        size_t v48 = 4;
        size_t v49 = i39 * v48;
        size_t v50 = v49 + v8;
        pack_tile<true>(v8, get_compile_time_arg_val(6), v50);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v5);
      cb_ctarg_4.pop_front(v6);
      cb_ctarg_5.wait_front(v5);
      cb_ctarg_6.wait_front(v5);
      for (size_t i51 = v10; i51 < v14; i51 += v15) {
        cb_ctarg_1.wait_front(v5);
        cb_ctarg_2.wait_front(v5);
        cb_ctarg_7.reserve_back(v5);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j52 = v10; j52 < v14; j52 += v15) {
          for (size_t k53 = v10; k53 < v9; k53 += v14) {
            tile_regs_acquire();
            size_t v54 = 4;
            size_t v55 = j52 * v54;
            size_t v56 = v55 + k53;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v56, v56, v10);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v56, v56, v15);
            size_t v57 = k53 + v15;
            size_t v58 = 4;
            size_t v59 = j52 * v58;
            size_t v60 = v59 + v57;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v60, v60, v14);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v60, v60, v8);
            add_binary_tile_init();
            add_binary_tile(v10, v15, v10);
            add_binary_tile(v14, v8, v14);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v10, get_compile_time_arg_val(7), v56);
            pack_tile<true>(v14, get_compile_time_arg_val(7), v60);
            tile_regs_release();
          }
        }
        cb_ctarg_7.push_back(v5);
        cb_ctarg_2.pop_front(v5);
        cb_ctarg_1.pop_front(v5);
        cb_ctarg_7.wait_front(v5);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v6, v2, v1);
        for (size_t j61 = v10; j61 < v8; j61 += v15) {
          tile_regs_acquire();
          size_t v62 = 2;
          size_t v63 = j61 * v62;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v6, v2, v1);
          for (size_t k64 = v10; k64 < v14; k64 += v15) {
            size_t v65 = k64 + v63;
            size_t v66 = 4;
            size_t v67 = k64 * v66;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v65, v67, v10, v3, v6, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v68 = 4;
          size_t v69 = j61 * v68;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v69);
          size_t v70 = 4;
          size_t v71 = j61 * v70;
          size_t v72 = v71 + v15;
          pack_tile<true>(v15, get_compile_time_arg_val(8), v72);
          size_t v73 = 4;
          size_t v74 = j61 * v73;
          size_t v75 = v74 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v75);
          size_t v76 = 4;
          size_t v77 = j61 * v76;
          size_t v78 = v77 + v8;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v78);
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

