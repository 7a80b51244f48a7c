"""Reading and writing the converted weights through a ``WeightCache`` (``weight_cache``: its
folders, key, checks and publishing, without ttnn): ``Uploader`` converts each host tensor with
ttnn, or reads it back from a complete, checked folder (``ttnn.load_tensor``)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import torch
import ttnn

from ..weight_cache import CACHE_ENV as CACHE_ENV  # re-exported: the names this module had
from ..weight_cache import CONVERSION_SOURCES as CONVERSION_SOURCES
from ..weight_cache import MANIFEST as MANIFEST
from ..weight_cache import WeightCache as WeightCache
from ..weight_cache import default_cache_root as default_cache_root
from ..weight_cache import new_staging_folder, sweep_stale_staging


class Uploader:
    """Host tensors -> ttnn tensors, one call per weight in a fixed order, through an optional
    ``WeightCache``: read back when the cache is complete and its checks pass, held meanwhile
    (``WeightCache.hold_readable``), else converted and written to it; converted only when the
    cache is another user's or cannot be written (``WeightCache.usable``).

    Attributes:
        source: ``"cache"`` (read back), ``"converted+cached"`` or ``"converted"`` (no cache).
    """

    def __init__(self, device: Any, cache: WeightCache | None) -> None:
        self.device = device
        self.cache = cache if cache is not None and cache.usable() else None
        self.count = 0
        # the folder read is held (a shared lock) until ``discard``: no clear removes it
        self._held = None if self.cache is None else self.cache.hold_readable()
        self.reading = self._held is not None
        self.source = (
            "converted" if self.cache is None else "cache" if self.reading else "converted+cached"
        )
        self._staging: Path | None = None
        self._staging_lock: int | None = None
        if self.cache is not None and not self.reading:
            sweep_stale_staging(self.cache.folder.parent)
            # this writer's own folder, locked: another load's (of this process, or of one
            # with the same PID on another host) is neither written into nor removed
            self._staging, self._staging_lock = new_staging_folder(self.cache.folder)

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
            try:
                return ttnn.load_tensor(self.cache.folder / name, device=device)
            except RuntimeError as err:  # TT_FATAL's many lines, naming no cache
                lines = str(err).strip().splitlines()
                raise RuntimeError(
                    f"weight cache {self.cache.folder}: ttnn could not read {name} "
                    f"({lines[-1] if lines else type(err).__name__}), though its files match "
                    "the checksums recorded when it was written; delete the folder to rebuild it"
                ) from err
        host = ttnn.from_torch(tensor.detach().float().contiguous(), dtype=dtype, layout=layout)
        if self._staging is not None:
            ttnn.dump_tensor(self._staging / name, host, mode=ttnn.DumpTensorMode.LOCAL)
        return host if device is None else host.to(device)

    def finish(self) -> None:
        """Check the count against the manifest (reading) or publish the folder (writing)."""
        if self.cache is None:
            return
        if self.reading or self._staging is None:
            manifest = json.loads((self.cache.folder / MANIFEST).read_text(encoding="utf-8"))
            if manifest["tensors"] != self.count:
                raise RuntimeError(
                    f"weight cache {self.cache.folder} holds {manifest['tensors']} tensors, the "
                    f"conversion asked for {self.count}; delete the folder to rebuild it"
                )
            return
        self.cache.publish(self._staging, self.count)
        self._staging = None

    def discard(self) -> None:
        """Remove the staging folder of a conversion that did not finish (an error, Ctrl-C);
        nothing once ``finish`` published it. Then release the locks: the staging folder's,
        and the read folder's (called once the weights are on the device, or failed)."""
        if self._staging is not None:
            shutil.rmtree(self._staging, ignore_errors=True)
            self._staging = None
        for fd in (self._staging_lock, self._held):
            if fd is not None:
                os.close(fd)
        self._staging_lock = self._held = None
