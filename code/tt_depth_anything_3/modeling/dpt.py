"""DPT head of the monocular models: DA3Metric-Large, DA3Mono-Large (depth and sky) and
Depth Anything V2 (depth only; ReLU inverse depth or sigmoid x max_depth metres)."""

from __future__ import annotations

import torch
from torch import nn

from ..config import PATCH_SIZE, HeadConfig
from .dpt_blocks import (
    FeatureFusionBlock,
    UVEmbeddingCache,
    activate,
    adapt_levels,
    fuse_levels,
    make_projections,
    make_scratch,
    to_image_size,
    tokens_to_pyramid,
)

HEAD_FEATURES_2 = 32


def output_branch(features: int, out_dim: int) -> nn.Sequential:
    """3x3 conv (features/2 -> 32), ReLU, 1x1 conv (32 -> out_dim)."""
    return nn.Sequential(
        nn.Conv2d(features // 2, HEAD_FEATURES_2, 3, 1, 1),
        nn.ReLU(inplace=True),
        nn.Conv2d(HEAD_FEATURES_2, out_dim, 1, 1, 0),
    )


class DPTHead(nn.Module):
    """Reassemble -> 4-level fusion -> output_conv1 -> bilinear to image size -> depth / sky.

    Returns ``depth`` (DA3: exp-activated, focal-normalised for the metric model; V2: ReLU
    inverse depth, or sigmoid x ``max_depth``) and, with a sky head, ``sky`` (ReLU-activated
    score; the official code treats >= 0.3 as sky), each (B, H, W).
    """

    def __init__(self, config: HeadConfig) -> None:
        super().__init__()
        self.config = config
        self.norm = nn.Identity()
        self.projects, self.resize_layers = make_projections(config)
        self.scratch = make_scratch(config)
        f = config.features
        self.scratch.refinenet1 = FeatureFusionBlock(f)
        self.scratch.refinenet2 = FeatureFusionBlock(f)
        self.scratch.refinenet3 = FeatureFusionBlock(f)
        # V2 checkpoints hold refinenet4's lateral unit too (never used: level 4 has no lateral).
        self.scratch.refinenet4 = FeatureFusionBlock(f, has_residual=config.last_fusion_residual)
        self.scratch.output_conv1 = nn.Conv2d(f, f // 2, 3, 1, 1)
        self.scratch.output_conv2 = output_branch(f, config.output_dim)
        if config.use_sky_head:
            self.scratch.sky_output_conv2 = output_branch(f, 1)
        self.uv = UVEmbeddingCache() if config.pos_embed else None

    def forward(
        self, feats: list[torch.Tensor], height: int, width: int
    ) -> dict[str, torch.Tensor]:
        grid_h, grid_w = height // PATCH_SIZE, width // PATCH_SIZE
        pyramid = tokens_to_pyramid(
            feats,
            grid_h,
            grid_w,
            self.norm,
            self.projects,
            self.resize_layers,
            self.uv,
            (height, width),
            contiguous=True,
        )
        fused = fuse_levels(self.scratch, adapt_levels(self.scratch, pyramid))
        fused = self.scratch.output_conv1(fused)  # the larger input is freed before resizing
        fused = to_image_size(fused, grid_h, grid_w)
        if self.uv is not None:
            fused = self.uv.add(fused, height, width)
        logits = self.scratch.output_conv2(fused)
        out: dict[str, torch.Tensor] = {}
        if self.config.output_dim > 1:
            out["depth"] = activate(logits[:, 0], "exp")
            out["conf"] = activate(logits[:, -1], "expp1")
        elif self.config.activation == "sigmoid":
            out["depth"] = activate(logits[:, 0], "sigmoid") * self.config.max_depth
        else:
            out["depth"] = activate(logits[:, 0], self.config.activation)
        if self.config.use_sky_head:
            out["sky"] = activate(self.scratch.sky_output_conv2(fused)[:, 0], "relu")
        return out
