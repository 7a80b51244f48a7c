"""``.ply``: the point cloud of ``Scene.points`` as binary little-endian PLY, one vertex per
point with ``x y z`` (float32, world frame, OpenCV axes), ``red green blue`` (uint8) and, when
the model gives confidence, ``conf`` (float32)."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np

from ..geometry.scene import Scene
from .atomic import atomic_file, require


def point_table(
    scene: Scene, conf_percentile: float | None = 40.0, drop_sky: bool = True
) -> np.ndarray:
    """The structured (P,) array the PLY holds: the points of ``scene.points(...)`` in order."""
    keep = scene.point_mask(conf_percentile, drop_sky)
    fields = [
        ("x", "<f4"),
        ("y", "<f4"),
        ("z", "<f4"),
        ("red", "u1"),
        ("green", "u1"),
        ("blue", "u1"),
    ]
    if scene.conf is not None:
        fields.append(("conf", "<f4"))
    table = np.empty(int(keep.sum()), dtype=fields)
    xyz = scene.world_points()[keep]
    rgb = scene.images[keep]
    for i, axis in enumerate("xyz"):
        table[axis] = xyz[:, i]
    for i, channel in enumerate(("red", "green", "blue")):
        table[channel] = rgb[:, i]
    if scene.conf is not None:
        table["conf"] = scene.conf[keep]
    return table


def one_line(text: str) -> str:
    """``text`` as one PLY header comment: line breaks (a hand-set ``model_name``) become
    spaces (plyfile refuses a comment holding one)."""
    return " ".join(text.splitlines())


def write_ply(
    scene: Scene,
    path: str | os.PathLike,
    *,
    conf_percentile: float | None = 40.0,
    drop_sky: bool = True,
) -> Path:
    """Write ``path`` (.ply); the points are ``scene.points(conf_percentile, drop_sky)``."""
    path = Path(path).expanduser()  # "~/x": the home folder, as scene.save takes it
    plyfile = require("plyfile", "plyfile")
    table = point_table(scene, conf_percentile, drop_sky)
    ply = plyfile.PlyData(
        [plyfile.PlyElement.describe(table, "vertex")],
        byte_order="<",
        comments=[
            one_line(f"tt-depth-anything-3 {scene.model_name}".strip()),
            one_line(f"units {scene.units}, world frame, OpenCV axes"),
        ],
    )
    with atomic_file(path) as tmp:
        ply.write(str(tmp))
    return path
