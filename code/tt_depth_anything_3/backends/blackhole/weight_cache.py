"""The Blackhole converted-weight cache's folders (no ttnn: ``device.cache.Uploader`` reads and
writes the tensors in them): the tilized, dtype-converted tensors of one checkpoint on disk, so a
second load skips the conversion and reads them straight back (``ttnn.load_tensor``).

A cache folder is keyed by the checkpoint file (size, modification time, SHA-256 of its
safetensors header), the model config, the ttnn version, this package's version and the
conversion code itself (``device/weights.py``, where every dtype is named, the weight algebra it
applies, ``numerics/folding.py``, ``device/cache.py`` and this file). It is written whole into a
staging folder of its own (``NAME.partial-PID-TOKEN``, made once the model is known to convert,
locked with ``flock`` while it is written, removed when the conversion fails or is interrupted,
and swept by a later writer or ``tt-da3 cache --clear`` once no process holds it), so that two
writers (two processes, two loads in one, two hosts or containers whose PIDs meet) never write
into one folder nor remove each other's (an older version's ``NAME.partial-PID`` goes once
that PID is gone); then it is renamed into place with a manifest recording each file's size,
CRC-32 and modification time
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
per change. A load reading a folder holds its shared lock (``hold_readable``) until it is done:
neither ``tt-da3 cache --clear`` nor a replacement removes it under the reader.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import uuid
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from ...config.cache_folder import CACHE_ENV as CACHE_ENV  # the variable read, re-exported
from ...config.cache_folder import package_cache_folder, writable
from ...config.file_writes import file_on_the_way
from ...config.schema import DA3Config
from ...version import __version__
from ..runtimes.cache_integrity import FILES, damage, file_digests, publish
from ..runtimes.cache_locks import TEMP_NAME, lock_folder, remove_unless_held
from ..runtimes.cache_owner import foreign_owner

log = logging.getLogger("tt_depth_anything_3.ttnn")
MANIFEST = "manifest.json"
STAGING_MARK = ".partial-"  # a staging folder: NAME.partial-PID-TOKEN
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
        if planted is not None:
            why = f"holds another user's ({planted})"
        elif (blocked := file_on_the_way(self.folder.parent)) is not None:
            why = f"cannot be made: {blocked} is a file"  # named, not the folder it stops
        else:
            why = "cannot be written"
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

    def hold_readable(self) -> int | None:
        """A descriptor holding the folder's shared lock when it is complete and ``readable``
        (its last use set, for ``tt-da3 cache --clear --older-than``): no clear, sweep or
        replacement removes it until the descriptor is closed. None when it is incomplete,
        gone, or damaged (removed with a warning, unless another reader holds it)."""
        if not self.complete:
            return None
        fd = lock_folder(self.folder, shared=True, wait=True)
        if fd is None:  # removed or replaced since
            return None
        if damage(self.folder, verify=True, record_name=MANIFEST) is None:
            if os.access(self.folder, os.W_OK):
                os.utime(self.folder)
            return fd
        os.close(fd)  # readable() says so and removes it, which our own lock would stop
        self.readable()
        return None

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
    """``NAME.partial-PID``: where process ``pid`` wrote ``folder`` before this version (one
    name per PID: two loads of one process, or two hosts or containers whose PIDs meet, wrote
    into the same folder, and one removed the other's); ``new_staging_folder`` now."""
    return folder.with_name(f"{folder.name}{STAGING_MARK}{pid}")


# a staging folder of this version: NAME.partial-PID-TOKEN (an older one's: NAME.partial-PID)
STAGING_NAME = re.compile(re.escape(STAGING_MARK) + r"\d+-[0-9a-f]{12}$")


def new_staging_folder(folder: Path) -> tuple[Path, int]:
    """A new staging folder of ``folder``, ``NAME.partial-PID-TOKEN`` (no other writer's, in
    this process or any other), and a descriptor holding its exclusive lock: close it once
    the folder is published or removed. Until then no sweep removes it."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    while True:
        staging = folder.with_name(
            f"{folder.name}{STAGING_MARK}{os.getpid()}-{uuid.uuid4().hex[:12]}"
        )
        staging.mkdir()
        fd = lock_folder(staging, shared=False, wait=False)
        if fd is not None:
            return staging, fd
        # a sweep took it for a stale one in the instant before it was locked: another name


def process_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs on this machine (one of another user's counts)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's
        return True
    return True


def remove_if_stale(path: Path) -> bool:
    """Remove the staging folder or set-aside folder ``path`` when no process writes it any
    more: a ``NAME.partial-PID-TOKEN`` or ``NAME.tmp-discarded-...`` whose lock no process
    holds, an older version's ``NAME.partial-PID`` whose process is gone (not this one's).
    Whether it was removed; any other name, a link, or a file is left alone."""
    if path.is_symlink() or not path.is_dir():
        return False
    if STAGING_NAME.search(path.name) or (
        ".tmp-discarded-" in path.name and TEMP_NAME.search(path.name)
    ):
        return remove_unless_held(path, "discarded")
    pid = path.name.rsplit(STAGING_MARK, 1)[-1] if STAGING_MARK in path.name else ""
    if pid.isdigit() and int(pid) != os.getpid() and not process_alive(int(pid)):
        shutil.rmtree(path, ignore_errors=True)
        return True
    return False


def sweep_stale_staging(root: Path) -> list[Path]:
    """Remove the staging folders under ``root`` that no process writes any more (interrupted
    by a kill or a crash before it could remove its own), and the damaged folders set aside
    to be removed (``NAME.tmp-discarded-...``) that no process holds (``remove_if_stale``)
    -> those removed."""
    if not root.is_dir():
        return []
    found = [*root.glob(f"*{STAGING_MARK}*"), *root.glob("*.tmp-discarded-*")]
    return [path for path in sorted(set(found)) if remove_if_stale(path)]


def remove_superseded(cache: WeightCache) -> list[Path]:
    """Remove the complete cache folders beside ``cache.folder`` of the same checkpoint path
    (their manifest's ``weights``) made from another state of its file (``FILE_STATE``): no
    key can match them again -> those removed. Folders of the same file state for another
    config, ttnn or package version are kept (another install may use them), and so are
    folders another user owns (not ours to remove) or a load reads now (its shared lock)."""
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
        stale = any(key.get(name) != cache.key[name] for name in FILE_STATE)
        if stale and remove_unless_held(folder, "discarded"):  # not one a load reads now
            removed.append(folder)
    return removed
