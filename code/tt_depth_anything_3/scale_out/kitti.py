"""KITTI predictions on a Ray cluster: every frame of a split through ``predict_dataset`` with
its calibrated intrinsics, written as ``<key>.npy`` (float32 metres) for ``evaluate_kitti``'s
``predictions_dir``: the same depth as the single-process run, frame for frame. ``frames.json``
records each frame's input (``evaluation.frame_records``: the image's content, the camera
matrix); a rerun predicts again each frame whose input changed."""

from __future__ import annotations

import json
import os
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

from ..config.options import ModelOptions
from ..evaluation.frame_records import (
    frame_record,
    read_frame_records,
    record_differences,
    write_frame_records,
)
from ..evaluation.kitti_calibration import CalibrationCache
from ..evaluation.kitti_layout import (
    FrameUnavailable,
    KittiFrame,
    discover_frames,
    read_split_file,
)
from ..evaluation.predictions import UNPREDICTED
from ..inference.images import MALFORMED_DATA_ERRORS
from .dataset import DatasetReport, check_run, predict_dataset
from .inputs import Item
from .resources import ReplicaResources

KITTI_FORMATS = ("npy",)  # float32 metres, as evaluate_kitti's predictions_dir reads them
DEFAULT_PNG_SCALE = 1000.0  # recorded in the job's run.json (no PNG is written)


def kitti_items(
    kitti_root: str | os.PathLike,
    split_file: str | os.PathLike | None,
    limit: int | None,
    scored: Callable[[KittiFrame], object] | None = None,
) -> tuple[list[Item], dict[str, str]]:
    """The frames to predict (named by their prediction key, with their intrinsics), and the
    frames that cannot be predicted with the reason (the evaluation reports them as missing),
    in the single process's words. A frame whose image header Pillow cannot read is predicted:
    its replica's decode says why it fails, as the single process's does, and the job counts
    it among its failures. ``scored``: raises ``FrameUnavailable`` for a frame the evaluation
    will not score (no valid ground truth, ``evaluation.frame_source.ground_truth_check``):
    left out, neither predicted nor skipped (the evaluation says why, as one process does)."""
    root = Path(kitti_root)
    frames = read_split_file(split_file) if split_file else discover_frames(root)
    frames = frames[:limit] if limit else frames
    calibrations = CalibrationCache(root)
    items, skipped = [], {}
    for frame in frames:
        if scored is not None:
            try:
                scored(frame)
            except FrameUnavailable:
                continue
        try:
            calibration = calibrations(frame.date)
            path = frame.image_path(root)
            matrix = calibration.intrinsics(frame.camera)
            size = header_size(path)
            if size is not None:  # else the replica's decode fails and says why
                calibration.check_image_size(path, size, frame.camera)
        except FrameUnavailable as err:
            skipped[frame.key] = str(err)
            continue
        items.append(Item(str(path), frame.key, tuple(float(v) for v in matrix.reshape(-1))))
    return items, skipped


def header_size(path: Path) -> tuple[int, int] | None:
    """(height, width) from the image's header, or None where Pillow cannot read it."""
    try:
        with Image.open(path) as image:  # the header only
            return image.height, image.width
    except MALFORMED_DATA_ERRORS:  # the replica's decode says what is wrong
        return None


def failure_reason(reason: str) -> str:
    """A replica's failure (``Type: message``, as ``failures.jsonl`` holds it) in the single
    process's words: the message."""
    name, colon, message = reason.partition(": ")
    return message if colon and name.isidentifier() else reason


def renew_frame_records(items: list[Item], skipped: dict[str, str], out: Path) -> list[str]:
    """Record each item's input in ``out/frames.json`` and remove the ``.npy`` of every frame
    whose recorded input differs (or was never recorded), and of every frame skipped now (its
    old prediction is of an image or calibration no longer usable): the job predicts the
    items again, and the evaluation reports the skipped ones. Returns the removed keys."""
    recorded = read_frame_records(out)
    records = {item.name: frame_record(item.source, item.intrinsics) for item in items}
    removed = []
    for key in [*records, *skipped]:
        stale = out / f"{key}.npy"
        if stale.is_file() and (
            key not in records or record_differences(recorded.get(key), records[key])
        ):
            stale.unlink()
            removed.append(key)
    kept = {key: record for key, record in recorded.items() if key not in skipped}
    write_frame_records(out, kept | records)
    return removed


def check_kitti_job(
    kitti_root: str | os.PathLike,
    out_dir: str | os.PathLike,
    model: ModelOptions | dict[str, Any],
    split_file: str | os.PathLike | None = None,
    limit: int | None = None,
) -> None:
    """``predict_kitti``'s rerun check, made before a cluster starts: ``InputError`` when
    ``out_dir`` holds predictions made otherwise (``dataset.check_run``)."""
    items, _ = kitti_items(kitti_root, split_file, limit)
    check_run(items, Path(out_dir), model, KITTI_FORMATS, DEFAULT_PNG_SCALE, None)


def predict_kitti(
    kitti_root: str | os.PathLike,
    out_dir: str | os.PathLike,
    model: ModelOptions | dict[str, Any],
    *,
    split_file: str | os.PathLike | None = None,
    limit: int | None = None,
    replicas: int = 1,
    resources: ReplicaResources | None = None,
    progress: bool = True,
    scored: Callable[[KittiFrame], object] | None = None,
) -> tuple[DatasetReport, dict[str, str]]:
    """Predict the split's frames into ``out_dir/<key>.npy`` on ``replicas`` replicas
    (resumable: a frame whose image or camera matrix changed since its ``.npy`` was written is
    predicted again); returns the job's report and the frames skipped with their reason.
    ``scored``: ``kitti_items``'s, the frames not to predict (the evaluation scores none)."""
    items, skipped = kitti_items(kitti_root, split_file, limit, scored)
    out = Path(out_dir)
    # another run's folder is refused before anything in it is removed
    check_run(items, out, model, KITTI_FORMATS, DEFAULT_PNG_SCALE, None)
    removed = renew_frame_records(items, skipped, out)
    if removed:
        warnings.warn(
            f"{len(removed)} predictions in {out} were made from another image or camera, or "
            f"their frame cannot be predicted now (first: {removed[0]}); they are predicted "
            "again or reported",
            stacklevel=2,
        )
    report = predict_dataset(
        items,
        out_dir,
        model,
        replicas=replicas,
        resources=resources,
        formats=KITTI_FORMATS,
        png_scale=DEFAULT_PNG_SCALE,
        progress=progress,
        keep_non_finite=True,  # scored as an invalid prediction, as by one process
    )
    keys = {item.source: item.name for item in items}
    if report.failed:  # the images a replica could not decode or run, by frame
        for line in report.failures_path.read_text(encoding="utf-8").splitlines():
            failure = json.loads(line)
            key = keys.get(failure["path"], failure["path"])
            skipped[key] = failure_reason(failure["reason"])
    # why each frame has no prediction, for the evaluation's per-frame report
    (Path(out_dir) / UNPREDICTED).write_text(json.dumps(skipped, indent=1), encoding="utf-8")
    return report, skipped
