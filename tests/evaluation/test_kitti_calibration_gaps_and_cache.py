"""eval-kitti, from an outside test: a right-camera frame under a left-only calibration and a
damaged cached prediction are frames, not the run; models that give metres without a focal
length are not handed the camera."""

from __future__ import annotations

import shutil
import warnings
from pathlib import Path

import numpy as np
import pytest

from support.kitti_synthetic import DATE, DRIVE_A, make_synthetic_kitti
from tt_depth_anything_3.evaluation import evaluate_kitti


@pytest.fixture()
def left_only(tmp_path):
    layout = make_synthetic_kitti(tmp_path / "kitti")
    calib = layout.root / DATE / "calib_cam_to_cam.txt"
    lines = calib.read_text().splitlines()
    calib.write_text("\n".join(line for line in lines if "_03:" not in line) + "\n")
    frames = layout.split_file.read_text().splitlines()
    drive_path, name, _ = frames[0].split()
    for left in (layout.root / drive_path / "image_02" / "data" / f"{name}.png",
                 *layout.gt_root.glob(f"*/{Path(drive_path).name}/proj_depth/groundtruth/"
                                      f"image_02/{name}.png")):  # fmt: skip
        right = Path(str(left).replace("image_02", "image_03"))
        right.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(left, right)
    layout.split_file.write_text("\n".join([*frames, f"{drive_path} {name} r"]) + "\n")
    return layout


def test_a_right_frame_without_its_calibration_is_missing(left_only, tiny_metric_model, tmp_path):
    args = dict(gt_root=left_only.gt_root, split_file=left_only.split_file, progress=False)
    for gt in ("annotated", "lidar"):
        result = evaluate_kitti(
            left_only.root, tiny_metric_model, out_dir=tmp_path / gt, gt=gt, **args
        )
        reasons = [row.missing_reason for row in result.missing]
        assert any("no P_rect_03 / S_rect_03" in r for r in reasons), reasons
        assert result.metrics["n_images"] >= 1
        assert (tmp_path / gt / "metrics.json").is_file()


def test_a_damaged_cached_prediction_is_predicted_again(tiny_metric_model, tmp_path):
    layout = make_synthetic_kitti(tmp_path / "kitti")
    args = dict(gt_root=layout.gt_root, split_file=layout.split_file, progress=False)
    first = evaluate_kitti(layout.root, tiny_metric_model, out_dir=tmp_path / "run", **args)
    cached = sorted((tmp_path / "run" / "predictions").glob(f"{DRIVE_A}_*.npz"))
    cached[0].write_bytes(cached[0].read_bytes()[:300])  # a torn copy
    np.savez(cached[1], other=np.zeros(2))  # no depth in it
    with pytest.warns(UserWarning, match="unreadable .*predicting it again") as caught:
        again = evaluate_kitti(layout.root, tiny_metric_model, out_dir=tmp_path / "run", **args)
    assert len([w for w in caught if "predicting it again" in str(w.message)]) == 2
    assert again.metrics == first.metrics


def test_metres_without_a_focal_length_take_no_camera(tmp_path):
    """The nested and V2 metric models warned at every frame that the intrinsics given to
    them are not used, and the report said their focal length came from P_rect."""
    from support.checkpoints import write_v2_pth_checkpoint
    from tt_depth_anything_3 import DepthAnything3

    weights = write_v2_pth_checkpoint(tmp_path / "weights", "depth-anything-v2-metric-vkitti-small")
    model = DepthAnything3.from_pretrained(weights_path=weights, process_res=140)
    layout = make_synthetic_kitti(tmp_path / "kitti")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        evaluate_kitti(
            layout.root, model, gt_root=layout.gt_root, split_file=layout.split_file,
            out_dir=tmp_path / "out", progress=False,
        )  # fmt: skip
    report = (tmp_path / "out" / "results.md").read_text()
    assert "P_rect" not in report and "m depth (no focal length used)" in report


def test_a_checkpoint_named_by_its_folder_or_its_weights_file_is_one_run(tmp_path):
    """A rerun with ``--weights ck/model.safetensors`` after ``--weights ck`` was refused as
    another model (same files, sizes and times)."""
    from support.checkpoints import write_checkpoint
    from tt_depth_anything_3.checkpoints.identity import checkpoint_identity

    folder = write_checkpoint(tmp_path / "ck", "da3metric-large")
    assert checkpoint_identity(folder / "model.safetensors") == checkpoint_identity(folder)
    other = tmp_path / "other.safetensors"
    other.write_bytes((folder / "model.safetensors").read_bytes())
    assert checkpoint_identity(other)["source"] == str(other.resolve())  # a file on its own


def test_annotated_frames_need_no_lidar_calibration(left_only, tiny_metric_model, tmp_path):
    """A date without calib_velo_to_cam.txt lost every frame ("no calibration file"), the
    right frame too, instead of naming its missing P_rect_03: only --gt lidar needs the file."""
    from tt_depth_anything_3.evaluation import FrameUnavailable
    from tt_depth_anything_3.evaluation.kitti_calibration import CalibrationCache

    velo = left_only.root / DATE / "calib_velo_to_cam.txt"
    velo.unlink()
    args = dict(gt_root=left_only.gt_root, split_file=left_only.split_file, progress=False)
    annotated = evaluate_kitti(left_only.root, tiny_metric_model, out_dir=tmp_path / "a", **args)
    reasons = {row.frame.key: row.missing_reason for row in annotated.missing}
    assert annotated.metrics["n_images"] == 4, reasons
    assert reasons[f"{DRIVE_A}_0000000000_image_03"].startswith("the calibration has no P_rect_03")
    assert not any("velo" in reason for reason in reasons.values()), reasons
    lidar = evaluate_kitti(
        left_only.root, tiny_metric_model, out_dir=tmp_path / "l", gt="lidar", **args
    )
    reasons = {row.frame.key: row.missing_reason for row in lidar.missing}
    assert lidar.metrics["n_images"] == 0
    assert reasons[f"{DRIVE_A}_0000000000"] == (
        f"no calibration file {velo} (the LiDAR ground truth needs it)"
    )
    assert reasons[f"{DRIVE_A}_0000000000_image_03"].startswith("the calibration has no P_rect_03")
    velo.write_text("R: 1 0 0\n")  # malformed: the annotated frames are still served
    calibration = CalibrationCache(left_only.root)(DATE)
    assert calibration.focal_px(2) == 100.0
    with pytest.raises(FrameUnavailable, match="unreadable calibration: .* R has 3 numbers"):
        calibration.velo_to_image(2)
