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
  int32_t v1 = 8;
  int32_t v2 = 1;
  int32_t v3 = 0;
  size_t v4 = 7;
  size_t v5 = 6;
  size_t v6 = 5;
  size_t v7 = 3;
  int32_t v8 = 26;
  int32_t v9 = 16;
  int32_t v10 = 2;
  int32_t v11 = 104;
  size_t v12 = 13;
  size_t v13 = 4;
  size_t v14 = 8;
  size_t v15 = 0;
  size_t v16 = 110;
  size_t v17 = 14;
  size_t v18 = 11;
  size_t v19 = 2;
  size_t v20 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v21 = get_absolute_logical_x();
  size_t v22 = get_absolute_logical_y();
  size_t v23 = v22 * v18;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v16;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v17;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v11);
    if (v30) {
      cb_ctarg_3.wait_front(v10);
      cb_ctarg_5.reserve_back(v9);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i32 = v15; i32 < v14; i32 += v13) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v20);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v19);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v7);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v13);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v6);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v5);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v4);
        tile_regs_commit();
        tile_regs_wait();
        size_t v33 = 2;
        size_t v34 = i32 * v33;
        pack_tile<true>(v15, get_compile_time_arg_val(5), v34);
        size_t v35 = 2;
        size_t v36 = i32 * v35;
        size_t v37 = v36 + v20;
        pack_tile<true>(v20, get_compile_time_arg_val(5), v37);
        size_t v38 = i32 + v20;
        size_t v39 = 2;
        size_t v40 = v38 * v39;
        pack_tile<true>(v19, get_compile_time_arg_val(5), v40);
        size_t v41 = 2;
        size_t v42 = v38 * v41;
        size_t v43 = v42 + v20;
        pack_tile<true>(v7, get_compile_time_arg_val(5), v43);
        size_t v44 = i32 + v19;
        size_t v45 = 2;
        size_t v46 = v44 * v45;
        pack_tile<true>(v13, get_compile_time_arg_val(5), v46);
        size_t v47 = 2;
        size_t v48 = v44 * v47;
        size_t v49 = v48 + v20;
        pack_tile<true>(v6, get_compile_time_arg_val(5), v49);
        size_t v50 = i32 + v7;
        size_t v51 = 2;
        size_t v52 = v50 * v51;
        pack_tile<true>(v5, get_compile_time_arg_val(5), v52);
        size_t v53 = 2;
        size_t v54 = v50 * v53;
        size_t v55 = v54 + v20;
        pack_tile<true>(v4, get_compile_time_arg_val(5), v55);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v9);
      cb_ctarg_3.pop_front(v10);
      cb_ctarg_4.wait_front(v10);
      cb_ctarg_6.reserve_back(v9);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i56 = v15; i56 < v14; i56 += v13) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v15);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v20);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v19);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v7);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v13);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v6);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v5);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v4);
        tile_regs_commit();
        tile_regs_wait();
        size_t v57 = 2;
        size_t v58 = i56 * v57;
        pack_tile<true>(v15, get_compile_time_arg_val(6), v58);
        size_t v59 = 2;
        size_t v60 = i56 * v59;
        size_t v61 = v60 + v20;
        pack_tile<true>(v20, get_compile_time_arg_val(6), v61);
        size_t v62 = i56 + v20;
        size_t v63 = 2;
        size_t v64 = v62 * v63;
        pack_tile<true>(v19, get_compile_time_arg_val(6), v64);
        size_t v65 = 2;
        size_t v66 = v62 * v65;
        size_t v67 = v66 + v20;
        pack_tile<true>(v7, get_compile_time_arg_val(6), v67);
        size_t v68 = i56 + v19;
        size_t v69 = 2;
        size_t v70 = v68 * v69;
        pack_tile<true>(v13, get_compile_time_arg_val(6), v70);
        size_t v71 = 2;
        size_t v72 = v68 * v71;
        size_t v73 = v72 + v20;
        pack_tile<true>(v6, get_compile_time_arg_val(6), v73);
        size_t v74 = i56 + v7;
        size_t v75 = 2;
        size_t v76 = v74 * v75;
        pack_tile<true>(v5, get_compile_time_arg_val(6), v76);
        size_t v77 = 2;
        size_t v78 = v74 * v77;
        size_t v79 = v78 + v20;
        pack_tile<true>(v4, get_compile_time_arg_val(6), v79);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v9);
      cb_ctarg_4.pop_front(v10);
      cb_ctarg_5.wait_front(v9);
      cb_ctarg_6.wait_front(v9);
      for (size_t i80 = v15; i80 < v19; i80 += v20) {
        cb_ctarg_1.wait_front(v9);
        cb_ctarg_2.wait_front(v9);
        cb_ctarg_7.reserve_back(v9);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j81 = v15; j81 < v14; j81 += v19) {
          tile_regs_acquire();
          size_t v82 = 2;
          size_t v83 = j81 * v82;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v83, v83, v15);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v83, v83, v20);
          size_t v84 = 2;
          size_t v85 = j81 * v84;
          size_t v86 = v85 + v20;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v86, v86, v19);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v86, v86, v7);
          size_t v87 = j81 + v20;
          size_t v88 = 2;
          size_t v89 = v87 * v88;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v89, v89, v13);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v89, v89, v6);
          size_t v90 = 2;
          size_t v91 = v87 * v90;
          size_t v92 = v91 + v20;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v92, v92, v5);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v92, v92, v4);
          add_binary_tile_init();
          add_binary_tile(v15, v20, v15);
          add_binary_tile(v19, v7, v19);
          add_binary_tile(v13, v6, v13);
          add_binary_tile(v5, v4, v5);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v15, get_compile_time_arg_val(7), v83);
          pack_tile<true>(v19, get_compile_time_arg_val(7), v86);
          pack_tile<true>(v13, get_compile_time_arg_val(7), v89);
          pack_tile<true>(v5, get_compile_time_arg_val(7), v92);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v9);
        cb_ctarg_2.pop_front(v9);
        cb_ctarg_1.pop_front(v9);
        cb_ctarg_7.wait_front(v9);
        cb_ctarg_8.reserve_back(v8);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v10, v2, v1);
        for (size_t j93 = v15; j93 < v12; j93 += v20) {
          tile_regs_acquire();
          size_t v94 = 8;
          size_t v95 = j93 * v94;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v10, v2, v1);
          for (size_t k96 = v15; k96 < v14; k96 += v20) {
            size_t v97 = k96 + v95;
            size_t v98 = 2;
            size_t v99 = k96 * v98;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v97, v99, v15, v3, v10, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v100 = 2;
          size_t v101 = j93 * v100;
          pack_tile<true>(v15, get_compile_time_arg_val(8), v101);
          size_t v102 = 2;
          size_t v103 = j93 * v102;
          size_t v104 = v103 + v20;
          pack_tile<true>(v20, get_compile_time_arg_val(8), v104);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v8);
        cb_ctarg_7.pop_front(v9);
      }
      cb_ctarg_6.pop_front(v9);
      cb_ctarg_5.pop_front(v9);
    }
    cb_ctarg_0.pop_front(v11);
  }
  return;
}

