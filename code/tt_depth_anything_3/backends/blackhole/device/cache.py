"""Converted-weight cache: the tilized, dtype-converted tensors of one checkpoint on disk, so a
second load skips the conversion and reads them straight back (``ttnn.load_tensor``).

A cache folder is keyed by the checkpoint file (size, modification time, SHA-256 of its
safetensors header), the model config, the ttnn version and the conversion code itself
(``weights.py``, where every dtype is named, and this file). It is written whole into a staging
folder and renamed into place with a manifest; a folder without one is never read. A tensor count
that disagrees with the manifest is an error, not a reconversion.
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

from ....config.schema import DA3Config

CACHE_ENV = "TT_DA3_CACHE_DIR"
MANIFEST = "manifest.json"
CONVERSION_SOURCES = (Path(__file__).with_name("weights.py"), Path(__file__))


def default_cache_root() -> Path:
    """``$TT_DA3_CACHE_DIR``, else ``~/.cache/tt_depth_anything_3``."""
    root = os.environ.get(CACHE_ENV)
    return Path(root) if root else Path.home() / ".cache" / "tt_depth_anything_3"


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
            self._staging = cache.folder.with_name(f"{cache.folder.name}.partial-{os.getpid()}")
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
        self._staging = None
