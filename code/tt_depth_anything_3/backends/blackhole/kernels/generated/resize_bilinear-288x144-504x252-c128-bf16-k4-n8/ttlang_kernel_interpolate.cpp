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
  int32_t v2 = 2;
  int32_t v3 = 0;
  int32_t v4 = 32;
  int32_t v5 = 20;
  int32_t v6 = 4;
  int32_t v7 = 40;
  size_t v8 = 7;
  size_t v9 = 6;
  size_t v10 = 3;
  size_t v11 = 2;
  size_t v12 = 8;
  size_t v13 = 4;
  size_t v14 = 0;
  size_t v15 = 110;
  size_t v16 = 5;
  size_t v17 = 504;
  size_t v18 = 11;
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
  size_t v22 = v21 * v18;
  size_t v23 = v22 + v20;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v15;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v17;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.wait_front(v7);
    for (size_t i31 = v14; i31 < v16; i31 += v19) {
      size_t v32 = i31 * v15;
      size_t v33 = v23 + v32;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v17;
      bool v36 = v34 < v35;
      if (v36) {
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_5.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j37 = v14; j37 < v13; j37 += v19) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), j37, v13);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(5), j37);
          size_t v38 = 4;
          size_t v39 = 4;
          size_t v40 = v39 + j37;
          pack_tile<true>(v19, get_compile_time_arg_val(5), v40);
          size_t v41 = 4;
          size_t v42 = 8;
          size_t v43 = v42 + j37;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v43);
          size_t v44 = 4;
          size_t v45 = 12;
          size_t v46 = v45 + j37;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v46);
          size_t v47 = 4;
          size_t v48 = 16;
          size_t v49 = v48 + j37;
          pack_tile<true>(v13, get_compile_time_arg_val(5), v49);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_4.wait_front(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j50 = v14; j50 < v13; j50 += v19) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j50, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j50, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j50, v11);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j50, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), j50, v13);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(6), j50);
          size_t v51 = 4;
          size_t v52 = 4;
          size_t v53 = v52 + j50;
          pack_tile<true>(v19, get_compile_time_arg_val(6), v53);
          size_t v54 = 4;
          size_t v55 = 8;
          size_t v56 = v55 + j50;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v56);
          size_t v57 = 4;
          size_t v58 = 12;
          size_t v59 = v58 + j50;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v59);
          size_t v60 = 4;
          size_t v61 = 16;
          size_t v62 = v61 + j50;
          pack_tile<true>(v13, get_compile_time_arg_val(6), v62);
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
        for (size_t j63 = v14; j63 < v16; j63 += v19) {
          tile_regs_acquire();
          size_t v64 = 4;
          size_t v65 = j63 * v64;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v65, v65, v14);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v65, v65, v19);
          size_t v66 = 4;
          size_t v67 = j63 * v66;
          size_t v68 = v67 + v19;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v68, v68, v11);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v68, v68, v10);
          size_t v69 = 4;
          size_t v70 = j63 * v69;
          size_t v71 = v70 + v11;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v71, v71, v13);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v71, v71, v16);
          size_t v72 = 4;
          size_t v73 = j63 * v72;
          size_t v74 = v73 + v10;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v74, v74, v9);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v74, v74, v8);
          add_binary_tile_init();
          add_binary_tile(v14, v19, v14);
          add_binary_tile(v11, v10, v11);
          add_binary_tile(v13, v16, v13);
          add_binary_tile(v9, v8, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v14, get_compile_time_arg_val(7), v65);
          pack_tile<true>(v11, get_compile_time_arg_val(7), v68);
          pack_tile<true>(v13, get_compile_time_arg_val(7), v71);
          pack_tile<true>(v9, get_compile_time_arg_val(7), v74);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v5);
        cb_ctarg_2.pop_front(v5);
        cb_ctarg_1.pop_front(v5);
        cb_ctarg_7.wait_front(v5);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v6, v2, v1);
        for (size_t j75 = v14; j75 < v12; j75 += v11) {
          tile_regs_acquire();
          size_t v76 = 5;
          size_t v77 = j75 * v76;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v6, v2, v1);
          for (size_t k78 = v14; k78 < v16; k78 += v19) {
            size_t v79 = k78 + v77;
            size_t v80 = 4;
            size_t v81 = k78 * v80;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v79, v81, v14, v3, v6, v2, v1);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v82 = 4;
          size_t v83 = j75 * v82;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v83);
          size_t v84 = 4;
          size_t v85 = j75 * v84;
          size_t v86 = v85 + v19;
          pack_tile<true>(v19, get_compile_time_arg_val(8), v86);
          size_t v87 = 4;
          size_t v88 = j75 * v87;
          size_t v89 = v88 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v89);
          size_t v90 = 4;
          size_t v91 = j75 * v90;
          size_t v92 = v91 + v10;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v92);
          size_t v93 = j75 + v19;
          size_t v94 = 4;
          size_t v95 = v93 * v94;
          pack_tile<true>(v13, get_compile_time_arg_val(8), v95);
          size_t v96 = 4;
          size_t v97 = v93 * v96;
          size_t v98 = v97 + v19;
          pack_tile<true>(v16, get_compile_time_arg_val(8), v98);
          size_t v99 = 4;
          size_t v100 = v93 * v99;
          size_t v101 = v100 + v11;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v101);
          size_t v102 = 4;
          size_t v103 = v93 * v102;
          size_t v104 = v103 + v10;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v104);
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

