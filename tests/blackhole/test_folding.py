"""``backends.folding`` (the weight algebra the Blackhole uploader and the emulator share) is
exact against the torch modules it replaces, on a tiny random checkpoint (no ttnn)."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from tt_depth_anything_3.backends.blackhole.numerics.folding import (
    folded_block,
    fused_outputs,
    patch_linear,
    transposed_conv_as_linear,
)
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.config import DA3Config


def network(folder):
    import json

    config = DA3Config.from_dict(json.loads((folder / "config.json").read_text()))
    return build_network(config, folder / "model.safetensors")


def test_layer_scale_fold_and_patch_linear(tiny_metric_checkpoint) -> None:
    vit = network(tiny_metric_checkpoint).backbone.pretrained
    block = vit.blocks[1]
    with torch.no_grad():
        block.ls1.gamma.uniform_(0.5, 2.0)  # a non-trivial LayerScale
        x = torch.randn(5, block.attn.proj.in_features, generator=torch.Generator().manual_seed(0))
        linears = folded_block(block)
        proj_w, proj_b = linears["proj"]
        torch.testing.assert_close(F.linear(x, proj_w, proj_b), block.ls1(block.attn.proj(x)))
        hidden = torch.randn(5, block.mlp.fc2.in_features)
        fc2_w, fc2_b = linears["fc2"]
        torch.testing.assert_close(F.linear(hidden, fc2_w, fc2_b), block.ls2(block.mlp.fc2(hidden)))
        image = torch.randn(1, 3, 28, 42)
        patches = F.unfold(image, 14, stride=14)[0].t()  # (6, 3*14*14) in (c, ky, kx) order
        conv = vit.patch_embed.proj(image).flatten(2)[0].t() - vit.patch_embed.proj.bias
        torch.testing.assert_close(patches @ patch_linear(vit.patch_embed).t(), conv)


def test_transposed_conv_as_linear_then_depth_to_space() -> None:
    for scale in (2, 4):
        layer = nn.ConvTranspose2d(6, 5, kernel_size=scale, stride=scale)
        x = torch.randn(1, 6, 3, 4)
        weight, bias, s = transposed_conv_as_linear(layer)
        with torch.no_grad():
            y = x[0].flatten(1).t() @ weight + bias  # (h*w, s*s*out), (ky, kx, c) order
            y = y.reshape(3, 4, s, s, 5).permute(4, 0, 2, 1, 3).reshape(1, 5, 3 * s, 4 * s)
            torch.testing.assert_close(y, layer(x))
    try:
        transposed_conv_as_linear(nn.ConvTranspose2d(6, 5, kernel_size=3, stride=2))
    except ValueError as err:
        assert "kernel == stride" in str(err)
    else:
        raise AssertionError("a kernel != stride layer must be refused")


def test_fused_depth_and_sky_outputs_equal_the_two_branches(tiny_metric_checkpoint) -> None:
    head = network(tiny_metric_checkpoint).head.double()
    depth, sky = head.scratch.output_conv2, head.scratch.sky_output_conv2
    x = torch.randn(1, depth[0].in_channels, 9, 13, dtype=torch.float64)
    conv, (weight, bias) = fused_outputs(head)
    with torch.no_grad():
        hidden = conv(x).relu()  # (1, 2 * hidden, h, w)
        logits = torch.einsum("oc,bchw->bohw", weight, hidden) + bias[None, :, None, None]
        torch.testing.assert_close(logits[:, :1], depth[2](depth[1](depth[0](x))))
        torch.testing.assert_close(logits[:, 1:], sky[2](sky[1](sky[0](x))))
