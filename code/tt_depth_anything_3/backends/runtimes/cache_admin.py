"""What ``tt-da3 cache`` shows and clears: the entries of the runtime cache (``cache``), each
with its kind, size and last use (the entry folder's modification time, set on every use).
Neither reads ``TT_DA3_CACHE_MAX_GB``. Folders a live build or load holds (``cache_locks``: a
lock, not a PID, which a later process may reuse) are never removed; one a killed process left
is. Symbolic links are neither listed nor removed. ``TT_DA3_CACHE_MAX_GB`` bounds the cache:
after each load that built an entry, the least recently used others go until the entries fit
(``cache_layout.evict_over_limit``)."""

from __future__ import annotations

import time
from pathlib import Path

from .cache import DIGESTS, cache_folder
from .cache import owner_alive as owner_alive
from .cache_integrity import damage
from .cache_layout import COMPLETE, built_for, built_for_model
from .cache_layout import CacheEntry as CacheEntry  # here too, as ``tt-da3 cache`` reads them
from .cache_layout import cache_entries as listed_entries
from .cache_layout import folder_bytes as folder_bytes
from .cache_layout import is_entry as is_entry
from .cache_locks import remove_unless_held
from .checkpoint_digests import remove_temporaries

UNRECORDED = (
    f"no {COMPLETE} (an older version's entry, or its record lost): no load uses it, so it "
    "only takes space"
)


def cache_entries(root: Path | None = None) -> list[CacheEntry]:
    """Every entry folder under ``root`` (default ``cache_folder()``), oldest use first."""
    return listed_entries(cache_folder() if root is None else root)


def clear_entries(
    older_than_s: float | None = None, root: Path | None = None, model: str | None = None
) -> list[CacheEntry]:
    """Remove the entries under ``root`` last used more than ``older_than_s`` seconds ago (None:
    all), of ``model`` only when given (``built_for_model``: an entry without a record is of
    none), but never one a live build or load holds; the removed entries."""
    return clear_entries_keeping(older_than_s, root, model)[0]


def clear_entries_keeping(
    older_than_s: float | None = None, root: Path | None = None, model: str | None = None
) -> tuple[list[CacheEntry], list[CacheEntry]]:
    """``clear_entries``, and the entries it chose but kept because a live process holds them
    (a load using it, a build under way): ``tt-da3 cache --clear`` said "removed 0 entries"
    with them still there."""
    now = time.time()
    removed, kept = [], []
    for entry in cache_entries(root):
        if older_than_s is not None and now - entry.last_used <= older_than_s:
            continue
        if model is not None and not built_for_model(built_for(entry), model):
            continue
        if remove_unless_held(entry.path, "evicted"):
            removed.append(entry)
        elif entry.path.is_dir():  # held (not one another process removed meanwhile)
            kept.append(entry)
    return removed, kept


def clear_digest_temporaries(root: Path | None = None) -> int:
    """Remove the temporary files of checkpoint-digest memos under ``root`` (default
    ``cache_folder()``) that a killed process, or an older version on a full disk, left
    (``tt-da3 cache --clear`` did not); how many."""
    return remove_temporaries((cache_folder() if root is None else root) / DIGESTS)


def verify_entries(root: Path | None = None) -> list[tuple[CacheEntry, str, bool]]:
    """Read the CRC-32 of every file of every complete entry under ``root`` (default
    ``cache_folder()``) against its ``entry.json``; each damaged entry, what is wrong with it,
    and whether it was removed (not when a live build or load holds it): the next load that
    needs it builds it again. A key-named folder without its ``entry.json`` (``unrecorded``:
    left by an older version, or its record lost) is damaged too: no load uses it."""
    damaged = []
    for entry in cache_entries(root):
        if entry.unrecorded:
            problem: str | None = UNRECORDED
        elif not (entry.path / COMPLETE).is_file():  # a build in progress: nothing to check yet
            continue
        else:
            problem = damage(entry.path, verify=True)
        if problem is not None:
            damaged.append((entry, problem, remove_unless_held(entry.path, "discarded")))
    return damaged
