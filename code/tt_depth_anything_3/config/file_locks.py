"""Advisory locks on open files, on every platform the package imports on.

Where ``fcntl`` exists (Linux, macOS, the BSDs): ``flock``, shared or exclusive, on a file or a
folder. On Windows (no ``fcntl``): ``msvcrt.locking`` of one byte far past the file's end (so
its text stays readable), exclusive and without waiting only, on a regular file; a feature that
needs more (the exported runtimes' cache locks its folders, shared) is refused there with a
``FileLocksUnavailableError`` naming it. Either lock goes with its descriptor, and with its
holder's process when that dies. Imports nothing of the package."""

from __future__ import annotations

import errno
import os
import sys

try:
    import fcntl
except ImportError:  # Windows: msvcrt below; lock_file says what cannot be locked there
    fcntl = None
try:
    import msvcrt
except ImportError:  # every platform but Windows
    msvcrt = None

FOLDER_LOCKS = fcntl is not None  # shared locks and locks on folders (flock)
LOCKED_BYTE = 2**31 - 2  # the byte msvcrt.locking takes: past any lock file's text
HELD = (errno.EACCES, errno.EDEADLK)  # msvcrt.locking's errors for a byte another holds


class FileLocksUnavailableError(OSError):
    """This platform has no file lock of the kind a feature needs (Windows: no shared lock,
    none on a folder, none that waits): the message names the feature and the platform."""


def unavailable(feature: str) -> FileLocksUnavailableError:
    """The error of ``feature`` (e.g. "the exported runtimes' cache"), which needs ``flock``
    (shared locks, locks on folders), on a platform without ``fcntl``."""
    return FileLocksUnavailableError(
        f"{feature} needs POSIX file locks (fcntl.flock), which this platform ({sys.platform}) "
        "does not have; it runs on Linux and macOS"
    )


def lock_file(fd: int, *, shared: bool = False, wait: bool = True, feature: str = "") -> bool:
    """Lock the file (or, with ``flock``, folder) open on ``fd``: ``shared`` or exclusive;
    ``wait``: block until it is free. True when taken; False when another holder has it and
    ``wait`` is off. Without ``fcntl`` (Windows) only an exclusive lock without waiting is
    possible: anything else raises ``FileLocksUnavailableError`` naming ``feature``."""
    if fcntl is not None:
        mode = (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | (0 if wait else fcntl.LOCK_NB)
        try:
            fcntl.flock(fd, mode)
        except BlockingIOError:  # held by another
            return False
        return True
    if msvcrt is None or shared or wait:
        raise unavailable(feature or "a shared or waiting file lock")
    os.lseek(fd, LOCKED_BYTE, os.SEEK_SET)
    try:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError as err:
        if err.errno not in HELD:
            raise
        return False
    finally:
        os.lseek(fd, 0, os.SEEK_SET)
    return True


def share_lock(fd: int, feature: str = "") -> None:
    """The exclusive lock of ``fd`` made shared (``flock`` only)."""
    if fcntl is None:
        raise unavailable(feature or "a shared file lock")
    fcntl.flock(fd, fcntl.LOCK_SH)


# Flags of os.open missing on Windows: there, no link is refused and no descriptor is
# inherited by a child anyway (os.open makes them non-inheritable).
O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
O_BINARY = getattr(os, "O_BINARY", 0)  # Windows: "\n" written as it is


__all__ = [
    "FOLDER_LOCKS",
    "O_BINARY",
    "O_CLOEXEC",
    "O_NOFOLLOW",
    "FileLocksUnavailableError",
    "lock_file",
    "share_lock",
    "unavailable",
]
