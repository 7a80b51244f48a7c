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
from typing import TYPE_CHECKING, Any

import numpy as np

from ..backends.caller_state import in_own_precision

if TYPE_CHECKING:
    import torch

    from ..backends.base import Backend, RunResult


class BackendGate:
    """Shared entry for concurrent runs, exclusive entry for everything else; exclusive
    callers go first (a steady stream of shared runs cannot starve them).

    An interrupt (Ctrl-C's ``KeyboardInterrupt``, raised wherever the main thread checks for
    signals) never leaves the gate held: each entry is a ``GateEntry`` whose holder and waiter
    marks are undone, idempotently, by its ``__exit__`` (also run by ``__enter__``'s own
    ``except``), which finishes before an interrupt that arrives during it is raised."""

    def __init__(self) -> None:
        # An RLock: its Condition waits and re-acquires in C, with no Python frame between.
        self.lock = threading.RLock()
        self.condition = threading.Condition(self.lock)
        self.shared_entries: set[GateEntry] = set()
        self.exclusive_entry: GateEntry | None = None
        self.exclusive_waiting: set[GateEntry] = set()

    def shared(self) -> GateEntry:
        """Enter beside other shared holders, once no exclusive caller is inside or waiting."""
        return GateEntry(self, shared=True)

    def exclusive(self) -> GateEntry:
        """Enter alone: waits until no one else is inside."""
        return GateEntry(self, shared=False)

    def enter(self, entry: GateEntry) -> None:
        """Wait for room, then mark ``entry`` inside (``GateEntry.__enter__``)."""
        with self.lock:
            if entry.is_shared:
                while self.exclusive_entry is not None or self.exclusive_waiting:
                    self.condition.wait()
                self.shared_entries.add(entry)
            else:
                self.exclusive_waiting.add(entry)
                while self.exclusive_entry is not None or self.shared_entries:
                    self.condition.wait()
                self.exclusive_entry = entry
                self.exclusive_waiting.discard(entry)


class GateEntry:
    """One caller's entry into a ``BackendGate`` (``with gate.shared():`` or ``exclusive()``)."""

    def __init__(self, gate: BackendGate, shared: bool) -> None:
        self.gate = gate
        self.is_shared = shared

    def __enter__(self) -> None:
        try:
            self.gate.enter(self)
        except BaseException:
            self.__exit__()  # interrupted while waiting or marking: undo the marks
            raise

    def __exit__(self, *exc_info: object) -> None:
        """Forget this entry (inside or waiting; nothing if neither) and wake the waiters. Done
        here, with no Python call before the lock is taken (a call's entry is where a signal is
        raised), and finished before an interrupt that arrives meanwhile is raised."""
        gate = self.gate
        interrupted: BaseException | None = None
        while True:
            try:
                with gate.lock:
                    gate.shared_entries.discard(self)
                    gate.exclusive_waiting.discard(self)
                    if gate.exclusive_entry is self:
                        gate.exclusive_entry = None
                    gate.condition.notify_all()
                break
            except BaseException as err:  # noqa: BLE001 - re-raised below, once released
                interrupted = err
        if interrupted is not None:
            raise interrupted


CLOSED = "this DepthAnything3 model is closed"  # every call after close() says it
PICKLE_REFUSED = (
    "cannot pickle a loaded DepthAnything3 model (it holds the network, its device memory and"
    " locks of this process): load it where it runs, e.g. DepthAnything3.from_options(options)"
    " in the worker with a pickled ModelOptions, or from_pretrained(...) there"
)


class GatedBackend:
    """A backend behind a ``BackendGate`` until it is closed: each call enters the gate, then
    checks the backend is still open (a call waiting while ``close`` ran is refused with
    ``RuntimeError``, not run on freed memory)."""

    def __init__(self, backend: Backend) -> None:
        self._current: Backend | None = backend
        self._gate = BackendGate()

    def __reduce__(self) -> Any:
        """Refused with a ``TypeError`` saying what to do: a loaded model (its network, device
        memory, engine sessions and locks) stays in its process; ``pickle`` (a
        ``multiprocessing`` pool's argument, ``copy.deepcopy``) got only ``cannot pickle
        '_thread.RLock' object``."""
        raise TypeError(PICKLE_REFUSED)

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

    @in_own_precision  # every backend's run, whatever autocast the caller set
    def run(self, batch: torch.Tensor, shared: bool = False) -> tuple[Backend, RunResult]:
        """``Backend.run`` alone, or beside other ``shared`` runs (thread-safe backends only);
        returns the backend that ran it (``RunResult.ran_by`` where the one called handed it
        on) with its result."""
        with self._gate.shared() if shared else self._gate.exclusive():
            backend = self.open_backend
            result = backend.run(batch)
            return result.ran_by or backend, result

    @in_own_precision
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

    @in_own_precision
    def warmup(self, size: tuple[int, int]) -> None:
        with self._gate.exclusive():
            self.open_backend.warmup(size)

    @in_own_precision
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
