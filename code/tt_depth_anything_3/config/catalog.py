"""The catalogue of supported models: the table ``tt-da3 info`` prints and the preset an
official Depth Anything V2 ``.pth`` file name stands for."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .presets import DA3_PRESETS, HUB_MODEL_IDS, PRESETS, SUPPORTED_MODELS
from .presets_v2 import V2_HUB_MODEL_IDS, V2_PTH_FILES, v2_hub_filename
from .schema import DA3Config


def model_table() -> list[dict[str, Any]]:
    """Every supported model (for ``tt-da3 info``): preset name, hub repos, and
    ``DA3Config.summary``: its ``family``, ``kind`` (metric, mono, any-view, nested ...), the
    arrays it gives (``outputs``: depth, conf, sky, pose, gaussians) and its depth's ``units``
    (``"m"``, ``"relative"`` or ``"relative-inverse"``)."""
    rows = []
    for name in SUPPORTED_MODELS:
        config = DA3Config.from_model_name(name)
        hub_ids = sorted(k for k, v in HUB_MODEL_IDS.items() if v == name)
        rows.append({"model_name": name, "hub_ids": hub_ids, **config.summary()})
    return rows


def hub_preset_config(model_id: str | None) -> DA3Config | None:
    """The config of a hub repo id the presets name (known without a download), else None.

    A Depth Anything V2 transformers repo (``*-hf``) is its preset in transformers' layout, as
    its own ``config.json`` reads (``DA3Config.from_dict``): the position embedding resized to
    the exact grid as transformers does, not by the official V2 code's scale factor."""
    name = HUB_MODEL_IDS.get(model_id) if isinstance(model_id, str) else None
    if name is None:
        return None
    config = DA3Config.from_model_name(name)
    if model_id in V2_HUB_MODEL_IDS and v2_hub_filename(model_id) is None:  # an ``-hf`` repo
        backbone = replace(config.backbone, pos_embed_resize="size")
        config = replace(config, backbone=backbone, checkpoint_format="v2-hf")
    return config


def config_for_pth(file_name: str) -> DA3Config | None:
    """The preset an official V2 ``.pth`` file name stands for (None if not one of them)."""
    name = V2_PTH_FILES.get(file_name.lower())
    return None if name is None else DA3Config.from_model_name(name)


__all__ = [
    "DA3_PRESETS",
    "HUB_MODEL_IDS",
    "PRESETS",
    "SUPPORTED_MODELS",
    "config_for_pth",
    "hub_preset_config",
    "model_table",
]
