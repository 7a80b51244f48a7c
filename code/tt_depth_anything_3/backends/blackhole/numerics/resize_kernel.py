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
from .program import interpolation_matrix

# L1 the kernel's circular buffers may take per core (measured on the mock: with the maps the
# head keeps in L1 beside it, 512 KiB of CBs fit at every CI size).
CB_BUDGET = 512 * 1024
TILE_ELEMENTS = TILE * TILE


def tiles(n: int) -> int:
    """Tiles covering ``n`` elements."""
    return -(-n // TILE)


def row_taps(size_in: int, size_out: int) -> tuple[list[int], torch.Tensor]:
    """(y0 per output row, (size_out, 2) weights on y0 and y0 + 1) of ``interpolation_matrix``,
    y0 by the kernel's integer formula (y1 = y0 when ``size_in`` is 1, its weight 0)."""
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


@dataclass(frozen=True)
class ResizeShape:
    """One compile of the kernel: (h, w) -> (H, W) over ``channels``, elements of ``dtype``
    ("float32" / "bfloat16"), ``chunk`` channel tiles per item."""

    size_in: tuple[int, int]
    size_out: tuple[int, int]
    channels: int
    dtype: str
    chunk: int

    @property
    def name(self) -> str:
        """A folder name: ``resize_bilinear-296x296-518x518-c128-bf16-k2``."""
        (h, w), (big_h, big_w) = self.size_in, self.size_out
        short = {"float32": "f32", "bfloat16": "bf16"}[self.dtype]
        return (
            f"resize_bilinear-{h}x{w}-{big_h}x{big_w}-c{self.channels}-{short}-k{self.chunk}"
        )

    def tensor_shapes(self) -> dict[str, tuple[int, int]]:
        """The 2-D shapes of the kernel's x, rw, taps and out."""
        (h, w), (big_h, big_w) = self.size_in, self.size_out
        wt, big_wt = tiles(w), tiles(big_w)
        return {
            "x": (h * wt * TILE, self.channels),
            "rw": (big_wt * TILE, wt * TILE),
            "taps": (big_h * 2 * TILE, self.chunk * TILE),
            "out": (big_h * big_wt * TILE, self.channels),
        }


def cb_bytes(size_in: tuple[int, int], size_out: tuple[int, int], chunk: int, bytes_: int) -> int:
    """L1 of the kernel's CBs per core: R_w; x0, x1, their broadcast weights and the lerp
    (wt x chunk each); a0, a1 (1 x chunk); the output, double-buffered (Wt x chunk)."""
    wt, big_wt = tiles(size_in[1]), tiles(size_out[1])
    tile_count = big_wt * wt + 5 * wt * chunk + 2 * chunk + 2 * big_wt * chunk
    return tile_count * TILE_ELEMENTS * bytes_


def chunk_tiles(
    size_in: tuple[int, int], size_out: tuple[int, int], channels: int, bytes_: int,
    budget: int = CB_BUDGET,
) -> int:
    """The most channel tiles per item (a divisor of the map's) whose CBs fit ``budget``; 1
    when none does (``cb_bytes`` then says what the launch needs)."""
    channel_tiles = tiles(channels)
    for chunk in range(channel_tiles, 0, -1):
        if channel_tiles % chunk == 0 and cb_bytes(size_in, size_out, chunk, bytes_) <= budget:
            return chunk
    return 1


def resize_shape(
    size_in: tuple[int, int], size_out: tuple[int, int], channels: int, dtype: str
) -> ResizeShape:
    """The compile a resize of the program uses (its chunk by ``chunk_tiles``)."""
    bytes_ = {"float32": 4, "bfloat16": 2}[dtype]
    chunk = chunk_tiles(size_in, size_out, channels, bytes_)
    return ResizeShape(tuple(size_in), tuple(size_out), channels, dtype, chunk)


def column_operand(size_in: int, size_out: int) -> torch.Tensor:
    """R_w padded to whole tiles: (Wt * 32, wt * 32), zero past W rows and w columns."""
    rw = torch.zeros(tiles(size_out) * TILE, tiles(size_in) * TILE)
    rw[:size_out, :size_in] = interpolation_matrix(size_in, size_out)
    return rw


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


def pack_resize(x: torch.Tensor, size_out: tuple[int, int], chunk: int) -> dict[str, torch.Tensor]:
    """The kernel's inputs for resizing the (h, w, C) map ``x`` to ``size_out``."""
    _, w, _ = x.shape
    big_h, big_w = size_out
    return {
        "x": pad_rows(x),
        "rw": column_operand(w, big_w),
        "taps": taps_operand(x.shape[0], big_h, chunk),
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
