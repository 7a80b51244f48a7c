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
  size_t v1 = 8;
  int32_t v2 = 2;
  int32_t v3 = 0;
  int32_t v4 = 16;
  int32_t v5 = 4;
  int32_t v6 = 8;
  size_t v7 = 7;
  size_t v8 = 6;
  size_t v9 = 3;
  size_t v10 = 4;
  size_t v11 = 2;
  size_t v12 = 0;
  size_t v13 = 110;
  size_t v14 = 5;
  size_t v15 = 504;
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
    cb_ctarg_0.wait_front(v6);
    for (size_t i29 = v12; i29 < v14; i29 += v17) {
      size_t v30 = i29 * v13;
      size_t v31 = v21 + v30;
      ptrdiff_t v32 = (ptrdiff_t) v31;
      ptrdiff_t v33 = (ptrdiff_t) v15;
      bool v34 = v32 < v33;
      if (v34) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v17, v17);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v9);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v17, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v8);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v7);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v12, get_compile_time_arg_val(5), v1);
        tile_regs_release();
        cb_ctarg_5.push_back(v6);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v17, v17);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v9);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v10);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v17, v14);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v8);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v7);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v12, get_compile_time_arg_val(6), v1);
        tile_regs_release();
        cb_ctarg_6.push_back(v6);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v6);
        cb_ctarg_6.wait_front(v6);
        cb_ctarg_1.wait_front(v6);
        cb_ctarg_2.wait_front(v6);
        cb_ctarg_7.reserve_back(v6);
        binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
        for (size_t j35 = v12; j35 < v11; j35 += v17) {
          tile_regs_acquire();
          size_t v36 = 4;
          size_t v37 = j35 * v36;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v37, v37, v12);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v37, v37, v17);
          size_t v38 = 4;
          size_t v39 = j35 * v38;
          size_t v40 = v39 + v17;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v40, v40, v11);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v40, v40, v9);
          size_t v41 = 4;
          size_t v42 = j35 * v41;
          size_t v43 = v42 + v11;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v43, v43, v10);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v43, v43, v14);
          size_t v44 = 4;
          size_t v45 = j35 * v44;
          size_t v46 = v45 + v9;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v46, v46, v8);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v46, v46, v7);
          add_binary_tile_init();
          add_binary_tile(v12, v17, v12);
          add_binary_tile(v11, v9, v11);
          add_binary_tile(v10, v14, v10);
          add_binary_tile(v8, v7, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(7), v37);
          pack_tile<true>(v11, get_compile_time_arg_val(7), v40);
          pack_tile<true>(v10, get_compile_time_arg_val(7), v43);
          pack_tile<true>(v8, get_compile_time_arg_val(7), v46);
          tile_regs_release();
        }
        cb_ctarg_7.push_back(v6);
        cb_ctarg_2.pop_front(v6);
        cb_ctarg_1.pop_front(v6);
        cb_ctarg_7.wait_front(v6);
        cb_ctarg_8.reserve_back(v4);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v5, v2, v2);
        for (size_t j47 = v12; j47 < v10; j47 += v11) {
          tile_regs_acquire();
          size_t v48 = 2;
          size_t v49 = j47 * v48;
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v5, v2, v2);
          for (size_t k50 = v12; k50 < v11; k50 += v17) {
            size_t v51 = k50 + v49;
            size_t v52 = 4;
            size_t v53 = k50 * v52;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v51, v53, v12, v3, v5, v2, v2);
          }
          tile_regs_commit();
          tile_regs_wait();
          size_t v54 = 4;
          size_t v55 = j47 * v54;
          pack_tile<true>(v12, get_compile_time_arg_val(8), v55);
          size_t v56 = 4;
          size_t v57 = j47 * v56;
          size_t v58 = v57 + v17;
          pack_tile<true>(v17, get_compile_time_arg_val(8), v58);
          size_t v59 = 4;
          size_t v60 = j47 * v59;
          size_t v61 = v60 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(8), v61);
          size_t v62 = 4;
          size_t v63 = j47 * v62;
          size_t v64 = v63 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(8), v64);
          size_t v65 = j47 + v17;
          size_t v66 = 4;
          size_t v67 = v65 * v66;
          pack_tile<true>(v10, get_compile_time_arg_val(8), v67);
          size_t v68 = 4;
          size_t v69 = v65 * v68;
          size_t v70 = v69 + v17;
          pack_tile<true>(v14, get_compile_time_arg_val(8), v70);
          size_t v71 = 4;
          size_t v72 = v65 * v71;
          size_t v73 = v72 + v11;
          pack_tile<true>(v8, get_compile_time_arg_val(8), v73);
          size_t v74 = 4;
          size_t v75 = v65 * v74;
          size_t v76 = v75 + v9;
          pack_tile<true>(v7, get_compile_time_arg_val(8), v76);
          tile_regs_release();
        }
        cb_ctarg_8.push_back(v4);
        cb_ctarg_7.pop_front(v6);
        cb_ctarg_6.pop_front(v6);
        cb_ctarg_5.pop_front(v6);
      }
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

