"""Weight preparation: the torch ``DepthAnything3Network`` -> device tensors, once per load.

Pure renaming and fusing, no literal sizes: fused q/k/v, LayerScale folded into the projection
and fc2 weights, transposed convolutions with kernel == stride turned into a 1x1 linear (plus a
depth-to-space on the device), and the depth and sky output branches fused into one 3x3 conv and
one block-diagonal 1x1 linear. Weights are bfloat16 (bfloat8_b ViT weights cost depth accuracy:
OPT_REPORT.md section 4); the position table is float32, as the residual stream it starts.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

import torch
import ttnn
from torch import nn

from ....modeling.dpt import DPTHead
from ....modeling.network import DepthAnything3Network
from ..numerics.folding import folded_block, fused_outputs, patch_linear
from ..numerics.program import check_supported
from .cache import Uploader, WeightCache

# The program's dtypes, one place (the emulator rounds the same way).
VIT_WEIGHT_DTYPE = ttnn.bfloat16
HEAD_WEIGHT_DTYPE = ttnn.bfloat16
ACTIVATION_DTYPE = ttnn.bfloat16  # feature taps, fc1 + GELU, q/k/v (block norms: float32)
RESIDUAL_DTYPE = ttnn.float32  # the ViT residual stream and the linears that write it
HEAD_MAP_DTYPE = ttnn.float32  # head maps, logits, exp, read back (bfloat16 maps cost sky most)
RESIZE_MATRIX_DTYPE = ttnn.float32  # bfloat16 interpolation weights cost ~0.00006 of Pearson
# The two device programs differ only in the head's tail (output_conv1's output, the resize to
# the input size, output_conv2's hidden map): "fast" stores those maps bfloat16 (half the
# traffic of the largest maps), "accurate" float32 like the rest of the head. Storing
# refinenet1's resize output bfloat16 as well cost the sky map its margin over autocast.
# (``blackhole_numerics.program.PROGRAMS``)
TAIL_MAP_DTYPE = {"fast": ttnn.bfloat16, "accurate": ttnn.float32}


@dataclass
class LinearWeights:
    """``x @ weight + bias`` on the device; weight (K, N) tiles."""

    weight: Any
    bias: Any | None
    out_features: int


@dataclass
class ConvWeights:
    """A 3x3 (or strided) conv: host weights in torch OIHW, device copies prepared per input
    size by ``ttnn.prepare_conv_weights`` (the layout depends on the input's size and memory)."""

    weight: Any
    bias: Any | None
    in_channels: int
    out_channels: int
    kernel: tuple[int, int]
    stride: tuple[int, int]
    padding: tuple[int, int]
    prepared: dict[tuple, tuple[Any, Any | None]] = field(default_factory=dict, repr=False)
    _transposed: Any = field(default=None, repr=False)

    def host_weight(self, transposed: bool) -> Any:
        """The host OIHW weight; ``transposed``: kernel rows and columns swapped, the conv of
        the transposed map (made on first use)."""
        if not transposed:
            return self.weight
        if self._transposed is None:
            swapped = ttnn.to_torch(self.weight).transpose(-1, -2).contiguous()
            self._transposed = ttnn.from_torch(swapped, dtype=self.weight.dtype)
        return self._transposed


@dataclass
class NormWeights:
    weight: Any
    bias: Any
    eps: float


@dataclass
class BlockWeights:
    norm1: NormWeights
    qkv: LinearWeights
    proj: LinearWeights
    norm2: NormWeights
    fc1: LinearWeights
    fc2: LinearWeights


@dataclass
class FusionWeights:
    """``refinenetN``: optional lateral residual unit, residual unit, 1x1 out conv."""

    lateral: tuple[ConvWeights, ConvWeights] | None
    residual: tuple[ConvWeights, ConvWeights]
    out_conv: LinearWeights


@dataclass
class HeadWeights:
    projects: list[LinearWeights]
    upsample: list[ConvWeights | None]  # transposed convs, kernel == stride (IOHW)
    downsample: list[ConvWeights | None]
    layer_rn: list[ConvWeights]
    refinenets: list[FusionWeights]  # refinenet1..4
    output_conv1: ConvWeights
    output_conv2: ConvWeights  # depth and sky 3x3 convs fused
    output_linear: LinearWeights  # depth and sky 1x1 convs, block-diagonal

    def convs(self) -> list[ConvWeights]:
        """Every 3x3 / strided conv of the head (each holds its per-size prepared weights)."""
        resizes = (*self.upsample, *self.downsample)
        convs = [c for c in resizes if c is not None] + list(self.layer_rn)
        for fusion in self.refinenets:
            for pair in (fusion.lateral, fusion.residual):
                if pair is not None:
                    convs.extend(pair)
        return [*convs, self.output_conv1, self.output_conv2]


@dataclass
class DeviceWeights:
    patch: LinearWeights
    blocks: list[BlockWeights]
    norm: NormWeights
    head: HeadWeights


def linear_from(
    weight: torch.Tensor,
    bias: torch.Tensor | None,
    uploader: Uploader,
    dtype: Any = VIT_WEIGHT_DTYPE,
) -> LinearWeights:
    """torch ``nn.Linear`` layout (out, in) -> device (in, out)."""
    return LinearWeights(
        weight=uploader.tile(weight.t(), dtype),
        bias=None if bias is None else uploader.tile(bias.reshape(1, -1), ttnn.bfloat16),
        out_features=weight.shape[0],
    )


def _norm(module: nn.LayerNorm, uploader: Uploader) -> NormWeights:
    return NormWeights(
        uploader.tile(module.weight.reshape(1, -1), ttnn.bfloat16),
        uploader.tile(module.bias.reshape(1, -1), ttnn.bfloat16),
        float(module.eps),
    )


def conv_from(
    weight: torch.Tensor, bias: torch.Tensor | None, stride: int, padding: int, uploader: Uploader
) -> ConvWeights:
    """Host OIHW bfloat16 copies for ``ttnn.prepare_conv_weights``."""
    out_channels, in_channels, kh, kw = weight.shape
    return ConvWeights(
        weight=uploader.host(weight, HEAD_WEIGHT_DTYPE),
        bias=None if bias is None else uploader.host(bias.reshape(1, 1, 1, -1), HEAD_WEIGHT_DTYPE),
        in_channels=in_channels,
        out_channels=out_channels,
        kernel=(kh, kw),
        stride=(stride, stride),
        padding=(padding, padding),
    )


def _conv_module(module: nn.Conv2d, uploader: Uploader) -> ConvWeights:
    return conv_from(module.weight, module.bias, module.stride[0], module.padding[0], uploader)


def _pointwise(module: nn.Conv2d, uploader: Uploader) -> LinearWeights:
    """A 1x1 conv as a linear over channels-last pixels."""
    return linear_from(module.weight[:, :, 0, 0], module.bias, uploader, HEAD_WEIGHT_DTYPE)


def _transposed_conv(module: nn.ConvTranspose2d, uploader: Uploader) -> ConvWeights:
    """ConvTranspose2d with kernel == stride, no padding (``check_supported``): host IOHW
    bfloat16 copies for ``ttnn.prepare_conv_transpose2d_weights``. Every output pixel is one
    tap, so it computes the products of ``folding.transposed_conv_as_linear`` (what the
    emulator runs)."""
    in_channels, out_channels, kh, kw = module.weight.shape
    if (kh, kw) != tuple(module.stride) or tuple(module.padding) != (0, 0):
        raise ValueError(f"expected a transposed conv with kernel == stride, no padding: {module}")
    return ConvWeights(
        weight=uploader.host(module.weight, HEAD_WEIGHT_DTYPE),
        bias=uploader.host(module.bias.reshape(1, 1, 1, -1), HEAD_WEIGHT_DTYPE),
        in_channels=in_channels,
        out_channels=out_channels,
        kernel=(kh, kw),
        stride=tuple(module.stride),
        padding=(0, 0),
    )


def _fusion(block: nn.Module, uploader: Uploader) -> FusionWeights:
    lateral = None
    if block.resConfUnit1 is not None:
        lateral = (
            _conv_module(block.resConfUnit1.conv1, uploader),
            _conv_module(block.resConfUnit1.conv2, uploader),
        )
    return FusionWeights(
        lateral=lateral,
        residual=(
            _conv_module(block.resConfUnit2.conv1, uploader),
            _conv_module(block.resConfUnit2.conv2, uploader),
        ),
        out_conv=_pointwise(block.out_conv, uploader),
    )


def _fused_outputs(head: DPTHead, uploader: Uploader) -> tuple[ConvWeights, LinearWeights]:
    """Depth and sky as one 3x3 conv and one block-diagonal 1x1 (``folding.fused_outputs``)."""
    conv, (weight, bias) = fused_outputs(head)
    return _conv_module(conv, uploader), linear_from(weight, bias, uploader, HEAD_WEIGHT_DTYPE)


def _head(head: DPTHead, uploader: Uploader) -> HeadWeights:
    upsample: list[ConvWeights | None] = []
    downsample: list[ConvWeights | None] = []
    for layer in head.resize_layers:
        upsample.append(
            _transposed_conv(layer, uploader) if isinstance(layer, nn.ConvTranspose2d) else None
        )
        downsample.append(_conv_module(layer, uploader) if isinstance(layer, nn.Conv2d) else None)
    s = head.scratch
    output_conv2, output_linear = _fused_outputs(head, uploader)
    return HeadWeights(
        projects=[_pointwise(p, uploader) for p in head.projects],
        upsample=upsample,
        downsample=downsample,
        layer_rn=[_conv_module(getattr(s, f"layer{i}_rn"), uploader) for i in range(1, 5)],
        refinenets=[_fusion(getattr(s, f"refinenet{i}"), uploader) for i in range(1, 5)],
        output_conv1=_conv_module(s.output_conv1, uploader),
        output_conv2=output_conv2,
        output_linear=output_linear,
    )


@torch.no_grad()
def prepare_weights(
    network: DepthAnything3Network, device: Any, cache: WeightCache | None = None
) -> tuple[DeviceWeights, str]:
    """All weights of ``network`` on ``device``, and where they came from (``Uploader.source``):
    read back from ``cache`` when it is complete, else converted (and written to it)."""
    check_supported(network)  # before the staging folder: a refused model leaves none
    uploader = Uploader(device, cache)
    try:
        weights = _convert(network, uploader)
        uploader.finish()
    finally:  # an error or Ctrl-C midway: no half-written copy left behind
        uploader.discard()
    return weights, uploader.source


def release_weights(weights: DeviceWeights) -> None:
    """Free every device tensor of ``weights`` (the prepared conv weights of every size too);
    the host copies stay. For a device the backend does not own (``TTNNBackend.close``)."""
    for tensor in _device_tensors(weights):
        ttnn.deallocate(tensor)
    for conv in weights.head.convs():
        conv.prepared.clear()


def _device_tensors(value: Any) -> Iterator[Any]:
    """The ttnn tensors on a device held by ``value``: a weights dataclass, list, tuple or dict."""
    if isinstance(value, ttnn.Tensor):
        if ttnn.is_tensor_storage_on_device(value):
            yield value
    elif is_dataclass(value):
        for item in fields(value):
            yield from _device_tensors(getattr(value, item.name))
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _device_tensors(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _device_tensors(item)


def _convert(network: DepthAnything3Network, uploader: Uploader) -> DeviceWeights:
    vit = network.backbone.pretrained
    blocks = []
    for block in vit.blocks:
        linears = folded_block(block)  # LayerScale folded into proj and fc2
        blocks.append(
            BlockWeights(
                norm1=_norm(block.norm1, uploader),
                qkv=linear_from(*linears["qkv"], uploader),
                proj=linear_from(*linears["proj"], uploader),
                norm2=_norm(block.norm2, uploader),
                fc1=linear_from(*linears["fc1"], uploader),
                fc2=linear_from(*linears["fc2"], uploader),
            )
        )
    return DeviceWeights(
        patch=linear_from(patch_linear(vit.patch_embed), None, uploader),
        blocks=blocks,
        norm=_norm(vit.norm, uploader),
        head=_head(network.head, uploader),
    )
