"""The outputs ``tt-da3 reconstruct`` owns in its ``--out`` folder: ``cameras.json`` records the
run's (``outputs``), and a rerun removes those of the earlier run it does not write again, so
that the folder never holds two reconstructions (a 3-view ``scene.glb`` beside a 2-view
``cameras.json``). Only the command's own names are removed, and of a COLMAP folder only its
model files (the folder too when nothing else is left in it). A run writes its record first,
marked ``"complete": false`` and listing every output it will write and every earlier one it
has yet to remove, then the outputs, then the record marked complete: a run killed midway
(``kill -9``) leaves a record that names every scene file in the folder, so the same command
run again replaces them, and removes the temporary files the killed run's writers left.

The outputs of a run replace the earlier run's all together or not at all (``replaced_together``):
each is written to a temporary beside its target first, and only once every one is written
are they renamed into place; a run that fails before (a full disk) leaves the earlier outputs
and ``cameras.json`` as they were."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from ..config.file_writes import replaced_on_success, temporary_beside, write_failure
from ..exports.atomic import short_name
from ..exports.colmap import STALE_FILES

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
    ``atomic_folder``, ``replaced_together``, and a writer's own temporary of one of those:
    ``..scene.glb.<hex>.tmp.<hex>.tmp``) left beside ``names`` in ``out_dir`` when a run was
    killed; only where ``out_dir`` holds this command's record, and never through a symbolic
    link. The removed."""
    if read_record(out_dir) is None or not out_dir.is_dir():
        return []
    bases = {short_name(name, extra) for name in names for extra in (14, 18)}
    pattern = re.compile(r"^\.+(?P<base>.+?)(?:\.[0-9a-z_]{8,32}\.tmp)+$")
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


class Staged:
    """The outputs a run has written under temporary names so far (``replaced_together``)."""

    def __init__(self) -> None:
        self.pairs: list[tuple[Path, Path]] = []  # (temporary, target), in the order written

    def write(self, target: Path, write: Callable[[Path], object]) -> None:
        """``write(tmp)`` for a fresh temporary ``tmp`` beside ``target`` (a file, or a COLMAP
        folder the writer makes); an ``OSError`` (a full disk) is said of ``target``."""
        tmp = temporary_beside(target)
        self.pairs.append((tmp, target))
        try:
            write(tmp)
        except OSError as error:
            raise write_failure(target, error) from error


@contextlib.contextmanager
def replaced_together(moved: list[Path] | None = None) -> Iterator[Staged]:
    """Yield a ``Staged`` the block writes the run's outputs through; when the block succeeds
    they replace their targets, in the order written (renames only: they need no room), a
    COLMAP folder by its model files moving into it (the other model and ``STALE_FILES`` there
    removed, the user's files kept), each target appended to ``moved`` once in place. When the
    block fails (a full disk, Ctrl-C), every temporary goes and no target has been touched:
    the earlier run's outputs stay whole."""
    staged = Staged()
    try:
        yield staged
        for tmp, target in staged.pairs:
            if tmp.is_dir():
                move_model(tmp, target)
            else:
                with replaced_on_success(target, tmp):
                    pass  # written: renamed over ``target`` now
            if moved is not None:
                moved.append(target)
    finally:
        for tmp, _ in staged.pairs:  # what was not moved into place
            if tmp.is_dir() and not tmp.is_symlink():
                shutil.rmtree(tmp)
            elif os.path.lexists(tmp):
                tmp.unlink()


def move_model(staged: Path, target: Path) -> None:
    """Move the COLMAP model files of the folder ``staged`` into the folder ``target`` (made if
    needed), removing there the model files ``staged`` does not hold (the other encoding's) and
    ``STALE_FILES``, as ``write_colmap`` does; the user's other files in ``target`` stay."""
    try:
        target.mkdir(exist_ok=True)
        for name in COLMAP_FILES:
            if (staged / name).is_file():
                os.replace(staged / name, target / name)
            else:
                (target / name).unlink(missing_ok=True)
        for name in STALE_FILES:
            (target / name).unlink(missing_ok=True)
    except OSError as error:
        raise write_failure(target, error) from error
