"""``.glb``: the coloured point cloud and the camera frustums, as the official exporter builds
them (``depth_anything_3/utils/export/glb.py``), with a seeded downsampling.

The points are the pixels whose confidence is at least ``min(max(conf_thresh, p40), p90)`` of
the confidence (over non-sky pixels when the scene has a sky score), back-projected to the
world, then moved into the first camera's frame with glTF axes (x right, y up, z backward:
OpenCV's y and z flipped) and centred on their median. Above ``max_points`` a seeded random
subset is kept (``numpy.random.RandomState(seed).choice``, the draw the official code makes from
numpy's global generator). Each camera is a wire pyramid from its centre to its image corners
at a depth of ``camera_size`` times the scene's 5-95 percentile diagonal.
"""

from __future__ import annotations

import colorsys
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..config.errors import InputError
from ..geometry.option_values import check_option_values
from ..geometry.scene import SKY_THRESHOLD, Scene
from .atomic import atomic_file, require

# OpenCV camera axes (x right, y down, z forward) -> glTF (x right, y up, z backward).
CV_TO_GLTF = np.diag([1.0, -1.0, -1.0, 1.0])


@dataclass(frozen=True)
class GlbGeometry:
    """What the ``.glb`` holds, in its own (glTF) frame."""

    points: np.ndarray  # (P, 3) float64
    colors: np.ndarray  # (P, 3) uint8
    frustums: np.ndarray  # (N, 8, 2, 3) float64 line segments, one pyramid per camera
    frustum_colors: np.ndarray  # (N, 3) uint8
    alignment: np.ndarray  # (4, 4) world -> glTF frame


def confidence_threshold(
    conf: np.ndarray,
    non_sky: np.ndarray | None,
    conf_thresh: float,
    conf_percentile: float,
    ceiling_percentile: float,
) -> float:
    """The official cut: ``min(max(conf_thresh, p_low), p_high)`` over the non-sky pixels
    (all pixels when there is no sky score or 10 or fewer non-sky pixels); non-finite
    confidences are left out (their pixels are not kept: NaN passes no threshold)."""
    pixels = conf[non_sky] if non_sky is not None and non_sky.sum() > 10 else conf
    pixels = pixels[np.isfinite(pixels)]
    if pixels.size == 0:
        return float("inf")
    lower = np.percentile(pixels, conf_percentile)
    upper = np.percentile(pixels, ceiling_percentile)
    return float(min(max(conf_thresh, lower), upper))


def _transform(points: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    return points.astype(np.float64) @ matrix[:3, :3].T + matrix[:3, 3]


def _scene_scale(points: np.ndarray) -> float:
    """The diagonal of the 5-95 percentile box of the points (1.0 when undefined)."""
    if points.shape[0] < 2:
        return 1.0
    low, high = np.percentile(points, 5, axis=0), np.percentile(points, 95, axis=0)
    diag = float(np.linalg.norm(high - low))
    return diag if np.isfinite(diag) and diag > 0 else 1.0


def camera_frustums(scene: Scene, alignment: np.ndarray, size: float) -> np.ndarray:
    """(N, 8, 2, 3) segments: centre to the 4 image corners at depth ``size``, then the
    rectangle, in the frame ``alignment`` maps the world to."""
    h, w = scene.depth.shape[1:]
    corners = np.array([[0, 0, 1.0], [w - 1, 0, 1.0], [w - 1, h - 1, 1.0], [0, h - 1, 1.0]])
    c2w = scene.camera_to_world()
    segments = []
    for k, pose in zip(scene.intrinsics.astype(np.float64), c2w, strict=True):
        rays = corners @ np.linalg.inv(k).T
        rays[:, 2][rays[:, 2] == 0] = 1.0
        plane = _transform(rays / rays[:, 2:3] * size, pose)
        centre = np.broadcast_to(pose[:3, 3], (4, 3))
        edges = np.stack([plane, np.roll(plane, -1, axis=0)], axis=1)
        segments.append(np.concatenate([np.stack([centre, plane], axis=1), edges]))
    out = np.stack(segments) if segments else np.zeros((0, 8, 2, 3))
    return _transform(out.reshape(-1, 3), alignment).reshape(out.shape)


def camera_colors(n: int) -> np.ndarray:
    """(n, 3) uint8: hues spread over the circle, one per camera."""
    rgb = [colorsys.hsv_to_rgb((i + 0.5) / max(n, 1), 0.85, 0.95) for i in range(n)]
    return (np.array(rgb, dtype=np.float64).reshape(n, 3) * 255).astype(np.uint8)


def glb_geometry(
    scene: Scene,
    *,
    max_points: int = 1_000_000,
    seed: int = 0,
    conf_thresh: float = 1.05,
    conf_percentile: float = 40.0,
    ceiling_percentile: float = 90.0,
    drop_sky: bool = True,
    camera_size: float = 0.03,
) -> GlbGeometry:
    """The points, colours and frustums the ``.glb`` holds (see the module docstring)."""
    values = {"max_points": max_points, "seed": seed, "conf_thresh": conf_thresh,
              "conf_percentile": conf_percentile, "ceiling_percentile": ceiling_percentile,
              "drop_sky": drop_sky, "camera_size": camera_size}  # fmt: skip
    values = check_option_values("glb", values)  # the rule save_scene checks before it
    conf_thresh, conf_percentile = values["conf_thresh"], values["conf_percentile"]
    max_points, seed = values["max_points"], values["seed"]  # ints: np.array(7) taken
    ceiling_percentile, camera_size = values["ceiling_percentile"], values["camera_size"]
    keep = np.isfinite(scene.depth) & (scene.depth > 0)
    non_sky = None
    if scene.sky is not None:
        non_sky = scene.sky < SKY_THRESHOLD
        if drop_sky:
            keep &= non_sky
    if scene.conf is not None:
        threshold = confidence_threshold(
            scene.conf, non_sky, conf_thresh, conf_percentile, ceiling_percentile
        )
        keep &= scene.conf >= threshold
    world = scene.world_points()[keep]
    colors = scene.images[keep]

    w2c0 = np.eye(4)
    w2c0[:3, :4] = scene.extrinsics[0]
    unmoved = CV_TO_GLTF @ w2c0
    centre = np.median(_transform(world, unmoved), axis=0) if len(world) else np.zeros(3)
    shift = np.eye(4)
    shift[:3, 3] = -centre
    alignment = shift @ unmoved

    points = _transform(world, alignment)
    finite = np.isfinite(points).all(axis=1)
    points, colors = points[finite], colors[finite]
    if len(points) > max_points:
        chosen = np.random.RandomState(seed).choice(len(points), max_points, replace=False)
        points, colors = points[chosen], colors[chosen]
    frustums = camera_frustums(scene, alignment, _scene_scale(points) * camera_size)
    return GlbGeometry(points, colors, frustums, camera_colors(scene.num_views), alignment)


def write_glb(
    scene: Scene, path: str | os.PathLike, *, show_cameras: bool = True, **options: object
) -> Path:
    """Write ``path`` (.glb); ``options`` go to ``glb_geometry``."""
    path = Path(path).expanduser()  # "~/x": the home folder, as scene.save takes it
    trimesh = require("trimesh", "trimesh")
    geometry = glb_geometry(scene, **options)  # type: ignore[arg-type]
    if not len(geometry.points) and not show_cameras:  # trimesh: "Can't export empty scenes!"
        raise InputError(
            f"the glb {str(path)!r} would be empty: no pixel is kept (finite positive depth, "
            "confidence at or above the cut, not sky) and show_cameras=False; draw the "
            "cameras, or keep more points (a lower conf_percentile, drop_sky=False)"
        )
    out = trimesh.Scene()
    out.metadata["alignment"] = geometry.alignment.tolist()  # world -> this file's frame
    if len(geometry.points):
        out.add_geometry(
            trimesh.points.PointCloud(geometry.points, colors=geometry.colors), geom_name="points"
        )
    if show_cameras:
        require("scipy", "scipy: trimesh's line paths")
        cameras = zip(geometry.frustums, geometry.frustum_colors, strict=True)
        for i, (segments, color) in enumerate(cameras):
            lines = trimesh.load_path(segments)
            lines.colors = np.tile(color, (len(lines.entities), 1))
            out.add_geometry(lines, geom_name=f"camera_{i}")
    data = out.export(file_type="glb")
    with atomic_file(path) as tmp:
        tmp.write_bytes(data)
    return path
