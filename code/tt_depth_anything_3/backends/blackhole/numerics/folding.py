"""The weight algebra of the Blackhole program, in torch only (no ttnn): what the device
uploader (``backends/ttnn/weights.py``) converts and what the numerics emulator
(``backends/blackhole_numerics/emulator.py``) runs, so that the emulator checks the very
folding the device gets. Each function is exact in float32 (same maths as the module it
replaces)."""

from __future__ import annotations

import torch
from torch import nn

Linear = tuple[torch.Tensor, torch.Tensor | None]  # (weight (out, in), bias (out,) or None)


@torch.no_grad()
def folded_block(block: nn.Module) -> dict[str, Linear]:
    """A ViT block's linears, LayerScale folded into the projection and fc2:
    ``gamma * (W x + b) == (gamma[:, None] * W) x + gamma * b``."""
    attn, mlp = block.attn, block.mlp
    return {
        "qkv": (attn.qkv.weight, attn.qkv.bias),
        "proj": (attn.proj.weight * block.ls1.gamma[:, None], attn.proj.bias * block.ls1.gamma),
        "fc1": (mlp.fc1.weight, mlp.fc1.bias),
        "fc2": (mlp.fc2.weight * block.ls2.gamma[:, None], mlp.fc2.bias * block.ls2.gamma),
    }


def patch_linear(patch_embed: nn.Module) -> torch.Tensor:
    """The patch embedding's convolution (D, 3, 14, 14) as a linear weight (D, 3*14*14) over
    patches flattened in (c, ky, kx) order (its bias goes into the position table)."""
    weight = patch_embed.proj.weight
    return weight.reshape(weight.shape[0], -1)


@torch.no_grad()
def transposed_conv_as_linear(layer: nn.ConvTranspose2d) -> tuple[torch.Tensor, torch.Tensor, int]:
    """ConvTranspose2d with kernel == stride and no padding -> (weight (in, s*s*out) with
    output channels in (ky, kx, c) order, bias (s*s*out,), s): a 1x1 linear followed by
    depth-to-space gives the transposed convolution exactly."""
    scale = layer.stride[0]
    if layer.kernel_size != (scale, scale) or layer.padding != (0, 0):
        raise ValueError(f"expected kernel == stride and no padding, got {layer}")
    weight = layer.weight.permute(0, 2, 3, 1).reshape(layer.in_channels, -1)
    return weight, layer.bias.repeat(scale * scale), scale


@torch.no_grad()
def fused_outputs(head: nn.Module) -> tuple[nn.Conv2d, Linear]:
    """The depth and sky branches of a DPT head read the same map: one 3x3 conv with both
    branches' hidden channels stacked (depth's first) and one block-diagonal 1x1 linear
    (2, 2 * hidden) -> the depth logit and the sky logit. Exact: each output sees only its own
    branch's channels (the other weights are zero)."""
    depth, sky = head.scratch.output_conv2, head.scratch.sky_output_conv2
    first, second = depth[0], sky[0]
    shape = (first.in_channels, first.kernel_size, first.stride, first.padding)
    if shape != (second.in_channels, second.kernel_size, second.stride, second.padding):
        raise ValueError(f"depth and sky first convs differ: {first} vs {second}")
    conv = nn.Conv2d(
        first.in_channels,
        first.out_channels + second.out_channels,
        first.kernel_size,
        first.stride,
        first.padding,
    ).to(first.weight.dtype)
    conv.weight.copy_(torch.cat((first.weight, second.weight)))
    conv.bias.copy_(torch.cat((first.bias, second.bias)))
    hidden = first.out_channels
    weight = torch.zeros(2, conv.out_channels, dtype=first.weight.dtype)
    weight[0, :hidden] = depth[2].weight[0, :, 0, 0]
    weight[1, hidden:] = sky[2].weight[0, :, 0, 0]
    return conv.eval(), (weight, torch.cat((depth[2].bias, sky[2].bias)))
