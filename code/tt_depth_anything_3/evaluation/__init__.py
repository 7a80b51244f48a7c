"""KITTI depth evaluation (Eigen split): layout, ground truth, metrics and the runner."""

from .kitti_calibration import KittiCalibration, read_calib_file
from .kitti_layout import (
    FrameUnavailable,
    InvalidPrediction,
    KittiFrame,
    discover_frames,
    read_split_file,
)
from .metrics import METRIC_NAMES, compute_errors, crop_mask, evaluation_mask, score_frame
from .runner import KittiEvaluation, evaluate_kitti

__all__ = [
    "METRIC_NAMES",
    "FrameUnavailable",
    "InvalidPrediction",
    "KittiCalibration",
    "KittiEvaluation",
    "KittiFrame",
    "compute_errors",
    "crop_mask",
    "discover_frames",
    "evaluate_kitti",
    "evaluation_mask",
    "read_calib_file",
    "read_split_file",
    "score_frame",
]
