"""The up-front checks of ``tt-da3 predict``'s outputs: every output that cannot be written,
or must not be, is named in one refusal before the model loads; ``output_folder``, the
``--out`` folder made before it loads (``predict``, ``reconstruct``)."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

from ..config.file_writes import file_on_the_way

SHOWN_CLASHES = 10  # outputs named in check_out_folder's refusal; the rest are counted


def check_out_is_folder(out_dir: Path) -> None:
    """``ValueError`` when ``--out``, or the nearest of its folders that exists, is there but
    is no folder (a file: ``--out a.png/depth``), before any work."""
    blocked = file_on_the_way(out_dir)
    if blocked is not None:
        where = "" if blocked == out_dir else f": {blocked}"
        raise ValueError(f"--out {out_dir}{where} is a file, not a folder")


def check_out_folder(out_dir: Path, targets: list[Path], inputs: list[str]) -> None:
    """``ValueError`` (before any work) for an ``--out`` that is a file, or naming every output
    (the first ``SHOWN_CLASHES``) that would be written over an input image or over another
    image file (a photo ``a.png`` beside ``a.jpg``, or one in a plain or linked ``--out``)
    unless that image is this package's own depth map (``written_by_us``: an earlier run's),
    that a symbolic link stands at (dangling or not: it is never followed), that a linked
    folder would put outside ``--out``, or that cannot be written (a name longer
    than the file system allows, a folder stands there, a file where a folder of its path
    should be, or a folder without write permission)."""
    from ..inference.image_files import IMAGE_SUFFIXES
    from ..inference.outputs import written_by_us

    check_out_is_folder(out_dir)
    sources = {Path(image).resolve() for image in inputs}
    folders = {source.parent for source in sources}
    out_root = out_dir.resolve()
    clashes = []
    for target in targets:
        if (too_long := overlong_name(target)) is not None:
            clashes.append(f"{target} cannot be made: {too_long}")
            continue
        if target.is_symlink():  # before resolve: a link is named, never followed
            clashes.append(
                f"{target} is a symbolic link (to {os.readlink(target)}): outputs never "
                "write through a link"
            )
            continue
        resolved = target.resolve()
        if resolved in sources:
            clashes.append(f"{target} would be written over that input image")
        elif not resolved.is_relative_to(out_root):  # a linked folder on the way
            clashes.append(f"{target} would be written outside --out, to {resolved}")
        elif target.is_dir():
            clashes.append(f"{target} is a folder")
        elif (blocked := blocking_file(target.parent, out_dir)) is not None:
            clashes.append(f"{target} cannot be made: {blocked} is a file, not a folder")
        elif (locked := unwritable_folder(target.parent)) is not None:
            clashes.append(f"{target} cannot be written: the folder {locked} is read-only")
        elif target.exists() and target.suffix.lower() in IMAGE_SUFFIXES:  # maybe a photo
            if not written_by_us(target):  # not our depth map of an earlier run
                where = "beside the inputs" if resolved.parent in folders else "in --out"
                clashes.append(
                    f"{target} would be written over that image {where}, which is not a "
                    "depth map of this package"
                )
    if clashes:
        more = len(clashes) - SHOWN_CLASHES
        listed = "; ".join(clashes[:SHOWN_CLASHES]) + (f"; and {more} more" if more > 0 else "")
        raise ValueError(
            f"--out {out_dir}: {len(clashes)} output(s) cannot be written: {listed}; choose "
            "another --out (or move those files away)"
        )


def unwritable_folder(folder: Path) -> Path | None:
    """The nearest existing folder at or above ``folder`` when files cannot be made in it
    (no write or search permission for this process, or a read-only file system); None when
    they can. Outputs are renamed into place, so only the folder's permission counts."""
    existing = next((p for p in (folder, *folder.parents) if os.path.isdir(p)), Path("."))
    return None if os.access(existing, os.W_OK | os.X_OK) else existing


DEFAULT_NAME_MAX = 255  # bytes in one file or folder name, where the system does not say


def name_max(path: Path) -> int:
    """The longest file name (bytes) the file system of ``path``'s nearest existing folder
    allows: ``os.pathconf(..., "PC_NAME_MAX")``, ``DEFAULT_NAME_MAX`` where it is unknown."""
    # os.path.isdir: False for a name too long to look up (Path.is_dir raises there)
    folder = next((p for p in (path, *path.parents) if os.path.isdir(p)), Path("."))
    if not hasattr(os, "pathconf"):  # Windows
        return DEFAULT_NAME_MAX
    try:
        limit = os.pathconf(folder, "PC_NAME_MAX")
    except OSError:  # the file system does not say: the common limit
        return DEFAULT_NAME_MAX
    return limit if limit > 0 else DEFAULT_NAME_MAX


def overlong_name(target: Path) -> str | None:
    """Why ``target`` cannot be made when one of its names (file or folder) is longer than
    the file system allows (``[Errno 36] File name too long`` midway through a batch);
    None when every name fits."""
    limit = name_max(target.parent)
    for part in target.parts:
        size = len(os.fsencode(part))
        if size > limit:
            return f"the name {part[:24]}... is {size} bytes, over the file system's {limit}"
    return None


def blocking_file(folder: Path, out_dir: Path) -> Path | None:
    """An existing non-folder on the way from ``out_dir`` (excluded) down to ``folder``, that
    would stop ``folder`` being made; None if there is none."""
    for path in (folder, *folder.parents):
        if path == out_dir:
            return None
        if path.exists() and not path.is_dir():
            return path
    return None


@contextlib.contextmanager
def output_folder(path: Path) -> Iterator[Path]:
    """Create ``path`` (a ValueError naming it when that is impossible) before any compute;
    the folders created here are removed again if still empty when the block ends: it failed,
    or wrote nothing (``predict`` whose every image was skipped)."""
    if path.exists() and not path.is_dir():
        raise ValueError(f"--out {str(path)!r} exists and is not a folder")
    created = [p for p in (path, *path.parents) if not p.exists()]
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise ValueError(f"--out {str(path)!r}: cannot create the folder ({err.strerror})") from err
    try:
        yield path
    finally:
        for folder in created:  # deepest first
            with contextlib.suppress(OSError):
                folder.rmdir()  # only when empty
