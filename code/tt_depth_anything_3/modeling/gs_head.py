"""DA3-GIANT's 3D-Gaussian head (official ``GSDPT``): a DPT over the backbone tokens whose
full-resolution features are joined by a small convolutional encoding of the input image.

Per pixel it gives 37 raw Gaussian channels (sub-pixel offset 2, scales 3, rotation 4, SH
colour 3 x 9, depth offset 1, for SH degree 2) and an opacity density (sigmoid); the adapter
(``gaussians.py``) turns them into world-space Gaussians with the predicted cameras.
"""

from __future__ import annotations

import torch
from torch import nn

from ..config.parts import GaussianConfig, HeadConfig
from .dpt_blocks import FusionTrunk, output_branch


def head_config(config: GaussianConfig) -> HeadConfig:
    """The DPT layout of the GS head (UV position embedding, no token norm, no sky)."""
    return HeadConfig(
        kind="dpt",
        dim_in=config.dim_in,
        features=config.features,
        out_channels=config.out_channels,
        output_dim=config.output_dim,
        pos_embed=True,
        use_sky_head=False,
    )


class GaussianHead(FusionTrunk):
    """``gs_head``: tokens + images -> raw Gaussian channels and opacity density."""

    def __init__(self, config: GaussianConfig) -> None:
        super().__init__(head_config(config), nn.Identity(), last_residual=False, uv=True)
        self.config = config
        f = config.features
        self.scratch.output_conv2 = output_branch(f, config.output_dim)
        merged = f // 2
        self.images_merger = nn.Sequential(
            nn.Conv2d(3, merged // 4, 3, 1, 1),
            nn.GELU(),
            nn.Conv2d(merged // 4, merged // 2, 3, 1, 1),
            nn.GELU(),
            nn.Conv2d(merged // 2, merged, 3, 1, 1),
            nn.GELU(),
        )

    def forward(
        self, feats: list[torch.Tensor], images: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """feats: four (B, N, dim_in) token maps; images: (B, 3, H, W) normalised input.

        Returns (raw (B, H, W, raw_channels), density (B, H, W) in (0, 1))."""
        height, width = images.shape[-2:]
        fused = self.fused(self.levels(feats, height, width, contiguous=False), height, width)
        fused = fused + self.images_merger(images)
        fused = self.uv.add(fused, height, width)
        logits = self.scratch.output_conv2(fused).permute(0, 2, 3, 1)
        return logits[..., :-1], torch.sigmoid(logits[..., -1])
