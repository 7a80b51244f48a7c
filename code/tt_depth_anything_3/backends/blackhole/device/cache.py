"""Converted-weight cache: the tilized, dtype-converted tensors of one checkpoint on disk, so a
second load skips the conversion and reads them straight back (``ttnn.load_tensor``).

A cache folder is keyed by the checkpoint file (size, modification time, SHA-256 of its
safetensors header), the model config, the ttnn version and the conversion code itself
(``weights.py``, where every dtype is named, the weight algebra it applies,
``numerics/folding.py``, and this file). It is written whole into a staging
folder (``NAME.partial-PID``, made once the model is known to convert, removed when the conversion
fails or is interrupted, and swept by a later writer when its process is gone) and renamed into
place with a manifest; a folder without one is never read. A tensor count that disagrees with the
manifest is an error, not a reconversion. A new folder replaces the folders of the same
checkpoint path whose file has changed since (their key can never match again: the change time
cannot be set back), so a rewritten, ``chmod``-ed or newly hard-linked checkpoint leaves one
converted copy, not one per change.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

import torch
import ttnn

from ....config.cache_folder import CACHE_ENV as CACHE_ENV  # the variable read, re-exported
from ....config.cache_folder import package_cache_folder
from ....config.schema import DA3Config

MANIFEST = "manifest.json"
STAGING_MARK = ".partial-"  # a staging folder: NAME.partial-PID
FILE_STATE = ("size", "mtime_ns", "ctime_ns", "header_sha256")  # of the key: the file's state
# The conversion code: the dtypes and layouts (weights.py), this file, and the weight algebra
# weights.py applies (numerics/folding.py: LayerScale folded, depth and sky fused).
CONVERSION_SOURCES = (
    Path(__file__).with_name("weights.py"),
    Path(__file__),
    Path(__file__).parents[1] / "numerics" / "folding.py",
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
        "ttnn": metadata.version("ttnn"),
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


class Uploader:
    """Host tensors -> ttnn tensors, one call per weight in a fixed order, through an optional
    ``WeightCache``: read back when the cache is complete, else converted and written to it.

    Attributes:
        source: ``"cache"`` (read back), ``"converted+cached"`` or ``"converted"`` (no cache).
    """

    def __init__(self, device: Any, cache: WeightCache | None) -> None:
        self.device = device
        self.cache = cache
        self.count = 0
        self.reading = cache is not None and cache.complete
        self.source = (
            "converted" if cache is None else "cache" if self.reading else "converted+cached"
        )
        self._staging: Path | None = None
        if cache is not None and not self.reading:
            sweep_stale_staging(cache.folder.parent)
            self._staging = staging_folder(cache.folder, os.getpid())
            if self._staging.exists():
                shutil.rmtree(self._staging)
            self._staging.mkdir(parents=True)

    def tile(self, tensor: torch.Tensor, dtype: Any) -> Any:
        """A TILE_LAYOUT tensor of ``dtype`` on the device."""
        return self._convert(tensor, dtype, ttnn.TILE_LAYOUT, self.device)

    def host(self, tensor: torch.Tensor, dtype: Any) -> Any:
        """A row-major host tensor of ``dtype`` (conv weights, prepared per input size later)."""
        return self._convert(tensor, dtype, ttnn.ROW_MAJOR_LAYOUT, None)

    def _convert(self, tensor: torch.Tensor, dtype: Any, layout: Any, device: Any) -> Any:
        name = f"{self.count:04d}.tensorbin"
        self.count += 1
        if self.reading and self.cache is not None:
            return ttnn.load_tensor(self.cache.folder / name, device=device)
        host = ttnn.from_torch(tensor.detach().float().contiguous(), dtype=dtype, layout=layout)
        if self._staging is not None:
            ttnn.dump_tensor(self._staging / name, host, mode=ttnn.DumpTensorMode.LOCAL)
        return host if device is None else host.to(device)

    def finish(self) -> None:
        """Check the count against the manifest (reading) or publish the folder (writing)."""
        if self.cache is None:
            return
        if self.reading or self._staging is None:
            manifest = json.loads((self.cache.folder / MANIFEST).read_text())
            if manifest["tensors"] != self.count:
                raise RuntimeError(
                    f"weight cache {self.cache.folder} holds {manifest['tensors']} tensors, the "
                    f"conversion asked for {self.count}; delete the folder to rebuild it"
                )
            return
        manifest = {"tensors": self.count, **self.cache.key}
        (self._staging / MANIFEST).write_text(json.dumps(manifest, indent=2))
        if self.cache.complete:  # another process published the same key first
            shutil.rmtree(self._staging)
        else:
            if self.cache.folder.exists():  # a stale folder without a manifest
                shutil.rmtree(self.cache.folder)
            os.replace(self._staging, self.cache.folder)
            remove_superseded(self.cache)
        self._staging = None

    def discard(self) -> None:
        """Remove the staging folder of a conversion that did not finish (an error, Ctrl-C);
        nothing once ``finish`` published it."""
        if self._staging is not None:
            shutil.rmtree(self._staging, ignore_errors=True)
            self._staging = None


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
    kill or a crash before it could remove its own) -> those removed."""
    removed = []
    for path in root.glob(f"*{STAGING_MARK}*") if root.is_dir() else ():
        pid = path.name.rsplit(STAGING_MARK, 1)[1]
        if path.is_dir() and pid.isdigit() and int(pid) != os.getpid():
            if not process_alive(int(pid)):
                shutil.rmtree(path, ignore_errors=True)
                removed.append(path)
    return removed


def remove_superseded(cache: WeightCache) -> list[Path]:
    """Remove the complete cache folders beside ``cache.folder`` of the same checkpoint path
    (their manifest's ``weights``) made from another state of its file (``FILE_STATE``): no
    key can match them again -> those removed. Folders of the same file state for another
    config, ttnn or package version are kept (another install may use them)."""
    removed = []
    for manifest in cache.folder.parent.glob(f"*/{MANIFEST}"):
        folder = manifest.parent
        if folder == cache.folder or STAGING_MARK in folder.name:
            continue
        try:
            key = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError):  # not ours to judge
            continue
        if not isinstance(key, dict) or key.get("weights") != cache.key["weights"]:
            continue
        if any(key.get(name) != cache.key[name] for name in FILE_STATE):
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
    return removed
