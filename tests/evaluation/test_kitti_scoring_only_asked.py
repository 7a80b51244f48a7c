"""Scoring a frame computes the scalings asked for (``score_frame(..., scalings=)``), with
every scaling's figures bit-identical to those the former all-at-once code gave: the frozen
copy below is that code (``compute_errors`` and the alignments as they were), run on a fixed
synthetic frame (a noisy prediction at half the ground truth's size, some pixels past the
cap, a few non-positive), so "before" and "after" run on the same machine and numpy."""

from __future__ import annotations

import numpy as np
import pytest

from support.kitti_synthetic import ground_truth_map
from tt_depth_anything_3.evaluation import score_frame
from tt_depth_anything_3.evaluation.metrics import MAX_DEPTH, MIN_DEPTH, SCALINGS


def _old_errors(gt: np.ndarray, pred: np.ndarray) -> dict[str, float]:
    gt, pred = gt.astype(np.float64), pred.astype(np.float64)
    ratio = np.maximum(gt / pred, pred / gt)
    log_error = np.log(pred) - np.log(gt)
    return {
        "abs_rel": float(np.mean(np.abs(gt - pred) / gt)),
        "sq_rel": float(np.mean((gt - pred) ** 2 / gt)),
        "rmse": float(np.sqrt(np.mean((gt - pred) ** 2))),
        "rmse_log": float(np.sqrt(np.mean(log_error**2))),
        "log10": float(np.mean(np.abs(np.log10(pred) - np.log10(gt)))),
        "silog": float(100.0 * np.sqrt(max(np.mean(log_error**2) - np.mean(log_error) ** 2, 0.0))),
        "d1": float(np.mean(ratio < 1.25)),
        "d2": float(np.mean(ratio < 1.25**2)),
        "d3": float(np.mean(ratio < 1.25**3)),
    }


def _old_fit(prediction: np.ndarray, target: np.ndarray) -> tuple[float, float]:
    prediction, target = prediction.astype(np.float64), target.astype(np.float64)
    centred = prediction - prediction.mean()
    spread = float((centred * centred).sum())
    scale = float((centred * (target - target.mean())).sum()) / spread if spread > 0 else 0.0
    return scale, float(target.mean() - scale * prediction.mean())


def _old_align(gt, prediction, space, max_depth):
    if space == "depth":
        fit = _old_fit(prediction, gt)
        return fit[0] * prediction + fit[1], fit
    positive = prediction > 0
    fit = _old_fit(1.0 / prediction[positive], 1.0 / gt[positive])
    aligned = np.zeros_like(prediction)
    inverse = fit[0] / prediction[positive] + fit[1]
    with np.errstate(divide="ignore"):
        aligned[positive] = np.where(inverse > 0, 1.0 / inverse, max_depth)
    return aligned, fit


def _old_scores(kept_gt: np.ndarray, kept_pred: np.ndarray, max_depth: float):
    ratio = float(np.median(kept_gt)) / float(np.median(kept_pred))
    aligned = {"none": kept_pred, "median": kept_pred * ratio}
    fits = {"none": (1.0, 0.0), "median": (ratio, 0.0)}
    for name, space in (("scale-shift", "depth"), ("scale-shift-disparity", "disparity")):
        aligned[name], fits[name] = _old_align(kept_gt, kept_pred, space, max_depth)
    metrics = {
        name: _old_errors(kept_gt, np.clip(values, MIN_DEPTH, max_depth))
        for name, values in aligned.items()
    }
    return metrics, fits


@pytest.fixture(scope="module")
def frame() -> tuple[np.ndarray, np.ndarray]:
    gt = ground_truth_map(7)
    rng = np.random.default_rng(11)
    half = (gt.shape[0] // 2, gt.shape[1] // 2)
    base = 20.0 + 30.0 * rng.random(half)
    prediction = (base * (1 + 0.2 * rng.standard_normal(half))).astype(np.float32)
    prediction[0, :5] = 95.0  # past the cap: clipped
    prediction[-1, :3] = -1.0  # a few non-positive depths (the disparity fit skips them)
    return gt, prediction


def _kept(gt: np.ndarray, prediction: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    import cv2

    from tt_depth_anything_3.evaluation.metrics import evaluation_mask

    mask = evaluation_mask(gt)
    resized = cv2.resize(prediction, (gt.shape[1], gt.shape[0]), interpolation=cv2.INTER_LINEAR)
    return gt[mask].astype(np.float64), resized[mask].astype(np.float64)


@pytest.mark.parametrize("scaling", SCALINGS)
def test_each_scaling_alone_equals_the_former_code_bit_for_bit(frame, scaling):
    gt, prediction = frame
    metrics, fits = _old_scores(*_kept(gt, prediction), MAX_DEPTH)
    score = score_frame(gt, prediction, scalings=(scaling,))
    assert list(score.metrics) == [scaling] and list(score.fits) == [scaling]
    assert score.metrics[scaling] == metrics[scaling]  # exact, not approx
    assert score.fits[scaling] == fits[scaling]


def test_all_scalings_by_default_equal_the_former_code_bit_for_bit(frame):
    gt, prediction = frame
    metrics, fits = _old_scores(*_kept(gt, prediction), MAX_DEPTH)
    score = score_frame(gt, prediction)
    assert score.metrics == metrics and score.fits == fits
    assert list(score.metrics) == list(SCALINGS)


def test_an_unknown_scaling_is_refused_by_name(frame):
    gt, prediction = frame
    with pytest.raises(ValueError, match="scalings must be among none, median, .*'cubic'"):
        score_frame(gt, prediction, scalings=("median", "cubic"))
    with pytest.raises(ValueError, match="at least one"):
        score_frame(gt, prediction, scalings=())


@pytest.fixture(scope="module")
def noisy_predictions(tmp_path_factory):
    """The synthetic KITTI with noisy ``.npy`` metric predictions."""
    from support.kitti_synthetic import FRAMES, make_synthetic_kitti

    base = tmp_path_factory.mktemp("scaling_only")
    kitti = make_synthetic_kitti(base / "kitti")
    folder = base / "predictions"
    folder.mkdir()
    rng = np.random.default_rng(5)
    for drive, index, *_ in FRAMES:
        key = f"{drive}_{index:010d}"
        if key in kitti.ground_truth:
            gt = kitti.ground_truth[key]
            noisy = np.where(gt > 0, gt, 30.0) * rng.uniform(0.7, 1.3, gt.shape)
            np.save(folder / f"{key}.npy", noisy.astype(np.float32))
    return kitti, folder, base


@pytest.mark.parametrize("scaling", ["median", "scale-shift-disparity"])
def test_scaling_only_writes_the_same_figures_and_one_table_row(noisy_predictions, scaling):
    from tt_depth_anything_3.cli import main as cli_main

    kitti, folder, base = noisy_predictions
    outs = {}
    for only in (False, True):
        out = base / f"{scaling}_{only}"
        argv = ["eval-kitti", *kitti.flags(), "--predictions", str(folder), "--out", str(out)]
        argv += ["--scaling", scaling, "--no-progress"] + (["--scaling-only"] if only else [])
        assert cli_main(argv) == 0
        outs[only] = out
    for name in ("metrics.json", "per_image.csv"):  # bit for bit the same files
        assert (outs[True] / name).read_bytes() == (outs[False] / name).read_bytes()
    full = (outs[False] / "results.md").read_text(encoding="utf-8")
    alone = (outs[True] / "results.md").read_text(encoding="utf-8")
    rows = [line for line in alone.splitlines() if line.startswith("| ") and "*" in line]
    assert len(rows) == 1 and rows[0] in full  # the chosen row, the same figures
    assert sum(line.startswith("| none") for line in alone.splitlines()) == 0
    assert f"Only the {scaling} scaling was computed (--scaling-only)." in alone


def test_all_scalings_false_keeps_only_the_chosen_key(noisy_predictions, tmp_path):
    from tt_depth_anything_3.evaluation import evaluate_kitti

    kitti, folder, _ = noisy_predictions
    kwargs = {"predictions_dir": folder, "scaling": "median", "progress": False}
    kwargs |= {"gt_root": kitti.gt_root, "split_file": kitti.split_file}
    alone = evaluate_kitti(kitti.root, out_dir=tmp_path / "a", all_scalings=False, **kwargs)
    every = evaluate_kitti(kitti.root, out_dir=tmp_path / "b", **kwargs)
    assert list(alone.by_scaling) == ["median"] and list(every.by_scaling) == list(SCALINGS)
    assert alone.by_scaling["median"] == every.by_scaling["median"]
    assert alone.metrics == every.metrics and alone.metrics["n_images"] > 0
    with pytest.raises(Exception, match="all_scalings must be True or False"):
        evaluate_kitti(kitti.root, out_dir=tmp_path / "c", all_scalings="no", **kwargs)
