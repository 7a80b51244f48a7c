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
  size_t v5 = 9;
  size_t v6 = 10;
  size_t v7 = 2;
  size_t v8 = 4;
  size_t v9 = 32;
  size_t v10 = 0;
  size_t v11 = 1;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_6(get_compile_time_arg_val(6));
  experimental::CircularBuffer cb_ctarg_10(get_compile_time_arg_val(10));
  experimental::CircularBuffer cb_ctarg_8(get_compile_time_arg_val(8));
  experimental::CircularBuffer cb_ctarg_9(get_compile_time_arg_val(9));
  experimental::CircularBuffer cb_ctarg_5(get_compile_time_arg_val(5));
  experimental::CircularBuffer cb_ctarg_7(get_compile_time_arg_val(7));
  experimental::CircularBuffer cb_ctarg_11(get_compile_time_arg_val(11));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v12 = get_absolute_logical_x();
  size_t v13 = get_absolute_logical_y();
  ptrdiff_t v14 = (ptrdiff_t) v12;
  ptrdiff_t v15 = (ptrdiff_t) v10;
  bool v16 = v14 == v15;
  ptrdiff_t v17 = (ptrdiff_t) v13;
  ptrdiff_t v18 = (ptrdiff_t) v10;
  bool v19 = v17 == v18;
  bool v20 = v16 & v19;
  ptrdiff_t v21 = (ptrdiff_t) v12;
  ptrdiff_t v22 = (ptrdiff_t) v10;
  bool v23 = v21 >= v22;
  ptrdiff_t v24 = (ptrdiff_t) v12;
  ptrdiff_t v25 = (ptrdiff_t) v6;
  bool v26 = v24 <= v25;
  ptrdiff_t v27 = (ptrdiff_t) v13;
  ptrdiff_t v28 = (ptrdiff_t) v10;
  bool v29 = v27 >= v28;
  ptrdiff_t v30 = (ptrdiff_t) v13;
  ptrdiff_t v31 = (ptrdiff_t) v5;
  bool v32 = v30 <= v31;
  bool v33 = v23 & v26;
  bool v34 = v29 & v32;
  bool v35 = v33 & v34;
  bool v36 = v20 | v35;
  if (v36) {
    cb_ctarg_8.reserve_back(v4);
    init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(8));
    tile_regs_acquire();
    fill_tile_init();
    fill_tile(v10, v1);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v10, get_compile_time_arg_val(8), v10);
    tile_regs_release();
    cb_ctarg_8.push_back(v4);
    cb_ctarg_2.wait_front(v3);
    cb_ctarg_3.wait_front(v3);
    cb_ctarg_4.wait_front(v4);
    cb_ctarg_8.wait_front(v4);
    cb_ctarg_0.wait_front(v3);
    cb_ctarg_1.wait_front(v3);
    cb_ctarg_5.reserve_back(v3);
    binary_op_init_common(get_compile_time_arg_val(0), get_compile_time_arg_val(1), get_compile_time_arg_val(5));
    for (size_t i37 = v10; i37 < v9; i37 += v8) {
      tile_regs_acquire();
      add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), i37, i37, v10);
      size_t v38 = i37 + v11;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v38, v38, v11);
      size_t v39 = i37 + v7;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v39, v39, v7);
      size_t v40 = i37 + v2;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v40, v40, v2);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v10, get_compile_time_arg_val(5), i37);
      pack_tile<true>(v11, get_compile_time_arg_val(5), v38);
      pack_tile<true>(v7, get_compile_time_arg_val(5), v39);
      pack_tile<true>(v2, get_compile_time_arg_val(5), v40);
      tile_regs_release();
    }
    cb_ctarg_5.push_back(v3);
    cb_ctarg_10.reserve_back(v3);
    binary_op_init_common(get_compile_time_arg_val(0), get_compile_time_arg_val(1), get_compile_time_arg_val(10));
    for (size_t i41 = v10; i41 < v9; i41 += v8) {
      tile_regs_acquire();
      add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), i41, i41, v10);
      size_t v42 = i41 + v11;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v42, v42, v11);
      size_t v43 = i41 + v7;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v43, v43, v7);
      size_t v44 = i41 + v2;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v44, v44, v2);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v10, get_compile_time_arg_val(10), i41);
      pack_tile<true>(v11, get_compile_time_arg_val(10), v42);
      pack_tile<true>(v7, get_compile_time_arg_val(10), v43);
      pack_tile<true>(v2, get_compile_time_arg_val(10), v44);
      tile_regs_release();
    }
    cb_ctarg_10.push_back(v3);
    cb_ctarg_1.pop_front(v3);
    cb_ctarg_0.pop_front(v3);
    cb_ctarg_10.wait_front(v3);
    cb_ctarg_9.reserve_back(v4);
    init_sfpu(get_compile_time_arg_val(10), get_compile_time_arg_val(9));
    tile_regs_acquire();
    reduce_init<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(10), get_compile_time_arg_val(8), get_compile_time_arg_val(9));
    for (size_t i45 = v10; i45 < v9; i45 += v11) {
      reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(10), get_compile_time_arg_val(8), i45, v10, v10);
    }
    reduce_uninit();
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v10, get_compile_time_arg_val(9), v10);
    tile_regs_release();
    cb_ctarg_9.push_back(v4);
    cb_ctarg_9.wait_front(v4);
    cb_ctarg_11.reserve_back(v3);
    init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(11));
    for (size_t i46 = v10; i46 < v9; i46 += v7) {
      tile_regs_acquire();
      unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(9), get_compile_time_arg_val(11));
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(9), v10, v10);
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(9), v10, v7);
      copy_tile_init(get_compile_time_arg_val(10));
      copy_tile(get_compile_time_arg_val(10), i46, v11);
      size_t v47 = i46 + v11;
      copy_tile(get_compile_time_arg_val(10), v47, v2);
      sub_binary_tile_init();
      sub_binary_tile(v11, v10, v10);
      sub_binary_tile(v2, v7, v7);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v10, get_compile_time_arg_val(11), i46);
      pack_tile<true>(v7, get_compile_time_arg_val(11), v47);
      tile_regs_release();
    }
    cb_ctarg_11.push_back(v3);
    cb_ctarg_9.pop_front(v4);
    cb_ctarg_10.pop_front(v3);
    cb_ctarg_11.wait_front(v3);
    cb_ctarg_10.reserve_back(v3);
    binary_op_init_common(get_compile_time_arg_val(11), get_compile_time_arg_val(11), get_compile_time_arg_val(10));
    for (size_t i48 = v10; i48 < v9; i48 += v8) {
      tile_regs_acquire();
      mul_tiles_init(get_compile_time_arg_val(11), get_compile_time_arg_val(11));
      mul_tiles(get_compile_time_arg_val(11), get_compile_time_arg_val(11), i48, i48, v10);
      size_t v49 = i48 + v11;
      mul_tiles(get_compile_time_arg_val(11), get_compile_time_arg_val(11), v49, v49, v11);
      size_t v50 = i48 + v7;
      mul_tiles(get_compile_time_arg_val(11), get_compile_time_arg_val(11), v50, v50, v7);
      size_t v51 = i48 + v2;
      mul_tiles(get_compile_time_arg_val(11), get_compile_time_arg_val(11), v51, v51, v2);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v10, get_compile_time_arg_val(10), i48);
      pack_tile<true>(v11, get_compile_time_arg_val(10), v49);
      pack_tile<true>(v7, get_compile_time_arg_val(10), v50);
      pack_tile<true>(v2, get_compile_time_arg_val(10), v51);
      tile_regs_release();
    }
    cb_ctarg_10.push_back(v3);
    cb_ctarg_10.wait_front(v3);
    cb_ctarg_9.reserve_back(v4);
    init_sfpu(get_compile_time_arg_val(10), get_compile_time_arg_val(9));
    tile_regs_acquire();
    reduce_init<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(10), get_compile_time_arg_val(8), get_compile_time_arg_val(9));
    for (size_t i52 = v10; i52 < v9; i52 += v11) {
      reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(10), get_compile_time_arg_val(8), i52, v10, v10);
    }
    reduce_uninit();
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v10, get_compile_time_arg_val(9), v10);
    tile_regs_release();
    cb_ctarg_9.push_back(v4);
    cb_ctarg_10.pop_front(v3);
    cb_ctarg_9.wait_front(v4);
    cb_ctarg_9.reserve_back(v4);
    binary_op_init_common(get_compile_time_arg_val(9), get_compile_time_arg_val(4), get_compile_time_arg_val(9));
    tile_regs_acquire();
    add_tiles_init(get_compile_time_arg_val(9), get_compile_time_arg_val(4));
    add_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(4), v10, v10, v10);
    rsqrt_tile_init();
    rsqrt_tile(v10);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v10, get_compile_time_arg_val(9), v10);
    tile_regs_release();
    cb_ctarg_9.push_back(v4);
    cb_ctarg_9.pop_front(v4);
    cb_ctarg_9.wait_front(v4);
    cb_ctarg_10.reserve_back(v3);
    init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(10));
    for (size_t i53 = v10; i53 < v9; i53 += v7) {
      tile_regs_acquire();
      unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(9), get_compile_time_arg_val(10));
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(9), v10, v10);
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(9), v10, v7);
      copy_tile_init(get_compile_time_arg_val(11));
      copy_tile(get_compile_time_arg_val(11), i53, v11);
      size_t v54 = i53 + v11;
      copy_tile(get_compile_time_arg_val(11), v54, v2);
      mul_binary_tile_init();
      mul_binary_tile(v11, v10, v10);
      mul_binary_tile(v2, v7, v7);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v10, get_compile_time_arg_val(10), i53);
      pack_tile<true>(v7, get_compile_time_arg_val(10), v54);
      tile_regs_release();
    }
    cb_ctarg_10.push_back(v3);
    cb_ctarg_9.pop_front(v4);
    cb_ctarg_11.pop_front(v3);
    cb_ctarg_10.wait_front(v3);
    cb_ctarg_7.reserve_back(v3);
    init_sfpu(get_compile_time_arg_val(10), get_compile_time_arg_val(7));
    for (size_t i55 = v10; i55 < v9; i55 += v8) {
      tile_regs_acquire();
      copy_tile_init(get_compile_time_arg_val(10));
      copy_tile(get_compile_time_arg_val(10), i55, v10);
      size_t v56 = i55 + v11;
      copy_tile(get_compile_time_arg_val(10), v56, v11);
      size_t v57 = i55 + v7;
      copy_tile(get_compile_time_arg_val(10), v57, v7);
      size_t v58 = i55 + v2;
      copy_tile(get_compile_time_arg_val(10), v58, v2);
      typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>();
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v10);
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v11);
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v7);
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v2);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v10, get_compile_time_arg_val(7), i55);
      pack_tile<true>(v11, get_compile_time_arg_val(7), v56);
      pack_tile<true>(v7, get_compile_time_arg_val(7), v57);
      pack_tile<true>(v2, get_compile_time_arg_val(7), v58);
      tile_regs_release();
    }
    cb_ctarg_7.push_back(v3);
    cb_ctarg_10.pop_front(v3);
    cb_ctarg_7.wait_front(v3);
    cb_ctarg_6.reserve_back(v3);
    binary_op_init_common(get_compile_time_arg_val(7), get_compile_time_arg_val(2), get_compile_time_arg_val(6));
    for (size_t i59 = v10; i59 < v9; i59 += v7) {
      tile_regs_acquire();
      copy_tile_init(get_compile_time_arg_val(3));
      copy_tile(get_compile_time_arg_val(3), i59, v11);
      size_t v60 = i59 + v11;
      copy_tile(get_compile_time_arg_val(3), v60, v2);
      mul_tiles_init(get_compile_time_arg_val(7), get_compile_time_arg_val(2));
      mul_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(2), i59, i59, v10);
      mul_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(2), v60, v60, v7);
      add_binary_tile_init();
      add_binary_tile(v10, v11, v10);
      add_binary_tile(v7, v2, v7);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v10, get_compile_time_arg_val(6), i59);
      pack_tile<true>(v7, get_compile_time_arg_val(6), v60);
      tile_regs_release();
    }
    cb_ctarg_6.push_back(v3);
    cb_ctarg_7.pop_front(v3);
    cb_ctarg_8.pop_front(v4);
    cb_ctarg_4.pop_front(v4);
    cb_ctarg_3.pop_front(v3);
    cb_ctarg_2.pop_front(v3);
  }
  return;
}

