"""The one-pass attention of ``kernels/one_pass_attention.py`` in torch (the reference).

The device kernel and this function run the same algorithm: ``p = exp(q k^T * scale - c_layer -
s_k)`` with a calibrated offset instead of the running row max, the row sums and ``p @ v``
accumulated in float32 in one pass over the keys, ``out = (p @ v) / rowsum``, and a guard that
counts the rows whose row sum left the window (overflow, underflow to zero, non-finite).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

GUARD_FLAGS = ("overflow", "underflow", "non_finite")
# A key padded to the tile multiple gets this shift: exp(score - 1e4) is exactly 0.
PADDED_KEY_SHIFT = 1.0e4
# The fused form's key tiles per bfloat16 partial sum (session 47's experiment, not shipped:
# docs/kernels.md section 1, "A fused form, tried").
FUSED_FLUSH_CHUNKS = 8


@dataclass(frozen=True)
class GuardWindow:
    """Natural-log bounds of a safe float32 row sum.

    ``log_high`` = 60 leaves e^28 below float32's e^88.7 for the ``p @ v`` products (|v| up to
    ~1e12); ``log_low`` = -60 keeps the largest term of any row >= e^-60 / tokens, so every term
    within e^-20 of it (all that matters at bfloat16 precision) is a normal float32 (> e^-87).
    """

    log_low: float = -60.0
    log_high: float = 60.0

    @property
    def low(self) -> float:
        return math.exp(self.log_low)

    @property
    def high(self) -> float:
        return math.exp(self.log_high)


def one_pass_attention(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    c_layer: float,
    s_k: torch.Tensor | None = None,
    scale: float | None = None,
    window: GuardWindow = GuardWindow(),
    key_chunk: int = 64,
) -> tuple[torch.Tensor, torch.Tensor]:
    """(..., heads, tokens, head_dim) q, k, v -> (out like q, guard counts (3,) int64).

    ``s_k`` (..., heads, tokens) or (tokens,) is an optional per-key shift added to ``c_layer``.
    Keys are streamed in chunks of ``key_chunk`` (the order the kernel sums in); the sums are
    float32 whatever the input dtype, the output is cast back to it.
    """
    if q.shape[-1] != k.shape[-1] or k.shape != v.shape:
        raise ValueError(f"q {tuple(q.shape)}, k {tuple(k.shape)}, v {tuple(v.shape)} mismatch")
    scale = q.shape[-1] ** -0.5 if scale is None else scale
    tokens = k.shape[-2]
    shift = torch.full((tokens,), float(c_layer))
    if s_k is not None:
        shift = shift + s_k.float()
    acc = torch.zeros(*q.shape[:-1], v.shape[-1])
    rowsum = torch.zeros(*q.shape[:-1], 1)
    qs = q.float() * scale
    for start in range(0, tokens, key_chunk):
        keys = slice(start, start + key_chunk)
        scores = qs @ k[..., keys, :].float().transpose(-1, -2)
        p = torch.exp(scores - shift[..., None, keys])
        rowsum = rowsum + p.sum(-1, keepdim=True)
        acc = acc + p.to(v.dtype).float() @ v[..., keys, :].float()
    out = (acc / rowsum).to(q.dtype)
    return out, rowsum_counts(rowsum, window)


def bf16(t: torch.Tensor) -> torch.Tensor:
    """``t`` rounded to bfloat16 (round to nearest even), back in float32."""
    return t.bfloat16().float()


def fused_one_pass_attention(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    c_layer: float,
    s_h: torch.Tensor | None = None,
    window: GuardWindow = GuardWindow(),
    flush: int = FUSED_FLUSH_CHUNKS,
) -> tuple[torch.Tensor, torch.Tensor]:
    """The roundings of the fused one-tile form compiled in session 47 and not shipped
    (docs/kernels.md section 1; its source and compiles are in the git history, commits
    7d4ba4c and 0d92bf8), (..., heads, tokens, head_dim) -> (out bfloat16, guard counts (3,)
    int64): q scaled in bfloat16, the shift ``c_layer + s_h`` (``s_h`` (heads,)) cast to
    bfloat16, per 32-key tile ``p =
    bf16(exp(scores - shift))`` (scores and exp float32, in dst), the row sums and ``p @ v``
    accumulated onto bfloat16 partials (each add in float32, the result packed to bfloat16),
    added to the float32 sums every ``flush`` tiles and after the last; ``out = bf16(acc /
    rowsum)``. Packing is modelled as round to nearest even."""
    head_dim, tokens = q.shape[-1], k.shape[-2]
    shift = torch.full((*q.shape[:-2], 1, 1), float(c_layer))
    if s_h is not None:
        shift = shift + s_h.float().reshape(-1, 1, 1)
    shift = bf16(shift)
    qs = bf16(q.float() * bf16(torch.tensor(head_dim**-0.5)))
    acc = torch.zeros(*q.shape[:-1], v.shape[-1])
    rowsum = torch.zeros(*q.shape[:-1], 1)
    part, psum = torch.zeros_like(acc), torch.zeros_like(rowsum)
    chunks = -(-tokens // 32)
    for chunk in range(chunks):
        keys = slice(chunk * 32, chunk * 32 + 32)
        p = bf16(torch.exp(qs @ k[..., keys, :].float().transpose(-1, -2) - shift))
        psum = bf16(psum + p.sum(-1, keepdim=True))
        part = bf16(part + p @ v[..., keys, :].float())
        if chunk % flush == flush - 1 or chunk == chunks - 1:
            acc, rowsum = acc + part, rowsum + psum
            part, psum = torch.zeros_like(acc), torch.zeros_like(rowsum)
    return (acc / rowsum).bfloat16(), rowsum_counts(rowsum, window)


def rowsum_counts(rowsum: torch.Tensor, window: GuardWindow) -> torch.Tensor:
    """Rows above the window (overflow, +inf), below it (underflow, 0) and NaN: (3,) int64."""
    return torch.stack(
        (
            (rowsum > window.high).sum(),
            (rowsum < window.low).sum(),
            rowsum.isnan().sum(),
        )
    )
