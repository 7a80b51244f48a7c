"""``CONNECTION_COUNTS``: what the connection cap (``connections``) did in this process, read by
``/metrics`` and ``/info``. A module of its own, without uvicorn, so that the app reads it
whatever runs it (under plain uvicorn without the guarded protocol, or Ray, the counts stay 0)."""

from __future__ import annotations

from dataclasses import dataclass


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
