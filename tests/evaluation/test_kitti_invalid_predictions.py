"""Predictions the scorer cannot take (non-finite, or no positive depth): counted apart from
missing data, marked and warned about."""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

from support.kitti_synthetic import DRIVE_A, make_synthetic_kitti
from tt_depth_anything_3.cli import main


@pytest.fixture(scope="module")
def kitti(tmp_path_factory):
    return make_synthetic_kitti(tmp_path_factory.mktemp("kitti"))


def _cli(kitti, out, *extra: str) -> int:
    root, gt_root, split = str(kitti.root), str(kitti.gt_root), str(kitti.split_file)
    flags = ["--kitti-root", root, "--gt-root", gt_root, "--split-file", split]
    return main(["eval-kitti", *flags, "--out", str(out), "--no-progress", *extra])


def test_invalid_predictions_are_counted_apart_and_reported(kitti, tmp_path, capsys):
    """A NaN or all-zero prediction is the predictor's failure: not scored (the means cannot
    hold it), but counted as ``n_invalid``, marked in per_image.csv and results.md, and warned
    about, never passed off as missing data."""
    (tmp_path / "pred").mkdir()
    for key, depth in kitti.ground_truth.items():  # perfect predictions, then two spoiled
        np.save(tmp_path / "pred" / f"{key}.npy", depth.astype(np.float32))
    nan_map = np.load(tmp_path / "pred" / f"{DRIVE_A}_0000000000.npy")
    nan_map[nan_map.shape[0] // 2 :] = np.nan
    np.save(tmp_path / "pred" / f"{DRIVE_A}_0000000000.npy", nan_map)
    np.save(tmp_path / "pred" / f"{DRIVE_A}_0000000001.npy", np.zeros_like(nan_map))
    assert _cli(kitti, tmp_path / "out", "--predictions", str(tmp_path / "pred")) == 0
    metrics = json.loads((tmp_path / "out" / "metrics.json").read_text())
    assert (metrics["n_images"], metrics["n_missing"], metrics["n_invalid"]) == (3, 3, 2)
    with (tmp_path / "out" / "per_image.csv").open() as handle:
        status = {row["key"]: row["status"] for row in csv.DictReader(handle)}
    assert status[f"{DRIVE_A}_0000000000"].startswith("invalid prediction: prediction has")
    assert "non-finite" in status[f"{DRIVE_A}_0000000000"]
    assert status[f"{DRIVE_A}_0000000001"].startswith("invalid prediction: prediction median")
    assert sum(s.startswith("missing:") for s in status.values()) == 1  # no annotated map
    table = (tmp_path / "out" / "results.md").read_text()
    assert "of which 2 invalid predictions" in table and "Invalid predictions (see" in table
    # the note stands above the table it speaks of (it said "the means above")
    assert table.index("the means below leave them out") < table.index("| scaling |")
    assert "| RMSE (m) |" in table  # EVALUATION.md's header, with the unit
    err = capsys.readouterr().err
    assert f"invalid prediction {DRIVE_A}_0000000001:" in err
    assert "tt-da3 eval-kitti: warning: 2 predictions could not be scored" in err


def test_an_all_zero_inverse_prediction_is_said_as_such(kitti, tmp_path, capsys):
    """Zeros as relative inverse depth were inverted to inf and reported as "non-finite
    values", which the file does not hold."""
    (tmp_path / "pred").mkdir()
    for key, depth in kitti.ground_truth.items():
        np.save(tmp_path / "pred" / f"{key}.npy", (1.0 / depth.clip(1.0)).astype(np.float32))
    np.save(tmp_path / "pred" / f"{DRIVE_A}_0000000001.npy", np.zeros((100, 200), np.float32))
    extra = ["--predictions", str(tmp_path / "pred"), "--prediction-units", "relative-inverse"]
    assert _cli(kitti, tmp_path / "out", *extra) == 0
    err = capsys.readouterr().err
    line = next(ln for ln in err.splitlines() if ln.startswith("invalid prediction"))
    assert f"{DRIVE_A}_0000000001: relative-inverse prediction has no positive inverse" in line
    assert "non-finite" not in line


def test_float64_values_over_float32_range_stay_finite(tmp_path):
    """A float64 .npy with finite values past float32's range was 'non-finite' (cast to inf)."""
    import numpy as np

    from tt_depth_anything_3.evaluation.kitti_layout import KittiFrame
    from tt_depth_anything_3.evaluation.predictions import read_external_map

    frame = KittiFrame("2011_09_26", "2011_09_26_drive_0002_sync", 69)
    values = np.full((4, 5), 10.0)
    values[0, 0], values[1, 1] = 1e300, np.nan
    np.save(tmp_path / f"{frame.key}.npy", values)
    got = read_external_map(tmp_path, frame).values
    assert got.dtype == np.float32 and np.isfinite(got[0, 0]) and np.isnan(got[1, 1])


def test_an_empty_npy_is_a_missing_frame_not_a_crash(kitti, tmp_path, capsys):
    """A (0, W) ``.npy`` reached OpenCV's resize, whose assertion (``!ssize.empty()``) ended
    the whole run with a traceback; it is one unreadable prediction file, counted missing."""
    (tmp_path / "pred").mkdir()
    for key, depth in kitti.ground_truth.items():
        np.save(tmp_path / "pred" / f"{key}.npy", depth)
    np.save(tmp_path / "pred" / f"{DRIVE_A}_0000000001.npy", np.zeros((0, 5), np.float32))
    assert _cli(kitti, tmp_path / "out", "--predictions", str(tmp_path / "pred")) == 0
    line = next(ln for ln in capsys.readouterr().err.splitlines() if "0000000001" in ln)
    assert line.startswith("missing") and "shape (0, 5) (empty: no value)" in line
    assert "n_invalid" not in json.loads((tmp_path / "out" / "metrics.json").read_text())
    with (tmp_path / "out" / "per_image.csv").open(encoding="utf-8", newline="") as handle:
        status = {row["key"]: row["status"] for row in csv.DictReader(handle)}
    assert status[f"{DRIVE_A}_0000000001"].startswith("missing: ")
    assert status[f"{DRIVE_A}_0000000000"] == "ok"


def test_a_tiny_positive_inverse_depth_is_far_not_non_finite():
    """1 / x of a positive float32 under ~3e-39 overflowed float32 to inf (with a
    RuntimeWarning), so a finite relative inverse depth map was an invalid prediction
    ("non-finite values inside the mask"). It is a far point: scored as the cap, 80 m."""
    import warnings

    from tt_depth_anything_3.evaluation.metrics import MAX_DEPTH, score_frame
    from tt_depth_anything_3.evaluation.predictions import as_depth

    gt = np.full((100, 200), 20.0, np.float32)
    disparity = np.full((100, 200), 0.05, np.float32)  # 20 m
    disparity[70, 100] = 1e-39  # inside the Garg crop
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        depth = as_depth(disparity, "relative-inverse")
    assert np.isfinite(depth).all() and depth[70, 100] == np.finfo(np.float32).max
    score = score_frame(gt, depth)
    n = score.n_pixels
    assert score.metrics["none"]["abs_rel"] == pytest.approx((MAX_DEPTH - 20.0) / 20.0 / n)


def test_a_png_of_tt_da3_predict_is_read_at_the_scale_it_says(tmp_path):
    """``--predictions`` PNGs are metres x 256 (KITTI); ``tt-da3 predict``'s PNGs are x 1000
    (``--png-scale``) and say so in their Description: such a PNG named for a frame was scored
    3.9x too deep. Its own scale is read now; an unmarked PNG is still x 256."""
    import cv2
    import numpy as np

    from tt_depth_anything_3.evaluation.kitti_layout import KittiFrame
    from tt_depth_anything_3.evaluation.predictions import read_external_map
    from tt_depth_anything_3.inference.outputs import UInt16Depth

    frame = KittiFrame("2011_09_26", "2011_09_26_drive_0002_sync", 69)
    depth = np.array([[1.5, 12.25], [0.0, 40.0]])
    for scale in (1000.0, 256.0, 100.0):
        array = np.round(depth * scale).astype(np.uint16)
        png = UInt16Depth(array, scale, 0, 65535.0 / scale, "m").to_png()
        (tmp_path / f"{frame.key}.png").write_bytes(png)
        got = read_external_map(tmp_path, frame)
        np.testing.assert_allclose(got.values, depth, rtol=1e-6)
        assert got.no_estimate.tolist() == [[False, False], [True, False]]
    cv2.imwrite(str(tmp_path / f"{frame.key}.png"), np.round(depth * 256).astype(np.uint16))
    np.testing.assert_allclose(read_external_map(tmp_path, frame).values, depth, rtol=1e-6)


def test_a_frame_with_only_an_npz_says_what_predictions_reads(tmp_path):
    """A ``--predictions`` folder of ``.npz`` files (``tt-da3 predict --format npz``, an
    eval's own cache) made every frame "no prediction X.npy or .png", naming not the npz it
    holds; the reason now says what the option reads and how an eval's cache is read again."""
    from tt_depth_anything_3.evaluation.kitti_layout import FrameUnavailable, KittiFrame
    from tt_depth_anything_3.evaluation.predictions import read_external_map

    frame = KittiFrame("2011_09_26", "2011_09_26_drive_0002_sync", 69)
    with pytest.raises(FrameUnavailable) as caught:
        read_external_map(tmp_path, frame)
    assert ".npz" not in str(caught.value)  # nothing there: the reason as before
    np.savez(tmp_path / f"{frame.key}.npz", depth=np.ones((2, 2), np.float32))
    with pytest.raises(FrameUnavailable, match=r"no prediction .*\.npy or \.png in ") as caught:
        read_external_map(tmp_path, frame)
    assert "its .npz is there: --predictions reads .npy or .png" in str(caught.value)


def test_a_transposed_prediction_is_invalid_not_stretched(kitti, tmp_path, capsys):
    """A prediction saved (W, H), portrait for KITTI's landscape ground truth, was resized to
    the ground truth and scored in silence; it is now an invalid prediction saying why. A
    square one (a squash run's) is still resized and scored."""
    (tmp_path / "pred").mkdir()
    for key, depth in kitti.ground_truth.items():
        np.save(tmp_path / "pred" / f"{key}.npy", depth.astype(np.float32))
    turned = np.load(tmp_path / "pred" / f"{DRIVE_A}_0000000000.npy").T.copy()
    np.save(tmp_path / "pred" / f"{DRIVE_A}_0000000000.npy", turned)
    square = np.full((64, 64), 10.0, np.float32)
    np.save(tmp_path / "pred" / f"{DRIVE_A}_0000000001.npy", square)
    assert _cli(kitti, tmp_path / "out", "--predictions", str(tmp_path / "pred")) == 0
    metrics = json.loads((tmp_path / "out" / "metrics.json").read_text())
    assert metrics["n_invalid"] == 1
    err = capsys.readouterr().err
    line = next(ln for ln in err.splitlines() if ln.startswith("invalid prediction"))
    assert f"{DRIVE_A}_0000000000:" in line and "saved transposed" in line
    height, width = turned.shape
    assert f"prediction {height}x{width} (HxW) is portrait" in line
