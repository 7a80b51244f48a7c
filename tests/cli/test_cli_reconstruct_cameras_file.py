"""An outside tester's (area 59, scenes) ``tt-da3 reconstruct`` findings: what ``--cameras``
holds is refused before the model loads. Each run names a checkpoint that is not there: a
command that loaded its model first says that, not the cameras' problem."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from support.reconstruct_runs import npz_run_flags, two_photos
from tt_depth_anything_3.cli import main

K = np.array([[60.0, 0, 40], [0, 60, 30], [0, 0, 1]])


def bad_cameras(kind: str) -> dict[str, np.ndarray]:
    """A --cameras file for 2 views that reconstruct refuses, and the words it says."""
    poses = np.tile(np.eye(4), (2, 1, 1))
    if kind == "nan":
        poses[1, 0, 3] = np.nan
    elif kind == "scaled":
        poses[1, :3, :3] *= 2  # a similarity, not a rotation
    elif kind == "shape":
        poses = poses[:, :3, :3]
    elif kind == "focal":
        return {"extrinsics": poses, "intrinsics": -K}
    return {"extrinsics": poses, "intrinsics": K}


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("nan", "extrinsics has non-finite values"),
        ("scaled", "extrinsics[1] has no rotation in its left 3x3 block"),
        ("shape", "extrinsics must be (N, 3, 4) or (N, 4, 4)"),
        ("focal", "intrinsics need positive focal lengths"),
    ],
)
def test_cameras_reconstruct_refuses_are_refused_before_the_model_loads(
    tmp_path, capsys, kind, words
):
    """A NaN pose in --cameras was said only after the checkpoint loaded (for a hub id, after
    its download) and every view was read."""
    rng = np.random.default_rng(0)
    views = []
    for i in range(2):
        views.append(tmp_path / f"v{i}.png")
        Image.fromarray(rng.integers(0, 255, (60, 80, 3), dtype=np.uint8)).save(views[-1])
    cameras = tmp_path / "cameras.npz"
    np.savez(cameras, **bad_cameras(kind))
    args = ["reconstruct", *map(str, views), "--cameras", str(cameras), "--no-progress"]
    args += ["--out", str(tmp_path / "o"), "--weights", str(tmp_path / "none"), "--device", "cpu"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert f"--cameras {cameras}: {words}" in err and "weights_path" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cameras.npz", "v0.png", "v1.png"]


def test_colmap_bin_names_the_files_as_they_are_named(tiny_anyview_checkpoint, tmp_path, capsys):
    """``tt-da3 reconstruct "IMG 1.jpg" ...`` named the view ``IMG_1.jpg`` in ``colmap-bin/``
    too, a file that is not there (COLMAP, gsplat: image not found); the binary model holds the
    space. ``colmap/`` (text, which cannot) keeps ``_``."""
    rng = np.random.default_rng(0)
    views = []
    for name in ("IMG 1.png", "b.png"):
        views.append(tmp_path / name)
        Image.fromarray(rng.integers(0, 255, (60, 80, 3), dtype=np.uint8)).save(views[-1])
    out = tmp_path / "out"
    args = ["reconstruct", *map(str, views), "--out", str(out), "--no-progress"]
    args += ["--format", "colmap", "--format", "colmap-bin", "--process-res", "70"]
    args += ["--weights", str(tiny_anyview_checkpoint), "--device", "cpu"]
    assert main(args) == 0, capsys.readouterr().err
    binary = (out / "colmap-bin" / "images.bin").read_bytes()
    assert b"IMG 1.png\x00" in binary and b"b.png\x00" in binary
    assert b" IMG_1.png\n" in (out / "colmap" / "images.txt").read_bytes()


def test_a_scene_npz_as_cameras_gives_the_original_images_k(
    tiny_anyview_checkpoint, tmp_path, capsys
):
    """``--cameras`` of an earlier run's ``scene.npz`` (it holds 'extrinsics' and 'intrinsics')
    took its network-size K as K of the photos: 160 px photos at --process-res 70 had their
    focal taken 2.3x too short, silently. A scene export gives its ``original_intrinsics()``."""
    from tt_depth_anything_3.exports import load_npz

    views = two_photos(tmp_path)
    flags = npz_run_flags(tiny_anyview_checkpoint)
    first, again = tmp_path / "first", tmp_path / "again"
    assert main(["reconstruct", *map(str, views), "--out", str(first), *flags]) == 0
    cameras = first / "scene.npz"
    args = ["reconstruct", *map(str, views), "--out", str(again), "--cameras", str(cameras)]
    assert main([*args, *flags]) == 0, capsys.readouterr().err
    before, after = load_npz(cameras), load_npz(again / "scene.npz")
    assert after.pose_source == "given"
    np.testing.assert_array_equal(after.extrinsics, before.extrinsics)
    np.testing.assert_allclose(after.original_intrinsics(), before.original_intrinsics())
