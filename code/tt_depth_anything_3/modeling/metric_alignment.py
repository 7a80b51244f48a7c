"""The nested model's metric alignment (official ``NestedDepthAnything3Net``), deterministic.

The any-view branch gives up-to-scale depth, confidence and cameras; the metric branch gives
focal-normalised depth and a sky score. For one scene (all its views together):

1. metric depth in metres = metric output x ((fx + fy) / 2) / 300, with the any-view
   branch's intrinsics of each view;
2. non-sky pixels: sky score < 0.3 (more than 10 needed, else an ``InputError``: an image
   all sky has no scale; the official code asserts);
3. alignment pixels: non-sky, confidence >= the median confidence of the non-sky pixels,
   metric depth > 0.01, any-view depth > 0.001 (none: an ``InputError``; the official scale
   is 0 there, an all-zero depth map);
4. one least-squares scale s = sum(metric x depth) / sum(depth^2) over them, applied to the
   depth and to the camera translations;
5. sky pixels get depth min(p99 of the non-sky depth, 200) and confidence 1.

The official code estimates the median and the 99th percentile on a random subsample of 100k
values when there are more; here they are exact (linear interpolation, as
``torch.quantile``), so the result does not change from run to run. With at most 100k values
the two agree exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from ..config.errors import InputError
from ..config.parts import SKY_THRESHOLD

SKY_DEPTH_CAP = 200.0
METRIC_FOCAL = 300.0


def exact_quantile(values: torch.Tensor, q: float) -> torch.Tensor:
    """``torch.quantile(values, q)`` (linear interpolation) for any number of values."""
    flat = values.reshape(-1).sort().values
    position = q * (flat.numel() - 1)
    low = int(position)
    high = min(low + 1, flat.numel() - 1)
    return flat[low] + (flat[high] - flat[low]) * (position - low)


@dataclass(frozen=True)
class MetricAlignment:
    """The aligned scene: depth in metres, confidence, extrinsics, and the scale applied."""

    depth: torch.Tensor
    conf: torch.Tensor
    extrinsics: torch.Tensor
    scale: float
    sky_depth: float


def align_to_metric(
    depth: torch.Tensor,
    conf: torch.Tensor,
    extrinsics: torch.Tensor,
    intrinsics: torch.Tensor,
    metric_depth: torch.Tensor,
    sky: torch.Tensor,
) -> MetricAlignment:
    """Scale one scene's any-view outputs to metres with the metric branch (see the module).

    Args:
        depth, conf: (S, H, W) any-view depth and confidence.
        extrinsics: (S, 3|4, 4) world-to-camera; intrinsics: (S, 3, 3) at (H, W).
        metric_depth: (S, H, W) the metric branch's focal-normalised output.
        sky: (S, H, W) the metric branch's sky score.
    """
    focal = (intrinsics[:, 0, 0] + intrinsics[:, 1, 1]) / 2
    metric = metric_depth * (focal[:, None, None] / METRIC_FOCAL)
    non_sky = sky < SKY_THRESHOLD
    if int(non_sky.sum()) <= 10:  # the official code asserts: an image (almost) all sky
        raise InputError(
            f"metric alignment needs more than 10 non-sky pixels (sky score < {SKY_THRESHOLD}); "
            f"this scene has {int(non_sky.sum())}: the nested model cannot scale an image that "
            "is all sky to metres (the any-view models give its up-to-scale depth)"
        )
    median_conf = exact_quantile(conf[non_sky], 0.5)
    mask = (conf >= median_conf) & non_sky & (metric > 1e-2) & (depth > 1e-3)
    if not bool(mask.any()):  # the official code's scale is 0 here: an all-zero depth map
        raise InputError(
            "metric alignment found no pixel with both depths valid (metric depth > 0.01 m and "
            "any-view depth > 0.001 where not sky): the nested model cannot scale this scene "
            "to metres"
        )
    valid_depth, valid_metric = depth[mask], metric[mask]
    scale = torch.dot(valid_metric, valid_depth) / torch.dot(valid_depth, valid_depth).clamp_min(
        1e-12
    )
    depth = depth * scale
    extrinsics = extrinsics.clone()
    extrinsics[..., :3, 3] *= scale
    sky_depth = min(float(exact_quantile(depth[non_sky], 0.99)), SKY_DEPTH_CAP)
    depth = torch.where(non_sky, depth, torch.full_like(depth, sky_depth))
    conf = torch.where(non_sky, conf, torch.ones_like(conf))
    return MetricAlignment(depth, conf, extrinsics, float(scale), sky_depth)
