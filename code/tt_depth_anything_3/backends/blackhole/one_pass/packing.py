"""The one-pass kernel's tensor layout, shared by the host tests and the device program.

The kernel (``kernels/one_pass_attention.py``) takes 2-D tile-layout tensors: q (pre-scaled),
k, v as (heads * tokens, head_dim), the per-key shift repeated over the 32 rows of a tile as
(heads * 32, tokens), the guard window as two 32x32 tiles (low, high), and writes ``out`` and a
guard tensor of one (32 x 32) tile per (64-row item, flag) whose element (0, 0) is the count.
"""

from __future__ import annotations

import torch

from ..tiles import TILE
from .reference import GUARD_FLAGS, PADDED_KEY_SHIFT, GuardWindow

KERNEL_CHUNK = (
    2 * TILE
)  # query / key rows per chunk of the kernel (Q_CHUNK_TILES = K_CHUNK_TILES = 2)


def padded_tokens(tokens: int) -> int:
    """Tokens rounded up to the kernel's chunk (1370 -> 1408)."""
    return -(-tokens // KERNEL_CHUNK) * KERNEL_CHUNK


def window_tiles(window: GuardWindow) -> torch.Tensor:
    """The guard window as the kernel reads it: (32, 64) float32, low tile then high tile."""
    return torch.cat(
        (torch.full((TILE, TILE), window.low), torch.full((TILE, TILE), window.high)), dim=1
    )


def shift_rows(
    c_layer: float, heads: int, tokens: int, padded: int, s_k: torch.Tensor | None = None
) -> torch.Tensor:
    """The per-key shift ``c_layer (+ s_k)`` as (heads * 32, padded) float32; padded keys get
    ``PADDED_KEY_SHIFT`` more, so their ``exp`` is exactly 0."""
    shift = torch.full((heads, padded), float(c_layer))
    if s_k is not None:
        shift[:, :tokens] += s_k.float().expand(heads, tokens)
    shift[:, tokens:] += PADDED_KEY_SHIFT
    return shift[:, None, :].expand(heads, TILE, padded).reshape(heads * TILE, padded)


def guard_counts(guard: torch.Tensor) -> torch.Tensor:
    """A guard tensor (one tile per item and flag, summed or not over layers) -> (3,) int64
    counts in ``GUARD_FLAGS`` order (element (0, 0) of each tile)."""
    if guard.shape[-1] != len(GUARD_FLAGS) * TILE:
        raise ValueError(f"a guard tensor has {len(GUARD_FLAGS) * TILE} columns, got {guard.shape}")
    return guard.float()[::TILE, ::TILE].sum(0).round().long()


def pack_kernel_inputs(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    c_layer: float,
    s_k: torch.Tensor | None = None,
    window: GuardWindow = GuardWindow(),
) -> dict[str, torch.Tensor]:
    """(heads, tokens, head_dim) -> the kernel's 2-D tensors (see the module docstring).

    q is pre-scaled by head_dim ** -0.5 here (on the device: folded into the qkv weights); tokens
    must be a multiple of 64 (the kernel's chunk; pad and give padded keys ``PADDED_KEY_SHIFT``).
    """
    heads, tokens, head_dim = q.shape
    if tokens % KERNEL_CHUNK or head_dim % TILE:
        raise ValueError(f"tokens and head_dim must be multiples of 64 and 32, got {q.shape}")
    return {
        "q": (q.float() * head_dim**-0.5).reshape(heads * tokens, head_dim),
        "k": k.float().reshape(heads * tokens, head_dim),
        "v": v.float().reshape(heads * tokens, head_dim),
        "shift": shift_rows(c_layer, heads, tokens, tokens, s_k),
        "window": window_tiles(window),
    }


def unpack_kernel_outputs(
    outputs: dict[str, torch.Tensor], heads: int
) -> tuple[torch.Tensor, torch.Tensor]:
    """The kernel's ``out`` and ``guard`` -> (heads, tokens, head_dim), counts (3,) int64."""
    out = outputs["out"]
    return out.reshape(heads, -1, out.shape[-1]), guard_counts(outputs["guard"])
