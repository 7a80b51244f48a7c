"""What ``tt-da3 cache`` shows and clears: the entries of the runtime cache (``cache``), each
with its kind, size and last use (the entry folder's modification time, set on every use).
Entries being built by a live process (``*.tmp-PID``) are never removed; one a dead process
left is."""

from __future__ import annotations

import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from .cache import COMPLETE, cache_root, owner_alive


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


def cache_entries(root: Path | None = None) -> list[CacheEntry]:
    """Every entry folder under ``root`` (default ``cache_root()``), oldest use first; folders
    that are not entries (``is_entry``) are left out, so never removed."""
    root = cache_root() if root is None else root
    entries = []
    for kind in sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []:
        for folder in sorted(p for p in kind.iterdir() if is_entry(p)):
            complete = ".tmp-" not in folder.name
            entries.append(CacheEntry(kind.name, folder, folder_bytes(folder),
                                      folder.stat().st_mtime, complete))  # fmt: skip
    return sorted(entries, key=lambda e: e.last_used)


def clear_entries(older_than_s: float | None = None, root: Path | None = None) -> list[CacheEntry]:
    """Remove the entries under ``root`` last used more than ``older_than_s`` seconds ago (None:
    all), but never one a live process is building; the removed entries."""
    now = time.time()
    removed = []
    for entry in cache_entries(root):
        if older_than_s is not None and now - entry.last_used <= older_than_s:
            continue
        if not entry.complete and owner_alive(entry.path):
            continue
        shutil.rmtree(entry.path)
        removed.append(entry)
    return removed
