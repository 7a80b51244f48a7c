"""One run at a time in an output folder: ``folder_run_lock`` holds an exclusive ``flock`` on
a lock file inside it (``.tt-da3-run.lock``) for the run. A second run into the folder, in this
process (another thread) or another, is refused at once, naming the folder; the same thread
may take it again (``tt-da3 video`` holds it around ``reconstruct_stream``, which takes it
too). A lock left by a killed run never blocks: the kernel releases a ``flock`` with its
holder; the file itself is removed by the run that holds it when it ends (a killed run's is
taken over by the next, and removed by it). On Windows (no ``flock``) the lock is
``msvcrt.locking``'s (``config.file_locks``), and the file is removed after its release."""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..config.errors import InputError
from ..config.file_locks import FOLDER_LOCKS, O_BINARY, O_CLOEXEC, O_NOFOLLOW, lock_file
from ..config.file_writes import names_open_file
from .stream_checks import check_out_dir

LOCK_NAME = ".tt-da3-run.lock"

_held: dict[tuple[int, int], list[int]] = {}  # folder (dev, inode) -> [thread, fd, depth]
_guard = threading.Lock()


class FolderInUseError(InputError):
    """Another run holds the output folder: two runs into one folder would mix their files."""


def in_use_message(folder: Path, holder: str) -> str:
    """What a run refused because ``folder`` is in use says (``holder``: who holds it, or "")."""
    return (
        f"{folder} is in use: another run{holder} holds it (its lock {folder / LOCK_NAME}); "
        "wait for that run to end, or use another output folder"
    )


def _holder(fd: int) -> str:
    """ " (pid N)" as the holder wrote it into the lock file, or "" when it wrote none."""
    os.lseek(fd, 0, os.SEEK_SET)  # (no os.pread on Windows)
    text = os.read(fd, 32).decode("ascii", "replace").strip()
    return f" (pid {text})" if text.isdigit() else ""


def _take(folder: Path) -> int:
    """A descriptor of ``folder``'s lock file holding its exclusive lock; ``FolderInUseError``
    when another holds it. A file its holder removed as this one locked it is opened again."""
    path = folder / LOCK_NAME
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_BINARY, 0o644)
        if not lock_file(fd, wait=False, feature="an output folder's run lock"):
            holder = _holder(fd)
            os.close(fd)
            raise FolderInUseError(in_use_message(folder, holder)) from None
        if names_open_file(path, fd):
            break
        os.close(fd)  # removed by the run that ended as this one locked it: the new file
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)  # (no os.pwrite on Windows)
    os.write(fd, f"{os.getpid()}\n".encode())
    return fd


def _give_back(folder: Path, fd: int) -> None:
    """Remove the lock file (still held: no other run can be between) and release it. On
    Windows, where an open file cannot be removed, released first: a run that took it
    meanwhile keeps it (removed when that run ends)."""
    path = folder / LOCK_NAME
    if not FOLDER_LOCKS:
        same = names_open_file(path, fd)
        os.close(fd)
        if same:
            with contextlib.suppress(PermissionError):  # another run holds it open now
                path.unlink(missing_ok=True)
        return
    try:
        if names_open_file(path, fd):
            path.unlink()
    finally:
        os.close(fd)


@contextmanager
def folder_run_lock(folder: str | os.PathLike) -> Iterator[Path]:
    """Hold ``folder``'s run lock for the block (the folder, made with its missing parents
    if needed, is yielded; those made here are removed again if still empty at the end);
    ``FolderInUseError`` naming the folder when another run, in this process or another,
    holds it. Re-entrant in one thread."""
    folder = Path(folder)
    check_out_dir(folder)  # under a file: said so, not mkdir's errno
    made = [p for p in (folder, *folder.parents) if not p.exists()]  # the deepest first
    folder.mkdir(parents=True, exist_ok=True)
    stat = folder.stat()
    key = (stat.st_dev, stat.st_ino)
    me = threading.get_ident()
    try:
        with _guard:
            entry = _held.get(key)
            if entry is not None and entry[0] != me:
                raise FolderInUseError(in_use_message(folder, " (another thread of this process)"))
            if entry is None:
                entry = _held[key] = [me, _take(folder), 0]
            entry[2] += 1
        try:
            yield folder
        finally:
            with _guard:
                entry[2] -= 1
                if entry[2] == 0:
                    del _held[key]
                    _give_back(folder, entry[1])
    finally:
        for place in made:
            if place.is_dir() and not any(place.iterdir()):
                place.rmdir()
            else:
                break
