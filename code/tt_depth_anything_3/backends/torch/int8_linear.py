"""Dynamic int8 linear layer for the CPU: int8 x int8 -> int32 GEMM, float32 out.

Weights are quantised once, symmetric per output channel; activations are quantised at each
call, symmetric per token (row), so the ViT's outlier tokens (class and camera tokens, whose
norms are far above the patch tokens') get their own scale instead of crushing everyone
else's resolution. The integer product is then rescaled once: ``acc * s_x * s_w + b``.

The GEMM is one of three kernels (``INT8_KERNELS``), chosen per CPU by ``cpu_kernels``:

- ``int_mm``: ``torch._int_mm`` (oneDNN s8s8s32; AVX-512 VNNI or AMX). torch takes oneDNN
  only where the processor reports AVX-512 VNNI, and runs a scalar triple loop everywhere else
  (DA3Metric-Large: about two minutes per image on an AVX2 EPYC).
- ``onednn``: oneDNN's u8s8s32 matmul (``torch.ops.onednn.qlinear_pointwise``, the op of
  torch's x86 int8 inference), whose JIT kernels cover AVX2 and AVX-512 with or without VNNI:
  the int8 activations are shifted by 128 into uint8 with zero point 128 (the same integers;
  signed activations would take oneDNN's reference kernel), the weight is prepacked once at
  load. For CPUs with a VNNI dot product (AVX-VNNI or AVX-512 VNNI), which accumulates in int32.
- ``onednn-u7``: the same for CPUs without VNNI, whose int8 dot product (``vpmaddubsw``) adds
  pairs of u8 x s8 products in saturating int16: measured, a 0.8 relative error on a layer with
  full-range uint8 activations under ``ONEDNN_MAX_CPU_ISA=AVX2``. The activations are quantised
  to [-64, 64] with zero point 64, so uint8 <= 128 and a pair stays <= 2 * 128 * 127 < 2**15:
  exact integers again, at 7 bits of activation resolution (the "reduce range" of fbgemm).
- ``dequant``: no int8 GEMM; the int8 weights are widened to float32 one layer at a time and
  multiplied in float32 (the activations stay float32). About float32's speed with int8's
  weight memory: the fallback where neither kernel is fast (no AVX2, not x86, oneDNN off).

``int_mm`` and ``onednn`` compute the same integers (exact int32 accumulation); ``onednn-u7``
exact integers of 7-bit activations.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .cpu_kernels import select_kernels

QMAX = 127
_TINY = 1e-12
INT8_KERNELS = ("int_mm", "onednn", "onednn-u7", "dequant")
# Activations of the oneDNN kernels: uint8 = int + zero point, int in [-qmax, qmax].
_U8_ACTIVATIONS = {"onednn": (128, 127), "onednn-u7": (64, 64)}


def quantize_rows(
    x: torch.Tensor, rows_per_chunk: int = 256, zero_point: int | None = None, qmax: int = QMAX
) -> tuple[torch.Tensor, torch.Tensor]:
    """Symmetric int8 per row of a 2-D float tensor: (int8 values, float32 scale (rows, 1)).

    ``values * scale`` approximates ``x`` with values in [-qmax, qmax]; an all-zero row gets a
    tiny scale and zeros. With ``zero_point`` the values are returned shifted by it as uint8. Rows
    are processed ``rows_per_chunk`` at a time, so the float temporaries stay small and
    cache-resident (whole-tensor temporaries cost fresh pages: 0.6 s of page faults when
    quantising DA3-Large's weights at load).
    """
    x = x.float()  # a no-op for float32 input
    dtype = torch.int8 if zero_point is None else torch.uint8
    values = torch.empty(x.shape, dtype=dtype, device=x.device)
    scale = torch.empty(x.shape[0], 1, dtype=torch.float32, device=x.device)
    for start in range(0, x.shape[0], rows_per_chunk):
        part = x[start : start + rows_per_chunk]
        part_scale = scale[start : start + rows_per_chunk]
        torch.amax(part.abs(), dim=1, keepdim=True, out=part_scale)
        part_scale.clamp_min_(_TINY).div_(qmax)
        # |part / scale| <= qmax up to one rounding (the scale is the row's absolute maximum
        # / qmax), so rounding lands in [-qmax, qmax] without a clamp.
        rounded = torch.div(part, part_scale).round_()
        if zero_point is not None:
            rounded.add_(zero_point)
        values[start : start + rows_per_chunk].copy_(rounded)
    return values, scale


class Int8Linear(nn.Module):
    """``y = x W^T + b`` with W int8 per output channel, float32 output, computed by
    ``kernel`` (``INT8_KERNELS``; see the module docstring). Built from an ``nn.Linear`` with
    ``from_linear``."""

    def __init__(
        self,
        weight_int8: torch.Tensor,
        weight_scale: torch.Tensor,
        bias: torch.Tensor | None,
        kernel: str = "int_mm",
    ) -> None:
        super().__init__()
        if weight_int8.dtype != torch.int8 or weight_int8.dim() != 2:
            raise ValueError(f"weight_int8 must be a 2-D int8 tensor, got {weight_int8.dtype}")
        if kernel not in INT8_KERNELS:
            raise ValueError(f"int8 kernel must be one of {INT8_KERNELS}, got {kernel!r}")
        self.out_features, self.in_features = weight_int8.shape
        self.kernel = kernel
        self.register_buffer("weight_scale", weight_scale.float().reshape(self.out_features))
        self.bias = None if bias is None else nn.Parameter(bias.detach().float(), False)
        if kernel.startswith("onednn"):
            # oneDNN's blocked layout (an opaque tensor of the same int8 bytes); the plain
            # weight is not kept.
            self.packed_weight = torch.ops.onednn.qlinear_prepack(weight_int8, None)
            self.register_buffer(
                "weight_zero_point", torch.zeros(self.out_features, dtype=torch.long), False
            )
        else:
            self.register_buffer("weight_int8", weight_int8)

    @classmethod
    @torch.no_grad()
    def from_linear(cls, linear: nn.Linear, kernel: str = "int_mm") -> Int8Linear:
        """Quantise a float linear layer (its float weight can then be dropped)."""
        values, scale = quantize_rows(linear.weight.detach())
        return cls(values, scale, linear.bias, kernel)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        shape = x.shape
        x2 = x.reshape(-1, shape[-1])
        if self.kernel == "dequant":
            weight = self.weight_int8.float().mul_(self.weight_scale[:, None])
            out = F.linear(x2.float(), weight, self.bias)
            return out.view(*shape[:-1], self.out_features)
        if self.kernel.startswith("onednn"):
            zero_point, qmax = _U8_ACTIVATIONS[self.kernel]
            values, scale = quantize_rows(x2, zero_point=zero_point, qmax=qmax)
            out = torch.ops.onednn.qlinear_pointwise(
                values,
                1.0,
                zero_point,
                self.packed_weight,
                self.weight_scale,
                self.weight_zero_point,
                None,
                1.0,
                0,
                torch.float32,
                "none",
                [],
                "",
            )
            out.mul_(scale)
        else:
            values, scale = quantize_rows(x2)
            out = torch._int_mm(values, self.weight_int8.t()).float()
            out.mul_(scale).mul_(self.weight_scale)
        if self.bias is not None:
            out.add_(self.bias)
        return out.view(*shape[:-1], self.out_features)

    def extra_repr(self) -> str:
        return (
            f"in_features={self.in_features}, out_features={self.out_features}, "
            f"int8 ({self.kernel})"
        )


def quantize_linears_int8(module: nn.Module, kernel: str | None = None) -> None:
    """Replace every ``nn.Linear`` under ``module`` by an ``Int8Linear`` (in place) computed
    by ``kernel`` (default: the one ``cpu_kernels.select_kernels`` picks for this CPU)."""
    if kernel is None:
        kernel = select_kernels("int8").linear
    for name, child in list(module.named_children()):
        if isinstance(child, nn.Linear):
            setattr(module, name, Int8Linear.from_linear(child, kernel))
        else:
            quantize_linears_int8(child, kernel)


__all__ = ["INT8_KERNELS", "Int8Linear", "quantize_linears_int8", "quantize_rows"]
