// attend
#define REDUCE_OP PoolType::SUM
#define REDUCE_DIM ReduceDim::REDUCE_COL
#include <cstdint>
#include "api/compute/bcast.h"
#include "api/compute/binary_max_min.h"
#include "api/compute/common.h"
#include "api/compute/compute_kernel_api.h"
#include "api/compute/eltwise_binary.h"
#include "api/compute/eltwise_binary_sfpu.h"
#include "api/compute/eltwise_unary/eltwise_unary.h"
#include "api/compute/eltwise_unary/exp.h"
#include "api/compute/eltwise_unary/fill.h"
#include "api/compute/eltwise_unary/relu.h"
#include "api/compute/eltwise_unary/typecast.h"
#include "api/compute/matmul.h"
#include "api/compute/pack.h"
#include "api/compute/reduce.h"
#include "api/compute/reg_api.h"
#include "api/compute/tile_move_copy.h"
#include "api/compute/transpose_wh.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"
inline uint32_t float_to_bits(const float f) { uint32_t r; __builtin_memcpy(&r, &f, sizeof(r)); return r; }
#ifndef INFINITY
#define INFINITY __builtin_inff()
#endif
void kernel_main() {
  size_t v1 = 4;
  int32_t v2 = 0;
  float v3 = 0.0e+00f;
  float v4 = 1.000000000e+00f;
  int32_t v5 = 4;
  int32_t v6 = 2;
  int32_t v7 = 1;
  size_t v8 = 2;
  size_t v9 = 0;
  size_t v10 = 3;
  size_t v11 = 1;
  size_t v12 = 48;
  size_t v13 = 11;
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_18(get_compile_time_arg_val(18));
  experimental::CircularBuffer cb_ctarg_19(get_compile_time_arg_val(19));
  experimental::CircularBuffer cb_ctarg_14(get_compile_time_arg_val(14));
  experimental::CircularBuffer cb_ctarg_21(get_compile_time_arg_val(21));
  experimental::CircularBuffer cb_ctarg_24(get_compile_time_arg_val(24));
  experimental::CircularBuffer cb_ctarg_23(get_compile_time_arg_val(23));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_11(get_compile_time_arg_val(11));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_10(get_compile_time_arg_val(10));
  experimental::CircularBuffer cb_ctarg_9(get_compile_time_arg_val(9));
  experimental::CircularBuffer cb_ctarg_22(get_compile_time_arg_val(22));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_17(get_compile_time_arg_val(17));
  experimental::CircularBuffer cb_ctarg_15(get_compile_time_arg_val(15));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_13(get_compile_time_arg_val(13));
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_12(get_compile_time_arg_val(12));
  experimental::CircularBuffer cb_ctarg_20(get_compile_time_arg_val(20));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_16(get_compile_time_arg_val(16));
  size_t v14 = get_absolute_logical_x();
  size_t v15 = get_absolute_logical_y();
  size_t v16 = v15 * v13;
  size_t v17 = v16 + v14;
  ptrdiff_t v18 = (ptrdiff_t) v17;
  ptrdiff_t v19 = (ptrdiff_t) v12;
  bool v20 = v18 < v19;
  if (v20) {
    cb_ctarg_9.reserve_back(v7);
    init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(9));
    tile_regs_acquire();
    fill_tile_init();
    fill_tile(v9, v4);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v9, get_compile_time_arg_val(9), v9);
    tile_regs_release();
    cb_ctarg_9.push_back(v7);
    cb_ctarg_4.wait_front(v7);
    cb_ctarg_10.reserve_back(v6);
    init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(10));
    tile_regs_acquire();
    unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(10));
    unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v9);
    unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v9, v11);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile_block(v9, get_compile_time_arg_val(10), v8);
    tile_regs_release();
    cb_ctarg_10.push_back(v6);
    cb_ctarg_4.pop_front(v7);
    cb_ctarg_5.wait_front(v7);
    cb_ctarg_11.reserve_back(v6);
    init_sfpu(get_compile_time_arg_val(5), get_compile_time_arg_val(11));
    tile_regs_acquire();
    unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(5), get_compile_time_arg_val(11));
    unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(5), v9, v9);
    unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(5), v9, v11);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile_block(v9, get_compile_time_arg_val(11), v8);
    tile_regs_release();
    cb_ctarg_11.push_back(v6);
    cb_ctarg_5.pop_front(v7);
    cb_ctarg_9.wait_front(v7);
    cb_ctarg_10.wait_front(v6);
    cb_ctarg_11.wait_front(v6);
    if (v20) {
      cb_ctarg_7.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(7), get_compile_time_arg_val(7));
      tile_regs_acquire();
      fill_tile_init();
      fill_tile(v9, v3);
      fill_tile(v11, v3);
      fill_tile(v8, v3);
      fill_tile(v10, v3);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile_block(v9, get_compile_time_arg_val(7), v1);
      tile_regs_release();
      cb_ctarg_7.push_back(v5);
      cb_ctarg_8.reserve_back(v6);
      init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(8));
      tile_regs_acquire();
      fill_tile_init();
      fill_tile(v9, v3);
      fill_tile(v11, v3);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile_block(v9, get_compile_time_arg_val(8), v8);
      tile_regs_release();
      cb_ctarg_8.push_back(v6);
      cb_ctarg_0.wait_front(v5);
      for (size_t i21 = v9; i21 < v10; i21 += v11) {
        cb_ctarg_1.wait_front(v5);
        cb_ctarg_2.wait_front(v5);
        cb_ctarg_3.wait_front(v6);
        cb_ctarg_12.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(12));
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(12));
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v9);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v11);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v8);
        unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v11, v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(12), v1);
        tile_regs_release();
        cb_ctarg_12.push_back(v5);
        cb_ctarg_13.reserve_back(v5);
        cb_ctarg_24.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(1), get_compile_time_arg_val(24));
        tile_regs_acquire();
        transpose_wh_init(get_compile_time_arg_val(1), get_compile_time_arg_val(24));
        transpose_wh_tile(get_compile_time_arg_val(1), v9, v9);
        transpose_wh_tile(get_compile_time_arg_val(1), v8, v11);
        transpose_wh_tile(get_compile_time_arg_val(1), v11, v8);
        transpose_wh_tile(get_compile_time_arg_val(1), v10, v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(24), v1);
        tile_regs_release();
        cb_ctarg_24.push_back(v5);
        cb_ctarg_24.wait_front(v5);
        mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(24), get_compile_time_arg_val(13), v2, v6, v6, v6);
        tile_regs_acquire();
        mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(24), v2, v6, v6, v6);
        for (size_t j22 = v9; j22 < v8; j22 += v11) {
          size_t v23 = 2;
          size_t v24 = j22 * v23;
          matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(24), j22, v24, v9, v2, v6, v6, v6);
        }
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(13), v1);
        tile_regs_release();
        cb_ctarg_24.pop_front(v5);
        cb_ctarg_13.push_back(v5);
        cb_ctarg_13.wait_front(v5);
        cb_ctarg_16.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(13), get_compile_time_arg_val(16));
        tile_regs_acquire();
        copy_tile_init(get_compile_time_arg_val(13));
        copy_tile(get_compile_time_arg_val(13), v9, v9);
        copy_tile(get_compile_time_arg_val(13), v11, v11);
        copy_tile(get_compile_time_arg_val(13), v8, v8);
        copy_tile(get_compile_time_arg_val(13), v10, v10);
        typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>();
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v9);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v11);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v8);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(16), v1);
        tile_regs_release();
        cb_ctarg_16.push_back(v5);
        cb_ctarg_13.pop_front(v5);
        cb_ctarg_16.wait_front(v5);
        cb_ctarg_12.wait_front(v5);
        cb_ctarg_14.reserve_back(v5);
        binary_op_init_common(get_compile_time_arg_val(16), get_compile_time_arg_val(12), get_compile_time_arg_val(14));
        tile_regs_acquire();
        sub_tiles_init(get_compile_time_arg_val(16), get_compile_time_arg_val(12));
        sub_tiles(get_compile_time_arg_val(16), get_compile_time_arg_val(12), v9, v9, v9);
        sub_tiles(get_compile_time_arg_val(16), get_compile_time_arg_val(12), v11, v11, v11);
        sub_tiles(get_compile_time_arg_val(16), get_compile_time_arg_val(12), v8, v8, v8);
        sub_tiles(get_compile_time_arg_val(16), get_compile_time_arg_val(12), v10, v10, v10);
        exp_tile_init();
        exp_tile(v9);
        exp_tile(v11);
        exp_tile(v8);
        exp_tile(v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(14), v1);
        tile_regs_release();
        cb_ctarg_14.push_back(v5);
        cb_ctarg_12.pop_front(v5);
        cb_ctarg_16.pop_front(v5);
        cb_ctarg_14.wait_front(v5);
        cb_ctarg_18.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(14), get_compile_time_arg_val(18));
        for (size_t j25 = v9; j25 < v8; j25 += v11) {
          tile_regs_acquire();
          reduce_init<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(14), get_compile_time_arg_val(9), get_compile_time_arg_val(18));
          for (size_t k26 = v9; k26 < v8; k26 += v11) {
            size_t v27 = 2;
            size_t v28 = j25 * v27;
            size_t v29 = v28 + k26;
            reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(14), get_compile_time_arg_val(9), v29, v9, v9);
          }
          reduce_uninit();
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v9, get_compile_time_arg_val(18), j25);
          tile_regs_release();
        }
        cb_ctarg_18.push_back(v6);
        cb_ctarg_6.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(14), get_compile_time_arg_val(6));
        tile_regs_acquire();
        copy_tile_init(get_compile_time_arg_val(14));
        copy_tile(get_compile_time_arg_val(14), v9, v9);
        copy_tile(get_compile_time_arg_val(14), v11, v11);
        copy_tile(get_compile_time_arg_val(14), v8, v8);
        copy_tile(get_compile_time_arg_val(14), v10, v10);
        typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>();
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v9);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v11);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v8);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(6), v1);
        tile_regs_release();
        cb_ctarg_6.push_back(v5);
        cb_ctarg_14.pop_front(v5);
        cb_ctarg_18.wait_front(v6);
        cb_ctarg_8.wait_front(v6);
        cb_ctarg_8.reserve_back(v6);
        binary_op_init_common(get_compile_time_arg_val(8), get_compile_time_arg_val(18), get_compile_time_arg_val(8));
        tile_regs_acquire();
        add_tiles_init(get_compile_time_arg_val(8), get_compile_time_arg_val(18));
        add_tiles(get_compile_time_arg_val(8), get_compile_time_arg_val(18), v9, v9, v9);
        add_tiles(get_compile_time_arg_val(8), get_compile_time_arg_val(18), v11, v11, v11);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(8), v8);
        tile_regs_release();
        cb_ctarg_8.push_back(v6);
        cb_ctarg_8.pop_front(v6);
        cb_ctarg_18.pop_front(v6);
        cb_ctarg_6.wait_front(v5);
        cb_ctarg_15.reserve_back(v5);
        mm_block_init(get_compile_time_arg_val(6), get_compile_time_arg_val(2), get_compile_time_arg_val(15), v2, v6, v6, v6);
        tile_regs_acquire();
        mm_block_init_short(get_compile_time_arg_val(6), get_compile_time_arg_val(2), v2, v6, v6, v6);
        for (size_t j30 = v9; j30 < v8; j30 += v11) {
          size_t v31 = 2;
          size_t v32 = j30 * v31;
          matmul_block(get_compile_time_arg_val(6), get_compile_time_arg_val(2), j30, v32, v9, v2, v6, v6, v6);
        }
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(15), v1);
        tile_regs_release();
        cb_ctarg_15.push_back(v5);
        cb_ctarg_6.pop_front(v5);
        cb_ctarg_15.wait_front(v5);
        cb_ctarg_17.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(15), get_compile_time_arg_val(17));
        tile_regs_acquire();
        copy_tile_init(get_compile_time_arg_val(15));
        copy_tile(get_compile_time_arg_val(15), v9, v9);
        copy_tile(get_compile_time_arg_val(15), v11, v11);
        copy_tile(get_compile_time_arg_val(15), v8, v8);
        copy_tile(get_compile_time_arg_val(15), v10, v10);
        typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>();
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v9);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v11);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v8);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(17), v1);
        tile_regs_release();
        cb_ctarg_17.push_back(v5);
        cb_ctarg_15.pop_front(v5);
        cb_ctarg_17.wait_front(v5);
        cb_ctarg_7.wait_front(v5);
        cb_ctarg_7.reserve_back(v5);
        binary_op_init_common(get_compile_time_arg_val(7), get_compile_time_arg_val(17), get_compile_time_arg_val(7));
        tile_regs_acquire();
        add_tiles_init(get_compile_time_arg_val(7), get_compile_time_arg_val(17));
        add_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(17), v9, v9, v9);
        add_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(17), v11, v11, v11);
        add_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(17), v8, v8, v8);
        add_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(17), v10, v10, v10);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v9, get_compile_time_arg_val(7), v1);
        tile_regs_release();
        cb_ctarg_7.push_back(v5);
        cb_ctarg_7.pop_front(v5);
        cb_ctarg_17.pop_front(v5);
        cb_ctarg_3.pop_front(v6);
        cb_ctarg_2.pop_front(v5);
        cb_ctarg_1.pop_front(v5);
      }
      cb_ctarg_0.pop_front(v5);
      cb_ctarg_7.wait_front(v5);
      cb_ctarg_8.wait_front(v6);
      cb_ctarg_19.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(19));
      tile_regs_acquire();
      unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(19));
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v9, v9);
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v9, v11);
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v11, v8);
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v11, v10);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile_block(v9, get_compile_time_arg_val(19), v1);
      tile_regs_release();
      cb_ctarg_19.push_back(v5);
      cb_ctarg_19.wait_front(v5);
      cb_ctarg_17.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(7), get_compile_time_arg_val(17));
      for (size_t i33 = v9; i33 < v8; i33 += v11) {
        tile_regs_acquire();
        size_t v34 = 2;
        size_t v35 = i33 * v34;
        copy_tile_init(get_compile_time_arg_val(7));
        copy_tile(get_compile_time_arg_val(7), v35, v9);
        size_t v36 = 2;
        size_t v37 = i33 * v36;
        size_t v38 = v37 + v11;
        copy_tile(get_compile_time_arg_val(7), v38, v8);
        copy_tile_init(get_compile_time_arg_val(19));
        copy_tile(get_compile_time_arg_val(19), v35, v11);
        copy_tile(get_compile_time_arg_val(19), v38, v10);
        div_binary_tile_init();
        div_binary_tile(v9, v11, v9);
        div_binary_tile(v8, v10, v8);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v9, get_compile_time_arg_val(17), v35);
        pack_tile<true>(v8, get_compile_time_arg_val(17), v38);
        tile_regs_release();
      }
      cb_ctarg_17.push_back(v5);
      cb_ctarg_19.pop_front(v5);
      cb_ctarg_17.wait_front(v5);
      cb_ctarg_22.reserve_back(v5);
      init_sfpu(get_compile_time_arg_val(17), get_compile_time_arg_val(22));
      tile_regs_acquire();
      copy_tile_init(get_compile_time_arg_val(17));
      copy_tile(get_compile_time_arg_val(17), v9, v9);
      copy_tile(get_compile_time_arg_val(17), v11, v11);
      copy_tile(get_compile_time_arg_val(17), v8, v8);
      copy_tile(get_compile_time_arg_val(17), v10, v10);
      typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>();
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v9);
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v11);
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v8);
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v10);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile_block(v9, get_compile_time_arg_val(22), v1);
      tile_regs_release();
      cb_ctarg_22.push_back(v5);
      cb_ctarg_17.pop_front(v5);
      cb_ctarg_20.reserve_back(v6);
      init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(20));
      tile_regs_acquire();
      unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(20));
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v9, v9);
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v11, v11);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile_block(v9, get_compile_time_arg_val(20), v8);
      tile_regs_release();
      cb_ctarg_20.push_back(v6);
      cb_ctarg_8.pop_front(v6);
      cb_ctarg_7.pop_front(v5);
      cb_ctarg_20.wait_front(v6);
      cb_ctarg_21.reserve_back(v6);
      binary_op_init_common(get_compile_time_arg_val(20), get_compile_time_arg_val(11), get_compile_time_arg_val(21));
      tile_regs_acquire();
      sub_tiles_init(get_compile_time_arg_val(20), get_compile_time_arg_val(11));
      sub_tiles(get_compile_time_arg_val(20), get_compile_time_arg_val(11), v9, v9, v9);
      sub_tiles(get_compile_time_arg_val(20), get_compile_time_arg_val(11), v11, v11, v11);
      sign_tile_init();
      sign_tile(v9);
      sign_tile(v11);
      relu_tile_init();
      relu_tile(v9);
      relu_tile(v11);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile_block(v9, get_compile_time_arg_val(21), v8);
      tile_regs_release();
      cb_ctarg_21.push_back(v6);
      cb_ctarg_21.wait_front(v6);
      cb_ctarg_23.reserve_back(v7);
      init_sfpu(get_compile_time_arg_val(21), get_compile_time_arg_val(23));
      tile_regs_acquire();
      reduce_init<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), get_compile_time_arg_val(23));
      for (size_t i39 = v9; i39 < v8; i39 += v11) {
        reduce_tile<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), i39, v9, v9);
      }
      reduce_uninit<true>();
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(23), v9);
      tile_regs_release();
      cb_ctarg_23.push_back(v7);
      cb_ctarg_21.pop_front(v6);
      cb_ctarg_21.reserve_back(v6);
      binary_op_init_common(get_compile_time_arg_val(10), get_compile_time_arg_val(20), get_compile_time_arg_val(21));
      tile_regs_acquire();
      sub_tiles_init(get_compile_time_arg_val(10), get_compile_time_arg_val(20));
      sub_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(20), v9, v9, v9);
      sub_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(20), v11, v11, v11);
      sign_tile_init();
      sign_tile(v9);
      sign_tile(v11);
      relu_tile_init();
      relu_tile(v9);
      relu_tile(v11);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile_block(v9, get_compile_time_arg_val(21), v8);
      tile_regs_release();
      cb_ctarg_21.push_back(v6);
      cb_ctarg_21.wait_front(v6);
      cb_ctarg_23.reserve_back(v7);
      init_sfpu(get_compile_time_arg_val(21), get_compile_time_arg_val(23));
      tile_regs_acquire();
      reduce_init<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), get_compile_time_arg_val(23));
      for (size_t i40 = v9; i40 < v8; i40 += v11) {
        reduce_tile<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), i40, v9, v9);
      }
      reduce_uninit<true>();
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(23), v9);
      tile_regs_release();
      cb_ctarg_23.push_back(v7);
      cb_ctarg_21.pop_front(v6);
      cb_ctarg_21.reserve_back(v6);
      init_sfpu(get_compile_time_arg_val(11), get_compile_time_arg_val(21));
      tile_regs_acquire();
      copy_tile_init(get_compile_time_arg_val(11));
      copy_tile(get_compile_time_arg_val(11), v9, v11);
      copy_tile(get_compile_time_arg_val(11), v11, v10);
      copy_tile_init(get_compile_time_arg_val(20));
      copy_tile(get_compile_time_arg_val(20), v9, v9);
      copy_tile(get_compile_time_arg_val(20), v11, v8);
      binary_min_tile_init();
      binary_min_tile(v9, v11, v9);
      binary_min_tile(v8, v10, v8);
      sub_binary_tile_init();
      sub_binary_tile(v9, v9, v9);
      sub_binary_tile(v8, v8, v8);
      sign_tile_init();
      sign_tile(v9);
      sign_tile(v8);
      abs_tile_init();
      abs_tile(v9);
      abs_tile(v8);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(21), v9);
      pack_tile<true>(v8, get_compile_time_arg_val(21), v11);
      tile_regs_release();
      cb_ctarg_21.push_back(v6);
      cb_ctarg_21.wait_front(v6);
      cb_ctarg_23.reserve_back(v7);
      init_sfpu(get_compile_time_arg_val(21), get_compile_time_arg_val(23));
      tile_regs_acquire();
      reduce_init<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), get_compile_time_arg_val(23));
      for (size_t i41 = v9; i41 < v8; i41 += v11) {
        reduce_tile<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), i41, v9, v9);
      }
      reduce_uninit<true>();
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(23), v9);
      tile_regs_release();
      cb_ctarg_23.push_back(v7);
      cb_ctarg_21.pop_front(v6);
      cb_ctarg_20.pop_front(v6);
    }
    cb_ctarg_11.pop_front(v6);
    cb_ctarg_10.pop_front(v6);
    cb_ctarg_9.pop_front(v7);
  }
  return;
}

