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
  int32_t v9 = 11;
  int32_t v10 = 10;
  size_t v11 = 32;
  size_t v12 = 2048;
  int32_t v13 = 2;
  int32_t v14 = 2048;
  size_t v15 = 2;
  int32_t v16 = 32;
  size_t v17 = 10;
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
  ptrdiff_t v36 = (ptrdiff_t) v17;
  bool v37 = v35 <= v36;
  ptrdiff_t v38 = (ptrdiff_t) v24;
  ptrdiff_t v39 = (ptrdiff_t) v19;
  bool v40 = v38 >= v39;
  ptrdiff_t v41 = (ptrdiff_t) v24;
  ptrdiff_t v42 = (ptrdiff_t) v19;
  bool v43 = v41 <= v42;
  bool v44 = v34 & v37;
  bool v45 = v40 & v43;
  bool v46 = v44 & v45;
  bool v47 = v31 | v46;
  if (v47) {
    cb_ctarg_2.reserve_back(v16);
    cb_ctarg_3.reserve_back(v16);
    if (v31) {
      int32_t v48 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_256 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 12>(), 2>();
      TensorAccessor v49 = TensorAccessor(tensor_accessor_args_256, v48, v14);
      ptrdiff_t v50 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v51 = (size_t) v50;
      for (size_t i52 = v19; i52 < v11; i52 += v18) {
        size_t v53 = i52 * v12;
        size_t v54 = v51 + v53;
        ptrdiff_t v55 = (ptrdiff_t) i52;
        int32_t v56 = (int32_t) v55;
        ptrdiff_t v57 = (ptrdiff_t) v54;
        int32_t v58 = (int32_t) v57;
        noc_async_read_tile(v56, v49, v58);
      }
      int32_t v59 = get_common_arg_val<uint32_t>(v19);
      auto tensor_accessor_args_267 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 12>(), 0>();
      TensorAccessor v60 = TensorAccessor(tensor_accessor_args_267, v59, v14);
      ptrdiff_t v61 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v62 = (size_t) v61;
      for (size_t i63 = v19; i63 < v11; i63 += v18) {
        size_t v64 = i63 * v12;
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
      int32_t v70 = get_semaphore(v15);
      volatile tt_l1_ptr uint32_t* v71 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v70);
      experimental::semaphore_wait(v71, v10);
      noc_semaphore_set(v71, v19);
      size_t v72 = experimental::convert_logical_x_to_translated(v19);
      size_t v73 = experimental::convert_logical_y_to_translated(v19);
      size_t v74 = experimental::convert_logical_x_to_translated(v17);
      int64_t v75 = experimental::get_noc_multicast_addr(v72, v73, v74, v73, cb_ctarg_2.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_2.get_write_ptr(), v75, v8, v9);
      noc_async_write_barrier();
      int32_t v76 = get_semaphore(v7);
      int64_t v77 = experimental::get_noc_multicast_addr(v72, v73, v74, v73, v76);
      noc_semaphore_inc_multicast(v77, v18, v10);
      int64_t v78 = get_noc_addr(v72, v73, v76);
      noc_semaphore_inc(v78, v18);
      noc_async_atomic_barrier();
    }
    if (v46) {
      int32_t v79 = get_semaphore(v7);
      volatile tt_l1_ptr uint32_t* v80 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v79);
      ptrdiff_t v81 = (ptrdiff_t) v23;
      ptrdiff_t v82 = (ptrdiff_t) v19;
      bool v83 = v81 != v82;
      ptrdiff_t v84 = (ptrdiff_t) v24;
      ptrdiff_t v85 = (ptrdiff_t) v19;
      bool v86 = v84 != v85;
      bool v87 = v83 | v86;
      if (v87) {
        int32_t v88 = get_semaphore(v15);
        size_t v89 = experimental::convert_logical_x_to_translated(v19);
        size_t v90 = experimental::convert_logical_y_to_translated(v19);
        int64_t v91 = get_noc_addr(v89, v90, v88);
        noc_semaphore_inc(v91, v18);
      }
      int32_t v92 = v21[v19];
      uint32_t v93 = (uint32_t) v92;
      uint32_t v94 = (uint32_t) v6;
      uint32_t v95 = v93 + v94;
      int32_t v96 = (int32_t) v95;
      v21[v19] = v96;
      experimental::semaphore_wait_min(v80, v96);
    }
    if (v31) {
      int32_t v97 = get_semaphore(v19);
      volatile tt_l1_ptr uint32_t* v98 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v97);
      experimental::semaphore_wait(v98, v10);
      noc_semaphore_set(v98, v19);
      size_t v99 = experimental::convert_logical_x_to_translated(v19);
      size_t v100 = experimental::convert_logical_y_to_translated(v19);
      size_t v101 = experimental::convert_logical_x_to_translated(v17);
      int64_t v102 = experimental::get_noc_multicast_addr(v99, v100, v101, v100, cb_ctarg_3.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_3.get_write_ptr(), v102, v8, v9);
      noc_async_write_barrier();
      int32_t v103 = get_semaphore(v18);
      int64_t v104 = experimental::get_noc_multicast_addr(v99, v100, v101, v100, v103);
      noc_semaphore_inc_multicast(v104, v18, v10);
      int64_t v105 = get_noc_addr(v99, v100, v103);
      noc_semaphore_inc(v105, v18);
      noc_async_atomic_barrier();
    }
    if (v46) {
      int32_t v106 = get_semaphore(v18);
      volatile tt_l1_ptr uint32_t* v107 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v106);
      ptrdiff_t v108 = (ptrdiff_t) v23;
      ptrdiff_t v109 = (ptrdiff_t) v19;
      bool v110 = v108 != v109;
      ptrdiff_t v111 = (ptrdiff_t) v24;
      ptrdiff_t v112 = (ptrdiff_t) v19;
      bool v113 = v111 != v112;
      bool v114 = v110 | v113;
      if (v114) {
        int32_t v115 = get_semaphore(v19);
        size_t v116 = experimental::convert_logical_x_to_translated(v19);
        size_t v117 = experimental::convert_logical_y_to_translated(v19);
        int64_t v118 = get_noc_addr(v116, v117, v115);
        noc_semaphore_inc(v118, v18);
      }
      int32_t v119 = v22[v19];
      uint32_t v120 = (uint32_t) v119;
      uint32_t v121 = (uint32_t) v6;
      uint32_t v122 = v120 + v121;
      int32_t v123 = (int32_t) v122;
      v22[v19] = v123;
      experimental::semaphore_wait_min(v107, v123);
    }
    cb_ctarg_3.push_back(v16);
    cb_ctarg_2.push_back(v16);
    cb_ctarg_4.reserve_back(v6);
    int32_t v124 = get_common_arg_val<uint32_t>(v18);
    auto tensor_accessor_args_190 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 12>(), 1>();
    TensorAccessor v125 = TensorAccessor(tensor_accessor_args_190, v124, v5);
    noc_async_read_tile(v20, v125, cb_ctarg_4.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_4.push_back(v6);
    cb_ctarg_0.reserve_back(v16);
    cb_ctarg_1.reserve_back(v16);
    int32_t v126 = get_common_arg_val<uint32_t>(v7);
    auto tensor_accessor_args_198 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 12>(), 3>();
    TensorAccessor v127 = TensorAccessor(tensor_accessor_args_198, v126, v5);
    ptrdiff_t v128 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v129 = (size_t) v128;
    for (size_t i130 = v19; i130 < v11; i130 += v18) {
      size_t v131 = i130 * v4;
      size_t v132 = v129 + v131;
      ptrdiff_t v133 = (ptrdiff_t) i130;
      int32_t v134 = (int32_t) v133;
      ptrdiff_t v135 = (ptrdiff_t) v132;
      int32_t v136 = (int32_t) v135;
      noc_async_read_tile(v134, v127, v136);
    }
    int32_t v137 = get_common_arg_val<uint32_t>(v2);
    auto tensor_accessor_args_209 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 12>(), 4>();
    TensorAccessor v138 = TensorAccessor(tensor_accessor_args_209, v137, v5);
    ptrdiff_t v139 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
    size_t v140 = (size_t) v139;
    for (size_t i141 = v19; i141 < v11; i141 += v18) {
      size_t v142 = i141 * v4;
      size_t v143 = v140 + v142;
      ptrdiff_t v144 = (ptrdiff_t) i141;
      int32_t v145 = (int32_t) v144;
      ptrdiff_t v146 = (ptrdiff_t) v143;
      int32_t v147 = (int32_t) v146;
      noc_async_read_tile(v145, v138, v147);
    }
    noc_async_read_barrier();
    cb_ctarg_1.push_back(v16);
    cb_ctarg_0.push_back(v16);
  }
  return;
}

