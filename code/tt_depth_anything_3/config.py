"""Architecture configuration of the DA3 family, read from a checkpoint's ``config.json``.

The official Hugging Face repos store only ``{"model_name": "da3metric-large", ...}``; the
architecture behind each name is the official preset (``depth_anything_3/configs/*.yaml``),
written out here as frozen dataclasses.
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
    """

    kind: Literal["dpt", "dual_dpt"]
    dim_in: int
    features: int
    out_channels: tuple[int, int, int, int]
    output_dim: int
    pos_embed: bool
    use_sky_head: bool


@dataclass(frozen=True)
class CameraConfig:
    """Camera encoder/decoder of the any-view models (loaded; pose output not yet exposed)."""

    enc_dim_out: int
    dec_dim_in: int
    enc_num_heads: int = 16
    enc_trunk_depth: int = 4


@dataclass(frozen=True)
class DA3Config:
    """One DA3 network: backbone, head, optional camera modules, and what its depth means.

    Attributes:
        model_name: official preset name (``da3metric-large``, ``da3-small``...).
        depth_kind: ``"metric"`` (focal-normalised metres: m = out x f / 300),
            ``"relative"`` (affine-invariant mono depth) or ``"anyview"`` (up-to-scale depth).
    """

    model_name: str
    backbone: BackboneConfig
    head: HeadConfig
    camera: CameraConfig | None
    depth_kind: Literal["metric", "relative", "anyview"]
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def units(self) -> str:
        """Units of ``DepthOutput.depth`` for this model."""
        return {"metric": "m", "relative": "relative", "anyview": "relative"}[self.depth_kind]

    @classmethod
    def from_model_name(cls, model_name: str, **extra: Any) -> DA3Config:
        """The official preset for ``model_name`` (case-insensitive)."""
        key = model_name.lower()
        if key not in _PRESETS:
            raise ValueError(
                f"unknown DA3 model_name {model_name!r}; supported: {sorted(_PRESETS)} "
                "(da3-giant and da3nested-giant-large are not supported yet)"
            )
        return _PRESETS[key](extra)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DA3Config:
        """Read a checkpoint's ``config.json`` (it must name ``model_name``)."""
        if "model_name" not in data:
            raise ValueError(
                f"config.json has no 'model_name' (keys: {sorted(data)}); expected the official "
                "format written by the DA3 PyTorchModelHubMixin, e.g. "
                '{"model_name": "da3metric-large"}'
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
        unknown = set(overrides) - {"backbone", "head", "camera"}
        if unknown:
            raise ValueError(f"architecture overrides: unknown sections {sorted(unknown)}")
        parts = {}
        for section, values in overrides.items():
            current = getattr(self, section)
            if current is None:
                raise ValueError(f"{self.model_name} has no {section} to override")
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


def _vit(name: str) -> dict[str, int]:
    return {
        "vits": {"embed_dim": 384, "depth": 12, "num_heads": 6},
        "vitb": {"embed_dim": 768, "depth": 12, "num_heads": 12},
        "vitl": {"embed_dim": 1024, "depth": 24, "num_heads": 16},
    }[name]


def _mono_large(name: str, depth_kind: str):
    def build(extra: dict[str, Any]) -> DA3Config:
        return DA3Config(
            model_name=name,
            backbone=BackboneConfig(**_vit("vitl"), out_layers=(4, 11, 17, 23)),
            head=HeadConfig(
                kind="dpt",
                dim_in=1024,
                features=256,
                out_channels=(256, 512, 1024, 1024),
                output_dim=1,
                pos_embed=False,
                use_sky_head=True,
            ),
            camera=None,
            depth_kind=depth_kind,  # type: ignore[arg-type]
            extra=extra,
        )

    return build


def _anyview(name: str, vit: str, out_layers, alt_start: int, features: int, out_channels):
    def build(extra: dict[str, Any]) -> DA3Config:
        backbone = BackboneConfig(
            **_vit(vit),
            out_layers=tuple(out_layers),
            alt_start=alt_start,
            qknorm_start=alt_start,
            rope_start=alt_start,
            cat_token=True,
        )
        return DA3Config(
            model_name=name,
            backbone=backbone,
            head=HeadConfig(
                kind="dual_dpt",
                dim_in=backbone.output_dim,
                features=features,
                out_channels=tuple(out_channels),
                output_dim=2,
                pos_embed=True,
                use_sky_head=False,
            ),
            camera=CameraConfig(enc_dim_out=backbone.embed_dim, dec_dim_in=backbone.output_dim),
            depth_kind="anyview",
            extra=extra,
        )

    return build


_PRESETS = {
    "da3metric-large": _mono_large("da3metric-large", "metric"),
    "da3mono-large": _mono_large("da3mono-large", "relative"),
    "da3-small": _anyview("da3-small", "vits", (5, 7, 9, 11), 4, 64, (48, 96, 192, 384)),
    "da3-base": _anyview("da3-base", "vitb", (5, 7, 9, 11), 4, 128, (96, 192, 384, 768)),
    "da3-large": _anyview("da3-large", "vitl", (11, 15, 19, 23), 8, 256, (256, 512, 1024, 1024)),
}

SUPPORTED_MODELS = tuple(sorted(_PRESETS))

# Hugging Face repo id -> preset name, for ids given without a config.json at hand.
HUB_MODEL_IDS = {
    "depth-anything/DA3METRIC-LARGE": "da3metric-large",
    "depth-anything/DA3MONO-LARGE": "da3mono-large",
    "depth-anything/DA3-SMALL": "da3-small",
    "depth-anything/DA3-BASE": "da3-base",
    "depth-anything/DA3-LARGE": "da3-large",
}
