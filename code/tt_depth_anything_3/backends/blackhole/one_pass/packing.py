"""The one-pass kernel's tensor layout, shared by the host tests and the device program.

The kernel (``kernels/one_pass_attention.py``) takes 2-D tile-layout tensors: the qkv linear's
output (tokens rounded up to a tile, 3 * heads * head_dim: per token q, k and v, each
head-major; q unscaled), per head the shift of a full key chunk and of the last one repeated
over the 32 rows of a tile, a window tensor (the guard's bounds and the last query chunk's
rows), and writes the context with its heads side by side (tokens rounded up to a tile,
heads * head_dim) and adds its counts to a guard tensor of one tile row per node.

Chunks are 64 tokens (32 when the tokens fit one tile). With an odd tile count the last chunk
starts one tile early: its first tile's keys are masked by the shift (another chunk holds
them) and its first tile's query rows are not counted by the guard (the chunk before counts
them; both write the same values). A tile's padded query rows are multiplied by 0 (a zero
query: finite scores whatever the rows held) and counted by the guard like a token's row (the
uniform row sum tokens * exp(-shift), inside the window unless the shift is tens of nats
from ln(tokens); if not, the guard trips instead of a non-finite padded row reaching the
next layer's keys).
"""

from __future__ import annotations

import torch

from ..tiles import TILE
from .reference import GUARD_FLAGS, PADDED_KEY_SHIFT, GuardWindow, rowsum_counts

KERNEL_CHUNK = 2 * TILE  # query / key rows per chunk (Q_CHUNK_TILES = K_CHUNK_TILES = 2)


def padded_tokens(tokens: int) -> int:
    """The token rows the kernel reads and writes: rounded up to whole tiles (1370 -> 1376),
    as the qkv linear's output holds them."""
    return -(-tokens // TILE) * TILE


def chunk_rows(tokens: int) -> int:
    """The kernel's query / key chunk at ``tokens``: 64 rows, 32 when they fit one tile."""
    return KERNEL_CHUNK if padded_tokens(tokens) > TILE else TILE


def chunk_starts(tokens: int) -> list[int]:
    """The first row of each chunk: every ``chunk_rows`` rows, the last chunk ending at the
    last tile (one tile early, overlapping the chunk before, when the tile count is odd)."""
    rows, chunk = padded_tokens(tokens), chunk_rows(tokens)
    count = -(-rows // chunk)
    return [min(index * chunk, rows - chunk) for index in range(count)]


def work_items(tokens: int, heads: int) -> int:
    """(head, query chunk) items of one launch."""
    return heads * len(chunk_starts(tokens))


def window_tiles(window: GuardWindow, tokens: int, head_dim: int) -> torch.Tensor:
    """The window tensor: (chunk, 6 * 32) float32, tile column 0 the low bound, 1 the high
    bound, 2 and 3 a full query chunk's q factor (head_dim ** -0.5) and count mask (1) per
    row, 4 and 5 the last query chunk's: the factor 0 on a padded row, the mask 0 on a row
    the chunk before holds."""
    chunk, starts = chunk_rows(tokens), chunk_starts(tokens)
    rows = torch.arange(starts[-1], starts[-1] + chunk)
    token = rows < tokens
    own = rows >= (starts[-2] + chunk if len(starts) > 1 else 0)
    scale = head_dim**-0.5
    columns = (
        torch.full((chunk,), window.low),
        torch.full((chunk,), window.high),
        torch.full((chunk,), scale),
        torch.ones(chunk),
        token.float() * scale,
        own.float(),
    )
    return torch.cat([c[:, None].expand(chunk, TILE) for c in columns], dim=1).float()


def shift_rows(
    c_layer: float, heads: int, tokens: int, s_k: torch.Tensor | None = None
) -> torch.Tensor:
    """The shift as the kernel reads it: (heads * 32, 2 * chunk) float32, per head one tile row
    of a full key chunk (``c_layer``, + the head's ``s_k``) and one of the last chunk, whose
    keys that the chunk before holds and whose padded keys (from ``tokens`` on) get
    ``PADDED_KEY_SHIFT`` more, so their ``exp`` is exactly 0. ``s_k`` (heads, tokens) must be
    constant along the keys of a head (the kernel takes one shift per head)."""
    chunk, starts = chunk_rows(tokens), chunk_starts(tokens)
    rows = padded_tokens(tokens)
    shift = torch.full((heads, rows), float(c_layer))
    if s_k is not None:
        s_k = s_k.float().expand(heads, tokens)
        if not torch.equal(s_k, s_k[:, :1].expand_as(s_k)):
            raise ValueError("the kernel takes one shift per head: s_k varies along the keys")
        shift[:, :tokens] += s_k
    shift[:, tokens:] += PADDED_KEY_SHIFT
    last = shift[:, starts[-1] :].clone()
    if len(starts) > 1:  # keys the chunk before already summed
        last[:, : starts[-2] + chunk - starts[-1]] += PADDED_KEY_SHIFT
    rows_ = torch.cat((shift[:, :chunk], last), dim=1)
    return rows_[:, None, :].expand(heads, TILE, 2 * chunk).reshape(heads * TILE, -1)


def padded_row_counts(
    tokens: int,
    heads: int,
    c_layer: float,
    window: GuardWindow = GuardWindow(),
    s_h: torch.Tensor | None = None,
) -> torch.Tensor:
    """The guard counts (3,) int64 the kernel adds for the padded query rows of one launch:
    zero queries, each row sum ``tokens * exp(-(c_layer + s_h))`` in float32 (``s_h`` the
    optional per-head shift, (heads,)), counted against ``window`` once per head and padded
    row (0 rows when the tokens fill their tiles)."""
    pad = padded_tokens(tokens) - tokens
    shift = torch.full((heads,), float(c_layer), dtype=torch.float32)
    if s_h is not None:
        shift = shift + s_h.float().reshape(-1).expand(heads)
    rowsum = torch.exp(-shift) * tokens
    return rowsum_counts(rowsum[:, None].expand(heads, pad), window)


def padded_rows_in_window(
    tokens: int,
    heads: int,
    c_layer: float,
    window: GuardWindow = GuardWindow(),
    s_h: torch.Tensor | None = None,
) -> bool:
    """Whether the padded query rows of a launch at ``tokens`` stay inside ``window`` (no
    guard count): else the guard trips on every input of that size, whatever it holds."""
    return not bool(padded_row_counts(tokens, heads, c_layer, window, s_h).any())


def guard_counts(guard: torch.Tensor) -> torch.Tensor:
    """A guard tensor (one tile per node and flag, summed or not over layers) -> (3,) int64
    counts in ``GUARD_FLAGS`` order (element (0, 0) of each tile). A node whose tally is not
    finite (the compiled kernel's flags turn NaN on a NaN row sum) counts as one non-finite
    row and adds nothing to the other counts: no float NaN is ever cast to an integer (that
    cast is undefined: INT64_MIN on x86, 0 on aarch64)."""
    if guard.shape[-1] != len(GUARD_FLAGS) * TILE:
        raise ValueError(f"a guard tensor has {len(GUARD_FLAGS) * TILE} columns, got {guard.shape}")
    tallies = guard.float()[::TILE, ::TILE]
    unknown = ~torch.isfinite(tallies)
    counts = torch.where(unknown, 0.0, tallies).sum(0).round().long()
    counts[GUARD_FLAGS.index("non_finite")] += int(unknown.any(-1).sum())
    return counts


def pack_kernel_inputs(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    c_layer: float,
    s_k: torch.Tensor | None = None,
    window: GuardWindow = GuardWindow(),
) -> dict[str, torch.Tensor]:
    """(heads, tokens, head_dim) -> the kernel's ``qkv``, ``shift`` and ``window`` (see the
    module docstring). q is not scaled (the kernel multiplies it by head_dim ** -0.5, exact for
    64); the padded rows of ``qkv`` are zeros (the kernel reads them, whatever they hold, without
    letting them into a token's row)."""
    heads, tokens, head_dim = q.shape
    if head_dim % TILE or k.shape != q.shape or v.shape != q.shape:
        raise ValueError(f"q {tuple(q.shape)}, k {tuple(k.shape)}, v {tuple(v.shape)}: head_dim")
    qkv = torch.zeros(padded_tokens(tokens), 3 * heads * head_dim)
    qkv[:tokens] = torch.cat([t.float().transpose(0, 1) for t in (q, k, v)], dim=1).reshape(
        tokens, -1
    )
    return {
        "qkv": qkv,
        "shift": shift_rows(c_layer, heads, tokens, s_k),
        "window": window_tiles(window, tokens, head_dim),
    }


def unpack_kernel_outputs(
    outputs: dict[str, torch.Tensor], heads: int, tokens: int
) -> tuple[torch.Tensor, torch.Tensor]:
    """The kernel's ``out`` and ``guard`` -> (heads, tokens, head_dim), counts (3,) int64."""
    out = outputs["out"][:tokens]
    return out.reshape(tokens, heads, -1).transpose(0, 1), guard_counts(outputs["guard"])
