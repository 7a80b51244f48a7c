"""``SmallSizesOnTorch``: ``runtime="auto"``'s exported engine, with the torch network for the
network sizes no exported graph takes (a side under ``MIN_SIDE``, 28 px: a very narrow strip or
panorama, or a small ``process_res``).

The torch backend is built the first time such a size comes (never at load: a warm engine
process does not import torch until then), announced with a warning on the logger
``tt_depth_anything_3.backends.runtimes``, and each result it makes names it
(``RunResult.ran_by``, so ``DepthOutput.backend`` is ``"torch"``); ``describe()`` adds
``small_sizes``: the rule, whether torch was built, the sizes it ran and its own report. A
named engine (``runtime="onnxruntime"`` / ``"openvino"``) has no such path: it refuses those
sizes with an ``InputError``.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import Any

from ..base import Backend, RunResult
from .graph_io import MIN_SIDE

log = logging.getLogger(__name__)


def torch_precision_for(precision: str) -> str:
    """The torch precision of the small sizes under ``runtime="auto"`` with ``dtype``'s
    ``precision``: float32 (the gate's reference) for ``"auto"`` and for the engines' own
    ``int8w``; a precision torch runs as named."""
    return "fp32" if precision in ("auto", "int8w") else precision


def small_sizes_rule(precision: str) -> str:
    """What ``runtime="auto"`` does with the sizes the exported graphs do not take, in words
    (``auto_runtime["small_sizes"]``)."""
    return (
        f"network sizes with a side under {MIN_SIDE} px (the exported graphs' minimum: a very "
        f"narrow image or a small process_res) run on torch {torch_precision_for(precision)}, "
        "built the first time one comes"
    )


class SmallSizesOnTorch:
    """``engine`` for every size it takes, a torch backend (``make_torch()``, made on first
    need) for the others; the ``Backend`` protocol, reported as ``engine``."""

    thread_safe = False  # the engine's: one call at a time

    def __init__(
        self, engine: Backend, make_torch: Callable[[], Backend], torch_precision: str
    ) -> None:
        self.engine = engine
        self.name = engine.name
        self.device = engine.device
        self.precision = engine.precision
        self.runs_views = engine.runs_views
        self.torch_precision = torch_precision
        self._make_torch = make_torch
        self._torch: Backend | None = None
        self._torch_shapes: dict[str, None] = {}  # each size torch ran, in order

    @staticmethod
    def engine_takes(size: tuple[int, ...]) -> bool:
        """Whether the exported graphs take the network size (h, w)."""
        return min(int(size[0]), int(size[1])) >= MIN_SIDE

    def torch_backend(self, size: tuple[int, ...]) -> Backend:
        """The torch backend (built now if this is the first size it runs), ``size`` noted."""
        height, width = int(size[0]), int(size[1])
        if self._torch is None:
            check = getattr(self.engine, "check_checkpoint", None)  # an exported engine's
            if check is not None:  # torch reads the file now: the contents the engine runs
                check()
            log.warning(
                "runtime='auto': the network size %dx%d has a side under %d px, which the "
                "exported graphs (%s) do not take: running it, and every such size, on torch "
                "%s (building the torch network now)",
                height, width, MIN_SIDE, self.engine.name, self.torch_precision,
            )  # fmt: skip
            self._torch = self._make_torch()
        self._torch_shapes.setdefault(f"{height}x{width}")
        return self._torch

    def run(self, batch: Any) -> RunResult:
        """The engine's run, or torch's for a size the graphs do not take (``ran_by`` says)."""
        if self.engine_takes(batch.shape[-2:]):
            return self.engine.run(batch)
        backend = self.torch_backend(batch.shape[-2:])
        return dataclasses.replace(backend.run(batch), ran_by=backend)

    def run_views(self, views: Any, **options: Any) -> RunResult:
        """The engine's ``run_views``, or torch's for a size the graphs do not take."""
        if self.engine_takes(views.shape[-2:]):
            return self.engine.run_views(views, **options)
        backend = self.torch_backend(views.shape[-2:])
        return dataclasses.replace(backend.run_views(views, **options), ran_by=backend)

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None:
        """Warm the engine at ``size``, or torch where the graphs do not take it."""
        if self.engine_takes(size):
            self.engine.warmup(size, batch)
        else:
            self.torch_backend(size).warmup(size, batch)

    def describe(self) -> dict[str, Any]:
        """The engine's report, with ``small_sizes``: the rule, whether torch was built, the
        sizes it ran and its own report (None until built)."""
        return {
            **self.engine.describe(),
            "small_sizes": {
                "rule": small_sizes_rule(self.torch_precision),
                "runtime": "torch",
                "precision": self.torch_precision,
                "built": self._torch is not None,
                "shapes": list(self._torch_shapes),
                "backend": None if self._torch is None else self._torch.describe(),
            },
        }

    def close(self) -> None:
        """Close the engine and the torch backend, if built."""
        self.engine.close()
        if self._torch is not None:
            self._torch.close()
            self._torch = None
