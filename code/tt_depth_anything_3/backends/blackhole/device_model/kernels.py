"""The work of a ``ttnn.generic_op`` kernel (the shipped TT-Lang compiles), for the roofline.

A generic op's graph node names no kernel, and its tensors are all inputs (the outputs are
preallocated), so the default traffic rule (read every input, write the output) is wrong for
it. The kernel is known by its launcher on the op's stack (``device/shipped.py``:
``launch_one_pass_attention`` / ``launch_residual_layer_norm``); its work is then counted from
what the kernel's read and write threads move (``kernels/*.py``), per tensor, DRAM or L1 as the
tensor lives, its matrix FLOPs at the fidelity of its compile (``launch.json``, HiFi4 for both),
and its exponentials on the vector unit. Assumptions: every CB transfer moves whole tiles; the
vector-unit work other than the exponentials (broadcasts, casts, the LayerNorm's mean / variance
/ rsqrt, the guard flags) hides behind the counted terms; an unknown generic op is an error.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .graph import TILE, DeviceOp, TensorInfo

GENERIC_OP = "GenericOpDeviceOperation"
CHUNK = 64  # one_pass_attention: 64-row query / key chunks (32 when the tokens fit a tile)
KERNEL_FIDELITY = "HiFi4"  # both compiles' compute config (launch.json math_fidelity)
GRID_COLS, GRID_NODES = 11, 110  # the compiles' grid (build.COMPILE_GRID)


# The compiled one-pass attention's circular-buffer traffic per key chunk, read off the shipped
# C++ (``generated/one_pass_attention-t1376-h16/ttlang_kernel_attend.cpp``, its inner key-chunk
# loop): (step, CB index, bytes per score element moved between L1 and the unpack / pack
# engines; a step named "packed" is a pack, any other a read). At head_dim 64 and 64-row chunks
# the k block, the score block and the p @ v partial are all 64 x 64 (4 tiles, 4096 scores), so
# a full-block step counts its format's bytes per score element; a per-row step (the shift row,
# the reduce's scaler tile, the row sums: CBs one tile wide) counts its tiles per chunk times
# the tile's bytes over the chunk's 4096 scores (2 float32 tiles: 2 B). The last key chunk
# reads its shift row from CB 4 instead of 3, the same bytes. The scores are packed
# bfloat16, cast to float32 through a CB, shifted (the shift row broadcast down the chunk) and
# exp'd into a float32 CB read twice (row sum, cast to bfloat16 p); the chunk's row sums are
# packed and added to the running ones; p @ v is packed bfloat16 and cast back before the
# float32 add: tt-lang 1.1.1 types a matmul's result like its operands and miscompiles a matmul
# fused with elementwise ops in blocks of more than one tile (docs/kernels.md section 1). The
# matmuls' q, k^T and v operand reads are not counted (p's read by p @ v is).
ONE_PASS_CB_STEPS: tuple[tuple[str, int, int], ...] = (
    ("k block read for the transpose", 1, 2),
    ("k^T packed (compiler-allocated CB)", 29, 2),
    ("scores packed, bfloat16", 15, 2),
    ("scores read for the cast", 15, 2),
    ("scores packed as float32", 18, 4),
    ("shift row read by the row broadcast (2 tiles, twice per chunk)", 3, 4),
    ("float32 scores read for exp", 18, 4),
    ("exp packed, float32", 16, 4),
    ("exp read by the row-sum reduce", 16, 4),
    ("scaler tile read by the row-sum reduce (once per exp tile)", 14, 4),
    ("chunk row sums packed (2 float32 tiles per chunk)", 20, 2),
    ("exp read for the cast to p", 16, 4),
    ("p packed, bfloat16", 9, 2),
    ("row sums read by their add", 13, 2),
    ("chunk row sums read by the add", 20, 2),
    ("row sums packed", 13, 2),
    ("p read by the p @ v matmul", 9, 2),
    ("p @ v packed, bfloat16", 17, 2),
    ("p @ v read for the cast", 17, 2),
    ("p @ v packed as float32", 19, 4),
    ("p @ v read by the add", 19, 4),
    ("accumulator read by the add", 12, 4),
    ("accumulator packed", 12, 4),
)
ONE_PASS_CB_BYTES_PER_SCORE = sum(step[2] for step in ONE_PASS_CB_STEPS)  # 68


def one_pass_cb_bytes(heads: int, covered: int) -> float:
    """The compiled one-pass attention's CB traffic of one launch (``ONE_PASS_CB_STEPS``):
    bytes per score element times the scores its chunks compute. Not timed by the roofline,
    which times no op's CB traffic (the stock SDPA's neither): reported for comparison."""
    return float(ONE_PASS_CB_BYTES_PER_SCORE * heads * covered * covered)


@dataclass(frozen=True)
class KernelWork:
    """What one launch of a kernel does: matrix FLOPs and their fidelity, exponentials, and
    the bytes moved as (bytes, in DRAM) per transfer kind."""

    kernel: str
    flops: float
    fidelity: str
    exponentials: float
    traffic: tuple[tuple[float, bool], ...]
    cores: int = 0  # the nodes that work (0: the op's cores, else the model's grid)
    cb_bytes: float = 0.0  # L1 <-> unpack / pack traffic of its CBs, where known (not timed)


def _bytes(t: TensorInfo, fraction: float = 1.0) -> tuple[float, bool]:
    return t.nbytes * fraction, t.in_dram


def _tile_rows(t: TensorInfo) -> int:
    return -(-t.shape[-2] // TILE)


def one_pass_work(op: DeviceOp) -> KernelWork:
    """``one_pass_attention(qkv, shift, window, out, guard)``: per (head, query chunk) item its q
    block of the qkv output, its q factor and count mask (two window tile columns) and its
    head's two shift tile rows (a full and the last key chunk), then per key chunk the head's
    k and v blocks; the context block written; the window's bounds read once and the guard
    (three tiles per node, accumulating over the layers) read and written once per node at
    work; QK^T and PV on the matrix unit; one exponential per score. Chunks of 64 rows (32
    when the tokens fit one tile); with an odd tile count the last chunk overlaps the one
    before, so a head's chunks cover ``chunks * chunk`` rows (1376 tokens: 22 x 64 = 1408)."""
    qkv, shift, window, out, guard = op.inputs[:5]
    heads = shift.shape[0] // TILE
    rows = qkv.shape[0]
    head_dim = out.shape[1] // heads
    chunk = CHUNK if rows > TILE else TILE
    chunks = -(-rows // chunk)
    covered = chunks * chunk  # rows per head the chunks cover (the overlap counted twice)
    items = heads * chunks
    nodes = min(items, GRID_NODES)
    q_bytes = qkv.nbytes / 3 * covered / rows  # every head's q, once per item
    return KernelWork(
        kernel="one_pass_attention",
        flops=4.0 * heads * covered * covered * head_dim,
        fidelity=KERNEL_FIDELITY,
        exponentials=float(heads * covered * covered),
        traffic=(
            (q_bytes, qkv.in_dram),
            (q_bytes * chunks, qkv.in_dram),  # every item streams its head's keys ...
            (q_bytes * chunks, qkv.in_dram),  # ... and values
            _bytes(shift, chunks),  # per item its head's two shift tile rows
            _bytes(window, (2 * items + 2 * nodes) / 6),  # 2 of 6 tile columns per item, node
            _bytes(out, covered / rows),
            _bytes(guard),  # read (the counts so far) ...
            _bytes(guard),  # ... and written
        ),
        cb_bytes=one_pass_cb_bytes(heads, covered),
    )


def residual_norm_work(op: DeviceOp) -> KernelWork:
    """``residual_layer_norm(x, y, gamma, beta, eps, x_out, normed)``: the nodes at work are
    the first grid rows (a rectangle), each taking the same number of 32-token rows (a node
    past the last row redoes one); x and y read and x_out and normed written per row done;
    gamma and beta (bfloat16) read from DRAM once, by node (0, 0), and multicast over the NoC
    into every node at work (counted as L1 traffic); eps read once per node at work."""
    x, y, gamma, beta, eps, x_out, normed = op.inputs[:7]
    rows = _tile_rows(x)
    per_node = -(-rows // GRID_NODES)
    active = -(-rows // (per_node * GRID_COLS)) * GRID_COLS
    done = active * per_node / rows  # rows done (with the repeats) over rows
    return KernelWork(
        kernel="residual_layer_norm",
        flops=0.0,
        fidelity="-",
        exponentials=0.0,
        traffic=(
            _bytes(x, done),
            _bytes(y, done),
            _bytes(gamma),
            _bytes(beta),
            (gamma.nbytes * active, False),  # the multicast into every node's L1
            (beta.nbytes * active, False),
            _bytes(eps, active),
            _bytes(x_out, done),
            _bytes(normed, done),
        ),
    )


def resize_work(op: DeviceOp, nodes: int = 110) -> KernelWork:
    """``resize_bilinear(x, rw, taps, out)`` (``kernels/resize_bilinear.py``, its integer layout
    read back from the tensor shapes as the kernel does): per item (output row, column block)
    two ``1 x cc`` weight tiles read, then per ``cc`` channel tiles the two input rows'
    ``wt x cc`` tiles read, one ``block_wt x wt`` by ``wt x cc`` matmul, the output block
    written; each working node reads its block of R_w once. On ``nodes // blocks`` nodes per
    column block (the compile's 110). The lerp and the broadcasts (vector unit) are assumed
    hidden behind the matmul."""
    x, rw, taps, out = op.inputs[:4]
    tile = TILE * TILE

    def tile_bytes(t: TensorInfo) -> float:
        return t.nbytes / (math.prod(t.padded_shape) / tile)

    big_h = taps.shape[-2] // (2 * TILE)
    big_wt = -(-out.shape[-2] // (TILE * big_h))
    block_wt = rw.shape[-2] // TILE
    blocks = -(-big_wt // block_wt)
    wt = rw.shape[-1] // TILE // blocks
    channel_tiles = x.shape[-1] // TILE
    cc = taps.shape[-1] // TILE
    working = blocks * min(nodes // blocks, big_h)
    per_block_items = big_h * channel_tiles  # item-tiles of one block: rows x channel tiles
    return KernelWork(
        kernel="resize_bilinear",
        flops=2.0 * TILE**3 * blocks * per_block_items * block_wt * wt,
        fidelity=KERNEL_FIDELITY,
        exponentials=0.0,
        traffic=(
            (2 * blocks * per_block_items * wt * tile_bytes(x), x.in_dram),
            (working * block_wt * wt * tile_bytes(rw), rw.in_dram),
            (2 * blocks * big_h * cc * tile_bytes(taps), taps.in_dram),
            (blocks * per_block_items * block_wt * tile_bytes(out), out.in_dram),
        ),
        cores=working,
    )


LAUNCHERS = {
    "launch_one_pass_attention": one_pass_work,
    "launch_residual_layer_norm": residual_norm_work,
    "launch_resize_bilinear": resize_work,
    # the operations compiled at run time (a chip with tt-lang) keep their kernel's name
    "one_pass_attention": one_pass_work,
    "residual_layer_norm": residual_norm_work,
    "resize_bilinear": resize_work,
}


def kernel_work(op: DeviceOp) -> KernelWork | None:
    """The work of a generic op (None for any other op); a generic op launched by none of
    ``LAUNCHERS`` is an error (its work would be unknown)."""
    if op.name != GENERIC_OP:
        return None
    for function in op.stack:
        if function in LAUNCHERS:
            return LAUNCHERS[function](op)
    raise ValueError(f"a generic op issued from {op.stack[:4]} is none of {sorted(LAUNCHERS)}")
