"""Scale-and-shift (affine-invariant) alignment, ``--scaling scale-shift`` and
``scale-shift-disparity``: the Depth Anything papers' relative-depth tables fit a least-squares
scale and shift per image (MiDaS's protocol, in inverse depth); before, only median scaling
existed, so those figures could not be reproduced. Checked on synthetic data whose exact
answer is known: an affine map of the ground truth (of its inverse) scores perfectly under the
matching mode and not under median scaling."""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

from support.kitti_synthetic import FRAMES, make_synthetic_kitti
from tt_depth_anything_3.cli import build_parser
from tt_depth_anything_3.cli import main as cli_main
from tt_depth_anything_3.evaluation import evaluate_kitti, score_frame
from tt_depth_anything_3.evaluation.metrics import SCALINGS, align_scale_shift, fit_scale_shift


def scene(height: int = 100, width: int = 200) -> np.ndarray:
    v, u = np.mgrid[0:height, 0:width]
    return (5.0 + 0.3 * v + 0.05 * u).astype(np.float32)  # 5 .. 44.7 m, all valid


def test_the_fit_by_hand():
    assert fit_scale_shift(np.array([1.0, 2.0, 3.0]), np.array([3.0, 5.0, 7.0])) == pytest.approx(
        (2.0, 1.0), abs=1e-12
    )
    # not exact: the least-squares line through (0, 0), (1, 1), (2, 3) is y = 1.5 x - 1/6
    assert fit_scale_shift(np.array([0.0, 1.0, 2.0]), np.array([0.0, 1.0, 3.0])) == pytest.approx(
        (1.5, -1 / 6), abs=1e-12
    )


def test_an_affine_map_of_depth_scores_perfectly_under_scale_shift_only():
    gt = scene()
    prediction = (gt - 4.0) / 3.0  # depth = 3 * pred + 4
    score = score_frame(gt, prediction, "none")
    exact = score.metrics["scale-shift"]
    assert exact["abs_rel"] == pytest.approx(0, abs=1e-6) and exact["d1"] == 1.0
    assert exact["rmse"] == pytest.approx(0, abs=1e-5)
    assert score.fits["scale-shift"] == pytest.approx((3.0, 4.0), rel=1e-5)
    assert score.metrics["median"]["abs_rel"] > 0.05  # a ratio cannot undo the shift
    assert score.fits["median"] == (score.median_ratio, 0.0) and score.fits["none"] == (1.0, 0.0)
    # inverse depth is not affine in this prediction's inverse: not perfect there
    assert score.metrics["scale-shift-disparity"]["abs_rel"] > 0.01


def test_an_affine_map_of_inverse_depth_scores_perfectly_under_scale_shift_disparity():
    gt = scene()
    prediction = 1.0 / (0.5 / gt + 0.02)  # 1 / depth = 2 / pred - 0.04
    score = score_frame(gt, prediction, "none")
    exact = score.metrics["scale-shift-disparity"]
    assert exact["abs_rel"] == pytest.approx(0, abs=1e-6) and exact["d1"] == 1.0
    assert score.fits["scale-shift-disparity"] == pytest.approx((2.0, -0.04), rel=1e-5)
    assert score.metrics["median"]["abs_rel"] > 0.05
    assert score.metrics["scale-shift"]["abs_rel"] > 0.01


def test_against_the_normal_equations_on_noisy_data():
    """An independent closed form (MiDaS's ``compute_scale_and_shift``: 2 x 2 normal
    equations) on a noisy prediction; aligned depth clipped to [1e-3, 80] as every row."""
    rng = np.random.default_rng(3)
    gt = scene()
    prediction = (gt * rng.uniform(0.8, 1.2, gt.shape) + 7.0).astype(np.float32)
    score = score_frame(gt, prediction, "none")
    truth = gt.astype(np.float64)
    for name, pred, target in (
        ("scale-shift", prediction.astype(np.float64), truth),
        ("scale-shift-disparity", 1.0 / prediction.astype(np.float64), 1.0 / truth),
    ):
        a00, a01, a11 = (pred * pred).sum(), pred.sum(), pred.size
        b0, b1 = (pred * target).sum(), target.sum()
        det = a00 * a11 - a01 * a01
        scale, shift = (a11 * b0 - a01 * b1) / det, (-a01 * b0 + a00 * b1) / det
        assert score.fits[name] == pytest.approx((scale, shift), rel=1e-9)
        aligned = scale * pred + shift
        depth = aligned if name == "scale-shift" else 1.0 / aligned
        expected = np.mean(np.abs(np.clip(depth, 1e-3, 80) - truth) / truth)
        assert score.metrics[name]["abs_rel"] == pytest.approx(expected, rel=1e-9)


def test_a_constant_prediction_is_mapped_to_the_mean_and_a_negative_fit_to_the_cap():
    gt = scene()
    flat = score_frame(gt, np.full_like(gt, 7.0), "none")
    expected = np.mean(np.abs(gt.mean(dtype=np.float64) - gt) / gt)
    assert flat.metrics["scale-shift"]["abs_rel"] == pytest.approx(expected, rel=1e-6)
    # depth that falls as the truth rises: the inverse-depth fit goes negative where the truth
    # is far; those pixels are as far as the cap (MiDaS's disparity cap), never non-finite
    truth = gt.astype(np.float64).ravel()
    aligned, (scale, _) = align_scale_shift(truth, 50.0 - truth, "disparity", 80.0)
    assert scale < 0 and (aligned == 80.0).sum() > 100 and np.isfinite(aligned).all()
    score = score_frame(gt, 50.0 - gt, "none", max_depth=80.0)
    assert all(np.isfinite(value) for value in score.metrics["scale-shift-disparity"].values())


@pytest.fixture(scope="module")
def affine_run(tmp_path_factory):
    """The synthetic KITTI with ``.npy`` predictions ``(gt - 4) / 3`` (relative depth), scored
    with ``--scaling scale-shift`` on the command line."""
    base = tmp_path_factory.mktemp("scale_shift")
    kitti = make_synthetic_kitti(base / "kitti")
    folder = base / "affine"
    folder.mkdir()
    for drive, index, *_ in FRAMES:
        key = f"{drive}_{index:010d}"
        if key in kitti.ground_truth:
            gt = kitti.ground_truth[key]
            np.save(folder / f"{key}.npy", (np.where(gt > 0, gt, 30.0) - 4.0) / 3.0)
    out = base / "out"
    argv = ["eval-kitti", *kitti.flags(), "--predictions", str(folder), "--out", str(out)]
    argv += ["--prediction-units", "relative", "--scaling", "scale-shift", "--no-progress"]
    assert cli_main(argv) == 0
    return kitti, folder, out


def test_the_command_writes_the_mode_in_every_report(affine_run):
    _, _, out = affine_run
    metrics = json.loads((out / "metrics.json").read_text(encoding="utf-8"))
    assert metrics["scaling"] == "scale-shift"
    assert metrics["abs_rel"] == pytest.approx(0, abs=1e-6) and metrics["d1"] == 1.0
    with (out / "per_image.csv").open(encoding="utf-8") as handle:
        rows = [row for row in csv.DictReader(handle) if row["status"] == "ok"]
    assert rows and all(row["scaling"] == "scale-shift" for row in rows)
    assert all(float(row["scale"]) == pytest.approx(3.0, rel=1e-5) for row in rows)
    assert all(float(row["shift"]) == pytest.approx(4.0, rel=1e-4) for row in rows)
    report = (out / "results.md").read_text(encoding="utf-8")
    assert "| scale-shift (least squares in depth) * |" in report
    assert "| scale-shift-disparity (least squares in inverse depth) |" in report
    assert "| median |" in report and "(its scaling: scale-shift)" in report


def test_every_mode_is_in_by_scaling_and_the_default_is_unchanged(affine_run, tmp_path):
    kitti, folder, _ = affine_run
    result = evaluate_kitti(
        kitti.root,
        predictions_dir=folder,
        gt_root=kitti.gt_root,
        split_file=kitti.split_file,
        prediction_units="relative",
        out_dir=tmp_path / "default",
        progress=False,
    )
    assert set(result.by_scaling) == set(SCALINGS)
    assert result.metrics["scaling"] == "median"  # relative units: median, as before
    assert result.metrics["abs_rel"] == result.by_scaling["median"]["abs_rel"] > 0.01
    assert result.by_scaling["scale-shift"]["abs_rel"] == pytest.approx(0, abs=1e-6)
    with pytest.raises(ValueError, match="scaling must be one of none, median, scale-shift"):
        evaluate_kitti(kitti.root, predictions_dir=folder, scaling="affine", progress=False)


def test_the_command_offers_every_mode_the_evaluation_knows():
    parser = build_parser()
    for name in SCALINGS:
        assert (
            parser.parse_args(["eval-kitti", "--kitti-root", ".", "--scaling", name]).scaling
            == name
        )
    with pytest.raises(SystemExit):
        parser.parse_args(["eval-kitti", "--kitti-root", ".", "--scaling", "affine"])
