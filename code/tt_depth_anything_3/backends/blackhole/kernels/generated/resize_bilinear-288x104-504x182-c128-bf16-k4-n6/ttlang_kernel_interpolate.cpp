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
  int32_t v2 = 0;
  int32_t v3 = 16;
  int32_t v4 = 4;
  int32_t v5 = 24;
  size_t v6 = 7;
  size_t v7 = 3;
  size_t v8 = 6;
  size_t v9 = 2;
  size_t v10 = 4;
  size_t v11 = 0;
  size_t v12 = 110;
  size_t v13 = 5;
  size_t v14 = 504;
  size_t v15 = 11;
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
  size_t v19 = v18 * v15;
  size_t v20 = v19 + v17;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v12;
  bool v23 = v21 < v22;
  ptrdiff_t v24 = (ptrdiff_t) v20;
  ptrdiff_t v25 = (ptrdiff_t) v14;
  bool v26 = v24 < v25;
  bool v27 = v23 & v26;
  if (v27) {
    cb_ctarg_0.wait_front(v5);
    for (size_t i28 = v11; i28 < v13; i28 += v16) {
      size_t v29 = i28 * v12;
      size_t v30 = v20 + v29;
      ptrdiff_t v31 = (ptrdiff_t) v30;
      ptrdiff_t v32 = (ptrdiff_t) v14;
      bool v33 = v31 < v32;
      if (v33) {
        cb_ctarg_3.wait_front(v4);
        cb_ctarg_5.reserve_back(v3);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j34 = v11; j34 < v10; j34 += v9) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v7, v7);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v7, v6);
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
          size_t v42 = v41 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(5), v42);
          size_t v43 = 4;
          size_t v44 = j34 * v43;
          size_t v45 = v44 + v7;
          pack_tile<true>(v7, get_compile_time_arg_val(5), v45);
          size_t v46 = j34 + v16;
          size_t v47 = 4;
          size_t v48 = v46 * v47;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v48);
          size_t v49 = 4;
          size_t v50 = v46 * v49;
          size_t v51 = v50 + v16;
          pack_tile<true>(v13, get_compile_time_arg_val(5), v51);
          size_t v52 = 4;
          size_t v53 = v46 * v52;
          size_t v54 = v53 + v9;
          pack_tile<true>(v8, get_compile_time_arg_val(5), v54);
          size_t v55 = 4;
          size_t v56 = v46 * v55;
          size_t v57 = v56 + v7;
          pack_tile<true>(v6, get_compile_time_arg_val(5), v57);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v3);
        cb_ctarg_3.pop_front(v4);
        cb_ctarg_4.wait_front(v4);
        cb_ctarg_6.reserve_back(v3);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j58 = v11; j58 < v10; j58 += v9) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v7, v7);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v7, v6);
          tile_regs_commit();
          tile_regs_wait();
          size_t v59 = 4;
          size_t v60 = j58 * v59;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v60);
          size_t v61 = 4;
          size_t v62 = j58 * v61;
          size_t v63 = v62 + v16;
          pack_tile<true>(v16, get_compile_time_arg_val(6), v63);
          size_t v64 = 4;
          size_t v65 = j58 * v64;
          size_t v66 = v65 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(6), v66);
          size_t v67 = 4;
          size_t v68 = j58 * v67;
          size_t v69 = v68 + v7;
          pack_tile<true>(v7, get_compile_time_arg_val(6), v69);
          size_t v70 = j58 + v16;
          size_t v71 = 4;
          size_t v72 = v70 * v71;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v72);
          size_t v73 = 4;
          size_t v74 = v70 * v73;
          size_t v75 = v74 + v16;
          pack_tile<true>(v13, get_compile_time_arg_val(6), v75);
          size_t v76 = 4;
          size_t v77 = v70 * v76;
          size_t v78 = v77 + v9;
          pack_tile<true>(v8, get_compile_time_arg_val(6), v78);
          size_t v79 = 4;
          size_t v80 = v70 * v79;
          size_t v81 = v80 + v7;
          pack_tile<true>(v6, get_compile_time_arg_val(6), v81);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v3);
        cb_ctarg_4.pop_front(v4);
        cb_ctarg_5.wait_front(v3);
        cb_ctarg_6.wait_front(v3);
        cb_ctarg_1.wait_front(v3);
        cb_ctarg_2.wait_front(v3);
        cb_ctarg_7.reserve_back(v3);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j82 = v11; j82 < v10; j82 += v16) {
          tile_regs_acquire();
          size_t v83 = 4;
          size_t v84 = j82 * v83;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v84, v84, v11);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v84, v84, v16);
          size_t v85 = 4;
          size_t v86 = j82 * v85;
          size_t v87 = v86 + v16;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v87, v87, v9);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v87, v87, v7);
          size_t v88 = 4;
          size_t v89 = j82 * v88;
          size_t v90 = v89 + v9;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v90, v90, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v90, v90, v13);
          size_t v91 = 4;
          size_t v92 = j82 * v91;
          size_t v93 = v92 + v7;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v93, v93, v8);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v93, v93, v6);
          add_binary_tile_init();
          add_binary_tile(v11, v16, v11);
          add_binary_tile(v9, v7, v9);
          add_binary_tile(v10, v13, v10);
          add_binary_tile(v8, v6, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v11, get_compile_time_arg_val(7), v84);
          pack_tile<true>(v9, get_compile_time_arg_val(7), v87);
          pack_tile<true>(v10, get_compile_time_arg_val(7), v90);
          pack_tile<true>(v8, get_compile_time_arg_val(7), v93);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v3);
        cb_ctarg_2.pop_front(v3);
        cb_ctarg_1.pop_front(v3);
        cb_ctarg_7.wait_front(v3);
        cb_ctarg_8.reserve_back(v5);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v4, v1, v4);
        for (size_t j94 = v11; j94 < v8; j94 += v9) {
          tile_regs_acquire();
          size_t v95 = 4;
          size_t v96 = j94 * v95;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v4, v1, v4);
          for (size_t k97 = v11; k97 < v10; k97 += v16) {
            size_t v98 = k97 + v96;
            size_t v99 = 4;
            size_t v100 = k97 * v99;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v98, v100, v11, v2, v4, v1, v4);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v11, get_compile_time_arg_val(8), v96);
          size_t v101 = 4;
          size_t v102 = j94 * v101;
          size_t v103 = v102 + v16;
          pack_tile<true>(v16, get_compile_time_arg_val(8), v103);
          size_t v104 = 4;
          size_t v105 = j94 * v104;
          size_t v106 = v105 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v106);
          size_t v107 = 4;
          size_t v108 = j94 * v107;
          size_t v109 = v108 + v7;
          pack_tile<true>(v7, get_compile_time_arg_val(8), v109);
          size_t v110 = j94 + v16;
          size_t v111 = 4;
          size_t v112 = v110 * v111;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v112);
          size_t v113 = 4;
          size_t v114 = v110 * v113;
          size_t v115 = v114 + v16;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v115);
          size_t v116 = 4;
          size_t v117 = v110 * v116;
          size_t v118 = v117 + v9;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v118);
          size_t v119 = 4;
          size_t v120 = v110 * v119;
          size_t v121 = v120 + v7;
          pack_tile<true>(v6, get_compile_time_arg_val(8), v121);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v5);
        cb_ctarg_7.pop_front(v3);
        cb_ctarg_6.pop_front(v3);
        cb_ctarg_5.pop_front(v3);
      }
    }
    cb_ctarg_0.pop_front(v5);
  }
  return;
}

