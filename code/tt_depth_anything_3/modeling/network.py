"""The DA3 network: backbone + head (+ camera modules), named as in the official checkpoints."""

from __future__ import annotations

import torch
from torch import nn

from ..config import PATCH_SIZE, DA3Config
from .camera import CameraDecoder, CameraEncoder
from .dinov2 import DinoV2
from .dpt import DPTHead
from .dual_dpt import DualDPTHead


class DepthAnything3Network(nn.Module):
    """Images (B, 3, H, W), ImageNet-normalised, sides multiples of 14 -> head outputs.

    Output dict (each (B, H, W) float): ``depth`` (exp-activated head output, before any
    metric scaling or sky fill), ``sky`` (DPT models) and ``conf`` (any-view models).
    """

    def __init__(self, config: DA3Config) -> None:
        super().__init__()
        self.config = config
        self.backbone = DinoV2(config.backbone)
        head_cls = DPTHead if config.head.kind == "dpt" else DualDPTHead
        self.head = head_cls(config.head)
        if config.camera is not None:
            self.cam_enc = CameraEncoder(config.camera)
            self.cam_dec = CameraDecoder(config.camera)

    def clear_caches(self) -> None:
        """Forget per-input-size caches (position embeddings, RoPE and UV tables)."""
        self.backbone.pretrained.clear_caches()
        if self.head.uv is not None:
            self.head.uv.clear()

    def forward(self, images: torch.Tensor) -> dict[str, torch.Tensor]:
        if images.ndim != 4 or images.shape[1] != 3:
            raise ValueError(f"expected images of shape (B, 3, H, W), got {tuple(images.shape)}")
        height, width = images.shape[-2:]
        if height % PATCH_SIZE or width % PATCH_SIZE:
            raise ValueError(f"image sides must be multiples of {PATCH_SIZE}, got {height}x{width}")
        feats = self.backbone(images[:, None])
        return self.head(feats, height, width)
