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
  size_t v10 = 6;
  size_t v11 = 11;
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
  size_t v12 = get_absolute_logical_x();
  size_t v13 = get_absolute_logical_y();
  size_t v14 = v13 * v11;
  size_t v15 = v14 + v12;
  ptrdiff_t v16 = (ptrdiff_t) v15;
  ptrdiff_t v17 = (ptrdiff_t) v10;
  bool v18 = v16 < v17;
  if (v18) {
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
    if (v18) {
      cb_ctarg_0.wait_front(v3);
      cb_ctarg_1.wait_front(v3);
      cb_ctarg_5.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(0), get_compile_time_arg_val(1), get_compile_time_arg_val(5));
      for (size_t i19 = v8; i19 < v7; i19 += v6) {
        tile_regs_acquire();
        add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), i19, i19, v8);
        size_t v20 = i19 + v9;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v20, v20, v9);
        size_t v21 = i19 + v5;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v21, v21, v5);
        size_t v22 = i19 + v2;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v22, v22, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(5), i19);
        pack_tile<true>(v9, get_compile_time_arg_val(5), v20);
        pack_tile<true>(v5, get_compile_time_arg_val(5), v21);
        pack_tile<true>(v2, get_compile_time_arg_val(5), v22);
        tile_regs_release();
      }
      cb_ctarg_5.push_back(v3);
      cb_ctarg_9.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(0), get_compile_time_arg_val(1), get_compile_time_arg_val(9));
      for (size_t i23 = v8; i23 < v7; i23 += v6) {
        tile_regs_acquire();
        add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), i23, i23, v8);
        size_t v24 = i23 + v9;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v24, v24, v9);
        size_t v25 = i23 + v5;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v25, v25, v5);
        size_t v26 = i23 + v2;
        add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v26, v26, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(9), i23);
        pack_tile<true>(v9, get_compile_time_arg_val(9), v24);
        pack_tile<true>(v5, get_compile_time_arg_val(9), v25);
        pack_tile<true>(v2, get_compile_time_arg_val(9), v26);
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
      for (size_t i27 = v8; i27 < v7; i27 += v9) {
        reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), i27, v8, v8);
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
      for (size_t i28 = v8; i28 < v7; i28 += v6) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(10));
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v8);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v9);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v5);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(10), i28);
        size_t v29 = i28 + v9;
        pack_tile<true>(v9, get_compile_time_arg_val(10), v29);
        size_t v30 = i28 + v5;
        pack_tile<true>(v5, get_compile_time_arg_val(10), v30);
        size_t v31 = i28 + v2;
        pack_tile<true>(v2, get_compile_time_arg_val(10), v31);
        tile_regs_release();
      }
      cb_ctarg_10.push_back(v3);
      cb_ctarg_8.pop_front(v4);
      cb_ctarg_10.wait_front(v3);
      cb_ctarg_10.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(9), get_compile_time_arg_val(10), get_compile_time_arg_val(10));
      for (size_t i32 = v8; i32 < v7; i32 += v6) {
        tile_regs_acquire();
        sub_tiles_init(get_compile_time_arg_val(9), get_compile_time_arg_val(10));
        sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), i32, i32, v8);
        size_t v33 = i32 + v9;
        sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), v33, v33, v9);
        size_t v34 = i32 + v5;
        sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), v34, v34, v5);
        size_t v35 = i32 + v2;
        sub_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(10), v35, v35, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(10), i32);
        pack_tile<true>(v9, get_compile_time_arg_val(10), v33);
        pack_tile<true>(v5, get_compile_time_arg_val(10), v34);
        pack_tile<true>(v2, get_compile_time_arg_val(10), v35);
        tile_regs_release();
      }
      cb_ctarg_10.push_back(v3);
      cb_ctarg_10.pop_front(v3);
      cb_ctarg_9.pop_front(v3);
      cb_ctarg_10.wait_front(v3);
      cb_ctarg_9.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(10), get_compile_time_arg_val(10), get_compile_time_arg_val(9));
      for (size_t i36 = v8; i36 < v7; i36 += v6) {
        tile_regs_acquire();
        mul_tiles_init(get_compile_time_arg_val(10), get_compile_time_arg_val(10));
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), i36, i36, v8);
        size_t v37 = i36 + v9;
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), v37, v37, v9);
        size_t v38 = i36 + v5;
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), v38, v38, v5);
        size_t v39 = i36 + v2;
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(10), v39, v39, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(9), i36);
        pack_tile<true>(v9, get_compile_time_arg_val(9), v37);
        pack_tile<true>(v5, get_compile_time_arg_val(9), v38);
        pack_tile<true>(v2, get_compile_time_arg_val(9), v39);
        tile_regs_release();
      }
      cb_ctarg_9.push_back(v3);
      cb_ctarg_9.wait_front(v3);
      cb_ctarg_8.reserve_back(v4);
      init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(8));
      tile_regs_acquire();
      reduce_init<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), get_compile_time_arg_val(8));
      for (size_t i40 = v8; i40 < v7; i40 += v9) {
        reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(9), get_compile_time_arg_val(7), i40, v8, v8);
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
      for (size_t i41 = v8; i41 < v7; i41 += v6) {
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(9));
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v8);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v9);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v5);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v8, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(9), i41);
        size_t v42 = i41 + v9;
        pack_tile<true>(v9, get_compile_time_arg_val(9), v42);
        size_t v43 = i41 + v5;
        pack_tile<true>(v5, get_compile_time_arg_val(9), v43);
        size_t v44 = i41 + v2;
        pack_tile<true>(v2, get_compile_time_arg_val(9), v44);
        tile_regs_release();
      }
      cb_ctarg_9.push_back(v3);
      cb_ctarg_8.pop_front(v4);
      cb_ctarg_9.wait_front(v3);
      cb_ctarg_10.reserve_back(v3);
      binary_op_init_common(get_compile_time_arg_val(10), get_compile_time_arg_val(9), get_compile_time_arg_val(10));
      for (size_t i45 = v8; i45 < v7; i45 += v5) {
        tile_regs_acquire();
        copy_tile_init(get_compile_time_arg_val(2));
        copy_tile(get_compile_time_arg_val(2), i45, v9);
        size_t v46 = i45 + v9;
        copy_tile(get_compile_time_arg_val(2), v46, v2);
        mul_tiles_init(get_compile_time_arg_val(10), get_compile_time_arg_val(9));
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(9), i45, i45, v8);
        mul_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(9), v46, v46, v5);
        mul_binary_tile_init();
        mul_binary_tile(v8, v9, v8);
        mul_binary_tile(v5, v2, v5);
        copy_tile_init(get_compile_time_arg_val(3));
        copy_tile(get_compile_time_arg_val(3), i45, v9);
        copy_tile(get_compile_time_arg_val(3), v46, v2);
        add_binary_tile_init();
        add_binary_tile(v8, v9, v8);
        add_binary_tile(v5, v2, v5);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(10), i45);
        pack_tile<true>(v5, get_compile_time_arg_val(10), v46);
        tile_regs_release();
      }
      cb_ctarg_10.push_back(v3);
      cb_ctarg_9.pop_front(v3);
      cb_ctarg_10.pop_front(v3);
      cb_ctarg_10.wait_front(v3);
      cb_ctarg_6.reserve_back(v3);
      init_sfpu(get_compile_time_arg_val(10), get_compile_time_arg_val(6));
      for (size_t i47 = v8; i47 < v7; i47 += v6) {
        tile_regs_acquire();
        copy_tile_init(get_compile_time_arg_val(10));
        copy_tile(get_compile_time_arg_val(10), i47, v8);
        size_t v48 = i47 + v9;
        copy_tile(get_compile_time_arg_val(10), v48, v9);
        size_t v49 = i47 + v5;
        copy_tile(get_compile_time_arg_val(10), v49, v5);
        size_t v50 = i47 + v2;
        copy_tile(get_compile_time_arg_val(10), v50, v2);
        typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>();
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v8);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v9);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v5);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v8, get_compile_time_arg_val(6), i47);
        pack_tile<true>(v9, get_compile_time_arg_val(6), v48);
        pack_tile<true>(v5, get_compile_time_arg_val(6), v49);
        pack_tile<true>(v2, get_compile_time_arg_val(6), v50);
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

