// normalize
#define REDUCE_OP PoolType::SUM
#define REDUCE_DIM ReduceDim::REDUCE_COL
#include <cstdint>
#include "api/compute/bcast.h"
#include "api/compute/common.h"
#include "api/compute/compute_kernel_api.h"
#include "api/compute/eltwise_binary.h"
#include "api/compute/eltwise_binary_sfpu.h"
#include "api/compute/eltwise_unary/eltwise_unary.h"
#include "api/compute/eltwise_unary/fill.h"
#include "api/compute/eltwise_unary/rsqrt.h"
#include "api/compute/eltwise_unary/typecast.h"
#include "api/compute/pack.h"
#include "api/compute/reduce.h"
#include "api/compute/reg_api.h"
#include "api/compute/tile_move_copy.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
inline uint32_t float_to_bits(const float f) { uint32_t r; __builtin_memcpy(&r, &f, sizeof(r)); return r; }
#ifndef INFINITY
#define INFINITY __builtin_inff()
#endif
void kernel_main() {
  float v1 = 9.765625000e-04f;
  size_t v2 = 3;
  int32_t v3 = 32;
  int32_t v4 = 1;
  size_t v5 = 4;
  size_t v6 = 32;
  size_t v7 = 1;
  size_t v8 = 0;
  size_t v9 = 2;
  size_t v10 = 172;
  size_t v11 = 110;
  size_t v12 = 11;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_9(get_compile_time_arg_val(9));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_10(get_compile_time_arg_val(10));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v13 = get_absolute_logical_x();
  size_t v14 = get_absolute_logical_y();
  size_t v15 = v14 * v12;
  size_t v16 = v15 + v13;
  ptrdiff_t v17 = (ptrdiff_t) v16;
  ptrdiff_t v18 = (ptrdiff_t) v10;
  bool v19 = v17 < v18;
  if (v19) {
    cb_ctarg_7.reserve_back(v4);
    init_sfpu(get_compile_time_arg_val(7), get_compile_time_arg_val(7));
    tile_regs_acquire();
    fill_tile_init();
    fill_tile(v8, v1);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v8, get_compile_time_arg_val(7), v8);
    tile_regs_release();
    cb_ctarg_7.push_back(v4);
    cb_ctarg_2.wait_front(v3);
    cb_ctarg_3.wait_front(v3);
    cb_ctarg_4.wait_front(v4);
    cb_ctarg_7.wait_front(v4);
    for (size_t i20 = v8; i20 < v9; i20 += v7) {
      size_t v21 = i20 * v11;
      size_t v22 = v16 + v21;
      ptrdiff_t v23 = (ptrdiff_t) v22;
      ptrdiff_t v24 = (ptrdiff_t) v10;
      bool v25 = v23 < v24;
      if (v25) {
        cb_ctarg_0.wait_front(v3);
        cb_ctarg_1.wait_front(v3);
        cb_ctarg_5.reserve_back(v3);
        binary_op_init_common(get_compile_time_arg_val(0), get_compile_time_arg_val(1), get_compile_time_arg_val(5));
        for (size_t j26 = v8; j26 < v6; j26 += v5) {
          tile_regs_acquire();
          add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
          add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), j26, j26, v8);
          size_t v27 = j26 + v7;
          add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v27, v27, v7);
          size_t v28 = j26 + v9;
          add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v28, v28, v9);
          size_t v29 = j26 + v2;
          add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v29, v29, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(5), j26);
          pack_tile<true>(v7, get_compile_time_arg_val(5), v27);
          pack_tile<true>(v9, get_compile_time_arg_val(5), v28);
          pack_tile<true>(v2, get_compile_time_arg_val(5), v29);
          tile_regs_release();
        }
        cb_ctarg_5.push_back(v3);
        cb_ctarg_9.reserve_back(v3);
        binary_op_init_common(get_compile_time_arg_val(0), get_compile_time_arg_val(1), get_compile_time_arg_val(9));
        for (size_t j30 = v8; j30 < v6; j30 += v5) {
          tile_regs_acquire();
          add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
          add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), j30, j30, v8);
          size_t v31 = j30 + v7;
          add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v31, v31, v7);
          size_t v32 = j30 + v9;
          add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v32, v32, v9);
          size_t v33 = j30 + v2;
          add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v33, v33, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(9), j30);
          pack_tile<true>(v7, get_compile_time_arg_val(9), v31);
          pack_tile<true>(v9, get_compile_time_arg_val(9), v32);
          pack_tile<true>(v2, get_compile_time_arg_val(9), v33);
          tile_regs_release();
        }
        cb_ctarg_9.push_back(v3);
        cb_ctarg_1.pop_front(v3);
        cb_ctarg_0.pop_front(v3);
        cb_ctarg_9.wait_front(v3);
        cb_ctarg_8.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(8));
        tile_regs_acquire();
        reduce_init<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), get_compile_time_arg_val(8));
        for (size_t j34 = v8; j34 < v6; j34 += v7) {
          reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), j34, v8, v8);
        }
        reduce_uninit();
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(8), v8);
        tile_regs_release();
        cb_ctarg_8.push_back(v4);
        cb_ctarg_8.wait_front(v4);
        cb_ctarg_10.reserve_back(v3);
        init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(10));
        for (size_t j35 = v8; j35 < v6; j35 += v5) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(10));
          unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v8);
          unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v7);
          unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v9);
          unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(10), j35);
          size_t v36 = j35 + v7;
          pack_tile<true>(v7, get_compile_time_arg_val(10), v36);
          size_t v37 = j35 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(10), v37);
          size_t v38 = j35 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(10), v38);
          tile_regs_release();
        }
        cb_ctarg_10.push_back(v3);
        cb_ctarg_8.pop_front(v4);
        cb_ctarg_10.wait_front(v3);
        cb_ctarg_10.reserve_back(v3);
        binary_op_init_common(get_compile_time_arg_val(9), get_compile_time_arg_val(10), get_compile_time_arg_val(10));
        for (size_t j39 = v8; j39 < v6; j39 += v5) {
          tile_regs_acquire();
          sub_tiles_init(get_compile_time_arg_val(9), get_compile_time_arg_val(10));
          sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), j39, j39, v8);
          size_t v40 = j39 + v7;
          sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), v40, v40, v7);
          size_t v41 = j39 + v9;
          sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), v41, v41, v9);
          size_t v42 = j39 + v2;
          sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), v42, v42, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(10), j39);
          pack_tile<true>(v7, get_compile_time_arg_val(10), v40);
          pack_tile<true>(v9, get_compile_time_arg_val(10), v41);
          pack_tile<true>(v2, get_compile_time_arg_val(10), v42);
          tile_regs_release();
        }
        cb_ctarg_10.push_back(v3);
        cb_ctarg_10.pop_front(v3);
        cb_ctarg_9.pop_front(v3);
        cb_ctarg_10.wait_front(v3);
        cb_ctarg_9.reserve_back(v3);
        binary_op_init_common(get_compile_time_arg_val(10), get_compile_time_arg_val(10), get_compile_time_arg_val(9));
        for (size_t j43 = v8; j43 < v6; j43 += v5) {
          tile_regs_acquire();
          mul_tiles_init(get_compile_time_arg_val(10), get_compile_time_arg_val(10));
          mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), j43, j43, v8);
          size_t v44 = j43 + v7;
          mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), v44, v44, v7);
          size_t v45 = j43 + v9;
          mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), v45, v45, v9);
          size_t v46 = j43 + v2;
          mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), v46, v46, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(9), j43);
          pack_tile<true>(v7, get_compile_time_arg_val(9), v44);
          pack_tile<true>(v9, get_compile_time_arg_val(9), v45);
          pack_tile<true>(v2, get_compile_time_arg_val(9), v46);
          tile_regs_release();
        }
        cb_ctarg_9.push_back(v3);
        cb_ctarg_9.wait_front(v3);
        cb_ctarg_8.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(8));
        tile_regs_acquire();
        reduce_init<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), get_compile_time_arg_val(8));
        for (size_t j47 = v8; j47 < v6; j47 += v7) {
          reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), j47, v8, v8);
        }
        reduce_uninit();
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(8), v8);
        tile_regs_release();
        cb_ctarg_8.push_back(v4);
        cb_ctarg_9.pop_front(v3);
        cb_ctarg_8.wait_front(v4);
        cb_ctarg_8.reserve_back(v4);
        binary_op_init_common(get_compile_time_arg_val(8), get_compile_time_arg_val(4), get_compile_time_arg_val(8));
        tile_regs_acquire();
        add_tiles_init(get_compile_time_arg_val(8), get_compile_time_arg_val(4));
        add_tiles(get_compile_time_arg_val(8), get_compile_time_arg_val(4), v8, v8, v8);
        rsqrt_tile_init();
        rsqrt_tile(v8);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(8), v8);
        tile_regs_release();
        cb_ctarg_8.push_back(v4);
        cb_ctarg_8.pop_front(v4);
        cb_ctarg_8.wait_front(v4);
        cb_ctarg_9.reserve_back(v3);
        init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(9));
        for (size_t j48 = v8; j48 < v6; j48 += v5) {
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(9));
          unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v8);
          unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v7);
          unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v9);
          unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(9), j48);
          size_t v49 = j48 + v7;
          pack_tile<true>(v7, get_compile_time_arg_val(9), v49);
          size_t v50 = j48 + v9;
          pack_tile<true>(v9, get_compile_time_arg_val(9), v50);
          size_t v51 = j48 + v2;
          pack_tile<true>(v2, get_compile_time_arg_val(9), v51);
          tile_regs_release();
        }
        cb_ctarg_9.push_back(v3);
        cb_ctarg_8.pop_front(v4);
        cb_ctarg_9.wait_front(v3);
        cb_ctarg_10.reserve_back(v3);
        binary_op_init_common(get_compile_time_arg_val(10), get_compile_time_arg_val(9), get_compile_time_arg_val(10));
        for (size_t j52 = v8; j52 < v6; j52 += v9) {
          tile_regs_acquire();
          copy_tile_init(get_compile_time_arg_val(2));
          copy_tile(get_compile_time_arg_val(2), j52, v7);
          size_t v53 = j52 + v7;
          copy_tile(get_compile_time_arg_val(2), v53, v2);
          mul_tiles_init(get_compile_time_arg_val(10), get_compile_time_arg_val(9));
          mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(9), j52, j52, v8);
          mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(9), v53, v53, v9);
          mul_binary_tile_init();
          mul_binary_tile(v8, v7, v8);
          mul_binary_tile(v9, v2, v9);
          copy_tile_init(get_compile_time_arg_val(3));
          copy_tile(get_compile_time_arg_val(3), j52, v7);
          copy_tile(get_compile_time_arg_val(3), v53, v2);
          add_binary_tile_init();
          add_binary_tile(v8, v7, v8);
          add_binary_tile(v9, v2, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(10), j52);
          pack_tile<true>(v9, get_compile_time_arg_val(10), v53);
          tile_regs_release();
        }
        cb_ctarg_10.push_back(v3);
        cb_ctarg_9.pop_front(v3);
        cb_ctarg_10.pop_front(v3);
        cb_ctarg_10.wait_front(v3);
        cb_ctarg_6.reserve_back(v3);
        init_sfpu(get_compile_time_arg_val(10), get_compile_time_arg_val(6));
        for (size_t j54 = v8; j54 < v6; j54 += v5) {
          tile_regs_acquire();
          copy_tile_init(get_compile_time_arg_val(10));
          copy_tile(get_compile_time_arg_val(10), j54, v8);
          size_t v55 = j54 + v7;
          copy_tile(get_compile_time_arg_val(10), v55, v7);
          size_t v56 = j54 + v9;
          copy_tile(get_compile_time_arg_val(10), v56, v9);
          size_t v57 = j54 + v2;
          copy_tile(get_compile_time_arg_val(10), v57, v2);
          typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>();
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v8);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v7);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v9);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v2);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v8, get_compile_time_arg_val(6), j54);
          pack_tile<true>(v7, get_compile_time_arg_val(6), v55);
          pack_tile<true>(v9, get_compile_time_arg_val(6), v56);
          pack_tile<true>(v2, get_compile_time_arg_val(6), v57);
          tile_regs_release();
        }
        cb_ctarg_6.push_back(v3);
        cb_ctarg_10.pop_front(v3);
      }
    }
    cb_ctarg_7.pop_front(v4);
    cb_ctarg_4.pop_front(v4);
    cb_ctarg_3.pop_front(v3);
    cb_ctarg_2.pop_front(v3);
  }
  return;
}

