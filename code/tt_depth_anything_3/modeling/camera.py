"""Camera encoder and decoder of the any-view models.

Their weights are part of the official checkpoints and load here; camera-pose output is not
exposed yet (the depth path does not use them).
"""

from __future__ import annotations

import torch
from torch import nn

from ..config import CameraConfig


class _CameraAttention(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.qkv = nn.Linear(dim, dim * 3)
        self.q_norm = nn.Identity()
        self.k_norm = nn.Identity()
        self.proj = nn.Linear(dim, dim)


class _LayerScale(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.gamma = nn.Parameter(torch.full((dim,), 0.01))


class _Mlp(nn.Module):
    def __init__(self, dim_in: int, hidden: int, dim_out: int) -> None:
        super().__init__()
        self.fc1 = nn.Linear(dim_in, hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(hidden, dim_out)


class _CameraBlock(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn = _CameraAttention(dim)
        self.ls1 = _LayerScale(dim)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = _Mlp(dim, dim * 4, dim)
        self.ls2 = _LayerScale(dim)


class CameraEncoder(nn.Module):
    """``cam_enc``: pose encoding (9) -> camera tokens."""

    def __init__(self, config: CameraConfig) -> None:
        super().__init__()
        dim = config.enc_dim_out
        self.trunk = nn.Sequential(*(_CameraBlock(dim) for _ in range(config.enc_trunk_depth)))
        self.token_norm = nn.LayerNorm(dim)
        self.trunk_norm = nn.LayerNorm(dim)
        self.pose_branch = _Mlp(9, dim // 2, dim)


class CameraDecoder(nn.Module):
    """``cam_dec``: camera token -> translation (3), quaternion (4), field of view (2)."""

    def __init__(self, config: CameraConfig) -> None:
        super().__init__()
        dim = config.dec_dim_in
        self.backbone = nn.Sequential(
            nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, dim), nn.ReLU()
        )
        self.fc_t = nn.Linear(dim, 3)
        self.fc_qvec = nn.Linear(dim, 4)
        self.fc_fov = nn.Sequential(nn.Linear(dim, 2), nn.ReLU())
