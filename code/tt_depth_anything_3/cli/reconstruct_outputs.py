"""The outputs ``tt-da3 reconstruct`` owns in its ``--out`` folder: ``cameras.json`` records the
run's (``outputs``), and a rerun removes those of the earlier run it does not write again, so
that the folder never holds two reconstructions (a 3-view ``scene.glb`` beside a 2-view
``cameras.json``). Only the command's own names are removed, and of a COLMAP folder only its
model files (the folder too when nothing else is left in it)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

RECORD = "cameras.json"
COLMAP_FOLDERS = ("colmap", "colmap-bin")
COLMAP_FILES = tuple(
    f"{name}{suffix}" for name in ("cameras", "images", "points3D") for suffix in (".txt", ".bin")
)


def earlier_outputs(out_dir: Path, owned: Iterable[str]) -> list[str]:
    """The outputs (names in ``out_dir``, among ``owned``) of the earlier run whose record
    ``cameras.json`` is there: its ``outputs`` list, or, for a record written before runs
    listed them, every ``owned`` name present. [] without a record of this command."""
    owned = tuple(owned)
    path = out_dir / RECORD
    if not path.is_file():
        return []
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):  # not this command's record
        return []
    if not (isinstance(record, dict) and "views" in record and "convention" in record):
        return []
    listed = record.get("outputs")
    if isinstance(listed, list):
        return [name for name in listed if name in owned]
    return [name for name in owned if (out_dir / name).exists()]


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
