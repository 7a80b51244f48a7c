"""Where the backbone's activations live and how big each linear's output block is, derived per
input size from the L1 of one core (plain arithmetic: no ttnn, checked on CPU for every size).

A core's L1 holds two things at once: the circular buffers (CBs) of the op running, allocated
from the bottom, and the L1 tensors alive at that moment, allocated from the top (interleaved
tensors spread their tiles over every core). ttnn refuses a program whose CBs reach an L1
tensor ("static circular buffers ... clash with L1 buffers") or the end of L1. So:

- the token stream and its temporaries stay in L1 while their peak share per core is at most
  ``ACTIVATION_SHARE`` of L1, and go to DRAM above it (1036x1036: 5477 tokens, ~0.9 MB per
  core on an 11x10 grid, more than half of L1);
- each 2D-multicast linear gets the CB budget that is left (``CB_SHARE`` of L1 minus the
  activations) and computes its per-core output in blocks of ``block_h`` x ``block_w`` tiles
  small enough for it (``out_block_h`` / ``out_block_w``): its CBs then no longer grow with
  the token count.

The head's maps live in DRAM between stages, and the four feature taps go to DRAM as soon as
they are made. A head conv whose input and output shards fit ``CONV_L1_SHARE`` of every core's L1
(``conv_slices`` == 1) runs on L1 height-sharded maps in one piece (no DRAM slices, no reshapes
of its tile map); a larger one runs in the fewest DRAM slices that each fit the same share (the
2-10 slices ``conv2d`` picks by itself cost 4 ops each). Inside a residual unit the first conv's
output stays in L1 for the second, whose output the residual add reads and frees.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..tiles import TILE

TILE_BYTES = {"bfloat16": TILE * TILE * 2, "float32": TILE * TILE * 4}
ACTIVATION_SHARE = 0.4  # of a core's L1, for the backbone tensors alive at once
CB_SHARE = 0.9  # of a core's L1, for CBs plus L1 tensors (the rest: alignment, fragmentation)
MAX_SUBBLOCK_TILES = 4  # dest registers with fp32 accumulation
MIN_BLOCK_H = 4  # output block rows worth keeping per_core_m for (else grow it a little)
COLUMN_IN0_BLOCK = 8  # K tiles per block of a resize's column pass (``dpt.column_program``)
# Of a core's L1, for an unsliced head conv's input and output shards (its halo copy, CBs and
# the other conv's shard take the rest). Mock p150a, 3x3 256 -> 256 float32 maps, 11x10 grid:
# 176^2 (0.58 MB per core of input + output) runs, 200^2 (0.75 MB) does not allocate; sliced
# through DRAM, output_conv1 at 296^2 (float32 256 -> bfloat16 128) and output_conv2 at 518^2
# (bfloat16 128 -> 64) run in 2 slices, not in 1.
CONV_L1_SHARE = 0.4
# The cores that share is counted over, at most: it was measured on the 11x10 grid's 110 cores,
# while ``conv2d`` block-shards a 256-channel map over 8 channel tiles x 10 rows = 80 of them;
# the twelfth column of ETH dispatch's 12x10 grid adds no such shard (still 8 channel tiles),
# so planning a conv over 120 cores overcommits L1 (on the 12x10 mock, 322x504 and 504x322 ran
# output_conv1 unsliced and did not allocate). A conv is planned for at most these cores.
CONV_PLAN_CORES = 110
# Of a core's L1, for a reassemble level's projected tokens and their sliced copy (the conv that
# reads them then shards them beside its own CBs): small at the sizes the API sends (518x518:
# 17 - 52 KiB per core each), DRAM for the largest inputs.
PROJECTION_L1_SHARE = 0.1


def largest_divisor_at_most(value: int, limit: int) -> int:
    return max(d for d in range(1, min(value, limit) + 1) if value % d == 0)


def subblock(block_h: int, block_w: int, max_tiles: int = MAX_SUBBLOCK_TILES) -> tuple[int, int]:
    """(out_subblock_h, out_subblock_w): the largest block of dest registers that divides the
    output block; h > 1 only when w spans the whole block width (a matmul rule)."""
    width = largest_divisor_at_most(block_w, max_tiles)
    if width == block_w:
        return largest_divisor_at_most(block_h, max_tiles // width), width
    return 1, width


def matmul_cb_bytes(
    block_h: int,
    block_w: int,
    in0_block_w: int,
    in_dtype: str,
    out_dtype: str,
    weight_dtype: str = "bfloat16",
) -> int:
    """CB bytes per core of a 2D-multicast matmul with interleaved operands: double-buffered
    in0 (block_h x in0_block_w) and in1 (in0_block_w x block_w, ``weight_dtype``) blocks, the
    output block, its float32 accumulator and a bias row (the mock reports within ~6% of
    this)."""
    weight = TILE_BYTES[weight_dtype]
    return (
        2 * block_h * in0_block_w * TILE_BYTES[in_dtype]
        + 2 * in0_block_w * block_w * weight
        + block_h * block_w * (TILE_BYTES[out_dtype] + TILE_BYTES["float32"])
        + block_w * weight
    )


def backbone_activation_bytes(m_tiles: int, d_tiles: int, hidden_tiles: int, cores: int) -> int:
    """Peak L1 bytes per core of the backbone tensors alive at once, each interleaved over
    ``cores``: in the attention the float32 stream, its float32 norm, qkv and the split q, k, v;
    in the MLP the stream, the norm, fc1's bfloat16 hidden and fc2's float32 output."""

    def per_core(width_tiles: int, dtype: str) -> int:
        return math.ceil(m_tiles * width_tiles / cores) * TILE_BYTES[dtype]

    stream = norm = per_core(d_tiles, "float32")
    attention = stream + norm + 2 * per_core(3 * d_tiles, "bfloat16")
    mlp = stream + norm + per_core(hidden_tiles, "bfloat16") + per_core(d_tiles, "float32")
    return max(attention, mlp)


@dataclass(frozen=True)
class MatmulPlan:
    """A 2D-multicast linear: N over ``columns`` grid columns and M over the grid rows (with
    ``transposed``: N over ``columns`` grid rows, M over the grid columns), each core computing
    per_core_m x per_core_n output tiles in blocks of block_h x block_w (subblocks sub_h x
    sub_w)."""

    columns: int
    per_core_m: int
    per_core_n: int
    in0_block_w: int
    block_h: int
    block_w: int
    sub_h: int
    sub_w: int
    cb_bytes: int
    transposed: bool = False


def _divisors(value: int) -> list[int]:
    return sorted((d for d in range(1, value + 1) if value % d == 0), reverse=True)


def plan_matmul(
    grid: tuple[int, int],
    m_tiles: int,
    k_tiles: int,
    n_tiles: int,
    budget: int,
    in_dtype: str = "bfloat16",
    out_dtype: str = "bfloat16",
    transposed: bool = False,
    weight_dtype: str = "bfloat16",
) -> MatmulPlan:
    """M over the grid's rows, N over every column (the last one ragged; ``transposed``: M over
    the columns, N over every row); the tallest output
    block (then the widest) whose CBs fit ``budget`` bytes. When only short blocks fit (fewer
    than ``MIN_BLOCK_H`` rows), per_core_m may grow by up to a quarter (idle rows at the bottom
    of the grid) to get a taller one: 13 rows split only into blocks of 1, 14 into blocks of 7.
    ValueError when nothing fits."""
    m_cores, n_cores = (grid[0], grid[1]) if transposed else (grid[1], grid[0])
    per_core_n = math.ceil(n_tiles / min(n_tiles, n_cores))
    columns = math.ceil(n_tiles / per_core_n)  # every column busy, the last one ragged
    least_m = math.ceil(m_tiles / m_cores)
    in0_block_w = largest_divisor_at_most(k_tiles, 4)
    best = None
    for per_core_m in range(least_m, least_m + max(1, least_m // 4) + 1):
        candidate = None
        for block_w in _divisors(per_core_n):
            fits = [
                h
                for h in _divisors(per_core_m)
                if matmul_cb_bytes(h, block_w, in0_block_w, in_dtype, out_dtype, weight_dtype)
                <= budget
            ]
            if fits:
                candidate = (per_core_m, fits[0], block_w)
                break
        if candidate is None:
            continue
        if best is None or candidate[1] * candidate[2] > best[1] * best[2]:
            best = candidate
        if candidate[1] >= min(per_core_m, MIN_BLOCK_H):
            best = candidate
            break
    if best is None:
        smallest = matmul_cb_bytes(1, 1, in0_block_w, in_dtype, out_dtype, weight_dtype)
        raise ValueError(
            f"a {m_tiles}x{k_tiles}x{n_tiles}-tile linear needs {smallest} B of circular "
            f"buffers per core at the least; {budget} B are left in L1"
        )
    per_core_m, block_h, block_w = best
    sub_h, sub_w = subblock(block_h, block_w)
    cb = matmul_cb_bytes(block_h, block_w, in0_block_w, in_dtype, out_dtype, weight_dtype)
    return MatmulPlan(
        columns, per_core_m, per_core_n, in0_block_w, block_h, block_w, sub_h, sub_w, cb, transposed
    )


def best_matmul_plan(
    grid: tuple[int, int],
    m_tiles: int,
    k_tiles: int,
    n_tiles: int,
    budget: int,
    in_dtype: str = "bfloat16",
    out_dtype: str = "bfloat16",
    weight_dtype: str = "bfloat16",
) -> MatmulPlan:
    """Of the two orientations (M over rows or over columns) the one whose busiest core
    computes fewer output tiles (the other on a tie). 518x518 on 11x10: qkv 5 x 9 = 45 tiles
    per core with M over the 10 rows (9 busy), 4 x 10 = 40 with M over the 11 columns (all
    busy); fc1 60 -> 52; proj and fc2 (32 tiles wide) stay: 15 against 16."""
    dtypes = (in_dtype, out_dtype)
    plans = [plan_matmul(grid, m_tiles, k_tiles, n_tiles, budget, *dtypes, False, weight_dtype)]
    try:
        plans.append(
            plan_matmul(grid, m_tiles, k_tiles, n_tiles, budget, *dtypes, True, weight_dtype)
        )
    except ValueError:  # no transposed block fits: the plain plan (which did) stays
        pass
    return min(plans, key=lambda p: p.per_core_m * p.per_core_n)


@dataclass(frozen=True)
class MemoryPlan:
    """``tokens_in_l1``: the backbone's tensors live in L1 (else DRAM); ``activation_bytes``:
    their peak per core in L1 (0 in DRAM); ``cb_budget``: bytes per core left for an op's CBs."""

    tokens_in_l1: bool
    activation_bytes: int
    cb_budget: int


def memory_plan(
    m_tiles: int,
    d_tiles: int,
    hidden_tiles: int,
    grid: tuple[int, int],
    l1_bytes: int,
    norm_kernel_cb_bytes: int = 0,
) -> MemoryPlan:
    """The backbone's residency for ``m_tiles`` token rows on ``grid`` with ``l1_bytes`` of
    allocatable L1 per core (read from the device). ``norm_kernel_cb_bytes``: the CBs per core
    of the residual LayerNorm kernel's compile when the program runs it (0: the stock ops): the
    tokens stay in L1 only if its four tensors there (``norm_kernel_live_bytes``) fit beside
    those CBs within ``CB_SHARE`` (the kernel's CBs are placed below every L1 tensor)."""
    cores = grid[0] * grid[1]
    activations = backbone_activation_bytes(m_tiles, d_tiles, hidden_tiles, cores)
    in_l1 = activations <= ACTIVATION_SHARE * l1_bytes
    if norm_kernel_cb_bytes:
        live = norm_kernel_live_bytes(m_tiles, d_tiles, cores)
        in_l1 = in_l1 and norm_kernel_cb_bytes + live <= CB_SHARE * l1_bytes
    held = activations if in_l1 else 0
    return MemoryPlan(in_l1, held, int(CB_SHARE * l1_bytes) - held)


def norm_kernel_live_bytes(m_tiles: int, d_tiles: int, cores: int) -> int:
    """L1 bytes per core of the residual LayerNorm kernel's tensors when the tokens live in L1:
    ``x``, ``y`` and ``x + y`` (float32) and the normed rows (bfloat16), each interleaved over
    ``cores``. On the 12x10 mock its 912 KiB of CBs beside them (3109-3186 tokens: 92% of L1)
    clash with the L1 tensors; the largest that runs, 2406 tokens on 11x10, takes 88%."""
    stream = math.ceil(m_tiles * d_tiles / cores) * TILE_BYTES["float32"]
    return 3 * stream + stream // 2


def conv_slices(
    in_pixels: int,
    in_channels: int,
    out_pixels: int,
    out_channels: int,
    in_bytes: int,
    out_bytes: int,
    cores: int,
    l1_bytes: int,
) -> int:
    """Pieces a head conv runs in: 1 when its input and output (tile rows, ``*_bytes`` per
    element), spread over ``cores``, take at most ``CONV_L1_SHARE`` of each core's ``l1_bytes``
    (unsliced, on L1 shards), else the fewest DRAM slices (by output rows) each within it;
    ``cores`` counted up to ``CONV_PLAN_CORES``."""
    rows_in, rows_out = math.ceil(in_pixels / TILE) * TILE, math.ceil(out_pixels / TILE) * TILE
    total = rows_in * in_channels * in_bytes + rows_out * out_channels * out_bytes
    cores = min(cores, CONV_PLAN_CORES)
    return max(1, math.ceil(total / (cores * CONV_L1_SHARE * l1_bytes)))


def projection_in_l1(tokens: int, channels: int, cores: int, l1_bytes: int) -> bool:
    """Whether the float32 (tokens, channels) projection of a reassemble level and its sliced
    copy, interleaved over ``cores``, fit ``PROJECTION_L1_SHARE`` of a core's ``l1_bytes``."""
    return 2 * interleaved_bytes((tokens, channels), 4, cores) <= PROJECTION_L1_SHARE * l1_bytes


def interleaved_bytes(shape: tuple[int, ...], elem_bytes: int, cores: int) -> int:
    """Bytes per core of a tile-layout tensor of ``shape`` interleaved over ``cores`` (pages
    are tiles, dealt round-robin: the busiest core holds the ceiling)."""
    *lead, rows, cols = shape
    tiles = math.prod(lead) * math.ceil(rows / TILE) * math.ceil(cols / TILE)
    return math.ceil(tiles / cores) * TILE * TILE * elem_bytes


@dataclass(frozen=True)
class ResizePlan:
    """Where a resize's intermediate maps live: ``grid_in_l1`` (the map viewed (., w, C) for
    the column pass), ``middle_in_l1`` (columns first: the column pass's output and its
    (h, W*C) view; rows first: the input's (h, w*C) view), ``rows_in_l1`` (the row pass's
    output); ``row_budget``: CB bytes per core left to the row pass. The resized map itself is
    always written to DRAM (the next op may run beside conv shards)."""

    grid_in_l1: bool
    middle_in_l1: bool
    rows_in_l1: bool
    row_budget: int


# Residencies (grid, middle, rows) tried in order, most in L1 first: the first that fits.
_RESIZE_RESIDENCIES = sorted(
    ((g, m, r) for g in (True, False) for m in (True, False) for r in (True, False)),
    key=lambda flags: -sum(flags),
)


def resize_plan(
    size_in: tuple[int, int],
    size_out: tuple[int, int],
    channels: int,
    in_dtype: str,
    out_dtype: str,
    cores: int,
    l1_bytes: int,
    rows_first: bool = False,
) -> ResizePlan:
    """The residency of ``resize_bilinear``'s intermediates, columns first (or rows first).

    L1 tensors are allocated from the top of L1 and a freed one leaves a hole that a larger
    one does not fill, so the lowest live tensor may sit as low as the sum of every L1
    intermediate made so far in the resize. Each op's CBs (from the bottom) must stay below
    it, all within ``CB_SHARE`` of a core's ``l1_bytes``: the column pass's (a fixed config)
    and the row pass's smallest block. The first residency (most in L1) where that holds is
    taken; the row pass's config is then blocked to the CB bytes left (``row_budget``)."""
    (h, w), (big_h, big_w) = size_in, size_out
    room = int(CB_SHARE * l1_bytes)
    elem = {name: TILE_BYTES[name] // (TILE * TILE) for name in (in_dtype, out_dtype)}
    columns, rows = big_w != w, big_h != h
    rows_first = rows_first and columns and rows

    def per_core(shape: tuple[int, ...], dtype: str) -> int:
        return interleaved_bytes(shape, elem[dtype], cores)

    def column_cb(map_dtype: str) -> int:
        in0_block_w = largest_divisor_at_most(math.ceil(w / TILE), COLUMN_IN0_BLOCK)
        c_tiles = math.ceil(channels / TILE)
        return matmul_cb_bytes(1, c_tiles, in0_block_w, "float32", out_dtype, map_dtype)

    def row_cb(view_dtype: str) -> int:
        k_block = largest_divisor_at_most(math.ceil(h / TILE), 4)
        return matmul_cb_bytes(1, 1, k_block, "float32", out_dtype, view_dtype)

    # The ops in order: (residency flag of the tensor it writes or None for DRAM, its bytes
    # per core, its CBs, whether it is the row pass).
    ops: list[tuple[str | None, int, int, bool]] = []
    if rows_first:
        ops += [
            ("middle", per_core((h, w * channels), in_dtype), 0, False),
            ("rows", per_core((big_h, w * channels), out_dtype), row_cb(in_dtype), True),
            ("grid", per_core((big_h, w, channels), out_dtype), 0, False),
            (None, 0, column_cb(out_dtype), False),
        ]
    else:
        if columns:
            ops += [
                ("grid", per_core((h, w, channels), in_dtype), 0, False),
                ("middle", per_core((h, big_w, channels), out_dtype), column_cb(in_dtype), False),
            ]
        if rows:
            view_dtype = out_dtype if columns else in_dtype
            ops += [
                ("middle", per_core((h, big_w * channels), view_dtype), 0, False),
                ("rows", per_core((big_h, big_w * channels), out_dtype), row_cb(view_dtype), True),
            ]
    for flags in _RESIZE_RESIDENCIES:
        in_l1 = dict(zip(("grid", "middle", "rows"), flags, strict=True))
        if (in_l1["rows"] and not rows) or (in_l1["grid"] and not columns):
            continue
        stacked, row_budget, fits = 0, room, True
        for flag, size, cbs, row_pass in ops:
            stacked += size if flag is not None and in_l1[flag] else 0
            fits = fits and stacked + cbs <= room
            row_budget = room - stacked if row_pass else row_budget
        if fits:
            return ResizePlan(in_l1["grid"], in_l1["middle"], in_l1["rows"], row_budget)
    raise AssertionError("the all-DRAM residency always fits")  # pragma: no cover
