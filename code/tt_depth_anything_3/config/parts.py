"""The parts of a network's configuration: backbone, DPT head, camera modules, Gaussian head,
as frozen dataclasses, and the ViT sizes the presets build on (one table for DA3 and V2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

PATCH_SIZE = 14


def parse_network_size(text: str) -> tuple[int, int]:
    """``"518x518"`` -> (518, 518): a network input size, both sides positive multiples of the
    patch size (14); ``ValueError`` saying what is wrong otherwise."""
    height, sep, width = text.strip().lower().partition("x")
    if not sep or not height.strip().isdecimal() or not width.strip().isdecimal():  # not "²"
        raise ValueError(f"size must be HxW (e.g. 518x518), got {text!r}")
    h, w = int(height), int(width)
    if h <= 0 or w <= 0 or h % PATCH_SIZE or w % PATCH_SIZE:
        raise ValueError(
            f"size sides must be positive multiples of {PATCH_SIZE} (the patch size), got {h}x{w}"
        )
    return h, w


# A pixel is sky where the sky head's score is at least this (as the official code).
SKY_THRESHOLD = 0.3


@dataclass(frozen=True)
class BackboneConfig:
    """DINOv2 ViT backbone with the DA3 extensions.

    Attributes:
        embed_dim: token width (384 vits, 768 vitb, 1024 vitl).
        depth: number of transformer blocks.
        num_heads: attention heads per block.
        out_layers: indices of the four blocks whose outputs feed the head.
        alt_start: first block of alternating local/global attention and of the camera token;
            -1 disables both (monocular models).
        qknorm_start: first block with LayerNorm on queries and keys; -1 disables.
        rope_start: first block with 2D rotary position embedding; -1 disables.
        cat_token: concatenate the last local-attention output to each taken layer
            (head input width is then 2 x embed_dim).
        mlp_ratio: hidden width of the MLP relative to ``embed_dim``.
        img_size: pre-training image size; sets the stored position-embedding grid (518/14 = 37).
        rope_frequency: base frequency of the 2D RoPE.
        ffn: ``"mlp"`` (fc1, GELU, fc2) or ``"swiglu"`` (ViT-g: w12, SiLU gate, w3, hidden
            width 2/3 of ``mlp_ratio`` x ``embed_dim`` rounded up to a multiple of 8).
        norm_eps: epsilon of the final LayerNorm (1e-5 in DA3, 1e-6 in Depth Anything V2).
        pos_embed_resize: how the stored position embedding is resized to another grid:
            ``"offset"`` (official DINOv2 / DA3 / V2: bicubic by scale factor (n + 0.1) / 37) or
            ``"size"`` (transformers: bicubic to the exact size).
        mask_token: the checkpoint holds DINOv2's (unused at inference) mask token.
    """

    embed_dim: int
    depth: int
    num_heads: int
    out_layers: tuple[int, int, int, int]
    alt_start: int = -1
    qknorm_start: int = -1
    rope_start: int = -1
    cat_token: bool = False
    mlp_ratio: float = 4.0
    img_size: int = 518
    rope_frequency: float = 100.0
    ffn: Literal["mlp", "swiglu"] = "mlp"
    norm_eps: float = 1e-5
    pos_embed_resize: Literal["offset", "size"] = "offset"
    mask_token: bool = False

    @property
    def ffn_hidden(self) -> int:
        """Hidden width of the MLP (SwiGLU: the official ``SwiGLUFFNFused`` rounding)."""
        hidden = int(self.embed_dim * self.mlp_ratio)
        if self.ffn == "swiglu":
            return (int(hidden * 2 / 3) + 7) // 8 * 8
        return hidden

    @property
    def head_dim(self) -> int:
        """Channels per attention head."""
        return self.embed_dim // self.num_heads

    @property
    def output_dim(self) -> int:
        """Channels of each feature map the head takes (twice the width with the class
        token concatenated)."""
        return self.embed_dim * (2 if self.cat_token else 1)


@dataclass(frozen=True)
class HeadConfig:
    """DPT (monocular, with sky head) or DualDPT (any-view: depth + ray) head.

    Attributes:
        kind: ``"dpt"`` or ``"dual_dpt"``.
        dim_in: width of the backbone tokens fed to the head.
        features: width of the fusion pyramid.
        out_channels: per-level widths after the 1x1 projections.
        output_dim: channels of the main output (1 = depth; 2 = depth + confidence).
        pos_embed: add the UV sin/cos position embedding to feature maps (DualDPT).
        use_sky_head: the DPT sky branch (one channel, ReLU-activated).
        activation: the DPT depth activation: ``"exp"`` (DA3), ``"relu"`` (V2 relative:
            inverse depth), ``"sigmoid"`` (V2 metric: times ``max_depth``).
        max_depth: scale of the sigmoid output (V2 metric: 20 Hypersim, 80 VKITTI).
        last_fusion_residual: ``refinenet4`` holds the (unused) lateral residual unit
            (V2 checkpoints carry its weights; DA3 ones do not).
    """

    kind: Literal["dpt", "dual_dpt"]
    dim_in: int
    features: int
    out_channels: tuple[int, int, int, int]
    output_dim: int
    pos_embed: bool
    use_sky_head: bool
    activation: Literal["exp", "relu", "sigmoid"] = "exp"
    max_depth: float = 1.0
    last_fusion_residual: bool = False


@dataclass(frozen=True)
class CameraConfig:
    """Camera encoder/decoder of the any-view models: known cameras in (as a token), the pose
    encoding out (``reconstruct`` turns it into extrinsics and intrinsics)."""

    enc_dim_out: int
    dec_dim_in: int
    enc_num_heads: int = 16
    enc_trunk_depth: int = 4


@dataclass(frozen=True)
class GaussianConfig:
    """DA3-GIANT's 3D-Gaussian head (``gs_head``, a DPT with an image merger) and adapter.

    Attributes:
        dim_in, features, out_channels: as ``HeadConfig`` (the GS head reads the same tokens).
        sh_degree: spherical-harmonics degree of the colours (2: 9 coefficients per channel).
        scale_min, scale_max: range of the sigmoid-mapped Gaussian scales.
        offset_depth, offset_xy: the head also predicts a depth offset / a sub-pixel offset.
    """

    dim_in: int
    features: int
    out_channels: tuple[int, int, int, int]
    sh_degree: int = 2
    scale_min: float = 1e-5
    scale_max: float = 30.0
    offset_depth: bool = True
    offset_xy: bool = True

    @property
    def sh_coefficients(self) -> int:
        """Spherical-harmonic coefficients per colour channel: (degree + 1) ** 2."""
        return (self.sh_degree + 1) ** 2

    @property
    def raw_channels(self) -> int:
        """Channels before the opacity: offsets, scales (3), rotation (4), SH (3 x d_sh)."""
        return 2 * self.offset_xy + 3 + 4 + 3 * self.sh_coefficients + self.offset_depth

    @property
    def output_dim(self) -> int:
        """Head output channels: the raw Gaussian channels plus one opacity (38 for degree 2)."""
        return self.raw_channels + 1


VIT_SIZES: dict[str, dict[str, Any]] = {
    "vits": {"embed_dim": 384, "depth": 12, "num_heads": 6},
    "vitb": {"embed_dim": 768, "depth": 12, "num_heads": 12},
    "vitl": {"embed_dim": 1024, "depth": 24, "num_heads": 16},
    # ViT-g ("vit_giant2"): 1536 wide, 40 blocks, 24 heads of 64, SwiGLU MLP.
    "vitg": {"embed_dim": 1536, "depth": 40, "num_heads": 24, "ffn": "swiglu"},
}
