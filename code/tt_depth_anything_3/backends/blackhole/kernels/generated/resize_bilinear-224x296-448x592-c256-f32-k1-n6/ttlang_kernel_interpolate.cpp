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
  int32_t v2 = 0;
  int32_t v3 = 6;
  int32_t v4 = 10;
  int32_t v5 = 1;
  int32_t v6 = 60;
  size_t v7 = 3;
  size_t v8 = 6;
  size_t v9 = 2;
  size_t v10 = 10;
  size_t v11 = 1;
  size_t v12 = 0;
  size_t v13 = 27;
  size_t v14 = 17;
  size_t v15 = 448;
  size_t v16 = 11;
  size_t v17 = 8;
  size_t v18 = 4;
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
  size_t v23 = v22 / v18;
  ptrdiff_t v24 = (ptrdiff_t) v23;
  ptrdiff_t v25 = (ptrdiff_t) v13;
  bool v26 = v24 < v25;
  ptrdiff_t v27 = (ptrdiff_t) v23;
  ptrdiff_t v28 = (ptrdiff_t) v15;
  bool v29 = v27 < v28;
  bool v30 = v26 & v29;
  if (v30) {
    cb_ctarg_0.wait_front(v6);
    for (size_t i31 = v12; i31 < v14; i31 += v11) {
      size_t v32 = i31 * v13;
      size_t v33 = v23 + v32;
      ptrdiff_t v34 = (ptrdiff_t) v33;
      ptrdiff_t v35 = (ptrdiff_t) v15;
      bool v36 = v34 < v35;
      if (v36) {
        cb_ctarg_3.wait_front(v5);
        cb_ctarg_5.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
        for (size_t j37 = v12; j37 < v10; j37 += v9) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(5));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v12, v11);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(5), j37);
          size_t v38 = j37 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(5), v38);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v4);
        cb_ctarg_3.pop_front(v5);
        cb_ctarg_4.wait_front(v5);
        cb_ctarg_6.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
        for (size_t j39 = v12; j39 < v10; j39 += v9) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(6));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v12);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v12, v11);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v12, get_compile_time_arg_val(6), j39);
          size_t v40 = j39 + v11;
          pack_tile<true>(v11, get_compile_time_arg_val(6), v40);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v4);
        cb_ctarg_4.pop_front(v5);
        cb_ctarg_5.wait_front(v4);
        cb_ctarg_6.wait_front(v4);
        for (size_t j41 = v12; j41 < v17; j41 += v11) {
          cb_ctarg_1.wait_front(v4);
          cb_ctarg_2.wait_front(v4);
          cb_ctarg_7.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(1), get_compile_time_arg_val(5), get_compile_time_arg_val(7));
          for (size_t k42 = v12; k42 < v10; k42 += v9) {
            tile_regs_acquire();
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), k42, k42, v12);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), k42, k42, v11);
            size_t v43 = k42 + v11;
            mul_tiles_init(get_compile_time_arg_val(1), get_compile_time_arg_val(5));
            mul_tiles(get_compile_time_arg_val(1), get_compile_time_arg_val(5), v43, v43, v9);
            mul_tiles_init(get_compile_time_arg_val(2), get_compile_time_arg_val(6));
            mul_tiles(get_compile_time_arg_val(2), get_compile_time_arg_val(6), v43, v43, v7);
            add_binary_tile_init();
            add_binary_tile(v12, v11, v12);
            add_binary_tile(v9, v7, v9);
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v12, get_compile_time_arg_val(7), k42);
            pack_tile<true>(v9, get_compile_time_arg_val(7), v43);
            tile_regs_release();
          }
          cb_ctarg_7.push_back(v4);
          cb_ctarg_2.pop_front(v4);
          cb_ctarg_1.pop_front(v4);
          cb_ctarg_7.wait_front(v4);
          cb_ctarg_8.reserve_back(v3);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(7), get_compile_time_arg_val(8), v2, v5, v1, v4);
          for (size_t k44 = v12; k44 < v8; k44 += v7) {
            tile_regs_acquire();
            size_t v45 = 10;
            size_t v46 = k44 * v45;
            mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v2, v5, v1, v4);
            for (size_t l47 = v12; l47 < v10; l47 += v11) {
              size_t v48 = l47 + v46;
              matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(7), v48, l47, v12, v2, v5, v1, v4);
            }
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v12, get_compile_time_arg_val(8), k44);
            size_t v49 = k44 + v11;
            pack_tile<true>(v11, get_compile_time_arg_val(8), v49);
            size_t v50 = k44 + v9;
            pack_tile<true>(v9, get_compile_time_arg_val(8), v50);
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

