"""The supported models: each preset name -> its architecture (official configs written out).

DA3 presets follow ``depth_anything_3/configs/*.yaml`` of the official package (0.1.1);
Depth Anything V2 presets are in ``presets_v2.py``. ``SUPPORTED_MODELS`` lists every name,
``HUB_MODEL_IDS`` the Hugging Face repos (used when a checkpoint folder has no config.json).
"""

from __future__ import annotations

from typing import Any

from .parts import VIT_SIZES, BackboneConfig, CameraConfig, GaussianConfig, HeadConfig
from .presets_v2 import V2_HUB_MODEL_IDS, V2_PRESETS, Preset, Spec


def _mono_large(name: str, depth_kind: str) -> Preset:
    def build(extra: dict[str, Any]) -> Spec:
        return dict(
            model_name=name,
            backbone=BackboneConfig(**VIT_SIZES["vitl"], out_layers=(4, 11, 17, 23)),
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


def _anyview(
    name: str,
    vit: str,
    out_layers: tuple[int, int, int, int],
    alt_start: int,
    features: int,
    out_channels: tuple[int, int, int, int],
    gaussians: bool = False,
) -> Preset:
    def build(extra: dict[str, Any]) -> Spec:
        backbone = BackboneConfig(
            **VIT_SIZES[vit],
            out_layers=out_layers,
            alt_start=alt_start,
            qknorm_start=alt_start,
            rope_start=alt_start,
            cat_token=True,
        )
        return dict(
            model_name=name,
            backbone=backbone,
            head=HeadConfig(
                kind="dual_dpt",
                dim_in=backbone.output_dim,
                features=features,
                out_channels=out_channels,
                output_dim=2,
                pos_embed=True,
                use_sky_head=False,
            ),
            camera=CameraConfig(enc_dim_out=backbone.embed_dim, dec_dim_in=backbone.output_dim),
            depth_kind="anyview",
            extra=extra,
            gaussians=(
                GaussianConfig(
                    dim_in=backbone.output_dim, features=features, out_channels=out_channels
                )
                if gaussians
                else None
            ),
        )

    return build


_LARGE_CHANNELS = (256, 512, 1024, 1024)
_giant = _anyview("da3-giant", "vitg", (19, 27, 33, 39), 13, 256, _LARGE_CHANNELS, True)


def _nested(extra: dict[str, Any]) -> Spec:
    """DA3NESTED-GIANT-LARGE: the any-view giant (``da3``) and DA3Metric-Large (``da3_metric``);
    depth comes out in metres after the official alignment of the two."""
    anyview = _giant({})
    return dict(
        model_name="da3nested-giant-large",
        backbone=anyview["backbone"],
        head=anyview["head"],
        camera=anyview["camera"],
        depth_kind="absolute",
        extra=extra,
        gaussians=anyview["gaussians"],
        metric_branch=_mono_large("da3metric-large", "metric")({}),
    )


DA3_PRESETS: dict[str, Preset] = {
    "da3metric-large": _mono_large("da3metric-large", "metric"),
    "da3mono-large": _mono_large("da3mono-large", "relative"),
    "da3-small": _anyview("da3-small", "vits", (5, 7, 9, 11), 4, 64, (48, 96, 192, 384)),
    "da3-base": _anyview("da3-base", "vitb", (5, 7, 9, 11), 4, 128, (96, 192, 384, 768)),
    "da3-large": _anyview("da3-large", "vitl", (11, 15, 19, 23), 8, 256, _LARGE_CHANNELS),
    "da3-giant": _giant,
    "da3nested-giant-large": _nested,
}

PRESETS: dict[str, Preset] = {**DA3_PRESETS, **V2_PRESETS}

SUPPORTED_MODELS = tuple(sorted(PRESETS))

# Hugging Face repo id -> preset name, for ids given without a config.json at hand.
HUB_MODEL_IDS: dict[str, str] = {
    "depth-anything/DA3METRIC-LARGE": "da3metric-large",
    "depth-anything/DA3MONO-LARGE": "da3mono-large",
    "depth-anything/DA3-SMALL": "da3-small",
    "depth-anything/DA3-BASE": "da3-base",
    "depth-anything/DA3-LARGE": "da3-large",
    "depth-anything/DA3-GIANT": "da3-giant",
    "depth-anything/DA3-GIANT-1.1": "da3-giant",
    "depth-anything/DA3NESTED-GIANT-LARGE": "da3nested-giant-large",
    "depth-anything/DA3NESTED-GIANT-LARGE-1.1": "da3nested-giant-large",
    **V2_HUB_MODEL_IDS,
}
