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
  int32_t v1 = 0;
  float v2 = 0.0e+00f;
  float v3 = 1.000000000e+00f;
  int32_t v4 = 4;
  int32_t v5 = 2;
  int32_t v6 = 1;
  size_t v7 = 3;
  size_t v8 = 2;
  size_t v9 = 1;
  size_t v10 = 0;
  size_t v11 = 110;
  size_t v12 = 21;
  size_t v13 = 4;
  size_t v14 = 336;
  size_t v15 = 11;
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
  size_t v16 = get_absolute_logical_x();
  size_t v17 = get_absolute_logical_y();
  size_t v18 = v17 * v15;
  size_t v19 = v18 + v16;
  ptrdiff_t v20 = (ptrdiff_t) v19;
  ptrdiff_t v21 = (ptrdiff_t) v14;
  bool v22 = v20 < v21;
  if (v22) {
    cb_ctarg_9.reserve_back(v6);
    init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(9));
    tile_regs_acquire();
    fill_tile_init();
    fill_tile(v10, v3);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v10, get_compile_time_arg_val(9), v10);
    tile_regs_release();
    cb_ctarg_9.push_back(v6);
    cb_ctarg_4.wait_front(v6);
    cb_ctarg_10.reserve_back(v5);
    init_sfpu(get_compile_time_arg_val(4), get_compile_time_arg_val(10));
    tile_regs_acquire();
    unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(4), get_compile_time_arg_val(10));
    unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v10);
    unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(4), v10, v9);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile_block(v10, get_compile_time_arg_val(10), v8);
    tile_regs_release();
    cb_ctarg_10.push_back(v5);
    cb_ctarg_4.pop_front(v6);
    cb_ctarg_5.wait_front(v6);
    cb_ctarg_11.reserve_back(v5);
    init_sfpu(get_compile_time_arg_val(5), get_compile_time_arg_val(11));
    tile_regs_acquire();
    unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(5), get_compile_time_arg_val(11));
    unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(5), v10, v10);
    unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(5), v10, v9);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile_block(v10, get_compile_time_arg_val(11), v8);
    tile_regs_release();
    cb_ctarg_11.push_back(v5);
    cb_ctarg_5.pop_front(v6);
    cb_ctarg_9.wait_front(v6);
    cb_ctarg_10.wait_front(v5);
    cb_ctarg_11.wait_front(v5);
    for (size_t i23 = v10; i23 < v13; i23 += v9) {
      size_t v24 = i23 * v11;
      size_t v25 = v19 + v24;
      ptrdiff_t v26 = (ptrdiff_t) v25;
      ptrdiff_t v27 = (ptrdiff_t) v14;
      bool v28 = v26 < v27;
      if (v28) {
        cb_ctarg_7.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(7), get_compile_time_arg_val(7));
        tile_regs_acquire();
        fill_tile_init();
        fill_tile(v10, v2);
        fill_tile(v9, v2);
        fill_tile(v8, v2);
        fill_tile(v7, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v10, get_compile_time_arg_val(7), v13);
        tile_regs_release();
        cb_ctarg_7.push_back(v4);
        cb_ctarg_8.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(8));
        tile_regs_acquire();
        fill_tile_init();
        fill_tile(v10, v2);
        fill_tile(v9, v2);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v10, get_compile_time_arg_val(8), v8);
        tile_regs_release();
        cb_ctarg_8.push_back(v5);
        cb_ctarg_0.wait_front(v4);
        for (size_t j29 = v10; j29 < v12; j29 += v9) {
          cb_ctarg_1.wait_front(v4);
          cb_ctarg_2.wait_front(v4);
          cb_ctarg_3.wait_front(v5);
          cb_ctarg_12.reserve_back(v4);
          init_sfpu(get_compile_time_arg_val(3), get_compile_time_arg_val(12));
          tile_regs_acquire();
          unary_bcast_init<BroadcastType::ROW>(get_compile_time_arg_val(3), get_compile_time_arg_val(12));
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v10);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v9);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v10, v8);
          unary_bcast<BroadcastType::ROW>(get_compile_time_arg_val(3), v9, v7);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(12), v13);
          tile_regs_release();
          cb_ctarg_12.push_back(v4);
          cb_ctarg_13.reserve_back(v4);
          cb_ctarg_24.reserve_back(v4);
          init_sfpu(get_compile_time_arg_val(1), get_compile_time_arg_val(24));
          tile_regs_acquire();
          transpose_wh_init(get_compile_time_arg_val(1), get_compile_time_arg_val(24));
          transpose_wh_tile(get_compile_time_arg_val(1), v10, v10);
          transpose_wh_tile(get_compile_time_arg_val(1), v8, v9);
          transpose_wh_tile(get_compile_time_arg_val(1), v9, v8);
          transpose_wh_tile(get_compile_time_arg_val(1), v7, v7);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(24), v13);
          tile_regs_release();
          cb_ctarg_24.push_back(v4);
          cb_ctarg_24.wait_front(v4);
          mm_block_init(get_compile_time_arg_val(0), get_compile_time_arg_val(24), get_compile_time_arg_val(13), v1, v5, v5, v5);
          tile_regs_acquire();
          mm_block_init_short(get_compile_time_arg_val(0), get_compile_time_arg_val(24), v1, v5, v5, v5);
          for (size_t k30 = v10; k30 < v8; k30 += v9) {
            size_t v31 = 2;
            size_t v32 = k30 * v31;
            matmul_block(get_compile_time_arg_val(0), get_compile_time_arg_val(24), k30, v32, v10, v1, v5, v5, v5);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(13), v13);
          tile_regs_release();
          cb_ctarg_24.pop_front(v4);
          cb_ctarg_13.push_back(v4);
          cb_ctarg_13.wait_front(v4);
          cb_ctarg_16.reserve_back(v4);
          init_sfpu(get_compile_time_arg_val(13), get_compile_time_arg_val(16));
          tile_regs_acquire();
          copy_tile_init(get_compile_time_arg_val(13));
          copy_tile(get_compile_time_arg_val(13), v10, v10);
          copy_tile(get_compile_time_arg_val(13), v9, v9);
          copy_tile(get_compile_time_arg_val(13), v8, v8);
          copy_tile(get_compile_time_arg_val(13), v7, v7);
          typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>();
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v10);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v9);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v8);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v7);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(16), v13);
          tile_regs_release();
          cb_ctarg_16.push_back(v4);
          cb_ctarg_13.pop_front(v4);
          cb_ctarg_16.wait_front(v4);
          cb_ctarg_12.wait_front(v4);
          cb_ctarg_14.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(16), get_compile_time_arg_val(12), get_compile_time_arg_val(14));
          tile_regs_acquire();
          sub_tiles_init(get_compile_time_arg_val(16), get_compile_time_arg_val(12));
          sub_tiles(get_compile_time_arg_val(16), get_compile_time_arg_val(12), v10, v10, v10);
          sub_tiles(get_compile_time_arg_val(16), get_compile_time_arg_val(12), v9, v9, v9);
          sub_tiles(get_compile_time_arg_val(16), get_compile_time_arg_val(12), v8, v8, v8);
          sub_tiles(get_compile_time_arg_val(16), get_compile_time_arg_val(12), v7, v7, v7);
          exp_tile_init();
          exp_tile(v10);
          exp_tile(v9);
          exp_tile(v8);
          exp_tile(v7);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(14), v13);
          tile_regs_release();
          cb_ctarg_14.push_back(v4);
          cb_ctarg_12.pop_front(v4);
          cb_ctarg_16.pop_front(v4);
          cb_ctarg_14.wait_front(v4);
          cb_ctarg_18.reserve_back(v5);
          init_sfpu(get_compile_time_arg_val(14), get_compile_time_arg_val(18));
          for (size_t k33 = v10; k33 < v8; k33 += v9) {
            tile_regs_acquire();
            reduce_init<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(14), get_compile_time_arg_val(9), get_compile_time_arg_val(18));
            for (size_t l34 = v10; l34 < v8; l34 += v9) {
              size_t v35 = 2;
              size_t v36 = k33 * v35;
              size_t v37 = v36 + l34;
              reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(14), get_compile_time_arg_val(9), v37, v10, v10);
            }
            reduce_uninit();
            tile_regs_commit();
            tile_regs_wait();
            pack_tile<true>(v10, get_compile_time_arg_val(18), k33);
            tile_regs_release();
          }
          cb_ctarg_18.push_back(v5);
          cb_ctarg_6.reserve_back(v4);
          init_sfpu(get_compile_time_arg_val(14), get_compile_time_arg_val(6));
          tile_regs_acquire();
          copy_tile_init(get_compile_time_arg_val(14));
          copy_tile(get_compile_time_arg_val(14), v10, v10);
          copy_tile(get_compile_time_arg_val(14), v9, v9);
          copy_tile(get_compile_time_arg_val(14), v8, v8);
          copy_tile(get_compile_time_arg_val(14), v7, v7);
          typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>();
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v10);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v9);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v8);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v7);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(6), v13);
          tile_regs_release();
          cb_ctarg_6.push_back(v4);
          cb_ctarg_14.pop_front(v4);
          cb_ctarg_18.wait_front(v5);
          cb_ctarg_8.wait_front(v5);
          cb_ctarg_8.reserve_back(v5);
          binary_op_init_common(get_compile_time_arg_val(8), get_compile_time_arg_val(18), get_compile_time_arg_val(8));
          tile_regs_acquire();
          add_tiles_init(get_compile_time_arg_val(8), get_compile_time_arg_val(18));
          add_tiles(get_compile_time_arg_val(8), get_compile_time_arg_val(18), v10, v10, v10);
          add_tiles(get_compile_time_arg_val(8), get_compile_time_arg_val(18), v9, v9, v9);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(8), v8);
          tile_regs_release();
          cb_ctarg_8.push_back(v5);
          cb_ctarg_8.pop_front(v5);
          cb_ctarg_18.pop_front(v5);
          cb_ctarg_6.wait_front(v4);
          cb_ctarg_15.reserve_back(v4);
          mm_block_init(get_compile_time_arg_val(6), get_compile_time_arg_val(2), get_compile_time_arg_val(15), v1, v5, v5, v5);
          tile_regs_acquire();
          mm_block_init_short(get_compile_time_arg_val(6), get_compile_time_arg_val(2), v1, v5, v5, v5);
          for (size_t k38 = v10; k38 < v8; k38 += v9) {
            size_t v39 = 2;
            size_t v40 = k38 * v39;
            matmul_block(get_compile_time_arg_val(6), get_compile_time_arg_val(2), k38, v40, v10, v1, v5, v5, v5);
          }
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(15), v13);
          tile_regs_release();
          cb_ctarg_15.push_back(v4);
          cb_ctarg_6.pop_front(v4);
          cb_ctarg_15.wait_front(v4);
          cb_ctarg_17.reserve_back(v4);
          init_sfpu(get_compile_time_arg_val(15), get_compile_time_arg_val(17));
          tile_regs_acquire();
          copy_tile_init(get_compile_time_arg_val(15));
          copy_tile(get_compile_time_arg_val(15), v10, v10);
          copy_tile(get_compile_time_arg_val(15), v9, v9);
          copy_tile(get_compile_time_arg_val(15), v8, v8);
          copy_tile(get_compile_time_arg_val(15), v7, v7);
          typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>();
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v10);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v9);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v8);
          typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32)>(v7);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(17), v13);
          tile_regs_release();
          cb_ctarg_17.push_back(v4);
          cb_ctarg_15.pop_front(v4);
          cb_ctarg_17.wait_front(v4);
          cb_ctarg_7.wait_front(v4);
          cb_ctarg_7.reserve_back(v4);
          binary_op_init_common(get_compile_time_arg_val(7), get_compile_time_arg_val(17), get_compile_time_arg_val(7));
          tile_regs_acquire();
          add_tiles_init(get_compile_time_arg_val(7), get_compile_time_arg_val(17));
          add_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(17), v10, v10, v10);
          add_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(17), v9, v9, v9);
          add_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(17), v8, v8, v8);
          add_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(17), v7, v7, v7);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile_block(v10, get_compile_time_arg_val(7), v13);
          tile_regs_release();
          cb_ctarg_7.push_back(v4);
          cb_ctarg_7.pop_front(v4);
          cb_ctarg_17.pop_front(v4);
          cb_ctarg_3.pop_front(v5);
          cb_ctarg_2.pop_front(v4);
          cb_ctarg_1.pop_front(v4);
        }
        cb_ctarg_0.pop_front(v4);
        cb_ctarg_7.wait_front(v4);
        cb_ctarg_8.wait_front(v5);
        cb_ctarg_19.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(19));
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(19));
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v10, v10);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v10, v9);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v9, v8);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v9, v7);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v10, get_compile_time_arg_val(19), v13);
        tile_regs_release();
        cb_ctarg_19.push_back(v4);
        cb_ctarg_19.wait_front(v4);
        cb_ctarg_17.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(7), get_compile_time_arg_val(17));
        for (size_t j41 = v10; j41 < v8; j41 += v9) {
          tile_regs_acquire();
          size_t v42 = 2;
          size_t v43 = j41 * v42;
          copy_tile_init(get_compile_time_arg_val(7));
          copy_tile(get_compile_time_arg_val(7), v43, v10);
          size_t v44 = 2;
          size_t v45 = j41 * v44;
          size_t v46 = v45 + v9;
          copy_tile(get_compile_time_arg_val(7), v46, v8);
          copy_tile_init(get_compile_time_arg_val(19));
          copy_tile(get_compile_time_arg_val(19), v43, v9);
          copy_tile(get_compile_time_arg_val(19), v46, v7);
          div_binary_tile_init();
          div_binary_tile(v10, v9, v10);
          div_binary_tile(v8, v7, v8);
          tile_regs_commit();
          tile_regs_wait();
          pack_tile<true>(v10, get_compile_time_arg_val(17), v43);
          pack_tile<true>(v8, get_compile_time_arg_val(17), v46);
          tile_regs_release();
        }
        cb_ctarg_17.push_back(v4);
        cb_ctarg_19.pop_front(v4);
        cb_ctarg_17.wait_front(v4);
        cb_ctarg_22.reserve_back(v4);
        init_sfpu(get_compile_time_arg_val(17), get_compile_time_arg_val(22));
        tile_regs_acquire();
        copy_tile_init(get_compile_time_arg_val(17));
        copy_tile(get_compile_time_arg_val(17), v10, v10);
        copy_tile(get_compile_time_arg_val(17), v9, v9);
        copy_tile(get_compile_time_arg_val(17), v8, v8);
        copy_tile(get_compile_time_arg_val(17), v7, v7);
        typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>();
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v10);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v9);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v8);
        typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v7);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v10, get_compile_time_arg_val(22), v13);
        tile_regs_release();
        cb_ctarg_22.push_back(v4);
        cb_ctarg_17.pop_front(v4);
        cb_ctarg_20.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(20));
        tile_regs_acquire();
        unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(8), get_compile_time_arg_val(20));
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v10, v10);
        unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(8), v9, v9);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v10, get_compile_time_arg_val(20), v8);
        tile_regs_release();
        cb_ctarg_20.push_back(v5);
        cb_ctarg_8.pop_front(v5);
        cb_ctarg_7.pop_front(v4);
        cb_ctarg_20.wait_front(v5);
        cb_ctarg_21.reserve_back(v5);
        binary_op_init_common(get_compile_time_arg_val(20), get_compile_time_arg_val(11), get_compile_time_arg_val(21));
        tile_regs_acquire();
        sub_tiles_init(get_compile_time_arg_val(20), get_compile_time_arg_val(11));
        sub_tiles(get_compile_time_arg_val(20), get_compile_time_arg_val(11), v10, v10, v10);
        sub_tiles(get_compile_time_arg_val(20), get_compile_time_arg_val(11), v9, v9, v9);
        sign_tile_init();
        sign_tile(v10);
        sign_tile(v9);
        relu_tile_init();
        relu_tile(v10);
        relu_tile(v9);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v10, get_compile_time_arg_val(21), v8);
        tile_regs_release();
        cb_ctarg_21.push_back(v5);
        cb_ctarg_21.wait_front(v5);
        cb_ctarg_23.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(21), get_compile_time_arg_val(23));
        tile_regs_acquire();
        reduce_init<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), get_compile_time_arg_val(23));
        for (size_t j47 = v10; j47 < v8; j47 += v9) {
          reduce_tile<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), j47, v10, v10);
        }
        reduce_uninit<true>();
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(23), v10);
        tile_regs_release();
        cb_ctarg_23.push_back(v6);
        cb_ctarg_21.pop_front(v5);
        cb_ctarg_21.reserve_back(v5);
        binary_op_init_common(get_compile_time_arg_val(10), get_compile_time_arg_val(20), get_compile_time_arg_val(21));
        tile_regs_acquire();
        sub_tiles_init(get_compile_time_arg_val(10), get_compile_time_arg_val(20));
        sub_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(20), v10, v10, v10);
        sub_tiles(get_compile_time_arg_val(10), get_compile_time_arg_val(20), v9, v9, v9);
        sign_tile_init();
        sign_tile(v10);
        sign_tile(v9);
        relu_tile_init();
        relu_tile(v10);
        relu_tile(v9);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile_block(v10, get_compile_time_arg_val(21), v8);
        tile_regs_release();
        cb_ctarg_21.push_back(v5);
        cb_ctarg_21.wait_front(v5);
        cb_ctarg_23.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(21), get_compile_time_arg_val(23));
        tile_regs_acquire();
        reduce_init<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), get_compile_time_arg_val(23));
        for (size_t j48 = v10; j48 < v8; j48 += v9) {
          reduce_tile<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), j48, v10, v10);
        }
        reduce_uninit<true>();
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(23), v10);
        tile_regs_release();
        cb_ctarg_23.push_back(v6);
        cb_ctarg_21.pop_front(v5);
        cb_ctarg_21.reserve_back(v5);
        init_sfpu(get_compile_time_arg_val(11), get_compile_time_arg_val(21));
        tile_regs_acquire();
        copy_tile_init(get_compile_time_arg_val(11));
        copy_tile(get_compile_time_arg_val(11), v10, v9);
        copy_tile(get_compile_time_arg_val(11), v9, v7);
        copy_tile_init(get_compile_time_arg_val(20));
        copy_tile(get_compile_time_arg_val(20), v10, v10);
        copy_tile(get_compile_time_arg_val(20), v9, v8);
        binary_min_tile_init();
        binary_min_tile(v10, v9, v10);
        binary_min_tile(v8, v7, v8);
        sub_binary_tile_init();
        sub_binary_tile(v10, v10, v10);
        sub_binary_tile(v8, v8, v8);
        sign_tile_init();
        sign_tile(v10);
        sign_tile(v8);
        abs_tile_init();
        abs_tile(v10);
        abs_tile(v8);
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(21), v10);
        pack_tile<true>(v8, get_compile_time_arg_val(21), v9);
        tile_regs_release();
        cb_ctarg_21.push_back(v5);
        cb_ctarg_21.wait_front(v5);
        cb_ctarg_23.reserve_back(v6);
        init_sfpu(get_compile_time_arg_val(21), get_compile_time_arg_val(23));
        tile_regs_acquire();
        reduce_init<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), get_compile_time_arg_val(23));
        for (size_t j49 = v10; j49 < v8; j49 += v9) {
          reduce_tile<PoolType::SUM, ReduceDim::REDUCE_COL, true>(get_compile_time_arg_val(21), get_compile_time_arg_val(9), j49, v10, v10);
        }
        reduce_uninit<true>();
        tile_regs_commit();
        tile_regs_wait();
        pack_tile<true>(v10, get_compile_time_arg_val(23), v10);
        tile_regs_release();
        cb_ctarg_23.push_back(v6);
        cb_ctarg_21.pop_front(v5);
        cb_ctarg_20.pop_front(v5);
      }
    }
    cb_ctarg_11.pop_front(v5);
    cb_ctarg_10.pop_front(v5);
    cb_ctarg_9.pop_front(v6);
  }
  return;
}

