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
  size_t v10 = 32;
  size_t v11 = 2048;
  int32_t v12 = 2;
  int32_t v13 = 2048;
  int32_t v14 = 32;
  size_t v15 = 2;
  size_t v16 = 10;
  size_t v17 = 11;
  size_t v18 = 23;
  size_t v19 = 1;
  size_t v20 = 0;
  int32_t v21 = 0;
  int32_t v22[1];
  v22[v20] = v21;
  int32_t v23[1];
  v23[v20] = v21;
  experimental::CircularBuffer cb_ctarg_3(get_compile_time_arg_val(3));
  experimental::CircularBuffer cb_ctarg_4(get_compile_time_arg_val(4));
  experimental::CircularBuffer cb_ctarg_2(get_compile_time_arg_val(2));
  experimental::CircularBuffer cb_ctarg_0(get_compile_time_arg_val(0));
  experimental::CircularBuffer cb_ctarg_1(get_compile_time_arg_val(1));
  size_t v24 = get_absolute_logical_x();
  size_t v25 = get_absolute_logical_y();
  ptrdiff_t v26 = (ptrdiff_t) v24;
  ptrdiff_t v27 = (ptrdiff_t) v20;
  bool v28 = v26 == v27;
  ptrdiff_t v29 = (ptrdiff_t) v25;
  ptrdiff_t v30 = (ptrdiff_t) v20;
  bool v31 = v29 == v30;
  bool v32 = v28 & v31;
  ptrdiff_t v33 = (ptrdiff_t) v24;
  ptrdiff_t v34 = (ptrdiff_t) v20;
  bool v35 = v33 >= v34;
  ptrdiff_t v36 = (ptrdiff_t) v24;
  ptrdiff_t v37 = (ptrdiff_t) v16;
  bool v38 = v36 <= v37;
  ptrdiff_t v39 = (ptrdiff_t) v25;
  ptrdiff_t v40 = (ptrdiff_t) v20;
  bool v41 = v39 >= v40;
  ptrdiff_t v42 = (ptrdiff_t) v25;
  ptrdiff_t v43 = (ptrdiff_t) v15;
  bool v44 = v42 <= v43;
  bool v45 = v35 & v38;
  bool v46 = v41 & v44;
  bool v47 = v45 & v46;
  bool v48 = v32 | v47;
  if (v48) {
    cb_ctarg_2.reserve_back(v14);
    cb_ctarg_3.reserve_back(v14);
    if (v32) {
      int32_t v49 = get_common_arg_val<uint32_t>(v15);
      auto tensor_accessor_args_277 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<2, 12>(), 2>();
      TensorAccessor v50 = TensorAccessor(tensor_accessor_args_277, v49, v13);
      ptrdiff_t v51 = (ptrdiff_t) cb_ctarg_2.get_write_ptr();
      size_t v52 = (size_t) v51;
      for (size_t i53 = v20; i53 < v10; i53 += v19) {
        size_t v54 = i53 * v11;
        size_t v55 = v52 + v54;
        ptrdiff_t v56 = (ptrdiff_t) i53;
        int32_t v57 = (int32_t) v56;
        ptrdiff_t v58 = (ptrdiff_t) v55;
        int32_t v59 = (int32_t) v58;
        noc_async_read_tile(v57, v50, v59);
      }
      int32_t v60 = get_common_arg_val<uint32_t>(v20);
      auto tensor_accessor_args_288 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<3, 12>(), 0>();
      TensorAccessor v61 = TensorAccessor(tensor_accessor_args_288, v60, v13);
      ptrdiff_t v62 = (ptrdiff_t) cb_ctarg_3.get_write_ptr();
      size_t v63 = (size_t) v62;
      for (size_t i64 = v20; i64 < v10; i64 += v19) {
        size_t v65 = i64 * v11;
        size_t v66 = v63 + v65;
        ptrdiff_t v67 = (ptrdiff_t) i64;
        int32_t v68 = (int32_t) v67;
        ptrdiff_t v69 = (ptrdiff_t) v66;
        int32_t v70 = (int32_t) v69;
        noc_async_read_tile(v68, v61, v70);
      }
      noc_async_read_barrier();
    }
    if (v32) {
      int32_t v71 = get_semaphore(v15);
      volatile tt_l1_ptr uint32_t* v72 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v71);
      experimental::semaphore_wait(v72, v14);
      noc_semaphore_set(v72, v20);
      size_t v73 = experimental::convert_logical_x_to_translated(v20);
      size_t v74 = experimental::convert_logical_y_to_translated(v20);
      size_t v75 = experimental::convert_logical_x_to_translated(v16);
      size_t v76 = experimental::convert_logical_y_to_translated(v15);
      int64_t v77 = experimental::get_noc_multicast_addr(v73, v74, v75, v76, cb_ctarg_2.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_2.get_write_ptr(), v77, v8, v9);
      noc_async_write_barrier();
      int32_t v78 = get_semaphore(v7);
      int64_t v79 = experimental::get_noc_multicast_addr(v73, v74, v75, v76, v78);
      noc_semaphore_inc_multicast(v79, v19, v14);
      int64_t v80 = get_noc_addr(v73, v74, v78);
      noc_semaphore_inc(v80, v19);
      noc_async_atomic_barrier();
    }
    if (v47) {
      int32_t v81 = get_semaphore(v7);
      volatile tt_l1_ptr uint32_t* v82 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v81);
      ptrdiff_t v83 = (ptrdiff_t) v24;
      ptrdiff_t v84 = (ptrdiff_t) v20;
      bool v85 = v83 != v84;
      ptrdiff_t v86 = (ptrdiff_t) v25;
      ptrdiff_t v87 = (ptrdiff_t) v20;
      bool v88 = v86 != v87;
      bool v89 = v85 | v88;
      if (v89) {
        int32_t v90 = get_semaphore(v15);
        size_t v91 = experimental::convert_logical_x_to_translated(v20);
        size_t v92 = experimental::convert_logical_y_to_translated(v20);
        int64_t v93 = get_noc_addr(v91, v92, v90);
        noc_semaphore_inc(v93, v19);
      }
      int32_t v94 = v22[v20];
      uint32_t v95 = (uint32_t) v94;
      uint32_t v96 = (uint32_t) v6;
      uint32_t v97 = v95 + v96;
      int32_t v98 = (int32_t) v97;
      v22[v20] = v98;
      experimental::semaphore_wait_min(v82, v98);
    }
    if (v32) {
      int32_t v99 = get_semaphore(v20);
      volatile tt_l1_ptr uint32_t* v100 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v99);
      experimental::semaphore_wait(v100, v14);
      noc_semaphore_set(v100, v20);
      size_t v101 = experimental::convert_logical_x_to_translated(v20);
      size_t v102 = experimental::convert_logical_y_to_translated(v20);
      size_t v103 = experimental::convert_logical_x_to_translated(v16);
      size_t v104 = experimental::convert_logical_y_to_translated(v15);
      int64_t v105 = experimental::get_noc_multicast_addr(v101, v102, v103, v104, cb_ctarg_3.get_write_ptr());
      noc_async_write_multicast_loopback_src(cb_ctarg_3.get_write_ptr(), v105, v8, v9);
      noc_async_write_barrier();
      int32_t v106 = get_semaphore(v19);
      int64_t v107 = experimental::get_noc_multicast_addr(v101, v102, v103, v104, v106);
      noc_semaphore_inc_multicast(v107, v19, v14);
      int64_t v108 = get_noc_addr(v101, v102, v106);
      noc_semaphore_inc(v108, v19);
      noc_async_atomic_barrier();
    }
    if (v47) {
      int32_t v109 = get_semaphore(v19);
      volatile tt_l1_ptr uint32_t* v110 = reinterpret_cast<volatile tt_l1_ptr uint32_t*>(v109);
      ptrdiff_t v111 = (ptrdiff_t) v24;
      ptrdiff_t v112 = (ptrdiff_t) v20;
      bool v113 = v111 != v112;
      ptrdiff_t v114 = (ptrdiff_t) v25;
      ptrdiff_t v115 = (ptrdiff_t) v20;
      bool v116 = v114 != v115;
      bool v117 = v113 | v116;
      if (v117) {
        int32_t v118 = get_semaphore(v20);
        size_t v119 = experimental::convert_logical_x_to_translated(v20);
        size_t v120 = experimental::convert_logical_y_to_translated(v20);
        int64_t v121 = get_noc_addr(v119, v120, v118);
        noc_semaphore_inc(v121, v19);
      }
      int32_t v122 = v23[v20];
      uint32_t v123 = (uint32_t) v122;
      uint32_t v124 = (uint32_t) v6;
      uint32_t v125 = v123 + v124;
      int32_t v126 = (int32_t) v125;
      v23[v20] = v126;
      experimental::semaphore_wait_min(v110, v126);
    }
    cb_ctarg_3.push_back(v14);
    cb_ctarg_2.push_back(v14);
    cb_ctarg_4.reserve_back(v6);
    int32_t v127 = get_common_arg_val<uint32_t>(v19);
    auto tensor_accessor_args_202 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<4, 12>(), 1>();
    TensorAccessor v128 = TensorAccessor(tensor_accessor_args_202, v127, v5);
    noc_async_read_tile(v21, v128, cb_ctarg_4.get_write_ptr());
    noc_async_read_barrier();
    cb_ctarg_4.push_back(v6);
    size_t v129 = v25 * v17;
    size_t v130 = v129 + v24;
    size_t v131 = v130 % v18;
    cb_ctarg_0.reserve_back(v14);
    cb_ctarg_1.reserve_back(v14);
    int32_t v132 = get_common_arg_val<uint32_t>(v7);
    auto tensor_accessor_args_216 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<0, 12>(), 3>();
    TensorAccessor v133 = TensorAccessor(tensor_accessor_args_216, v132, v5);
    ptrdiff_t v134 = (ptrdiff_t) cb_ctarg_0.get_write_ptr();
    size_t v135 = (size_t) v134;
    for (size_t i136 = v20; i136 < v10; i136 += v19) {
      size_t v137 = v131 * v10;
      size_t v138 = v137 + i136;
      size_t v139 = i136 * v4;
      size_t v140 = v135 + v139;
      ptrdiff_t v141 = (ptrdiff_t) v138;
      int32_t v142 = (int32_t) v141;
      ptrdiff_t v143 = (ptrdiff_t) v140;
      int32_t v144 = (int32_t) v143;
      noc_async_read_tile(v142, v133, v144);
    }
    int32_t v145 = get_common_arg_val<uint32_t>(v2);
    auto tensor_accessor_args_227 = TensorAccessorArgs<tensor_accessor::detail::get_tensor_accessor_args_cta_offset<1, 12>(), 4>();
    TensorAccessor v146 = TensorAccessor(tensor_accessor_args_227, v145, v5);
    ptrdiff_t v147 = (ptrdiff_t) cb_ctarg_1.get_write_ptr();
    size_t v148 = (size_t) v147;
    for (size_t i149 = v20; i149 < v10; i149 += v19) {
      size_t v150 = v131 * v10;
      size_t v151 = v150 + i149;
      size_t v152 = i149 * v4;
      size_t v153 = v148 + v152;
      ptrdiff_t v154 = (ptrdiff_t) v151;
      int32_t v155 = (int32_t) v154;
      ptrdiff_t v156 = (ptrdiff_t) v153;
      int32_t v157 = (int32_t) v156;
      noc_async_read_tile(v155, v146, v157);
    }
    noc_async_read_barrier();
    cb_ctarg_1.push_back(v14);
    cb_ctarg_0.push_back(v14);
  }
  return;
}

