"""A scene with NaN / inf depth (a V2 relative model's 1 / 0, a hand-made scene): its points
and every export drop those pixels without numpy's ``invalid value encountered in matmul``."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from tt_depth_anything_3 import Scene

N, H, W = 2, 28, 42


def nonfinite_scene() -> Scene:
    ext = np.tile(np.eye(4, dtype=np.float32)[:3], (N, 1, 1))
    ext[1, 0, 3] = -0.3
    k = np.array([[40.0, 0, W / 2], [0, 40, H / 2], [0, 0, 1]], np.float32)
    depth = np.full((N, H, W), 2.0, np.float32)
    depth[0, :5, :5] = np.nan
    depth[1, 0, :] = np.inf
    depth[1, 1, :3] = -1
    depth[1, 2, :3] = 0
    return Scene(
        depth=depth,
        conf=np.random.default_rng(0).uniform(1, 3, (N, H, W)).astype(np.float32),
        extrinsics=ext,
        intrinsics=np.tile(k, (N, 1, 1)),
        images=np.full((N, H, W, 3), 128, np.uint8),
        original_sizes=np.array([[H * 4, W * 4]] * N),
    )


def test_points_of_nonfinite_depth_are_dropped_without_warning():
    scene = nonfinite_scene()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        world = scene.world_points()
        xyz, rgb = scene.points(conf_percentile=0)
    assert np.isnan(world[0, :5, :5]).all()
    assert len(xyz) == len(rgb) == N * H * W - 25 - W - 3 - 3
    assert np.isfinite(xyz).all()


@pytest.mark.parametrize("name", ["a.ply", "a.glb", "colmap"])
def test_exports_of_nonfinite_depth_raise_no_numpy_warning(tmp_path, name):
    if name.endswith(".glb"):
        pytest.importorskip("trimesh")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        written = nonfinite_scene().save(tmp_path / name)
    assert written.exists()
