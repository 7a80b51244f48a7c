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
from .ray_pose import cameras_from_rays

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
        """Align each scene (leading axis) and stack the results. The metric depth is scaled
        by the focal length of the cameras the scene is returned with: the ray cameras'
        (``ray_intrinsics``) when they were solved, as the official code, whose ray pose
        replaces the camera head's intrinsics before its alignment."""
        focal_k = anyview.get("ray_intrinsics", anyview["intrinsics"])
        rows = []
        for i in range(anyview["depth"].shape[0]):
            rows.append(
                align_to_metric(
                    anyview["depth"][i],
                    anyview["conf"][i],
                    anyview["extrinsics"][i],
                    focal_k[i],
                    metric["depth"][i],
                    metric["sky"][i],
                )
            )
        result = dict(anyview)
        if "ray_extrinsics" in anyview:  # the ray cameras in metres too
            ray_extrinsics = anyview["ray_extrinsics"].clone()
            for i, row in enumerate(rows):
                ray_extrinsics[i, ..., :3, 3] *= row.scale
            result["ray_extrinsics"] = ray_extrinsics
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
        """Views (B, S, 3, H, W); options as ``DepthAnything3Network.forward_views``. With
        ``with_rays`` also the ray head's cameras (``modeling.ray_pose``, seed 0), in metres:
        ``ray_extrinsics`` (B, S, 3, 4) and ``ray_intrinsics`` (B, S, 3, 3); their focal
        length scales the metric depth (as the official ``use_ray_pose``)."""
        anyview = self.da3.forward_views(views, **options)
        if options.get("with_rays"):
            anyview.update(ray_cameras(anyview["ray"], anyview["ray_conf"], views.shape[-2:]))
        images = views.flatten(0, 1)  # the metric branch sees each view alone, a few at a time
        parts = [self.da3_metric(images[s : s + METRIC_VIEWS_PER_CALL])
                 for s in range(0, images.shape[0], METRIC_VIEWS_PER_CALL)]  # fmt: skip
        metric = {k: torch.cat([p[k] for p in parts]).unflatten(0, views.shape[:2])
                  for k in parts[0]}  # fmt: skip
        return self._align(anyview, metric)


def ray_cameras(
    ray: torch.Tensor, ray_conf: torch.Tensor, image_size: tuple[int, int]
) -> dict[str, torch.Tensor]:
    """Ray maps (B, S, h, w, 6) and confidences (B, S, h, w) of B scenes -> the cameras
    ``cameras_from_rays`` solves for each scene (seed 0): ``ray_extrinsics`` (B, S, 3, 4)
    world-to-camera and ``ray_intrinsics`` (B, S, 3, 3) at ``image_size``, on ``ray``'s device."""
    solved = [cameras_from_rays(ray[b], ray_conf[b], tuple(image_size)) for b in range(len(ray))]
    return {
        "ray_extrinsics": torch.stack([e for e, _ in solved]).to(ray.device),
        "ray_intrinsics": torch.stack([k for _, k in solved]).to(ray.device),
    }
