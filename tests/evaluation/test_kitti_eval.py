"""``evaluate_kitti`` and ``tt-da3 eval-kitti`` end to end on a synthetic KITTI."""

from __future__ import annotations

import csv
import json

import cv2
import numpy as np
import pytest

from support.kitti_synthetic import DRIVE_A, DRIVE_B, make_synthetic_kitti
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.evaluation import evaluate_kitti, evaluation_mask
from tt_depth_anything_3.inference.outputs import DepthOutput

METRIC_KEYS = {"abs_rel", "sq_rel", "rmse", "rmse_log", "log10", "silog", "d1", "d2", "d3"}
JSON_KEYS = METRIC_KEYS | {"n_images", "n_missing", "scaling"}


@pytest.fixture(scope="module")
def kitti(tmp_path_factory):
    return make_synthetic_kitti(tmp_path_factory.mktemp("kitti"))


class CountingModel:
    """A model that counts its calls and can stop the run after ``interrupt_after`` calls."""

    def __init__(self, model, interrupt_after: int | None = None) -> None:
        self._model = model
        self.calls = 0
        self.interrupt_after = interrupt_after

    def __getattr__(self, name):
        return getattr(self._model, name)

    def __call__(self, *args, **kwargs):
        if self.interrupt_after is not None and self.calls >= self.interrupt_after:
            raise KeyboardInterrupt
        self.calls += 1
        return self._model(*args, **kwargs)


def _cli(kitti, out, *extra: str) -> int:
    return main(
        [
            "eval-kitti",
            "--kitti-root",
            str(kitti.root),
            "--gt-root",
            str(kitti.gt_root),
            "--split-file",
            str(kitti.split_file),
            "--out",
            str(out),
            "--no-progress",
            *extra,
        ]
    )


def test_command_end_to_end_with_a_tiny_model(kitti, tiny_metric_checkpoint, tmp_path, capsys):
    model_flags = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    assert _cli(kitti, tmp_path, *model_flags, "--process-res", "140", "--pcc") == 0
    metrics = json.loads((tmp_path / "metrics.json").read_text())
    assert set(metrics) == JSON_KEYS | {"pcc_mean", "pcc_min"}
    # frame 6 has no annotated map, frame 7's image is corrupt
    assert (metrics["n_images"], metrics["n_missing"]) == (4, 2)
    assert metrics["pcc_min"] == pytest.approx(1.0, abs=1e-6)  # fp32 CPU vs itself
    assert all(np.isfinite(metrics[k]) for k in METRIC_KEYS)
    with (tmp_path / "per_image.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert [r["status"].split(":")[0] for r in rows] == ["ok"] * 4 + ["missing"] * 2
    assert "could not decode the image" in rows[5]["status"]
    table = (tmp_path / "results.md").read_text()
    assert (
        "| none (as predicted) * |" in table
        and "focal length from P_rect_0X" in table
        and "| median |" in table
    )
    assert "missing frames" in capsys.readouterr().out.lower()

    # the calibrated focal length went into the model: true metres for f = 100 px
    cached = DepthOutput.load_npz(tmp_path / "predictions" / f"{DRIVE_A}_0000000000.npz")
    assert (cached.focal_px, cached.focal_source) == (100.0, "intrinsics")
    assert sorted(p.name for p in (tmp_path / "predictions").glob("*.npz")) == sorted(
        f"{r['key']}.npz" for r in rows[:4]
    )


def test_interrupted_run_resumes_from_the_cache(kitti, tiny_metric_model, tmp_path):
    args = dict(gt_root=kitti.gt_root, split_file=kitti.split_file, progress=False)
    interrupted = CountingModel(tiny_metric_model, interrupt_after=2)
    with pytest.raises(KeyboardInterrupt):
        evaluate_kitti(kitti.root, interrupted, out_dir=tmp_path / "run", **args)
    assert len(list((tmp_path / "run" / "predictions").glob("*.npz"))) == 2
    assert not list((tmp_path / "run" / "predictions").glob("*.partial"))

    resumed = CountingModel(tiny_metric_model)
    result = evaluate_kitti(kitti.root, resumed, out_dir=tmp_path / "run", **args)
    assert resumed.calls == 2  # only the two frames not predicted before the interruption

    fresh = CountingModel(tiny_metric_model)
    expected = evaluate_kitti(kitti.root, fresh, out_dir=tmp_path / "fresh", **args)
    assert fresh.calls == 4
    assert result.metrics == expected.metrics
    # direct call with the calibrated focal length reproduces the cached metres
    image = tmp_path / "fresh" / "predictions" / f"{DRIVE_B}_0000000005.npz"
    direct = tiny_metric_model(
        str(kitti.root / "2011_09_26" / DRIVE_B / "image_02/data/0000000005.png"), focal_px=100.0
    )
    np.testing.assert_allclose(DepthOutput.load_npz(image).depth, direct.depth, rtol=1e-6)


def test_cache_made_by_another_model_is_refused(kitti, tiny_metric_model, tmp_path):
    args = dict(gt_root=kitti.gt_root, split_file=kitti.split_file, progress=False, limit=1)
    evaluate_kitti(kitti.root, tiny_metric_model, out_dir=tmp_path, **args)
    other = CountingModel(tiny_metric_model)
    other.process_res = 280
    with pytest.raises(ValueError, match="process_res: 140 there, 280 now.*use another output"):
        evaluate_kitti(kitti.root, other, out_dir=tmp_path, **args)


def test_cache_of_weights_replaced_at_the_same_path_is_refused(
    kitti, tiny_metric_checkpoint, tmp_path
):
    """The cache records the checkpoint's files (size, modification time), not only its path:
    other weights written over the same folder do not reuse the old predictions."""
    import os
    import shutil

    from tt_depth_anything_3 import DepthAnything3

    weights = tmp_path / "weights"
    shutil.copytree(tiny_metric_checkpoint, weights)
    args = dict(gt_root=kitti.gt_root, split_file=kitti.split_file, progress=False, limit=1)
    for replaced in (False, True):
        if replaced:  # the same bytes, rewritten later: a download of other weights would be too
            stat = (weights / "model.safetensors").stat()
            os.utime(weights / "model.safetensors", ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
        with DepthAnything3.from_pretrained(
            weights_path=weights, device="cpu", process_res=140
        ) as model:
            if not replaced:
                evaluate_kitti(kitti.root, model, out_dir=tmp_path / "out", **args)
                continue
            with pytest.raises(ValueError, match="checkpoint.files.model.safetensors"):
                evaluate_kitti(kitti.root, model, out_dir=tmp_path / "out", **args)


def _write_predictions(kitti, folder, scale=1.0, fmt="npy", keys=None):
    folder.mkdir(parents=True, exist_ok=True)
    for key, depth in kitti.ground_truth.items():
        if keys is not None and key not in keys:
            continue
        if fmt == "npy":
            np.save(folder / f"{key}.npy", (depth * scale).astype(np.float32))
        else:
            cv2.imwrite(str(folder / f"{key}.png"), np.round(depth * scale * 256).astype(np.uint16))


@pytest.mark.parametrize("fmt", ["npy", "png"])
def test_external_perfect_predictions(kitti, tmp_path, fmt):
    _write_predictions(kitti, tmp_path / "pred", fmt=fmt)
    result = evaluate_kitti(
        kitti.root,
        predictions_dir=tmp_path / "pred",
        gt_root=kitti.gt_root,
        split_file=kitti.split_file,
        out_dir=tmp_path / "out",
        progress=False,
    )
    assert set(result.metrics) == JSON_KEYS
    assert (result.metrics["n_images"], result.metrics["n_missing"]) == (5, 1)
    assert result.metrics["abs_rel"] == 0 and result.metrics["d1"] == 1


def test_external_predictions_ten_percent_far(kitti, tmp_path):
    _write_predictions(kitti, tmp_path / "pred", scale=1.1)
    common = dict(
        predictions_dir=tmp_path / "pred",
        gt_root=kitti.gt_root,
        split_file=kitti.split_file,
        progress=False,
    )
    unscaled = evaluate_kitti(kitti.root, scaling="none", out_dir=tmp_path / "a", **common)
    assert unscaled.metrics["abs_rel"] == pytest.approx(0.1, abs=1e-6)
    assert unscaled.metrics["d1"] == 1
    scaled = evaluate_kitti(kitti.root, scaling="median", out_dir=tmp_path / "b", **common)
    assert scaled.metrics["abs_rel"] == pytest.approx(0, abs=1e-6)
    assert scaled.by_scaling == unscaled.by_scaling  # both are always computed


def test_external_missing_and_unreadable_files_are_counted(kitti, tmp_path, capsys):
    keep = {f"{DRIVE_A}_0000000000", f"{DRIVE_A}_0000000001"}
    _write_predictions(kitti, tmp_path / "pred", keys=keep)
    (tmp_path / "pred" / f"{DRIVE_A}_0000000002.npy").write_bytes(b"garbage")
    assert _cli(kitti, tmp_path / "out", "--predictions", str(tmp_path / "pred")) == 0
    metrics = json.loads((tmp_path / "out" / "metrics.json").read_text())
    assert (metrics["n_images"], metrics["n_missing"]) == (2, 4)
    assert metrics["abs_rel"] == 0
    err = capsys.readouterr().err
    assert f"missing {DRIVE_A}_0000000002: cannot read" in err
    assert f"missing {DRIVE_B}_0000000005: no prediction" in err


def test_lidar_ground_truth_with_external_predictions(kitti, tmp_path):
    _write_predictions(kitti, tmp_path / "pred")
    result = evaluate_kitti(
        kitti.root,
        predictions_dir=tmp_path / "pred",
        gt="lidar",
        split_file=kitti.split_file,
        crop="eigen",
        out_dir=tmp_path / "out",
        progress=False,
    )
    assert (result.metrics["n_images"], result.metrics["n_missing"]) == (6, 0)
    assert result.metrics["abs_rel"] == pytest.approx(0, abs=1e-6)
    expected = kitti.lidar_ground_truth(f"{DRIVE_A}_0000000000")
    assert result.frames[0].score.n_pixels == int(evaluation_mask(expected, "eigen").sum())


def test_nothing_scored_is_exit_code_1(kitti, tmp_path, capsys):
    (tmp_path / "empty").mkdir()
    assert _cli(kitti, tmp_path / "out", "--predictions", str(tmp_path / "empty")) == 1
    metrics = json.loads((tmp_path / "out" / "metrics.json").read_text())
    assert metrics["abs_rel"] is None and metrics["n_missing"] == 6
    printed = capsys.readouterr().out
    assert '"abs_rel": null' in printed and "NaN" not in printed  # valid JSON on stdout too


def test_bad_arguments_fail_with_a_message(kitti, tmp_path, tiny_metric_model):
    with pytest.raises(ValueError, match="exactly one of model and predictions_dir"):
        evaluate_kitti(kitti.root)
    with pytest.raises(ValueError, match="scaling must be one of none, median"):
        evaluate_kitti(kitti.root, tiny_metric_model, scaling="mean")
    with pytest.raises(FileNotFoundError, match="KITTI root"):
        evaluate_kitti(tmp_path / "nowhere", tiny_metric_model)


def test_external_predictions_against_the_fp32_reference(kitti, tiny_metric_model, tmp_path):
    _write_predictions(kitti, tmp_path / "pred")
    result = evaluate_kitti(
        kitti.root,
        predictions_dir=tmp_path / "pred",
        gt_root=kitti.gt_root,
        split_file=kitti.split_file,
        reference_model=tiny_metric_model,
        out_dir=tmp_path / "out",
        progress=False,
    )
    assert set(result.metrics) == JSON_KEYS | {"pcc_mean", "pcc_min"}
    # frame 7's image is corrupt, so the reference cannot run on it
    assert (result.metrics["n_images"], result.metrics["n_missing"]) == (4, 2)
    assert -1 <= result.metrics["pcc_min"] <= result.metrics["pcc_mean"] <= 1
    assert len(list((tmp_path / "out" / "reference").glob("*.npz"))) == 4


@pytest.mark.parametrize(
    "preset", ["depth-anything-v2-small", "depth-anything-v2-metric-vkitti-small"]
)
def test_depth_anything_v2_models_are_evaluated(kitti, tmp_path, preset):
    """V2 relative (inverse depth, inverted before median scaling) and metric (metres)."""
    from support.checkpoints import write_v2_pth_checkpoint

    weights = write_v2_pth_checkpoint(tmp_path / "weights", preset)
    model_flags = ["--weights", str(weights), "--device", "cpu"]
    out = tmp_path / "eval"
    assert _cli(kitti, out, *model_flags, "--process-res", "140", "--scaling", "median") == 0
    metrics = json.loads((out / "metrics.json").read_text())
    assert metrics["n_images"] == 4 and all(np.isfinite(metrics[k]) for k in METRIC_KEYS)


def test_relative_inverse_predictions_are_inverted():
    from tt_depth_anything_3.evaluation.kitti_layout import InvalidPrediction
    from tt_depth_anything_3.evaluation.predictions import as_depth

    disparity = np.array([[2.0, 0.5], [0.0, -1.0]], dtype=np.float32)
    np.testing.assert_array_equal(as_depth(disparity, "relative-inverse"), [[0.5, 2], [2, 2]])
    with pytest.raises(InvalidPrediction, match="no positive inverse depth"):
        as_depth(np.zeros((2, 2)), "relative-inverse")  # was inf: called "non-finite values"
    with_nan = as_depth(np.array([[2.0, np.nan]], dtype=np.float32), "relative-inverse")
    assert with_nan[0, 0] == 0.5 and np.isnan(with_nan[0, 1])  # not the farthest depth
    assert as_depth(disparity, "m") is disparity


def test_inverse_predictions_and_scaling_default_follow_the_units(kitti, tmp_path):
    """Files of relative inverse depth (what a V2 relative model's replicas write for
    ``--replicas``) are inverted before scoring, and relative depth is median-scaled unless
    asked otherwise."""
    _write_predictions(kitti, tmp_path / "pred", scale=2.0)
    for path in (tmp_path / "pred").glob("*.npy"):
        np.save(path, (1.0 / np.maximum(np.load(path), 1e-3)).astype(np.float32))
    common = dict(predictions_dir=tmp_path / "pred", gt_root=kitti.gt_root,
                  split_file=kitti.split_file, progress=False)  # fmt: skip
    result = evaluate_kitti(kitti.root, out_dir=tmp_path / "inv",
                            prediction_units="relative-inverse", **common)  # fmt: skip
    assert result.metrics["abs_rel"] == pytest.approx(0, abs=1e-5)  # median scaling, default
    assert result.by_scaling["none"]["abs_rel"] == pytest.approx(1, abs=1e-5)  # 2x far
    with pytest.raises(ValueError, match="prediction_units"):
        evaluate_kitti(kitti.root, out_dir=tmp_path / "x", prediction_units="mm", **common)
    assert _cli(kitti, tmp_path / "cli", "--predictions", str(tmp_path / "pred"),
                "--prediction-units", "relative-inverse") == 0  # fmt: skip
    metrics = json.loads((tmp_path / "cli" / "metrics.json").read_text())
    assert metrics["abs_rel"] == pytest.approx(0, abs=1e-5)


def test_relative_model_is_median_scaled_and_inverse_reference_inverted(
    kitti, tiny_metric_model, tmp_path, monkeypatch
):
    monkeypatch.setattr(type(tiny_metric_model), "units", property(lambda self: "relative-inverse"))
    result = evaluate_kitti(kitti.root, tiny_metric_model, gt_root=kitti.gt_root,
                            split_file=kitti.split_file, reference_model=tiny_metric_model,
                            out_dir=tmp_path / "out", progress=False)  # fmt: skip
    assert result.metrics["abs_rel"] == result.by_scaling["median"]["abs_rel"]
    assert result.metrics["pcc_min"] == pytest.approx(1.0, abs=1e-6)  # both inverted alike


def test_ray_predictions_are_scored_in_the_model_units(tiny_metric_checkpoint,
                                                       tiny_anyview_checkpoint):  # fmt: skip
    import argparse

    from tt_depth_anything_3.cli.eval_kitti import checkpoint_units

    def units(model_id: str, weights) -> str:
        args = argparse.Namespace(model_id=model_id, revision=None, weights=weights)
        return checkpoint_units(args)

    assert units("x", str(tiny_metric_checkpoint)) == "m"
    assert units("x", str(tiny_anyview_checkpoint)) == "relative"
    assert units("depth-anything/Depth-Anything-V2-Small", None) == "relative-inverse"  # no I/O


def test_a_malformed_calibration_counts_its_frames_missing(tmp_path, tiny_metric_model):
    """As a missing calibration file: its date's frames are reported missing with the reason
    (the model needs the focal length), and the run still writes its results."""
    layout = make_synthetic_kitti(tmp_path / "kitti")
    calib = layout.root / "2011_09_26" / "calib_cam_to_cam.txt"
    calib.write_text(calib.read_text().replace("P_rect_02:", "P_rect_02: 1 2 3\nunused:", 1))
    result = evaluate_kitti(
        layout.root,
        tiny_metric_model,
        gt_root=layout.gt_root,
        split_file=layout.split_file,
        out_dir=tmp_path / "out",
        progress=False,
    )
    reasons = [row.missing_reason for row in result.missing]
    assert result.metrics["n_images"] == 0 and len(reasons) == result.metrics["n_missing"] > 0
    assert any("unreadable calibration" in r and "P_rect_02 has 3 numbers" in r for r in reasons)
    assert (tmp_path / "out" / "metrics.json").is_file()


def test_a_ground_truth_map_of_another_size_is_missing_not_scored(tmp_path):
    """A 50x100 annotated map beside a 100x200 image would be scored against a resized
    prediction on a crop of the wrong size: it is counted missing, saying the two sizes."""
    layout = make_synthetic_kitti(tmp_path / "kitti")
    key = f"{DRIVE_A}_0000000000"
    gt_path = next(layout.gt_root.rglob("0000000000.png"))
    small = cv2.imread(str(gt_path), cv2.IMREAD_UNCHANGED)[::2, ::2]
    cv2.imwrite(str(gt_path), small)
    _write_predictions(layout, tmp_path / "pred")
    result = evaluate_kitti(
        layout.root,
        predictions_dir=tmp_path / "pred",
        gt_root=layout.gt_root,
        split_file=layout.split_file,
        out_dir=tmp_path / "out",
        progress=False,
    )
    reasons = {row.frame.key: row.missing_reason for row in result.missing}
    assert "50x100, its image" in reasons[key] and "100x200" in reasons[key]
    assert result.metrics["n_images"] == 4
