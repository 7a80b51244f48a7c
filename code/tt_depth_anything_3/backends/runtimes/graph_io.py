"""What an exported graph takes and gives, without torch: its input shapes (``InputShape``),
output names (``OUTPUT_ORDER``) and the host step after the nested model's graph
(``align_nested``). ``export`` writes the graph (with torch); the engines run it from a warm
cache with this module alone."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from ...config.errors import InputError
from ...config.parts import PATCH_SIZE
from ...config.torch_interop import is_torch_tensor, to_numpy
from .cache_reload import load_cached

T = TypeVar("T")

ONNX_OPSET = 18
ONNX_FILE = "model.onnx"
OUTPUT_ORDER = (
    "depth",
    "sky",
    "conf",
    "extrinsics",
    "intrinsics",
    "ref_index",
    "metric_depth",
)


MIN_SIDE = 2 * PATCH_SIZE  # the dynamic graphs' symbols are 14 * grid with grid >= 2


@dataclass(frozen=True)
class InputShape:
    """One exported shape: ``views`` 0 for single images (B, 3, H, W), else S views per
    scene (B, S, 3, H, W) through ``forward_views``."""

    height: int
    width: int
    batch: int = 1
    views: int = 0

    def __post_init__(self) -> None:
        fields = (self.height, self.width, self.batch, self.views)
        if not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in fields):
            raise ValueError(f"an input shape's sides, batch and views are integers, got {fields}")
        if self.height % PATCH_SIZE or self.width % PATCH_SIZE or min(self.height, self.width) <= 0:
            raise InputError(
                f"export sides must be positive multiples of {PATCH_SIZE}, "
                f"got {self.height}x{self.width}"
            )
        if min(self.height, self.width) < MIN_SIDE:  # OpenVINO's 14x14 was 15 % off torch
            raise small_side_error(self.height, self.width, export=True)
        if self.batch < 1 or self.views < 0:
            raise ValueError(f"batch must be >= 1 and views >= 0, got {self.batch}, {self.views}")

    @property
    def dims(self) -> tuple[int, ...]:
        """The input tensor's shape."""
        image = (3, self.height, self.width)
        return (self.batch, *image) if self.views == 0 else (self.batch, self.views, *image)

    @classmethod
    def of(cls, batch: Any) -> InputShape:
        """The shape of an input batch (4-D images or 5-D views; numpy or torch)."""
        shape = tuple(int(n) for n in batch.shape)
        if len(shape) in (4, 5) and min(shape[-2:]) < MIN_SIDE:  # an input, not an export's
            raise small_side_error(shape[-2], shape[-1], export=False)
        if len(shape) == 4:
            return cls(shape[2], shape[3], shape[0])
        if len(shape) == 5:
            return cls(shape[3], shape[4], shape[0], shape[1])
        raise ValueError(f"expected (B, 3, H, W) or (B, S, 3, H, W), got {shape}")

    def describe(self) -> str:
        views = "" if self.views == 0 else f"x{self.views}views"
        return f"b{self.batch}{views}_{self.height}x{self.width}"


class GraphSource:
    """The exported graph an engine compiles from, found in the cache or exported when first
    asked for (``path``): an engine whose compiled model is cached never asks, so a warm load
    exports nothing, even with the graph's own cache entry gone. ``ms``: the time it took."""

    def __init__(self, find: Callable[[], Path]) -> None:
        self._find = find
        self._path: Path | None = None
        self.ms = 0.0

    def path(self) -> Path:
        if self._path is None:
            start = time.perf_counter()
            self._path = self._find()
            self.ms += (time.perf_counter() - start) * 1e3
        return self._path

    def load(
        self,
        use: Callable[[Path], T],
        engine: str,
        errors: tuple[type[BaseException], ...] = (Exception,),
    ) -> T:
        """``use(self.path())``, the graph found damaged when the ``engine`` cannot load it
        (``use`` raises one of ``errors``) discarded and exported again
        (``cache_reload.load_cached``)."""

        finds: list[Path] = []

        def find() -> Path:
            if finds:
                self._path = None  # the graph discarded: found (exported) again
            finds.append(self.path())
            return finds[-1]

        return load_cached(find, use, engine, errors)


def small_side_error(height: int, width: int, export: bool) -> InputError:
    """The error of a size under ``MIN_SIDE`` on a side: an export shape (``InputShape`` made
    for ``export_model``: pin larger sizes, or none) or an input to run (a small
    ``process_res`` or a very narrow image: the torch runtime runs it)."""
    start = f"the exported graphs take sides from {MIN_SIDE} px (two patches), got {height}x{width}"
    if export:
        return InputError(
            f"{start}: export shapes need both sides >= {MIN_SIDE} (InputShape(height, width) "
            f"with height, width >= {MIN_SIDE}), or shapes=None for one graph of every size"
        )
    return InputError(
        f"{start} (a network size under {MIN_SIDE} px on a side comes from a small "
        "process_res or a very narrow image); the torch runtime (runtime='torch') runs such sizes"
    )


_ALIGN_INPUTS = ("depth", "conf", "extrinsics", "intrinsics", "metric_depth", "sky")


def align_nested(heads: dict[str, Any]) -> dict[str, Any]:
    """A nested graph's outputs -> ``NestedNetwork``'s (metric depth, conf, extrinsics, sky,
    ``metric_scale``), each scene (leading axis) aligned by ``align_to_metric`` (torch, as the
    network does: imported here). Numpy heads give numpy heads, torch heads torch heads."""
    import torch

    from ...modeling.metric_alignment import align_to_metric

    as_numpy = not is_torch_tensor(heads["depth"])
    tensors = {k: torch.as_tensor(to_numpy(v)) if as_numpy else v for k, v in heads.items()}
    views = tensors["depth"].ndim == 4

    def scenes(x: torch.Tensor) -> torch.Tensor:
        return x if views else x[:, None]

    rows = [
        align_to_metric(*(scenes(tensors[k])[i] for k in _ALIGN_INPUTS))
        for i in range(tensors["depth"].shape[0])
    ]
    result = dict(tensors)
    del result["metric_depth"]
    for name in ("depth", "conf", "extrinsics"):
        stacked = torch.stack([getattr(r, name) for r in rows])
        result[name] = stacked if views else stacked[:, 0]
    result["metric_scale"] = torch.tensor([r.scale for r in rows])
    return {k: to_numpy(v) for k, v in result.items()} if as_numpy else result
