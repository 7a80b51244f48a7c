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
  size_t v4 = 6;
  size_t v5 = 4;
  size_t v6 = 3;
  int32_t v7 = 22;
  int32_t v8 = 14;
  int32_t v9 = 2;
  int32_t v10 = 77;
  size_t v11 = 7;
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
    cb_ctarg_0.wait_front(v10);
    for (size_t i30 = v12; i30 < v14; i30 += v18) {
      size_t v31 = i30 * v13;
      size_t v32 = v22 + v31;
      ptrdiff_t v33 = (ptrdiff_t) v32;
      ptrdiff_t v34 = (ptrdiff_t) v15;
      bool v35 = v33 < v34;
      if (v35) {
        cb_ctarg_3.wait_front(v9);
        cb_ctarg_5.reserve_back(v8);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j36 = v12; j36 < v17; j36 += v18) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v6);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v5);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j36, v4);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(5), j36);
          size_t v37 = 2;
          size_t v38 = 2;
          size_t v39 = v38 + j36;
          pack_tile<true>(v18, get_compile_time_arg_val(5), v39);
          size_t v40 = 2;
          size_t v41 = 4;
          size_t v42 = v41 + j36;
          pack_tile<true>(v17, get_compile_time_arg_val(5), v42);
          size_t v43 = 2;
          size_t v44 = 6;
          size_t v45 = v44 + j36;
          pack_tile<true>(v6, get_compile_time_arg_val(5), v45);
          size_t v46 = 2;
          size_t v47 = 8;
          size_t v48 = v47 + j36;
          pack_tile<true>(v5, get_compile_time_arg_val(5), v48);
          size_t v49 = 2;
          size_t v50 = 10;
          size_t v51 = v50 + j36;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v51);
          size_t v52 = 2;
          size_t v53 = 12;
          size_t v54 = v53 + j36;
          pack_tile<true>(v4, get_compile_time_arg_val(5), v54);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v8);
        cb_ctarg_3.pop_front(v9);
        cb_ctarg_4.wait_front(v9);
        cb_ctarg_6.reserve_back(v8);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j55 = v12; j55 < v17; j55 += v18) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j55, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j55, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j55, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j55, v6);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j55, v5);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j55, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j55, v4);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(6), j55);
          size_t v56 = 2;
          size_t v57 = 2;
          size_t v58 = v57 + j55;
          pack_tile<true>(v18, get_compile_time_arg_val(6), v58);
          size_t v59 = 2;
          size_t v60 = 4;
          size_t v61 = v60 + j55;
          pack_tile<true>(v17, get_compile_time_arg_val(6), v61);
          size_t v62 = 2;
          size_t v63 = 6;
          size_t v64 = v63 + j55;
          pack_tile<true>(v6, get_compile_time_arg_val(6), v64);
          size_t v65 = 2;
          size_t v66 = 8;
          size_t v67 = v66 + j55;
          pack_tile<true>(v5, get_compile_time_arg_val(6), v67);
          size_t v68 = 2;
          size_t v69 = 10;
          size_t v70 = v69 + j55;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v70);
          size_t v71 = 2;
          size_t v72 = 12;
          size_t v73 = v72 + j55;
          pack_tile<true>(v4, get_compile_time_arg_val(6), v73);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v8);
        cb_ctarg_4.pop_front(v9);
        cb_ctarg_5.wait_front(v8);
        cb_ctarg_6.wait_front(v8);
        for (size_t j74 = v12; j74 < v17; j74 += v18) {
          cb_ctarg_1.wait_front(v8);
          cb_ctarg_2.wait_front(v8);
          cb_ctarg_7.reserve_back(v8);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k75 = v12; k75 < v11; k75 += v18) {
            tile_regs_acquire();
            size_t v76 = 2;
            size_t v77 = k75 * v76;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v77, v77, v12);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v77, v77, v18);
            size_t v78 = 2;
            size_t v79 = k75 * v78;
            size_t v80 = v79 + v18;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v80, v80, v17);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v80, v80, v6);
            add_binary_tile_init();
            add_binary_tile(v12, v18, v12);
            add_binary_tile(v17, v6, v17);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v12, get_compile_time_arg_val(7), v77);
            pack_tile<true>(v17, get_compile_time_arg_val(7), v80);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v8);
          cb_ctarg_2.pop_front(v8);
          cb_ctarg_1.pop_front(v8);
          cb_ctarg_7.wait_front(v8);
          cb_ctarg_8.reserve_back(v7);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v9, v2, v1);
          for (size_t k81 = v12; k81 < v16; k81 += v18) {
            tile_regs_acquire();
            size_t v82 = 7;
            size_t v83 = k81 * v82;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v9, v2, v1);
            for (size_t l84 = v12; l84 < v11; l84 += v18) {
              size_t v85 = l84 + v83;
              size_t v86 = 2;
              size_t v87 = l84 * v86;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v85, v87, v12, v3, v9, v2, v1);
            }
            tile_regs_commit();
            tile_regs_wait();
            size_t v88 = 2;
            size_t v89 = k81 * v88;
            pack_tile<true>(v12, get_compile_time_arg_val(8), v89);
            size_t v90 = 2;
            size_t v91 = k81 * v90;
            size_t v92 = v91 + v18;
            pack_tile<true>(v18, get_compile_time_arg_val(8), v92);
            tile_regs_release();
          }
          cb_ctarg_8.push_back(v7);
          cb_ctarg_7.pop_front(v8);
        }
        cb_ctarg_6.pop_front(v8);
        cb_ctarg_5.pop_front(v8);
      }
    }
    cb_ctarg_0.pop_front(v10);
  }
  return;
}

