"""The Eigen-split depth metrics, computed as monodepth2 and BTS do.

Per image: the prediction is resized (bilinear) to the ground truth's size; pixels are kept
where 1e-3 < gt < 80 m and inside the crop (Garg by default), and where the prediction has an
estimate (a ``.png`` prediction's 0 is none, as in the KITTI devkit); with median scaling the kept
prediction is multiplied by median(gt) / median(pred); with scale-and-shift alignment
(affine-invariant, as the MiDaS and Depth Anything papers' relative-depth tables) a
least-squares scale and shift is fitted per image, in depth or in inverse depth (disparity);
then it is clipped to [1e-3, 80]. The
errors of each image are computed on its kept pixels, and the reported figures are the mean
over images (not over pixels). SILog is ``100 * sqrt(mean(e^2) - mean(e)^2)``, ``e = ln pred -
ln gt`` (the KITTI benchmark's scale); deltas are fractions of pixels with
``max(pred / gt, gt / pred) < 1.25, 1.25^2, 1.25^3``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal

import cv2
import numpy as np

from .kitti_layout import FrameUnavailable, InvalidPrediction

MIN_DEPTH = 1e-3
MAX_DEPTH = 80.0
METRIC_NAMES = ("abs_rel", "sq_rel", "rmse", "rmse_log", "log10", "silog", "d1", "d2", "d3")
Crop = Literal["garg", "eigen", "none"]
Scaling = Literal["none", "median", "scale-shift", "scale-shift-disparity"]
SCALINGS: tuple[Scaling, ...] = ("none", "median", "scale-shift", "scale-shift-disparity")
# (top, bottom, left, right) as fractions of the height and width; bounds truncated to int.
CROPS: dict[str, tuple[float, float, float, float] | None] = {
    "garg": (0.40810811, 0.99189189, 0.03594771, 0.96405229),
    "eigen": (0.3324324, 0.91351351, 0.0359477, 0.96405229),
    "none": None,
}

# a constant map agrees with the reference within this much of max(1, max |reference|)
CONSTANT_TOLERANCE = 1e-6


def crop_mask(shape: tuple[int, int], crop: Crop = "garg") -> np.ndarray:
    """Boolean (H, W): True inside the crop (``int(fraction * size)`` bounds, end exclusive)."""
    if crop not in CROPS:
        raise ValueError(f"crop must be one of {sorted(CROPS)}, got {crop!r}")
    height, width = shape
    mask = np.zeros((height, width), dtype=bool)
    fractions = CROPS[crop]
    if fractions is None:
        mask[:] = True
        return mask
    top, bottom, left, right = fractions
    mask[int(top * height) : int(bottom * height), int(left * width) : int(right * width)] = True
    return mask


def evaluation_mask(
    gt: np.ndarray, crop: Crop = "garg", max_depth: float = MAX_DEPTH
) -> np.ndarray:
    """Pixels that count: valid depth (1e-3 < gt < ``max_depth``, 80 m by default) inside the
    crop."""
    return (gt > MIN_DEPTH) & (gt < max_depth) & crop_mask(gt.shape, crop)


def scored_pixels(gt: np.ndarray, crop: Crop = "garg", max_depth: float = MAX_DEPTH) -> np.ndarray:
    """``evaluation_mask``; ``FrameUnavailable`` when it holds no pixel (a map all 0, or all
    past ``max_depth``, inside the crop): checked before a model predicts the frame."""
    mask = evaluation_mask(gt, crop, max_depth)
    if not mask.any():
        raise FrameUnavailable(
            f"no valid ground truth inside the {crop!r} crop ({MIN_DEPTH:g} < depth < "
            f"{max_depth:g} m)"
        )
    return mask


def check_max_depth(max_depth: object, name: str = "max_depth_m") -> float:
    """``max_depth`` as a float, or ``ValueError`` unless it is a finite number over
    ``MIN_DEPTH`` (the evaluation's depth cap: 80 m, or 50 m for the "cap 50" protocol);
    ``name``: what the message calls it (the parameter, or a command's flag)."""
    if isinstance(max_depth, bool) or not isinstance(max_depth, (int, float, np.floating)):
        raise ValueError(f"{name} must be a number of metres, got {max_depth!r:.40}")
    if not (math.isfinite(max_depth) and max_depth > MIN_DEPTH):
        raise ValueError(
            f"{name} must be a finite number of metres over {MIN_DEPTH:g}, got {max_depth}"
        )
    return float(max_depth)


def resize_to(prediction: np.ndarray, shape: tuple[int, int]) -> np.ndarray:
    """Bilinear resize of an (h, w) map to ``shape`` (H, W), float32."""
    prediction = np.asarray(prediction, dtype=np.float32)
    if prediction.shape == tuple(shape):
        return prediction
    return cv2.resize(prediction, (shape[1], shape[0]), interpolation=cv2.INTER_LINEAR)


def no_estimate_at(no_estimate: np.ndarray, shape: tuple[int, int]) -> np.ndarray:
    """Boolean ``shape`` map of the pixels without an estimate, from the prediction's own
    ``no_estimate`` map: at another size, every pixel whose bilinear resize takes anything from
    a pixel without an estimate has none either."""
    if no_estimate.shape == tuple(shape):
        return no_estimate.astype(bool, copy=False)
    return resize_to(no_estimate.astype(np.float32), shape) > 0


def compute_errors(
    gt: np.ndarray, pred: np.ndarray, gt_logs: tuple[np.ndarray, np.ndarray] | None = None
) -> dict[str, float]:
    """The nine metrics of matching 1-D ``gt`` and ``pred`` (already masked and clipped).

    ``gt_logs``: ``ground_truth_logs(gt)``, when several predictions are scored against the
    same ``gt`` (its logarithms computed once; the figures are the same bit for bit)."""
    gt, pred = np.asarray(gt, dtype=np.float64), np.asarray(pred, dtype=np.float64)
    log_gt, log10_gt = ground_truth_logs(gt) if gt_logs is None else gt_logs
    ratio = np.maximum(gt / pred, pred / gt)
    log_error = np.log(pred) - log_gt
    difference = gt - pred
    squared = difference**2
    mean_log_squared = np.mean(log_error**2)
    return {
        "abs_rel": float(np.mean(np.abs(difference) / gt)),
        "sq_rel": float(np.mean(squared / gt)),
        "rmse": float(np.sqrt(np.mean(squared))),
        "rmse_log": float(np.sqrt(mean_log_squared)),
        "log10": float(np.mean(np.abs(np.log10(pred) - log10_gt))),
        "silog": float(100.0 * np.sqrt(max(mean_log_squared - np.mean(log_error) ** 2, 0.0))),
        "d1": float(np.mean(ratio < 1.25)),
        "d2": float(np.mean(ratio < 1.25**2)),
        "d3": float(np.mean(ratio < 1.25**3)),
    }


def ground_truth_logs(gt: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(ln gt, log10 gt)`` of a 1-D float64 ``gt``, for ``compute_errors``'s ``gt_logs``."""
    gt = np.asarray(gt, dtype=np.float64)
    return np.log(gt), np.log10(gt)


def check_scalings(scalings: Iterable[str]) -> tuple[Scaling, ...]:
    """``scalings`` as a tuple in ``SCALINGS``' order, or ``ValueError`` naming any other
    (or none at all)."""
    asked = tuple(scalings) if not isinstance(scalings, str) else (scalings,)
    unknown = [name for name in asked if name not in SCALINGS]
    if unknown or not asked:
        raise ValueError(
            f"scalings must be among {', '.join(SCALINGS)} (at least one); got "
            f"{', '.join(map(repr, unknown)) if unknown else 'none'}"
        )
    return tuple(name for name in SCALINGS if name in asked)


def fit_scale_shift(prediction: np.ndarray, target: np.ndarray) -> tuple[float, float]:
    """The least-squares ``(scale, shift)`` minimising ``sum((scale * prediction + shift -
    target)^2)`` over matching 1-D arrays, in float64 and centred (the normal equations'
    solution: scale = cov(prediction, target) / var(prediction), shift = mean(target) -
    scale x mean(prediction)); a constant prediction gets scale 0 and the mean of ``target``."""
    prediction = np.asarray(prediction, dtype=np.float64)
    target = np.asarray(target, dtype=np.float64)
    centred = prediction - prediction.mean()
    # elementwise sums, not np.dot: a BLAS call's threads made it ~100x slower on busy cores
    spread = float((centred * centred).sum())
    scale = float((centred * (target - target.mean())).sum()) / spread if spread > 0 else 0.0
    return scale, float(target.mean() - scale * prediction.mean())


def align_scale_shift(
    gt: np.ndarray, prediction: np.ndarray, space: Literal["depth", "disparity"], max_depth: float
) -> tuple[np.ndarray, tuple[float, float]]:
    """``prediction`` (1-D depth, unclipped) aligned to ``gt`` by a least-squares scale and
    shift, and that fit. ``"depth"``: ``s * pred + t``. ``"disparity"`` (MiDaS's and the Depth
    Anything papers' affine-invariant inverse depth): ``s / pred + t`` fitted to ``1 / gt``
    over the pixels whose predicted depth is positive, then inverted; an aligned inverse depth
    that is not positive is as far as the cap (``max_depth``, MiDaS's disparity cap), a
    non-positive predicted depth as near as can be (0, clipped to 1e-3 as unaligned)."""
    if space == "depth":
        fit = fit_scale_shift(prediction, gt)
        return fit[0] * prediction + fit[1], fit
    positive = prediction > 0
    fit = fit_scale_shift(1.0 / prediction[positive], 1.0 / gt[positive])
    aligned = np.zeros_like(prediction)
    inverse = fit[0] / prediction[positive] + fit[1]
    with np.errstate(divide="ignore"):
        aligned[positive] = np.where(inverse > 0, 1.0 / inverse, max_depth)
    return aligned, fit


@dataclass(frozen=True)
class FrameScore:
    """One image's metrics under each scaling computed (every one of ``SCALINGS`` unless
    ``score_frame`` was asked for fewer)."""

    metrics: dict[str, dict[str, float]]  # scaling -> metric -> value
    median_ratio: float  # median(gt) / median(pred) on the kept pixels
    n_pixels: int  # kept pixels
    n_no_estimate: int = 0  # valid ground-truth pixels in the crop the prediction left empty
    # scaling -> (scale, shift) it applied: none (1, 0), median (ratio, 0), scale-shift's fit
    # in metres, scale-shift-disparity's in inverse depth (1/m)
    fits: dict[str, tuple[float, float]] = field(default_factory=dict)


def score_frame(
    gt: np.ndarray,
    prediction: np.ndarray,
    crop: Crop = "garg",
    no_estimate: np.ndarray | None = None,
    max_depth: float = MAX_DEPTH,
    *,
    scalings: Iterable[Scaling] = SCALINGS,
) -> FrameScore:
    """Score one prediction (any size, resized to ``gt``) against ``gt`` (0 = no data).

    ``no_estimate``: True where the prediction has no value (a ``.png`` prediction's zeros),
    at the prediction's size or ``gt``'s; those pixels are left out and counted.
    ``max_depth``: the cap, in metres, of the ground truth kept and of the clipped
    prediction (80; 50 for the "cap 50" protocol).
    ``scalings``: the ones computed (every one by default), the keys of ``metrics`` and
    ``fits``; each one's figures are the same whatever else is computed."""
    scalings = check_scalings(scalings)
    mask = scored_pixels(gt, crop, max_depth)
    n_no_estimate = 0
    if no_estimate is not None:
        empty = mask & no_estimate_at(no_estimate, gt.shape)
        n_no_estimate = int(empty.sum())
        mask &= ~empty
    n_pixels = int(mask.sum())
    if n_pixels == 0:
        raise InvalidPrediction(
            f"the prediction has no estimate (0) at any of the {n_no_estimate} valid "
            f"ground-truth pixels inside the {crop!r} crop"
        )
    kept_pred = resize_to(prediction, gt.shape)[mask].astype(np.float64)
    kept_gt = gt[mask].astype(np.float64)
    bad = int(np.count_nonzero(~np.isfinite(kept_pred)))
    if bad:
        raise InvalidPrediction(f"prediction has {bad} non-finite values inside the mask")
    median_pred = float(np.median(kept_pred))
    if not median_pred > 0:
        raise InvalidPrediction(
            f"prediction median is {median_pred:g} inside the mask; depth must be positive"
        )
    ratio = float(np.median(kept_gt)) / median_pred
    aligned: dict[str, np.ndarray] = {}
    fits: dict[str, tuple[float, float]] = {}
    spaces = {"scale-shift": "depth", "scale-shift-disparity": "disparity"}
    for name in scalings:
        if name == "none":
            aligned[name], fits[name] = kept_pred, (1.0, 0.0)
        elif name == "median":
            aligned[name], fits[name] = kept_pred * ratio, (ratio, 0.0)
        else:
            aligned[name], fits[name] = align_scale_shift(
                kept_gt, kept_pred, spaces[name], max_depth
            )
    gt_logs = ground_truth_logs(kept_gt)
    metrics = {
        name: compute_errors(kept_gt, np.clip(values, MIN_DEPTH, max_depth), gt_logs)
        for name, values in aligned.items()
    }
    return FrameScore(metrics, ratio, n_pixels, n_no_estimate, fits)


def pearson(a: np.ndarray, b: np.ndarray) -> float:
    """Pearson correlation of two same-shape maps over all pixels, always a number: the runtime
    gate's ``agreement`` (where either map is constant, Pearson undefined: 1.0 when they agree
    within ``CONSTANT_TOLERANCE`` x max(1, max |b|), else 0.0; 0.0 for a map with a NaN or an
    infinity). One such frame made the run's ``pcc_mean`` / ``pcc_min`` NaN. Equal maps are
    1.0 exactly (the rounding of the correlation's sums gave 0.9999999999999998 for some)."""
    if a.shape != b.shape:
        raise ValueError(f"maps differ in shape: {a.shape} vs {b.shape}")
    if a.size == 0:  # no pixel to compare: no agreement shown
        return 0.0
    if np.array_equal(a, b):  # (a run that is its own --pcc reference): 1, not 1 - 1e-16
        return 1.0
    from ..backends.runtimes.select import agreement  # its rule, one place (loaded by a run)

    return agreement(a, b, gate=1 - CONSTANT_TOLERANCE)


def mean_metrics(per_image: Iterable[dict[str, float]]) -> dict[str, float]:
    """Mean of each metric over images; NaN for every metric when there are none."""
    rows = list(per_image)
    if not rows:
        return {name: float("nan") for name in METRIC_NAMES}
    return {name: float(np.mean([row[name] for row in rows])) for name in METRIC_NAMES}
