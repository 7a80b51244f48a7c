"""The views gate: ``runtime="auto"`` with ``dtype="auto"`` gates the views graph that
``reconstruct`` runs (several views of a scene at once, the camera head's outputs) apart from
the single-image gate that chose the engine and precision (``select``).

At the first ``run_views`` (a ``reconstruct``, or ``warmup_views``), never at load, the chosen
candidate runs ``VIEWS`` views of each gate input (``select.gate_inputs``) at the network size
of the load's gate: its depth must pass ``select.GATE`` (Pearson against torch float32's) and
its cameras ``camera_gate.CAMERA_GATE`` (rotation angle, translation relative to the scene's
translation scale, focal relative error). The figures are cached with the single-image
gate's (``select.run_gate``; the views key carries the camera rule). A candidate that fails
hands the views to the next of ``fallbacks``: the same engine at float32 (gated), then the
reference itself (torch float32; a named engine's own float32), taken ungated; the fallback
is logged as a warning, and the decision (``model.auto_runtime["views"]``, its ``reason``)
and ``describe()`` say so. Single images still run on the chosen candidate. A dtype the user
names is not second-guessed: its views run at that precision, ungated (``views_rule``).
``runtime="torch", dtype="auto"`` on a CPU gates alike the reduced precision its precision
gate served (``torch_gate``; recorded in ``model.auto_precision["views"]``).
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections.abc import Callable
from typing import Any

from ...config.precisions import PROBE_ENV
from ...config.schema import DA3Config
from ..base import Backend, RunResult
from ..memory import release_free_memory
from .cache import CacheFullError, checkpoint_identity, config_digest
from .camera_gate import CAMERA_GATE
from .engine import ExportedBackend
from .graph_io import InputShape
from .select import GATE, gate_reference, run_gate

log = logging.getLogger(__name__)
VIEWS = 2  # views of each gate input run together
NOT_RUN = "not run yet: the views gate runs at the first reconstruct (cached after)"


def fallbacks(runtime: str, precision: str, named_engine: bool) -> list[tuple[str, str]]:
    """The candidates the views try in order: the chosen one, the same engine at float32,
    and the reference (torch float32; a named engine's own float32), the last taken ungated."""
    chain = [(runtime, precision)]
    if precision != "fp32":
        chain.append((runtime, "fp32"))
    if not named_engine and chain[-1] != ("torch", "fp32"):
        chain.append(("torch", "fp32"))
    return chain


def views_rule(
    config: DA3Config, dtype: str, chosen: tuple[str, str], probe: bool, device: str = "cpu"
) -> str | None:
    """Why the views are not gated for this load (in words), or None: they are (an any-view
    model, ``dtype="auto"``, on a CPU, the probe on, a candidate other than the reference
    chosen). ``device``: the device type (``DeviceSpec.type``)."""
    precision = chosen[1]
    if config.camera is None:
        return "no camera head: views run one by one, as single images"
    if dtype != "auto":
        return (f"dtype named ({precision}): the views graph runs at it, not gated apart (a "
                "named precision is not second-guessed)")  # fmt: skip
    if device != "cpu":
        return (f"on {device}: dtype='auto' chose {precision} by the device's rule; the views "
                "graph runs at it, not gated (the accuracy gates, the views gate included, "
                f"run on CPUs only: nothing was measured on {device})")  # fmt: skip
    if not probe:
        return f"probe off ({PROBE_ENV}=0): the views graph runs at {precision}, not gated"
    if chosen == ("torch", "fp32"):
        return "torch float32, the reference: nothing to gate"
    return None


class ViewsGated:
    """``backend`` (the chosen candidate) for single images; for views, the first of
    ``fallbacks`` passing the views gate, settled at the first ``run_views``. ``make(runtime,
    precision)`` builds a fallback; ``record`` is the decision's ``views`` entry, filled then,
    and ``decision`` the decision whose ``reason`` names a fallback."""

    def __init__(
        self,
        backend: Backend,
        config: DA3Config,
        weights: Any,
        size: tuple[int, int],
        chain: list[tuple[str, str]],
        make: Callable[[str, str], Backend],
        decision: dict[str, Any],
    ) -> None:
        self.backend = backend
        self.name, self.device = backend.name, backend.device
        self.precision, self.thread_safe = backend.precision, backend.thread_safe
        self.runs_views = backend.runs_views
        if hasattr(backend, "check_checkpoint"):  # an exported engine's (``small_sizes``)
            self.check_checkpoint = backend.check_checkpoint
        self.config, self.weights, self.chain, self.make = config, weights, chain, make
        self.shape = InputShape(*size, batch=1, views=VIEWS)
        self.decision = decision
        self.record: dict[str, Any] = decision["views"]
        self._views: Backend | None = None
        self._settling = threading.Lock()  # two first reconstructs at once: one gate run

    def views_backend(self) -> Backend:
        """The backend that runs views: the first of the chain passing the views gate
        (settled and recorded on the first call; a call meanwhile waits for it)."""
        with self._settling:
            if self._views is None:
                self._views = self._settle()
            return self._views

    def _settle(self) -> Backend:
        reference = gate_reference(self.config, self.weights, self.shape)
        tried: list[dict[str, Any]] = self.record["tried"]
        for index, (runtime, precision) in enumerate(self.chain):
            row: dict[str, Any] = {"runtime": runtime, "precision": precision}
            tried.append(row)
            candidate = self.backend if index == 0 else self.make(runtime, precision)
            if index == len(self.chain) - 1 and index > 0:  # the reference: ungated
                return self._taken(candidate, runtime, precision)
            try:
                identity = None
                if runtime == "torch":
                    identity = {"model": config_digest(self.config),
                                **checkpoint_identity(self.weights)}  # fmt: skip
                row["gate"] = run_gate(candidate, self.shape, reference, identity)
            except CacheFullError as err:  # the figures cannot be kept: the next one
                row["skipped"] = f"the cache disk is full: {type(err).__name__}: {err}"
            if "gate" in row and row["gate"]["passed"]:
                return self._taken(candidate, runtime, precision)
            row.setdefault("skipped", "failed the views gate")
            if index > 0:
                candidate.close()
            elif isinstance(candidate, ExportedBackend):
                # the views graph it compiled for the gate dropped (single images import
                # theirs from the cache again), as ``select`` drops a gate's compiled model
                candidate.close()
                release_free_memory()
        return self._taken(self.backend, *self.chain[-1])  # a one-candidate chain failing

    def _taken(self, backend: Backend, runtime: str, precision: str) -> Backend:
        rows = self.record["tried"]
        chosen = (self.backend.name, self.backend.precision)
        self.record.update(runtime=runtime, precision=precision)
        gated = rows[-1].get("gate")
        if (runtime, precision) == chosen and gated is not None and gated["passed"]:
            self.record["reason"] = (
                f"{runtime} {precision} passed the views gate at {self.shape.describe()}: "
                + figures_text(gated)
            )
            return backend
        refused = "; ".join(
            f"{row['runtime']} {row['precision']}: {row['skipped']}"
            + (f" ({figures_text(row['gate'])})" if "gate" in row else "")
            for row in rows[:-1] + ([rows[-1]] if "skipped" in rows[-1] else [])
        )
        last = rows[-1]
        if "gate" not in last:
            taken = f"{runtime} {precision} is the reference, taken ungated"
        elif last["gate"]["passed"]:
            taken = f"{runtime} {precision} passed it ({figures_text(last['gate'])})"
        else:
            taken = "the last candidate, taken though it failed"
        self.record["reason"] = (
            f"views (reconstruct) run on {runtime} {precision}: {refused}; {taken}"
        )
        self.decision["reason"] += f"; {self.record['reason']}"
        log.warning("runtime='auto': %s", self.record["reason"])
        return backend

    def run(self, batch: Any) -> RunResult:
        """The chosen candidate's ``run`` (single images)."""
        return self.backend.run(batch)

    def run_views(self, views: Any, **options: Any) -> RunResult:
        """``run_views`` of the backend the views gate took (``ran_by`` names a fallback);
        options the chosen engine's graph does not have are refused, as it refuses them, and
        before any gate runs (a fallback to torch takes none it would not)."""
        check = getattr(self.backend, "check_views_options", None)  # an exported engine's
        if check is not None:
            check(views, **options)
        backend = self.views_backend()
        result = backend.run_views(views, **options)
        return result if backend is self.backend else dataclasses.replace(result, ran_by=backend)

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None:
        """The chosen candidate's warm-up (single images)."""
        self.backend.warmup(size, batch)

    def describe(self) -> dict[str, Any]:
        """The chosen candidate's report, with ``views``: the views gate's record and the
        report of a fallback that runs the views (None while the chosen one does)."""
        other = self._views is not None and self._views is not self.backend
        views = {**self.record, "backend": self._views.describe() if other else None}
        return {**self.backend.describe(), "views": views}

    def close(self) -> None:
        """Close the chosen candidate and a views fallback."""
        if self._views is not None and self._views is not self.backend:
            self._views.close()
        self._views = None
        self.backend.close()


def figures_text(figures: dict[str, Any]) -> str:
    """A views gate's figures in words."""
    return ", ".join(
        f"{name} {figures[name]:.6g}" for name in (*GATE, *CAMERA_GATE) if name in figures
    )


def views_entry(rule: str | None, size: tuple[int, int], chosen: tuple[str, str]) -> dict:
    """The decision's ``views`` entry at load: ``rule`` (why the views are not gated) or the
    gate still to run."""
    shape = InputShape(*size, batch=1, views=VIEWS)
    entry: dict[str, Any] = {"thresholds": {**GATE, **CAMERA_GATE}, "shape": shape.describe()}
    if rule is not None:
        return {**entry, "runtime": chosen[0], "precision": chosen[1],
                "gated": False, "reason": rule, "tried": []}  # fmt: skip
    return {**entry, "runtime": None, "precision": None, "gated": True, "reason": NOT_RUN,
            "tried": []}  # fmt: skip


def gate_views(
    backend: Backend,
    decision: dict[str, Any],
    config: DA3Config,
    weights: Any,
    dtype: str,
    size: tuple[int, int],
    make: Callable[[str, str], Backend],
    named_engine: bool,
    probe: bool,
    chosen: tuple[str, str] | None = None,
    device: str = "cpu",
) -> Backend:
    """``backend`` with its views gated (``ViewsGated``) where ``views_rule`` says so, else
    itself; ``decision["views"]`` set either way (for a model with a camera head). ``dtype``:
    the user's (``"auto"``, or the precision named); ``chosen``: the candidate's (runtime,
    precision), by default the decision's ``choice`` and ``precision`` (``runtime="auto"``'s);
    ``device``: the device type it runs on."""
    if config.camera is None:
        return backend
    chosen = chosen or (decision["choice"], decision["precision"])
    rule = views_rule(config, dtype, chosen, probe, device)
    decision["views"] = views_entry(rule, size, chosen)
    if rule is not None:
        return backend
    chain = fallbacks(*chosen, named_engine)
    return ViewsGated(backend, config, weights, size, chain, make, decision)
