"""The package's cache folder, one reading of ``TT_DA3_CACHE_DIR`` for every cache in it (the
runtimes' engines under ``runtimes/``, the Blackhole converted weights beside them)."""

from __future__ import annotations

import os
from pathlib import Path

CACHE_ENV = "TT_DA3_CACHE_DIR"

# a relative TT_DA3_CACHE_DIR made absolute against the working folder of its first read
RESOLVED_CACHE_DIRS: dict[str, Path] = {}


def package_cache_folder() -> Path:
    """``$TT_DA3_CACHE_DIR``, else ``~/.cache/tt_depth_anything_3``. A relative value is
    resolved against the working folder where it is first read (a model's load) and kept so for
    the process: a later ``os.chdir`` moves no cache (a loaded model built every engine again
    in a new cache under the new folder; the Blackhole weights' cache moved while the engines'
    stayed). A leading ``~`` is the home folder (``ENV TT_DA3_CACHE_DIR=~/cache`` in a
    Dockerfile or a systemd unit, where no shell expands it: the cache went to a folder named
    ``~`` under the working folder). Empty, or spaces only, is unset (a folder named by
    spaces was made in the working folder)."""
    root = os.environ.get(CACHE_ENV)
    if not root or not root.strip():  # empty or spaces: unset, as every TT_DA3_ variable
        return home_folder() / ".cache" / "tt_depth_anything_3"
    if root == "~" or root.startswith("~/"):  # HOME unset or empty: the variable's fix said
        return home_folder(root) / root[2:]
    root = os.path.expanduser(root)  # ~user/...
    if not Path(root).is_absolute():
        return RESOLVED_CACHE_DIRS.setdefault(root, Path(root).absolute())
    return Path(root)


def home_folder(cache_value: str | None = None) -> Path:
    """``Path.home()``, or an ``OSError`` saying what to set where there is none: ``HOME``
    unset for a user without a passwd entry (a container run as an arbitrary user id). Python's
    bare ``RuntimeError: Could not determine home directory.`` ended ``tt-da3 cache`` and every
    exported runtime's load with a traceback (exit 1). An empty ``HOME`` is refused the same
    way: Python reads it as ``/``, and the cache went to ``/.cache`` (a warning, or an entry
    in the root folder when run as root). ``cache_value``: the ``TT_DA3_CACHE_DIR`` that starts
    with ``~`` and so needs the home (the error then names it and asks for a path without ``~``;
    it said only to set the variable, which was set)."""
    fix = f"set {CACHE_ENV} (or HOME) to a writable folder"
    if cache_value is not None:  # it is set: to a folder under the missing home
        fix = f"{CACHE_ENV}={cache_value} is under the home folder (~); {fix}, a path without ~"
    if os.name == "posix" and os.environ.get("HOME") == "":
        raise OSError(f"no cache folder: HOME is empty; {fix}")
    try:
        return Path.home()
    except RuntimeError as err:
        raise OSError(
            f"no cache folder: HOME is not set and this user has no home directory; {fix}"
        ) from err


def writable(folder: Path) -> bool:
    """Whether entries can be made under ``folder`` (it, or its nearest existing parent): the
    runtime cache's and the Blackhole weight cache's check alike."""
    while not folder.exists():
        folder = folder.parent
    return os.access(folder, os.W_OK | os.X_OK)


def unwritable_reason(folder: Path) -> str:
    """Why entries cannot be made under ``folder``, which ``writable`` refused: ``cannot be
    written``, naming the nearest existing folder above it when ``folder`` is not there yet
    (the one that refuses; the warning named only a folder that did not exist)."""
    place = folder
    while not place.exists():
        place = place.parent
    if place == folder:
        return "cannot be written"
    return (
        f"cannot be written: it is not there, and {place}, where it would be made, is not writable"
    )
