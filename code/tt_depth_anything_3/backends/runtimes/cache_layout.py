"""The runtime cache's entries on disk: a folder per entry under ``root/kind`` (its
``entry.json`` written last; ``*.tmp-*`` while a build runs), listed with size and last use
(a key-named folder without its ``entry.json``, which an older version or a lost record left,
is listed as ``unrecorded``, so that it can be seen and removed), and the bound
(``TT_DA3_CACHE_MAX_GB``) kept by removing the least recently used. Folders that vanish while
they are listed (another process evicting, publishing or clearing) are left out; symbolic
links (a kind folder, an entry) are never followed, counted or removed. Imports only
``cache_locks``: ``cache`` builds on it, ``cache_admin`` (``tt-da3 cache``) too."""

from __future__ import annotations

import json
import logging
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from ...config.env_numbers import env_number
from .cache_integrity import COMPLETE as COMPLETE  # written last inside an entry
from .cache_locks import TEMP_NAME, remove_unless_held

MAX_GB_ENV = "TT_DA3_CACHE_MAX_GB"  # the cache's bound (``evict_over_limit``)
KEY_NAME = re.compile(r"[0-9a-f]{24}")  # an entry's folder name (``cache.entry_key``), whole
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CacheEntry:
    """One folder of the runtime cache."""

    kind: str
    path: Path
    bytes: int
    last_used: float  # seconds since the epoch
    complete: bool  # False: a temporary folder left by a build, or an unrecorded one
    unrecorded: bool = False  # a key-named folder without its entry.json (not complete)

    def row(self) -> dict[str, object]:
        """The entry as ``tt-da3 cache --list --json`` prints it."""
        return {"kind": self.kind, "path": str(self.path), "bytes": self.bytes,
                "last_used": time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(self.last_used)),
                "complete": self.complete, "unrecorded": self.unrecorded}  # fmt: skip


# entry.json's key, shown: the model (its config's digest), the checkpoint file and SHA-256
BUILT_FOR = ("model", "file", "sha256", "runtime", "engine", "precision", "shape")


def built_for(entry: CacheEntry) -> dict[str, object]:
    """What a whole entry was built for (``tt-da3 cache --list``): the ``BUILT_FOR`` keys its
    ``entry.json`` holds (the key it was built under: model and checkpoint digest, runtime or
    engine, precision, input shape); {} for an unfinished build; ``{"unreadable": why}`` for a
    record that is no JSON object (``--verify`` checks and removes such an entry)."""
    if not entry.complete:
        return {}
    try:
        record = json.loads((entry.path / COMPLETE).read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:  # said in the listing, not raised: --verify's job
        return {"unreadable": f"{COMPLETE}: {type(err).__name__}"}
    if not isinstance(record, dict):
        return {"unreadable": f"{COMPLETE} is no JSON object"}
    return {key: record[key] for key in BUILT_FOR if key in record}


def built_for_text(values: dict[str, object]) -> str:
    """``built_for`` as a listing line's words: ``da3metric-large:ae03... (model.safetensors
    74ce2828) openvino int8 1x3x336x504``; "" when there is nothing to say."""
    if "unreadable" in values:
        return f"({values['unreadable']}: tt-da3 cache --verify checks it)"
    shape = values.get("shape")
    if isinstance(shape, list):
        shape = "x".join(str(n) for n in shape)
    checkpoint = " ".join(str(values[k])[: 8 if k == "sha256" else None]
                          for k in ("file", "sha256") if values.get(k))  # fmt: skip
    words = [values.get("model"), f"({checkpoint})" if checkpoint else None]
    words += [values.get("runtime") or values.get("engine"), values.get("precision"), shape]
    return " ".join(str(w) for w in words if w)


def built_for_model(values: dict[str, object], model: str) -> bool:
    """Whether an entry's ``built_for`` ``values`` are those of ``model``: its name
    (``da3-small``), its ``name:digest`` as listed, or the checkpoint's SHA-256 (8 hex digits or
    more of its start)."""
    listed = str(values.get("model", ""))
    sha256 = str(values.get("sha256", ""))
    if model in (listed, listed.partition(":")[0]) and listed:
        return True
    return len(model) >= 8 and bool(sha256) and sha256.startswith(model.lower())


def folder_bytes(folder: Path) -> int:
    """Bytes of the regular files under ``folder`` (links not followed; files and folders
    removed meanwhile by another process count as none)."""

    def vanished_only(err: OSError) -> None:
        if not isinstance(err, FileNotFoundError):
            raise err

    total = 0
    for parent, _, files in os.walk(folder, onerror=vanished_only):
        for name in files:
            try:
                info = os.lstat(os.path.join(parent, name))
            except FileNotFoundError:
                continue
            total += info.st_size if stat.S_ISREG(info.st_mode) else 0
    return total


def is_link(path: Path) -> bool:
    """Whether ``path`` is a symbolic link, with a warning that the cache skips it."""
    if not path.is_symlink():
        return False
    log.warning("%s is a symbolic link: the runtime cache never follows links, so it is not "
                "listed, counted or removed", path)  # fmt: skip
    return True


def is_entry(folder: Path) -> bool:
    """Whether ``folder`` is one the cache wrote: a whole entry (its ``entry.json`` written
    last), one being built or left by a build (``*.tmp-PID-TOKEN``, ``*.tmp-evicted-*``,
    ``*.tmp-discarded-*``, ``*.tmp-PID``) or an unrecorded one (``is_unrecorded``); any other
    folder, or a symbolic link, is not ours."""
    if folder.is_symlink() or not folder.is_dir():
        return False
    return (
        TEMP_NAME.search(folder.name) is not None
        or has_record(folder)
        or KEY_NAME.fullmatch(folder.name) is not None
    )


def has_record(folder: Path) -> bool:
    """Whether ``folder`` holds its ``entry.json`` (a file, not a link)."""
    record = folder / COMPLETE
    return record.is_file() and not record.is_symlink()


def is_unrecorded(folder: Path) -> bool:
    """Whether ``folder`` is named as an entry (``KEY_NAME``) but holds no ``entry.json``: never
    used by a load (a build publishes its folder with the record in it), so left by an older
    version or a lost record; ``tt-da3 cache --clear`` / ``--verify`` and the bound remove it."""
    return KEY_NAME.fullmatch(folder.name) is not None and not has_record(folder)


def listed_entry(kind: str, folder: Path) -> CacheEntry | None:
    """``folder`` as a ``CacheEntry``, or None when it is not an entry or vanished."""
    try:
        if not is_entry(folder):
            return None
        last_used = folder.lstat().st_mtime
        size = folder_bytes(folder)
    except FileNotFoundError:  # evicted, published or cleared meanwhile
        return None
    unrecorded = is_unrecorded(folder)
    complete = TEMP_NAME.search(folder.name) is None and not unrecorded
    return CacheEntry(kind, folder, size, last_used, complete, unrecorded)


def cache_entries(root: Path) -> list[CacheEntry]:
    """Every entry folder under the cache's ``root``, oldest use first; folders that are not
    entries (``is_entry``) or vanish while listed are left out, so never removed."""
    entries = []
    kinds = sorted(root.iterdir()) if root.is_dir() else []
    for kind in kinds:
        if is_link(kind) or not kind.is_dir():
            continue
        try:
            folders = sorted(kind.iterdir())
        except FileNotFoundError:
            continue
        for folder in folders:
            entry = None if is_link(folder) else listed_entry(kind.name, folder)
            if entry is not None:
                entries.append(entry)
    return sorted(entries, key=lambda e: e.last_used)


def evict_over_limit(keep: Path, root: Path, limit: int | None) -> list[CacheEntry]:
    """With a ``limit`` (bytes; ``TT_DA3_CACHE_MAX_GB``): remove the least recently used whole
    entries under ``root`` until the whole entries fit, never ``keep`` nor one held (in use by
    a load of this or another process, ``cache_locks``), and remove the temporary folders no
    live build holds (left by a killed process) and the unrecorded ones (``is_unrecorded``)
    none holds: neither counts toward the bound. The removed whole entries. Each is locked and
    renamed aside first, so that of two processes evicting at once one removes it and a reader
    sees it whole or not at all."""
    if limit is None:
        return []
    entries = cache_entries(root)
    for entry in entries:
        if not entry.complete:
            remove_unless_held(entry.path)
    total = sum(entry.bytes for entry in entries if entry.complete)
    removed = []
    for entry in entries:  # oldest use first
        if total <= limit:
            break
        if entry.path == keep or not entry.complete:
            continue
        if remove_unless_held(entry.path):
            total -= entry.bytes
            removed.append(entry)
    if removed:
        log.info("runtime cache over its bound of %.3f GB: removed the %d least recently used "
                 "entries (%.1f MB)", limit / 1e9, len(removed),
                 sum(e.bytes for e in removed) / 1e6)  # fmt: skip
    return removed


def cache_limit_bytes() -> int | None:
    """The cache's bound from ``TT_DA3_CACHE_MAX_GB`` (GB, 10^9 bytes), or None (unset: no
    bound); ``ValueError`` naming the variable for a value that is not a finite number of
    bytes >= 1 (``1e300`` GB overflows, ``1e-10`` GB is under a byte)."""
    must_be = "must be a finite number of GB > 0 (at least 1e-9: one byte)"
    value = env_number(MAX_GB_ENV, must_be, lowest=1, scale=1e9)
    return None if value is None else int(value)
