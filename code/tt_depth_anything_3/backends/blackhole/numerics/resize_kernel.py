"""The fused bilinear resize kernel's operands and arithmetic (``kernels/resize_bilinear.py``):
shared by its tests, the emulator and the device program.

``align_corners=True`` as ``program.interpolation_matrix``: output row Y interpolates input rows
y0 = floor(Y (h - 1) / (H - 1)) (at most h - 2) and y0 + 1 with weights a0, a1 (``row_taps``,
integers only, as the kernel's reader computes them); each output row's columns are R_w @ the
lerped row. The map is channels-last with every image row padded to whole tiles
(``padded_rows``); the kernel works on items (output row, ``chunk`` channel tiles) and keeps
R_w in its circular buffer (``chunk_tiles`` sizes the item so that its CBs fit ``budget``).
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from ..tiles import TILE
from .l1_plan import CB_SHARE, interleaved_bytes

# L1 the kernel's circular buffers may take per core (measured on the mock: with the maps the
# head keeps in L1 beside it, 512 KiB of CBs fit at every CI size).
CB_BUDGET = 512 * 1024
TILE_ELEMENTS = TILE * TILE
KERNEL_FIDELITY = "HiFi4"  # the compile's compute config (tt-lang 1.1.1, launch.json)


def tiles(n: int) -> int:
    """Tiles covering ``n`` elements."""
    return -(-n // TILE)


def row_taps(size_in: int, size_out: int) -> tuple[list[int], torch.Tensor]:
    """(y0 per output row, (size_out, 2) weights on y0 and y0 + 1) of ``interpolation_matrix``,
    y0 by the kernel's integer formula (y1 = y0 when ``size_in`` is 1, its weight 0)."""
    from .program import interpolation_matrix  # here: numerics.program imports the network

    num = size_in - 1 if size_in > 1 and size_out > 1 else 0
    den = size_out - 1 if size_out > 1 else 1
    last = size_in - 1 if size_in > 1 else 1
    step = 1 if size_in > 1 else 0
    matrix = interpolation_matrix(size_in, size_out)
    starts, weights = [], torch.zeros(size_out, 2)
    for row in range(size_out):
        q = row * num // den
        y0 = q - q // last
        starts.append(y0)
        weights[row, 0] = matrix[row, y0]
        if step:
            weights[row, 1] = matrix[row, y0 + 1]
    return starts, weights


def block_starts(big_wt: int, block_wt: int) -> list[int]:
    """The first output tile of each column block of ``block_wt`` tiles, ceil(Wt / block_wt) of
    them (the last one ends at the last tile), as the kernel places them."""
    blocks = -(-big_wt // block_wt)
    return [g * block_wt for g in range(blocks - 1)] + [big_wt - block_wt]


@dataclass(frozen=True)
class ResizeShape:
    """One compile of the kernel: (h, w) -> (H, W) over ``channels``, elements of ``dtype``
    ("float32" / "bfloat16"), ``chunk`` channel tiles per item, output columns in blocks of
    ``block_wt`` tiles."""

    size_in: tuple[int, int]
    size_out: tuple[int, int]
    channels: int
    dtype: str
    chunk: int
    block_wt: int

    @property
    def kernel(self) -> str:
        """The kernel file's name (``kernels/resize_bilinear.py``)."""
        return "resize_bilinear"

    @property
    def name(self) -> str:
        """A folder name: ``resize_bilinear-296x296-518x518-c128-bf16-k1-n17``."""
        (h, w), (big_h, big_w) = self.size_in, self.size_out
        short = {"float32": "f32", "bfloat16": "bf16"}[self.dtype]
        return (
            f"resize_bilinear-{h}x{w}-{big_h}x{big_w}-c{self.channels}-{short}"
            f"-k{self.chunk}-n{self.block_wt}"
        )

    @property
    def element_bytes(self) -> int:
        """Bytes per element of the maps and operands."""
        return {"float32": 4, "bfloat16": 2}[self.dtype]

    def tensor_shapes(self) -> dict[str, tuple[int, int]]:
        """The 2-D shapes of the kernel's x, rw, taps and out."""
        (h, w), (big_h, big_w) = self.size_in, self.size_out
        wt, big_wt = tiles(w), tiles(big_w)
        return {
            "x": (h * wt * TILE, self.channels),
            "rw": (self.block_wt * TILE, -(-big_wt // self.block_wt) * wt * TILE),
            "taps": (big_h * 2 * TILE, self.chunk * TILE),
            "out": (big_h * big_wt * TILE, self.channels),
        }


def cb_bytes(
    size_in: tuple[int, int], size_out: tuple[int, int], chunk: int, bytes_: int, block_wt: int
) -> int:
    """L1 of the kernel's CBs per core: its block of R_w (block_wt x wt); x0, x1, their
    broadcast weights and the lerp (wt x chunk each); a0, a1 (1 x chunk); the output block,
    double-buffered."""
    wt = tiles(size_in[1])
    tile_count = block_wt * wt + 5 * wt * chunk + 2 * chunk + 2 * block_wt * chunk
    return tile_count * TILE_ELEMENTS * bytes_


def resize_shape(
    size_in: tuple[int, int],
    size_out: tuple[int, int],
    channels: int,
    dtype: str,
    budget: int = CB_BUDGET,
) -> ResizeShape:
    """The compile a resize of the program uses: the widest column blocks (each block re-reads
    the input rows), then the most channel tiles per item (a divisor of the map's), whose CBs
    fit ``budget``; a ValueError when one channel tile and one output tile do not."""
    bytes_ = {"float32": 4, "bfloat16": 2}[dtype]
    channel_tiles, big_wt = tiles(channels), tiles(size_out[1])
    for block_wt in range(big_wt, 0, -1):
        for chunk in range(channel_tiles, 0, -1):
            fits = cb_bytes(size_in, size_out, chunk, bytes_, block_wt) <= budget
            if channel_tiles % chunk == 0 and fits:
                return ResizeShape(
                    tuple(size_in), tuple(size_out), channels, dtype, chunk, block_wt
                )
    raise ValueError(
        f"no resize {size_in} -> {size_out} x {channels} {dtype} fits {budget} bytes of CBs"
    )


def column_operand(size_in: int, size_out: int, block_wt: int) -> torch.Tensor:
    """The kernel's rw: (block_wt * 32, blocks * wt * 32), block g (its wt column tiles) the
    rows of R_w of output tiles ``block_starts`` [g] ..., zero past W rows and w columns."""
    from .program import interpolation_matrix  # here: numerics.program imports the network

    big_wt = tiles(size_out)
    full = torch.zeros(big_wt * TILE, tiles(size_in) * TILE)
    full[:size_out, :size_in] = interpolation_matrix(size_in, size_out)
    parts = [full[s * TILE : (s + block_wt) * TILE] for s in block_starts(big_wt, block_wt)]
    return torch.cat(parts, dim=1)


def taps_operand(size_in: int, size_out: int, chunk: int) -> torch.Tensor:
    """(H * 2 * 32, chunk * 32): tile row 2Y filled with a0(Y), 2Y + 1 with a1(Y)."""
    _, weights = row_taps(size_in, size_out)
    return weights.reshape(-1, 1, 1).expand(-1, TILE, chunk * TILE).reshape(-1, chunk * TILE)


def pad_rows(x: torch.Tensor) -> torch.Tensor:
    """A (h, w, C) map as the kernel's x: (h * wt * 32, C), each image row zero-padded."""
    h, w, c = x.shape
    padded = torch.zeros(h, tiles(w) * TILE, c, dtype=x.dtype)
    padded[:, :w] = x
    return padded.reshape(-1, c)


def pack_resize(
    x: torch.Tensor, size_out: tuple[int, int], chunk: int, block_wt: int
) -> dict[str, torch.Tensor]:
    """The kernel's inputs for resizing the (h, w, C) map ``x`` to ``size_out`` (and the
    size, for the simulator's driver)."""
    _, w, _ = x.shape
    big_h, big_w = size_out
    return {
        "x": pad_rows(x),
        "rw": column_operand(w, big_w, block_wt),
        "taps": taps_operand(x.shape[0], big_h, chunk),
        "size": torch.tensor(size_out),
    }


def unpack_resize(out: torch.Tensor, size_out: tuple[int, int]) -> torch.Tensor:
    """The kernel's (H * Wt * 32, C) output as the (H, W, C) map."""
    big_h, big_w = size_out
    return out.reshape(big_h, tiles(big_w) * TILE, -1)[:, :big_w]


def fused_resize(
    x: torch.Tensor,
    size_out: tuple[int, int],
    store=lambda t: t,
    operand=lambda t: t,
    matmul=lambda a, b: a @ b,
) -> torch.Tensor:
    """What the kernel computes on the (C, h, w) map ``x`` -> (C, H, W): the lerp of rows
    y0, y1 with the weights and the map as the vector unit reads them (``operand``: TF32 or
    bfloat16), stored (``store``: the CB's dtype), then ``matmul(R_w, lerp)`` (the matrix
    unit at the compile's fidelity) stored again."""
    from .program import interpolation_matrix  # here: numerics.program imports the network

    channels, h, w = x.shape
    big_h, big_w = size_out
    starts, weights = row_taps(h, big_h)
    rows = torch.tensor(starts)
    nxt = (rows + 1).clamp(max=h - 1)
    maps = operand(x.permute(1, 2, 0))  # (h, w, C)
    a = operand(weights)
    lerp = store(a[:, 0, None, None] * maps[rows] + a[:, 1, None, None] * maps[nxt])
    rw = operand(interpolation_matrix(w, big_w))
    out = store(matmul(rw, lerp))  # (H, W, C)
    return out.permute(2, 0, 1)


PATCH = 14  # pixels per patch side (config.parts.PATCH_SIZE)
TAIL_DTYPES = {"fast": "bfloat16", "accurate": "float32"}  # weights.TAIL_MAP_DTYPE


def program_resizes(
    height: int, width: int, features: int = 256, program: str = "fast"
) -> list[tuple[tuple[int, int], tuple[int, int], int, str]]:
    """Every resize ``dpt.dpt_head`` runs at network input ``height`` x ``width``, as
    (size_in, size_out, channels, dtype), identities left out: the fusion blocks' (0.5x ->
    1x -> 2x -> 4x -> 8x the patch grid, float32, ``features`` channels) and the tail's (8x
    -> the input size, ``features // 2`` channels, the program's tail dtype); on the
    transposed maps where the program runs transposed."""
    from .program import head_transposed  # here: numerics.program imports the network

    grid_h, grid_w = height // PATCH, width // PATCH
    if head_transposed(grid_h, grid_w):
        grid_h, grid_w = grid_w, grid_h
    level3 = ((grid_h + 1) // 2, (grid_w + 1) // 2)  # the stride-2 3x3 conv
    sizes = [level3, (grid_h, grid_w), (2 * grid_h, 2 * grid_w), (4 * grid_h, 4 * grid_w)]
    sizes.append((8 * grid_h, 8 * grid_w))
    found = [(a, b, features, "float32") for a, b in zip(sizes, sizes[1:], strict=False)]
    found.append((sizes[-1], (grid_h * PATCH, grid_w * PATCH), features // 2, TAIL_DTYPES[program]))
    return [entry for entry in found if entry[0] != entry[1]]


def fused_residency(
    shape: ResizeShape, cores: int, l1_bytes: int, spatial: bool
) -> tuple[bool, bool]:
    """(input rows in L1, output in L1) for the fused resize of ``shape``: the (1, h, w, C)
    map the kernel reads and its (1, H, W, C) output (not when ``spatial``: a DRAM-sliced conv
    reads it) stay in L1 when both, stacked, leave room for the kernel's CBs within
    ``CB_SHARE`` of a core's L1 (as ``l1_plan.resize_plan`` counts); most in L1 first."""
    (h, w), (big_h, big_w) = shape.size_in, shape.size_out
    room = int(CB_SHARE * l1_bytes)
    cbs = cb_bytes(shape.size_in, shape.size_out, shape.chunk, shape.element_bytes, shape.block_wt)
    rows = interleaved_bytes((h, tiles(w) * TILE, shape.channels), shape.element_bytes, cores)
    out = interleaved_bytes(
        (big_h, tiles(big_w) * TILE, shape.channels), shape.element_bytes, cores
    )
    for rows_l1, out_l1 in ((True, True), (True, False), (False, True), (False, False)):
        if out_l1 and spatial:
            continue
        if rows * rows_l1 + out * out_l1 + cbs <= room:
            return rows_l1, out_l1
    raise ValueError(f"the fused resize's CBs ({cbs} bytes) exceed {room} bytes of L1")
