"""monodepth2's stacked ground truth: ``gt_depths.npz``, one array for every frame of a split.

monodepth2's ``export_gt_depth.py`` writes ``np.savez_compressed(path, data=np.array(maps))``:
under the key ``data``, one depth map (metres, 0 = no data) per line of the split file
(``splits/eigen/test_files.txt``: projected LiDAR; ``splits/eigen_benchmark``: the annotated
maps), in its line order. Maps of several sizes (KITTI's dates differ) make an object array,
which numpy reads only with pickle allowed: load only a file you trust, as monodepth2 does.
"""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import numpy as np

from .kitti_layout import FrameUnavailable, KittiFrame

STACKED_KEY = "data"


def is_stacked(gt_root: str | os.PathLike | None) -> bool:
    """Whether ``gt_root`` names a ``.npz`` file (a stacked ground truth), not a folder."""
    return (
        gt_root is not None
        and Path(gt_root).suffix.lower() == ".npz"
        and not Path(gt_root).is_dir()
    )


def check_stacked(path: str | os.PathLike, count: int) -> None:
    """``ValueError`` unless ``path`` is a ``.npz`` whose ``data`` array holds ``count`` maps
    (the split's lines); read from the array's header alone (no map loaded)."""
    name = f"{STACKED_KEY}.npy"
    try:
        with zipfile.ZipFile(path) as archive:
            if name not in archive.namelist():
                raise ValueError(
                    f"it holds no '{STACKED_KEY}' array (monodepth2's export_gt_depth.py writes "
                    f"one), only {sorted(archive.namelist())}"
                )
            with archive.open(name) as member:
                version = np.lib.format.read_magic(member)
                header = (
                    np.lib.format.read_array_header_1_0
                    if version == (1, 0)
                    else np.lib.format.read_array_header_2_0
                )
                shape = header(member)[0]
    except (OSError, zipfile.BadZipFile, ValueError) as err:
        raise ValueError(f"ground truth {path}: {err}") from err
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
