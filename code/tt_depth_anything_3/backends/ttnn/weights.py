"""Weight preparation: the torch ``DepthAnything3Network`` -> device tensors, once per load.

Pure renaming and fusing, no literal sizes: fused q/k/v, LayerScale folded into the projection
and fc2 weights, transposed convolutions with kernel == stride turned into a 1x1 linear (plus a
depth-to-space on the device), and the depth and sky output branches fused into one 3x3 conv and
one block-diagonal 1x1 linear. ViT linears are bfloat8_b, everything else bfloat16.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import torch
import ttnn
from torch import nn

from ...modeling import DepthAnything3Network
from ...modeling.dpt import DPTHead

VIT_WEIGHT_DTYPE = ttnn.bfloat8_b
HEAD_WEIGHT_DTYPE = ttnn.bfloat16


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
    upsample: list[tuple[LinearWeights, int] | None]  # (1x1 linear, scale) for kernel == stride
    downsample: list[ConvWeights | None]
    layer_rn: list[ConvWeights]
    refinenets: list[FusionWeights]  # refinenet1..4
    output_conv1: ConvWeights
    output_conv2: ConvWeights  # depth and sky 3x3 convs fused
    output_linear: LinearWeights  # depth and sky 1x1 convs, block-diagonal


@dataclass
class DeviceWeights:
    patch: LinearWeights
    blocks: list[BlockWeights]
    norm: NormWeights
    head: HeadWeights


def _upload(tensor: torch.Tensor, device: Any, dtype: Any) -> Any:
    return ttnn.from_torch(
        tensor.detach().float().contiguous(), dtype=dtype, layout=ttnn.TILE_LAYOUT, device=device
    )


def linear_from(
    weight: torch.Tensor, bias: torch.Tensor | None, device: Any, dtype: Any = VIT_WEIGHT_DTYPE
) -> LinearWeights:
    """torch ``nn.Linear`` layout (out, in) -> device (in, out)."""
    return LinearWeights(
        weight=_upload(weight.t(), device, dtype),
        bias=None if bias is None else _upload(bias.reshape(1, -1), device, ttnn.bfloat16),
        out_features=weight.shape[0],
    )


def _norm(module: nn.LayerNorm, device: Any) -> NormWeights:
    return NormWeights(
        _upload(module.weight.reshape(1, -1), device, ttnn.bfloat16),
        _upload(module.bias.reshape(1, -1), device, ttnn.bfloat16),
        float(module.eps),
    )


def conv_from(
    weight: torch.Tensor, bias: torch.Tensor | None, stride: int, padding: int
) -> ConvWeights:
    """Host OIHW bfloat16 copies for ``ttnn.prepare_conv_weights``."""
    out_channels, in_channels, kh, kw = weight.shape
    return ConvWeights(
        weight=ttnn.from_torch(weight.detach().float(), dtype=HEAD_WEIGHT_DTYPE),
        bias=None
        if bias is None
        else ttnn.from_torch(bias.detach().float().reshape(1, 1, 1, -1), dtype=HEAD_WEIGHT_DTYPE),
        in_channels=in_channels,
        out_channels=out_channels,
        kernel=(kh, kw),
        stride=(stride, stride),
        padding=(padding, padding),
    )


def _conv_module(module: nn.Conv2d) -> ConvWeights:
    return conv_from(module.weight, module.bias, module.stride[0], module.padding[0])


def _pointwise(module: nn.Conv2d, device: Any) -> LinearWeights:
    """A 1x1 conv as a linear over channels-last pixels."""
    return linear_from(module.weight[:, :, 0, 0], module.bias, device, HEAD_WEIGHT_DTYPE)


def _transposed_as_linear(module: nn.ConvTranspose2d, device: Any) -> tuple[LinearWeights, int]:
    """ConvTranspose2d with kernel == stride, no padding: a 1x1 linear to (ky, kx, c) channels
    followed by depth-to-space, exactly."""
    scale = module.stride[0]
    if module.kernel_size != (scale, scale) or module.padding != (0, 0):
        raise ValueError(f"expected kernel == stride and no padding, got {module}")
    weight = module.weight.permute(0, 2, 3, 1).reshape(module.in_channels, -1)  # (in, ky kx c)
    bias = module.bias.repeat(scale * scale)
    return (
        LinearWeights(
            weight=_upload(weight, device, HEAD_WEIGHT_DTYPE),
            bias=_upload(bias.reshape(1, -1), device, ttnn.bfloat16),
            out_features=weight.shape[1],
        ),
        scale,
    )


def _fusion(block: nn.Module, device: Any) -> FusionWeights:
    lateral = None
    if block.resConfUnit1 is not None:
        lateral = (_conv_module(block.resConfUnit1.conv1), _conv_module(block.resConfUnit1.conv2))
    return FusionWeights(
        lateral=lateral,
        residual=(_conv_module(block.resConfUnit2.conv1), _conv_module(block.resConfUnit2.conv2)),
        out_conv=_pointwise(block.out_conv, device),
    )


def _fused_outputs(head: DPTHead, device: Any) -> tuple[ConvWeights, LinearWeights]:
    """Depth and sky branches share their input: one 3x3 conv with both outputs stacked, one
    block-diagonal 1x1 linear -> 2 channels (depth logit, sky logit)."""
    depth, sky = head.scratch.output_conv2, head.scratch.sky_output_conv2
    conv = conv_from(
        torch.cat((depth[0].weight, sky[0].weight)), torch.cat((depth[0].bias, sky[0].bias)), 1, 1
    )
    hidden = depth[0].out_channels
    weight = torch.zeros(2, 2 * hidden)
    weight[0, :hidden] = depth[2].weight[0, :, 0, 0]
    weight[1, hidden:] = sky[2].weight[0, :, 0, 0]
    bias = torch.cat((depth[2].bias, sky[2].bias))
    return conv, linear_from(weight, bias, device, HEAD_WEIGHT_DTYPE)


def _head(head: DPTHead, device: Any) -> HeadWeights:
    upsample: list[tuple[LinearWeights, int] | None] = []
    downsample: list[ConvWeights | None] = []
    for layer in head.resize_layers:
        upsample.append(
            _transposed_as_linear(layer, device) if isinstance(layer, nn.ConvTranspose2d) else None
        )
        downsample.append(_conv_module(layer) if isinstance(layer, nn.Conv2d) else None)
    s = head.scratch
    output_conv2, output_linear = _fused_outputs(head, device)
    return HeadWeights(
        projects=[_pointwise(p, device) for p in head.projects],
        upsample=upsample,
        downsample=downsample,
        layer_rn=[_conv_module(getattr(s, f"layer{i}_rn")) for i in range(1, 5)],
        refinenets=[_fusion(getattr(s, f"refinenet{i}"), device) for i in range(1, 5)],
        output_conv1=_conv_module(s.output_conv1),
        output_conv2=output_conv2,
        output_linear=output_linear,
    )


def check_supported(network: DepthAnything3Network) -> None:
    """The device program covers the monocular DPT models (DA3Metric-Large, DA3Mono-Large)."""
    config = network.config
    b = config.backbone
    if config.head.kind != "dpt" or not config.head.use_sky_head:
        raise ValueError(
            f"the Blackhole backend runs the DPT models with a sky head (da3metric-large, "
            f"da3mono-large); {config.model_name} has a {config.head.kind} head"
        )
    if b.alt_start != -1 or b.rope_start != -1 or b.qknorm_start != -1 or b.cat_token:
        raise ValueError(f"{config.model_name}: RoPE / QK-norm / camera tokens are not supported")
    if b.head_dim % 32 or b.embed_dim % 32:
        raise ValueError(
            f"widths must be multiples of 32, got dim {b.embed_dim}, head {b.head_dim}"
        )


@torch.no_grad()
def prepare_weights(network: DepthAnything3Network, device: Any) -> DeviceWeights:
    """All weights of ``network`` on ``device``."""
    check_supported(network)
    vit = network.backbone.pretrained
    patch = vit.patch_embed.proj.weight  # (D, 3, 14, 14) -> (3*14*14, D), (c, ky, kx) order
    blocks = []
    for block in vit.blocks:
        attn, mlp = block.attn, block.mlp
        blocks.append(
            BlockWeights(
                norm1=_norm(block.norm1, device),
                qkv=linear_from(attn.qkv.weight, attn.qkv.bias, device),
                proj=linear_from(
                    attn.proj.weight * block.ls1.gamma[:, None],
                    attn.proj.bias * block.ls1.gamma,
                    device,
                ),
                norm2=_norm(block.norm2, device),
                fc1=linear_from(mlp.fc1.weight, mlp.fc1.bias, device),
                fc2=linear_from(
                    mlp.fc2.weight * block.ls2.gamma[:, None],
                    mlp.fc2.bias * block.ls2.gamma,
                    device,
                ),
            )
        )
    return DeviceWeights(
        patch=linear_from(patch.reshape(patch.shape[0], -1), None, device),
        blocks=blocks,
        norm=_norm(vit.norm, device),
        head=_head(network.head, device),
    )


@torch.no_grad()
def embedding_table(network: DepthAnything3Network, grid_h: int, grid_w: int) -> torch.Tensor:
    """(1, grid_h*grid_w + 1, D) added after the patch linear. The device keeps the class token
    LAST (attention without RoPE is order-free), so the patch rows come first: rows 0..HW-1 are
    the interpolated position embedding plus the patch bias, row HW is cls + its position."""
    vit = network.backbone.pretrained
    pos = vit.interpolated_pos_embed(grid_h, grid_w, torch.float32)[0]
    patches = pos[1:] + vit.patch_embed.proj.bias.float()
    cls = vit.cls_token[0, 0].float() + pos[0]
    if patches.shape[0] != grid_h * grid_w:
        raise RuntimeError(
            f"position table has {patches.shape[0]} rows, expected {grid_h * grid_w}"
        )
    return torch.cat((patches, cls[None]))[None]
