"""``evaluate_kitti``: score a model (or prediction files) on KITTI, resumably.

For each frame of the split: read the ground truth; take the prediction from the cache, the
model (given the calibrated focal length, so depth is in true metres) or ``predictions_dir``;
score it under both scalings; optionally correlate it with an fp32 CPU reference. A frame
whose files are missing or unreadable is recorded with the reason and counted in
``n_missing``. Results go to ``out_dir`` (``metrics.json``, ``per_image.csv``, ``results.md``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from tqdm import tqdm

from ..config.options import OPTION_BOUNDS, check_switch
from .frame_source import CachedModel, FrameSource, GroundTruth, takes_focal
from .input_checks import check_kitti_inputs
from .kitti_layout import (
    FrameUnavailable,
    InvalidPrediction,
    discover_frames,
    read_split_file,
)
from .metrics import (
    CROPS,
    MAX_DEPTH,
    SCALINGS,
    Crop,
    Scaling,
    check_max_depth,
    mean_metrics,
    pearson,
    score_frame,
    scored_pixels,
)
from .predictions import model_fingerprint
from .report import (
    METRICS_JSON,
    PER_IMAGE_CSV,
    RESULTS_MD,
    FrameResult,
    resolution_text,
    write_metrics_json,
    write_per_image_csv,
    write_results_md,
)

if TYPE_CHECKING:
    from ..api import DepthAnything3

# What a prediction file (or a model) holds: metres, relative depth, or relative inverse depth
# (Depth Anything V2's relative models), which is resized to the ground truth, then inverted.
PREDICTION_UNITS = ("m", "relative", "relative-inverse")
PREDICTION_CACHE = "predictions"
REFERENCE_CACHE = "reference"
# results.md's "pcc reference" when the model scored is the fp32 CPU reference itself
REUSED = " (the model scored itself: its predictions reused, PCC 1 by construction)"


@dataclass
class KittiEvaluation:
    """What ``evaluate_kitti`` measured and wrote."""

    metrics: dict[str, float | int | str]  # exactly what metrics.json holds (chosen scaling)
    # each of SCALINGS (only the chosen one with all_scalings=False) -> metric -> mean
    by_scaling: dict[str, dict[str, float]]
    frames: list[FrameResult]
    out_dir: Path
    files: dict[str, Path] = field(default_factory=dict)

    @property
    def missing(self) -> list[FrameResult]:
        """Every frame not scored (missing data and invalid predictions; ``n_missing``)."""
        return [row for row in self.frames if row.score is None]

    @property
    def invalid(self) -> list[FrameResult]:
        """The frames whose prediction could not be scored (``n_invalid``)."""
        return [row for row in self.frames if row.invalid]


def _check_choice(name: str, value: str, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise ValueError(f"{name} must be one of {', '.join(choices)}; got {value!r}")


def evaluate_kitti(
    kitti_root: str | os.PathLike,
    model: DepthAnything3 | None = None,
    *,
    predictions_dir: str | os.PathLike | None = None,
    gt: GroundTruth = "annotated",
    gt_root: str | os.PathLike | None = None,
    split_file: str | os.PathLike | None = None,
    scaling: Scaling | None = None,
    crop: Crop = "garg",
    limit: int | None = None,
    out_dir: str | os.PathLike = "kitti_eval",
    reference_model: DepthAnything3 | None = None,
    progress: bool = True,
    prediction_units: str = "m",
    predictions_by: str | None = None,
    max_depth_m: float = MAX_DEPTH,
    prediction_png_scale: float | None = None,
    all_scalings: bool = True,
) -> KittiEvaluation:
    """Evaluate ``model`` (or the files in ``predictions_dir``) on KITTI.

    Args:
        kitti_root: the KITTI raw folder (``<date>/<drive>/image_02/data``, calibration files).
        model: a loaded ``DepthAnything3``; its predictions are cached in ``out_dir``.
        predictions_dir: score ``<drive>_<frame>.npy``/``.png`` files instead of a model (or
            the KITTI raw layout's ``<date>/<drive>/image_02/data/<frame>.npy``/``.png``), or
            one ``.npy`` of shape (N, h, w), a map per line of ``split_file`` (monodepth2's
            ``disps_eigen_split.npy``, with ``prediction_units="relative-inverse"``).
        gt: ``"annotated"`` (depth benchmark maps) or ``"lidar"`` (projected Velodyne scans).
        gt_root: folder of the annotated maps (default ``kitti_root``), or monodepth2's
            stacked ``gt_depths.npz`` (one map per line of ``split_file``, in its order).
        split_file: frames to score (default: every ``image_02`` frame under ``kitti_root``).
        scaling: the scaling written to ``metrics.json`` (``"none"``, ``"median"``,
            ``"scale-shift"``: least-squares scale and shift in depth, ``"scale-shift-disparity"``:
            in inverse depth, as the Depth Anything papers' relative tables); all are in
            ``by_scaling`` and ``results.md`` unless ``all_scalings`` is False.
            Default: ``"none"`` for metric depth, ``"median"`` for relative
            depth (a relative model, or ``prediction_units`` other than ``"m"``).
        crop: ``"garg"``, ``"eigen"`` or ``"none"``.
        limit: score only the first ``limit`` frames of the split.
        out_dir: where the cache and the reports go (created).
        reference_model: an fp32 CPU model; adds per-image Pearson ``pcc_mean``/``pcc_min``.
            ``model`` itself (an fp32 CPU model is its own reference): its predictions are
            reused, with no second forward pass and no ``reference/`` cache (PCC 1).
        progress: show a tqdm progress bar.
        prediction_units: what the files in ``predictions_dir`` hold: ``"m"``,
            ``"relative"`` or ``"relative-inverse"`` (resized to the ground truth, then inverted).
        predictions_by: what made the files in ``predictions_dir`` (model, resolution,
            dtype), for ``results.md`` (``eval-kitti --replicas`` names its replicas' model).
        max_depth_m: the depth cap in metres: ground truth kept under it, predictions clipped
            to it (80; 50 for the "cap 50" protocol); ``results.md`` says it.
        prediction_png_scale: the value per unit of the ``.png`` files in
            ``predictions_dir`` that say no scale of their own (None: 256, KITTI's); a
            tt-da3 PNG that says another is reported missing.
        all_scalings: compute every scaling (``by_scaling``, ``results.md``'s table); False:
            only ``scaling``'s (its figures the same, scoring 2-3x faster a frame).
    """
    if (model is None) == (predictions_dir is None):
        raise ValueError("pass exactly one of model and predictions_dir")
    _check_choice("gt", gt, ("annotated", "lidar"))
    _check_choice("prediction_units", prediction_units, PREDICTION_UNITS)
    if model is not None and prediction_units != "m":  # it was ignored: the model's units count
        raise ValueError(
            f"prediction_units={prediction_units!r}: only with predictions_dir (what those "
            f"files hold); the model's depth is in its own units ({model.units})"
        )
    units = model.units if model is not None else prediction_units
    if scaling is None:
        scaling = "none" if units == "m" else "median"
    _check_choice("scaling", scaling, SCALINGS)
    computed = SCALINGS if check_switch("all_scalings", all_scalings) else (scaling,)
    _check_choice("crop", crop, tuple(CROPS))
    max_depth_m = check_max_depth(max_depth_m)
    if prediction_png_scale is not None:
        if predictions_dir is None:  # a model's depth is never read from a PNG
            raise ValueError(
                "prediction_png_scale: only with predictions_dir (the scale of those .png "
                "files); leave it out"
            )
        OPTION_BOUNDS["png_scale"].check("prediction_png_scale", prediction_png_scale)
    progress = check_switch("progress", progress)  # "no" is truthy
    annotated_root = gt_root if gt == "annotated" else None  # lidar reads under kitti_root
    check_kitti_inputs(kitti_root, predictions_dir, split_file, limit, gt_root=annotated_root)
    if reference_model is not None:
        made_by = model_fingerprint(reference_model)
        if (made_by["device"], made_by["precision"]) != ("cpu", "fp32"):
            raise ValueError(
                "reference_model must run fp32 on the CPU, got "
                f"{made_by['precision']} on {made_by['device']}"
            )
    kitti_root = Path(kitti_root)
    frames = read_split_file(split_file) if split_file else discover_frames(kitti_root)
    listed, split = len(frames), frames  # a stacked ground truth is in the split's order
    frames = frames[:limit] if limit else frames
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    candidate = CachedModel.create(model, out / PREDICTION_CACHE)
    itself = reference_model is not None and reference_model is model  # no second pass
    source = FrameSource(
        kitti_root,
        gt,
        Path(gt_root) if gt_root is not None else kitti_root,
        candidate,
        Path(predictions_dir) if predictions_dir is not None else None,
        candidate if itself else CachedModel.create(reference_model, out / REFERENCE_CACHE),
        prediction_units,
        prediction_png_scale,
    )
    source.use_stacked(split)

    results: list[FrameResult] = []
    bar = tqdm(frames, desc="eval-kitti", unit="frame", disable=not progress)
    for frame in bar:
        try:
            gt_map = source.ground_truth(frame)
            scored_pixels(gt_map, crop, max_depth_m)  # none: the frame is not predicted
            prediction = source.prediction(frame, gt_map.shape)  # depth at the gt's size
            score = score_frame(
                gt_map,
                prediction.values,
                crop,
                prediction.no_estimate,
                max_depth_m,
                scalings=computed,
            )
            reference = source.reference(frame, gt_map.shape)
        except FrameUnavailable as err:
            invalid = isinstance(err, InvalidPrediction)
            results.append(FrameResult(frame, None, str(err), invalid=invalid))
            continue
        pcc = None
        if reference is not None:  # over the pixels with an estimate
            estimated = slice(None) if prediction.no_estimate is None else ~prediction.no_estimate
            pcc = pearson(prediction.values[estimated], reference[estimated])
        results.append(FrameResult(frame, score, pcc=pcc))
        bar.set_postfix(abs_rel=f"{score.metrics[scaling]['abs_rel']:.4f}")
    bar.close()
    if model is not None:
        predictor = model_text(model)
    else:
        png = ""
        if prediction_png_scale is not None and source.pngs_read:
            png = f"; .png read as value / {prediction_png_scale:g}"
        elif prediction_png_scale is not None:  # a folder of .npy files: the scale unused
            png = f"; --prediction-png-scale {prediction_png_scale:g} unused: no .png read"
        predictor = f"files in {predictions_dir} ({prediction_units}{png})" + (
            f", made by {predictions_by}" if predictions_by else ""
        )
    settings = {
        "predictions": predictor,
        "split": str(split_file or f"every image_02 frame under {kitti_root}")
        + (
            f", its first {len(frames)} of {listed} frames (limit {limit})"
            if len(frames) < listed
            else ""
        ),
        "ground truth": "LiDAR projected into the image (devkit recipe)"
        if gt == "lidar"
        else f"maps in {source.gt_root}, one per split line (monodepth2's gt_depths.npz)"
        if source.stacked is not None
        else f"annotated maps under {source.gt_root}",
        "crop": crop,
        **(
            {"pcc reference": model_text(reference_model) + (REUSED if itself else "")}
            if reference_model is not None
            else {}
        ),
        "valid depth": f"1e-3 < gt < {max_depth_m:g} m; predictions resized to the ground truth"
        + (", then inverted" if units == "relative-inverse" else "")
        + f" and clipped to [1e-3, {max_depth_m:g}] m",
    }
    return _summarise(results, scaling, out, settings, units, reference_model is not None, computed)


def model_text(model: DepthAnything3) -> str:
    """What a loaded model is, for ``results.md``: name, source, backend and device,
    precision, resolution, and whether it takes the calibrated focal length."""
    return (
        f"{model.model_name} ({model.source}) on {model.backend}:{model.device}, "
        f"{model.precision}, {resolution_text(model.process_res, model.resize_mode)}, "
        + (
            "focal length from P_rect_0X"
            if takes_focal(model)
            else f"{model.units} depth{' (no focal length used)' if model.units == 'm' else ''}"
        )
    )


def _summarise(
    results: list[FrameResult],
    scaling: Scaling,
    out: Path,
    settings: dict[str, str],
    units: str = "m",
    with_pcc: bool = False,
    computed: tuple[Scaling, ...] = SCALINGS,
) -> KittiEvaluation:
    scored = [row for row in results if row.score is not None]
    missing = [row for row in results if row.score is None]
    by_scaling = {
        name: mean_metrics(row.score.metrics[name] for row in scored if row.score)
        for name in computed
    }
    metrics: dict[str, float | int | str] = dict(by_scaling[scaling])
    metrics["n_images"] = len(scored)
    metrics["n_missing"] = len(missing)
    metrics["scaling"] = scaling  # which alignment the figures above are under
    n_invalid = sum(row.invalid for row in missing)
    if n_invalid:  # present only when a prediction failed, as the PCC keys with a reference
        metrics["n_invalid"] = n_invalid
    pccs = [row.pcc for row in scored if row.pcc is not None]
    if pccs or with_pcc:  # with a reference always there: NaN (null) when nothing was scored
        metrics["pcc_mean"] = float(np.mean(pccs)) if pccs else float("nan")
        metrics["pcc_min"] = float(np.min(pccs)) if pccs else float("nan")
    files = {
        "metrics": out / METRICS_JSON,
        "per_image": out / PER_IMAGE_CSV,
        "table": out / RESULTS_MD,
    }
    write_metrics_json(files["metrics"], metrics)
    write_per_image_csv(files["per_image"], results, scaling)
    write_results_md(files["table"], by_scaling, metrics, scaling, settings, missing, units, scored)
    return KittiEvaluation(metrics, by_scaling, results, out, files)
