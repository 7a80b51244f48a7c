// read
#include <cstdint>
#include "api/dataflow/dataflow_api.h"
#include "experimental/circular_buffer.h"
#include "tools/profiler/kernel_profiler.hpp"

// SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
//
// SPDX-License-Identifier: Apache-2.0

#ifndef TTMLIR_TARGET_TTKERNEL_LLKS_EXPERIMENTAL_SEMAPHORE_H
#define TTMLIR_TARGET_TTKERNEL_LLKS_EXPERIMENTAL_SEMAPHORE_H

namespace experimental {

FORCE_INLINE
void semaphore_wait(volatile tt_l1_ptr uint32_t *sem_addr, uint32_t val) {
  uint32_t sem_val;
  do {
    invalidate_l1_cache();
    sem_val = *sem_addr;
  } while (sem_val != val);
}

FORCE_INLINE
void semaphore_wait_min(volatile tt_l1_ptr uint32_t *sem_addr, uint32_t val) {
  uint32_t sem_val;
  do {
    invalidate_l1_cache();
    sem_val = *sem_addr;
  } while (sem_val < val);
}

} // namespace experimental

#endif


// SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
//
// SPDX-License-Identifier: Apache-2.0

#ifndef TTMLIR_TARGET_TTKERNEL_LLKS_EXPERIMENTAL_COORD_TRANSLATION_H
#define TTMLIR_TARGET_TTKERNEL_LLKS_EXPERIMENTAL_COORD_TRANSLATION_H

namespace experimental {

FORCE_INLINE
std::uint32_t convert_logical_x_to_translated(std::uint32_t logical_x) {
  /*
      convert x coord from LOGICAL to TRANSLATED coordinate system
  */
  return worker_logical_col_to_virtual_col[logical_x];
}

FORCE_INLINE
std::uint32_t convert_logical_y_to_translated(std::uint32_t logical_y) {
  /*
      convert x coord from LOGICAL to TRANSLATED coordinate system
  */
  return worker_logical_row_to_virtual_row[logical_y];
}

} // namespace experimental

#endif


// SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
//
// SPDX-License-Identifier: Apache-2.0

#ifndef TTMLIR_TARGET_TTKERNEL_LLKS_EXPERIMENTAL_DATAFLOW_API_H
#define TTMLIR_TARGET_TTKERNEL_LLKS_EXPERIMENTAL_DATAFLOW_API_H

namespace experimental {

FORCE_INLINE
std::uint64_t
get_noc_multicast_addr(std::uint32_t noc_x_start, std::uint32_t noc_y_start,
                       std::uint32_t noc_x_end, std::uint32_t noc_y_end,
                       std::uint32_t addr, uint8_t noc = noc_index) {
  /*
      Get an encoding which contains tensix core and address you want to
      read from/write to via the noc
  */
  if (noc) {
    // noc 1
    return NOC_MULTICAST_ADDR(
        DYNAMIC_NOC_X(noc, noc_x_end), DYNAMIC_NOC_Y(noc, noc_y_end),
        DYNAMIC_NOC_X(noc, noc_x_start), DYNAMIC_NOC_Y(noc, noc_y_start), addr);
  } else {
    // noc 0
    return NOC_MULTICAST_ADDR(
        DYNAMIC_NOC_X(noc, noc_x_start), DYNAMIC_NOC_Y(noc, noc_y_start),
        DYNAMIC_NOC_X(noc, noc_x_end), DYNAMIC_NOC_Y(noc, noc_y_end), addr);
  }
}

} // namespace experimental

#endif

void kernel_main() {
  int32_t v1 = 4;
  size_t v2 = 4;
  int32_t v3 = 3;
  size_t v4 = 4096;
  int32_t v5 = 4096;
  int32_t v6 = 1;
  size_t v7 = 3;
  int32_t v8 = 65536;
  int32_t v9 = 33;
  size_t v10 = 2048;
  int32_t v11 = 2;
  int32_t v12 = 2048;
  int32_t v13 = 32;
  size_t v14 = 2;
  size_t v15 = 10;
  size_t v16 = 32;
  size_t v17 = 11;
  size_t v18 = 1;
  size_t v19 = 0;
  int32_t v20 = 0;
  int32_t v21[1];
  v21[v19] = v20;
  int32_t v22[1];
  v22[v19] = v20;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v23 = get_absolute_logical_x();
  size_t v24 = get_absolute_logical_y();
  ptrdiff_t v25 = (ptrdiff_t) v23;
  ptrdiff_t v26 = (ptrdiff_t) v19;
  bool v27 = v25 == v26;
  ptrdiff_t v28 = (ptrdiff_t) v24;
  ptrdiff_t v29 = (ptrdiff_t) v19;
  bool v30 = v28 == v29;
  bool v31 = v27 & v30;
  ptrdiff_t v32 = (ptrdiff_t) v23;
  ptrdiff_t v33 = (ptrdiff_t) v19;
  bool v34 = v32 >= v33;
  ptrdiff_t v35 = (ptrdiff_t) v23;
  ptrdiff_t v36 = (ptrdiff_t) v15;
  bool v37 = v35 <= v36;
  ptrdiff_t v38 = (ptrdiff_t) v24;
  ptrdiff_t v39 = (ptrdiff_t) v19;
  bool v40 = v38 >= v39;
  ptrdiff_t v41 = (ptrdiff_t) v24;
  ptrdiff_t v42 = (ptrdiff_t) v14;
  bool v43 = v41 <= v42;
  bool v44 = v34 & v37;
  bool v45 = v40 & v43;
  bool v46 = v44 & v45;
  bool v47 = v31 | v46;
  if (v47) {
    cb_ctarg_2.reserve_back(v13);
    cb_ctarg_3.reserve_back(v13);
    if (v31) {
      int32_t v48 = get_common_arg_val<uint32_t>(v14);
      auto tensor_accessor_args_274 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 12>(), 2>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_274, v48, v12);
      ptrdiff_t v50 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v51 = (size_t) v50;
      for (size_t i52 = v19; i52 < v16; i52 += v18) {
        size_t v53 = i52 * v10;
        size_t v54 = v51 + v53;
        ptrdiff_t v55 = (ptrdiff_t) i52;
        int32_t v56 = (int32_t) v55;
        ptrdiff_t v57 = (ptrdiff_t) v54;
        int32_t v58 = (int32_t) v57;
        noc_async_read_tile(v56, v49, v58);
      }
      int32_t v59 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_285 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 12>(), 0>();
      TensorAccessor v60 = TensorAccessor(tensor_accessor_args_285, v59, v12);
      ptrdiff_t v61 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v62 = (size_t) v61;
      for (size_t i63 = v19; i63 < v16; i63 += v18) {
        size_t v64 = i63 * v10;
        size_t v65 = v62 + v64;
        ptrdiff_t v66 = (ptrdiff_t) i63;
        int32_t v67 = (int32_t) v66;
        ptrdiff_t v68 = (ptrdiff_t) v65;
        int32_t v69 = (int32_t) v68;
        noc_async_read_tile(v67, v60, v69);
      }
      noc_async_read_barrier();
    }
    if (v31) {
      int32_t v70 = get_semaphore(v14);
      volatile tt_l1_ptr uint32_t* v71 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v70);
      experimental::semaphore_wait(v71, v13);
      noc_semaphore_set(v71, v19);
      size_t v72 = experimental::convert_logical_x_to_translated(v19);
      size_t v73 = experimental::convert_logical_y_to_translated(v19);
      size_t v74 = experimental::convert_logical_x_to_translated(v15);
      size_t v75 = experimental::convert_logical_y_to_translated(v14);
      int64_t v76 = experimental::get_noc_multicast_addr(v72, v73, v74, v75, cb_ctarg_2.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_2.get_write_ptr(), v76, v8, v9);
      noc_async_write_barrier();
      int32_t v77 = get_semaphore(v7);
      int64_t v78 = experimental::get_noc_multicast_addr(v72, v73, v74, v75, v77);
      noc_semaphore_inc_multicast(v78, v18, v13);
      int64_t v79 = get_noc_addr(v72, v73, v77);
      noc_semaphore_inc(v79, v18);
      noc_async_atomic_barrier();
    }
    if (v46) {
      int32_t v80 = get_semaphore(v7);
      volatile tt_l1_ptr uint32_t* v81 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v80);
      ptrdiff_t v82 = (ptrdiff_t) v23;
      ptrdiff_t v83 = (ptrdiff_t) v19;
      bool v84 = v82 != v83;
      ptrdiff_t v85 = (ptrdiff_t) v24;
      ptrdiff_t v86 = (ptrdiff_t) v19;
      bool v87 = v85 != v86;
      bool v88 = v84 | v87;
      if (v88) {
        int32_t v89 = get_semaphore(v14);
        size_t v90 = experimental::convert_logical_x_to_translated(v19);
        size_t v91 = experimental::convert_logical_y_to_translated(v19);
        int64_t v92 = get_noc_addr(v90, v91, v89);
        noc_semaphore_inc(v92, v18);
      }
      int32_t v93 = v21[v19];
      uint32_t v94 = (uint32_t) v93;
      uint32_t v95 = (uint32_t) v6;
      uint32_t v96 = v94 + v95;
      int32_t v97 = (int32_t) v96;
      v21[v19] = v97;
      experimental::semaphore_wait_min(v81, v97);
    }
    if (v31) {
      int32_t v98 = get_semaphore(v19);
      volatile tt_l1_ptr uint32_t* v99 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v98);
      experimental::semaphore_wait(v99, v13);
      noc_semaphore_set(v99, v19);
      size_t v100 = experimental::convert_logical_x_to_translated(v19);
      size_t v101 = experimental::convert_logical_y_to_translated(v19);
      size_t v102 = experimental::convert_logical_x_to_translated(v15);
      size_t v103 = experimental::convert_logical_y_to_translated(v14);
      int64_t v104 = experimental::get_noc_multicast_addr(v100, v101, v102, v103, cb_ctarg_3.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_3.get_write_ptr(), v104, v8, v9);
      noc_async_write_barrier();
      int32_t v105 = get_semaphore(v18);
      int64_t v106 = experimental::get_noc_multicast_addr(v100, v101, v102, v103, v105);
      noc_semaphore_inc_multicast(v106, v18, v13);
      int64_t v107 = get_noc_addr(v100, v101, v105);
      noc_semaphore_inc(v107, v18);
      noc_async_atomic_barrier();
    }
    if (v46) {
      int32_t v108 = get_semaphore(v18);
      volatile tt_l1_ptr uint32_t* v109 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v108);
      ptrdiff_t v110 = (ptrdiff_t) v23;
      ptrdiff_t v111 = (ptrdiff_t) v19;
      bool v112 = v110 != v111;
      ptrdiff_t v113 = (ptrdiff_t) v24;
      ptrdiff_t v114 = (ptrdiff_t) v19;
      bool v115 = v113 != v114;
      bool v116 = v112 | v115;
      if (v116) {
        int32_t v117 = get_semaphore(v19);
        size_t v118 = experimental::convert_logical_x_to_translated(v19);
        size_t v119 = experimental::convert_logical_y_to_translated(v19);
        int64_t v120 = get_noc_addr(v118, v119, v117);
        noc_semaphore_inc(v120, v18);
      }
      int32_t v121 = v22[v19];
      uint32_t v122 = (uint32_t) v121;
      uint32_t v123 = (uint32_t) v6;
      uint32_t v124 = v122 + v123;
      int32_t v125 = (int32_t) v124;
      v22[v19] = v125;
      experimental::semaphore_wait_min(v109, v125);
    }
    cb_ctarg_3.push_back(v13);
    cb_ctarg_2.push_back(v13);
    cb_ctarg_4.reserve_back(v6);
    int32_t v126 = get_common_arg_val<uint32_t>(v18);
    auto tensor_accessor_args_199 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 12>(), 1>();
    TensorAccessor v127 = TensorAccessor(tensor_accessor_args_199, v126, v5);
    noc_async_read_tile(v20, v127, cb_ctarg_4.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_4.push_back(v6);
    size_t v128 = v24 * v17;
    size_t v129 = v128 + v23;
    size_t v130 = v129 % v16;
    cb_ctarg_0.reserve_back(v13);
    cb_ctarg_1.reserve_back(v13);
    int32_t v131 = get_common_arg_val<uint32_t>(v7);
    auto tensor_accessor_args_213 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 12>(), 3>();
    TensorAccessor v132 = TensorAccessor(tensor_accessor_args_213, v131, v5);
    ptrdiff_t v133 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v134 = (size_t) v133;
    for (size_t i135 = v19; i135 < v16; i135 += v18) {
      size_t v136 = v130 * v16;
      size_t v137 = v136 + i135;
      size_t v138 = i135 * v4;
      size_t v139 = v134 + v138;
      ptrdiff_t v140 = (ptrdiff_t) v137;
      int32_t v141 = (int32_t) v140;
      ptrdiff_t v142 = (ptrdiff_t) v139;
      int32_t v143 = (int32_t) v142;
      noc_async_read_tile(v141, v132, v143);
    }
    int32_t v144 = get_common_arg_val<uint32_t>(v2);
    auto tensor_accessor_args_224 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 12>(), 4>();
    TensorAccessor v145 = TensorAccessor(tensor_accessor_args_224, v144, v5);
    ptrdiff_t v146 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
    size_t v147 = (size_t) v146;
    for (size_t i148 = v19; i148 < v16; i148 += v18) {
      size_t v149 = v130 * v16;
      size_t v150 = v149 + i148;
      size_t v151 = i148 * v4;
      size_t v152 = v147 + v151;
      ptrdiff_t v153 = (ptrdiff_t) v150;
      int32_t v154 = (int32_t) v153;
      ptrdiff_t v155 = (ptrdiff_t) v152;
      int32_t v156 = (int32_t) v155;
      noc_async_read_tile(v154, v145, v156);
    }
    noc_async_read_barrier();
    cb_ctarg_1.push_back(v13);
    cb_ctarg_0.push_back(v13);
  }
  return;
}

