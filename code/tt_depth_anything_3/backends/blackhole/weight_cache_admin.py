"""What ``tt-da3 cache`` shows and clears of the Blackhole converted-weight cache
(``weight_cache``, no ttnn): its folders in the package's cache folder, beside ``runtimes/``
(``NAME-DIGEST`` with a manifest, staging folders, damaged folders set aside), each with its
size and last use (the folder's modification time, set by every load that reads it). A folder
a load reads or a writer stages is never removed (their locks), nor one another user owns, nor
a symbolic link or a folder of any other name."""

from __future__ import annotations

import re
import time
from pathlib import Path

from ..runtimes.cache_layout import CacheEntry, folder_bytes
from ..runtimes.cache_locks import TEMP_NAME, remove_unless_held
from ..runtimes.cache_owner import foreign_owner
from .weight_cache import MANIFEST, STAGING_MARK, default_cache_root, remove_if_stale

KIND = "blackhole-weights"  # the kind ``tt-da3 cache`` lists these folders as
FOLDER_NAME = re.compile(r"^.+-[0-9a-f]{20}$")  # WeightCache.for_checkpoint's: MODEL-DIGEST


def weight_folder_state(folder: Path) -> bool | None:
    """True for a whole converted folder (``MODEL-DIGEST`` holding its manifest), False for one
    being written or set aside (``MODEL-DIGEST.partial-*``, ``MODEL-DIGEST.tmp-discarded-*``),
    None for anything else (not the weight cache's: never listed nor removed)."""
    if folder.is_symlink() or not folder.is_dir():
        return None
    name = folder.name
    if FOLDER_NAME.match(name):
        manifest = folder / MANIFEST
        return True if manifest.is_file() and not manifest.is_symlink() else None
    base = name.split(STAGING_MARK, 1)[0] if STAGING_MARK in name else name.split(".tmp-", 1)[0]
    temporary = STAGING_MARK in name or TEMP_NAME.search(name) is not None
    return False if temporary and FOLDER_NAME.match(base) else None


def weight_folders(root: Path | None = None) -> list[CacheEntry]:
    """Every folder of the weight cache under ``root`` (default ``default_cache_root()``), as
    ``CacheEntry`` rows of kind ``KIND`` (``complete``: a whole folder), oldest use first;
    folders removed while they are listed are left out."""
    root = default_cache_root() if root is None else root
    entries = []
    for folder in sorted(root.iterdir()) if root.is_dir() else []:
        try:
            state = weight_folder_state(folder)
            if state is None:
                continue
            entry = CacheEntry(KIND, folder, folder_bytes(folder), folder.lstat().st_mtime, state)
        except FileNotFoundError:  # removed meanwhile (a clear or a publish elsewhere)
            continue
        entries.append(entry)
    return sorted(entries, key=lambda e: e.last_used)


def of_model(entry: CacheEntry, model: str) -> bool:
    """Whether the weight folder ``entry`` (``MODEL-DIGEST``, or its staging or set-aside
    folder) holds the converted weights of the model named ``model``."""
    name = entry.path.name.split(STAGING_MARK, 1)[0].split(".tmp-", 1)[0]
    return name.rpartition("-")[0] == model


def clear_weight_folders(
    older_than_s: float | None = None, root: Path | None = None, model: str | None = None
) -> list[CacheEntry]:
    """Remove the weight cache's folders under ``root`` last used more than ``older_than_s``
    seconds ago (None: all), of the model named ``model`` only when given (``of_model``):
    whole ones no load reads and this user owns, staging and set-aside ones no process holds
    (``remove_if_stale``) -> those removed."""
    now = time.time()
    removed = []
    for entry in weight_folders(root):
        if older_than_s is not None and now - entry.last_used <= older_than_s:
            continue
        if model is not None and not of_model(entry, model):
            continue
        if entry.complete:
            gone = foreign_owner(entry.path) is None and remove_unless_held(entry.path, "discarded")
        else:
            gone = remove_if_stale(entry.path)
        if gone:
            removed.append(entry)
    return removed
