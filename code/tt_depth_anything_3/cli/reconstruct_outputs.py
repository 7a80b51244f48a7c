"""The outputs ``tt-da3 reconstruct`` owns in its ``--out`` folder: ``cameras.json`` records the
run's (``outputs``), and a rerun removes those of the earlier run it does not write again, so
that the folder never holds two reconstructions (a 3-view ``scene.glb`` beside a 2-view
``cameras.json``). Only the command's own names are removed, and of a COLMAP folder only its
model files (the folder too when nothing else is left in it). A run writes its record first,
marked ``"complete": false`` and listing every output it will write and every earlier one it
has yet to remove, then the outputs, then the record marked complete: a run killed midway
(``kill -9``) leaves a record that names every scene file in the folder, so the same command
run again replaces them, and removes the temporary files the killed run's writers left."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterable
from pathlib import Path

from ..exports.atomic import short_name

RECORD = "cameras.json"
COLMAP_FOLDERS = ("colmap", "colmap-bin")
COLMAP_FILES = tuple(
    f"{name}{suffix}" for name in ("cameras", "images", "points3D") for suffix in (".txt", ".bin")
)


def earlier_outputs(out_dir: Path, owned: Iterable[str], *, unlisted: bool = True) -> list[str]:
    """The outputs (names in ``out_dir``, among ``owned``) of the earlier run whose record
    ``cameras.json`` is there: its ``outputs`` list, or, for a record written before runs
    listed them, every ``owned`` name present (``unlisted=False``: none, as for removing: such
    a name may be the user's). [] without a record of this command."""
    owned = tuple(owned)
    record = read_record(out_dir)
    if record is None:
        return []
    listed = record.get("outputs")
    if isinstance(listed, list):
        return [name for name in listed if name in owned]
    return [name for name in owned if (out_dir / name).exists()] if unlisted else []


def read_record(out_dir: Path) -> dict | None:
    """The ``cameras.json`` this command wrote in ``out_dir``, or None (none, or not ours)."""
    path = out_dir / RECORD
    if not path.is_file():
        return None
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):  # not this command's record
        return None
    if not (isinstance(record, dict) and "views" in record and "convention" in record):
        return None
    return record


def check_not_foreign(out_dir: Path, targets: Iterable[str], owned: Iterable[str]) -> None:
    """Refuse (``ValueError``, before any compute) a run whose outputs ``targets`` would replace
    files in ``out_dir`` this command did not write: a ``cameras.json`` that is not its record,
    or an output name the earlier run's record does not list (the user's own ``scene.glb``, a
    COLMAP folder holding a model). Nothing is replaced then."""
    record = out_dir / RECORD
    foreign = []
    if (record.exists() or record.is_symlink()) and read_record(out_dir) is None:
        foreign.append(RECORD)
    earlier = set(earlier_outputs(out_dir, owned))
    for name in targets:
        target = out_dir / name
        if name in earlier or name == RECORD:
            continue
        if name in COLMAP_FOLDERS:
            if target.is_dir() and any((target / f).exists() for f in COLMAP_FILES):
                foreign.append(f"{name}/ (a COLMAP model)")
        elif target.exists() or target.is_symlink():
            foreign.append(name)
    if foreign:
        raise ValueError(
            f"--out {str(out_dir)!r} holds {', '.join(foreign)}, not written by an earlier "
            "tt-da3 reconstruct (its cameras.json does not list them): nothing was replaced; "
            "choose another --out or move them away"
        )


def remove_stale(out_dir: Path, stale: Iterable[str]) -> list[str]:
    """Remove the earlier run's outputs ``stale`` from ``out_dir``; returns those removed.
    A COLMAP folder loses its model files (and goes when then empty); a name that is now
    something else (a file where a folder was) is left alone."""
    removed = []
    for name in stale:
        target = out_dir / name
        if target.is_symlink() or not target.exists():  # a link is never followed
            continue
        if name in COLMAP_FOLDERS and target.is_dir():
            for model_file in COLMAP_FILES:
                (target / model_file).unlink(missing_ok=True)
            if not any(target.iterdir()):  # the user's own files stay, and their folder
                target.rmdir()
        elif name not in COLMAP_FOLDERS and target.is_file():
            target.unlink()
        else:
            continue
        removed.append(name)
    return removed


def remove_leftovers(out_dir: Path, names: Iterable[str]) -> list[str]:
    """Remove the temporary files and folders that this command's writers (``atomic_file``,
    ``atomic_folder``) left beside ``names`` in ``out_dir`` when a run was killed; only where
    ``out_dir`` holds this command's record, and never through a symbolic link. The removed."""
    if read_record(out_dir) is None or not out_dir.is_dir():
        return []
    bases = {short_name(name, extra) for name in names for extra in (14, 18)}
    pattern = re.compile(r"^\.(?P<base>.+)\.[0-9a-z_]{8,12}\.tmp$")
    removed = []
    for path in sorted(out_dir.iterdir()):
        match = pattern.match(path.name)
        if match is None or match["base"] not in bases or path.is_symlink():
            continue
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
        removed.append(path.name)
    return removed
