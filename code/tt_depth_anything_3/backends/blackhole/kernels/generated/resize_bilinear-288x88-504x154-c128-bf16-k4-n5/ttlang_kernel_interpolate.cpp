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
  int32_t v2 = 5;
  int32_t v3 = 1;
  int32_t v4 = 0;
  size_t v5 = 7;
  size_t v6 = 6;
  int32_t v7 = 20;
  int32_t v8 = 12;
  int32_t v9 = 4;
  int32_t v10 = 15;
  size_t v11 = 3;
  size_t v12 = 2;
  size_t v13 = 4;
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
        for (size_t j37 = v14; j37 < v13; j37 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v14);
          size_t v38 = j37 + v19;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v38, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v38, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v38, v16);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(5), j37);
          pack_tile<true>(v19, get_compile_time_arg_val(5), v38);
          size_t v39 = 4;
          size_t v40 = 4;
          size_t v41 = v40 + j37;
          pack_tile<true>(v12, get_compile_time_arg_val(5), v41);
          size_t v42 = 4;
          size_t v43 = 4;
          size_t v44 = v43 + v38;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v44);
          size_t v45 = 4;
          size_t v46 = 8;
          size_t v47 = v46 + j37;
          pack_tile<true>(v13, get_compile_time_arg_val(5), v47);
          size_t v48 = 4;
          size_t v49 = 8;
          size_t v50 = v49 + v38;
          pack_tile<true>(v16, get_compile_time_arg_val(5), v50);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v8);
        cb_ctarg_3.pop_front(v9);
        cb_ctarg_4.wait_front(v9);
        cb_ctarg_6.reserve_back(v8);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j51 = v14; j51 < v13; j51 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j51, v14);
          size_t v52 = j51 + v19;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v52, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j51, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v52, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j51, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v52, v16);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(6), j51);
          pack_tile<true>(v19, get_compile_time_arg_val(6), v52);
          size_t v53 = 4;
          size_t v54 = 4;
          size_t v55 = v54 + j51;
          pack_tile<true>(v12, get_compile_time_arg_val(6), v55);
          size_t v56 = 4;
          size_t v57 = 4;
          size_t v58 = v57 + v52;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v58);
          size_t v59 = 4;
          size_t v60 = 8;
          size_t v61 = v60 + j51;
          pack_tile<true>(v13, get_compile_time_arg_val(6), v61);
          size_t v62 = 4;
          size_t v63 = 8;
          size_t v64 = v63 + v52;
          pack_tile<true>(v16, get_compile_time_arg_val(6), v64);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v8);
        cb_ctarg_4.pop_front(v9);
        cb_ctarg_5.wait_front(v8);
        cb_ctarg_6.wait_front(v8);
        cb_ctarg_1.wait_front(v8);
        cb_ctarg_2.wait_front(v8);
        cb_ctarg_7.reserve_back(v8);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j65 = v14; j65 < v11; j65 += v19) {
          tile_regs_acquire();
          size_t v66 = 4;
          size_t v67 = j65 * v66;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v67, v67, v14);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v67, v67, v19);
          size_t v68 = 4;
          size_t v69 = j65 * v68;
          size_t v70 = v69 + v19;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v70, v70, v12);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v70, v70, v11);
          size_t v71 = 4;
          size_t v72 = j65 * v71;
          size_t v73 = v72 + v12;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v73, v73, v13);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v73, v73, v16);
          size_t v74 = 4;
          size_t v75 = j65 * v74;
          size_t v76 = v75 + v11;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v76, v76, v6);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v76, v76, v5);
          add_binary_tile_init();
          add_binary_tile(v14, v19, v14);
          add_binary_tile(v12, v11, v12);
          add_binary_tile(v13, v16, v13);
          add_binary_tile(v6, v5, v6);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(7), v67);
          pack_tile<true>(v12, get_compile_time_arg_val(7), v70);
          pack_tile<true>(v13, get_compile_time_arg_val(7), v73);
          pack_tile<true>(v6, get_compile_time_arg_val(7), v76);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v8);
        cb_ctarg_2.pop_front(v8);
        cb_ctarg_1.pop_front(v8);
        cb_ctarg_7.wait_front(v8);
        cb_ctarg_8.reserve_back(v7);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v4, v3, v2, v1);
        for (size_t j77 = v14; j77 < v13; j77 += v19) {
          tile_regs_acquire();
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v4, v3, v2, v1);
          for (size_t k78 = v14; k78 < v11; k78 += v19) {
            size_t v79 = 4;
            size_t v80 = k78 * v79;
            size_t v81 = v80 + j77;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), k78, v81, v14, v4, v3, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(8), j77);
          size_t v82 = 4;
          size_t v83 = 4;
          size_t v84 = v83 + j77;
          pack_tile<true>(v19, get_compile_time_arg_val(8), v84);
          size_t v85 = 4;
          size_t v86 = 8;
          size_t v87 = v86 + j77;
          pack_tile<true>(v12, get_compile_time_arg_val(8), v87);
          size_t v88 = 4;
          size_t v89 = 12;
          size_t v90 = v89 + j77;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v90);
          size_t v91 = 4;
          size_t v92 = 16;
          size_t v93 = v92 + j77;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v93);
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

