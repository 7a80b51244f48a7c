"""Who may use a backend at once.

Calls run one at a time (each already uses all of torch's threads or the whole device). The
exception is ``iter_predict`` on the PyTorch CPU backend, whose network is read-only: it runs
frames side by side, each with a share of the threads (``default_parallel_frames``), entering
as shared holders. A CUDA graph replays into static buffers and the Blackhole device runs one
program at a time, so those backends are never shared. An exclusive caller (another call,
warm-up, close) waits for the shared runs in flight and keeps new ones out meanwhile.
``GatedBackend`` puts a backend behind the gate until it is closed.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    import torch

    from ..backends.base import Backend, RunResult


class BackendGate:
    """Shared entry for concurrent runs, exclusive entry for everything else; exclusive
    callers go first (a steady stream of shared runs cannot starve them)."""

    def __init__(self) -> None:
        self._condition = threading.Condition()
        self._shared = 0
        self._exclusive = False
        self._exclusive_waiting = 0

    @contextmanager
    def shared(self) -> Iterator[None]:
        """Enter beside other shared holders, once no exclusive caller is inside or waiting."""
        with self._condition:
            self._condition.wait_for(lambda: not self._exclusive and not self._exclusive_waiting)
            self._shared += 1
        try:
            yield
        finally:
            with self._condition:
                self._shared -= 1
                self._condition.notify_all()

    @contextmanager
    def exclusive(self) -> Iterator[None]:
        """Enter alone: waits until no one else is inside."""
        with self._condition:
            self._exclusive_waiting += 1
            self._condition.wait_for(lambda: not self._exclusive and not self._shared)
            self._exclusive_waiting -= 1
            self._exclusive = True
        try:
            yield
        finally:
            with self._condition:
                self._exclusive = False
                self._condition.notify_all()


CLOSED = "this DepthAnything3 model is closed"  # every call after close() says it


class GatedBackend:
    """A backend behind a ``BackendGate`` until it is closed: each call enters the gate, then
    checks the backend is still open (a call waiting while ``close`` ran is refused with
    ``RuntimeError``, not run on freed memory)."""

    def __init__(self, backend: Backend) -> None:
        self._current: Backend | None = backend
        self._gate = BackendGate()

    @property
    def closed(self) -> bool:
        """Whether ``close`` ran."""
        return self._current is None

    def check_open(self) -> None:
        """``RuntimeError`` once closed (what every call on the model then raises)."""
        if self._current is None:
            raise RuntimeError(CLOSED)

    @property
    def open_backend(self) -> Backend:
        """The open backend (for its name, device, precision, ``describe()``)."""
        if self._current is None:
            raise RuntimeError(CLOSED)
        return self._current

    @property
    def runs_views(self) -> bool:
        """Whether the backend runs several views of a scene together (``run_views``)."""
        return self.open_backend.runs_views

    def run(self, batch: torch.Tensor, shared: bool = False) -> tuple[Backend, RunResult]:
        """``Backend.run`` alone, or beside other ``shared`` runs (thread-safe backends only);
        returns the backend that ran it (``RunResult.ran_by`` where the one called handed it
        on) with its result."""
        with self._gate.shared() if shared else self._gate.exclusive():
            backend = self.open_backend
            result = backend.run(batch)
            return result.ran_by or backend, result

    def run_views_by(self, views: torch.Tensor, **options: Any) -> tuple[Backend, RunResult]:
        """``run_views`` (see ``TorchBackend.run_views``) alone; the backend that ran it (as
        ``run``) with its result."""
        with self._gate.exclusive():
            backend = self.open_backend
            result = backend.run_views(views, **options)
            return result.ran_by or backend, result

    def run_views(self, views: torch.Tensor, **options: Any) -> dict[str, torch.Tensor]:
        """``run_views`` alone; its heads."""
        return self.run_views_by(views, **options)[1].heads

    def run_heads(self, batch: torch.Tensor) -> dict[str, torch.Tensor]:
        """``Backend.run`` alone; its heads."""
        return self.run(batch)[1].heads

    def warmup(self, size: tuple[int, int]) -> None:
        with self._gate.exclusive():
            self.open_backend.warmup(size)

    def warmup_views(self, size: tuple[int, int], views: int) -> None:
        """Run the any-view network once on ``views`` blank views at network size ``size``
        (an exported runtime builds, or loads, and compiles its views graph); nothing on a
        backend that runs views one by one (``runs_views`` False)."""
        with self._gate.exclusive():
            backend = self.open_backend
            if backend.runs_views:
                backend.run_views(np.zeros((1, views, 3, *size), np.float32))

    def close(self) -> None:
        """Close the backend once every run in flight is done. Idempotent."""
        with self._gate.exclusive():
            if self._current is not None:
                self._current.close()
                self._current = None


class RunRecorder:
    """``run_views`` / ``run_heads`` of a ``GatedBackend`` that note which backend ran each
    call (``runtime="auto"`` hands a size its engine does not take to torch): ``backend``
    names them once a reconstruction is done."""

    def __init__(self, gated: GatedBackend) -> None:
        self._gated = gated
        self._names: dict[str, None] = {}  # in the order they ran

    def run_views(self, views: torch.Tensor, **options: Any) -> dict[str, torch.Tensor]:
        backend, result = self._gated.run_views_by(views, **options)
        self._names.setdefault(backend.name)
        return result.heads

    def run_heads(self, batch: torch.Tensor) -> dict[str, torch.Tensor]:
        backend, result = self._gated.run(batch)
        self._names.setdefault(backend.name)
        return result.heads

    @property
    def backend(self) -> str:
        """The backends that ran the calls, ``+``-joined in the order they first ran."""
        return "+".join(self._names)
