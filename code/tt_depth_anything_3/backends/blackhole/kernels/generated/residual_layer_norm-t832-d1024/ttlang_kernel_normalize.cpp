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
  size_t v5 = 10;
  size_t v6 = 2;
  size_t v7 = 4;
  size_t v8 = 32;
  size_t v9 = 0;
  size_t v10 = 1;
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
  size_t v11 = get_absolute_logical_x();
  size_t v12 = get_absolute_logical_y();
  ptrdiff_t v13 = (ptrdiff_t) v11;
  ptrdiff_t v14 = (ptrdiff_t) v9;
  bool v15 = v13 == v14;
  ptrdiff_t v16 = (ptrdiff_t) v12;
  ptrdiff_t v17 = (ptrdiff_t) v9;
  bool v18 = v16 == v17;
  bool v19 = v15 & v18;
  ptrdiff_t v20 = (ptrdiff_t) v11;
  ptrdiff_t v21 = (ptrdiff_t) v9;
  bool v22 = v20 >= v21;
  ptrdiff_t v23 = (ptrdiff_t) v11;
  ptrdiff_t v24 = (ptrdiff_t) v5;
  bool v25 = v23 <= v24;
  ptrdiff_t v26 = (ptrdiff_t) v12;
  ptrdiff_t v27 = (ptrdiff_t) v9;
  bool v28 = v26 >= v27;
  ptrdiff_t v29 = (ptrdiff_t) v12;
  ptrdiff_t v30 = (ptrdiff_t) v6;
  bool v31 = v29 <= v30;
  bool v32 = v22 & v25;
  bool v33 = v28 & v31;
  bool v34 = v32 & v33;
  bool v35 = v19 | v34;
  if (v35) {
    cb_ctarg_8.reserve_back(v4);
    init_sfpu(get_compile_time_arg_val(8), get_compile_time_arg_val(8));
    tile_regs_acquire();
    fill_tile_init();
    fill_tile(v9, v1);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v9, get_compile_time_arg_val(8), v9);
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
    for (size_t i36 = v9; i36 < v8; i36 += v7) {
      tile_regs_acquire();
      add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), i36, i36, v9);
      size_t v37 = i36 + v10;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v37, v37, v10);
      size_t v38 = i36 + v6;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v38, v38, v6);
      size_t v39 = i36 + v2;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v39, v39, v2);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(5), i36);
      pack_tile<true>(v10, get_compile_time_arg_val(5), v37);
      pack_tile<true>(v6, get_compile_time_arg_val(5), v38);
      pack_tile<true>(v2, get_compile_time_arg_val(5), v39);
      tile_regs_release();
    }
    cb_ctarg_5.push_back(v3);
    cb_ctarg_10.reserve_back(v3);
    binary_op_init_common(get_compile_time_arg_val(0), get_compile_time_arg_val(1), get_compile_time_arg_val(10));
    for (size_t i40 = v9; i40 < v8; i40 += v7) {
      tile_regs_acquire();
      add_tiles_init(get_compile_time_arg_val(0), get_compile_time_arg_val(1));
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), i40, i40, v9);
      size_t v41 = i40 + v10;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v41, v41, v10);
      size_t v42 = i40 + v6;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v42, v42, v6);
      size_t v43 = i40 + v2;
      add_tiles(get_compile_time_arg_val(0), get_compile_time_arg_val(1), v43, v43, v2);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(10), i40);
      pack_tile<true>(v10, get_compile_time_arg_val(10), v41);
      pack_tile<true>(v6, get_compile_time_arg_val(10), v42);
      pack_tile<true>(v2, get_compile_time_arg_val(10), v43);
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
    for (size_t i44 = v9; i44 < v8; i44 += v10) {
      reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(10), get_compile_time_arg_val(8), i44, v9, v9);
    }
    reduce_uninit();
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v9, get_compile_time_arg_val(9), v9);
    tile_regs_release();
    cb_ctarg_9.push_back(v4);
    cb_ctarg_9.wait_front(v4);
    cb_ctarg_11.reserve_back(v3);
    init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(11));
    for (size_t i45 = v9; i45 < v8; i45 += v6) {
      tile_regs_acquire();
      unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(9), get_compile_time_arg_val(11));
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(9), v9, v9);
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(9), v9, v6);
      copy_tile_init(get_compile_time_arg_val(10));
      copy_tile(get_compile_time_arg_val(10), i45, v10);
      size_t v46 = i45 + v10;
      copy_tile(get_compile_time_arg_val(10), v46, v2);
      sub_binary_tile_init();
      sub_binary_tile(v10, v9, v9);
      sub_binary_tile(v2, v6, v6);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(11), i45);
      pack_tile<true>(v6, get_compile_time_arg_val(11), v46);
      tile_regs_release();
    }
    cb_ctarg_11.push_back(v3);
    cb_ctarg_9.pop_front(v4);
    cb_ctarg_10.pop_front(v3);
    cb_ctarg_11.wait_front(v3);
    cb_ctarg_10.reserve_back(v3);
    binary_op_init_common(get_compile_time_arg_val(11), get_compile_time_arg_val(11), get_compile_time_arg_val(10));
    for (size_t i47 = v9; i47 < v8; i47 += v7) {
      tile_regs_acquire();
      mul_tiles_init(get_compile_time_arg_val(11), get_compile_time_arg_val(11));
      mul_tiles(get_compile_time_arg_val(11), get_compile_time_arg_val(11), i47, i47, v9);
      size_t v48 = i47 + v10;
      mul_tiles(get_compile_time_arg_val(11), get_compile_time_arg_val(11), v48, v48, v10);
      size_t v49 = i47 + v6;
      mul_tiles(get_compile_time_arg_val(11), get_compile_time_arg_val(11), v49, v49, v6);
      size_t v50 = i47 + v2;
      mul_tiles(get_compile_time_arg_val(11), get_compile_time_arg_val(11), v50, v50, v2);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(10), i47);
      pack_tile<true>(v10, get_compile_time_arg_val(10), v48);
      pack_tile<true>(v6, get_compile_time_arg_val(10), v49);
      pack_tile<true>(v2, get_compile_time_arg_val(10), v50);
      tile_regs_release();
    }
    cb_ctarg_10.push_back(v3);
    cb_ctarg_10.wait_front(v3);
    cb_ctarg_9.reserve_back(v4);
    init_sfpu(get_compile_time_arg_val(10), get_compile_time_arg_val(9));
    tile_regs_acquire();
    reduce_init<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(10), get_compile_time_arg_val(8), get_compile_time_arg_val(9));
    for (size_t i51 = v9; i51 < v8; i51 += v10) {
      reduce_tile<PoolType::SUM, ReduceDim::REDUCE_ROW, false>(get_compile_time_arg_val(10), get_compile_time_arg_val(8), i51, v9, v9);
    }
    reduce_uninit();
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v9, get_compile_time_arg_val(9), v9);
    tile_regs_release();
    cb_ctarg_9.push_back(v4);
    cb_ctarg_10.pop_front(v3);
    cb_ctarg_9.wait_front(v4);
    cb_ctarg_9.reserve_back(v4);
    binary_op_init_common(get_compile_time_arg_val(9), get_compile_time_arg_val(4), get_compile_time_arg_val(9));
    tile_regs_acquire();
    add_tiles_init(get_compile_time_arg_val(9), get_compile_time_arg_val(4));
    add_tiles(get_compile_time_arg_val(9), get_compile_time_arg_val(4), v9, v9, v9);
    rsqrt_tile_init();
    rsqrt_tile(v9);
    tile_regs_commit();
    tile_regs_wait();
    pack_tile<true>(v9, get_compile_time_arg_val(9), v9);
    tile_regs_release();
    cb_ctarg_9.push_back(v4);
    cb_ctarg_9.pop_front(v4);
    cb_ctarg_9.wait_front(v4);
    cb_ctarg_10.reserve_back(v3);
    init_sfpu(get_compile_time_arg_val(9), get_compile_time_arg_val(10));
    for (size_t i52 = v9; i52 < v8; i52 += v6) {
      tile_regs_acquire();
      unary_bcast_init<BroadcastType::COL>(get_compile_time_arg_val(9), get_compile_time_arg_val(10));
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(9), v9, v9);
      unary_bcast<BroadcastType::COL>(get_compile_time_arg_val(9), v9, v6);
      copy_tile_init(get_compile_time_arg_val(11));
      copy_tile(get_compile_time_arg_val(11), i52, v10);
      size_t v53 = i52 + v10;
      copy_tile(get_compile_time_arg_val(11), v53, v2);
      mul_binary_tile_init();
      mul_binary_tile(v10, v9, v9);
      mul_binary_tile(v2, v6, v6);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(10), i52);
      pack_tile<true>(v6, get_compile_time_arg_val(10), v53);
      tile_regs_release();
    }
    cb_ctarg_10.push_back(v3);
    cb_ctarg_9.pop_front(v4);
    cb_ctarg_11.pop_front(v3);
    cb_ctarg_10.wait_front(v3);
    cb_ctarg_7.reserve_back(v3);
    init_sfpu(get_compile_time_arg_val(10), get_compile_time_arg_val(7));
    for (size_t i54 = v9; i54 < v8; i54 += v7) {
      tile_regs_acquire();
      copy_tile_init(get_compile_time_arg_val(10));
      copy_tile(get_compile_time_arg_val(10), i54, v9);
      size_t v55 = i54 + v10;
      copy_tile(get_compile_time_arg_val(10), v55, v10);
      size_t v56 = i54 + v6;
      copy_tile(get_compile_time_arg_val(10), v56, v6);
      size_t v57 = i54 + v2;
      copy_tile(get_compile_time_arg_val(10), v57, v2);
      typecast_tile_init<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>();
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v9);
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v10);
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v6);
      typecast_tile<static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float32), static_cast<std::underlying_type_t<DataFormat>>(DataFormat::Float16_b)>(v2);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(7), i54);
      pack_tile<true>(v10, get_compile_time_arg_val(7), v55);
      pack_tile<true>(v6, get_compile_time_arg_val(7), v56);
      pack_tile<true>(v2, get_compile_time_arg_val(7), v57);
      tile_regs_release();
    }
    cb_ctarg_7.push_back(v3);
    cb_ctarg_10.pop_front(v3);
    cb_ctarg_7.wait_front(v3);
    cb_ctarg_6.reserve_back(v3);
    binary_op_init_common(get_compile_time_arg_val(7), get_compile_time_arg_val(2), get_compile_time_arg_val(6));
    for (size_t i58 = v9; i58 < v8; i58 += v6) {
      tile_regs_acquire();
      copy_tile_init(get_compile_time_arg_val(3));
      copy_tile(get_compile_time_arg_val(3), i58, v10);
      size_t v59 = i58 + v10;
      copy_tile(get_compile_time_arg_val(3), v59, v2);
      mul_tiles_init(get_compile_time_arg_val(7), get_compile_time_arg_val(2));
      mul_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(2), i58, i58, v9);
      mul_tiles(get_compile_time_arg_val(7), get_compile_time_arg_val(2), v59, v59, v6);
      add_binary_tile_init();
      add_binary_tile(v9, v10, v9);
      add_binary_tile(v6, v2, v6);
      tile_regs_commit();
      tile_regs_wait();
      pack_tile<true>(v9, get_compile_time_arg_val(6), i58);
      pack_tile<true>(v6, get_compile_time_arg_val(6), v59);
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

