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
  int32_t v1 = 5;
  int32_t v2 = 3;
  int32_t v3 = 2;
  int32_t v4 = 0;
  size_t v5 = 7;
  size_t v6 = 6;
  int32_t v7 = 36;
  int32_t v8 = 20;
  int32_t v9 = 4;
  int32_t v10 = 45;
  size_t v11 = 2;
  size_t v12 = 3;
  size_t v13 = 9;
  size_t v14 = 5;
  size_t v15 = 4;
  size_t v16 = 0;
  size_t v17 = 110;
  size_t v18 = 84;
  size_t v19 = 11;
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
  size_t v23 = v22 * v19;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v17;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v18;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v10);
    if (v30) {
      cb_ctarg_3.wait_front(v9);
      cb_ctarg_5.reserve_back(v8);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i32 = v16; i32 < v15; i32 += v20) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i32, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i32, v20);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i32, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i32, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), i32, v15);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v16, get_compile_time_arg_val(5), i32);
        size_t v33 = 4;
        size_t v34 = 4;
        size_t v35 = v34 + i32;
        pack_tile<true>(v20, get_compile_time_arg_val(5), v35);
        size_t v36 = 4;
        size_t v37 = 8;
        size_t v38 = v37 + i32;
        pack_tile<true>(v11, get_compile_time_arg_val(5), v38);
        size_t v39 = 4;
        size_t v40 = 12;
        size_t v41 = v40 + i32;
        pack_tile<true>(v12, get_compile_time_arg_val(5), v41);
        size_t v42 = 4;
        size_t v43 = 16;
        size_t v44 = v43 + i32;
        pack_tile<true>(v15, get_compile_time_arg_val(5), v44);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v8);
      cb_ctarg_3.pop_front(v9);
      cb_ctarg_4.wait_front(v9);
      cb_ctarg_6.reserve_back(v8);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i45 = v16; i45 < v15; i45 += v20) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i45, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i45, v20);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i45, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i45, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), i45, v15);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v16, get_compile_time_arg_val(6), i45);
        size_t v46 = 4;
        size_t v47 = 4;
        size_t v48 = v47 + i45;
        pack_tile<true>(v20, get_compile_time_arg_val(6), v48);
        size_t v49 = 4;
        size_t v50 = 8;
        size_t v51 = v50 + i45;
        pack_tile<true>(v11, get_compile_time_arg_val(6), v51);
        size_t v52 = 4;
        size_t v53 = 12;
        size_t v54 = v53 + i45;
        pack_tile<true>(v12, get_compile_time_arg_val(6), v54);
        size_t v55 = 4;
        size_t v56 = 16;
        size_t v57 = v56 + i45;
        pack_tile<true>(v15, get_compile_time_arg_val(6), v57);
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
      for (size_t i58 = v16; i58 < v14; i58 += v20) {
        tile_regs_acquire();
        size_t v59 = 4;
        size_t v60 = i58 * v59;
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v60, v60, v16);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v60, v60, v20);
        size_t v61 = 4;
        size_t v62 = i58 * v61;
        size_t v63 = v62 + v20;
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v63, v63, v11);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v63, v63, v12);
        size_t v64 = 4;
        size_t v65 = i58 * v64;
        size_t v66 = v65 + v11;
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v66, v66, v15);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v66, v66, v14);
        size_t v67 = 4;
        size_t v68 = i58 * v67;
        size_t v69 = v68 + v12;
        mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v69, v69, v6);
        mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
        mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v69, v69, v5);
        add_binary_tile_init();
        add_binary_tile(v16, v20, v16);
        add_binary_tile(v11, v12, v11);
        add_binary_tile(v15, v14, v15);
        add_binary_tile(v6, v5, v6);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v16, get_compile_time_arg_val(7), v60);
        pack_tile<true>(v11, get_compile_time_arg_val(7), v63);
        pack_tile<true>(v15, get_compile_time_arg_val(7), v66);
        pack_tile<true>(v6, get_compile_time_arg_val(7), v69);
        tile_regs_release();
      }
      cb_ctarg_7.push_back(v8);
      cb_ctarg_2.pop_front(v8);
      cb_ctarg_1.pop_front(v8);
      cb_ctarg_7.wait_front(v8);
      cb_ctarg_8.reserve_back(v7);
      mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v4, v3, v2, v1);
      for (size_t i70 = v16; i70 < v13; i70 += v12) {
        for (size_t j71 = v16; j71 < v15; j71 += v11) {
          tile_regs_acquire();
          size_t v72 = 5;
          size_t v73 = i70 * v72;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v4, v3, v2, v1);
          for (size_t k74 = v16; k74 < v14; k74 += v20) {
            size_t v75 = k74 + v73;
            size_t v76 = 4;
            size_t v77 = k74 * v76;
            size_t v78 = v77 + j71;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v75, v78, v16, v4, v3, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v79 = 4;
          size_t v80 = i70 * v79;
          size_t v81 = v80 + j71;
          pack_tile<true>(v16, get_compile_time_arg_val(8), v81);
          size_t v82 = j71 + v20;
          size_t v83 = 4;
          size_t v84 = i70 * v83;
          size_t v85 = v84 + v82;
          pack_tile<true>(v20, get_compile_time_arg_val(8), v85);
          size_t v86 = i70 + v20;
          size_t v87 = 4;
          size_t v88 = v86 * v87;
          size_t v89 = v88 + j71;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v89);
          size_t v90 = 4;
          size_t v91 = v86 * v90;
          size_t v92 = v91 + v82;
          pack_tile<true>(v12, get_compile_time_arg_val(8), v92);
          size_t v93 = i70 + v11;
          size_t v94 = 4;
          size_t v95 = v93 * v94;
          size_t v96 = v95 + j71;
          pack_tile<true>(v15, get_compile_time_arg_val(8), v96);
          size_t v97 = 4;
          size_t v98 = v93 * v97;
          size_t v99 = v98 + v82;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v99);
          tile_regs_release();
        }
      }
      cb_ctarg_8.push_back(v7);
      cb_ctarg_7.pop_front(v8);
      cb_ctarg_6.pop_front(v8);
      cb_ctarg_5.pop_front(v8);
    }
    cb_ctarg_0.pop_front(v10);
  }
  return;
}

