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
  int32_t v2 = 2;
  int32_t v3 = 0;
  int32_t v4 = 24;
  int32_t v5 = 12;
  int32_t v6 = 4;
  int32_t v7 = 18;
  size_t v8 = 7;
  size_t v9 = 6;
  size_t v10 = 3;
  size_t v11 = 2;
  size_t v12 = 4;
  size_t v13 = 0;
  size_t v14 = 110;
  size_t v15 = 5;
  size_t v16 = 532;
  size_t v17 = 11;
  size_t v18 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v19 = get_absolute_logical_x();
  size_t v20 = get_absolute_logical_y();
  size_t v21 = v20 * v17;
  size_t v22 = v21 + v19;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v14;
  bool v25 = v23 < v24;
  ptrdiff_t v26 = (ptrdiff_t) v22;
  ptrdiff_t v27 = (ptrdiff_t) v16;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.wait_front(v7);
    for (size_t i30 = v13; i30 < v15; i30 += v18) {
      size_t v31 = i30 * v14;
      size_t v32 = v22 + v31;
      ptrdiff_t v33 = (ptrdiff_t) v32;
      ptrdiff_t v34 = (ptrdiff_t) v16;
      bool v35 = v33 < v34;
      if (v35) {
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j36 = v13; j36 < v12; j36 += v11) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v13);
          size_t v37 = j36 + v18;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v37, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v37, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v37, v15);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v13, get_compile_time_arg_val(5), j36);
          pack_tile<true>(v18, get_compile_time_arg_val(5), v37);
          size_t v38 = 4;
          size_t v39 = 4;
          size_t v40 = v39 + j36;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v40);
          size_t v41 = 4;
          size_t v42 = 4;
          size_t v43 = v42 + v37;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v43);
          size_t v44 = 4;
          size_t v45 = 8;
          size_t v46 = v45 + j36;
          pack_tile<true>(v12, get_compile_time_arg_val(5), v46);
          size_t v47 = 4;
          size_t v48 = 8;
          size_t v49 = v48 + v37;
          pack_tile<true>(v15, get_compile_time_arg_val(5), v49);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_4.wait_front(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j50 = v13; j50 < v12; j50 += v11) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j50, v13);
          size_t v51 = j50 + v18;
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v51, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j50, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v51, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j50, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v51, v15);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v13, get_compile_time_arg_val(6), j50);
          pack_tile<true>(v18, get_compile_time_arg_val(6), v51);
          size_t v52 = 4;
          size_t v53 = 4;
          size_t v54 = v53 + j50;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v54);
          size_t v55 = 4;
          size_t v56 = 4;
          size_t v57 = v56 + v51;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v57);
          size_t v58 = 4;
          size_t v59 = 8;
          size_t v60 = v59 + j50;
          pack_tile<true>(v12, get_compile_time_arg_val(6), v60);
          size_t v61 = 4;
          size_t v62 = 8;
          size_t v63 = v62 + v51;
          pack_tile<true>(v15, get_compile_time_arg_val(6), v63);
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
        for (size_t j64 = v13; j64 < v10; j64 += v18) {
          tile_regs_acquire();
          size_t v65 = 4;
          size_t v66 = j64 * v65;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v66, v66, v13);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v66, v66, v18);
          size_t v67 = 4;
          size_t v68 = j64 * v67;
          size_t v69 = v68 + v18;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v69, v69, v11);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v69, v69, v10);
          size_t v70 = 4;
          size_t v71 = j64 * v70;
          size_t v72 = v71 + v11;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v72, v72, v12);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v72, v72, v15);
          size_t v73 = 4;
          size_t v74 = j64 * v73;
          size_t v75 = v74 + v10;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v75, v75, v9);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v75, v75, v8);
          add_binary_tile_init();
          add_binary_tile(v13, v18, v13);
          add_binary_tile(v11, v10, v11);
          add_binary_tile(v12, v15, v12);
          add_binary_tile(v9, v8, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v13, get_compile_time_arg_val(7), v66);
          pack_tile<true>(v11, get_compile_time_arg_val(7), v69);
          pack_tile<true>(v12, get_compile_time_arg_val(7), v72);
          pack_tile<true>(v9, get_compile_time_arg_val(7), v75);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v5);
        cb_ctarg_2.pop_front(v5);
        cb_ctarg_1.pop_front(v5);
        cb_ctarg_7.wait_front(v5);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v6, v2, v1);
        for (size_t j76 = v13; j76 < v9; j76 += v11) {
          tile_regs_acquire();
          size_t v77 = 3;
          size_t v78 = j76 * v77;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v6, v2, v1);
          for (size_t k79 = v13; k79 < v10; k79 += v18) {
            size_t v80 = k79 + v78;
            size_t v81 = 4;
            size_t v82 = k79 * v81;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v80, v82, v13, v3, v6, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v83 = 4;
          size_t v84 = j76 * v83;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v84);
          size_t v85 = 4;
          size_t v86 = j76 * v85;
          size_t v87 = v86 + v18;
          pack_tile<true>(v18, get_compile_time_arg_val(8), v87);
          size_t v88 = 4;
          size_t v89 = j76 * v88;
          size_t v90 = v89 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v90);
          size_t v91 = 4;
          size_t v92 = j76 * v91;
          size_t v93 = v92 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v93);
          size_t v94 = j76 + v18;
          size_t v95 = 4;
          size_t v96 = v94 * v95;
          pack_tile<true>(v12, get_compile_time_arg_val(8), v96);
          size_t v97 = 4;
          size_t v98 = v94 * v97;
          size_t v99 = v98 + v18;
          pack_tile<true>(v15, get_compile_time_arg_val(8), v99);
          size_t v100 = 4;
          size_t v101 = v94 * v100;
          size_t v102 = v101 + v11;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v102);
          size_t v103 = 4;
          size_t v104 = v94 * v103;
          size_t v105 = v104 + v10;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v105);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v4);
        cb_ctarg_7.pop_front(v5);
        cb_ctarg_6.pop_front(v5);
        cb_ctarg_5.pop_front(v5);
      }
    }
    cb_ctarg_0.pop_front(v7);
  }
  return;
}

