"""The one-pass kernel's tensor layout, shared by the host tests and the device program.

The kernel (``kernels/one_pass_attention.py``) takes 2-D tile-layout tensors: q (unscaled),
k, v as (heads * tokens, head_dim), per head the shift of a full key chunk and of the last
chunk repeated over the 32 rows of a tile as (heads * 32, 128), the guard window as two 32x32
tiles (low, high), and adds to a guard tensor of one (32 x 32) tile per (64-row item, flag)
whose element (0, 0) is the count.
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
    """The shift as the kernel reads it: (heads * 32, 2 * 64) float32, per head one tile row of
    a full 64-key chunk (``c_layer``, + the head's ``s_k``) and one of the last chunk, whose
    padded keys (from ``tokens`` on, of ``padded``) get ``PADDED_KEY_SHIFT`` more, so their
    ``exp`` is exactly 0. ``s_k`` (heads, tokens) must be constant along the keys of a head
    (the kernel takes one shift per head)."""
    shift = torch.full((heads, padded), float(c_layer))
    if s_k is not None:
        s_k = s_k.float().expand(heads, tokens)
        if not torch.equal(s_k, s_k[:, :1].expand_as(s_k)):
            raise ValueError("the kernel takes one shift per head: s_k varies along the keys")
        shift[:, :tokens] += s_k
    shift[:, tokens:] += PADDED_KEY_SHIFT
    rows = torch.cat((shift[:, :KERNEL_CHUNK], shift[:, padded - KERNEL_CHUNK :]), dim=1)
    return rows[:, None, :].expand(heads, TILE, 2 * KERNEL_CHUNK).reshape(heads * TILE, -1)


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

    q is not scaled (the kernel multiplies it by head_dim ** -0.5, exact for 64); tokens must be
    a multiple of 64 (the kernel's chunk; pad and give padded keys ``PADDED_KEY_SHIFT``).
    """
    heads, tokens, head_dim = q.shape
    if tokens % KERNEL_CHUNK or head_dim % TILE:
        raise ValueError(f"tokens and head_dim must be multiples of 64 and 32, got {q.shape}")
    return {
        "q": q.float().reshape(heads * tokens, head_dim),
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
