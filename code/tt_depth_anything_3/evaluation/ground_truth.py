"""Ground-truth depth of a KITTI frame: annotated depth maps or projected LiDAR points.

Annotated: the KITTI depth benchmark's ``data_depth_annotated`` maps, uint16 PNG, metres =
value / 256, 0 = no data, at ``<gt_root>/{train,val}/<drive>/proj_depth/groundtruth/image_02/
<frame>.png`` (``train/`` and ``val/`` optional).

LiDAR: the official devkit recipe: Velodyne points with x >= 0 (in front), projected by
``P_rect_0X @ R_rect_00 @ [R | T]``, divided by their third coordinate, rounded to the nearest
pixel minus one (the devkit's MATLAB-to-0-based offset), kept inside ``S_rect_0X``; a pixel's
depth is its point's forward distance x in Velodyne coordinates, as in monodepth2's
``export_gt_depth.py`` (``generate_depth_map(..., vel_depth=True)``: the ``gt_depths.npz``
behind published Eigen-697 figures), not the camera's z (about 0.27 m nearer); where several
points land on one pixel the nearest is kept. monodepth2's ``generate_depth_map`` differs at a
few pixels: it finds duplicates with ``sub2ind`` = ``row * (W - 1) + col - 1``, which also joins
pixel (row, W - 1) with (row + 1, 0), so one of the two gets the other's depth. Those pixels are
in the first and last image columns, outside the Garg and Eigen crops
(EVALUATION.md gives the measured effect).
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
from PIL import Image

from ..inference.image_open import readable_formats
from ..inference.images import MALFORMED_DATA_ERRORS
from .kitti_calibration import KittiCalibration
from .kitti_layout import FrameUnavailable, KittiFrame

ANNOTATED_SUBSETS = ("train", "val", "")
ANNOTATED_SCALE = 256.0
SIXTEEN_BIT_MODES = ("I;16", "I;16B", "I;16L")  # Pillow's 16-bit grey; older ones said "I"


def find_annotated_depth(gt_root: str | os.PathLike, frame: KittiFrame) -> Path:
    """Path of the frame's annotated map; ``FrameUnavailable`` when there is none."""
    relative = (
        Path(frame.drive)
        / "proj_depth"
        / "groundtruth"
        / f"image_0{frame.camera}"
        / f"{frame.frame_name}.png"
    )
    root = Path(gt_root)
    candidates = [root / subset / relative for subset in ANNOTATED_SUBSETS]
    candidates.append(root / frame.date / relative)
    for path in candidates:
        if path.is_file():
            return path
    raise FrameUnavailable(f"no annotated depth {relative} under {root} (train/, val/ or directly)")


def read_depth_png(path: str | os.PathLike, scale: float = ANNOTATED_SCALE) -> np.ndarray:
    """uint16 single-channel PNG -> float32 metres (value / scale); 0 stays 0 (no data).

    Decoded with Pillow, so a damaged file's reason is in the ``FrameUnavailable`` message
    (OpenCV's libpng would print a bare ``libpng error`` line on stderr besides)."""
    try:
        with Image.open(path, formats=readable_formats()) as image:  # no EPS (Ghostscript)
            image.load()
            mode, array = image.mode, np.asarray(image)
            if mode == "I" and image.format == "PNG":  # a PNG holds at most 16 bits a value
                mode, array = "I;16", array.astype(np.uint16)
    except MALFORMED_DATA_ERRORS as err:
        raise FrameUnavailable(f"cannot read {path} as an image: {err}") from err
    if mode not in SIXTEEN_BIT_MODES or array.ndim != 2:
        raise FrameUnavailable(
            f"{path} is {array.dtype} with shape {array.shape}; expected a 16-bit one-channel PNG"
        )
    return array.astype(np.float32) / np.float32(scale)


def read_velodyne(path: str | os.PathLike) -> np.ndarray:
    """(N, 4) float32 x, y, z, reflectance of a KITTI ``.bin`` scan."""
    path = Path(path)
    if not path.is_file():
        raise FrameUnavailable(f"no LiDAR scan {path}")
    size = path.stat().st_size
    if size % 16:
        raise FrameUnavailable(f"{path} has {size} bytes, not a multiple of 16 (4 float32 each)")
    return np.fromfile(path, dtype=np.float32).reshape(-1, 4)


def project_velodyne(
    points: np.ndarray, calibration: KittiCalibration, camera: int = 2
) -> np.ndarray:
    """(H, W) float32 depth of Velodyne ``points`` (N, >=3) in rectified camera ``camera``."""
    height, width = calibration.image_size(camera)
    xyz = np.asarray(points, dtype=np.float64)[:, :3]
    xyz = xyz[xyz[:, 0] >= 0]
    homogeneous = np.concatenate([xyz, np.ones((len(xyz), 1))], axis=1)
    projected = homogeneous @ calibration.velo_to_image(camera).T
    with np.errstate(divide="ignore", invalid="ignore"):
        u = np.round(projected[:, 0] / projected[:, 2]) - 1
        v = np.round(projected[:, 1] / projected[:, 2]) - 1
    inside = (u >= 0) & (v >= 0) & (u < width) & (v < height)
    # the classic protocol's depth: the Velodyne's forward distance (monodepth2's vel_depth)
    depth = xyz[inside, 0]
    u, v = u[inside].astype(np.int64), v[inside].astype(np.int64)
    nearest = np.full((height, width), np.inf)
    np.minimum.at(nearest, (v, u), depth)
    nearest[~np.isfinite(nearest)] = 0.0
    return nearest.astype(np.float32)


def lidar_depth(
    kitti_root: str | os.PathLike, frame: KittiFrame, calibration: KittiCalibration
) -> np.ndarray:
    """The frame's projected LiDAR depth map (0 = no point)."""
    points = read_velodyne(frame.velodyne_path(kitti_root))
    return project_velodyne(points, calibration, frame.camera)
