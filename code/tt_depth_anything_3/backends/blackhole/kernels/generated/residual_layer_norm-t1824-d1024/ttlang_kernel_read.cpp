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
  int32_t v9 = 66;
  int32_t v10 = 65;
  size_t v11 = 32;
  size_t v12 = 2048;
  int32_t v13 = 2;
  int32_t v14 = 2048;
  size_t v15 = 2;
  int32_t v16 = 32;
  size_t v17 = 5;
  size_t v18 = 10;
  size_t v19 = 11;
  size_t v20 = 57;
  size_t v21 = 1;
  size_t v22 = 0;
  int32_t v23 = 0;
  int32_t v24[1];
  v24[v22] = v23;
  int32_t v25[1];
  v25[v22] = v23;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v26 = get_absolute_logical_x();
  size_t v27 = get_absolute_logical_y();
  ptrdiff_t v28 = (ptrdiff_t) v26;
  ptrdiff_t v29 = (ptrdiff_t) v22;
  bool v30 = v28 == v29;
  ptrdiff_t v31 = (ptrdiff_t) v27;
  ptrdiff_t v32 = (ptrdiff_t) v22;
  bool v33 = v31 == v32;
  bool v34 = v30 & v33;
  ptrdiff_t v35 = (ptrdiff_t) v26;
  ptrdiff_t v36 = (ptrdiff_t) v22;
  bool v37 = v35 >= v36;
  ptrdiff_t v38 = (ptrdiff_t) v26;
  ptrdiff_t v39 = (ptrdiff_t) v18;
  bool v40 = v38 <= v39;
  ptrdiff_t v41 = (ptrdiff_t) v27;
  ptrdiff_t v42 = (ptrdiff_t) v22;
  bool v43 = v41 >= v42;
  ptrdiff_t v44 = (ptrdiff_t) v27;
  ptrdiff_t v45 = (ptrdiff_t) v17;
  bool v46 = v44 <= v45;
  bool v47 = v37 & v40;
  bool v48 = v43 & v46;
  bool v49 = v47 & v48;
  bool v50 = v34 | v49;
  if (v50) {
    cb_ctarg_2.reserve_back(v16);
    cb_ctarg_3.reserve_back(v16);
    if (v34) {
      int32_t v51 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_282 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 12>(), 2>();
      TensorAccessor v52 = TensorAccessor(tensor_accessor_args_282, v51, v14);
      ptrdiff_t v53 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v54 = (size_t) v53;
      for (size_t i55 = v22; i55 < v11; i55 += v21) {
        size_t v56 = i55 * v12;
        size_t v57 = v54 + v56;
        ptrdiff_t v58 = (ptrdiff_t) i55;
        int32_t v59 = (int32_t) v58;
        ptrdiff_t v60 = (ptrdiff_t) v57;
        int32_t v61 = (int32_t) v60;
        noc_async_read_tile(v59, v52, v61);
      }
      int32_t v62 = get_common_arg_val<uint32_t>(v22);
      auto tensor_accessor_args_293 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 12>(), 0>();
      TensorAccessor v63 = TensorAccessor(tensor_accessor_args_293, v62, v14);
      ptrdiff_t v64 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v65 = (size_t) v64;
      for (size_t i66 = v22; i66 < v11; i66 += v21) {
        size_t v67 = i66 * v12;
        size_t v68 = v65 + v67;
        ptrdiff_t v69 = (ptrdiff_t) i66;
        int32_t v70 = (int32_t) v69;
        ptrdiff_t v71 = (ptrdiff_t) v68;
        int32_t v72 = (int32_t) v71;
        noc_async_read_tile(v70, v63, v72);
      }
      noc_async_read_barrier();
    }
    if (v34) {
      int32_t v73 = get_semaphore(v15);
      volatile tt_l1_ptr uint32_t* v74 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v73);
      experimental::semaphore_wait(v74, v10);
      noc_semaphore_set(v74, v22);
      size_t v75 = experimental::convert_logical_x_to_translated(v22);
      size_t v76 = experimental::convert_logical_y_to_translated(v22);
      size_t v77 = experimental::convert_logical_x_to_translated(v18);
      size_t v78 = experimental::convert_logical_y_to_translated(v17);
      int64_t v79 = experimental::get_noc_multicast_addr(v75, v76, v77, v78, cb_ctarg_2.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_2.get_write_ptr(), v79, v8, v9);
      noc_async_write_barrier();
      int32_t v80 = get_semaphore(v7);
      int64_t v81 = experimental::get_noc_multicast_addr(v75, v76, v77, v78, v80);
      noc_semaphore_inc_multicast(v81, v21, v10);
      int64_t v82 = get_noc_addr(v75, v76, v80);
      noc_semaphore_inc(v82, v21);
      noc_async_atomic_barrier();
    }
    if (v49) {
      int32_t v83 = get_semaphore(v7);
      volatile tt_l1_ptr uint32_t* v84 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v83);
      ptrdiff_t v85 = (ptrdiff_t) v26;
      ptrdiff_t v86 = (ptrdiff_t) v22;
      bool v87 = v85 != v86;
      ptrdiff_t v88 = (ptrdiff_t) v27;
      ptrdiff_t v89 = (ptrdiff_t) v22;
      bool v90 = v88 != v89;
      bool v91 = v87 | v90;
      if (v91) {
        int32_t v92 = get_semaphore(v15);
        size_t v93 = experimental::convert_logical_x_to_translated(v22);
        size_t v94 = experimental::convert_logical_y_to_translated(v22);
        int64_t v95 = get_noc_addr(v93, v94, v92);
        noc_semaphore_inc(v95, v21);
      }
      int32_t v96 = v24[v22];
      uint32_t v97 = (uint32_t) v96;
      uint32_t v98 = (uint32_t) v6;
      uint32_t v99 = v97 + v98;
      int32_t v100 = (int32_t) v99;
      v24[v22] = v100;
      experimental::semaphore_wait_min(v84, v100);
    }
    if (v34) {
      int32_t v101 = get_semaphore(v22);
      volatile tt_l1_ptr uint32_t* v102 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v101);
      experimental::semaphore_wait(v102, v10);
      noc_semaphore_set(v102, v22);
      size_t v103 = experimental::convert_logical_x_to_translated(v22);
      size_t v104 = experimental::convert_logical_y_to_translated(v22);
      size_t v105 = experimental::convert_logical_x_to_translated(v18);
      size_t v106 = experimental::convert_logical_y_to_translated(v17);
      int64_t v107 = experimental::get_noc_multicast_addr(v103, v104, v105, v106, cb_ctarg_3.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_3.get_write_ptr(), v107, v8, v9);
      noc_async_write_barrier();
      int32_t v108 = get_semaphore(v21);
      int64_t v109 = experimental::get_noc_multicast_addr(v103, v104, v105, v106, v108);
      noc_semaphore_inc_multicast(v109, v21, v10);
      int64_t v110 = get_noc_addr(v103, v104, v108);
      noc_semaphore_inc(v110, v21);
      noc_async_atomic_barrier();
    }
    if (v49) {
      int32_t v111 = get_semaphore(v21);
      volatile tt_l1_ptr uint32_t* v112 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v111);
      ptrdiff_t v113 = (ptrdiff_t) v26;
      ptrdiff_t v114 = (ptrdiff_t) v22;
      bool v115 = v113 != v114;
      ptrdiff_t v116 = (ptrdiff_t) v27;
      ptrdiff_t v117 = (ptrdiff_t) v22;
      bool v118 = v116 != v117;
      bool v119 = v115 | v118;
      if (v119) {
        int32_t v120 = get_semaphore(v22);
        size_t v121 = experimental::convert_logical_x_to_translated(v22);
        size_t v122 = experimental::convert_logical_y_to_translated(v22);
        int64_t v123 = get_noc_addr(v121, v122, v120);
        noc_semaphore_inc(v123, v21);
      }
      int32_t v124 = v25[v22];
      uint32_t v125 = (uint32_t) v124;
      uint32_t v126 = (uint32_t) v6;
      uint32_t v127 = v125 + v126;
      int32_t v128 = (int32_t) v127;
      v25[v22] = v128;
      experimental::semaphore_wait_min(v112, v128);
    }
    cb_ctarg_3.push_back(v16);
    cb_ctarg_2.push_back(v16);
    cb_ctarg_4.reserve_back(v6);
    int32_t v129 = get_common_arg_val<uint32_t>(v21);
    auto tensor_accessor_args_207 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 12>(), 1>();
    TensorAccessor v130 = TensorAccessor(tensor_accessor_args_207, v129, v5);
    noc_async_read_tile(v23, v130, cb_ctarg_4.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_4.push_back(v6);
    size_t v131 = v27 * v19;
    size_t v132 = v131 + v26;
    size_t v133 = v132 % v20;
    cb_ctarg_0.reserve_back(v16);
    cb_ctarg_1.reserve_back(v16);
    int32_t v134 = get_common_arg_val<uint32_t>(v7);
    auto tensor_accessor_args_221 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 12>(), 3>();
    TensorAccessor v135 = TensorAccessor(tensor_accessor_args_221, v134, v5);
    ptrdiff_t v136 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v137 = (size_t) v136;
    for (size_t i138 = v22; i138 < v11; i138 += v21) {
      size_t v139 = v133 * v11;
      size_t v140 = v139 + i138;
      size_t v141 = i138 * v4;
      size_t v142 = v137 + v141;
      ptrdiff_t v143 = (ptrdiff_t) v140;
      int32_t v144 = (int32_t) v143;
      ptrdiff_t v145 = (ptrdiff_t) v142;
      int32_t v146 = (int32_t) v145;
      noc_async_read_tile(v144, v135, v146);
    }
    int32_t v147 = get_common_arg_val<uint32_t>(v2);
    auto tensor_accessor_args_232 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 12>(), 4>();
    TensorAccessor v148 = TensorAccessor(tensor_accessor_args_232, v147, v5);
    ptrdiff_t v149 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
    size_t v150 = (size_t) v149;
    for (size_t i151 = v22; i151 < v11; i151 += v21) {
      size_t v152 = v133 * v11;
      size_t v153 = v152 + i151;
      size_t v154 = i151 * v4;
      size_t v155 = v150 + v154;
      ptrdiff_t v156 = (ptrdiff_t) v153;
      int32_t v157 = (int32_t) v156;
      ptrdiff_t v158 = (ptrdiff_t) v155;
      int32_t v159 = (int32_t) v158;
      noc_async_read_tile(v157, v148, v159);
    }
    noc_async_read_barrier();
    cb_ctarg_1.push_back(v16);
    cb_ctarg_0.push_back(v16);
  }
  return;
}

