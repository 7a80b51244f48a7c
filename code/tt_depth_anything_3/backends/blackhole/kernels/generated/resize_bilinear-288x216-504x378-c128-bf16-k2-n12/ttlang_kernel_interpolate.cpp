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
  size_t v9 = 5;
  size_t v10 = 3;
  size_t v11 = 4;
  size_t v12 = 12;
  size_t v13 = 7;
  size_t v14 = 2;
  size_t v15 = 0;
  size_t v16 = 110;
  size_t v17 = 10;
  size_t v18 = 1008;
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
    cb_ctarg_0.wait_front(v7);
    for (size_t i32 = v15; i32 < v17; i32 += v20) {
      size_t v33 = i32 * v16;
      size_t v34 = v24 + v33;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v18;
      bool v37 = v35 < v36;
      if (v37) {
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j38 = v15; j38 < v14; j38 += v20) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j38, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v15, get_compile_time_arg_val(5), j38);
          size_t v39 = 2;
          size_t v40 = 2;
          size_t v41 = v40 + j38;
          pack_tile<true>(v20, get_compile_time_arg_val(5), v41);
          size_t v42 = 2;
          size_t v43 = 4;
          size_t v44 = v43 + j38;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v44);
          size_t v45 = 2;
          size_t v46 = 6;
          size_t v47 = v46 + j38;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v47);
          size_t v48 = 2;
          size_t v49 = 8;
          size_t v50 = v49 + j38;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v50);
          size_t v51 = 2;
          size_t v52 = 10;
          size_t v53 = v52 + j38;
          pack_tile<true>(v9, get_compile_time_arg_val(5), v53);
          size_t v54 = 2;
          size_t v55 = 12;
          size_t v56 = v55 + j38;
          pack_tile<true>(v8, get_compile_time_arg_val(5), v56);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_4.wait_front(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j57 = v15; j57 < v14; j57 += v20) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j57, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j57, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j57, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j57, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j57, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j57, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j57, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v15, get_compile_time_arg_val(6), j57);
          size_t v58 = 2;
          size_t v59 = 2;
          size_t v60 = v59 + j57;
          pack_tile<true>(v20, get_compile_time_arg_val(6), v60);
          size_t v61 = 2;
          size_t v62 = 4;
          size_t v63 = v62 + j57;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v63);
          size_t v64 = 2;
          size_t v65 = 6;
          size_t v66 = v65 + j57;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v66);
          size_t v67 = 2;
          size_t v68 = 8;
          size_t v69 = v68 + j57;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v69);
          size_t v70 = 2;
          size_t v71 = 10;
          size_t v72 = v71 + j57;
          pack_tile<true>(v9, get_compile_time_arg_val(6), v72);
          size_t v73 = 2;
          size_t v74 = 12;
          size_t v75 = v74 + j57;
          pack_tile<true>(v8, get_compile_time_arg_val(6), v75);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v5);
        cb_ctarg_4.pop_front(v6);
        cb_ctarg_1.wait_front(v5);
        cb_ctarg_2.wait_front(v5);
        cb_ctarg_5.wait_front(v5);
        cb_ctarg_6.wait_front(v5);
        cb_ctarg_7.reserve_back(v5);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j76 = v15; j76 < v13; j76 += v20) {
          tile_regs_acquire();
          size_t v77 = 2;
          size_t v78 = j76 * v77;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v78, v78, v15);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v78, v78, v20);
          size_t v79 = 2;
          size_t v80 = j76 * v79;
          size_t v81 = v80 + v20;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v81, v81, v14);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v81, v81, v10);
          add_binary_tile_init();
          add_binary_tile(v15, v20, v15);
          add_binary_tile(v14, v10, v14);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v15, get_compile_time_arg_val(7), v78);
          pack_tile<true>(v14, get_compile_time_arg_val(7), v81);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v5);
        cb_ctarg_6.pop_front(v5);
        cb_ctarg_5.pop_front(v5);
        cb_ctarg_2.pop_front(v5);
        cb_ctarg_1.pop_front(v5);
        cb_ctarg_7.wait_front(v5);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v6, v2, v1);
        for (size_t j82 = v15; j82 < v12; j82 += v11) {
          tile_regs_acquire();
          size_t v83 = 7;
          size_t v84 = j82 * v83;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v6, v2, v1);
          for (size_t k85 = v15; k85 < v13; k85 += v20) {
            size_t v86 = k85 + v84;
            size_t v87 = 2;
            size_t v88 = k85 * v87;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v86, v88, v15, v3, v6, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v89 = 2;
          size_t v90 = j82 * v89;
          pack_tile<true>(v15, get_compile_time_arg_val(8), v90);
          size_t v91 = 2;
          size_t v92 = j82 * v91;
          size_t v93 = v92 + v20;
          pack_tile<true>(v20, get_compile_time_arg_val(8), v93);
          size_t v94 = j82 + v20;
          size_t v95 = 2;
          size_t v96 = v94 * v95;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v96);
          size_t v97 = 2;
          size_t v98 = v94 * v97;
          size_t v99 = v98 + v20;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v99);
          size_t v100 = j82 + v14;
          size_t v101 = 2;
          size_t v102 = v100 * v101;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v102);
          size_t v103 = 2;
          size_t v104 = v100 * v103;
          size_t v105 = v104 + v20;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v105);
          size_t v106 = j82 + v10;
          size_t v107 = 2;
          size_t v108 = v106 * v107;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v108);
          size_t v109 = 2;
          size_t v110 = v106 * v109;
          size_t v111 = v110 + v20;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v111);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v4);
        cb_ctarg_7.pop_front(v5);
      }
    }
    cb_ctarg_0.pop_front(v7);
  }
  return;
}

