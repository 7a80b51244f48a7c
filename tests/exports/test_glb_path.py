"""The sequence's glb written without trimesh (``exports.glb_path``), read back by trimesh:
the same points, colours and camera path as trimesh's own export of that scene."""

from __future__ import annotations

import numpy as np
import pytest

from tt_depth_anything_3.exports.glb_path import glb_bytes, write_glb

trimesh = pytest.importorskip("trimesh", reason="pip install 'tt-depth-anything-3[3d]'")


def trimesh_glb(xyz, rgb, centres) -> bytes:
    """What ``write_path_glb`` wrote before: trimesh's export of the same scene."""
    scene = trimesh.Scene()
    colours = np.column_stack([rgb, np.full(len(rgb), 255, np.uint8)])
    scene.add_geometry(trimesh.PointCloud(xyz, colors=colours), geom_name="points")
    if len(centres) >= 2:
        scene.add_geometry(trimesh.load_path(centres), geom_name="camera_path")
    return trimesh.exchange.gltf.export_glb(scene)


@pytest.mark.parametrize("cameras", [1, 7])
def test_glb_reads_back_as_trimesh_export(tmp_path, cameras):
    rng = np.random.default_rng(0)
    xyz = rng.normal(0, 2, (1001, 3)).astype(np.float32)
    rgb = rng.integers(0, 256, (1001, 3)).astype(np.uint8)
    centres = np.cumsum(rng.normal(0, 0.1, (cameras, 3)), axis=0)
    write_glb(tmp_path / "ours.glb", xyz, rgb, centres)
    (tmp_path / "theirs.glb").write_bytes(trimesh_glb(xyz, rgb, centres))
    ours = trimesh.load(tmp_path / "ours.glb")
    theirs = trimesh.load(tmp_path / "theirs.glb")
    assert sorted(ours.geometry) == sorted(theirs.geometry)
    a, b = ours.geometry["points"], theirs.geometry["points"]
    assert np.array_equal(a.vertices, b.vertices)
    assert np.array_equal(a.vertices, xyz.astype(np.float64))
    assert np.array_equal(a.colors, b.colors)
    assert np.array_equal(a.colors[:, :3], rgb)
    if cameras >= 2:
        path, reference = ours.geometry["camera_path"], theirs.geometry["camera_path"]
        assert np.array_equal(path.vertices, reference.vertices)
        segments = path.vertices.reshape(-1, 2, 3)  # GL_LINES: one vertex pair a segment
        expected = centres.astype(np.float32).astype(np.float64)
        assert np.array_equal(segments[:, 0], expected[:-1])
        assert np.array_equal(segments[:, 1], expected[1:])
    else:
        assert "camera_path" not in ours.geometry


def test_glb_rejects_mismatched_colours():
    with pytest.raises(ValueError, match="one colour per point"):
        glb_bytes(np.zeros((3, 3)), np.zeros((2, 3), np.uint8), None)
