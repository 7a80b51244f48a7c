"""eval-kitti, from an outside test: the prediction cache is keyed by each frame's image and
camera matrix; relative inverse depth is resized before it is inverted; a ``.png``
prediction's 0 is "no estimate"; a ground-truth map is checked against the calibration when no
image is there; clear messages for damaged files; ``results.md`` labels relative figures."""

from __future__ import annotations

import csv
import shutil
import warnings
from pathlib import Path

import cv2
import numpy as np
import pytest

from support.kitti_synthetic import DATE, DRIVE_A, DRIVE_B, make_synthetic_kitti
from tt_depth_anything_3.evaluation import evaluate_kitti, evaluation_mask, score_frame

FIRST = f"{DRIVE_A}_0000000000"


class CountingModel:
    """A model that counts its calls (and the camera it was given)."""

    def __init__(self, model) -> None:
        self._model = model
        self.calls: list = []

    def __getattr__(self, name):
        return getattr(self._model, name)

    def __call__(self, image, **kwargs):
        self.calls.append(kwargs.get("intrinsics"))
        return self._model(image, **kwargs)


def change_focal(root: Path, focal: float) -> None:
    """Write ``focal`` as fx and fy of every P_rect_0X of the synthetic calibration."""
    calib = root / DATE / "calib_cam_to_cam.txt"
    lines = []
    for line in calib.read_text().splitlines():
        if line.startswith("P_rect_0"):
            key, values = line.split(":")
            numbers = [float(v) for v in values.split()]
            numbers[0] = numbers[5] = focal
            line = f"{key}: " + " ".join(f"{v:.12e}" for v in numbers)
        lines.append(line)
    calib.write_text("\n".join(lines) + "\n")


def test_a_changed_calibration_or_image_is_predicted_again(tiny_metric_model, tmp_path):
    """Rerunning into the same --out after the focal length changed scored the old metric
    depth (made with the old focal length); an identical copy of the images is reused."""
    layout = make_synthetic_kitti(tmp_path / "kitti")
    args = dict(gt_root=layout.gt_root, split_file=layout.split_file, progress=False, limit=2)
    first = CountingModel(tiny_metric_model)
    evaluate_kitti(layout.root, first, out_dir=tmp_path / "run", **args)
    assert len(first.calls) == 2

    copy = tmp_path / "copy"  # the same files elsewhere (new modification times)
    shutil.copytree(layout.root, copy)
    again = CountingModel(tiny_metric_model)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        evaluate_kitti(copy, again, out_dir=tmp_path / "run", **args)
    assert again.calls == []  # the same images and camera: the cache is used

    change_focal(copy, 200.0)
    changed = CountingModel(tiny_metric_model)
    with pytest.warns(UserWarning, match=r"made from another input \(intrinsics: \[100\.0, "):
        stale = evaluate_kitti(copy, changed, out_dir=tmp_path / "run", **args)
    assert len(changed.calls) == 2 and changed.calls[0][0, 0] == 200.0
    fresh = evaluate_kitti(copy, tiny_metric_model, out_dir=tmp_path / "fresh", **args)
    assert stale.metrics == fresh.metrics
    with pytest.warns(UserWarning, match=r"intrinsics: \[200\.0, "):  # back to f = 100
        back = evaluate_kitti(layout.root, tiny_metric_model, out_dir=tmp_path / "run", **args)
    assert back.by_scaling["none"] != stale.by_scaling["none"]

    image = copy / DATE / DRIVE_A / "image_02" / "data" / "0000000000.png"
    cv2.imwrite(str(image), 255 - cv2.imread(str(image)))  # another image, same size
    redone = CountingModel(tiny_metric_model)
    with pytest.warns(UserWarning, match="made from another input") as caught:
        evaluate_kitti(copy, redone, out_dir=tmp_path / "run", **args)
    assert ["image.sha256" in str(w.message) for w in caught] == [True, False]
    assert len(redone.calls) == 2  # frame 0's image, and frame 1's camera (run above at f 100)


def test_relative_inverse_depth_is_resized_then_inverted(tmp_path):
    """monodepth2 resizes the disparity to the ground truth's size and inverts it there;
    inverting first and resizing the depth gave other figures."""
    layout = make_synthetic_kitti(tmp_path / "kitti")
    rng = np.random.default_rng(4)
    (tmp_path / "pred").mkdir()
    disparities = {}
    for key in layout.ground_truth:
        disparity = rng.uniform(0.02, 1.0, (25, 50)).astype(np.float32)  # noisy, low-res
        np.save(tmp_path / "pred" / f"{key}.npy", disparity)
        disparities[key] = disparity
    result = evaluate_kitti(
        layout.root,
        predictions_dir=tmp_path / "pred",
        prediction_units="relative-inverse",
        gt_root=layout.gt_root,
        split_file=layout.split_file,
        out_dir=tmp_path / "out",
        progress=False,
    )
    row = next(r for r in result.frames if r.frame.key == FIRST)
    gt = layout.ground_truth[FIRST]
    monodepth2 = 1.0 / cv2.resize(disparities[FIRST], gt.shape[::-1])  # INTER_LINEAR
    expected = score_frame(gt, monodepth2)
    assert row.score.metrics == expected.metrics
    inverted_first = score_frame(gt, 1.0 / disparities[FIRST])
    assert row.score.metrics["none"]["rmse"] != inverted_first.metrics["none"]["rmse"]


def test_png_zeros_are_no_estimate_and_npy_zeros_are_scored(tmp_path):
    """KITTI's devkit: 0 in a depth PNG is "no estimate". They were scored as 1 mm depth."""
    layout = make_synthetic_kitti(tmp_path / "kitti")
    rng = np.random.default_rng(5)
    holes = {key: (depth > 0) & (rng.random(depth.shape) < 0.02)
             for key, depth in layout.ground_truth.items()}  # fmt: skip
    for fmt in ("png", "npy"):
        (tmp_path / fmt).mkdir()
        for key, depth in layout.ground_truth.items():
            dense = np.where(depth > 0, depth, 20.0).astype(np.float32)  # exact, no zeros
            dense[holes[key]] = 0.0
            if fmt == "png":
                cv2.imwrite(
                    str(tmp_path / fmt / f"{key}.png"), np.round(dense * 256).astype(np.uint16)
                )
            else:
                np.save(tmp_path / fmt / f"{key}.npy", dense)
    common = dict(gt_root=layout.gt_root, split_file=layout.split_file, progress=False)
    png = evaluate_kitti(layout.root, predictions_dir=tmp_path / "png", out_dir=tmp_path / "a",
                         **common)  # fmt: skip
    assert png.metrics["abs_rel"] == 0 and png.metrics["d1"] == 1  # the holes are left out
    row = next(r for r in png.frames if r.frame.key == FIRST)
    in_mask = evaluation_mask(layout.ground_truth[FIRST])
    assert row.score.n_no_estimate == int((holes[FIRST] & in_mask).sum()) > 0
    assert row.score.n_pixels == int(in_mask.sum()) - row.score.n_no_estimate
    with (tmp_path / "a" / "per_image.csv").open(encoding="utf-8", newline="") as handle:
        csv_row = next(r for r in csv.DictReader(handle) if r["key"] == FIRST)
    assert int(csv_row["n_no_estimate"]) == row.score.n_no_estimate
    assert (
        "have no estimate (0 in the .png prediction)" in (tmp_path / "a" / "results.md").read_text()
    )

    npy = evaluate_kitti(layout.root, predictions_dir=tmp_path / "npy", out_dir=tmp_path / "b",
                         **common)  # fmt: skip
    assert npy.metrics["abs_rel"] > 0.01  # a .npy's 0 is a prediction (of 0 m, clipped)


def test_no_estimate_of_a_low_resolution_png_spreads_to_its_resized_pixels():
    gt = np.full((40, 80), 10.0, np.float32)
    prediction = np.full((20, 40), 10.0, np.float32)
    holes = np.zeros(prediction.shape, bool)
    holes[10, 20] = True
    prediction[holes] = 0.0
    score = score_frame(gt, prediction, "none", holes)
    assert score.metrics["none"]["abs_rel"] == pytest.approx(0, abs=1e-6)
    assert 1 <= score.n_no_estimate <= 16 and score.n_pixels == 40 * 80 - score.n_no_estimate
    from tt_depth_anything_3.evaluation.kitti_layout import InvalidPrediction

    with pytest.raises(InvalidPrediction, match="no estimate"):
        score_frame(gt, np.zeros_like(gt), "none", np.ones(gt.shape, bool))


def test_a_ground_truth_map_is_checked_against_the_calibration_without_images(tmp_path):
    """Without the images (scoring prediction files), a cropped or resized annotated map was
    scored although the calibration's S_rect_02 gives the image size."""
    layout = make_synthetic_kitti(tmp_path / "kitti")
    for drive in (DRIVE_A, DRIVE_B):
        shutil.rmtree(layout.root / DATE / drive / "image_02")
    gt_path = next(layout.gt_root.rglob("0000000000.png"))
    small = cv2.imread(str(gt_path), cv2.IMREAD_UNCHANGED)[:88, :176]  # a crop
    cv2.imwrite(str(gt_path), small)
    (tmp_path / "pred").mkdir()
    for key, depth in layout.ground_truth.items():
        np.save(tmp_path / "pred" / f"{key}.npy", depth)
    result = evaluate_kitti(
        layout.root,
        predictions_dir=tmp_path / "pred",
        gt_root=layout.gt_root,
        split_file=layout.split_file,
        out_dir=tmp_path / "out",
        progress=False,
    )
    reasons = {row.frame.key: row.missing_reason for row in result.missing}
    assert reasons[FIRST] == (
        f"ground truth {gt_path} is 88x176, the calibration's S_rect_02 100x200"
    )
    assert result.metrics["n_images"] == 4


def test_damaged_files_are_said_plainly(tmp_path, capfd):
    """A non-npy ``.npy`` drew numpy's advice to unpickle it; a truncated PNG printed a bare
    ``libpng error`` line on stderr besides the frame's reason."""
    from tt_depth_anything_3.cli import main

    layout = make_synthetic_kitti(tmp_path / "kitti")
    (tmp_path / "pred").mkdir()
    for key, depth in layout.ground_truth.items():
        np.save(tmp_path / "pred" / f"{key}.npy", depth)
    (tmp_path / "pred" / f"{FIRST}.npy").write_bytes(b"garbage")
    second = tmp_path / "pred" / f"{DRIVE_A}_0000000001.npy"
    second.unlink()
    png = second.with_suffix(".png")
    cv2.imwrite(
        str(png), np.round(layout.ground_truth[f"{DRIVE_A}_0000000001"] * 256).astype(np.uint16)
    )
    data = png.read_bytes()
    png.write_bytes(data[: len(data) // 2])
    gt_path = next(layout.gt_root.rglob(f"{DRIVE_B}/**/0000000005.png"))
    data = gt_path.read_bytes()
    gt_path.write_bytes(data[: len(data) // 2])
    capfd.readouterr()
    argv = ["eval-kitti", "--kitti-root", str(layout.root), "--gt-root", str(layout.gt_root)]
    argv += ["--split-file", str(layout.split_file), "--predictions", str(tmp_path / "pred")]
    assert main([*argv, "--out", str(tmp_path / "out"), "--no-progress"]) == 0
    err = capfd.readouterr().err
    assert f"missing {FIRST}: cannot read" in err and "not a NumPy .npy file" in err
    assert "pickle" not in err
    assert "libpng" not in err
    assert f"missing {DRIVE_A}_0000000001: cannot read {png} as an image: " in err
    assert f"missing {DRIVE_B}_0000000005: cannot read {gt_path} as an image: " in err


@pytest.mark.parametrize(
    ("units", "label"),
    [
        ("m", "| none (as predicted) * |"),
        ("relative", "| none (relative depth as predicted, not metres) |"),
        ("relative-inverse", "| none (1 / relative inverse depth, not metres) |"),
    ],
)
def test_results_md_says_what_the_unscaled_figures_are(tmp_path, units, label):
    layout = make_synthetic_kitti(tmp_path / "kitti")
    (tmp_path / "pred").mkdir()
    for key, depth in layout.ground_truth.items():
        values = 1.0 / np.maximum(depth, 1.0) if units == "relative-inverse" else depth
        np.save(tmp_path / "pred" / f"{key}.npy", values.astype(np.float32))
    evaluate_kitti(layout.root, predictions_dir=tmp_path / "pred", prediction_units=units,
                   gt_root=layout.gt_root, split_file=layout.split_file,
                   out_dir=tmp_path / "out", progress=False)  # fmt: skip
    table = (tmp_path / "out" / "results.md").read_text(encoding="utf-8")
    assert label in table
    assert ("RMSE (m)" in table) == (units == "m")
    assert ("none (as predicted)" in table) == (units == "m")


def test_pcc_keys_are_there_when_no_frame_was_scored(tmp_path, tiny_metric_model):
    """EVALUATION.md: metrics.json holds ``pcc_mean pcc_min`` with ``--pcc``, ``null`` when no
    frame was scored; they were left out then (a reader's ``metrics["pcc_min"]`` failed)."""
    import json

    layout = make_synthetic_kitti(tmp_path / "kitti")
    (tmp_path / "pred").mkdir()  # no prediction file: every frame missing
    result = evaluate_kitti(layout.root, predictions_dir=tmp_path / "pred",
                            gt_root=layout.gt_root, split_file=layout.split_file,
                            reference_model=tiny_metric_model, out_dir=tmp_path / "out",
                            progress=False)  # fmt: skip
    assert result.metrics["n_images"] == 0
    written = json.loads((tmp_path / "out" / "metrics.json").read_text(encoding="utf-8"))
    assert (written["pcc_mean"], written["pcc_min"]) == (None, None)
    table = (tmp_path / "out" / "results.md").read_text(encoding="utf-8")
    assert "Pearson correlation with the fp32 CPU reference: no frame scored" in table


def test_per_image_figures_keep_their_significant_digits(tmp_path):
    """per_image.csv wrote every figure with six decimals: a relative prediction's median
    ratio of 1.231e-5 read 0.000012 (2.5 % off), a near-exact frame's errors 0.000000."""
    layout = make_synthetic_kitti(tmp_path / "kitti")
    (tmp_path / "pred").mkdir()
    for key, depth in layout.ground_truth.items():  # relative depth in units of 1/81234.5 m
        values = np.where(depth > 0, depth, 30.0) * 81234.5
        np.save(tmp_path / "pred" / f"{key}.npy", values.astype(np.float32))
    result = evaluate_kitti(layout.root, predictions_dir=tmp_path / "pred",
                            prediction_units="relative", gt_root=layout.gt_root,
                            split_file=layout.split_file, out_dir=tmp_path / "out",
                            progress=False)  # fmt: skip
    score = next(row.score for row in result.frames if row.frame.key == FIRST)
    with (tmp_path / "out" / "per_image.csv").open(encoding="utf-8", newline="") as handle:
        row = next(r for r in csv.DictReader(handle) if r["key"] == FIRST)
    assert float(row["median_ratio"]) == pytest.approx(score.median_ratio, rel=1e-8)
    for name in ("abs_rel", "sq_rel", "rmse", "silog", "d1"):
        assert float(row[name]) == pytest.approx(score.metrics["median"][name], rel=1e-8)
    assert score.metrics["median"]["abs_rel"] > 0


def test_prediction_units_with_a_model_is_refused_as_the_command_refuses_it(
    tiny_metric_model, tmp_path
):
    """``evaluate_kitti(root, model, prediction_units="relative-inverse")`` ignored the units
    (the model's own count) while ``eval-kitti --prediction-units`` without ``--predictions``
    exits 2: the Python call now says so too, before any work."""
    with pytest.raises(ValueError, match="prediction_units='relative-inverse': only with"):
        evaluate_kitti(
            tmp_path / "kitti", tiny_metric_model, prediction_units="relative-inverse",
            out_dir=tmp_path / "out",
        )  # fmt: skip
    assert not (tmp_path / "out").exists()
