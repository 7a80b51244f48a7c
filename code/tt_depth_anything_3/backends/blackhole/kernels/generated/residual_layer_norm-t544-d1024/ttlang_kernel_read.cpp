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
  int32_t v9 = 22;
  int32_t v10 = 21;
  size_t v11 = 32;
  size_t v12 = 2048;
  int32_t v13 = 2;
  int32_t v14 = 2048;
  size_t v15 = 2;
  int32_t v16 = 32;
  size_t v17 = 10;
  size_t v18 = 11;
  size_t v19 = 17;
  size_t v20 = 1;
  size_t v21 = 0;
  int32_t v22 = 0;
  int32_t v23[1];
  v23[v21] = v22;
  int32_t v24[1];
  v24[v21] = v22;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v25 = get_absolute_logical_x();
  size_t v26 = get_absolute_logical_y();
  ptrdiff_t v27 = (ptrdiff_t) v25;
  ptrdiff_t v28 = (ptrdiff_t) v21;
  bool v29 = v27 == v28;
  ptrdiff_t v30 = (ptrdiff_t) v26;
  ptrdiff_t v31 = (ptrdiff_t) v21;
  bool v32 = v30 == v31;
  bool v33 = v29 & v32;
  ptrdiff_t v34 = (ptrdiff_t) v25;
  ptrdiff_t v35 = (ptrdiff_t) v21;
  bool v36 = v34 >= v35;
  ptrdiff_t v37 = (ptrdiff_t) v25;
  ptrdiff_t v38 = (ptrdiff_t) v17;
  bool v39 = v37 <= v38;
  ptrdiff_t v40 = (ptrdiff_t) v26;
  ptrdiff_t v41 = (ptrdiff_t) v21;
  bool v42 = v40 >= v41;
  ptrdiff_t v43 = (ptrdiff_t) v26;
  ptrdiff_t v44 = (ptrdiff_t) v20;
  bool v45 = v43 <= v44;
  bool v46 = v36 & v39;
  bool v47 = v42 & v45;
  bool v48 = v46 & v47;
  bool v49 = v33 | v48;
  if (v49) {
    cb_ctarg_2.reserve_back(v16);
    cb_ctarg_3.reserve_back(v16);
    if (v33) {
      int32_t v50 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_278 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 12>(), 2>();
      TensorAccessor v51 = TensorAccessor(tensor_accessor_args_278, v50, v14);
      ptrdiff_t v52 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v53 = (size_t) v52;
      for (size_t i54 = v21; i54 < v11; i54 += v20) {
        size_t v55 = i54 * v12;
        size_t v56 = v53 + v55;
        ptrdiff_t v57 = (ptrdiff_t) i54;
        int32_t v58 = (int32_t) v57;
        ptrdiff_t v59 = (ptrdiff_t) v56;
        int32_t v60 = (int32_t) v59;
        noc_async_read_tile(v58, v51, v60);
      }
      int32_t v61 = get_common_arg_val<uint32_t>(v21);
      auto tensor_accessor_args_289 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 12>(), 0>();
      TensorAccessor v62 = TensorAccessor(tensor_accessor_args_289, v61, v14);
      ptrdiff_t v63 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v64 = (size_t) v63;
      for (size_t i65 = v21; i65 < v11; i65 += v20) {
        size_t v66 = i65 * v12;
        size_t v67 = v64 + v66;
        ptrdiff_t v68 = (ptrdiff_t) i65;
        int32_t v69 = (int32_t) v68;
        ptrdiff_t v70 = (ptrdiff_t) v67;
        int32_t v71 = (int32_t) v70;
        noc_async_read_tile(v69, v62, v71);
      }
      noc_async_read_barrier();
    }
    if (v33) {
      int32_t v72 = get_semaphore(v15);
      volatile tt_l1_ptr uint32_t* v73 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v72);
      experimental::semaphore_wait(v73, v10);
      noc_semaphore_set(v73, v21);
      size_t v74 = experimental::convert_logical_x_to_translated(v21);
      size_t v75 = experimental::convert_logical_y_to_translated(v21);
      size_t v76 = experimental::convert_logical_x_to_translated(v17);
      size_t v77 = experimental::convert_logical_y_to_translated(v20);
      int64_t v78 = experimental::get_noc_multicast_addr(v74, v75, v76, v77, cb_ctarg_2.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_2.get_write_ptr(), v78, v8, v9);
      noc_async_write_barrier();
      int32_t v79 = get_semaphore(v7);
      int64_t v80 = experimental::get_noc_multicast_addr(v74, v75, v76, v77, v79);
      noc_semaphore_inc_multicast(v80, v20, v10);
      int64_t v81 = get_noc_addr(v74, v75, v79);
      noc_semaphore_inc(v81, v20);
      noc_async_atomic_barrier();
    }
    if (v48) {
      int32_t v82 = get_semaphore(v7);
      volatile tt_l1_ptr uint32_t* v83 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v82);
      ptrdiff_t v84 = (ptrdiff_t) v25;
      ptrdiff_t v85 = (ptrdiff_t) v21;
      bool v86 = v84 != v85;
      ptrdiff_t v87 = (ptrdiff_t) v26;
      ptrdiff_t v88 = (ptrdiff_t) v21;
      bool v89 = v87 != v88;
      bool v90 = v86 | v89;
      if (v90) {
        int32_t v91 = get_semaphore(v15);
        size_t v92 = experimental::convert_logical_x_to_translated(v21);
        size_t v93 = experimental::convert_logical_y_to_translated(v21);
        int64_t v94 = get_noc_addr(v92, v93, v91);
        noc_semaphore_inc(v94, v20);
      }
      int32_t v95 = v23[v21];
      uint32_t v96 = (uint32_t) v95;
      uint32_t v97 = (uint32_t) v6;
      uint32_t v98 = v96 + v97;
      int32_t v99 = (int32_t) v98;
      v23[v21] = v99;
      experimental::semaphore_wait_min(v83, v99);
    }
    if (v33) {
      int32_t v100 = get_semaphore(v21);
      volatile tt_l1_ptr uint32_t* v101 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v100);
      experimental::semaphore_wait(v101, v10);
      noc_semaphore_set(v101, v21);
      size_t v102 = experimental::convert_logical_x_to_translated(v21);
      size_t v103 = experimental::convert_logical_y_to_translated(v21);
      size_t v104 = experimental::convert_logical_x_to_translated(v17);
      size_t v105 = experimental::convert_logical_y_to_translated(v20);
      int64_t v106 = experimental::get_noc_multicast_addr(v102, v103, v104, v105, cb_ctarg_3.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_3.get_write_ptr(), v106, v8, v9);
      noc_async_write_barrier();
      int32_t v107 = get_semaphore(v20);
      int64_t v108 = experimental::get_noc_multicast_addr(v102, v103, v104, v105, v107);
      noc_semaphore_inc_multicast(v108, v20, v10);
      int64_t v109 = get_noc_addr(v102, v103, v107);
      noc_semaphore_inc(v109, v20);
      noc_async_atomic_barrier();
    }
    if (v48) {
      int32_t v110 = get_semaphore(v20);
      volatile tt_l1_ptr uint32_t* v111 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v110);
      ptrdiff_t v112 = (ptrdiff_t) v25;
      ptrdiff_t v113 = (ptrdiff_t) v21;
      bool v114 = v112 != v113;
      ptrdiff_t v115 = (ptrdiff_t) v26;
      ptrdiff_t v116 = (ptrdiff_t) v21;
      bool v117 = v115 != v116;
      bool v118 = v114 | v117;
      if (v118) {
        int32_t v119 = get_semaphore(v21);
        size_t v120 = experimental::convert_logical_x_to_translated(v21);
        size_t v121 = experimental::convert_logical_y_to_translated(v21);
        int64_t v122 = get_noc_addr(v120, v121, v119);
        noc_semaphore_inc(v122, v20);
      }
      int32_t v123 = v24[v21];
      uint32_t v124 = (uint32_t) v123;
      uint32_t v125 = (uint32_t) v6;
      uint32_t v126 = v124 + v125;
      int32_t v127 = (int32_t) v126;
      v24[v21] = v127;
      experimental::semaphore_wait_min(v111, v127);
    }
    cb_ctarg_3.push_back(v16);
    cb_ctarg_2.push_back(v16);
    cb_ctarg_4.reserve_back(v6);
    int32_t v128 = get_common_arg_val<uint32_t>(v20);
    auto tensor_accessor_args_203 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 12>(), 1>();
    TensorAccessor v129 = TensorAccessor(tensor_accessor_args_203, v128, v5);
    noc_async_read_tile(v22, v129, cb_ctarg_4.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_4.push_back(v6);
    size_t v130 = v26 * v18;
    size_t v131 = v130 + v25;
    size_t v132 = v131 % v19;
    cb_ctarg_0.reserve_back(v16);
    cb_ctarg_1.reserve_back(v16);
    int32_t v133 = get_common_arg_val<uint32_t>(v7);
    auto tensor_accessor_args_217 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 12>(), 3>();
    TensorAccessor v134 = TensorAccessor(tensor_accessor_args_217, v133, v5);
    ptrdiff_t v135 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v136 = (size_t) v135;
    for (size_t i137 = v21; i137 < v11; i137 += v20) {
      size_t v138 = v132 * v11;
      size_t v139 = v138 + i137;
      size_t v140 = i137 * v4;
      size_t v141 = v136 + v140;
      ptrdiff_t v142 = (ptrdiff_t) v139;
      int32_t v143 = (int32_t) v142;
      ptrdiff_t v144 = (ptrdiff_t) v141;
      int32_t v145 = (int32_t) v144;
      noc_async_read_tile(v143, v134, v145);
    }
    int32_t v146 = get_common_arg_val<uint32_t>(v2);
    auto tensor_accessor_args_228 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 12>(), 4>();
    TensorAccessor v147 = TensorAccessor(tensor_accessor_args_228, v146, v5);
    ptrdiff_t v148 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
    size_t v149 = (size_t) v148;
    for (size_t i150 = v21; i150 < v11; i150 += v20) {
      size_t v151 = v132 * v11;
      size_t v152 = v151 + i150;
      size_t v153 = i150 * v4;
      size_t v154 = v149 + v153;
      ptrdiff_t v155 = (ptrdiff_t) v152;
      int32_t v156 = (int32_t) v155;
      ptrdiff_t v157 = (ptrdiff_t) v154;
      int32_t v158 = (int32_t) v157;
      noc_async_read_tile(v156, v147, v158);
    }
    noc_async_read_barrier();
    cb_ctarg_1.push_back(v16);
    cb_ctarg_0.push_back(v16);
  }
  return;
}

