"""``dtype="auto"`` on torch on a CPU: the speed rule's precision (``auto_precision``: int8
where its GEMM is fast and the timed probe confirms it) taken only if it passes the same
accuracy gate as ``runtime="auto"`` (``select.GATE``, ``select.run_gate``: both gate inputs at
the network size of the load, figures cached on disk with the checkpoint's identity), else
float32, the reference. An int8 whose per-token activations meet channel outliers fell to
depth Pearson 0.888 against float32 while ``runtime="auto"`` refused the same int8 (an outside
test). With the probe off (``TT_DA3_AUTO_PROBE=0``) the capability rule's precision is taken
as documented, not gated, and the decision's ``reason`` says so."""

from __future__ import annotations

import logging
import os
from typing import Any

from ...config.precisions import PROBE_ENV
from ...config.schema import DA3Config
from ..base import Backend
from .cache import CacheFullError, checkpoint_identity, config_digest
from .candidates import NESTED_REDUCED
from .graph_io import MIN_SIDE, InputShape
from .select import GATE, gate_reference, run_gate

log = logging.getLogger(__name__)


class LazyCandidate:
    """The candidate backend for ``run_gate``, built by ``make()`` only when the gate runs (a
    cached gate needs none); ``built`` holds it then."""

    name = "torch"

    def __init__(self, precision: str, make: Any) -> None:
        self.precision = precision
        self.make = make
        self.built: Backend | None = None

    def backend(self) -> Backend:
        """The candidate, built on first use."""
        if self.built is None:
            self.built = self.make(self.precision)
        return self.built

    def run(self, image: Any) -> Any:
        """``Backend.run`` of the candidate."""
        return self.backend().run(image)

    def run_views(self, image: Any) -> Any:
        """``Backend.run_views`` of the candidate."""
        return self.backend().run_views(image)


def gate_torch_auto(
    config: DA3Config,
    weights: os.PathLike | str,
    size: tuple[int, int],
    decision: dict[str, Any],
    make: Any,
) -> tuple[dict[str, Any], Backend | None]:
    """``decision`` (``auto_precision.cpu_auto_decision``'s) with the gate applied: ``choice``
    the speed rule's precision if it passes ``GATE`` at the network size ``size`` (each side
    at least ``MIN_SIDE``, the gate inputs' least), else ``fp32``; ``gate`` its
    figures (None: not run), ``reason`` in words, ``tried`` as ``runtime="auto"`` lists its
    candidates. ``make(precision)`` builds a torch backend; the candidate (built for the gate,
    or after it when its figures were cached) is returned when it is the choice (else None:
    it was closed)."""
    chosen = decision["choice"]
    row: dict[str, Any] = {"runtime": "torch", "precision": chosen}
    decided = {**decision, "gate": None, "thresholds": GATE, "tried": [row]}
    if chosen == "fp32":
        decided["reason"] = "float32, the reference: the speed rule found nothing faster"
        return decided, None
    if config.is_nested:  # the gate's two inputs do not bound its aligned depth's error
        row["skipped"] = NESTED_REDUCED
        decided["reason"] = f"float32, the reference: {chosen} {NESTED_REDUCED}"
        decided["choice"] = "fp32"
        return decided, None
    if not decision["probe"]["enabled"]:
        decided["reason"] = (
            f"probe off ({PROBE_ENV}=0): the capability rule's {chosen}, not gated "
            "(its accuracy against float32 was not checked here)"
        )
        return decided, None
    shape = InputShape(max(size[0], MIN_SIDE), max(size[1], MIN_SIDE))
    candidate = LazyCandidate(chosen, make)
    identity = {"model": config_digest(config), **checkpoint_identity(weights)}
    try:  # a full cache disk: the gate's figures cannot be kept, float32 is served
        figures = run_gate(candidate, shape, gate_reference(config, weights, shape), identity)
    except CacheFullError as err:
        figures = None
        row["skipped"] = f"the cache disk is full: {type(err).__name__}: {err}"
    row["gate"] = decided["gate"] = figures
    if figures is not None and figures["passed"]:
        decided["reason"] = (
            f"{chosen}: faster than float32 here and passing the accuracy gate {GATE} at "
            f"{shape.describe()} (depth {figures['depth']:.6f}"
            + (f", sky {figures['sky']:.6f})" if "sky" in figures else ")")
        )
        # built now when the figures were cached (a warm cache ran no gate): served alike,
        # its views gated apart (``views_gate``), not the plain backend's ungated views
        return decided, candidate.backend()
    if candidate.built is not None:
        candidate.built.close()
    if figures is not None:
        row["skipped"] = "failed the accuracy gate"
        decided["reason"] = (
            f"float32, the reference: {chosen} failed the accuracy gate {GATE} at "
            f"{shape.describe()} ("
            + ", ".join(f"{name} {figures[name]:.6f}" for name in GATE if name in figures)
            + ")"
        )
        log.warning("dtype='auto': %s", decided["reason"])
    else:
        decided["reason"] = f"float32, the reference: {chosen} was not gated ({row['skipped']})"
    decided["choice"] = "fp32"
    return decided, None
