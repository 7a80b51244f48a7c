"""The KITTI raw layout and split files: which frames to score and where their files are.

Raw layout: ``<root>/2011_09_26/2011_09_26_drive_0002_sync/image_02/data/0000000069.png`` (or
``.jpg``, as monodepth2 converts them), ``.../velodyne_points/data/0000000069.bin`` and the
per-date ``<root>/2011_09_26/calib_cam_to_cam.txt``, ``calib_velo_to_cam.txt``.

Split files list one frame a line, ``date/drive frame_index side`` (monodepth2's
``splits/eigen/test_files.txt``: ``2011_09_26/2011_09_26_drive_0002_sync 0000000069 l``), side
``l`` = ``image_02``, ``r`` = ``image_03``. Lines whose first field is an image path
(``2011_09_26_drive_0002_sync/image_02/data/0000000069.png``, the BTS
``eigen_test_files_with_gt.txt`` form; the date folder may be left out) are read too; further
fields are ignored. Blank lines and ``#`` comments are skipped.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..config.text_files import read_text_file

SIDES = {"l": 2, "r": 3}
IMAGE_SUFFIXES = (".png", ".jpg")
_DRIVE = re.compile(r"\d{4}_\d{2}_\d{2}_drive_\d{4}_sync")


class FrameUnavailable(Exception):
    """A frame cannot be scored (missing or unreadable file); it is counted, not fatal."""


class InvalidPrediction(FrameUnavailable):
    """The prediction itself cannot be scored (non-finite values, or no positive depth): the
    predictor's failure, counted apart from missing data (``n_invalid``) and reported loudly."""


@dataclass(frozen=True)
class KittiFrame:
    """One frame of one camera: ``2011_09_26``, ``2011_09_26_drive_0002_sync``, 69, camera 2."""

    date: str
    drive: str
    index: int
    camera: int = 2

    @property
    def frame_name(self) -> str:
        return f"{self.index:010d}"

    @property
    def key(self) -> str:
        """File stem of its prediction: ``<drive>_<frame>``, ``_image_03`` added for camera 3."""
        suffix = "" if self.camera == 2 else f"_image_0{self.camera}"
        return f"{self.drive}_{self.frame_name}{suffix}"

    def drive_folder(self, kitti_root: str | os.PathLike) -> Path:
        return Path(kitti_root) / self.date / self.drive

    def image_path(self, kitti_root: str | os.PathLike) -> Path:
        """The frame's ``.png`` (or ``.jpg``); ``FrameUnavailable`` if neither exists."""
        stem = self.drive_folder(kitti_root) / f"image_0{self.camera}" / "data" / self.frame_name
        for suffix in IMAGE_SUFFIXES:
            path = stem.with_suffix(suffix)
            if path.is_file():
                return path
        raise FrameUnavailable(f"no image {stem}.png or .jpg")

    def velodyne_path(self, kitti_root: str | os.PathLike) -> Path:
        return self.drive_folder(kitti_root) / "velodyne_points" / "data" / f"{self.frame_name}.bin"


def _parse_folder(folder: str, where: str) -> tuple[str, str]:
    """``2011_09_26/2011_09_26_drive_0002_sync`` (or the drive alone) -> (date, drive)."""
    parts = folder.strip("/").split("/")
    if len(parts) == 1 and _DRIVE.fullmatch(parts[0]):
        return parts[0][:10], parts[0]
    if len(parts) != 2 or not _DRIVE.fullmatch(parts[1]) or not parts[1].startswith(parts[0]):
        raise ValueError(
            f"{where}: expected a drive folder like 2011_09_26/2011_09_26_drive_0002_sync, "
            f"got {folder!r}"
        )
    return parts[0], parts[1]


def _parse_index(text: str, where: str) -> int:
    if not text.isdigit():
        raise ValueError(f"{where}: expected a frame index like 0000000069, got {text!r}")
    return int(text)


def parse_split_line(line: str, where: str = "split line") -> KittiFrame:
    """One split-file line -> ``KittiFrame`` (both accepted forms; see the module docstring)."""
    fields = line.split()
    first = fields[0] if fields else ""
    if "/image_0" in first:
        head, _, tail = first.partition("/image_0")
        camera_text, _, rest = tail.partition("/")
        if camera_text not in ("2", "3") or not rest.startswith("data/"):
            raise ValueError(f"{where}: expected .../image_02/data/<frame>.png, got {first!r}")
        date, drive = _parse_folder(head, where)
        return KittiFrame(date, drive, _parse_index(Path(rest).stem, where), int(camera_text))
    if len(fields) < 3:
        raise ValueError(
            f"{where}: expected 'date/drive frame_index side' (e.g. "
            f"'2011_09_26/2011_09_26_drive_0002_sync 0000000069 l'), got {line!r}"
        )
    date, drive = _parse_folder(fields[0], where)
    side = fields[2].lower()
    if side not in SIDES:
        raise ValueError(f"{where}: side must be 'l' or 'r', got {fields[2]!r}")
    return KittiFrame(date, drive, _parse_index(fields[1], where), SIDES[side])


def read_split_file(path: str | os.PathLike) -> list[KittiFrame]:
    """Every frame listed in a split file, in file order; a frame listed twice is a
    ``ValueError`` naming both lines (it would be scored twice)."""
    path = Path(path)
    if not path.is_file():  # FileNotFoundError, as reading it raised, with what it is for
        what = "is a folder" if path.is_dir() else "does not exist"
        raise FileNotFoundError(f"split file {path} {what} (a text file, one frame a line)")
    frames = []
    first_line: dict[KittiFrame, int] = {}
    for number, line in enumerate(read_text_file(path).splitlines(), start=1):
        text = line.split("#", 1)[0].strip()
        if text:
            frame = parse_split_line(text, f"{path}:{number}")
            if frame in first_line:
                raise ValueError(
                    f"{path}:{number}: {frame.key} is listed already on line {first_line[frame]}"
                )
            first_line[frame] = number
            frames.append(frame)
    if not frames:
        raise ValueError(f"split file {path} lists no frames")
    return frames


def discover_frames(kitti_root: str | os.PathLike, camera: int = 2) -> list[KittiFrame]:
    """Every ``image_0X`` frame under ``kitti_root``, sorted (used when no split file is given)."""
    root = Path(kitti_root)
    frames = set()
    for suffix in IMAGE_SUFFIXES:
        for path in root.glob(f"*/*/image_0{camera}/data/*{suffix}"):
            drive_folder = path.parents[2]
            if path.stem.isdigit() and drive_folder.name.startswith(drive_folder.parent.name):
                frames.add(
                    KittiFrame(drive_folder.parent.name, drive_folder.name, int(path.stem), camera)
                )
    if not frames:
        raise ValueError(
            f"no frames found under {root} (expected <date>/<drive>/image_0{camera}/data/*.png)"
        )
    return sorted(frames, key=lambda f: (f.date, f.drive, f.index))
