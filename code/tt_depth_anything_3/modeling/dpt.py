"""DPT head of the monocular models: DA3Metric-Large, DA3Mono-Large (depth and sky) and
Depth Anything V2 (depth only; ReLU inverse depth or sigmoid x max_depth metres)."""

from __future__ import annotations

import torch
from torch import nn

from ..config.parts import HeadConfig
from .dpt_blocks import FusionTrunk, activate, output_branch


class DPTHead(FusionTrunk):
    """Reassemble -> 4-level fusion -> output_conv1 -> bilinear to image size -> depth / sky.

    Returns ``depth`` (DA3: exp-activated, focal-normalised for the metric model; V2: ReLU
    inverse depth, or sigmoid x ``max_depth``) and, with a sky head, ``sky`` (ReLU-activated
    score; the official code treats >= 0.3 as sky), each (B, H, W).
    """

    def __init__(self, config: HeadConfig) -> None:
        # V2 checkpoints hold refinenet4's lateral unit too (never used: level 4 has no lateral).
        super().__init__(config, nn.Identity(), config.last_fusion_residual, config.pos_embed)
        self.config = config
        self.scratch.output_conv2 = output_branch(config.features, config.output_dim)
        if config.use_sky_head:
            self.scratch.sky_output_conv2 = output_branch(config.features, 1)

    def forward(
        self, feats: list[torch.Tensor], height: int, width: int
    ) -> dict[str, torch.Tensor]:
        fused = self.fused(self.levels(feats, height, width, contiguous=True), height, width)
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
