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
  int32_t v1 = 7;
  int32_t v2 = 1;
  int32_t v3 = 0;
  size_t v4 = 7;
  int32_t v5 = 16;
  int32_t v6 = 4;
  int32_t v7 = 28;
  size_t v8 = 6;
  size_t v9 = 5;
  size_t v10 = 2;
  size_t v11 = 4;
  size_t v12 = 0;
  size_t v13 = 110;
  size_t v14 = 3;
  size_t v15 = 280;
  size_t v16 = 11;
  size_t v17 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v18 = get_absolute_logical_x();
  size_t v19 = get_absolute_logical_y();
  size_t v20 = v19 * v16;
  size_t v21 = v20 + v18;
  ptrdiff_t v22 = (ptrdiff_t) v21;
  ptrdiff_t v23 = (ptrdiff_t) v13;
  bool v24 = v22 < v23;
  ptrdiff_t v25 = (ptrdiff_t) v21;
  ptrdiff_t v26 = (ptrdiff_t) v15;
  bool v27 = v25 < v26;
  bool v28 = v24 & v27;
  if (v28) {
    cb_ctarg_0.wait_front(v7);
    for (size_t i29 = v12; i29 < v14; i29 += v17) {
      size_t v30 = i29 * v13;
      size_t v31 = v21 + v30;
      ptrdiff_t v32 = (ptrdiff_t) v31;
      ptrdiff_t v33 = (ptrdiff_t) v15;
      bool v34 = v32 < v33;
      if (v34) {
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j35 = v12; j35 < v11; j35 += v10) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v17, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v17, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v4);
          tile_regs_commit();
          tile_regs_wait();
          size_t v36 = 4;
          size_t v37 = j35 * v36;
          pack_tile<true>(v12, get_compile_time_arg_val(5), v37);
          size_t v38 = 4;
          size_t v39 = j35 * v38;
          size_t v40 = v39 + v17;
          pack_tile<true>(v17, get_compile_time_arg_val(5), v40);
          size_t v41 = 4;
          size_t v42 = j35 * v41;
          size_t v43 = v42 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v43);
          size_t v44 = 4;
          size_t v45 = j35 * v44;
          size_t v46 = v45 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v46);
          size_t v47 = j35 + v17;
          size_t v48 = 4;
          size_t v49 = v47 * v48;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v49);
          size_t v50 = 4;
          size_t v51 = v47 * v50;
          size_t v52 = v51 + v17;
          pack_tile<true>(v9, get_compile_time_arg_val(5), v52);
          size_t v53 = 4;
          size_t v54 = v47 * v53;
          size_t v55 = v54 + v10;
          pack_tile<true>(v8, get_compile_time_arg_val(5), v55);
          size_t v56 = 4;
          size_t v57 = v47 * v56;
          size_t v58 = v57 + v14;
          pack_tile<true>(v4, get_compile_time_arg_val(5), v58);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_4.wait_front(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j59 = v12; j59 < v11; j59 += v10) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v17, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v17, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v4);
          tile_regs_commit();
          tile_regs_wait();
          size_t v60 = 4;
          size_t v61 = j59 * v60;
          pack_tile<true>(v12, get_compile_time_arg_val(6), v61);
          size_t v62 = 4;
          size_t v63 = j59 * v62;
          size_t v64 = v63 + v17;
          pack_tile<true>(v17, get_compile_time_arg_val(6), v64);
          size_t v65 = 4;
          size_t v66 = j59 * v65;
          size_t v67 = v66 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v67);
          size_t v68 = 4;
          size_t v69 = j59 * v68;
          size_t v70 = v69 + v14;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v70);
          size_t v71 = j59 + v17;
          size_t v72 = 4;
          size_t v73 = v71 * v72;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v73);
          size_t v74 = 4;
          size_t v75 = v71 * v74;
          size_t v76 = v75 + v17;
          pack_tile<true>(v9, get_compile_time_arg_val(6), v76);
          size_t v77 = 4;
          size_t v78 = v71 * v77;
          size_t v79 = v78 + v10;
          pack_tile<true>(v8, get_compile_time_arg_val(6), v79);
          size_t v80 = 4;
          size_t v81 = v71 * v80;
          size_t v82 = v81 + v14;
          pack_tile<true>(v4, get_compile_time_arg_val(6), v82);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v5);
        cb_ctarg_4.pop_front(v6);
        cb_ctarg_5.wait_front(v5);
        cb_ctarg_6.wait_front(v5);
        cb_ctarg_1.wait_front(v5);
        cb_ctarg_2.wait_front(v5);
        cb_ctarg_7.reserve_back(v5);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j83 = v12; j83 < v11; j83 += v17) {
          tile_regs_acquire();
          size_t v84 = 4;
          size_t v85 = j83 * v84;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v85, v85, v12);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v85, v85, v17);
          size_t v86 = 4;
          size_t v87 = j83 * v86;
          size_t v88 = v87 + v17;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v88, v88, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v88, v88, v14);
          size_t v89 = 4;
          size_t v90 = j83 * v89;
          size_t v91 = v90 + v10;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v91, v91, v11);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v91, v91, v9);
          size_t v92 = 4;
          size_t v93 = j83 * v92;
          size_t v94 = v93 + v14;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v94, v94, v8);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v94, v94, v4);
          add_binary_tile_init();
          add_binary_tile(v12, v17, v12);
          add_binary_tile(v10, v14, v10);
          add_binary_tile(v11, v9, v11);
          add_binary_tile(v8, v4, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(7), v85);
          pack_tile<true>(v10, get_compile_time_arg_val(7), v88);
          pack_tile<true>(v11, get_compile_time_arg_val(7), v91);
          pack_tile<true>(v8, get_compile_time_arg_val(7), v94);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v5);
        cb_ctarg_2.pop_front(v5);
        cb_ctarg_1.pop_front(v5);
        cb_ctarg_7.wait_front(v5);
        cb_ctarg_8.reserve_back(v7);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v2, v1, v6);
        for (size_t j95 = v12; j95 < v11; j95 += v17) {
          tile_regs_acquire();
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v2, v1, v6);
          for (size_t k96 = v12; k96 < v11; k96 += v17) {
            size_t v97 = 4;
            size_t v98 = k96 * v97;
            size_t v99 = v98 + j95;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), k96, v99, v12, v3, v2, v1, v6);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(8), j95);
          size_t v100 = 4;
          size_t v101 = 4;
          size_t v102 = v101 + j95;
          pack_tile<true>(v17, get_compile_time_arg_val(8), v102);
          size_t v103 = 4;
          size_t v104 = 8;
          size_t v105 = v104 + j95;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v105);
          size_t v106 = 4;
          size_t v107 = 12;
          size_t v108 = v107 + j95;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v108);
          size_t v109 = 4;
          size_t v110 = 16;
          size_t v111 = v110 + j95;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v111);
          size_t v112 = 4;
          size_t v113 = 20;
          size_t v114 = v113 + j95;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v114);
          size_t v115 = 4;
          size_t v116 = 24;
          size_t v117 = v116 + j95;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v117);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v7);
        cb_ctarg_7.pop_front(v5);
        cb_ctarg_6.pop_front(v5);
        cb_ctarg_5.pop_front(v5);
      }
    }
    cb_ctarg_0.pop_front(v7);
  }
  return;
}

