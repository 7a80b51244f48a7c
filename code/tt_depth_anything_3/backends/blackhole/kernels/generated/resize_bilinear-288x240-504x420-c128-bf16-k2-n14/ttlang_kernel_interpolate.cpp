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
  int32_t v2 = 7;
  int32_t v3 = 1;
  int32_t v4 = 0;
  int32_t v5 = 28;
  int32_t v6 = 16;
  int32_t v7 = 2;
  int32_t v8 = 112;
  size_t v9 = 6;
  size_t v10 = 3;
  size_t v11 = 7;
  size_t v12 = 14;
  size_t v13 = 4;
  size_t v14 = 8;
  size_t v15 = 0;
  size_t v16 = 110;
  size_t v17 = 5;
  size_t v18 = 504;
  size_t v19 = 11;
  size_t v20 = 2;
  size_t v21 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  size_t v22 = get_absolute_logical_x();
  size_t v23 = get_absolute_logical_y();
  size_t v24 = v23 * v19;
  size_t v25 = v24 + v22;
  ptrdiff_t v26 = (ptrdiff_t) v25;
  ptrdiff_t v27 = (ptrdiff_t) v16;
  bool v28 = v26 < v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v18;
  bool v31 = v29 < v30;
  bool v32 = v28 & v31;
  if (v32) {
    cb_ctarg_0.wait_front(v8);
    for (size_t i33 = v15; i33 < v17; i33 += v21) {
      size_t v34 = i33 * v16;
      size_t v35 = v25 + v34;
      ptrdiff_t v36 = (ptrdiff_t) v35;
      ptrdiff_t v37 = (ptrdiff_t) v18;
      bool v38 = v36 < v37;
      if (v38) {
        cb_ctarg_3.wait_front(v7);
        cb_ctarg_5.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j39 = v15; j39 < v14; j39 += v13) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v21, v21);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v21, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v21, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v15, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v21, v11);
          tile_regs_commit();
          tile_regs_wait();
          size_t v40 = 2;
          size_t v41 = j39 * v40;
          pack_tile<true>(v15, get_compile_time_arg_val(5), v41);
          size_t v42 = 2;
          size_t v43 = j39 * v42;
          size_t v44 = v43 + v21;
          pack_tile<true>(v21, get_compile_time_arg_val(5), v44);
          size_t v45 = j39 + v21;
          size_t v46 = 2;
          size_t v47 = v45 * v46;
          pack_tile<true>(v20, get_compile_time_arg_val(5), v47);
          size_t v48 = 2;
          size_t v49 = v45 * v48;
          size_t v50 = v49 + v21;
          pack_tile<true>(v10, get_compile_time_arg_val(5), v50);
          size_t v51 = j39 + v20;
          size_t v52 = 2;
          size_t v53 = v51 * v52;
          pack_tile<true>(v13, get_compile_time_arg_val(5), v53);
          size_t v54 = 2;
          size_t v55 = v51 * v54;
          size_t v56 = v55 + v21;
          pack_tile<true>(v17, get_compile_time_arg_val(5), v56);
          size_t v57 = j39 + v10;
          size_t v58 = 2;
          size_t v59 = v57 * v58;
          pack_tile<true>(v9, get_compile_time_arg_val(5), v59);
          size_t v60 = 2;
          size_t v61 = v57 * v60;
          size_t v62 = v61 + v21;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v62);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v6);
        cb_ctarg_3.pop_front(v7);
        cb_ctarg_4.wait_front(v7);
        cb_ctarg_6.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j63 = v15; j63 < v14; j63 += v13) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v15);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v21, v21);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v20);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v21, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v13);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v21, v17);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v15, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v21, v11);
          tile_regs_commit();
          tile_regs_wait();
          size_t v64 = 2;
          size_t v65 = j63 * v64;
          pack_tile<true>(v15, get_compile_time_arg_val(6), v65);
          size_t v66 = 2;
          size_t v67 = j63 * v66;
          size_t v68 = v67 + v21;
          pack_tile<true>(v21, get_compile_time_arg_val(6), v68);
          size_t v69 = j63 + v21;
          size_t v70 = 2;
          size_t v71 = v69 * v70;
          pack_tile<true>(v20, get_compile_time_arg_val(6), v71);
          size_t v72 = 2;
          size_t v73 = v69 * v72;
          size_t v74 = v73 + v21;
          pack_tile<true>(v10, get_compile_time_arg_val(6), v74);
          size_t v75 = j63 + v20;
          size_t v76 = 2;
          size_t v77 = v75 * v76;
          pack_tile<true>(v13, get_compile_time_arg_val(6), v77);
          size_t v78 = 2;
          size_t v79 = v75 * v78;
          size_t v80 = v79 + v21;
          pack_tile<true>(v17, get_compile_time_arg_val(6), v80);
          size_t v81 = j63 + v10;
          size_t v82 = 2;
          size_t v83 = v81 * v82;
          pack_tile<true>(v9, get_compile_time_arg_val(6), v83);
          size_t v84 = 2;
          size_t v85 = v81 * v84;
          size_t v86 = v85 + v21;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v86);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v6);
        cb_ctarg_4.pop_front(v7);
        cb_ctarg_5.wait_front(v6);
        cb_ctarg_6.wait_front(v6);
        for (size_t j87 = v15; j87 < v20; j87 += v21) {
          cb_ctarg_1.wait_front(v6);
          cb_ctarg_2.wait_front(v6);
          cb_ctarg_7.reserve_back(v6);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k88 = v15; k88 < v14; k88 += v20) {
            tile_regs_acquire();
            size_t v89 = 2;
            size_t v90 = k88 * v89;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v90, v90, v15);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v90, v90, v21);
            size_t v91 = 2;
            size_t v92 = k88 * v91;
            size_t v93 = v92 + v21;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v93, v93, v20);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v93, v93, v10);
            size_t v94 = k88 + v21;
            size_t v95 = 2;
            size_t v96 = v94 * v95;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v96, v96, v13);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v96, v96, v17);
            size_t v97 = 2;
            size_t v98 = v94 * v97;
            size_t v99 = v98 + v21;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v99, v99, v9);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v99, v99, v11);
            add_binary_tile_init();
            add_binary_tile(v15, v21, v15);
            add_binary_tile(v20, v10, v20);
            add_binary_tile(v13, v17, v13);
            add_binary_tile(v9, v11, v9);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v15, get_compile_time_arg_val(7), v90);
            pack_tile<true>(v20, get_compile_time_arg_val(7), v93);
            pack_tile<true>(v13, get_compile_time_arg_val(7), v96);
            pack_tile<true>(v9, get_compile_time_arg_val(7), v99);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v6);
          cb_ctarg_2.pop_front(v6);
          cb_ctarg_1.pop_front(v6);
          cb_ctarg_7.wait_front(v6);
          cb_ctarg_8.reserve_back(v5);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v4, v3, v2, v1);
          for (size_t k100 = v15; k100 < v12; k100 += v11) {
            for (size_t l101 = v15; l101 < v20; l101 += v21) {
              tile_regs_acquire();
              size_t v102 = 8;
              size_t v103 = k100 * v102;
              mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v4, v3, v2, v1);
              for (size_t m104 = v15; m104 < v14; m104 += v21) {
                size_t v105 = m104 + v103;
                size_t v106 = 2;
                size_t v107 = m104 * v106;
                size_t v108 = v107 + l101;
                matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v105, v108, v15, v4, v3, v2, v1);
              }
              tile_regs_commit();
              tile_regs_wait();
              size_t v109 = 2;
              size_t v110 = k100 * v109;
              size_t v111 = v110 + l101;
              pack_tile<true>(v15, get_compile_time_arg_val(8), v111);
              size_t v112 = k100 + v21;
              size_t v113 = 2;
              size_t v114 = v112 * v113;
              size_t v115 = v114 + l101;
              pack_tile<true>(v21, get_compile_time_arg_val(8), v115);
              size_t v116 = k100 + v20;
              size_t v117 = 2;
              size_t v118 = v116 * v117;
              size_t v119 = v118 + l101;
              pack_tile<true>(v20, get_compile_time_arg_val(8), v119);
              size_t v120 = k100 + v10;
              size_t v121 = 2;
              size_t v122 = v120 * v121;
              size_t v123 = v122 + l101;
              pack_tile<true>(v10, get_compile_time_arg_val(8), v123);
              size_t v124 = k100 + v13;
              size_t v125 = 2;
              size_t v126 = v124 * v125;
              size_t v127 = v126 + l101;
              pack_tile<true>(v13, get_compile_time_arg_val(8), v127);
              size_t v128 = k100 + v17;
              size_t v129 = 2;
              size_t v130 = v128 * v129;
              size_t v131 = v130 + l101;
              pack_tile<true>(v17, get_compile_time_arg_val(8), v131);
              size_t v132 = k100 + v9;
              size_t v133 = 2;
              size_t v134 = v132 * v133;
              size_t v135 = v134 + l101;
              pack_tile<true>(v9, get_compile_time_arg_val(8), v135);
              tile_regs_release();
            }
          }
          cb_ctarg_8.push_back(v5);
          cb_ctarg_7.pop_front(v6);
        }
        cb_ctarg_6.pop_front(v6);
        cb_ctarg_5.pop_front(v6);
      }
    }
    cb_ctarg_0.pop_front(v8);
  }
  return;
}

