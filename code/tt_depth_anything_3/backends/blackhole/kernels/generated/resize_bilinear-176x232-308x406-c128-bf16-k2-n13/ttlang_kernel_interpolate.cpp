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
  int32_t v1 = 8;
  int32_t v2 = 1;
  int32_t v3 = 0;
  size_t v4 = 7;
  size_t v5 = 6;
  size_t v6 = 5;
  int32_t v7 = 26;
  int32_t v8 = 16;
  int32_t v9 = 2;
  int32_t v10 = 104;
  size_t v11 = 13;
  size_t v12 = 4;
  size_t v13 = 8;
  size_t v14 = 0;
  size_t v15 = 110;
  size_t v16 = 3;
  size_t v17 = 308;
  size_t v18 = 11;
  size_t v19 = 2;
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
  size_t v23 = v22 * v18;
  size_t v24 = v23 + v21;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v15;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v17;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v10);
    for (size_t i32 = v14; i32 < v16; i32 += v20) {
      size_t v33 = i32 * v15;
      size_t v34 = v24 + v33;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v17;
      bool v37 = v35 < v36;
      if (v37) {
        cb_ctarg_3.wait_front(v9);
        cb_ctarg_5.reserve_back(v8);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j38 = v14; j38 < v13; j38 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v6);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v14, v5);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v20, v4);
          tile_regs_commit();
          tile_regs_wait();
          size_t v39 = 2;
          size_t v40 = j38 * v39;
          pack_tile<true>(v14, get_compile_time_arg_val(5), v40);
          size_t v41 = 2;
          size_t v42 = j38 * v41;
          size_t v43 = v42 + v20;
          pack_tile<true>(v20, get_compile_time_arg_val(5), v43);
          size_t v44 = j38 + v20;
          size_t v45 = 2;
          size_t v46 = v44 * v45;
          pack_tile<true>(v19, get_compile_time_arg_val(5), v46);
          size_t v47 = 2;
          size_t v48 = v44 * v47;
          size_t v49 = v48 + v20;
          pack_tile<true>(v16, get_compile_time_arg_val(5), v49);
          size_t v50 = j38 + v19;
          size_t v51 = 2;
          size_t v52 = v50 * v51;
          pack_tile<true>(v12, get_compile_time_arg_val(5), v52);
          size_t v53 = 2;
          size_t v54 = v50 * v53;
          size_t v55 = v54 + v20;
          pack_tile<true>(v6, get_compile_time_arg_val(5), v55);
          size_t v56 = j38 + v16;
          size_t v57 = 2;
          size_t v58 = v56 * v57;
          pack_tile<true>(v5, get_compile_time_arg_val(5), v58);
          size_t v59 = 2;
          size_t v60 = v56 * v59;
          size_t v61 = v60 + v20;
          pack_tile<true>(v4, get_compile_time_arg_val(5), v61);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v8);
        cb_ctarg_3.pop_front(v9);
        cb_ctarg_4.wait_front(v9);
        cb_ctarg_6.reserve_back(v8);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j62 = v14; j62 < v13; j62 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v14);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v19);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v16);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v6);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v14, v5);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v20, v4);
          tile_regs_commit();
          tile_regs_wait();
          size_t v63 = 2;
          size_t v64 = j62 * v63;
          pack_tile<true>(v14, get_compile_time_arg_val(6), v64);
          size_t v65 = 2;
          size_t v66 = j62 * v65;
          size_t v67 = v66 + v20;
          pack_tile<true>(v20, get_compile_time_arg_val(6), v67);
          size_t v68 = j62 + v20;
          size_t v69 = 2;
          size_t v70 = v68 * v69;
          pack_tile<true>(v19, get_compile_time_arg_val(6), v70);
          size_t v71 = 2;
          size_t v72 = v68 * v71;
          size_t v73 = v72 + v20;
          pack_tile<true>(v16, get_compile_time_arg_val(6), v73);
          size_t v74 = j62 + v19;
          size_t v75 = 2;
          size_t v76 = v74 * v75;
          pack_tile<true>(v12, get_compile_time_arg_val(6), v76);
          size_t v77 = 2;
          size_t v78 = v74 * v77;
          size_t v79 = v78 + v20;
          pack_tile<true>(v6, get_compile_time_arg_val(6), v79);
          size_t v80 = j62 + v16;
          size_t v81 = 2;
          size_t v82 = v80 * v81;
          pack_tile<true>(v5, get_compile_time_arg_val(6), v82);
          size_t v83 = 2;
          size_t v84 = v80 * v83;
          size_t v85 = v84 + v20;
          pack_tile<true>(v4, get_compile_time_arg_val(6), v85);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v8);
        cb_ctarg_4.pop_front(v9);
        cb_ctarg_5.wait_front(v8);
        cb_ctarg_6.wait_front(v8);
        for (size_t j86 = v14; j86 < v19; j86 += v20) {
          cb_ctarg_1.wait_front(v8);
          cb_ctarg_2.wait_front(v8);
          cb_ctarg_7.reserve_back(v8);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k87 = v14; k87 < v13; k87 += v19) {
            tile_regs_acquire();
            size_t v88 = 2;
            size_t v89 = k87 * v88;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v89, v89, v14);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v89, v89, v20);
            size_t v90 = 2;
            size_t v91 = k87 * v90;
            size_t v92 = v91 + v20;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v92, v92, v19);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v92, v92, v16);
            size_t v93 = k87 + v20;
            size_t v94 = 2;
            size_t v95 = v93 * v94;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v95, v95, v12);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v95, v95, v6);
            size_t v96 = 2;
            size_t v97 = v93 * v96;
            size_t v98 = v97 + v20;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v98, v98, v5);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v98, v98, v4);
            add_binary_tile_init();
            add_binary_tile(v14, v20, v14);
            add_binary_tile(v19, v16, v19);
            add_binary_tile(v12, v6, v12);
            add_binary_tile(v5, v4, v5);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v14, get_compile_time_arg_val(7), v89);
            pack_tile<true>(v19, get_compile_time_arg_val(7), v92);
            pack_tile<true>(v12, get_compile_time_arg_val(7), v95);
            pack_tile<true>(v5, get_compile_time_arg_val(7), v98);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v8);
          cb_ctarg_2.pop_front(v8);
          cb_ctarg_1.pop_front(v8);
          cb_ctarg_7.wait_front(v8);
          cb_ctarg_8.reserve_back(v7);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v3, v9, v2, v1);
          for (size_t k99 = v14; k99 < v11; k99 += v20) {
            tile_regs_acquire();
            size_t v100 = 8;
            size_t v101 = k99 * v100;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v3, v9, v2, v1);
            for (size_t l102 = v14; l102 < v13; l102 += v20) {
              size_t v103 = l102 + v101;
              size_t v104 = 2;
              size_t v105 = l102 * v104;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v103, v105, v14, v3, v9, v2, v1);
            }
            tile_regs_commit();
            tile_regs_wait();
            size_t v106 = 2;
            size_t v107 = k99 * v106;
            pack_tile<true>(v14, get_compile_time_arg_val(8), v107);
            size_t v108 = 2;
            size_t v109 = k99 * v108;
            size_t v110 = v109 + v20;
            pack_tile<true>(v20, get_compile_time_arg_val(8), v110);
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

