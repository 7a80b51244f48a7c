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
  int32_t v9 = 77;
  int32_t v10 = 76;
  size_t v11 = 32;
  size_t v12 = 2048;
  int32_t v13 = 2;
  int32_t v14 = 2048;
  int32_t v15 = 32;
  size_t v16 = 6;
  size_t v17 = 10;
  size_t v18 = 77;
  size_t v19 = 11;
  size_t v20 = 133;
  size_t v21 = 2;
  size_t v22 = 1;
  size_t v23 = 0;
  int32_t v24 = 0;
  int32_t v25[1];
  v25[v23] = v24;
  int32_t v26[1];
  v26[v23] = v24;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v27 = get_absolute_logical_x();
  size_t v28 = get_absolute_logical_y();
  ptrdiff_t v29 = (ptrdiff_t) v27;
  ptrdiff_t v30 = (ptrdiff_t) v23;
  bool v31 = v29 == v30;
  ptrdiff_t v32 = (ptrdiff_t) v28;
  ptrdiff_t v33 = (ptrdiff_t) v23;
  bool v34 = v32 == v33;
  bool v35 = v31 & v34;
  ptrdiff_t v36 = (ptrdiff_t) v27;
  ptrdiff_t v37 = (ptrdiff_t) v23;
  bool v38 = v36 >= v37;
  ptrdiff_t v39 = (ptrdiff_t) v27;
  ptrdiff_t v40 = (ptrdiff_t) v17;
  bool v41 = v39 <= v40;
  ptrdiff_t v42 = (ptrdiff_t) v28;
  ptrdiff_t v43 = (ptrdiff_t) v23;
  bool v44 = v42 >= v43;
  ptrdiff_t v45 = (ptrdiff_t) v28;
  ptrdiff_t v46 = (ptrdiff_t) v16;
  bool v47 = v45 <= v46;
  bool v48 = v38 & v41;
  bool v49 = v44 & v47;
  bool v50 = v48 & v49;
  bool v51 = v35 | v50;
  if (v51) {
    cb_ctarg_2.reserve_back(v15);
    cb_ctarg_3.reserve_back(v15);
    if (v35) {
      int32_t v52 = get_common_arg_val<uint32_t>(v21);
      auto tensor_accessor_args_290 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 12>(), 2>();
      TensorAccessor v53 = TensorAccessor(tensor_accessor_args_290, v52, v14);
      ptrdiff_t v54 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v55 = (size_t) v54;
      for (size_t i56 = v23; i56 < v11; i56 += v22) {
        size_t v57 = i56 * v12;
        size_t v58 = v55 + v57;
        ptrdiff_t v59 = (ptrdiff_t) i56;
        int32_t v60 = (int32_t) v59;
        ptrdiff_t v61 = (ptrdiff_t) v58;
        int32_t v62 = (int32_t) v61;
        noc_async_read_tile(v60, v53, v62);
      }
      int32_t v63 = get_common_arg_val<uint32_t>(v23);
      auto tensor_accessor_args_301 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 12>(), 0>();
      TensorAccessor v64 = TensorAccessor(tensor_accessor_args_301, v63, v14);
      ptrdiff_t v65 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v66 = (size_t) v65;
      for (size_t i67 = v23; i67 < v11; i67 += v22) {
        size_t v68 = i67 * v12;
        size_t v69 = v66 + v68;
        ptrdiff_t v70 = (ptrdiff_t) i67;
        int32_t v71 = (int32_t) v70;
        ptrdiff_t v72 = (ptrdiff_t) v69;
        int32_t v73 = (int32_t) v72;
        noc_async_read_tile(v71, v64, v73);
      }
      noc_async_read_barrier();
    }
    if (v35) {
      int32_t v74 = get_semaphore(v21);
      volatile tt_l1_ptr uint32_t* v75 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v74);
      experimental::semaphore_wait(v75, v10);
      noc_semaphore_set(v75, v23);
      size_t v76 = experimental::convert_logical_x_to_translated(v23);
      size_t v77 = experimental::convert_logical_y_to_translated(v23);
      size_t v78 = experimental::convert_logical_x_to_translated(v17);
      size_t v79 = experimental::convert_logical_y_to_translated(v16);
      int64_t v80 = experimental::get_noc_multicast_addr(v76, v77, v78, v79, cb_ctarg_2.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_2.get_write_ptr(), v80, v8, v9);
      noc_async_write_barrier();
      int32_t v81 = get_semaphore(v7);
      int64_t v82 = experimental::get_noc_multicast_addr(v76, v77, v78, v79, v81);
      noc_semaphore_inc_multicast(v82, v22, v10);
      int64_t v83 = get_noc_addr(v76, v77, v81);
      noc_semaphore_inc(v83, v22);
      noc_async_atomic_barrier();
    }
    if (v50) {
      int32_t v84 = get_semaphore(v7);
      volatile tt_l1_ptr uint32_t* v85 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v84);
      ptrdiff_t v86 = (ptrdiff_t) v27;
      ptrdiff_t v87 = (ptrdiff_t) v23;
      bool v88 = v86 != v87;
      ptrdiff_t v89 = (ptrdiff_t) v28;
      ptrdiff_t v90 = (ptrdiff_t) v23;
      bool v91 = v89 != v90;
      bool v92 = v88 | v91;
      if (v92) {
        int32_t v93 = get_semaphore(v21);
        size_t v94 = experimental::convert_logical_x_to_translated(v23);
        size_t v95 = experimental::convert_logical_y_to_translated(v23);
        int64_t v96 = get_noc_addr(v94, v95, v93);
        noc_semaphore_inc(v96, v22);
      }
      int32_t v97 = v25[v23];
      uint32_t v98 = (uint32_t) v97;
      uint32_t v99 = (uint32_t) v6;
      uint32_t v100 = v98 + v99;
      int32_t v101 = (int32_t) v100;
      v25[v23] = v101;
      experimental::semaphore_wait_min(v85, v101);
    }
    if (v35) {
      int32_t v102 = get_semaphore(v23);
      volatile tt_l1_ptr uint32_t* v103 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v102);
      experimental::semaphore_wait(v103, v10);
      noc_semaphore_set(v103, v23);
      size_t v104 = experimental::convert_logical_x_to_translated(v23);
      size_t v105 = experimental::convert_logical_y_to_translated(v23);
      size_t v106 = experimental::convert_logical_x_to_translated(v17);
      size_t v107 = experimental::convert_logical_y_to_translated(v16);
      int64_t v108 = experimental::get_noc_multicast_addr(v104, v105, v106, v107, cb_ctarg_3.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_3.get_write_ptr(), v108, v8, v9);
      noc_async_write_barrier();
      int32_t v109 = get_semaphore(v22);
      int64_t v110 = experimental::get_noc_multicast_addr(v104, v105, v106, v107, v109);
      noc_semaphore_inc_multicast(v110, v22, v10);
      int64_t v111 = get_noc_addr(v104, v105, v109);
      noc_semaphore_inc(v111, v22);
      noc_async_atomic_barrier();
    }
    if (v50) {
      int32_t v112 = get_semaphore(v22);
      volatile tt_l1_ptr uint32_t* v113 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v112);
      ptrdiff_t v114 = (ptrdiff_t) v27;
      ptrdiff_t v115 = (ptrdiff_t) v23;
      bool v116 = v114 != v115;
      ptrdiff_t v117 = (ptrdiff_t) v28;
      ptrdiff_t v118 = (ptrdiff_t) v23;
      bool v119 = v117 != v118;
      bool v120 = v116 | v119;
      if (v120) {
        int32_t v121 = get_semaphore(v23);
        size_t v122 = experimental::convert_logical_x_to_translated(v23);
        size_t v123 = experimental::convert_logical_y_to_translated(v23);
        int64_t v124 = get_noc_addr(v122, v123, v121);
        noc_semaphore_inc(v124, v22);
      }
      int32_t v125 = v26[v23];
      uint32_t v126 = (uint32_t) v125;
      uint32_t v127 = (uint32_t) v6;
      uint32_t v128 = v126 + v127;
      int32_t v129 = (int32_t) v128;
      v26[v23] = v129;
      experimental::semaphore_wait_min(v113, v129);
    }
    cb_ctarg_3.push_back(v15);
    cb_ctarg_2.push_back(v15);
    cb_ctarg_4.reserve_back(v6);
    int32_t v130 = get_common_arg_val<uint32_t>(v22);
    auto tensor_accessor_args_213 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 12>(), 1>();
    TensorAccessor v131 = TensorAccessor(tensor_accessor_args_213, v130, v5);
    noc_async_read_tile(v24, v131, cb_ctarg_4.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_4.push_back(v6);
    for (size_t i132 = v23; i132 < v21; i132 += v22) {
      size_t v133 = v28 * v19;
      size_t v134 = v133 + v27;
      size_t v135 = i132 * v18;
      size_t v136 = v134 + v135;
      size_t v137 = v136 % v20;
      cb_ctarg_0.reserve_back(v15);
      cb_ctarg_1.reserve_back(v15);
      int32_t v138 = get_common_arg_val<uint32_t>(v7);
      auto tensor_accessor_args_231 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 12>(), 3>();
      TensorAccessor v139 = TensorAccessor(tensor_accessor_args_231, v138, v5);
      ptrdiff_t v140 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
      size_t v141 = (size_t) v140;
      for (size_t j142 = v23; j142 < v11; j142 += v22) {
        size_t v143 = v137 * v11;
        size_t v144 = v143 + j142;
        size_t v145 = j142 * v4;
        size_t v146 = v141 + v145;
        ptrdiff_t v147 = (ptrdiff_t) v144;
        int32_t v148 = (int32_t) v147;
        ptrdiff_t v149 = (ptrdiff_t) v146;
        int32_t v150 = (int32_t) v149;
        noc_async_read_tile(v148, v139, v150);
      }
      int32_t v151 = get_common_arg_val<uint32_t>(v2);
      auto tensor_accessor_args_242 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 12>(), 4>();
      TensorAccessor v152 = TensorAccessor(tensor_accessor_args_242, v151, v5);
      ptrdiff_t v153 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
      size_t v154 = (size_t) v153;
      for (size_t j155 = v23; j155 < v11; j155 += v22) {
        size_t v156 = v137 * v11;
        size_t v157 = v156 + j155;
        size_t v158 = j155 * v4;
        size_t v159 = v154 + v158;
        ptrdiff_t v160 = (ptrdiff_t) v157;
        int32_t v161 = (int32_t) v160;
        ptrdiff_t v162 = (ptrdiff_t) v159;
        int32_t v163 = (int32_t) v162;
        noc_async_read_tile(v161, v152, v163);
      }
      noc_async_read_barrier();
      cb_ctarg_1.push_back(v15);
      cb_ctarg_0.push_back(v15);
    }
  }
  return;
}

