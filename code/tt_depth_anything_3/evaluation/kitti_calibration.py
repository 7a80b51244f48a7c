"""KITTI raw calibration: ``calib_cam_to_cam.txt`` and ``calib_velo_to_cam.txt`` of one date.

Both files are ``key: numbers`` lines (``calib_time`` is a date and is skipped). The camera file
holds, per camera ``0X``, the rectified projection ``P_rect_0X`` (3 x 4), the rectified image size
``S_rect_0X`` (width, height) and the rectifying rotation ``R_rect_00`` of the reference camera;
the LiDAR file holds ``R`` (3 x 3) and ``T`` (3) from Velodyne to camera 0 coordinates. Only
the LiDAR ground truth (``velo_to_image``) needs the LiDAR file: a date without it (or with an
unreadable one) still serves its annotated frames.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..config.text_files import read_text_file
from .kitti_layout import FrameUnavailable

CAM_TO_CAM = "calib_cam_to_cam.txt"
VELO_TO_CAM = "calib_velo_to_cam.txt"
_TEXT_KEYS = ("calib_time",)
_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def read_calib_file(path: str | os.PathLike) -> dict[str, np.ndarray]:
    """``key: v1 v2 ...`` lines -> {key: float64 array}; raises ``ValueError`` on a bad line."""
    path = Path(path)
    values: dict[str, np.ndarray] = {}
    for number, line in enumerate(read_text_file(path).splitlines(), start=1):
        if not line.strip():
            continue
        key, sep, rest = line.partition(":")
        key = key.strip()
        if not sep:
            raise ValueError(f"{path}:{number}: expected 'key: values', got {line!r}")
        if key in _TEXT_KEYS:
            continue
        fields = rest.split()
        if not all(_NUMBER.fullmatch(f) for f in fields):
            raise ValueError(f"{path}:{number}: expected numbers after {key!r}, got {rest!r}")
        values[key] = np.array([float(f) for f in fields], dtype=np.float64)
    return values


def _take(values: dict[str, np.ndarray], key: str, size: int, path: Path) -> np.ndarray:
    if key not in values:
        raise ValueError(f"{path} has no {key!r} (keys: {', '.join(sorted(values))})")
    array = values[key]
    if array.size != size:
        raise ValueError(f"{path}: {key} has {array.size} numbers, expected {size}")
    return array


@dataclass(frozen=True)
class KittiCalibration:
    """The calibration of one recording date, for camera 2 (left) and 3 (right) colour images."""

    projections: dict[int, np.ndarray]  # camera -> P_rect_0X (3, 4)
    image_sizes: dict[int, tuple[int, int]]  # camera -> (height, width) of S_rect_0X
    rect_rotation: np.ndarray  # R_rect_00 (3, 3)
    # (4, 4): [R | T] Velodyne -> camera 0, last row 0 0 0 1; None where the date's LiDAR file
    # is missing or unreadable (``velo_problem`` says which; only ``velo_to_image`` needs it)
    velo_to_cam: np.ndarray | None = None
    velo_problem: str = ""

    @classmethod
    def from_date_folder(cls, folder: str | os.PathLike) -> KittiCalibration:
        """Read ``folder/calib_cam_to_cam.txt`` (``ValueError`` if malformed) and, where it is
        there, ``folder/calib_velo_to_cam.txt`` (a missing or malformed one is kept as
        ``velo_problem``: only the LiDAR ground truth needs it)."""
        folder = Path(folder)
        cam_path, velo_path = folder / CAM_TO_CAM, folder / VELO_TO_CAM
        cam = read_calib_file(cam_path)
        projections, sizes = {}, {}
        # the colour cameras the file holds (a trimmed or converted file may hold one); a
        # frame of a camera not there is reported by ``_projection``, naming it
        present = [c for c in (2, 3) if f"P_rect_0{c}" in cam or f"S_rect_0{c}" in cam]
        for camera in present or [2]:
            projections[camera] = _take(cam, f"P_rect_0{camera}", 12, cam_path).reshape(3, 4)
            width, height = _take(cam, f"S_rect_0{camera}", 2, cam_path)
            sizes[camera] = (int(round(height)), int(round(width)))
            if min(sizes[camera]) < 1:  # else the LiDAR map's allocation fails mid-run
                raise ValueError(
                    f"{cam_path}: S_rect_0{camera} is {width:g} x {height:g}; expected a "
                    "positive width and height"
                )
        rect = _take(cam, "R_rect_00", 9, cam_path).reshape(3, 3)
        if not velo_path.is_file():
            return cls(projections, sizes, rect, None, f"no calibration file {velo_path}")
        try:
            velo_to_cam = read_velo_to_cam(velo_path)
        except ValueError as err:  # said by velo_to_image, to the frames that need the file
            return cls(projections, sizes, rect, None, f"unreadable calibration: {err}")
        return cls(projections, sizes, rect, velo_to_cam)

    def _projection(self, camera: int) -> np.ndarray:
        if camera not in (2, 3):
            raise ValueError(f"camera must be 2 or 3, got {camera}")
        if camera not in self.projections:  # that camera's frames are missing, not the run
            raise FrameUnavailable(
                f"the calibration has no P_rect_0{camera} / S_rect_0{camera} (it holds camera "
                f"{'3' if camera == 2 else '2'} only)"
            )
        return self.projections[camera]

    def image_size(self, camera: int = 2) -> tuple[int, int]:
        """(height, width) of rectified camera ``camera`` (``S_rect_0X``)."""
        self._projection(camera)  # the camera is known, or FrameUnavailable naming it
        return self.image_sizes[camera]

    def check_image_size(self, path: Path, size: tuple[int, int], camera: int = 2) -> None:
        """``FrameUnavailable`` when the image ``path`` of (height, width) ``size`` is not
        camera ``camera``'s rectified size: resized images would get a wrong focal length
        (the single process and ``eval-kitti --replicas`` say it in these words)."""
        expected = self.image_size(camera)
        if tuple(size) != expected:
            raise FrameUnavailable(
                f"{path} is {size[0]}x{size[1]} but the calibration's S_rect_0{camera} is "
                f"{expected[0]}x{expected[1]} (resized images would get a wrong focal length)"
            )

    def intrinsics(self, camera: int = 2) -> np.ndarray:
        """(3, 3) camera matrix of rectified camera ``camera``: the left block of P_rect_0X."""
        return self._projection(camera)[:, :3].copy()

    def focal_px(self, camera: int = 2) -> float:
        """fx of P_rect_0X in pixels."""
        return float(self._projection(camera)[0, 0])

    def velo_to_image(self, camera: int = 2) -> np.ndarray:
        """(3, 4) ``P_rect_0X @ R_rect_00 @ [R | T]``: homogeneous Velodyne point -> pixel;
        ``FrameUnavailable`` naming the camera's missing keys, or the date's missing or
        unreadable ``calib_velo_to_cam.txt``."""
        projection = self._projection(camera)
        if self.velo_to_cam is None:
            raise FrameUnavailable(f"{self.velo_problem} (the LiDAR ground truth needs it)")
        rect = np.eye(4)
        rect[:3, :3] = self.rect_rotation
        return projection @ rect @ self.velo_to_cam


def read_velo_to_cam(path: Path) -> np.ndarray:
    """(4, 4) ``[R | T]`` of a ``calib_velo_to_cam.txt``; ``ValueError`` if malformed."""
    velo = read_calib_file(path)
    velo_to_cam = np.eye(4)
    velo_to_cam[:3, :3] = _take(velo, "R", 9, path).reshape(3, 3)
    velo_to_cam[:3, 3] = _take(velo, "T", 3, path)
    return velo_to_cam


class CalibrationCache:
    """Each date folder's calibration of a KITTI raw root, read once (the evaluation and the
    Ray prediction job share it)."""

    def __init__(self, kitti_root: str | os.PathLike) -> None:
        self.kitti_root = Path(kitti_root)
        self._by_date: dict[str, KittiCalibration] = {}

    def __call__(self, date: str) -> KittiCalibration:
        """The calibration of ``date``; ``FrameUnavailable`` naming the missing or malformed
        file (its frames are counted missing, the run goes on)."""
        if date not in self._by_date:
            folder = self.kitti_root / date
            if not (folder / CAM_TO_CAM).is_file():  # the LiDAR file: --gt lidar's alone
                raise FrameUnavailable(f"no calibration file {folder / CAM_TO_CAM}")
            try:
                self._by_date[date] = KittiCalibration.from_date_folder(folder)
            except ValueError as err:  # a malformed line or matrix, said with its file
                raise FrameUnavailable(f"unreadable calibration: {err}") from err
        return self._by_date[date]
