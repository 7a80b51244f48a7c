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
  int32_t v1 = 6;
  int32_t v2 = 1;
  int32_t v3 = 0;
  size_t v4 = 7;
  size_t v5 = 4;
  int32_t v6 = 22;
  int32_t v7 = 12;
  int32_t v8 = 2;
  int32_t v9 = 66;
  size_t v10 = 3;
  size_t v11 = 6;
  size_t v12 = 0;
  size_t v13 = 110;
  size_t v14 = 5;
  size_t v15 = 504;
  size_t v16 = 11;
  size_t v17 = 2;
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
  size_t v21 = v20 * v16;
  size_t v22 = v21 + v19;
  ptrdiff_t v23 = (ptrdiff_t) v22;
  ptrdiff_t v24 = (ptrdiff_t) v13;
  bool v25 = v23 < v24;
  ptrdiff_t v26 = (ptrdiff_t) v22;
  ptrdiff_t v27 = (ptrdiff_t) v15;
  bool v28 = v26 < v27;
  bool v29 = v25 & v28;
  if (v29) {
    cb_ctarg_0.wait_front(v9);
    for (size_t i30 = v12; i30 < v14; i30 += v18) {
      size_t v31 = i30 * v13;
      size_t v32 = v22 + v31;
      ptrdiff_t v33 = (ptrdiff_t) v32;
      ptrdiff_t v34 = (ptrdiff_t) v15;
      bool v35 = v33 < v34;
      if (v35) {
        cb_ctarg_3.wait_front(v8);
        cb_ctarg_5.reserve_back(v7);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j36 = v12; j36 < v11; j36 += v10) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v18, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v18, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v5);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v18, v14);
          tile_regs_commit();
          tile_regs_wait();
          size_t v37 = 2;
          size_t v38 = j36 * v37;
          pack_tile<true>(v12, get_compile_time_arg_val(5), v38);
          size_t v39 = 2;
          size_t v40 = j36 * v39;
          size_t v41 = v40 + v18;
          pack_tile<true>(v18, get_compile_time_arg_val(5), v41);
          size_t v42 = j36 + v18;
          size_t v43 = 2;
          size_t v44 = v42 * v43;
          pack_tile<true>(v17, get_compile_time_arg_val(5), v44);
          size_t v45 = 2;
          size_t v46 = v42 * v45;
          size_t v47 = v46 + v18;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v47);
          size_t v48 = j36 + v17;
          size_t v49 = 2;
          size_t v50 = v48 * v49;
          pack_tile<true>(v5, get_compile_time_arg_val(5), v50);
          size_t v51 = 2;
          size_t v52 = v48 * v51;
          size_t v53 = v52 + v18;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v53);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v7);
        cb_ctarg_3.pop_front(v8);
        cb_ctarg_4.wait_front(v8);
        cb_ctarg_6.reserve_back(v7);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j54 = v12; j54 < v11; j54 += v10) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v18, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v18, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v5);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v18, v14);
          tile_regs_commit();
          tile_regs_wait();
          size_t v55 = 2;
          size_t v56 = j54 * v55;
          pack_tile<true>(v12, get_compile_time_arg_val(6), v56);
          size_t v57 = 2;
          size_t v58 = j54 * v57;
          size_t v59 = v58 + v18;
          pack_tile<true>(v18, get_compile_time_arg_val(6), v59);
          size_t v60 = j54 + v18;
          size_t v61 = 2;
          size_t v62 = v60 * v61;
          pack_tile<true>(v17, get_compile_time_arg_val(6), v62);
          size_t v63 = 2;
          size_t v64 = v60 * v63;
          size_t v65 = v64 + v18;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v65);
          size_t v66 = j54 + v17;
          size_t v67 = 2;
          size_t v68 = v66 * v67;
          pack_tile<true>(v5, get_compile_time_arg_val(6), v68);
          size_t v69 = 2;
          size_t v70 = v66 * v69;
          size_t v71 = v70 + v18;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v71);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v7);
        cb_ctarg_4.pop_front(v8);
        cb_ctarg_5.wait_front(v7);
        cb_ctarg_6.wait_front(v7);
        for (size_t j72 = v12; j72 < v17; j72 += v18) {
          cb_ctarg_1.wait_front(v7);
          cb_ctarg_2.wait_front(v7);
          cb_ctarg_7.reserve_back(v7);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k73 = v12; k73 < v11; k73 += v17) {
            tile_regs_acquire();
            size_t v74 = 2;
            size_t v75 = k73 * v74;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v75, v75, v12);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v75, v75, v18);
            size_t v76 = 2;
            size_t v77 = k73 * v76;
            size_t v78 = v77 + v18;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v78, v78, v17);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v78, v78, v10);
            size_t v79 = k73 + v18;
            size_t v80 = 2;
            size_t v81 = v79 * v80;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v81, v81, v5);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v81, v81, v14);
            size_t v82 = 2;
            size_t v83 = v79 * v82;
            size_t v84 = v83 + v18;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v84, v84, v11);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v84, v84, v4);
            add_binary_tile_init();
            add_binary_tile(v12, v18, v12);
            add_binary_tile(v17, v10, v17);
            add_binary_tile(v5, v14, v5);
            add_binary_tile(v11, v4, v11);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v12, get_compile_time_arg_val(7), v75);
            pack_tile<true>(v17, get_compile_time_arg_val(7), v78);
            pack_tile<true>(v5, get_compile_time_arg_val(7), v81);
            pack_tile<true>(v11, get_compile_time_arg_val(7), v84);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v7);
          cb_ctarg_2.pop_front(v7);
          cb_ctarg_1.pop_front(v7);
          cb_ctarg_7.wait_front(v7);
          cb_ctarg_8.reserve_back(v6);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v8, v2, v1);
          for (size_t k85 = v12; k85 < v16; k85 += v18) {
            tile_regs_acquire();
            size_t v86 = 6;
            size_t v87 = k85 * v86;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v8, v2, v1);
            for (size_t l88 = v12; l88 < v11; l88 += v18) {
              size_t v89 = l88 + v87;
              size_t v90 = 2;
              size_t v91 = l88 * v90;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v89, v91, v12, v3, v8, v2, v1);
            }
            tile_regs_commit();
            tile_regs_wait();
            size_t v92 = 2;
            size_t v93 = k85 * v92;
            pack_tile<true>(v12, get_compile_time_arg_val(8), v93);
            size_t v94 = 2;
            size_t v95 = k85 * v94;
            size_t v96 = v95 + v18;
            pack_tile<true>(v18, get_compile_time_arg_val(8), v96);
            tile_regs_release();
          }
          cb_ctarg_8.push_back(v6);
          cb_ctarg_7.pop_front(v7);
        }
        cb_ctarg_6.pop_front(v7);
        cb_ctarg_5.pop_front(v7);
      }
    }
    cb_ctarg_0.pop_front(v9);
  }
  return;
}

