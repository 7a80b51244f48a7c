"""monodepth2's stacked files: one array for every frame of a split, in its line order.

Ground truth, ``gt_depths.npz``: monodepth2's ``export_gt_depth.py`` writes
``np.savez_compressed(path, data=np.array(maps))``: under the key ``data``, one depth map
(metres, 0 = no data) per line of the split file (``splits/eigen/test_files.txt``: projected
LiDAR; ``splits/eigen_benchmark``: the annotated maps). Maps of several sizes (KITTI's dates
differ) make an object array, which numpy reads only with pickle allowed: load only a file you
trust, as monodepth2 does.

Predictions, ``disps_eigen_split.npy``: monodepth2's ``evaluate_depth.py --save_pred_disps``
(and its ``--ext_disp_to_eval`` input): one (N, h, w) float array, a (relative inverse depth)
map per split line; read memory-mapped, never with pickle.
"""

from __future__ import annotations

import contextlib
import os
import zipfile
from pathlib import Path

import numpy as np

from .kitti_layout import FrameUnavailable, KittiFrame

STACKED_KEY = "data"


def is_stacked(path: str | os.PathLike | None, suffix: str = ".npz") -> bool:
    """Whether ``path`` names a ``suffix`` file, not a folder: a stacked ground truth
    (``.npz``) or stacked predictions (``.npy``)."""
    return path is not None and Path(path).suffix.lower() == suffix and not Path(path).is_dir()


def array_shape(path: str | os.PathLike, member: str | None = None) -> tuple[int, ...]:
    """The shape in a ``.npy`` header: of the file ``path``, or of ``member`` (``data.npy``)
    inside the ``.npz`` ``path``; ``ValueError`` naming the file when it cannot be read."""
    try:
        with (
            zipfile.ZipFile(path) if member else open(path, "rb")  # noqa: SIM115
        ) as opened:
            if member and member not in opened.namelist():
                raise ValueError(
                    f"it holds no '{STACKED_KEY}' array (monodepth2's export_gt_depth.py writes "
                    f"one), only {sorted(opened.namelist())}"
                )
            with opened.open(member) if member else contextlib.nullcontext(opened) as handle:
                version = np.lib.format.read_magic(handle)
                header = (
                    np.lib.format.read_array_header_1_0
                    if version == (1, 0)
                    else np.lib.format.read_array_header_2_0
                )
                return tuple(header(handle)[0])
    except (OSError, zipfile.BadZipFile, ValueError) as err:
        raise ValueError(f"{'ground truth' if member else 'predictions'} {path}: {err}") from err


def check_stacked_predictions(path: str | os.PathLike, count: int) -> None:
    """``ValueError`` unless the ``.npy`` ``path`` holds ``count`` maps, (count, h, w)."""
    shape = array_shape(path)
    if len(shape) != 3 or shape[0] != count:
        raise ValueError(
            f"predictions {path} is an array of shape {shape}; expected one map per line of "
            f"the split file, ({count}, h, w), in its order (monodepth2's disps_eigen_split.npy "
            "goes with the split file it was made for)"
        )


def read_stacked_predictions(
    path: str | os.PathLike, frames: list[KittiFrame]
) -> dict[str, np.ndarray]:
    """Each frame's map from the stacked ``.npy`` ``path`` (memory-mapped), by the frames'
    order (every line of the split file), keyed by ``KittiFrame.key``."""
    check_stacked_predictions(path, len(frames))
    maps = np.load(path, mmap_mode="r", allow_pickle=False)
    return {frame.key: maps[index] for index, frame in enumerate(frames)}


def check_stacked(path: str | os.PathLike, count: int) -> None:
    """``ValueError`` unless ``path`` is a ``.npz`` whose ``data`` array holds ``count`` maps
    (the split's lines); read from the array's header alone (no map loaded)."""
    shape = array_shape(path, f"{STACKED_KEY}.npy")
    if not shape or shape[0] != count:
        raise ValueError(
            f"ground truth {path} holds {shape[0] if shape else 0} maps, the split file {count} "
            "lines: its maps are taken in the split's line order (monodepth2's gt_depths.npz "
            "goes with the split file it was exported from)"
        )


def read_stacked(path: str | os.PathLike, frames: list[KittiFrame]) -> dict[str, np.ndarray]:
    """Each frame's map from the stacked ``path``, by the frames' order (every line of the
    split file, before any limit), keyed by ``KittiFrame.key``."""
    check_stacked(path, len(frames))
    with np.load(path, allow_pickle=True, encoding="latin1") as archive:
        maps = archive[STACKED_KEY]
    return {frame.key: maps[index] for index, frame in enumerate(frames)}


def stacked_map(maps: dict[str, np.ndarray], frame: KittiFrame, path: Path) -> np.ndarray:
    """The frame's map as float32 metres; ``FrameUnavailable`` unless it is one 2-D map."""
    depth = np.asarray(maps[frame.key])
    if depth.ndim != 2 or not np.issubdtype(depth.dtype, np.number):
        raise FrameUnavailable(
            f"ground truth {path} holds a {depth.dtype} array of shape {depth.shape} for this "
            "frame; expected one depth map (H, W)"
        )
    return depth.astype(np.float32)
