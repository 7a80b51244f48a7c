"""Writing a file whole: the folder it goes in, the temporary it is written to, and what a
failed write says (the user's path).

Every writer of the package puts a file beside its target and renames it over through
``replaced_on_success`` (``inference.outputs.replaced_whole``, ``exports.atomic.atomic_file``,
``exports.sequence_outputs.replace_atomically``, ``scale_out.predictor.write_atomically``,
``write_text_whole``): a kill leaves the old file or the new one. An error from the temporary
file (a read-only or full disk) would name that hidden file, and a path under an existing file
would fail in ``Path.mkdir`` with a bare ``FileExistsError``: both are said of the user's path."""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import InputError


def file_on_the_way(path: Path) -> Path | None:
    """The nearest of ``path`` and the folders above it that exists and is no folder (a file,
    or a link to none): what stops ``path`` being made as a folder or in one; None if none."""
    for place in (path, *path.parents):
        if place.is_dir():
            return None
        if place.exists() or place.is_symlink():
            return place
    return None


def make_parent_folder(path: Path) -> None:
    """Create the folders above ``path`` that are missing; ``InputError`` when one of them is
    a file (``out/a.png/depth.png``), naming it."""
    if (blocked := file_on_the_way(path.parent)) is not None:
        raise InputError(f"cannot write {path}: {blocked} is a file, not a folder")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:  # a read-only disk, no permission: said of the file to write
        raise write_failure(path, error) from error


WRITE_REASON = "write_reason"  # the attribute of a ``write_failure`` error: its bare reason


def write_failure(path: Path, error: OSError) -> OSError:
    """An ``OSError`` with ``error``'s errno (so its kind: ``PermissionError`` ...) saying that
    ``path`` could not be written and why (numpy's short write on a full disk has no errno:
    its message is kept). An ``error`` that is itself a write failure (a temporary's, inside
    another writer) gives its reason only: ``cannot write out/a.npz: No space left on device``,
    not ``cannot write out/a.npz: cannot write out/.a.npz.partial-...: No space ...``."""
    reason = getattr(error, WRITE_REASON, None)
    if reason is None:
        reason = error.strerror or str(error)
        where = Path(error.filename) if error.filename else path
        if where != path and not where.name.startswith("."):  # a folder on the way
            reason = f"{reason} ({where})"
    message = f"cannot write {path}: {reason}"
    failure = OSError(message) if error.errno is None else OSError(error.errno, message)
    setattr(failure, WRITE_REASON, reason)
    return failure


def failure_text(path: Path, error: OSError) -> str:
    """``cannot write PATH: REASON`` for ``error`` met writing ``path`` (no ``[Errno N]``), as
    a per-image ``skipped`` / ``failed`` line says it."""
    failure = write_failure(path, error)
    return failure.strerror or str(failure)


def remove_temporary(path: Path) -> None:
    """Remove a writer's temporary ``path`` if it is there (``unlink(missing_ok=True)`` still
    raises on a read-only disk, hiding the error that stopped the write)."""
    if os.path.lexists(path):
        path.unlink()


NAME_MAX = 255  # bytes of one file name (Linux, macOS)


def temporary_beside(path: Path) -> Path:
    """A fresh temporary name beside ``path`` that starts with its name (cut to fit the
    name limit): ``.NAME.<32 hex>.tmp``. A temporary of a temporary keeps the outer one's mark
    (``.x.npz.partial-...``), so the sweep of a killed writer's files finds it too."""
    tail = f".{uuid.uuid4().hex}.tmp"
    return path.with_name(f".{name_within(path.name, NAME_MAX - 1 - len(tail))}{tail}")


def name_within(name: str, room: int) -> str:
    """``name`` cut, whole characters off its end, to at most ``room`` bytes as the file system
    holds it (``os.fsencode``: a name whose bytes are not UTF-8, ``\\udcXX`` in Python, counts
    those bytes). ``str.encode()`` raised ``UnicodeEncodeError`` on such a name: ``tt-da3
    predict`` of a folder holding one stopped with "surrogates not allowed"."""
    while len(os.fsencode(name)) > room:
        name = name[:-1]
    return name


def names_open_file(path: Path, fd: int) -> bool:
    """Whether ``path`` (not followed) still names the file or folder ``fd`` is open on (a lock
    taken on a file another process removed or replaced meanwhile holds nothing)."""
    try:
        now = os.stat(path, follow_symlinks=False)
    except FileNotFoundError:
        return False
    locked = os.fstat(fd)
    return (now.st_ino, now.st_dev) == (locked.st_ino, locked.st_dev)


@contextmanager
def replaced_on_success(path: Path, temporary: Path | None = None) -> Iterator[Path]:
    """Yield a temporary path beside ``path`` (``temporary``, or ``temporary_beside(path)``) for
    the block to write; when the block succeeds it is renamed over ``path``, otherwise removed
    (Ctrl-C and SIGTERM too). An ``OSError`` (a read-only or full disk) is said of ``path``
    (``write_failure``), never of the temporary."""
    tmp = temporary_beside(path) if temporary is None else temporary
    try:
        yield tmp
        os.replace(tmp, path)
    except OSError as error:
        raise write_failure(path, error) from error
    finally:
        remove_temporary(tmp)


def replace_whole(path: Path, write: Callable[[Path], None], temporary: Path | None = None) -> None:
    """``write(tmp)`` then rename onto ``path`` (``replaced_on_success``)."""
    with replaced_on_success(path, temporary) as tmp:
        write(tmp)


def write_text_whole(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary beside it renamed over it: a process
    killed mid-write leaves the old file or the new one, never a torn one (a torn run record
    made the next run refuse its folder). Errors name ``path``."""
    replace_whole(path, lambda tmp: tmp.write_text(text, encoding="utf-8"))
