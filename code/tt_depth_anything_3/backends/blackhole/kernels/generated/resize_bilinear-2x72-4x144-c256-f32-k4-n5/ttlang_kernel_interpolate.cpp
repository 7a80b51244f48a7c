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
  int32_t v2 = 1;
  int32_t v3 = 0;
  int32_t v4 = 20;
  int32_t v5 = 12;
  int32_t v6 = 4;
  int32_t v7 = 15;
  size_t v8 = 5;
  size_t v9 = 2;
  size_t v10 = 4;
  size_t v11 = 3;
  size_t v12 = 0;
  size_t v13 = 110;
  size_t v14 = 8;
  size_t v15 = 11;
  size_t v16 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v17 = get_absolute_logical_x();
  size_t v18 = get_absolute_logical_y();
  size_t v19 = v18 * v15;
  size_t v20 = v19 + v17;
  ptrdiff_t v21 = (ptrdiff_t) v20;
  ptrdiff_t v22 = (ptrdiff_t) v13;
  bool v23 = v21 < v22;
  ptrdiff_t v24 = (ptrdiff_t) v20;
  ptrdiff_t v25 = (ptrdiff_t) v14;
  bool v26 = v24 < v25;
  bool v27 = v23 & v26;
  if (v27) {
    cb_ctarg_0.wait_front(v7);
    if (v26) {
      cb_ctarg_3.wait_front(v6);
      cb_ctarg_5.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
      for (size_t i28 = v12; i28 < v11; i28 += v16) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v16, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v9);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v11);
        tile_regs_commit();
        tile_regs_wait();
        size_t v29 = 4;
        size_t v30 = i28 * v29;
        pack_tile<true>(v12, get_compile_time_arg_val(5), v30);
        size_t v31 = 4;
        size_t v32 = i28 * v31;
        size_t v33 = v32 + v16;
        pack_tile<true>(v16, get_compile_time_arg_val(5), v33);
        size_t v34 = 4;
        size_t v35 = i28 * v34;
        size_t v36 = v35 + v9;
        pack_tile<true>(v9, get_compile_time_arg_val(5), v36);
        size_t v37 = 4;
        size_t v38 = i28 * v37;
        size_t v39 = v38 + v11;
        pack_tile<true>(v11, get_compile_time_arg_val(5), v39);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v5);
      cb_ctarg_3.pop_front(v6);
      cb_ctarg_4.wait_front(v6);
      cb_ctarg_6.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
      for (size_t i40 = v12; i40 < v11; i40 += v16) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v12);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v16, v16);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v9);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v11, v11);
        tile_regs_commit();
        tile_regs_wait();
        size_t v41 = 4;
        size_t v42 = i40 * v41;
        pack_tile<true>(v12, get_compile_time_arg_val(6), v42);
        size_t v43 = 4;
        size_t v44 = i40 * v43;
        size_t v45 = v44 + v16;
        pack_tile<true>(v16, get_compile_time_arg_val(6), v45);
        size_t v46 = 4;
        size_t v47 = i40 * v46;
        size_t v48 = v47 + v9;
        pack_tile<true>(v9, get_compile_time_arg_val(6), v48);
        size_t v49 = 4;
        size_t v50 = i40 * v49;
        size_t v51 = v50 + v11;
        pack_tile<true>(v11, get_compile_time_arg_val(6), v51);
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
      for (size_t i52 = v12; i52 < v11; i52 += v16) {
        for (size_t j53 = v12; j53 < v10; j53 += v9) {
          tile_regs_acquire();
          size_t v54 = 4;
          size_t v55 = i52 * v54;
          size_t v56 = v55 + j53;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v56, v56, v12);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v56, v56, v16);
          size_t v57 = j53 + v16;
          size_t v58 = 4;
          size_t v59 = i52 * v58;
          size_t v60 = v59 + v57;
          mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
          mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v60, v60, v9);
          mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
          mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v60, v60, v11);
          add_binary_tile_init();
          add_binary_tile(v12, v16, v12);
          add_binary_tile(v9, v11, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(7), v56);
          pack_tile<true>(v9, get_compile_time_arg_val(7), v60);
          tile_regs_release();
        }
      }
      cb_ctarg_7.push_back(v5);
      cb_ctarg_6.pop_front(v5);
      cb_ctarg_5.pop_front(v5);
      cb_ctarg_2.pop_front(v5);
      cb_ctarg_1.pop_front(v5);
      cb_ctarg_7.wait_front(v5);
      cb_ctarg_8.reserve_back(v4);
      mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v6, v2, v1);
      for (size_t i61 = v12; i61 < v8; i61 += v16) {
        tile_regs_acquire();
        size_t v62 = 3;
        size_t v63 = i61 * v62;
        mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v6, v2, v1);
        for (size_t j64 = v12; j64 < v11; j64 += v16) {
          size_t v65 = j64 + v63;
          size_t v66 = 4;
          size_t v67 = j64 * v66;
          matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v65, v67, v12, v3, v6, v2, v1);
        }
        tile_regs_commit();
        tile_regs_wait();
        size_t v68 = 4;
        size_t v69 = i61 * v68;
        pack_tile<true>(v12, get_compile_time_arg_val(8), v69);
        size_t v70 = 4;
        size_t v71 = i61 * v70;
        size_t v72 = v71 + v16;
        pack_tile<true>(v16, get_compile_time_arg_val(8), v72);
        size_t v73 = 4;
        size_t v74 = i61 * v73;
        size_t v75 = v74 + v9;
        pack_tile<true>(v9, get_compile_time_arg_val(8), v75);
        size_t v76 = 4;
        size_t v77 = i61 * v76;
        size_t v78 = v77 + v11;
        pack_tile<true>(v11, get_compile_time_arg_val(8), v78);
        tile_regs_release();
      }
      cb_ctarg_8.push_back(v4);
      cb_ctarg_7.pop_front(v5);
    }
    cb_ctarg_0.pop_front(v7);
  }
  return;
}

