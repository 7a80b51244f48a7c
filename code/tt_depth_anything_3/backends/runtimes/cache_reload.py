"""A cached file that its engine cannot load (an ONNX graph ONNX Runtime or OpenVINO cannot
parse, an OpenVINO IR it cannot read): every CRC-32 of its entry is read; a damaged entry
(bytes changed with the size and time kept, which a use does not look for) is removed with a
warning and built again, as a compiled OpenVINO blob that fails to import is; an undamaged one
is a ``CachedEntryError`` naming it. Such a file failed every later load with the engine's
raw traceback, repaired only by a ``tt-da3 cache --verify`` it did not name."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from .cache import COMPLETE, damage, discard

T = TypeVar("T")


class CachedEntryError(OSError):
    """Its engine could not load a cache entry whose files match the checksums recorded when
    it was built."""


def engine_error_line(err: BaseException) -> str:
    """The last line of an engine's error (OpenVINO's and ONNX Runtime's run to many)."""
    lines = str(err).strip().splitlines()
    return f"{type(err).__name__}: {lines[-1] if lines else ''}"


def load_cached(
    find: Callable[[], Path],
    load: Callable[[Path], T],
    engine: str,
    errors: tuple[type[BaseException], ...] = (Exception,),
) -> T:
    """``load(find())``: ``find`` gives a file of a cache entry (building the entry when it
    is not cached). Where ``load`` raises one of ``errors`` (the engine could not load it)
    and the file is in a whole entry, every CRC-32 of that entry is read: a damaged entry is
    discarded with a warning and ``find`` builds it again (loaded once more; an error then is
    the engine's own), an undamaged one is a ``CachedEntryError`` naming the entry and
    ``tt-da3 cache --verify`` (from the engine's error)."""
    path = find()
    try:
        return load(path)
    except errors as err:
        entry = path.parent
        if not (entry / COMPLETE).is_file():  # built for this process only (no cache)
            raise
        why = f"{engine} could not load it: {engine_error_line(err)}"
        problem = damage(entry, verify=True)
        if problem is None:
            raise CachedEntryError(
                f"{engine} could not load {path.name} of the cache entry {entry} "
                f"({engine_error_line(err)}), though its files match the checksums recorded "
                "when it was built; `tt-da3 cache --verify` checks every entry, and removing "
                "that folder builds it again"
            ) from err
        discard(entry, why, problem)
    return load(find())
