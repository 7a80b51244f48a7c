"""Known poses at map (UTM) coordinates whose values all happen to be float32 numbers (a nadir
rig at whole metres): float64 poses keep their scale wherever the world origin is, in the API
and in ``tt-da3 reconstruct``; float32 poses are still judged at float32 precision."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.geometry.alignment import given_pose_scale, pose_rounding

K = np.array([[150.0, 0, 60], [0, 150, 45], [0, 0, 1]])
NADIR = np.diag([1.0, -1.0, -1.0])  # looking straight down: every entry a float32 number
LOCAL = [0.0, 0.0, 100.0]
UTM = [500000.0, 4100000.0, 100.0]
UTM_FRACTION = [500000.1, 4100000.1, 100.0]


def nadir_rig(origin: list[float], count: int = 3, baseline: float = 2.0) -> np.ndarray:
    """float64 world-to-camera (count, 4, 4): nadir cameras ``baseline`` apart along x."""
    ext = np.tile(np.eye(4), (count, 1, 1))
    for i in range(count):
        centre = np.array(origin) + [baseline * i, 0.0, 0.0]
        ext[i, :3, :3] = NADIR
        ext[i, :3, 3] = -NADIR @ centre
    return ext


@pytest.fixture(scope="module")
def anyview(tiny_anyview_checkpoint):
    model = DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cpu", process_res=112
    )
    yield model
    model.close()


def test_float64_poses_are_judged_at_float64_precision():
    utm = nadir_rig(UTM)
    assert np.array_equal(utm.astype(np.float32), utm)  # the case float32 detection misread
    assert pose_rounding(utm) == pytest.approx(1e-12)
    assert pose_rounding(utm.astype(np.float32)) == pytest.approx(1e-6)
    predicted = nadir_rig([0.0, 0.0, 0.0], baseline=0.5)
    assert given_pose_scale(utm, predicted).observable
    assert given_pose_scale(utm, predicted).scale == pytest.approx(0.25)
    # the same rig given as float32 (0.25 m rounding at 4.1e6 m) is one centre, as before
    assert not given_pose_scale(utm.astype(np.float32), predicted).observable
    assert not given_pose_scale(utm, predicted, eps=float(np.finfo(np.float32).eps)).observable


def test_depth_does_not_depend_on_the_world_origin(anyview, view_files):
    views = [str(p) for p in view_files]
    scenes = {
        name: anyview.reconstruct(views, extrinsics=nadir_rig(origin), intrinsics=K)
        for name, origin in (("local", LOCAL), ("utm", UTM), ("utm+0.1", UTM_FRACTION))
    }
    for name, scene in scenes.items():
        assert (scene.pose_source, scene.units) == ("given", "poses"), name
        np.testing.assert_allclose(scene.depth, scenes["local"].depth, rtol=1e-4, err_msg=name)
    assert np.array_equal(scenes["utm"].extrinsics, nadir_rig(UTM)[:, :3])


def test_float32_poses_given_to_reconstruct_keep_their_precision(anyview, view_files):
    """The case the float32 detection served: float32 poses are copied to float64 by the
    checks; 0.1 m apart at 4.1e6 m is below their rounding, so one centre."""
    torch = pytest.importorskip("torch")
    close = nadir_rig(UTM, baseline=0.1)
    for given in (close.astype(np.float32), torch.from_numpy(close.astype(np.float32))):
        scene = anyview.reconstruct([str(p) for p in view_files], extrinsics=given, intrinsics=K)
        assert scene.pose_source == "given (one camera centre: depth unscaled)"
        assert scene.units == "relative"


def test_command_keeps_the_scale_of_map_poses(tiny_anyview_checkpoint, view_files, tmp_path):
    units = {}
    for name, origin in (("local", LOCAL), ("utm", UTM), ("utm_fraction", UTM_FRACTION)):
        cameras = tmp_path / f"{name}.npz"
        np.savez(cameras, extrinsics=nadir_rig(origin)[:, :3], intrinsics=K)
        out = tmp_path / name
        args = ["reconstruct", *map(str, view_files), "--cameras", str(cameras), "--out",
                str(out), "--weights", str(tiny_anyview_checkpoint), "--device", "cpu",
                "--process-res", "112", "--format", "npz", "--no-progress"]  # fmt: skip
        assert main(args) == 0
        record = json.loads((out / "cameras.json").read_text(encoding="utf-8"))
        units[name] = (record["pose_source"], record["units"])
    assert set(units.values()) == {("given", "poses")}
