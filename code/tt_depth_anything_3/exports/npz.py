"""``.npz``: every array of the ``Scene`` losslessly, and ``load_npz`` to read it back."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path
from typing import BinaryIO

import numpy as np

from ..config.errors import InputError
from ..geometry.scene import Scene
from .atomic import atomic_file

ARRAYS = (
    "depth",
    "conf",
    "extrinsics",
    "intrinsics",
    "images",
    "original_sizes",
    "sky",
    "resized_sizes",
    "given_intrinsics",
)
OPTIONAL = ("conf", "sky", "resized_sizes", "given_intrinsics")
SCALARS = ("ref_view", "pose_source", "units", "model_name")
OPTIONAL_SCALARS = ("backend",)  # absent from exports written before it was recorded


def write_npz(scene: Scene, path: str | os.PathLike, *, compress: bool = True) -> Path:
    """Write ``path`` (.npz): the arrays (None ones left out) and the scalars as 0-d arrays."""
    path = Path(path)
    arrays = {name: getattr(scene, name) for name in ARRAYS if getattr(scene, name) is not None}
    arrays.update({name: np.asarray(getattr(scene, name)) for name in SCALARS + OPTIONAL_SCALARS})
    save = np.savez_compressed if compress else np.savez
    with atomic_file(path) as tmp:
        with tmp.open("wb") as f:
            save(f, **arrays)
    return path


def load_npz(path: str | Path | BinaryIO) -> Scene:
    """The ``Scene`` a ``.npz`` export holds (without Gaussians or timings)."""
    # a path (np.load of another file would talk of pickles) or an open file (a BytesIO)
    is_path = isinstance(path, (str, os.PathLike))
    if is_path and Path(path).is_file() and not zipfile.is_zipfile(path):
        raise InputError(
            f"{path} is not an .npz file (a zip archive of arrays): not a Scene export"
        )
    with np.load(path, allow_pickle=False) as data:
        missing = [n for n in ARRAYS + SCALARS if n not in data and n not in OPTIONAL]
        if missing:
            raise InputError(f"{path} is not a Scene export: it lacks {missing}")
        arrays = {name: data[name] for name in ARRAYS if name in data}
        scalars = {name: data[name].item() for name in SCALARS + OPTIONAL_SCALARS if name in data}
    return Scene(
        depth=arrays["depth"],
        conf=arrays.get("conf"),
        extrinsics=arrays["extrinsics"],
        intrinsics=arrays["intrinsics"],
        images=arrays["images"],
        original_sizes=arrays["original_sizes"],
        sky=arrays.get("sky"),
        resized_sizes=arrays.get("resized_sizes"),
        given_intrinsics=arrays.get("given_intrinsics"),
        ref_view=int(scalars["ref_view"]),
        pose_source=str(scalars["pose_source"]),
        units=str(scalars["units"]),
        model_name=str(scalars["model_name"]),
        backend=str(scalars.get("backend", "")),
    )
