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
  size_t v5 = 2;
  size_t v6 = 4;
  size_t v7 = 32;
  size_t v8 = 0;
  size_t v9 = 1;
  size_t v10 = 11;
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
  size_t v11 = get_absolute_logical_x();
  size_t v12 = get_absolute_logical_y();
  size_t v13 = v12 * v10;
  size_t v14 = v13 + v11;
  ptrdiff_t v15 = (ptrdiff_t) v14;
  ptrdiff_t v16 = (ptrdiff_t) v9;
  bool v17 = v15 < v16;
  if (v17) {
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
    if (v17) {
      cb_ctarg_0.wait_front(v3);
      cb_ctarg_1.wait_front(v3);
      cb_ctarg_5.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(0), get_compile_time_arg_val(1), get_compile_time_arg_val(5));
      for (size_t i18 = v8; i18 < v7; i18 += v6) {
        tile_regs_acquire();
        add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), i18, i18, v8);
        size_t v19 = i18 + v9;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v19, v19, v9);
        size_t v20 = i18 + v5;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v20, v20, v5);
        size_t v21 = i18 + v2;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v21, v21, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(5), i18);
        pack_tile<true>(v9, get_compile_time_arg_val(5), v19);
        pack_tile<true>(v5, get_compile_time_arg_val(5), v20);
        pack_tile<true>(v2, get_compile_time_arg_val(5), v21);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v3);
      cb_ctarg_9.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(0), get_compile_time_arg_val(1), get_compile_time_arg_val(9));
      for (size_t i22 = v8; i22 < v7; i22 += v6) {
        tile_regs_acquire();
        add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), i22, i22, v8);
        size_t v23 = i22 + v9;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v23, v23, v9);
        size_t v24 = i22 + v5;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v24, v24, v5);
        size_t v25 = i22 + v2;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v25, v25, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(9), i22);
        pack_tile<true>(v9, get_compile_time_arg_val(9), v23);
        pack_tile<true>(v5, get_compile_time_arg_val(9), v24);
        pack_tile<true>(v2, get_compile_time_arg_val(9), v25);
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
      for (size_t i26 = v8; i26 < v7; i26 += v9) {
        reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), i26, v8, v8);
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
      for (size_t i27 = v8; i27 < v7; i27 += v6) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(10));
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v8);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v9);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v5);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(10), i27);
        size_t v28 = i27 + v9;
        pack_tile<true>(v9, get_compile_time_arg_val(10), v28);
        size_t v29 = i27 + v5;
        pack_tile<true>(v5, get_compile_time_arg_val(10), v29);
        size_t v30 = i27 + v2;
        pack_tile<true>(v2, get_compile_time_arg_val(10), v30);
        tile_regs_release();
      }
      cb_ctarg_10.push_back(v3);
      cb_ctarg_8.pop_front(v4);
      cb_ctarg_10.wait_front(v3);
      cb_ctarg_10.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(9), get_compile_time_arg_val(10), get_compile_time_arg_val(10));
      for (size_t i31 = v8; i31 < v7; i31 += v6) {
        tile_regs_acquire();
        sub_tiles_init(get_compile_time_arg_val(9), get_compile_time_arg_val(10));
        sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), i31, i31, v8);
        size_t v32 = i31 + v9;
        sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), v32, v32, v9);
        size_t v33 = i31 + v5;
        sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), v33, v33, v5);
        size_t v34 = i31 + v2;
        sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), v34, v34, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(10), i31);
        pack_tile<true>(v9, get_compile_time_arg_val(10), v32);
        pack_tile<true>(v5, get_compile_time_arg_val(10), v33);
        pack_tile<true>(v2, get_compile_time_arg_val(10), v34);
        tile_regs_release();
      }
      cb_ctarg_10.push_back(v3);
      cb_ctarg_10.pop_front(v3);
      cb_ctarg_9.pop_front(v3);
      cb_ctarg_10.wait_front(v3);
      cb_ctarg_9.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(10), get_compile_time_arg_val(10), get_compile_time_arg_val(9));
      for (size_t i35 = v8; i35 < v7; i35 += v6) {
        tile_regs_acquire();
        mul_tiles_init(get_compile_time_arg_val(10), get_compile_time_arg_val(10));
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), i35, i35, v8);
        size_t v36 = i35 + v9;
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), v36, v36, v9);
        size_t v37 = i35 + v5;
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), v37, v37, v5);
        size_t v38 = i35 + v2;
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), v38, v38, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(9), i35);
        pack_tile<true>(v9, get_compile_time_arg_val(9), v36);
        pack_tile<true>(v5, get_compile_time_arg_val(9), v37);
        pack_tile<true>(v2, get_compile_time_arg_val(9), v38);
        tile_regs_release();
      }
      cb_ctarg_9.push_back(v3);
      cb_ctarg_9.wait_front(v3);
      cb_ctarg_8.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(8));
      tile_regs_acquire();
      reduce_init<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), get_compile_time_arg_val(8));
      for (size_t i39 = v8; i39 < v7; i39 += v9) {
        reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), i39, v8, v8);
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
      for (size_t i40 = v8; i40 < v7; i40 += v6) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(9));
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v8);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v9);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v5);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(9), i40);
        size_t v41 = i40 + v9;
        pack_tile<true>(v9, get_compile_time_arg_val(9), v41);
        size_t v42 = i40 + v5;
        pack_tile<true>(v5, get_compile_time_arg_val(9), v42);
        size_t v43 = i40 + v2;
        pack_tile<true>(v2, get_compile_time_arg_val(9), v43);
        tile_regs_release();
      }
      cb_ctarg_9.push_back(v3);
      cb_ctarg_8.pop_front(v4);
      cb_ctarg_9.wait_front(v3);
      cb_ctarg_10.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(10), get_compile_time_arg_val(9), get_compile_time_arg_val(10));
      for (size_t i44 = v8; i44 < v7; i44 += v5) {
        tile_regs_acquire();
        copy_tile_init(get_compile_time_arg_val(2));
        copy_tile(get_compile_time_arg_val(2), i44, v9);
        size_t v45 = i44 + v9;
        copy_tile(get_compile_time_arg_val(2), v45, v2);
        mul_tiles_init(get_compile_time_arg_val(10), get_compile_time_arg_val(9));
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(9), i44, i44, v8);
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(9), v45, v45, v5);
        mul_binary_tile_init();
        mul_binary_tile(v8, v9, v8);
        mul_binary_tile(v5, v2, v5);
        copy_tile_init(get_compile_time_arg_val(3));
        copy_tile(get_compile_time_arg_val(3), i44, v9);
        copy_tile(get_compile_time_arg_val(3), v45, v2);
        add_binary_tile_init();
        add_binary_tile(v8, v9, v8);
        add_binary_tile(v5, v2, v5);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(10), i44);
        pack_tile<true>(v5, get_compile_time_arg_val(10), v45);
        tile_regs_release();
      }
      cb_ctarg_10.push_back(v3);
      cb_ctarg_9.pop_front(v3);
      cb_ctarg_10.pop_front(v3);
      cb_ctarg_10.wait_front(v3);
      cb_ctarg_6.reserve_back(v3);
      init_sfpu(get_compile_time_arg_val(10), get_compile_time_arg_val(6));
      for (size_t i46 = v8; i46 < v7; i46 += v6) {
        tile_regs_acquire();
        copy_tile_init(get_compile_time_arg_val(10));
        copy_tile(get_compile_time_arg_val(10), i46, v8);
        size_t v47 = i46 + v9;
        copy_tile(get_compile_time_arg_val(10), v47, v9);
        size_t v48 = i46 + v5;
        copy_tile(get_compile_time_arg_val(10), v48, v5);
        size_t v49 = i46 + v2;
        copy_tile(get_compile_time_arg_val(10), v49, v2);
        typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>();
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v8);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v9);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v5);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(6), i46);
        pack_tile<true>(v9, get_compile_time_arg_val(6), v47);
        pack_tile<true>(v5, get_compile_time_arg_val(6), v48);
        pack_tile<true>(v2, get_compile_time_arg_val(6), v49);
        tile_regs_release();
      }
      cb_ctarg_6.push_back(v3);
      cb_ctarg_10.pop_front(v3);
    }
    cb_ctarg_7.pop_front(v4);
    cb_ctarg_4.pop_front(v4);
    cb_ctarg_3.pop_front(v3);
    cb_ctarg_2.pop_front(v3);
  }
  return;
}

