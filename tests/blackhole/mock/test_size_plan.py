"""The per-size plan of the Blackhole program (``tuning.py`` + ``l1_plan.py``) at every size of
the sweep set, on the worker-dispatch 11x10 grid and the ETH-dispatch 12x10 grid of a p150a.

No device, every size in seconds: the plans checked arithmetically; ``test_sizes.py`` and
``test_sizes_12x10.py`` run the CI subset's programs on the mock (11x10, and the 12x10 stand-in
of ``mock_p150a.MOCK_GRIDS``), ``benchmarks/sweep_sizes.py`` every size. The CI subset of
sizes (``device_sizes.CI_SIZES``) must cover every branch the plan takes over the whole set.
"""

from __future__ import annotations

import pytest

ttnn = pytest.importorskip("ttnn")

from support.device_sizes import CI_SIZES  # noqa: E402
from support.input_sizes import api_input_sizes, sweep_sizes  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device.shipped import (  # noqa: E402
    cb_bytes,
    require_shipped,
)
from tt_depth_anything_3.backends.blackhole.device.tuning import tuning_for  # noqa: E402
from tt_depth_anything_3.backends.blackhole.numerics.l1_plan import (  # noqa: E402
    CB_SHARE,
    MemoryPlan,
    best_matmul_plan,
    conv_slices,
    matmul_cb_bytes,
    memory_plan,
    plan_matmul,
    projection_in_l1,
    resize_plan,
)
from tt_depth_anything_3.backends.blackhole.numerics.program import (  # noqa: E402
    resize_rows_first,
)
from tt_depth_anything_3.config import DA3Config  # noqa: E402

MOCK_L1_BYTES = 1428352  # allocatable L1 per core the mock p150a reports (1395 KiB)
GRIDS = {"worker 11x10": (11, 10), "eth 12x10": (12, 10)}
CONFIG = DA3Config.from_model_name("da3metric-large")
# The residual LayerNorm compile's CBs per core (its launch.json; the same at every token count)
NORM_CB_BYTES = 933888
KERNEL_CBS = {"default": NORM_CB_BYTES, "stock": 0}  # the default program runs the kernel


def branches(
    size: tuple[int, int], grid: tuple[int, int], norm_cbs: int = NORM_CB_BYTES
) -> tuple[bool, bool, bool]:
    """(tokens in L1, some linear split into output blocks, transposed) at ``size``."""
    tuning = tuning_for(CONFIG, grid, *size, l1_bytes=MOCK_L1_BYTES, norm_kernel_cb_bytes=norm_cbs)
    split = any(
        c.out_block_h < c.per_core_M or c.out_block_w < c.per_core_N for c in tuning.matmul.values()
    )
    return tuning.memory.tokens_in_l1, split, tuning.transposed


def test_sweep_set_is_the_api_set():
    sizes = sweep_sizes()
    default = api_input_sizes(504)
    assert len(default) == 71  # (504, 14k) and (14k, 504), 14k = 14..504
    assert set(default) <= set(sizes) and (518, 518) in sizes
    assert {(14, 280), (1036, 1036), (154, 504)} <= set(sizes)
    assert all(h % 14 == 0 and w % 14 == 0 for h, w in sizes)


@pytest.mark.parametrize("grid", GRIDS.values(), ids=GRIDS.keys())
def test_every_size_has_a_plan_within_l1(grid):
    for size in sweep_sizes():
        tuning = tuning_for(CONFIG, grid, *size, l1_bytes=MOCK_L1_BYTES)
        memory = tuning.memory
        assert memory.activation_bytes + memory.cb_budget <= CB_SHARE * MOCK_L1_BYTES
        for name, config in tuning.matmul.items():
            m_cores = grid[0] if config.transpose_mcast else grid[1]  # M over columns or rows
            rows = config.per_core_M * m_cores
            assert rows >= -(-tuning.tokens // 32), (size, name)  # every token row has a core
            assert config.compute_with_storage_grid_size.x <= grid[0]
            assert config.compute_with_storage_grid_size.y <= grid[1]


@pytest.mark.parametrize("norm_cbs", KERNEL_CBS.values(), ids=KERNEL_CBS.keys())
@pytest.mark.parametrize("grid", GRIDS.values(), ids=GRIDS.keys())
def test_ci_subset_covers_every_branch(grid, norm_cbs):
    seen = {branches(size, grid, norm_cbs) for size in sweep_sizes()}
    covered = {branches(size, grid, norm_cbs) for size in CI_SIZES}
    assert covered == seen
    assert {b[0] for b in seen} == {True, False} and {b[2] for b in seen} == {True, False}


def test_the_norm_kernel_keeps_room_for_its_circular_buffers():
    """With the residual LayerNorm kernel (the default program) the tokens leave L1 where its
    CBs and its four tensors there would pass ``CB_SHARE`` of L1: on the 12x10 grid the five
    sizes of 3109-3186 tokens (588x1036 clashed on the 12x10 mock: "Statically allocated
    circular buffers ... clash with L1 buffers"), on the 11x10 grid none (all 135 sizes ran
    with the kernels on the mock, OPT_REPORT 4.x)."""
    shipped = {
        cb_bytes(require_shipped("residual_layer_norm", 1 + (h // 14) * (w // 14), 1024))
        for h, w in sweep_sizes()
    }
    assert shipped == {NORM_CB_BYTES}

    def in_l1(size, grid, norm_cbs) -> bool:
        return branches(size, grid, norm_cbs)[0]

    moved = {
        name: sorted(
            s for s in sweep_sizes() if in_l1(s, grid, 0) and not in_l1(s, grid, NORM_CB_BYTES)
        )
        for name, grid in GRIDS.items()
    }
    assert moved["worker 11x10"] == []
    assert moved["eth 12x10"] == [(588, 1036), (686, 910), (784, 784), (910, 686), (1036, 588)]


def test_matmul_blocks_shrink_to_the_budget():
    # 1036x1036: 172 token tiles, qkv on 11 columns of 9 tiles: the whole 18x9 block needs
    # more CB than a core has; the plan takes 9-row blocks.
    whole = matmul_cb_bytes(18, 9, 4, "bfloat16", "bfloat16")
    assert whole > MOCK_L1_BYTES
    plan = plan_matmul((11, 10), 172, 32, 96, budget=int(CB_SHARE * MOCK_L1_BYTES))
    assert (plan.per_core_m, plan.block_h, plan.block_w) == (18, 9, 9)
    assert plan.cb_bytes <= CB_SHARE * MOCK_L1_BYTES
    # fc1 (12 tiles per core) over 13 rows per core does not fit whole and 13 splits only into
    # 1-row blocks: grow to 14 (blocks of 7).
    grown = plan_matmul((11, 10), 130, 32, 128, budget=int(CB_SHARE * MOCK_L1_BYTES))
    assert (grown.per_core_m, grown.block_h) == (14, 7)
    with pytest.raises(ValueError, match="circular buffers per core at the least"):
        plan_matmul((11, 10), 172, 32, 96, budget=10_000)


def test_each_linear_takes_the_orientation_with_less_work_per_core():
    # 518x518 (43 token tiles) on 11x10: qkv 4 x 10 tiles per core with M over the 11 columns
    # (5 x 9 over the rows), fc1 4 x 13 (5 x 12); proj / fc2 (32 tiles) stay 5 x 3 (4 x 4).
    budget = int(CB_SHARE * MOCK_L1_BYTES)
    qkv = best_matmul_plan((11, 10), 43, 32, 96, budget, "float32")
    fc1 = best_matmul_plan((11, 10), 43, 32, 128, budget, "float32")
    proj = best_matmul_plan((11, 10), 43, 32, 32, budget, "bfloat16", "float32")
    assert (qkv.transposed, qkv.per_core_m, qkv.per_core_n, qkv.columns) == (True, 4, 10, 10)
    assert (fc1.transposed, fc1.per_core_m, fc1.per_core_n) == (True, 4, 13)
    assert (proj.transposed, proj.per_core_m, proj.per_core_n) == (False, 5, 3)


def test_tokens_leave_l1_when_they_would_crowd_it():
    small = memory_plan(43, 32, 128, (11, 10), MOCK_L1_BYTES)  # 518x518
    large = memory_plan(172, 32, 128, (11, 10), MOCK_L1_BYTES)  # 1036x1036
    assert small.tokens_in_l1 and small.activation_bytes > 0
    assert large == MemoryPlan(False, 0, int(CB_SHARE * MOCK_L1_BYTES))


def test_head_convs_leave_l1_when_their_maps_would_crowd_it():
    """Measured on the mock p150a (11x10): a 3x3 256 -> 256 float32 conv runs unsliced at 148^2
    (518x518's refinenet1) and 176^2 and fails to allocate at 200^2; output_conv1 (296^2,
    float32 256 -> bfloat16 128) and output_conv2 (518^2, bfloat16 128 -> 64) fail unsliced and
    run in 2 DRAM slices. The rule keeps a margin."""

    def slices(side: int, channels=(256, 256), dtypes=(4, 4), grid=(11, 10)) -> int:
        pixels = side * side
        cores = grid[0] * grid[1]
        return conv_slices(pixels, channels[0], pixels, channels[1], *dtypes, cores, MOCK_L1_BYTES)

    assert slices(148) == slices(74) == slices(19) == 1
    assert slices(176) == slices(200) == 2 and slices(176, dtypes=(2, 2)) == 1
    assert slices(296, (256, 128), (4, 2)) == 2
    assert slices(518, (128, 64), (2, 2)) == 2
    assert slices(1036, (128, 64), (2, 2)) == 7
    tuning = tuning_for(CONFIG, (11, 10), 518, 518, l1_bytes=MOCK_L1_BYTES)
    assert tuning.conv_slices(148 * 148, 256, 148 * 148, 256, 4, 4) == 1


def head_resizes(size: tuple[int, int], transposed: bool, grid=(11, 10)) -> list[tuple]:
    """The DPT head's resizes at network input ``size``: (map in, map out, channels, dtypes,
    rows first, the element bytes of the conv it feeds or None): refinenets 4 -> 1 and the
    tail of the fast and the accurate program, on the
    transposed maps if transposed; the order as ``program.resize_rows_first`` decides it."""
    gh, gw = size[0] // 14, size[1] // 14
    if transposed:
        gh, gw = gw, gh
    levels = [(4 * gh, 4 * gw), (2 * gh, 2 * gw), (gh, gw), ((gh - 1) // 2 + 1, (gw - 1) // 2 + 1)]
    fused = (2 * levels[0][0], 2 * levels[0][1])
    full = (14 * gh, 14 * gw)
    cores = grid[0] * grid[1]
    resizes = [
        (a, b, 256, ("float32", "float32"), False, None)
        for a, b in [(levels[3], levels[2]), (levels[2], levels[1]), (levels[1], levels[0])]
    ]
    for tail, nbytes in (("bfloat16", 2), ("float32", 4)):
        conv = (4, nbytes)  # output_conv1: float32 map in, tail out
        first = resize_rows_first(fused, (256, 128), conv, cores, MOCK_L1_BYTES)
        resizes.append((levels[0], fused, 256, ("float32", "float32"), first, conv))
        conv = (nbytes, nbytes)  # output_conv2: tail in and out
        first = resize_rows_first(full, (128, 64), conv, cores, MOCK_L1_BYTES)
        resizes.append((fused, full, 128, (tail, tail), first, conv))
    return resizes


def test_resizes_at_518_keep_their_middle_maps_in_l1():
    """518x518 on the mock's L1: the small resizes stay in L1 end to end; the two into the
    DRAM-sliced full-resolution convs run rows first (the column pass writes the map those
    convs read) with their row view and row-pass output in L1 (the float32 ones: the view)."""
    resizes = head_resizes((518, 518), False)
    assert [r[4] for r in resizes] == [False] * 3 + [True] * 4
    plans = [
        resize_plan(a, b, c, *dtypes, 110, MOCK_L1_BYTES, first)
        for a, b, c, dtypes, first, _ in resizes
    ]
    flags = [(p.grid_in_l1, p.middle_in_l1, p.rows_in_l1) for p in plans]
    assert flags[:3] == [(True, True, True)] * 3
    assert all(p.row_budget > 0 for p in plans)


@pytest.mark.parametrize("grid", GRIDS.values(), ids=GRIDS.keys())
def test_every_resize_keeps_its_cbs_under_its_l1_maps(grid):
    """At every size of the set each resize's row pass gets a blocked config whose CBs fit
    the bytes its L1 maps leave (the sum of them all: holes above are not refilled), and the
    order the emulator follows is the device's: rows first exactly where the conv it feeds
    runs in DRAM slices, or where the output width is whole tiles."""
    cores = grid[0] * grid[1]
    residencies = set()
    for size in sweep_sizes():
        tuning = tuning_for(CONFIG, grid, *size, l1_bytes=MOCK_L1_BYTES)
        resizes = head_resizes(size, tuning.transposed, grid)
        for a, b, channels, dtypes, first, conv_bytes in resizes:
            if conv_bytes is not None:  # into output_conv1 (256 -> 128) / output_conv2 (128 -> 64)
                pixels = b[0] * b[1]
                slices = tuning.conv_slices(pixels, channels, pixels, channels // 2, *conv_bytes)
                assert first == (slices > 1 or b[1] % 32 == 0), (size, a, b)
            plan = resize_plan(a, b, channels, *dtypes, cores, MOCK_L1_BYTES, first)
            residencies.add((plan.grid_in_l1, plan.middle_in_l1, plan.rows_in_l1))
            assert 0 < plan.row_budget <= CB_SHARE * MOCK_L1_BYTES
            program = tuning.resize_program(a, b, channels, *dtypes, first)
            assert program.plan == plan and (program.rows is None) == (a[0] == b[0])
    assert {(True, True, True), (False, False, False)} <= residencies


def test_reassemble_projections_stay_in_l1_only_while_small():
    """518x518 (1370 tokens): every level's float32 projection and its sliced copy (17-52 KiB
    per core each) stay in L1; at 1036x1036 (5477 tokens) the 1024-channel levels go to DRAM."""
    assert all(projection_in_l1(1370, c, 110, MOCK_L1_BYTES) for c in (256, 512, 1024))
    assert not projection_in_l1(5477, 1024, 110, MOCK_L1_BYTES)
    assert projection_in_l1(5477, 256, 110, MOCK_L1_BYTES)


@pytest.mark.parametrize("grid", GRIDS.values(), ids=GRIDS.keys())
@pytest.mark.parametrize("channels", [32, 64, 128, 256, 352, 1024])
def test_conv_block_shards_take_the_split_with_the_most_cores(grid, channels):
    """Column-major (channel tiles over rows) where it spreads wider, else row-major; the
    split always divides the channel tiles and stays on the grid."""
    from tt_depth_anything_3.backends.blackhole.device.convs import block_shard_split

    columns, rows, column_major = block_shard_split(channels, grid)
    tiles = channels // 32
    assert columns <= grid[0] and rows <= grid[1]
    assert tiles % (rows if column_major else columns) == 0
    for other_rows in range(1, grid[1] + 1):  # no column-major split is wider
        if tiles % other_rows == 0:
            assert grid[0] * other_rows <= columns * rows
    for other_columns in range(1, grid[0] + 1):  # nor any row-major one
        if tiles % other_columns == 0:
            assert other_columns * grid[1] <= columns * rows
    if channels == 256:  # the head's width: 88 / 96 cores instead of conv2d's own 80
        assert (columns, rows, column_major) == (grid[0], 8, True)
