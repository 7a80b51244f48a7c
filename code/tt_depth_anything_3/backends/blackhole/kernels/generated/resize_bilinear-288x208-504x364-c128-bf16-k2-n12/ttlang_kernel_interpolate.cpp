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
  int32_t v2 = 4;
  int32_t v3 = 0;
  int32_t v4 = 24;
  int32_t v5 = 14;
  int32_t v6 = 2;
  int32_t v7 = 84;
  size_t v8 = 6;
  size_t v9 = 3;
  size_t v10 = 4;
  size_t v11 = 12;
  size_t v12 = 7;
  size_t v13 = 0;
  size_t v14 = 110;
  size_t v15 = 5;
  size_t v16 = 504;
  size_t v17 = 11;
  size_t v18 = 2;
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
  size_t v22 = v21 * v17;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v14;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v16;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.wait_front(v7);
    for (size_t i31 = v13; i31 < v15; i31 += v19) {
      size_t v32 = i31 * v14;
      size_t v33 = v23 + v32;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v16;
      bool v36 = v34 < v35;
      if (v36) {
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j37 = v13; j37 < v18; j37 += v19) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v13, get_compile_time_arg_val(5), j37);
          size_t v38 = 2;
          size_t v39 = 2;
          size_t v40 = v39 + j37;
          pack_tile<true>(v19, get_compile_time_arg_val(5), v40);
          size_t v41 = 2;
          size_t v42 = 4;
          size_t v43 = v42 + j37;
          pack_tile<true>(v18, get_compile_time_arg_val(5), v43);
          size_t v44 = 2;
          size_t v45 = 6;
          size_t v46 = v45 + j37;
          pack_tile<true>(v9, get_compile_time_arg_val(5), v46);
          size_t v47 = 2;
          size_t v48 = 8;
          size_t v49 = v48 + j37;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v49);
          size_t v50 = 2;
          size_t v51 = 10;
          size_t v52 = v51 + j37;
          pack_tile<true>(v15, get_compile_time_arg_val(5), v52);
          size_t v53 = 2;
          size_t v54 = 12;
          size_t v55 = v54 + j37;
          pack_tile<true>(v8, get_compile_time_arg_val(5), v55);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_4.wait_front(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j56 = v13; j56 < v18; j56 += v19) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j56, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j56, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j56, v18);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j56, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j56, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j56, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j56, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v13, get_compile_time_arg_val(6), j56);
          size_t v57 = 2;
          size_t v58 = 2;
          size_t v59 = v58 + j56;
          pack_tile<true>(v19, get_compile_time_arg_val(6), v59);
          size_t v60 = 2;
          size_t v61 = 4;
          size_t v62 = v61 + j56;
          pack_tile<true>(v18, get_compile_time_arg_val(6), v62);
          size_t v63 = 2;
          size_t v64 = 6;
          size_t v65 = v64 + j56;
          pack_tile<true>(v9, get_compile_time_arg_val(6), v65);
          size_t v66 = 2;
          size_t v67 = 8;
          size_t v68 = v67 + j56;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v68);
          size_t v69 = 2;
          size_t v70 = 10;
          size_t v71 = v70 + j56;
          pack_tile<true>(v15, get_compile_time_arg_val(6), v71);
          size_t v72 = 2;
          size_t v73 = 12;
          size_t v74 = v73 + j56;
          pack_tile<true>(v8, get_compile_time_arg_val(6), v74);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v5);
        cb_ctarg_4.pop_front(v6);
        cb_ctarg_5.wait_front(v5);
        cb_ctarg_6.wait_front(v5);
        for (size_t j75 = v13; j75 < v18; j75 += v19) {
          cb_ctarg_1.wait_front(v5);
          cb_ctarg_2.wait_front(v5);
          cb_ctarg_7.reserve_back(v5);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k76 = v13; k76 < v12; k76 += v19) {
            tile_regs_acquire();
            size_t v77 = 2;
            size_t v78 = k76 * v77;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v78, v78, v13);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v78, v78, v19);
            size_t v79 = 2;
            size_t v80 = k76 * v79;
            size_t v81 = v80 + v19;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v81, v81, v18);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v81, v81, v9);
            add_binary_tile_init();
            add_binary_tile(v13, v19, v13);
            add_binary_tile(v18, v9, v18);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v13, get_compile_time_arg_val(7), v78);
            pack_tile<true>(v18, get_compile_time_arg_val(7), v81);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v5);
          cb_ctarg_2.pop_front(v5);
          cb_ctarg_1.pop_front(v5);
          cb_ctarg_7.wait_front(v5);
          cb_ctarg_8.reserve_back(v4);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v6, v2, v1);
          for (size_t k82 = v13; k82 < v11; k82 += v10) {
            tile_regs_acquire();
            size_t v83 = 7;
            size_t v84 = k82 * v83;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v6, v2, v1);
            for (size_t l85 = v13; l85 < v12; l85 += v19) {
              size_t v86 = l85 + v84;
              size_t v87 = 2;
              size_t v88 = l85 * v87;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v86, v88, v13, v3, v6, v2, v1);
            }
            tile_regs_commit();
            tile_regs_wait();
            size_t v89 = 2;
            size_t v90 = k82 * v89;
            pack_tile<true>(v13, get_compile_time_arg_val(8), v90);
            size_t v91 = 2;
            size_t v92 = k82 * v91;
            size_t v93 = v92 + v19;
            pack_tile<true>(v19, get_compile_time_arg_val(8), v93);
            size_t v94 = k82 + v19;
            size_t v95 = 2;
            size_t v96 = v94 * v95;
            pack_tile<true>(v18, get_compile_time_arg_val(8), v96);
            size_t v97 = 2;
            size_t v98 = v94 * v97;
            size_t v99 = v98 + v19;
            pack_tile<true>(v9, get_compile_time_arg_val(8), v99);
            size_t v100 = k82 + v18;
            size_t v101 = 2;
            size_t v102 = v100 * v101;
            pack_tile<true>(v10, get_compile_time_arg_val(8), v102);
            size_t v103 = 2;
            size_t v104 = v100 * v103;
            size_t v105 = v104 + v19;
            pack_tile<true>(v15, get_compile_time_arg_val(8), v105);
            size_t v106 = k82 + v9;
            size_t v107 = 2;
            size_t v108 = v106 * v107;
            pack_tile<true>(v8, get_compile_time_arg_val(8), v108);
            size_t v109 = 2;
            size_t v110 = v106 * v109;
            size_t v111 = v110 + v19;
            pack_tile<true>(v12, get_compile_time_arg_val(8), v111);
            tile_regs_release();
          }
          cb_ctarg_8.push_back(v4);
          cb_ctarg_7.pop_front(v5);
        }
        cb_ctarg_6.pop_front(v5);
        cb_ctarg_5.pop_front(v5);
      }
    }
    cb_ctarg_0.pop_front(v7);
  }
  return;
}

