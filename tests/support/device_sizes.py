"""The network input sizes the device tests run (mock p150a in CI, a chip in tests/blackhole):
a subset of ``input_sizes.sweep_sizes()`` that takes every branch of the per-size plan
(``tests/blackhole/mock/test_size_plan.py`` checks the coverage); the full set runs in
``benchmarks/sweep_sizes.py``."""

from __future__ import annotations

from tt_depth_anything_3.backends import TT_DEFAULT_WARMUP_SIZES

WARMUP_SIZES = [tuple(size) for size in TT_DEFAULT_WARMUP_SIZES]  # the API's default warm-up
CI_SIZES = [
    (518, 518),  # squash at 518 (1370 tokens): the Blackhole port's size
    *WARMUP_SIZES,  # 4:3 photos both ways at process_res=504
    (154, 504),  # a KITTI frame (1242x375) at process_res=504: 396 tokens
    (14, 280),  # the smallest: one patch row at process_res=280 (21 tokens)
    (14, 504),  # the most extreme landscape at the default process_res
    (504, 14),  # the most extreme portrait: one patch column, run transposed
    (504, 56),  # the widest portrait strip still run transposed (0.5x head level 2 px wide)
    (504, 70),  # the narrowest portrait strip run as it is (0.5x level 3 px wide)
    (504, 504),  # the squarest at the default process_res
    (658, 658),  # squash at process_res=658 (2209 tokens): tokens in L1, linears in blocks
    (588, 1036),  # 16:9 at process_res=1036: tokens in DRAM, whole per-core outputs (11x10)
    (1036, 1036),  # the largest (5477 tokens): tokens in DRAM, linears in output blocks
]
