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
  int32_t v2 = 0;
  int32_t v3 = 12;
  int32_t v4 = 13;
  int32_t v5 = 1;
  int32_t v6 = 156;
  size_t v7 = 5;
  size_t v8 = 3;
  size_t v9 = 13;
  size_t v10 = 6;
  size_t v11 = 12;
  size_t v12 = 1;
  size_t v13 = 0;
  size_t v14 = 55;
  size_t v15 = 17;
  size_t v16 = 910;
  size_t v17 = 11;
  size_t v18 = 4;
  size_t v19 = 2;
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
  size_t v24 = v23 / v19;
  ptrdiff_t v25 = (ptrdiff_t) v24;
  ptrdiff_t v26 = (ptrdiff_t) v14;
  bool v27 = v25 < v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v16;
  bool v30 = v28 < v29;
  bool v31 = v27 & v30;
  if (v31) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i32 = v13; i32 < v15; i32 += v12) {
      size_t v33 = i32 * v14;
      size_t v34 = v24 + v33;
      ptrdiff_t v35 = (ptrdiff_t) v34;
      ptrdiff_t v36 = (ptrdiff_t) v16;
      bool v37 = v35 < v36;
      if (v37) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j38 = v13; j38 < v9; j38 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v13, v13);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v13, get_compile_time_arg_val(5), j38);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v4);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j39 = v13; j39 < v9; j39 += v12) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v13, v13);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v13, get_compile_time_arg_val(6), j39);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v4);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v4);
        cb_ctarg_6.wait_front(v4);
        for (size_t j40 = v13; j40 < v18; j40 += v12) {
          cb_ctarg_1.wait_front(v4);
          cb_ctarg_2.wait_front(v4);
          cb_ctarg_7.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k41 = v13; k41 < v9; k41 += v12) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k41, k41, v13);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k41, k41, v12);
            add_binary_tile_init();
            add_binary_tile(v13, v12, v13);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v13, get_compile_time_arg_val(7), k41);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v4);
          cb_ctarg_2.pop_front(v4);
          cb_ctarg_1.pop_front(v4);
          cb_ctarg_7.wait_front(v4);
          cb_ctarg_8.reserve_back(v3);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v1, v4);
          for (size_t k42 = v13; k42 < v11; k42 += v10) {
            tile_regs_acquire();
            size_t v43 = 13;
            size_t v44 = k42 * v43;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v1, v4);
            for (size_t l45 = v13; l45 < v9; l45 += v12) {
              size_t v46 = l45 + v44;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v46, l45, v13, v2, v5, v1, v4);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v13, get_compile_time_arg_val(8), k42);
            size_t v47 = k42 + v12;
            pack_tile<true>(v12, get_compile_time_arg_val(8), v47);
            size_t v48 = k42 + v19;
            pack_tile<true>(v19, get_compile_time_arg_val(8), v48);
            size_t v49 = k42 + v8;
            pack_tile<true>(v8, get_compile_time_arg_val(8), v49);
            size_t v50 = k42 + v18;
            pack_tile<true>(v18, get_compile_time_arg_val(8), v50);
            size_t v51 = k42 + v7;
            pack_tile<true>(v7, get_compile_time_arg_val(8), v51);
            tile_regs_release();
          }
          cb_ctarg_8.push_back(v3);
          cb_ctarg_7.pop_front(v4);
        }
        cb_ctarg_6.pop_front(v4);
        cb_ctarg_5.pop_front(v4);
      }
    }
    cb_ctarg_0.pop_front(v6);
  }
  return;
}

