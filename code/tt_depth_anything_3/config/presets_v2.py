"""Depth Anything V2 presets and the two checkpoint formats' configs.

V2 is a DINOv2 ViT with a DPT head, the same network as the DA3 monocular models without the
DA3 extensions: no camera token, no RoPE / QK-norm, no sky head. Its depth is either
relative (ReLU: affine-invariant *inverse* depth, ``units == "relative-inverse"``) or metric
(sigmoid x ``max_depth`` metres: 20 for the Hypersim (indoor) models, 80 for VKITTI (outdoor)).

Checkpoints come in two formats:

- the official ``.pth`` files (``depth_anything_v2_vits.pth``,
  ``depth_anything_v2_metric_hypersim_vitl.pth``...), a bare state dict with ``pretrained.*``
  and ``depth_head.*`` keys; the file name says which model it is;
- the transformers ``*-hf`` repos (``model.safetensors`` with ``backbone.*`` / ``neck.*`` /
  ``head.*`` keys and a ``config.json`` with ``model_type == "depth_anything"``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .parts import VIT_SIZES, BackboneConfig, HeadConfig

# A preset's ``DA3Config`` fields (``DA3Config.from_spec`` builds the config): the parts are
# dataclasses of ``parts``, the nested model's ``metric_branch`` a spec of its own.
Spec = dict[str, Any]
Preset = Callable[[dict[str, Any]], Spec]

# encoder -> (ViT size, DPT features, DPT out_channels, out_layers), as the official V2 code.
_ENCODERS: dict[str, dict[str, Any]] = {
    "vits": {
        "vit": VIT_SIZES["vits"],
        "features": 64,
        "out_channels": (48, 96, 192, 384),
        "out_layers": (2, 5, 8, 11),
    },
    "vitb": {
        "vit": VIT_SIZES["vitb"],
        "features": 128,
        "out_channels": (96, 192, 384, 768),
        "out_layers": (2, 5, 8, 11),
    },
    "vitl": {
        "vit": VIT_SIZES["vitl"],
        "features": 256,
        "out_channels": (256, 512, 1024, 1024),
        "out_layers": (4, 11, 17, 23),
    },
}
_SIZE_NAMES = {"vits": "small", "vitb": "base", "vitl": "large"}
_METRIC_DATASETS = {"hypersim": 20.0, "vkitti": 80.0}  # max_depth in metres


def _v2(encoder: str, name: str, metric_max_depth: float | None):
    spec = _ENCODERS[encoder]

    def build(extra: dict[str, Any]) -> Spec:
        backbone = BackboneConfig(
            **spec["vit"],
            out_layers=spec["out_layers"],
            norm_eps=1e-6,
            mask_token=True,
        )
        head = HeadConfig(
            kind="dpt",
            dim_in=backbone.embed_dim,
            features=spec["features"],
            out_channels=spec["out_channels"],
            output_dim=1,
            pos_embed=False,
            use_sky_head=False,
            activation="relu" if metric_max_depth is None else "sigmoid",
            max_depth=1.0 if metric_max_depth is None else metric_max_depth,
            last_fusion_residual=True,
        )
        return dict(
            model_name=name,
            backbone=backbone,
            head=head,
            camera=None,
            depth_kind="inverse" if metric_max_depth is None else "absolute",
            extra=extra,
            family="depth-anything-v2",
            checkpoint_format="v2-pth",
        )

    return build


V2_PRESETS: dict[str, Preset] = {}
V2_HUB_MODEL_IDS: dict[str, str] = {}
V2_PTH_FILES: dict[str, str] = {}  # official .pth file name -> preset name
for _encoder, _size in _SIZE_NAMES.items():
    _name = f"depth-anything-v2-{_size}"
    V2_PRESETS[_name] = _v2(_encoder, _name, None)
    V2_HUB_MODEL_IDS[f"depth-anything/Depth-Anything-V2-{_size.title()}"] = _name
    V2_HUB_MODEL_IDS[f"depth-anything/Depth-Anything-V2-{_size.title()}-hf"] = _name
    V2_PTH_FILES[f"depth_anything_v2_{_encoder}.pth"] = _name
    for _dataset, _max_depth in _METRIC_DATASETS.items():
        _mname = f"depth-anything-v2-metric-{_dataset}-{_size}"
        V2_PRESETS[_mname] = _v2(_encoder, _mname, _max_depth)
        _repo = "Hypersim" if _dataset == "hypersim" else "VKITTI"
        _hf = "Indoor" if _dataset == "hypersim" else "Outdoor"
        V2_HUB_MODEL_IDS[f"depth-anything/Depth-Anything-V2-Metric-{_repo}-{_size.title()}"] = (
            _mname
        )
        V2_HUB_MODEL_IDS[f"depth-anything/Depth-Anything-V2-Metric-{_hf}-{_size.title()}-hf"] = (
            _mname
        )
        V2_PTH_FILES[f"depth_anything_v2_metric_{_dataset}_{_encoder}.pth"] = _mname


def v2_hub_filename(model_id: str) -> str | None:
    """The official ``.pth`` file name in a V2 repo (None for the ``-hf`` repos and others)."""
    name = V2_HUB_MODEL_IDS.get(model_id)
    if name is None or model_id.endswith("-hf"):
        return None
    return next(f for f, n in V2_PTH_FILES.items() if n == name)


def _require(data: dict[str, Any], key: str, expected: Any, where: str) -> None:
    got = data.get(key, expected)
    same_list = isinstance(got, (list, tuple)) and list(got) == expected
    if got != expected and not (isinstance(expected, list) and same_list):
        raise ValueError(f"{where}.{key} is {got!r}; this network supports {expected!r}")


def _as(kind: type, value: Any, name: str) -> Any:
    """``kind(value)`` (``int`` / ``float``: the file may hold ``"64"``), a ``ValueError``
    naming the field where it is no number (a list or an object was a bare ``TypeError``)."""
    try:
        return kind(value)
    except (TypeError, ValueError) as err:
        what = "a whole number" if kind is int else "a number"
        raise ValueError(f"{name} must be {what}, got {value!r}") from err


def _widths(value: Any, name: str) -> tuple[int, ...]:
    """A list of whole numbers, a ``ValueError`` naming the field otherwise."""
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{name} must be a list of whole numbers, got {value!r}")
    return tuple(_as(int, v, name) for v in value)


# transformers' defaults of ``Dinov2Config``: ``save_pretrained`` (transformers 4.x, which wrote
# the hub's ``*-hf`` repos) leaves out each backbone value equal to its default, e.g.
# Depth-Anything-V2-Small-hf has no ``num_hidden_layers`` (12), V2-Base-hf no ``hidden_size``.
DINOV2_DEFAULTS: dict[str, Any] = {
    "hidden_size": 768,
    "num_hidden_layers": 12,
    "num_attention_heads": 12,
    "mlp_ratio": 4,
    "image_size": 224,
    "patch_size": 14,
    "layer_norm_eps": 1e-6,
    "qkv_bias": True,
    "use_swiglu_ffn": False,
    "apply_layernorm": True,
}
# The top-level fields are all written; these are absent only from files older than the field
# (``depth_estimation_type`` / ``max_depth`` came with the metric models). The widths
# (``neck_hidden_sizes``, ``fusion_hidden_size``) have no default: their defaults changed
# between transformers versions.
DEPTH_ANYTHING_DEFAULTS: dict[str, Any] = {
    "reassemble_hidden_size": 384,
    "reassemble_factors": [4, 2, 1, 0.5],
    "head_in_index": -1,
    "head_hidden_size": 32,
    "patch_size": 14,
    "depth_estimation_type": "relative",
    "max_depth": None,
}


def spec_from_transformers(data: dict[str, Any]) -> Spec:
    """The ``DA3Config`` fields of a transformers ``DepthAnythingConfig`` dict (``config.json``
    of a ``*-hf`` repo), the values it leaves out taken as transformers' defaults."""
    bb = data.get("backbone_config")
    if not isinstance(bb, dict) or bb.get("model_type", "dinov2") != "dinov2":
        raise ValueError(
            "config.json: a Depth Anything config needs a DINOv2 'backbone_config'; got "
            f"{None if not isinstance(bb, dict) else bb.get('model_type')!r}"
        )
    data = {**DEPTH_ANYTHING_DEFAULTS, **{k: v for k, v in data.items() if v is not None}}
    bb = {**DINOV2_DEFAULTS, **{k: v for k, v in bb.items() if v is not None}}
    missing = [key for key in ("neck_hidden_sizes", "fusion_hidden_size") if key not in data]
    if missing:
        raise ValueError(f"config.json: a Depth Anything config needs {missing}")
    for key, expected in (("patch_size", 14), ("head_hidden_size", 32), ("head_in_index", -1)):
        _require(data, key, expected, "config")
    _require(data, "reassemble_factors", [4, 2, 1, 0.5], "config")
    _require(bb, "patch_size", 14, "backbone_config")
    _require(bb, "qkv_bias", True, "backbone_config")
    _require(bb, "apply_layernorm", True, "backbone_config")
    _require(bb, "reshape_hidden_states", False, "backbone_config")
    indices = bb.get("out_indices")
    if not isinstance(indices, (list, tuple)) or len(indices) != 4:
        raise ValueError(f"backbone_config.out_indices must list 4 stages, got {indices!r}")
    hidden = _as(int, bb["hidden_size"], "backbone_config.hidden_size")
    if _as(int, data["reassemble_hidden_size"], "reassemble_hidden_size") != hidden:
        raise ValueError(
            f"reassemble_hidden_size {data['reassemble_hidden_size']} != backbone width {hidden}"
        )
    kind = data["depth_estimation_type"]
    if kind not in ("relative", "metric"):
        raise ValueError(f"depth_estimation_type must be relative or metric, got {kind!r}")
    if kind == "metric" and data["max_depth"] is None:
        raise ValueError("config.json: depth_estimation_type 'metric' needs max_depth (metres)")
    max_depth = _as(float, data["max_depth"], "max_depth") if kind == "metric" else 1.0
    backbone = BackboneConfig(
        embed_dim=hidden,
        depth=_as(int, bb["num_hidden_layers"], "backbone_config.num_hidden_layers"),
        num_heads=_as(int, bb["num_attention_heads"], "backbone_config.num_attention_heads"),
        # stage i is the output of block i-1
        out_layers=tuple(i - 1 for i in _widths(indices, "backbone_config.out_indices")),
        mlp_ratio=_as(float, bb["mlp_ratio"], "backbone_config.mlp_ratio"),
        img_size=_as(int, bb["image_size"], "backbone_config.image_size"),
        ffn="swiglu" if bb["use_swiglu_ffn"] else "mlp",
        norm_eps=_as(float, bb["layer_norm_eps"], "backbone_config.layer_norm_eps"),
        pos_embed_resize="size",  # transformers resizes to the exact grid
        mask_token=True,
    )
    head = HeadConfig(
        kind="dpt",
        dim_in=hidden,
        features=_as(int, data["fusion_hidden_size"], "fusion_hidden_size"),
        out_channels=_widths(data["neck_hidden_sizes"], "neck_hidden_sizes"),
        output_dim=1,
        pos_embed=False,
        use_sky_head=False,
        activation="relu" if kind == "relative" else "sigmoid",
        max_depth=max_depth,
        last_fusion_residual=True,
    )
    name = f"depth-anything-v2-{'metric' if kind == 'metric' else 'relative'}-hf"
    for preset_name, build in V2_PRESETS.items():
        preset = build({})
        same_net = replace(preset["backbone"], pos_embed_resize="size") == backbone
        if same_net and preset["head"] == head:
            name = preset_name
            break
    return dict(
        model_name=name,
        backbone=backbone,
        head=head,
        camera=None,
        depth_kind="inverse" if kind == "relative" else "absolute",
        extra={k: v for k, v in data.items() if k != "backbone_config"},
        family="depth-anything-v2",
        checkpoint_format="v2-hf",
    )


def is_v2_pth_name(file_name: str) -> bool:
    """Looks like an official V2 checkpoint file name (known or not)."""
    return re.fullmatch(r"depth_anything_v2_.*\.pth", file_name.lower()) is not None
