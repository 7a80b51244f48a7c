"""The Blackhole converted-weight cache's folders (no ttnn: ``device.cache.Uploader`` reads and
writes the tensors in them): the tilized, dtype-converted tensors of one checkpoint on disk, so a
second load skips the conversion and reads them straight back (``ttnn.load_tensor``).

A cache folder is keyed by the checkpoint file (size, modification time, SHA-256 of its
safetensors header), the model config, the ttnn version, this package's version and the
conversion code itself (``device/weights.py``, where every dtype is named, the weight algebra it
applies, ``numerics/folding.py``, ``device/cache.py`` and this file). It is written whole into a
staging folder (``NAME.partial-PID``, made once the model is known to convert, removed when the
conversion fails or is interrupted, and swept by a later writer when its process is gone) and
renamed into place with a manifest recording each file's size, CRC-32 and modification time
(``runtimes.cache_integrity``, as the runtime cache's ``entry.json``); a folder without one is
never read. Every load reads every file's CRC-32 first (DA3Metric-Large's 0.7 GB of bfloat16:
about half a second at 1.1-1.7 GB/s, against the seconds a Blackhole load takes; ttnn reads a
damaged file's bytes as numbers, with no error): a damaged folder, or one of an older version
with no checksums, is removed with a warning naming it and the weights are converted again. A
folder another user owns
(``runtimes.cache_owner``: a cache folder others can write, ``TT_DA3_CACHE_DIR`` in a shared
``/tmp``) is never read, and a cache folder that cannot be written is not written: both convert
for this process only, with a warning. A tensor count that disagrees with the manifest is an
error, not a reconversion. A new folder replaces the folders of the same checkpoint path whose
file has changed since (their key can never match again: the change time cannot be set back),
so a rewritten, ``chmod``-ed or newly hard-linked checkpoint leaves one converted copy, not one
per change.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from ...config.cache_folder import CACHE_ENV as CACHE_ENV  # the variable read, re-exported
from ...config.cache_folder import package_cache_folder, writable
from ...config.schema import DA3Config
from ...version import __version__
from ..runtimes.cache_integrity import FILES, damage, file_digests, publish
from ..runtimes.cache_locks import TEMP_NAME, remove_unless_held
from ..runtimes.cache_owner import foreign_owner

log = logging.getLogger("tt_depth_anything_3.ttnn")
MANIFEST = "manifest.json"
STAGING_MARK = ".partial-"  # a staging folder: NAME.partial-PID
FILE_STATE = ("size", "mtime_ns", "ctime_ns", "header_sha256")  # of the key: the file's state
# The conversion code: the dtypes and layouts (weights.py), the reading and writing of the
# tensors (device/cache.py), this file, and the weight algebra weights.py applies
# (numerics/folding.py: LayerScale folded, depth and sky fused).
CONVERSION_SOURCES = (
    Path(__file__).parent / "device" / "weights.py",
    Path(__file__).parent / "device" / "cache.py",
    Path(__file__),
    Path(__file__).parent / "numerics" / "folding.py",
)


def default_cache_root() -> Path:
    """``$TT_DA3_CACHE_DIR``, else ``~/.cache/tt_depth_anything_3`` (``config.cache_folder``:
    a relative value kept as first resolved, as the runtimes' cache keeps it)."""
    return package_cache_folder()


def safetensors_header_sha256(path: Path) -> str:
    """SHA-256 of the safetensors header (the 8-byte length and the JSON it counts)."""
    with path.open("rb") as handle:
        prefix = handle.read(8)
        if len(prefix) != 8:
            raise ValueError(f"{path} is not a safetensors file: {len(prefix)} bytes")
        length = int.from_bytes(prefix, "little")
        header = handle.read(length)
    if len(header) != length:
        raise ValueError(f"{path}: header of {length} bytes announced, {len(header)} read")
    return hashlib.sha256(prefix + header).hexdigest()


def ttnn_version() -> str:
    """The installed ttnn's version (of the key: its tensor files and tilizing)."""
    return metadata.version("ttnn")


def cache_key(weights: Path, config: DA3Config) -> dict[str, Any]:
    """What a cache folder depends on (the change time too: set by every write and by no tool
    set back, it tells weights rewritten in place with their size and time kept)."""
    stat = weights.stat()
    return {
        "weights": str(weights.resolve()),
        "size": stat.st_size,
        "mtime_ns": stat.st_mtime_ns,
        "ctime_ns": stat.st_ctime_ns,
        "header_sha256": safetensors_header_sha256(weights),
        "config": repr(config),
        "ttnn": ttnn_version(),
        "package": __version__,
        "conversion_sha256": hashlib.sha256(
            b"".join(path.read_bytes() for path in CONVERSION_SOURCES)
        ).hexdigest(),
    }


@dataclass
class WeightCache:
    """One checkpoint's converted tensors under ``folder`` (numbered in conversion order)."""

    folder: Path
    key: dict[str, Any]

    @classmethod
    def for_checkpoint(
        cls, weights: os.PathLike | str, config: DA3Config, root: Path | None = None
    ) -> WeightCache:
        """The cache folder of ``weights`` under ``root`` (default ``default_cache_root()``)."""
        path = Path(weights)
        key = cache_key(path, config)
        digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:20]
        return cls((root or default_cache_root()) / f"{config.model_name}-{digest}", key)

    @property
    def complete(self) -> bool:
        return (self.folder / MANIFEST).is_file()

    def usable(self) -> bool:
        """Whether this process may read or write the folder: not when another user owns it
        (never read: they could have written tensors and manifest alike) or when the cache
        folder cannot be written; both with a warning, the weights converted for this
        process only."""
        planted = foreign_owner(self.folder) if self.folder.is_dir() else None
        if planted is None and writable(self.folder.parent):
            return True
        why = "cannot be written" if planted is None else f"holds another user's ({planted})"
        log.warning(
            "the weight cache folder %s %s: the converted weights are not cached, only "
            "converted for this process (set %s to a folder of your own to keep them)",
            self.folder if planted else self.folder.parent, why, CACHE_ENV,
        )  # fmt: skip
        return False

    def readable(self) -> bool:
        """Whether the folder is complete and its files match the manifest's sizes and
        CRC-32s (every file read); a damaged one is removed with a warning naming it, so the
        weights are converted again."""
        if not self.complete:
            return False
        problem = damage(self.folder, verify=True, record_name=MANIFEST)
        if problem is None:
            return True
        log.warning(
            "weight cache %s is damaged (%s): converting the weights again", self.folder, problem
        )
        remove_unless_held(self.folder, "discarded")
        return False

    def publish(self, staging: Path, tensors: int) -> None:
        """Write the manifest (``tensors``, the key, each file's size and CRC-32) into the
        converted ``staging`` folder and rename it into place, or drop it when another
        process published a whole folder of this key first; then remove the superseded."""
        manifest = {"tensors": tensors, **self.key, FILES: file_digests(staging, MANIFEST)}
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=2), encoding="utf-8")
        if publish(staging, self.folder, MANIFEST):
            remove_superseded(self)
        else:
            shutil.rmtree(staging)


def staging_folder(folder: Path, pid: int) -> Path:
    """Where process ``pid`` writes ``folder`` before renaming it into place."""
    return folder.with_name(f"{folder.name}{STAGING_MARK}{pid}")


def process_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs on this machine (one of another user's counts)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's
        return True
    return True


def sweep_stale_staging(root: Path) -> list[Path]:
    """Remove the staging folders under ``root`` whose process is gone (interrupted by a
    kill or a crash before it could remove its own), and the damaged folders set aside to be
    removed (``NAME.tmp-discarded-...``) that no process holds -> those removed."""
    removed = []
    for path in root.glob(f"*{STAGING_MARK}*") if root.is_dir() else ():
        pid = path.name.rsplit(STAGING_MARK, 1)[1]
        if path.is_dir() and pid.isdigit() and int(pid) != os.getpid():
            if not process_alive(int(pid)):
                shutil.rmtree(path, ignore_errors=True)
                removed.append(path)
    for path in root.glob("*.tmp-discarded-*") if root.is_dir() else ():  # only ours
        if TEMP_NAME.search(path.name) and path.is_dir() and not path.is_symlink():
            if remove_unless_held(path):
                removed.append(path)
    return removed


def remove_superseded(cache: WeightCache) -> list[Path]:
    """Remove the complete cache folders beside ``cache.folder`` of the same checkpoint path
    (their manifest's ``weights``) made from another state of its file (``FILE_STATE``): no
    key can match them again -> those removed. Folders of the same file state for another
    config, ttnn or package version are kept (another install may use them), and so are
    folders another user owns (not ours to remove)."""
    removed = []
    for manifest in cache.folder.parent.glob(f"*/{MANIFEST}"):
        folder = manifest.parent
        if folder == cache.folder or STAGING_MARK in folder.name or ".tmp-" in folder.name:
            continue
        try:
            key = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError):  # not ours to judge
            continue
        if not isinstance(key, dict) or key.get("weights") != cache.key["weights"]:
            continue
        if foreign_owner(folder) is not None:
            continue
        if any(key.get(name) != cache.key[name] for name in FILE_STATE):
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
    return removed
