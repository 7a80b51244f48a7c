"""Dynamic int8 linear layer for the CPU (VNNI): int8 x int8 -> int32 GEMM, float32 out.

Weights are quantised once, symmetric per output channel; activations are quantised at each
call, symmetric per token (row), so the ViT's outlier tokens (class and camera tokens, whose
norms are far above the patch tokens') get their own scale instead of crushing everyone
else's resolution. The GEMM is ``torch._int_mm`` (oneDNN s8s8s32 with VNNI on this CPU; the
op torchao's int8 paths are built on), followed by one rescale ``acc * s_x * s_w + b``.

Unlike ``torch.ao``'s deprecated ``quantize_dynamic`` (fbgemm, per-tensor activations) there
is no packed-weight object: the int8 weight is a plain tensor, so quantising at load is a few
vectorised passes (no per-layer prepacking) and the module is an ordinary ``nn.Module``.
"""

from __future__ import annotations

import torch
from torch import nn

QMAX = 127
_TINY = 1e-12


def quantize_rows(x: torch.Tensor, rows_per_chunk: int = 256) -> tuple[torch.Tensor, torch.Tensor]:
    """Symmetric int8 per row of a 2-D float tensor: (int8 values, float32 scale (rows, 1)).

    ``values * scale`` approximates ``x``; an all-zero row gets a tiny scale and zeros. Rows
    are processed ``rows_per_chunk`` at a time, so the float temporaries stay small and
    cache-resident (whole-tensor temporaries cost fresh pages: 0.6 s of page faults when
    quantising DA3-Large's weights at load).
    """
    x = x.float()  # a no-op for float32 input
    values = torch.empty(x.shape, dtype=torch.int8, device=x.device)
    scale = torch.empty(x.shape[0], 1, dtype=torch.float32, device=x.device)
    for start in range(0, x.shape[0], rows_per_chunk):
        part = x[start : start + rows_per_chunk]
        part_scale = scale[start : start + rows_per_chunk]
        torch.amax(part.abs(), dim=1, keepdim=True, out=part_scale)
        part_scale.clamp_min_(_TINY).div_(QMAX)
        # |part / scale| <= 127 up to one rounding (the scale is the row's absolute maximum
        # / 127), so rounding lands in [-127, 127] without a clamp.
        values[start : start + rows_per_chunk].copy_(torch.div(part, part_scale).round_())
    return values, scale


class Int8Linear(nn.Module):
    """``y = x W^T + b`` with W int8 per output channel and x int8 per token, exact int32
    accumulation, float32 output. Built from an ``nn.Linear`` with ``from_linear``."""

    def __init__(
        self, weight_int8: torch.Tensor, weight_scale: torch.Tensor, bias: torch.Tensor | None
    ) -> None:
        super().__init__()
        if weight_int8.dtype != torch.int8 or weight_int8.dim() != 2:
            raise ValueError(f"weight_int8 must be a 2-D int8 tensor, got {weight_int8.dtype}")
        self.out_features, self.in_features = weight_int8.shape
        self.register_buffer("weight_int8", weight_int8)
        self.register_buffer("weight_scale", weight_scale.float().reshape(self.out_features))
        self.bias = None if bias is None else nn.Parameter(bias.detach().float(), False)

    @classmethod
    @torch.no_grad()
    def from_linear(cls, linear: nn.Linear) -> Int8Linear:
        """Quantise a float linear layer (its float weight can then be dropped)."""
        values, scale = quantize_rows(linear.weight.detach())
        return cls(values, scale, linear.bias)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        shape = x.shape
        values, scale = quantize_rows(x.reshape(-1, shape[-1]))
        out = torch._int_mm(values, self.weight_int8.t()).float()
        out.mul_(scale).mul_(self.weight_scale)
        if self.bias is not None:
            out.add_(self.bias)
        return out.view(*shape[:-1], self.out_features)

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, int8"


def quantize_linears_int8(module: nn.Module) -> None:
    """Replace every ``nn.Linear`` under ``module`` by an ``Int8Linear`` (in place)."""
    for name, child in list(module.named_children()):
        if isinstance(child, nn.Linear):
            setattr(module, name, Int8Linear.from_linear(child))
        else:
            quantize_linears_int8(child)


__all__ = ["Int8Linear", "quantize_linears_int8", "quantize_rows"]
