"""DualDPT head of the any-view models (DA3-SMALL/BASE/LARGE): depth + confidence, and rays.

The ray branch (``*_aux``) feeds camera-pose recovery; its weights always load, and it runs
only when asked (``with_rays=True``), since depth and confidence do not depend on it.
"""

from __future__ import annotations

import torch
from torch import nn

from ..config import PATCH_SIZE, HeadConfig
from .dpt import HEAD_FEATURES_2, output_branch
from .dpt_blocks import (
    FeatureFusionBlock,
    Permute,
    UVEmbeddingCache,
    activate,
    adapt_levels,
    fuse_levels,
    make_projections,
    make_scratch,
    to_image_size,
    tokens_to_pyramid,
)

AUX_LEVELS = 4
RAY_CHANNELS = 7  # 6 ray values + 1 confidence


def _aux_neck(features: int) -> nn.Sequential:
    half = features // 2
    return nn.Sequential(
        nn.Conv2d(features, half, 3, 1, 1),
        nn.Conv2d(half, features, 3, 1, 1),
        nn.Conv2d(features, half, 3, 1, 1),
        nn.Conv2d(half, features, 3, 1, 1),
        nn.Conv2d(features, half, 3, 1, 1),
    )


class DualDPTHead(nn.Module):
    """Two independent fusion chains over one reassembled pyramid: depth and rays."""

    def __init__(self, config: HeadConfig) -> None:
        super().__init__()
        self.config = config
        f = config.features
        self.norm = nn.LayerNorm(config.dim_in)
        self.projects, self.resize_layers = make_projections(config)
        self.scratch = make_scratch(config)
        s = self.scratch
        s.refinenet1 = FeatureFusionBlock(f)
        s.refinenet2 = FeatureFusionBlock(f)
        s.refinenet3 = FeatureFusionBlock(f)
        s.refinenet4 = FeatureFusionBlock(f, has_residual=False)
        s.output_conv1 = nn.Conv2d(f, f // 2, 3, 1, 1)
        s.output_conv2 = output_branch(f, config.output_dim)
        s.refinenet1_aux = FeatureFusionBlock(f)
        s.refinenet2_aux = FeatureFusionBlock(f)
        s.refinenet3_aux = FeatureFusionBlock(f)
        s.refinenet4_aux = FeatureFusionBlock(f, has_residual=False)
        s.output_conv1_aux = nn.ModuleList(_aux_neck(f) for _ in range(AUX_LEVELS))
        # The official code builds one LayerNorm and puts it in all four levels: it is shared.
        shared_norm = nn.LayerNorm(HEAD_FEATURES_2)
        s.output_conv2_aux = nn.ModuleList(
            nn.Sequential(
                nn.Conv2d(f // 2, HEAD_FEATURES_2, 3, 1, 1),
                Permute((0, 2, 3, 1)),
                shared_norm,
                Permute((0, 3, 1, 2)),
                nn.ReLU(),
                nn.Conv2d(HEAD_FEATURES_2, RAY_CHANNELS, 1, 1, 0),
            )
            for _ in range(AUX_LEVELS)
        )
        self.uv = UVEmbeddingCache()

    def forward(
        self, feats: list[torch.Tensor], height: int, width: int, with_rays: bool = False
    ) -> dict[str, torch.Tensor]:
        s = self.scratch
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
            contiguous=False,
        )
        levels = adapt_levels(s, pyramid)
        out = to_image_size(s.output_conv1(fuse_levels(s, levels)), grid_h, grid_w)
        out = self.uv.add(out, height, width)
        logits = s.output_conv2(out)
        result = {
            "depth": activate(logits[:, 0], "exp"),
            "conf": activate(logits[:, -1], "expp1"),
        }
        if with_rays:
            aux = s.output_conv1_aux[-1](fuse_levels(s, levels, "_aux"))
            aux = s.output_conv2_aux[-1](self.uv.add(aux, height, width))
            result["ray"] = aux[:, :-1].permute(0, 2, 3, 1)
            result["ray_conf"] = activate(aux[:, -1], "expp1")
        return result
