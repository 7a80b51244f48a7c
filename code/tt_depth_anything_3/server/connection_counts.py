"""``CONNECTION_COUNTS``: what the connection cap (``connections``) did in this process, read by
``/metrics`` and ``/info``. A module of its own, without uvicorn, so that the app reads it
whatever runs it (under plain uvicorn without the guarded protocol, or Ray, the counts stay 0)."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

log = logging.getLogger("tt_depth_anything_3.server")
REFUSAL_LOG_INTERVAL_S = 10.0  # refusals after the first are summed in a line this often


@dataclass
class ConnectionCounts:
    """Connections the cap closed: ``evicted`` (waiting for their headers longer than the
    eviction grace, closed to make room for a new one) and ``refused`` (new ones answered 503
    because no open connection could be closed)."""

    evicted: int = 0
    refused: int = 0

    def as_dict(self) -> dict[str, int]:
        """The counts, as ``/info``'s ``connections`` gives them."""
        return {"evicted": self.evicted, "refused": self.refused}


CONNECTION_COUNTS = ConnectionCounts()  # incremented on the event loop; read from any thread


class RefusalLog:
    """The cap's refusals in the log without a line each (a flood of connections was a flood
    of lines): the first is logged in full (WARNING), the next ones within ``interval_s`` are
    summed in one line at its end (``refused N more connections in the last 10 s ...``), each
    further interval with refusals gets its own line, and a quiet interval ends it (the next
    refusal is logged in full again). Runs on the event loop."""

    def __init__(self, interval_s: float = REFUSAL_LOG_INTERVAL_S) -> None:
        self.interval_s = interval_s
        self.pending = 0  # refusals since the last line
        self._timer: asyncio.TimerHandle | None = None
        self._loop: asyncio.AbstractEventLoop | None = None  # the timer's

    def refused(self, max_connections: int, grace_s: float) -> None:
        """One refusal: a line now, or counted in the interval's summary."""
        if self._timer is not None and self._loop is asyncio.get_running_loop():
            self.pending += 1
            return
        log.warning(
            "%d connections open (max_connections): none has waited %.1f s for its headers, "
            "so a new one is answered 503 (further refusals: one line each %g s)",
            max_connections,
            grace_s,
            self.interval_s,
        )
        self._start(max_connections)

    def _start(self, max_connections: int) -> None:
        """The interval after a line: its refusals are summed at its end."""
        self._loop = asyncio.get_running_loop()
        self._timer = self._loop.call_later(self.interval_s, self._summarise, max_connections)

    def _summarise(self, max_connections: int) -> None:
        """The interval's end: its refusals in one line, and the next interval, if any."""
        self._timer = None
        if not self.pending:  # a quiet interval: the next refusal is logged in full
            return
        log.warning(
            "refused %d more connections in the last %g s, each answered 503: %d connections "
            "open (max_connections)",
            self.pending,
            self.interval_s,
            max_connections,
        )
        self.pending = 0
        self._start(max_connections)


REFUSAL_LOG = RefusalLog()
