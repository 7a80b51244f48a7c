"""DualDPT head of the any-view models (DA3-SMALL/BASE/LARGE): depth + confidence, and rays.

The ray branch (``*_aux``) feeds camera-pose recovery; its weights always load, and it runs
only when asked (``with_rays=True``), since depth and confidence do not depend on it.
"""

from __future__ import annotations

import torch
from torch import nn

from ..config.parts import HeadConfig
from .dpt_blocks import (
    HEAD_FEATURES_2,
    FusionTrunk,
    Permute,
    activate,
    add_fusion_chain,
    fuse_levels,
    output_branch,
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


class DualDPTHead(FusionTrunk):
    """Two independent fusion chains over one reassembled pyramid: depth and rays."""

    def __init__(self, config: HeadConfig) -> None:
        super().__init__(config, nn.LayerNorm(config.dim_in), last_residual=False, uv=True)
        self.config = config
        f = config.features
        s = self.scratch
        s.output_conv2 = output_branch(f, config.output_dim)
        add_fusion_chain(s, f, last_residual=False, suffix="_aux")
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

    def forward(
        self, feats: list[torch.Tensor], height: int, width: int, with_rays: bool = False
    ) -> dict[str, torch.Tensor]:
        s = self.scratch
        levels = self.levels(feats, height, width, contiguous=False)
        out = self.uv.add(self.fused(levels, height, width), height, width)
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
