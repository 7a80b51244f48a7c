"""Metrics, crops and caps against values worked out by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tt_depth_anything_3.evaluation import (
    METRIC_NAMES,
    FrameUnavailable,
    InvalidPrediction,
    crop_mask,
    evaluation_mask,
    score_frame,
)
from tt_depth_anything_3.evaluation.metrics import compute_errors, mean_metrics, pearson


def scene(height: int = 100, width: int = 200) -> np.ndarray:
    v, u = np.mgrid[0:height, 0:width]
    return (5.0 + 0.3 * v + 0.05 * u).astype(np.float32)  # 5 .. 44.7 m, all valid


def test_perfect_prediction():
    gt = scene()
    score = score_frame(gt, gt.copy())
    for scaling in ("none", "median"):
        metrics = score.metrics[scaling]
        assert metrics["abs_rel"] == 0 and metrics["rmse"] == 0 and metrics["silog"] == 0
        assert metrics["d1"] == metrics["d2"] == metrics["d3"] == 1
    assert score.median_ratio == 1


def test_ten_percent_too_far():
    gt = scene()
    score = score_frame(gt, gt * np.float32(1.1))
    none = score.metrics["none"]
    kept = gt[crop_mask(gt.shape, "garg")].astype(np.float64) * np.float64(np.float32(1.1))
    kept_gt = gt[crop_mask(gt.shape, "garg")].astype(np.float64)
    assert none["abs_rel"] == pytest.approx(0.1, abs=1e-6)
    assert none["sq_rel"] == pytest.approx(0.01 * kept_gt.mean(), rel=1e-5)
    assert none["rmse"] == pytest.approx(0.1 * math.sqrt((kept_gt**2).mean()), rel=1e-5)
    assert none["rmse_log"] == pytest.approx(math.log(1.1), rel=1e-5)
    assert none["log10"] == pytest.approx(math.log10(1.1), rel=1e-5)
    assert none["silog"] == pytest.approx(0, abs=1e-3)  # scale-invariant
    assert none["d1"] == 1  # 1.1 < 1.25
    assert kept.max() < 80  # so no clipping is involved
    median = score.metrics["median"]
    assert median["abs_rel"] == pytest.approx(0, abs=1e-6)
    assert median["d1"] == 1
    assert score.median_ratio == pytest.approx(1 / 1.1, rel=1e-6)


def test_garg_and_eigen_crop_bounds_by_hand():
    # 100 x 200: Garg rows int(40.81)=40 .. int(99.19)=99, cols int(7.19)=7 .. int(192.81)=192
    garg = crop_mask((100, 200), "garg")
    assert np.argwhere(garg).min(0).tolist() == [40, 7]
    assert np.argwhere(garg).max(0).tolist() == [98, 191]
    assert garg.sum() == 59 * 185
    # Eigen: rows int(33.24)=33 .. int(91.35)=91, same columns
    eigen = crop_mask((100, 200), "eigen")
    assert np.argwhere(eigen).min(0).tolist() == [33, 7]
    assert np.argwhere(eigen).max(0).tolist() == [90, 191]
    # the real KITTI size, 375 x 1242: rows 153..370, cols 44..1196
    assert crop_mask((375, 1242), "garg").sum() == 218 * 1153
    assert crop_mask((100, 200), "none").all()


def test_crop_and_caps_exclude_exactly_those_pixels():
    gt = scene()
    gt[60, 50] = 80.0  # not < 80: out
    gt[61, 50] = 1e-3  # not > 1e-3: out
    gt[62, 50] = 0.0  # no data: out
    gt[63, 50] = 79.9  # in
    gt[64, 50] = 0.002  # in
    mask = evaluation_mask(gt, "garg")
    inside = crop_mask(gt.shape, "garg")
    assert mask.sum() == inside.sum() - 3
    assert not mask[60:63, 50].any() and mask[63:65, 50].all()
    # a prediction that is wrong only where the protocol does not look scores perfectly
    prediction = np.where(mask, gt, 500.0).astype(np.float32)
    score = score_frame(gt, prediction, "garg")
    assert score.n_pixels == 59 * 185 - 3
    assert score.metrics["none"]["abs_rel"] == 0
    # without the crop the wrong pixels outside it count
    assert score_frame(gt, prediction, "none").metrics["none"]["abs_rel"] > 1


def test_predictions_are_clipped_to_80_and_1e_3():
    gt = np.full((100, 200), 40.0, np.float32)
    assert score_frame(gt, np.full_like(gt, 100.0)).metrics["none"]["abs_rel"] == pytest.approx(1.0)
    tiny = score_frame(gt, np.full_like(gt, 1e-6)).metrics["none"]
    assert tiny["abs_rel"] == pytest.approx((40 - 1e-3) / 40)


def test_prediction_resized_to_ground_truth():
    gt = np.full((100, 200), 12.5, np.float32)
    score = score_frame(gt, np.full((35, 70), 12.5, np.float32))
    assert score.metrics["none"]["abs_rel"] == pytest.approx(0, abs=1e-7)


def test_unscorable_frames():
    gt = np.zeros((100, 200), np.float32)
    with pytest.raises(FrameUnavailable, match="no valid ground truth"):
        score_frame(gt, gt)
    gt = scene()
    bad = gt.copy()
    bad[70, 70] = np.nan
    with pytest.raises(InvalidPrediction, match="1 non-finite"):
        score_frame(gt, bad)
    with pytest.raises(InvalidPrediction, match="median is 0 inside the mask"):
        score_frame(gt, np.zeros_like(gt))
    assert issubclass(InvalidPrediction, FrameUnavailable)  # still a frame not scored


def test_small_arrays_by_hand():
    gt = np.array([2.0, 4.0])
    pred = np.array([4.0, 4.0])
    errors = compute_errors(gt, pred)
    assert errors["abs_rel"] == pytest.approx(0.5)  # (1 + 0) / 2
    assert errors["sq_rel"] == pytest.approx(1.0)  # (4 / 2 + 0) / 2
    assert errors["rmse"] == pytest.approx(math.sqrt(2))
    assert errors["rmse_log"] == pytest.approx(math.log(2) / math.sqrt(2))
    assert errors["silog"] == pytest.approx(100 * math.log(2) / 2)  # sqrt(l^2/2 - l^2/4)
    assert (errors["d1"], errors["d2"], errors["d3"]) == (0.5, 0.5, 0.5)  # 2 > 1.25^3 = 1.95


def test_mean_over_images_and_pearson():
    means = mean_metrics([_zeros() | {"abs_rel": 1.0}, _zeros()])
    assert means["abs_rel"] == 0.5
    assert math.isnan(mean_metrics([])["d1"])
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    assert pearson(a, 2 * a + 1) == pytest.approx(1.0)
    assert pearson(a, -a) == pytest.approx(-1.0)


def test_pearson_of_a_constant_or_broken_map_is_a_number():
    """A frame whose depth was constant (undefined Pearson: NaN) made ``pcc_mean`` and
    ``pcc_min`` of the whole ``--pcc`` run NaN (``null`` in metrics.json), hiding the other
    frames' figures, a failing one among them."""
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    flat = np.full((3, 4), 5.0, np.float32)
    assert pearson(flat, a) == 0.0 and pearson(a, flat) == 0.0
    assert pearson(flat, flat.copy()) == 1.0
    assert pearson(flat, flat + 1e-3) == 0.0
    broken = a.copy()
    broken[0, 0] = np.nan
    assert pearson(broken, a) == 0.0


def _zeros() -> dict[str, float]:
    return dict.fromkeys(METRIC_NAMES, 0.0)


def test_pearson_of_a_map_with_itself_is_exactly_one():
    """A run that is its own ``--pcc`` reference reported pcc_min 0.9999999999999998 on the
    CI (the sums' rounding: this map gives 0.9999999999999999 computed); equal maps are 1."""
    a = np.random.default_rng(18).random((37, 53)).astype(np.float32) * 80
    assert pearson(a, a.copy()) == 1.0
    b = a.copy()
    b[0, 0] += 1e-3  # not equal: computed
    assert 0.999 < pearson(a, b) < 1.0
