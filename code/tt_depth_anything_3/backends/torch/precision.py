"""Numeric precisions of the torch backend, applied to a loaded network.

- ``fp32``: the reference arithmetic; the head's convolutions run channels-last (same maths,
  faster oneDNN kernels on CPU).
- ``bf16``: the transformer's linear weights stored in bfloat16 (read from safetensors straight
  into bf16, no fp32 copy); its residual stream, LayerNorms and LayerScale stay float32. On
  CPUs the whole DPT head stays float32 (channels-last, as ``fp32``): in bf16 its
  convolutions cost the most accuracy of any class of op (``benchmarks/ablation_bf16.py``:
  depth Pearson 0.99992 for them alone, DA3Metric-Large with AMX numerics), but on CPUs with
  AMX its residual units' 3x3 convolutions, which lose the least for their time, compute in
  bf16 and return float32 (``units_in_bf16``; ``TT_DA3_BF16_HEAD``); on CUDA its
  convolutions are bf16 but the final 1x1 output ones. Linear weights are kept
  pre-transposed (in, out), which oneDNN's bf16 GEMM runs faster than ``F.linear``'s layout.
  The GEMMs and convolutions compute in bf16 on CUDA and on CPUs with AMX, and in float32 with
  the weights widened layer by layer on other CPUs, where that is faster (``bf16_compute_dtype``).
- ``int8``: the transformer's linear layers dynamically quantised (``Int8Linear``: int8
  weights per output channel, int8 activations per token at each call, int32 accumulation
  with VNNI), the head as in ``fp32`` (on the development CPU oneDNN's bf16 GEMM runs at half
  the fp32 rate, see OPT_REPORT.md).
- ``fp16``: CUDA only, as ``bf16`` with float16.

Every precision is gated against fp32 by tests (Pearson and max error; see OPT_REPORT.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from ...config.errors import InputError
from ...config.precisions import ENGINE_PRECISIONS, PRECISIONS, bf16_head_mode, parse_precision
from ...modeling.nested import NestedNetwork
from ...modeling.network import DepthAnything3Network
from .cpu_capability import CpuCapability, detect_cpu
from .cpu_kernels import bf16_native
from .int8_linear import quantize_linears_int8

Network = DepthAnything3Network | NestedNetwork


@dataclass(frozen=True)
class PrecisionRule:
    """What one precision does to the network's weights (the one table below)."""

    # Storage of the transformer's linear weights, and of the head's convolutions (all but the
    # final 1x1 logits convolutions, kept float32: exp amplifies their error) on
    # ``low_head`` devices.
    low_dtype: torch.dtype
    # The transformer's linear layers dynamically quantised to int8 (``Int8Linear``).
    int8_linears: bool
    # The whole head kept float32 and channels-last (faster oneDNN kernels, same maths)
    # on devices not in ``low_head``.
    channels_last_head: bool
    # torch device types it runs on.
    devices: tuple[str, ...]
    # Device types where the head's convolutions are in ``low_dtype`` (elsewhere float32).
    low_head: tuple[str, ...] = ()

    def head_is_low(self, device: torch.device) -> bool:
        """Whether the head's convolutions run in ``low_dtype`` on ``device``."""
        return self.low_dtype != torch.float32 and device.type in self.low_head


PRECISION_RULES = {
    "fp32": PrecisionRule(torch.float32, False, True, ("cpu", "cuda")),
    "bf16": PrecisionRule(torch.bfloat16, False, True, ("cpu", "cuda"), ("cuda",)),
    "fp16": PrecisionRule(torch.float16, False, True, ("cuda",), ("cuda",)),
    "int8": PrecisionRule(torch.float32, True, True, ("cpu",)),
}
if tuple(PRECISION_RULES) != PRECISIONS:
    raise AssertionError("config.precisions.PRECISIONS must name PRECISION_RULES in order")
_WRONG_DEVICE = {
    "fp16": "dtype float16 runs on CUDA only; on CPU use bfloat16 (AVX512-BF16) or int8",
    "int8": "dtype int8 (dynamic int8 GEMMs with VNNI) runs on CPU only; use bfloat16 on CUDA",
}


def rule_for(precision: str) -> PrecisionRule:
    """The table row of ``precision`` (an ``InputError`` names the known ones)."""
    if precision in ENGINE_PRECISIONS:
        raise InputError(ENGINE_PRECISIONS[precision])
    if precision not in PRECISION_RULES:
        raise InputError(f"precision must be one of {PRECISIONS}, got {precision!r}")
    return PRECISION_RULES[precision]


def check_precision_device(precision: str, device_type: str) -> None:
    """``InputError`` when torch does not run ``precision`` on a ``device_type`` device
    (float16 on the CPU, int8 on CUDA)."""
    if device_type not in rule_for(precision).devices:
        raise InputError(_WRONG_DEVICE[precision])


def low_dtype(precision: str) -> torch.dtype:
    """The dtype of the head's convolutions (float32 for fp32 and int8)."""
    return rule_for(precision).low_dtype


def branches(network: Network) -> list[tuple[str, DepthAnything3Network]]:
    """(state-dict prefix, network) of each ViT + head in ``network`` (two for the nested)."""
    return network.branches() if isinstance(network, NestedNetwork) else [("", network)]


@dataclass(frozen=True)
class WeightGroups:
    """The modules the precision rules act on, by qualified name (one walk of the network)."""

    linears: dict[str, nn.Module]  # the transformer's linear layers
    convs: dict[str, nn.Module]  # the head's convolutions but the final ones
    final_convs: dict[str, nn.Module]  # the 1x1 convolutions producing the logits
    units: dict[str, nn.Module]  # of ``convs``, the residual units' (``is_residual_unit``)

    def weight_keys(self, *groups: dict[str, nn.Module]) -> set[str]:
        """The state-dict keys of the weights of ``groups``."""
        return {f"{name}.weight" for group in groups for name in group}


def is_residual_unit(module: nn.Module) -> bool:
    """A 3x3 convolution keeping its channel count (stride 1, no dilation or groups): the head's
    residual conv units, a first fusion layer whose input already has the head's width, and in
    the any-view models' DualDPT head the output branch's 32-channel convolution at full
    resolution (the rule ``ov_precision.residual_unit_convolutions`` applies to exported
    graphs; the gate measures what it costs)."""
    return (
        type(module) is nn.Conv2d
        and module.kernel_size == (3, 3)
        and module.stride == (1, 1)
        and module.dilation == (1, 1)
        and module.groups == 1
        and module.in_channels == module.out_channels
    )


def units_in_bf16(precision: str, device: torch.device, cpu: CpuCapability | None = None) -> bool:
    """Whether ``precision`` on ``device`` computes the head's residual units in bf16 (the rest
    of the head float32): ``bf16`` on a CPU as ``config.precisions.bf16_head_mode`` decides
    (AMX by default; ``cpu`` defaults to this machine's)."""
    if precision != "bf16" or device.type != "cpu":
        return False
    return bf16_head_mode(bf16_native(detect_cpu() if cpu is None else cpu)) == "bf16-units"


def weight_groups(network: Network) -> WeightGroups:
    """Walk ``network`` (every branch) once and sort the modules the precision rules act on."""
    linears: dict[str, nn.Module] = {}
    convs: dict[str, nn.Module] = {}
    final_convs: dict[str, nn.Module] = {}
    units: dict[str, nn.Module] = {}
    for prefix, branch in branches(network):
        scratch = branch.head.scratch
        finals = [scratch.output_conv2[-1]]
        if hasattr(scratch, "sky_output_conv2"):
            finals.append(scratch.sky_output_conv2[-1])
        if hasattr(scratch, "output_conv2_aux"):
            finals.extend(seq[-1] for seq in scratch.output_conv2_aux)
        final_ids = {id(m) for m in finals}
        for name, module in branch.backbone.named_modules():
            if isinstance(module, nn.Linear):
                linears[f"{prefix}backbone.{name}"] = module
        for name, module in branch.head.named_modules():
            if isinstance(module, (nn.Conv2d, nn.ConvTranspose2d)):
                group = final_convs if id(module) in final_ids else convs
                group[f"{prefix}head.{name}"] = module
                if group is convs and is_residual_unit(module):
                    units[f"{prefix}head.{name}"] = module
    return WeightGroups(linears, convs, final_convs, units)


def storage_dtypes(
    network: Network, precision: str, device: torch.device | str = "cpu"
) -> dict[str, torch.dtype]:
    """The dtype each state-dict entry is read in at load time (for ``device``)."""
    rule = rule_for(precision)
    result = {key: torch.float32 for key in network.state_dict()}
    if rule.low_dtype != torch.float32:
        groups = weight_groups(network)
        device = torch.device(device)
        low = [groups.linears, groups.convs] if rule.head_is_low(device) else [groups.linears]
        if not rule.head_is_low(device) and units_in_bf16(precision, device):
            low.append(groups.units)
        for key in groups.weight_keys(*low):
            result[key] = rule.low_dtype
    return result


def replaced_keys(network: Network, precision: str, device: torch.device) -> set[str]:
    """State-dict entries that ``apply_precision`` (or the move to ``device``) copies away.

    The loader reads these through private mappings (``CheckpointReader.read(transient=True)``)
    so that, once copied, their file pages leave the process instead of staying resident beside
    the copy: every weight when the network moves to an accelerator, the head's convolution
    weights (made channels-last) for ``fp32``/``int8``, and the transformer's linear weights
    (quantised) for ``int8``. bf16 tensors are converted, hence private, anyway.
    """
    if device.type != "cpu":
        return set(network.state_dict().keys())
    rule = rule_for(precision)
    groups = weight_groups(network)
    replaced: set[str] = set()
    if rule.channels_last_head and not rule.head_is_low(device):
        replaced |= groups.weight_keys(groups.convs, groups.final_convs)
    if rule.int8_linears:
        replaced |= groups.weight_keys(groups.linears)
    return replaced


def bf16_compute_dtype(device: torch.device, cpu: CpuCapability | None = None) -> torch.dtype:
    """The arithmetic of the ``bf16`` precision on ``device``: bfloat16 on CUDA and on CPUs
    with AMX tiles (``cpu_kernels.bf16_native``; ``cpu`` defaults to this machine's); float32
    on other CPUs, whose bf16 GEMMs (AVX512-BF16 dot products, at best the fp32 FMA rate,
    plus conversions) run slower than fp32 ones: measured on an Emerald Rapids VM without
    AMX, DA3Metric-Large 5.35 s with bf16 arithmetic against 3.07 s with bf16-stored weights
    widened per layer (OPT_REPORT.md)."""
    if device.type != "cpu":
        return torch.bfloat16
    return torch.bfloat16 if bf16_native(detect_cpu() if cpu is None else cpu) else torch.float32


def compute_dtype_for(precision: str, device: torch.device) -> torch.dtype:
    """The arithmetic of ``precision``'s low-precision layers on ``device`` (float32 for fp32
    and for int8's head)."""
    return bf16_compute_dtype(device) if precision == "bf16" else low_dtype(precision)


class PackedLinear(nn.Module):
    """``x @ W^T + b`` with W stored in ``dtype`` and computed in ``compute_dtype``.

    Computed in ``dtype`` itself, W is kept transposed and contiguous (in, out), the layout
    oneDNN's bf16 GEMM runs fastest; widened to float32 at each call (one layer's worth at a
    time), it keeps the (out, in) layout of ``nn.Linear``, which MKL's float32 GEMM takes as is.
    The output is in ``compute_dtype``; float32 callers (the residual stream) promote on add.
    """

    def __init__(
        self, linear: nn.Linear, dtype: torch.dtype, compute_dtype: torch.dtype | None = None
    ) -> None:
        super().__init__()
        self.dtype = dtype
        self.compute_dtype = compute_dtype or dtype
        self.transposed = self.compute_dtype == dtype
        weight = linear.weight.detach().to(dtype)
        if self.transposed:
            weight = weight.t().contiguous()
        self.weight = nn.Parameter(weight, requires_grad=False)
        bias = linear.bias
        self.bias = None if bias is None else nn.Parameter(bias.detach().to(dtype), False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.to(self.compute_dtype)
        weight = self.weight.to(self.compute_dtype)
        bias = None if self.bias is None else self.bias.to(self.compute_dtype)
        if not self.transposed:
            return F.linear(x, weight, bias)
        if bias is None:
            return torch.matmul(x, weight)
        shape = x.shape
        out = torch.addmm(bias, x.reshape(-1, shape[-1]), weight)
        return out.view(*shape[:-1], out.shape[-1])


class CastConv(nn.Module):
    """A convolution with weights stored in ``dtype``, channels-last, computed in
    ``compute_dtype`` (the same, or float32 with the weights widened at each call), returning
    float32."""

    def __init__(
        self,
        conv: nn.Conv2d | nn.ConvTranspose2d,
        dtype: torch.dtype,
        compute_dtype: torch.dtype | None = None,
    ) -> None:
        super().__init__()
        if conv.padding_mode != "zeros":
            raise ValueError(f"CastConv supports zero padding only, got {conv.padding_mode!r}")
        self.conv = conv.to(dtype=dtype, memory_format=torch.channels_last)
        self.dtype = dtype
        self.compute_dtype = compute_dtype or dtype

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.to(dtype=self.compute_dtype, memory_format=torch.channels_last)
        if self.compute_dtype == self.dtype:
            return self.conv(x).float()
        conv = self.conv
        weight = conv.weight.to(self.compute_dtype)
        bias = None if conv.bias is None else conv.bias.to(self.compute_dtype)
        if isinstance(conv, nn.ConvTranspose2d):
            out = F.conv_transpose2d(
                x,
                weight,
                bias,
                conv.stride,
                conv.padding,
                conv.output_padding,
                conv.groups,
                conv.dilation,
            )
        else:
            out = F.conv2d(x, weight, bias, conv.stride, conv.padding, conv.dilation, conv.groups)
        return out.float()


def _swap(network: nn.Module, modules: dict[str, nn.Module], make: Callable) -> None:
    """Replace each named submodule of ``network`` with ``make(module)``."""
    for name, module in modules.items():
        parent, _, child = name.rpartition(".")
        setattr(network.get_submodule(parent), child, make(module))


def apply_precision(
    network: Network,
    precision: str,
    device: torch.device,
    compute_dtype: torch.dtype | None = None,
) -> Network:
    """Rewrite a loaded network in place for ``precision`` on ``device``.

    ``compute_dtype`` (bf16/fp16 only) overrides the arithmetic of the low-precision layers;
    by default ``bf16_compute_dtype(device)`` for bf16, float16 for fp16.
    """
    rule = rule_for(precision)
    check_precision_device(precision, device.type)
    head_low = rule.head_is_low(device)
    for _, branch in branches(network):
        if rule.channels_last_head and not head_low:
            branch.head.to(memory_format=torch.channels_last)
        if rule.int8_linears:
            quantize_linears_int8(branch.backbone)
    if rule.low_dtype == torch.float32:
        return network
    if compute_dtype is None:
        compute_dtype = compute_dtype_for(precision, device)
    groups = weight_groups(network)
    if head_low:
        _swap(network, groups.convs, lambda conv: CastConv(conv, rule.low_dtype, compute_dtype))
    elif units_in_bf16(precision, device):
        _swap(network, groups.units, lambda conv: CastConv(conv, rule.low_dtype, compute_dtype))
    _swap(network, groups.linears, lambda lin: PackedLinear(lin, rule.low_dtype, compute_dtype))
    return network


__all__ = [
    "ENGINE_PRECISIONS",
    "PRECISIONS",
    "PRECISION_RULES",
    "PrecisionRule",
    "WeightGroups",
    "CastConv",
    "PackedLinear",
    "apply_precision",
    "bf16_compute_dtype",
    "branches",
    "compute_dtype_for",
    "parse_precision",
    "quantize_linears_int8",
    "replaced_keys",
    "rule_for",
    "storage_dtypes",
    "units_in_bf16",
    "weight_groups",
]
