"""``tt-da3 reconstruct --cameras``: the known cameras of the input images, read from an .npz
(``extrinsics`` / ``intrinsics``; a ``scene.npz`` of an earlier run gives its cameras), from a
``cameras.json`` (the record an earlier run wrote beside its outputs, or such a run's ``--out``
folder), or from a JSON file holding ``extrinsics`` / ``intrinsics`` (as ``POST /reconstruct``
takes them; its answer saved to a file gives its ``original_intrinsics``). Each is checked as
``reconstruct`` checks given cameras, before the model loads."""

from __future__ import annotations

import json
import numbers
import zipfile
from pathlib import Path
from typing import Any

import numpy as np

SCENE_MARKS = ("original_sizes", "pose_source", "depth")  # a Scene's .npz (exports.npz)
RECORD = "cameras.json"  # what tt-da3 reconstruct writes beside its outputs
WHAT = "an .npz written with np.savez, a scene.npz, or a cameras.json of tt-da3 reconstruct"


def load_cameras(path: str | None, count: int) -> dict[str, np.ndarray]:
    """``extrinsics`` / ``intrinsics`` (the ones present) for ``count`` views, from the .npz
    or JSON file ``path`` (a folder: its ``cameras.json``); {} for None."""
    if path is None:
        return {}
    source = Path(path)
    if source.is_dir():  # an earlier run's --out: its record
        if not (source / RECORD).is_file():
            raise FileNotFoundError(f"--cameras {path}: a folder without {RECORD} ({WHAT})")
        source = source / RECORD
    elif not source.is_file():  # FileNotFoundError, as np.load raised, saying the flag
        raise FileNotFoundError(f"--cameras {path}: no such file ({WHAT})")
    if zipfile.is_zipfile(source):
        found = npz_cameras(str(source), path)
    else:
        found = json_cameras(source, path)
    if not found:
        raise ValueError(f"{path} holds neither 'extrinsics' nor 'intrinsics'")
    for name, value in found.items():
        if value.ndim == 0:
            raise ValueError(f"{path}: {name} is a single number; expected an array of matrices")
        shared_k = name == "intrinsics" and value.shape == (3, 3)  # one K for every view
        if not shared_k and len(value) != count:
            raise ValueError(f"{path}: {name} has {len(value)} entries for {count} images")
    check_camera_values(found, count, path)
    return found


def npz_cameras(source: str, path: str) -> dict[str, np.ndarray]:
    """The cameras of an .npz: its ``extrinsics`` / ``intrinsics``, or a scene export's
    (``scene_cameras``)."""
    try:
        data = np.load(source, allow_pickle=False)
    except ValueError as err:  # not a numpy file, or one holding Python objects
        raise ValueError(f"--cameras {path}: not an .npz of numeric arrays ({err})") from err
    if not isinstance(data, np.lib.npyio.NpzFile):
        raise ValueError(f"--cameras {path}: expected an .npz (np.savez), got a single array")
    with data:
        scene_export = all(name in data for name in SCENE_MARKS)
        try:  # np.load reads each array when it is asked for: a pickled one fails here
            found = {k: data[k] for k in ("extrinsics", "intrinsics") if k in data}
        except ValueError as err:
            raise ValueError(f"--cameras {path}: not an .npz of numeric arrays ({err})") from err
    if scene_export:  # its intrinsics are at the network size: K of the originals instead
        found = scene_cameras(source)
    return found


def scene_cameras(path: str) -> dict[str, np.ndarray]:
    """The cameras of a ``scene.npz`` (``--format npz``, ``Scene.save``): its extrinsics and
    ``original_intrinsics()``, K of the original images as ``--cameras`` takes it; the file's
    ``intrinsics`` are at the network size (504 px for a 4032 px photo: a focal 8x too short)."""
    from ..exports import load_npz

    scene = load_npz(path)
    return {"extrinsics": scene.extrinsics, "intrinsics": scene.original_intrinsics()}


def json_cameras(source: Path, path: str) -> dict[str, np.ndarray]:
    """The cameras of a JSON file: a ``cameras.json`` record (``views``: each view's
    ``extrinsics`` and ``original_intrinsics``, K of the original image), a ``POST /reconstruct``
    answer (``extrinsics``, ``original_intrinsics``), or ``extrinsics`` / ``intrinsics`` as
    the route takes them. The record's and the answer's ``intrinsics`` are at the network size,
    and never taken."""
    try:
        record = json.loads(source.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ValueError(
            f"--cameras {path}: not an .npz file (write one with np.savez) nor JSON (a "
            f"cameras.json of tt-da3 reconstruct, or 'extrinsics' / 'intrinsics'): {err}"
        ) from err
    except RecursionError as err:  # json nests no deeper than the interpreter's stack
        raise ValueError(f"--cameras {path}: JSON nested too deeply to be cameras") from err
    if not isinstance(record, dict):
        raise ValueError(
            f"--cameras {path}: a JSON {type(record).__name__}, not an object with 'views' "
            "(cameras.json) or 'extrinsics' / 'intrinsics'"
        )
    if "views" in record:
        views = record["views"]
        if not isinstance(views, list) or not all(isinstance(v, dict) for v in views):
            raise ValueError(f"--cameras {path}: 'views' is not a list of objects (cameras.json)")
        columns = {"extrinsics": "extrinsics", "intrinsics": "original_intrinsics"}
        found = {}
        for name, key in columns.items():
            lacking = [i for i, view in enumerate(views) if key not in view]
            if lacking:
                raise ValueError(f"--cameras {path}: views[{lacking[0]}] has no '{key}'")
            found[name] = matrices([view[key] for view in views], f"views[].{key}", path)
        return found
    keys = {"extrinsics": "extrinsics", "intrinsics": "intrinsics"}
    if "original_intrinsics" in record:  # the answer of POST /reconstruct: its K at network size
        keys["intrinsics"] = "original_intrinsics"
    return {name: matrices(record[key], key, path) for name, key in keys.items() if key in record}


def matrices(value: Any, key: str, path: str) -> np.ndarray:
    """``value`` (nested JSON lists of numbers) as a float64 array; ``ValueError`` naming
    ``key`` for text, true / false, null or ragged rows (numpy would read "1" as 1.0)."""
    if not all_numbers(value):
        raise ValueError(f"--cameras {path}: {key} must be nested lists of numbers")
    try:
        return np.asarray(value, dtype=np.float64)
    except ValueError as err:  # ragged: rows of different lengths
        raise ValueError(f"--cameras {path}: {key} is ragged (rows of different lengths)") from err
    except OverflowError as err:  # an integer beyond float64 (10**400)
        raise ValueError(f"--cameras {path}: {key} holds a number beyond float64") from err


def all_numbers(value: Any) -> bool:
    """Whether ``value`` is a number, or lists holding only numbers (none of them bools)."""
    if isinstance(value, list):
        return all(all_numbers(item) for item in value)
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def check_camera_values(found: dict[str, np.ndarray], count: int, path: str) -> None:
    """The checks ``reconstruct`` makes of given cameras (finite, a rotation block, positive
    focal lengths, the shapes), made before the model loads: a NaN pose in ``--cameras`` was
    found only after the checkpoint loaded (downloaded, for a hub id) and every view was read."""
    from ..geometry.camera_checks import check_extrinsics, check_intrinsics

    checks = {"extrinsics": check_extrinsics, "intrinsics": check_intrinsics}
    for name, value in found.items():
        try:
            checks[name](value, count)
        except ValueError as err:
            raise ValueError(f"--cameras {path}: {err}") from err
