"""DA3NESTED-GIANT-LARGE: the any-view giant (``da3``) and DA3Metric-Large (``da3_metric``)
run on the same views; the giant's depth and cameras are scaled to metres by the metric
branch (``geometry.metric_alignment``). Checkpoint keys: ``model.da3.*``, ``model.da3_metric.*``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import torch
from torch import nn

from .metric_alignment import align_to_metric
from .network import HEAD_VIEWS_PER_CALL, DepthAnything3Network

if TYPE_CHECKING:
    from ..config.schema import DA3Config

# Views per call of the metric branch: its memory stays that of one chunk, not of N views
# (``geometry.limits`` counts it as such).
METRIC_VIEWS_PER_CALL = HEAD_VIEWS_PER_CALL


def anyview_config(config: DA3Config) -> DA3Config:
    """The any-view branch's own config (the nested config without its metric branch)."""
    return replace(config, model_name="da3-giant", depth_kind="anyview", metric_branch=None)


class NestedNetwork(nn.Module):
    """Images (B, 3, H, W) -> per image (each its own scene): metric ``depth`` (metres, sky
    filled), ``conf``, ``sky`` (the metric branch's score), ``extrinsics`` (B, 3, 4) with the
    translation in metres, ``intrinsics`` and ``metric_scale`` (B,). ``forward_views`` does the
    same for scenes of several views (one scale per scene)."""

    def __init__(self, config: DA3Config) -> None:
        super().__init__()
        if config.metric_branch is None:
            raise ValueError(f"{config.model_name} is not a nested model")
        self.config = config
        self.da3 = DepthAnything3Network(anyview_config(config))
        self.da3_metric = DepthAnything3Network(config.metric_branch)

    @property
    def has_camera(self) -> bool:
        return True

    def branches(self) -> list[tuple[str, DepthAnything3Network]]:
        """(state-dict prefix, network) of each branch."""
        return [("da3.", self.da3), ("da3_metric.", self.da3_metric)]

    def clear_caches(self) -> None:
        self.da3.clear_caches()
        self.da3_metric.clear_caches()

    def _align(self, anyview: dict, metric: dict) -> dict[str, torch.Tensor]:
        """Align each scene (leading axis) and stack the results."""
        rows = []
        for i in range(anyview["depth"].shape[0]):
            rows.append(
                align_to_metric(
                    anyview["depth"][i],
                    anyview["conf"][i],
                    anyview["extrinsics"][i],
                    anyview["intrinsics"][i],
                    metric["depth"][i],
                    metric["sky"][i],
                )
            )
        result = dict(anyview)
        if "gs_raw" in anyview:  # the Gaussians are made in the any-view branch's units
            result["gs_depth"] = anyview["depth"]
        result["depth"] = torch.stack([r.depth for r in rows])
        result["conf"] = torch.stack([r.conf for r in rows])
        result["extrinsics"] = torch.stack([r.extrinsics for r in rows])
        result["sky"] = metric["sky"]
        result["metric_scale"] = torch.tensor([r.scale for r in rows])
        return result

    def forward(self, images: torch.Tensor) -> dict[str, torch.Tensor]:
        anyview = self.da3(images)
        metric = self.da3_metric(images)
        # each image is a scene of one view
        per_scene = {k: v[:, None] for k, v in anyview.items()}
        aligned = self._align(per_scene, {k: v[:, None] for k, v in metric.items()})
        return {k: (v[:, 0] if k != "metric_scale" else v) for k, v in aligned.items()}

    def forward_views(self, views: torch.Tensor, **options) -> dict[str, torch.Tensor]:
        """Views (B, S, 3, H, W); options as ``DepthAnything3Network.forward_views``."""
        anyview = self.da3.forward_views(views, **options)
        images = views.flatten(0, 1)  # the metric branch sees each view alone, a few at a time
        parts = [self.da3_metric(images[s : s + METRIC_VIEWS_PER_CALL])
                 for s in range(0, images.shape[0], METRIC_VIEWS_PER_CALL)]  # fmt: skip
        metric = {k: torch.cat([p[k] for p in parts]).unflatten(0, views.shape[:2])
                  for k in parts[0]}  # fmt: skip
        return self._align(anyview, metric)
