"""What ``evaluate_kitti`` refuses of its inputs before any frame is scored, checked without
a model too (``tt-da3 eval-kitti`` calls them before the model loads)."""

from __future__ import annotations

import os
from pathlib import Path

from .kitti_layout import KittiFrame, discover_frames, read_split_file
from .predictions import prediction_stem
from .stacked import check_stacked, check_stacked_predictions, is_stacked


def check_kitti_inputs(
    kitti_root: str | os.PathLike,
    predictions_dir: str | os.PathLike | None = None,
    split_file: str | os.PathLike | None = None,
    limit: int | None = None,
    *,
    gt_root: str | os.PathLike | None = None,
) -> None:
    """What ``evaluate_kitti`` refuses of its inputs, checked without a model (``tt-da3
    eval-kitti`` calls it before the model loads): ``limit`` under 1 (``ValueError``), a KITTI
    root, annotated ground-truth root (``gt_root``: a typo there made every frame missing,
    exit 1 once the model had loaded) or predictions folder that is no folder, a split file
    that is not there (``FileNotFoundError``) or does not parse (``read_split_file``'s
    ``ValueError``), and, when a model runs (no ``predictions_dir``), a KITTI root holding
    none of the split's date folders (``check_split_dates``)."""
    if limit is not None and limit < 1:
        raise ValueError(f"limit must be a positive number of frames, got {limit}")
    if not Path(kitti_root).is_dir():
        raise FileNotFoundError(f"KITTI root {kitti_root} is not a folder")
    if is_stacked(gt_root):  # monodepth2's gt_depths.npz
        if not Path(gt_root).is_file():
            raise FileNotFoundError(f"ground-truth file {gt_root} is not there")
        if not split_file:
            raise ValueError(
                f"ground truth {gt_root} is one file of maps in a split file's line order: "
                "name that split file (--split-file / split_file)"
            )
        check_stacked(gt_root, len(read_split_file(split_file)))
    elif gt_root is not None and not Path(gt_root).is_dir():
        raise FileNotFoundError(
            f"annotated ground-truth root {gt_root} is not a folder (data_depth_annotated, "
            "holding train/ and val/)"
        )
    if is_stacked(predictions_dir, ".npy") and Path(predictions_dir).is_file():
        if not split_file:  # monodepth2's disps_eigen_split.npy
            raise ValueError(
                f"predictions {predictions_dir} is one array of maps in a split file's line "
                "order: name that split file (--split-file / split_file)"
            )
        check_stacked_predictions(predictions_dir, len(read_split_file(split_file)))
    elif predictions_dir is not None and not Path(predictions_dir).is_dir():
        raise FileNotFoundError(f"predictions folder {predictions_dir} is not a folder")
    if split_file:
        frames = read_split_file(split_file)
        if predictions_dir is None:  # a model reads each frame's image and calibration there
            check_split_dates(kitti_root, frames)


def check_predictions_found(
    kitti_root: str | os.PathLike,
    predictions_dir: str | os.PathLike,
    split_file: str | os.PathLike | None = None,
    limit: int | None = None,
) -> None:
    """``ValueError`` when ``predictions_dir`` holds no ``.npy`` / ``.png`` prediction of any
    frame to score (``prediction_stem``'s places), or no frame is found under ``kitti_root``:
    ``tt-da3 eval-kitti --pcc`` checks it before the reference model is looked up and loaded
    (then every frame was missing, exit 1)."""
    frames = read_split_file(split_file) if split_file else discover_frames(kitti_root)
    frames = frames[:limit] if limit else frames
    folder = Path(predictions_dir)
    if is_stacked(folder, ".npy") and folder.is_file():  # one map per line, checked before
        return
    for frame in frames:
        stem = prediction_stem(folder, frame)
        if Path(f"{stem}.npy").is_file() or Path(f"{stem}.png").is_file():
            return
    raise ValueError(
        f"predictions folder {folder} holds no prediction of the {len(frames)} frame(s) to "
        f"score ({frames[0].key}.npy or .png ..., or the KITTI raw layout "
        f"<date>/<drive>/image_0X/data/<frame>.npy or .png): nothing to compare with the "
        "--pcc reference"
    )


def check_split_dates(kitti_root: str | os.PathLike, frames: list[KittiFrame]) -> None:
    """``FileNotFoundError`` when ``kitti_root`` holds none of the split's date folders
    (``2011_09_26``): a model would find no frame's image and calibration, and every frame
    was reported missing only after the model had loaded (``--kitti-root`` naming a date
    folder itself)."""
    root = Path(kitti_root)
    dates = sorted({frame.date for frame in frames})
    if any((root / date).is_dir() for date in dates):
        return
    shown = ", ".join(dates[:3]) + (", ..." if len(dates) > 3 else "")
    hint = f" ({root.name} is a date folder itself: pass its parent)" if root.name in dates else ""
    raise FileNotFoundError(
        f"KITTI root {root} holds none of the split's date folders ({shown}): every frame's "
        f"image and calibration would be missing{hint}"
    )
