"""Intrinsics given to ``reconstruct`` come back exactly (as given extrinsics do): from
``original_intrinsics()``, the npz export, COLMAP's cameras and ``tt-da3 reconstruct``'s
cameras.json, for any-view and metric models and views of mixed sizes."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3 import Scene
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports import load_npz
from tt_depth_anything_3.geometry.streaming import slice_scene

# one K per view: a landscape 120x90 view and a portrait 90x120 one (centre-cropped together)
K = np.array(
    [
        [[151.7, 0, 60.3], [0, 149.9, 44.1], [0, 0, 1]],
        [[160.0, 0, 45.0], [0, 160.0, 60.0], [0, 0, 1]],
    ]
)
POSES = np.tile(np.eye(4), (2, 1, 1))
POSES[1, 0, 3] = -1.0


@pytest.fixture()
def mixed_views(photo, tmp_path) -> list[Path]:
    paths = [tmp_path / "land.png", tmp_path / "port.png"]
    Image.fromarray(photo).save(paths[0])
    Image.fromarray(np.ascontiguousarray(np.rot90(photo))).save(paths[1])
    return paths


def test_given_k_comes_back_exactly(tiny_anyview_model, mixed_views, tmp_path):
    scene = tiny_anyview_model.reconstruct(
        list(map(str, mixed_views)), extrinsics=POSES, intrinsics=K
    )
    assert scene.resized_sizes is not None  # the views were cropped to one size
    assert np.array_equal(scene.original_intrinsics(), K)
    assert np.array_equal(load_npz(scene.save(tmp_path / "s.npz")).original_intrinsics(), K)
    scene.save(tmp_path / "colmap", format="colmap")
    rows = (tmp_path / "colmap" / "cameras.txt").read_text(encoding="utf-8").splitlines()
    params = [[float(x) for x in row.split()[4:]] for row in rows if not row.startswith("#")]
    assert params == [[k[0, 0], k[1, 1], k[0, 2], k[1, 2]] for k in K]
    # the network-size K is still the given one mapped there
    np.testing.assert_allclose(scene.mapped_intrinsics(), K, rtol=1e-6)
    assert np.array_equal(slice_scene(scene, slice(1, 2)).original_intrinsics(), K[1:])


def test_metric_model_keeps_given_k(tiny_metric_model, mixed_views):
    scene = tiny_metric_model.reconstruct(list(map(str, mixed_views)), intrinsics=K)
    assert np.array_equal(scene.original_intrinsics(), K)


def test_command_writes_given_k_exactly(tiny_anyview_checkpoint, mixed_views, tmp_path):
    cameras = tmp_path / "cams.npz"
    np.savez(cameras, extrinsics=POSES[:, :3], intrinsics=K)
    out = tmp_path / "out"
    args = ["reconstruct", *map(str, mixed_views), "--cameras", str(cameras), "--out", str(out),
            "--weights", str(tiny_anyview_checkpoint), "--device", "cpu", "--process-res", "140",
            "--format", "colmap", "--no-progress"]  # fmt: skip
    assert main(args) == 0
    record = json.loads((out / "cameras.json").read_text(encoding="utf-8"))
    assert [view["original_intrinsics"] for view in record["views"]] == K.tolist()


def test_a_scene_refuses_given_intrinsics_that_are_not_its_own():
    n, h, w = 1, 14, 21
    k = np.array([[[20.0, 0, 10.5], [0, 20, 7], [0, 0, 1]]])
    fields = dict(
        depth=np.ones((n, h, w), np.float32),
        conf=None,
        extrinsics=np.eye(4)[None, :3],
        intrinsics=k.astype(np.float32),
        images=np.zeros((n, h, w, 3), np.uint8),
        original_sizes=[[h * 2, w * 2]],
    )
    original = k.copy()
    original[:, :2] *= 2  # the original images are twice the network size
    assert np.array_equal(
        Scene(**fields, given_intrinsics=original).original_intrinsics(), original
    )
    bad = original.copy()
    bad[0, 0, 2] += 1.0
    with pytest.raises(InputError, match="given_intrinsics must be the original images' K"):
        Scene(**fields, given_intrinsics=bad)
