"""How long a cache entry's build took by itself. An entry is built from others inside its own
build (the OpenVINO IR from the ONNX graph, the compiled model from the IR, the gate from the
engines it times), and each line gave the time of everything inside it ("ONNX built in 25 s;
IR built in 25 s; compiled built in 25 s; gate built in 27 s", for 27 s of work): the lines
now say each build's own time, and the total where entries were built inside it."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

# a nested build counted in the outer one's inner time under 0.5 s is not said (rounds to 0 s)
SHOWN_INNER_S = 0.5


@dataclass
class BuildTime:
    """One build's seconds: ``total`` from its start to its end, ``inner`` of those spent in
    the builds of the entries it needed (in the same thread)."""

    total: float = 0.0
    inner: float = 0.0

    def text(self) -> str:
        """``"3 s"``, or ``"2 s (27 s in total, with the 25 s of the entries built for it)"``."""
        if self.inner < SHOWN_INNER_S:
            return f"{self.total:.0f} s"
        return (
            f"{self.total - self.inner:.0f} s ({self.total:.0f} s in total, with the "
            f"{self.inner:.0f} s of the entries built for it)"
        )


_RUNNING = threading.local()  # each thread's builds in progress, the innermost last


@contextmanager
def timed_build() -> Iterator[BuildTime]:
    """The block's ``BuildTime``, filled in when it ends; a build timed inside it (in this
    thread) adds its total to the block's ``inner``."""
    running: list[BuildTime] = _RUNNING.__dict__.setdefault("builds", [])
    took = BuildTime()
    start = time.perf_counter()
    running.append(took)
    try:
        yield took
    finally:
        running.pop()
        took.total = time.perf_counter() - start
    if running:  # built inside another entry's build: not its own time
        running[-1].inner += took.total
