"""``.npz``: every array of the ``Scene`` losslessly, and ``load_npz`` to read it back."""

from __future__ import annotations

import os
from pathlib import Path
from typing import BinaryIO

import numpy as np

from ..config.errors import InputError
from ..config.npz_sources import npz_source, read_arrays
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
    path = Path(path).expanduser()  # "~/x": the home folder, as scene.save takes it
    arrays = {name: getattr(scene, name) for name in ARRAYS if getattr(scene, name) is not None}
    arrays.update({name: np.asarray(getattr(scene, name)) for name in SCALARS + OPTIONAL_SCALARS})
    save = np.savez_compressed if compress else np.savez
    with atomic_file(path) as tmp:
        with tmp.open("wb") as f:
            save(f, **arrays)
    return path


def load_npz(path: str | os.PathLike | bytes | BinaryIO) -> Scene:
    """The ``Scene`` a ``.npz`` export holds (without Gaussians or timings): ``path`` is a path,
    the archive's bytes or an open binary file; ``InputError`` for anything else."""
    given = npz_source(path, "load_npz")
    what = given.label or str(path)
    if not given.is_zip():  # (np.load of another file would talk of pickles)
        raise InputError(
            f"{what} {given.noun} not an .npz file (a zip archive of arrays): not a Scene export"
        )
    with np.load(given.source, allow_pickle=False) as data:
        missing = [n for n in ARRAYS + SCALARS if n not in data and n not in OPTIONAL]
        if missing:
            raise InputError(f"{what} {given.noun} not a Scene export: it lacks {missing}")
        arrays = read_arrays(data, ARRAYS, what)
        stored = read_arrays(data, SCALARS + OPTIONAL_SCALARS, what)
        scalars = {name: value.item() for name, value in stored.items()}
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
