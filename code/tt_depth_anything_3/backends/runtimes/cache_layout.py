"""The runtime cache's entries on disk: a folder per entry under ``root/kind`` (its
``entry.json`` written last; ``*.tmp-*`` while a build runs), listed with size and last use,
and the bound (``TT_DA3_CACHE_MAX_GB``) kept by removing the least recently used. Imports
nothing of the package: ``cache`` builds on it, ``cache_admin`` (``tt-da3 cache``) too."""

from __future__ import annotations

import logging
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

COMPLETE = "entry.json"  # written last inside an entry: what it was built from
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CacheEntry:
    """One folder of the runtime cache."""

    kind: str
    path: Path
    bytes: int
    last_used: float  # seconds since the epoch
    complete: bool  # False: a temporary folder left by a build

    def row(self) -> dict[str, object]:
        """The entry as ``tt-da3 cache --list --json`` prints it."""
        return {"kind": self.kind, "path": str(self.path), "bytes": self.bytes,
                "last_used": time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(self.last_used)),
                "complete": self.complete}  # fmt: skip


def folder_bytes(folder: Path) -> int:
    """Bytes of the files under ``folder``."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def is_entry(folder: Path) -> bool:
    """Whether ``folder`` is one the cache wrote: a whole entry (its ``entry.json`` written
    last) or one being built or left by a build (``*.tmp-*``); any other folder is not ours."""
    return folder.is_dir() and (".tmp-" in folder.name or (folder / COMPLETE).is_file())


def cache_entries(root: Path) -> list[CacheEntry]:
    """Every entry folder under the cache's ``root``, oldest use first; folders that are not
    entries (``is_entry``) are left out, so never removed."""
    entries = []
    for kind in sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []:
        for folder in sorted(p for p in kind.iterdir() if is_entry(p)):
            complete = ".tmp-" not in folder.name
            entries.append(CacheEntry(kind.name, folder, folder_bytes(folder),
                                      folder.stat().st_mtime, complete))  # fmt: skip
    return sorted(entries, key=lambda e: e.last_used)


def evict_over_limit(keep: Path, root: Path, limit: int | None) -> list[CacheEntry]:
    """With a ``limit`` (bytes; ``TT_DA3_CACHE_MAX_GB``): remove the least recently used whole
    entries under ``root`` until the entries fit, never ``keep`` (the entry just built, which
    may alone be over the bound) nor one being built; the removed. Each is renamed aside
    first, so that of two processes evicting at once one removes it and a reader sees it whole
    or not at all."""
    if limit is None:
        return []
    entries = cache_entries(root)
    total = sum(entry.bytes for entry in entries)
    removed = []
    for entry in entries:  # oldest use first
        if total <= limit:
            break
        if entry.path == keep or not entry.complete:
            continue
        aside = entry.path.parent / f"{entry.path.name}.tmp-evicted-{os.getpid()}"
        try:
            os.replace(entry.path, aside)
        except FileNotFoundError:  # another process evicted or discarded it first
            continue
        shutil.rmtree(aside)
        total -= entry.bytes
        removed.append(entry)
    if removed:
        log.info("runtime cache over its bound of %.3f GB: removed the %d least recently used "
                 "entries (%.1f MB)", limit / 1e9, len(removed),
                 sum(e.bytes for e in removed) / 1e6)  # fmt: skip
    return removed
