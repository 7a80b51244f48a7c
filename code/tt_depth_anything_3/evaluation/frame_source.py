"""The inputs of each KITTI frame, read on demand for ``evaluate_kitti``: calibration, image,
ground truth, and the prediction (a model's, cached, or a file made elsewhere), at the ground
truth's size and in depth units."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import numpy as np
from PIL import Image

from ..inference.images import MALFORMED_DATA_ERRORS, load_rgb
from .frame_records import frame_record
from .ground_truth import find_annotated_depth, lidar_depth, read_depth_png
from .kitti_calibration import CAM_TO_CAM, CalibrationCache, KittiCalibration
from .kitti_layout import FrameUnavailable, InvalidPrediction, KittiFrame
from .metrics import Crop, no_estimate_at, resize_to, scored_pixels
from .predictions import (
    PredictionCache,
    PredictionMap,
    as_depth,
    model_fingerprint,
    read_external_map,
)
from .stacked import is_stacked, read_stacked, read_stacked_predictions, stacked_map

if TYPE_CHECKING:
    from ..api import DepthAnything3

GroundTruth = Literal["annotated", "lidar"]


def takes_focal(model: DepthAnything3) -> bool:
    """Whether ``model`` scales its depth by the focal length (DA3 metric models): only those
    are given the calibrated camera (V2 metric and the nested model give metres without it)."""
    return model.config.depth_kind == "metric"


def at_ground_truth(prediction: PredictionMap, shape: tuple[int, int], units: str) -> PredictionMap:
    """``prediction`` resized (bilinear) to the ground truth's ``shape``, as depth: relative
    inverse depth is resized first and inverted there (monodepth2's order: it resizes the
    disparity to the ground truth, then takes 1 / disparity)."""
    depth = as_depth(resize_to(prediction.values, shape), units)
    holes = prediction.no_estimate
    return PredictionMap(depth, None if holes is None else no_estimate_at(holes, shape))


def check_orientation(prediction: tuple[int, ...], ground_truth: tuple[int, int]) -> None:
    """``InvalidPrediction`` when a prediction made elsewhere is portrait for a landscape
    ground truth or the other way round (a (W, H) array, a map saved transposed): it was
    stretched to the ground truth's size and scored in silence. Any size of the same
    orientation, or a square one (a squash run's), is resized as before."""
    (height, width), (gt_height, gt_width) = prediction[:2], ground_truth
    if (height - width) * (gt_height - gt_width) < 0:
        raise InvalidPrediction(
            f"prediction {height}x{width} (HxW) is {'portrait' if height > width else 'landscape'}"
            f" and the ground truth {gt_height}x{gt_width} is not: a map saved transposed "
            "((W, H))? save it as (H, W)"
        )


@dataclass(frozen=True)
class CachedModel:
    """A model whose predictions are kept in (and resumed from) a cache folder."""

    model: DepthAnything3
    cache: PredictionCache

    @classmethod
    def create(cls, model: DepthAnything3 | None, folder: Path) -> CachedModel | None:
        """``model`` with its cache in ``folder``, or None for no model."""
        return (
            None if model is None else cls(model, PredictionCache(folder, model_fingerprint(model)))
        )


class FrameSource:
    """Calibration, images, ground truth and predictions of frames, read on demand.

    Predictions come from ``candidate`` when it is set, else from ``predictions_dir``.
    """

    def __init__(
        self,
        kitti_root: Path,
        gt: GroundTruth,
        gt_root: Path,
        candidate: CachedModel | None,
        predictions_dir: Path | None,
        reference: CachedModel | None,
        prediction_units: str = "m",
        prediction_png_scale: float | None = None,
    ) -> None:
        self.kitti_root = kitti_root
        self.gt = gt
        self.gt_root = gt_root
        self.candidate = candidate
        self.predictions_dir = predictions_dir
        self.reference_source = reference
        self.prediction_units = prediction_units
        self.prediction_png_scale = prediction_png_scale  # None: 256, or what a PNG says
        self.pngs_read = 0  # the .png predictions read (results.md names the scale if any)
        self.calibrations = CalibrationCache(kitti_root)
        # stacked files (monodepth2's gt_depths.npz, disps_eigen_split.npy): each frame's map
        self.stacked: dict[str, np.ndarray] | None = None
        self.stacked_predictions: dict[str, np.ndarray] | None = None

    def use_stacked(self, frames: list[KittiFrame]) -> None:
        """Read the annotated ground truth from ``gt_root`` when it is a stacked ``.npz``, and
        the predictions from ``predictions_dir`` when it is a stacked ``.npy`` (``stacked``),
        their maps taken in the order of ``frames`` (the split file's)."""
        if self.gt == "annotated" and is_stacked(self.gt_root):
            self.stacked = read_stacked(self.gt_root, frames)
        if is_stacked(self.predictions_dir, ".npy"):
            self.stacked_predictions = read_stacked_predictions(self.predictions_dir, frames)

    def calibration(self, frame: KittiFrame) -> KittiCalibration:
        """The calibration of the frame's date (``FrameUnavailable`` if missing or malformed)."""
        return self.calibrations(frame.date)

    def ground_truth(self, frame: KittiFrame) -> np.ndarray:
        """The frame's ground-truth depth in metres (0 = no data)."""
        if self.gt == "annotated":
            path = self.gt_root
            if self.stacked is not None:
                gt_map = stacked_map(self.stacked, frame, path)
            else:
                path = find_annotated_depth(self.gt_root, frame)
                gt_map = read_depth_png(path)
            self.check_covers_its_image(frame, path, gt_map.shape)
            return gt_map
        return lidar_depth(self.kitti_root, frame, self.calibration(frame))

    def check_covers_its_image(self, frame: KittiFrame, path: Path, shape: tuple) -> None:
        """An annotated map is its image's size, pixel for pixel: one of another size (a
        resized copy, another camera's, a crop) is a missing frame, not a score. Checked on
        the image's header where the image is there, else (external predictions need no
        image) on the calibration's ``S_rect_0X`` where the date's calibration file is."""
        try:
            image = frame.image_path(self.kitti_root)
        except FrameUnavailable:
            if not (self.kitti_root / frame.date / CAM_TO_CAM).is_file():
                return  # neither image nor calibration: nothing to check against
            height, width = self.calibration(frame).image_size(frame.camera)
            if tuple(shape) != (height, width):
                raise FrameUnavailable(
                    f"ground truth {path} is {shape[0]}x{shape[1]}, the calibration's "
                    f"S_rect_0{frame.camera} {height}x{width}"
                ) from None
            return
        try:
            with Image.open(image) as opened:  # the header only
                width, height = opened.size
        except MALFORMED_DATA_ERRORS:  # an unreadable image is reported where it is read
            return
        if tuple(shape) != (height, width):
            raise FrameUnavailable(
                f"ground truth {path} is {shape[0]}x{shape[1]}, its image {image} {height}x{width}"
            )

    def image(self, frame: KittiFrame) -> np.ndarray:
        """The frame's RGB image, checked against the calibration's size."""
        path = frame.image_path(self.kitti_root)
        try:
            rgb = load_rgb(path)
        except ValueError as err:
            raise FrameUnavailable(str(err)) from err
        self.calibration(frame).check_image_size(path, rgb.shape[:2], frame.camera)
        return rgb

    def predict(self, source: CachedModel, frame: KittiFrame) -> np.ndarray:
        """``source``'s prediction of ``frame``, from its cache when that was made from the
        same image and camera, else made now (and cached with them)."""
        matrix = self.calibration(frame).intrinsics(frame.camera)
        record = frame_record(frame.image_path(self.kitti_root), matrix)
        cached = source.cache.load(frame, record)
        if cached is not None:
            return cached
        # only focal-scaled metric models take the camera
        output = source.model(
            self.image(frame), intrinsics=matrix if takes_focal(source.model) else None
        )
        source.cache.store(frame, output, record)
        return output.depth

    def prediction(self, frame: KittiFrame, shape: tuple[int, int]) -> PredictionMap:
        """The frame's prediction as depth at the ground truth's ``shape``."""
        if self.candidate is not None:
            values = PredictionMap(self.predict(self.candidate, frame))
            return at_ground_truth(values, shape, self.candidate.model.units)
        assert self.predictions_dir is not None  # evaluate_kitti passes exactly one
        if self.stacked_predictions is not None:  # one float map per split line, no "no estimate"
            values = PredictionMap(np.asarray(self.stacked_predictions[frame.key], np.float32))
        else:
            values = read_external_map(self.predictions_dir, frame, self.prediction_png_scale)
        self.pngs_read += values.from_png
        check_orientation(values.values.shape, shape)
        return at_ground_truth(values, shape, self.prediction_units)

    def reference(self, frame: KittiFrame, shape: tuple[int, int]) -> np.ndarray | None:
        """The fp32 CPU reference's depth at ``shape``, or None without a reference."""
        if self.reference_source is None:
            return None
        values = PredictionMap(self.predict(self.reference_source, frame))
        return at_ground_truth(values, shape, self.reference_source.model.units).values


def ground_truth_check(
    kitti_root: str | os.PathLike,
    gt: GroundTruth,
    gt_root: str | os.PathLike | None,
    crop: Crop,
    max_depth: float,
    split: list[KittiFrame] | None = None,
) -> Callable[[KittiFrame], object]:
    """A check that raises ``FrameUnavailable`` for a frame ``evaluate_kitti`` would report
    missing before predicting it (its ground truth absent, unreadable, or with no valid depth
    in ``crop`` under ``max_depth``): ``eval-kitti --replicas`` leaves those frames out of the
    Ray job, as one process does not predict them. ``split``: every frame of the split file,
    the order of a stacked ``gt_root``'s maps."""
    root = Path(kitti_root)
    source = FrameSource(root, gt, Path(gt_root) if gt_root is not None else root, None, None, None)
    source.use_stacked(split or [])
    return lambda frame: scored_pixels(source.ground_truth(frame), crop, max_depth)
