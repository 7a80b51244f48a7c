"""Camera encoder and decoder of the any-view models (official ``cam_enc`` / ``cam_dec``).

``CameraDecoder``: the last taken layer's camera token (local and global halves concatenated,
not normalised) -> a 9-vector per view: translation (3), quaternion XYZW (4), field of view
(fov_h, fov_w). ``CameraEncoder``: the same 9-vector of known cameras -> one token per view
(a small transformer whose attention runs across the views), written into token 0 of each
view where the backbone starts alternating attention.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from ..config.parts import CameraConfig
from .dinov2 import Mlp

POSE_ENCODING_DIM = 9


class _CameraAttention(nn.Module):
    def __init__(self, dim: int, num_heads: int) -> None:
        super().__init__()
        if dim % num_heads:
            raise ValueError(f"camera encoder width {dim} is not divisible by {num_heads} heads")
        self.num_heads = num_heads
        self.qkv = nn.Linear(dim, dim * 3)
        self.q_norm = nn.Identity()
        self.k_norm = nn.Identity()
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, tokens, dim = x.shape
        qkv = self.qkv(x).reshape(batch, tokens, 3, self.num_heads, dim // self.num_heads)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        out = F.scaled_dot_product_attention(q, k, v)
        return self.proj(out.transpose(1, 2).reshape(batch, tokens, dim))


class _LayerScale(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.gamma = nn.Parameter(torch.full((dim,), 0.01))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.gamma


class _CameraBlock(nn.Module):
    """Pre-norm transformer block (LayerNorm eps 1e-5, as the official ``utils.block``)."""

    def __init__(self, dim: int, num_heads: int) -> None:
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn = _CameraAttention(dim, num_heads)
        self.ls1 = _LayerScale(dim)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = Mlp(dim, dim * 4, dim)
        self.ls2 = _LayerScale(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.ls1(self.attn(self.norm1(x)))
        return x + self.ls2(self.mlp(self.norm2(x)))


class CameraEncoder(nn.Module):
    """``cam_enc``: pose encodings (B, S, 9) -> camera tokens (B, S, embed_dim)."""

    def __init__(self, config: CameraConfig) -> None:
        super().__init__()
        dim = config.enc_dim_out
        self.trunk = nn.Sequential(
            *(_CameraBlock(dim, config.enc_num_heads) for _ in range(config.enc_trunk_depth))
        )
        self.token_norm = nn.LayerNorm(dim)
        self.trunk_norm = nn.LayerNorm(dim)
        self.pose_branch = Mlp(POSE_ENCODING_DIM, dim // 2, dim)

    def forward(self, pose_encoding: torch.Tensor) -> torch.Tensor:
        if pose_encoding.ndim != 3 or pose_encoding.shape[-1] != POSE_ENCODING_DIM:
            raise ValueError(
                f"pose encoding must be (B, S, {POSE_ENCODING_DIM}), "
                f"got {tuple(pose_encoding.shape)}"
            )
        tokens = self.token_norm(self.pose_branch(pose_encoding.float()))
        return self.trunk_norm(self.trunk(tokens))


class CameraDecoder(nn.Module):
    """``cam_dec``: camera tokens (..., dec_dim_in) -> pose encodings (..., 9)."""

    def __init__(self, config: CameraConfig) -> None:
        super().__init__()
        dim = config.dec_dim_in
        self.backbone = nn.Sequential(
            nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, dim), nn.ReLU()
        )
        self.fc_t = nn.Linear(dim, 3)
        self.fc_qvec = nn.Linear(dim, 4)
        self.fc_fov = nn.Sequential(nn.Linear(dim, 2), nn.ReLU())

    def forward(self, camera_tokens: torch.Tensor) -> torch.Tensor:
        feat = self.backbone(camera_tokens).float()
        return torch.cat((self.fc_t(feat), self.fc_qvec(feat), self.fc_fov(feat)), dim=-1)
