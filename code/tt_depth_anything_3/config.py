"""Architecture configuration of the model family, read from a checkpoint's ``config.json``.

The official DA3 Hugging Face repos store only ``{"model_name": "da3metric-large", ...}``; the
architecture behind each name is the official preset (``depth_anything_3/configs/*.yaml``),
written out as frozen dataclasses in ``presets.py``. Depth Anything V2 networks (the same ViT +
DPT design without the DA3 extensions) are described by the same dataclasses (``presets_v2.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal

PATCH_SIZE = 14


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
        return self.embed_dim // self.num_heads

    @property
    def output_dim(self) -> int:
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
    """Camera encoder/decoder of the any-view models (loaded; pose output not yet exposed)."""

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
        return (self.sh_degree + 1) ** 2

    @property
    def raw_channels(self) -> int:
        """Channels before the opacity: offsets, scales (3), rotation (4), SH (3 x d_sh)."""
        return 2 * self.offset_xy + 3 + 4 + 3 * self.sh_coefficients + self.offset_depth

    @property
    def output_dim(self) -> int:
        """Head output channels: the raw Gaussian channels plus one opacity (38 for degree 2)."""
        return self.raw_channels + 1


@dataclass(frozen=True)
class DA3Config:
    """One network: backbone, head, optional camera / Gaussian modules, what its depth means.

    Attributes:
        model_name: preset name (``da3metric-large``, ``da3-giant``, ``depth-anything-v2-small``).
        depth_kind: ``"metric"`` (focal-normalised metres: m = out x f / 300),
            ``"relative"`` (affine-invariant mono depth), ``"anyview"`` (up-to-scale depth),
            ``"inverse"`` (V2 relative: affine-invariant inverse depth, larger = nearer) or
            ``"absolute"`` (metres straight from the network: V2 metric, the nested model).
        family: ``"da3"`` or ``"depth-anything-v2"``.
        checkpoint_format: how the weights are named: ``"da3"`` (hub safetensors,
            ``model.`` + network key), ``"v2-pth"`` (official V2 ``pretrained.*`` /
            ``depth_head.*``) or ``"v2-hf"`` (transformers ``backbone.*`` / ``neck.*`` /
            ``head.*``, split q/k/v).
        gaussians: the 3D-Gaussian head (DA3-GIANT), or None.
        metric_branch: the nested model's metric network (``da3_metric``), or None.
    """

    model_name: str
    backbone: BackboneConfig
    head: HeadConfig
    camera: CameraConfig | None
    depth_kind: Literal["metric", "relative", "anyview", "inverse", "absolute"]
    extra: dict[str, Any] = field(default_factory=dict, compare=False)
    family: Literal["da3", "depth-anything-v2"] = "da3"
    checkpoint_format: Literal["da3", "v2-pth", "v2-hf"] = "da3"
    gaussians: GaussianConfig | None = None
    metric_branch: DA3Config | None = None

    @property
    def units(self) -> str:
        """Units of ``DepthOutput.depth`` for this model."""
        return {
            "metric": "m",
            "absolute": "m",
            "relative": "relative",
            "anyview": "relative",
            "inverse": "relative-inverse",
        }[self.depth_kind]

    @property
    def is_nested(self) -> bool:
        return self.metric_branch is not None

    @property
    def outputs(self) -> tuple[str, ...]:
        """What the model gives: depth, conf, sky, pose, gaussians, and metric or relative."""
        names = ["depth"]
        if self.head.kind == "dual_dpt":
            names.append("conf")
        if self.head.use_sky_head or self.is_nested:
            names.append("sky")
        if self.camera is not None:
            names.append("pose")
        if self.gaussians is not None:
            names.append("gaussians")
        names.append("metric" if self.units == "m" else self.units)
        return tuple(names)

    @classmethod
    def from_model_name(cls, model_name: str, **extra: Any) -> DA3Config:
        """The preset for ``model_name`` (case-insensitive); ValueError listing the known ones."""
        from .presets import PRESETS

        key = model_name.lower()
        if key not in PRESETS:
            raise ValueError(f"unknown model_name {model_name!r}; supported: {sorted(PRESETS)}")
        return PRESETS[key](extra)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DA3Config:
        """Read a checkpoint's ``config.json``: the DA3 format (``model_name``) or a
        transformers Depth Anything config (``model_type == "depth_anything"``)."""
        if data.get("model_type") == "depth_anything":
            from .presets_v2 import config_from_transformers

            return config_from_transformers(data)
        if "model_name" not in data:
            raise ValueError(
                f"config.json has no 'model_name' (keys: {sorted(data)}); expected the official "
                "format written by the DA3 PyTorchModelHubMixin, e.g. "
                '{"model_name": "da3metric-large"}, or a transformers Depth Anything config '
                '(model_type "depth_anything")'
            )
        rest = {k: v for k, v in data.items() if k not in ("model_name", "architecture")}
        config = cls.from_model_name(str(data["model_name"]), **rest)
        if "architecture" in data:
            config = config.with_architecture(data["architecture"])
        return config

    def with_architecture(self, overrides: dict[str, dict[str, Any]]) -> DA3Config:
        """This preset with some backbone/head/camera fields replaced.

        Not part of the official format: it lets tests and experiments describe smaller
        networks of the same family in ``config.json`` under ``"architecture"``, e.g.
        ``{"backbone": {"embed_dim": 64, "depth": 4, ...}, "head": {...}}``.
        """
        unknown = set(overrides) - {"backbone", "head", "camera", "gaussians", "metric_branch"}
        if unknown:
            raise ValueError(f"architecture overrides: unknown sections {sorted(unknown)}")
        parts: dict[str, Any] = {}
        for section, values in overrides.items():
            current = getattr(self, section)
            if current is None:
                raise ValueError(f"{self.model_name} has no {section} to override")
            if section == "metric_branch":
                parts[section] = current.with_architecture(values)
                continue
            allowed = {f.name for f in fields(current)}
            bad = set(values) - allowed
            if bad:
                raise ValueError(
                    f"architecture.{section}: unknown fields {sorted(bad)}; "
                    f"allowed {sorted(allowed)}"
                )
            values = {k: tuple(v) if isinstance(v, list) else v for k, v in values.items()}
            parts[section] = replace(current, **values)
        config = replace(self, **parts)
        config.validate()
        return config

    def validate(self) -> None:
        """Consistency checks between the parts; raises ValueError naming the mismatch."""
        b, h = self.backbone, self.head
        if b.embed_dim % b.num_heads:
            raise ValueError(f"embed_dim {b.embed_dim} is not divisible by {b.num_heads} heads")
        if any(not 0 <= i < b.depth for i in b.out_layers) or len(b.out_layers) != 4:
            raise ValueError(f"out_layers {b.out_layers} must be 4 block indices < {b.depth}")
        if h.dim_in != b.output_dim:
            raise ValueError(f"head.dim_in {h.dim_in} != backbone output width {b.output_dim}")
        if self.camera is not None and (
            self.camera.enc_dim_out != b.embed_dim or self.camera.dec_dim_in != b.output_dim
        ):
            raise ValueError("camera widths do not match the backbone")
        if self.gaussians is not None and self.gaussians.dim_in != b.output_dim:
            raise ValueError(
                f"gaussians.dim_in {self.gaussians.dim_in} != backbone output width {b.output_dim}"
            )
        if b.ffn not in ("mlp", "swiglu"):
            raise ValueError(f"backbone.ffn must be 'mlp' or 'swiglu', got {b.ffn!r}")
        if h.activation not in ("exp", "relu", "sigmoid"):
            raise ValueError(f"head.activation must be exp, relu or sigmoid, got {h.activation!r}")
        if self.metric_branch is not None:
            self.metric_branch.validate()
