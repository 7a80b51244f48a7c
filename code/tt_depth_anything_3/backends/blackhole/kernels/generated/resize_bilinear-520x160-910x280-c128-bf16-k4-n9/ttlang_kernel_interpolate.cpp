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
  size_t v13 = 5;
  size_t v14 = 4;
  size_t v15 = 0;
  size_t v16 = 110;
  size_t v17 = 9;
  size_t v18 = 910;
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
  ptrdiff_t v26 = (ptrdiff_t) v16;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v18;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v10);
    for (size_t i32 = v15; i32 < v17; i32 += v20) {
      size_t v33 = i32 * v16;
      size_t v34 = v24 + v33;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v18;
      bool v37 = v35 < v36;
      if (v37) {
        cb_ctarg_3.wait_front(v9);
        cb_ctarg_5.reserve_back(v8);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j38 = v15; j38 < v14; j38 += v20) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v14);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v15, get_compile_time_arg_val(5), j38);
          size_t v39 = 4;
          size_t v40 = 4;
          size_t v41 = v40 + j38;
          pack_tile<true>(v20, get_compile_time_arg_val(5), v41);
          size_t v42 = 4;
          size_t v43 = 8;
          size_t v44 = v43 + j38;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v44);
          size_t v45 = 4;
          size_t v46 = 12;
          size_t v47 = v46 + j38;
          pack_tile<true>(v12, get_compile_time_arg_val(5), v47);
          size_t v48 = 4;
          size_t v49 = 16;
          size_t v50 = v49 + j38;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v50);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v8);
        cb_ctarg_3.pop_front(v9);
        cb_ctarg_4.wait_front(v9);
        cb_ctarg_6.reserve_back(v8);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j51 = v15; j51 < v14; j51 += v20) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j51, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j51, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j51, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j51, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j51, v14);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v15, get_compile_time_arg_val(6), j51);
          size_t v52 = 4;
          size_t v53 = 4;
          size_t v54 = v53 + j51;
          pack_tile<true>(v20, get_compile_time_arg_val(6), v54);
          size_t v55 = 4;
          size_t v56 = 8;
          size_t v57 = v56 + j51;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v57);
          size_t v58 = 4;
          size_t v59 = 12;
          size_t v60 = v59 + j51;
          pack_tile<true>(v12, get_compile_time_arg_val(6), v60);
          size_t v61 = 4;
          size_t v62 = 16;
          size_t v63 = v62 + j51;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v63);
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
        for (size_t j64 = v15; j64 < v13; j64 += v20) {
          tile_regs_acquire();
          size_t v65 = 4;
          size_t v66 = j64 * v65;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v66, v66, v15);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v66, v66, v20);
          size_t v67 = 4;
          size_t v68 = j64 * v67;
          size_t v69 = v68 + v20;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v69, v69, v11);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v69, v69, v12);
          size_t v70 = 4;
          size_t v71 = j64 * v70;
          size_t v72 = v71 + v11;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v72, v72, v14);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v72, v72, v13);
          size_t v73 = 4;
          size_t v74 = j64 * v73;
          size_t v75 = v74 + v12;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v75, v75, v6);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v75, v75, v5);
          add_binary_tile_init();
          add_binary_tile(v15, v20, v15);
          add_binary_tile(v11, v12, v11);
          add_binary_tile(v14, v13, v14);
          add_binary_tile(v6, v5, v6);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v15, get_compile_time_arg_val(7), v66);
          pack_tile<true>(v11, get_compile_time_arg_val(7), v69);
          pack_tile<true>(v14, get_compile_time_arg_val(7), v72);
          pack_tile<true>(v6, get_compile_time_arg_val(7), v75);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v8);
        cb_ctarg_2.pop_front(v8);
        cb_ctarg_1.pop_front(v8);
        cb_ctarg_7.wait_front(v8);
        cb_ctarg_8.reserve_back(v7);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v4, v3, v2, v1);
        for (size_t j76 = v15; j76 < v17; j76 += v12) {
          for (size_t k77 = v15; k77 < v14; k77 += v11) {
            tile_regs_acquire();
            size_t v78 = 5;
            size_t v79 = j76 * v78;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v4, v3, v2, v1);
            for (size_t l80 = v15; l80 < v13; l80 += v20) {
              size_t v81 = l80 + v79;
              size_t v82 = 4;
              size_t v83 = l80 * v82;
              size_t v84 = v83 + k77;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v81, v84, v15, v4, v3, v2, v1);
            }
            tile_regs_commit();
            tile_regs_wait();
            size_t v85 = 4;
            size_t v86 = j76 * v85;
            size_t v87 = v86 + k77;
            pack_tile<true>(v15, get_compile_time_arg_val(8), v87);
            size_t v88 = k77 + v20;
            size_t v89 = 4;
            size_t v90 = j76 * v89;
            size_t v91 = v90 + v88;
            pack_tile<true>(v20, get_compile_time_arg_val(8), v91);
            size_t v92 = j76 + v20;
            size_t v93 = 4;
            size_t v94 = v92 * v93;
            size_t v95 = v94 + k77;
            pack_tile<true>(v11, get_compile_time_arg_val(8), v95);
            size_t v96 = 4;
            size_t v97 = v92 * v96;
            size_t v98 = v97 + v88;
            pack_tile<true>(v12, get_compile_time_arg_val(8), v98);
            size_t v99 = j76 + v11;
            size_t v100 = 4;
            size_t v101 = v99 * v100;
            size_t v102 = v101 + k77;
            pack_tile<true>(v14, get_compile_time_arg_val(8), v102);
            size_t v103 = 4;
            size_t v104 = v99 * v103;
            size_t v105 = v104 + v88;
            pack_tile<true>(v13, get_compile_time_arg_val(8), v105);
            tile_regs_release();
          }
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

