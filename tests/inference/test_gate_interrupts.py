"""``BackendGate`` under an interrupt (Ctrl-C, ``KeyboardInterrupt``) that lands anywhere in its
own bookkeeping: the gate must end free. It used to keep ``_exclusive`` set or an exclusive
waiter counted when the interrupt came between a change of its state and the ``try`` that undoes
it, or while a caller waited for the gate: the next call on the model then waited forever (a
stress of Ctrl-C during ``model([image, image, image])`` with ``runtime="openvino"`` hung within
300 tries; an interrupted wait behind another thread's ``iter_predict`` blocked every later
shared run)."""

from __future__ import annotations

import signal
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from tt_depth_anything_3.backends import RunResult
from tt_depth_anything_3.inference import gate as gate_module
from tt_depth_anything_3.inference.gate import BackendGate, GatedBackend

GATE_FILE = Path(gate_module.__file__).resolve()
WATCHED = {GATE_FILE, Path(threading.__file__).resolve()}


def enters_within(gate: BackendGate, shared: bool, timeout_s: float = 2.0) -> bool:
    """Whether another thread gets into ``gate`` (shared or exclusive) within ``timeout_s``."""
    entered = threading.Event()

    def enter() -> None:
        with gate.shared() if shared else gate.exclusive():
            entered.set()

    thread = threading.Thread(target=enter, daemon=True)
    thread.start()
    return entered.wait(timeout_s)


def test_an_interrupted_wait_for_the_gate_leaves_it_usable() -> None:
    """Ctrl-C while the main thread waits for the gate (another thread's shared run inside):
    the waiter was left counted, so every later shared run waited for it for ever."""
    gate = BackendGate()
    inside, release = threading.Event(), threading.Event()

    def long_shared() -> None:
        with gate.shared():
            inside.set()
            release.wait(10)

    holder = threading.Thread(target=long_shared, daemon=True)
    holder.start()
    assert inside.wait(5)
    # a real SIGINT at the main thread, as Ctrl-C: it wakes the wait blocked in C
    # (``_thread.interrupt_main`` only flags it, seen once the holder let go 10 s later)
    # Python's own SIGINT handler for the while (an earlier test of the worker may have left
    # another one: then no KeyboardInterrupt came, and the wait ended when the holder let go)
    # The signal is sent once the main thread is counted as waiting (it came after a fixed
    # 0.2 s: a main thread descheduled that long on a loaded machine would take it outside
    # ``pytest.raises``, and a KeyboardInterrupt there stops the whole pytest session).
    main = threading.main_thread().ident
    waiting, done = threading.Event(), threading.Event()

    def interrupt_once_waiting() -> None:
        deadline = time.monotonic() + 10
        while not gate.exclusive_waiting and not done.is_set() and time.monotonic() < deadline:
            time.sleep(0.005)
        if gate.exclusive_waiting and not done.is_set():
            waiting.set()
            signal.pthread_kill(main, signal.SIGINT)

    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    sender = threading.Thread(target=interrupt_once_waiting, daemon=True)
    try:
        sender.start()
        with pytest.raises(KeyboardInterrupt):
            with gate.exclusive():
                pytest.fail("entered while a shared run was inside")
        sender.join(10)
    finally:
        done.set()
        signal.signal(signal.SIGINT, before)
    assert waiting.is_set(), "the main thread never waited for the gate"
    release.set()
    holder.join(5)
    assert enters_within(gate, shared=True), "a shared run waits for the interrupted caller"
    assert enters_within(gate, shared=False)


class Interrupter:
    """A trace function that raises ``KeyboardInterrupt`` once, at the ``at``-th point where
    CPython checks for a signal inside the gate: a Python function's entry (``call``) or the
    return of a call it made (``return`` of the callee), in ``gate.py`` and ``threading.py``.
    The entry of ``__exit__`` is left out (no Python code can act before its own first
    instruction), and so is the return of ``__enter__`` (the interpreter does not look for
    signals between ``__enter__`` returning and the ``with`` block starting)."""

    def __init__(self, at: int) -> None:
        self.at, self.seen, self.fired = at, 0, False

    def __call__(self, frame, event, arg):
        path = Path(frame.f_code.co_filename).resolve()
        if path not in WATCHED:
            return None
        name = frame.f_code.co_name
        if (event, name) in {("call", "__exit__"), ("return", "__enter__")} and path == GATE_FILE:
            return self
        if event in ("call", "return") and not self.fired:
            self.seen += 1
            if self.seen == self.at:
                self.fired = True
                raise KeyboardInterrupt(f"injected at {event} {name}")
        return self


class TinyBackend:
    name, device, precision, thread_safe, runs_views = "tiny", "cpu", "fp32", False, False

    def run(self, batch: np.ndarray) -> RunResult:
        return RunResult({"depth": batch[:, 0]}, {}, (False,) * batch.shape[0])

    def close(self) -> None:
        pass


def hold_shared(gated: GatedBackend, hold_s: float) -> threading.Thread:
    """Another thread inside ``gated``'s gate (a shared run) for ``hold_s``."""
    inside = threading.Event()

    def long_shared() -> None:
        with gated._gate.shared():
            inside.set()
            time.sleep(hold_s)

    holder = threading.Thread(target=long_shared, daemon=True)
    holder.start()
    assert inside.wait(5)
    return holder


def interrupt_everywhere(hold_s: float | None = None, shared: bool = False) -> int:
    """Run ``gated.run`` once per signal check point of the gate's bookkeeping, with an
    interrupt injected there (with ``hold_s``: while another thread's shared run is inside for
    that long, so the call waits in ``Condition.wait``), and check the gate is free after each;
    how many points there were."""
    at = 1
    while True:
        gated = GatedBackend(TinyBackend())
        holder = hold_shared(gated, hold_s) if hold_s is not None else None
        interrupter = Interrupter(at)
        sys.settrace(interrupter)  # the main thread's: signals reach it alone
        try:
            gated.run(np.zeros((1, 3, 2, 2)), shared=shared)
        except KeyboardInterrupt:
            pass
        finally:
            sys.settrace(None)
        if holder is not None:
            holder.join(5)
        gate = gated._gate
        assert enters_within(gate, shared=False), f"interrupt {at} left the gate held"
        assert enters_within(gate, shared=True), f"interrupt {at} left shared runs out"
        gated.close()
        if not interrupter.fired:
            return at - 1
        at += 1


@pytest.mark.parametrize("shared", [False, True])
def test_an_interrupt_anywhere_in_a_run_leaves_the_gate_free(shared: bool) -> None:
    assert interrupt_everywhere(shared=shared) >= 4


def test_an_interrupt_anywhere_while_waiting_leaves_the_gate_free() -> None:
    """The same with another thread inside (so the caller waits, in ``Condition.wait``)."""
    assert interrupt_everywhere(hold_s=0.05) >= 4
