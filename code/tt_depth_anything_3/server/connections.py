"""Connection guards for uvicorn, which has neither: a header read timeout and a cap on open
connections. ``guarded_protocol`` subclasses uvicorn's own HTTP protocol (httptools when
installed, else h11) and is passed as ``uvicorn.Config(http=...)`` by ``tt-da3 serve``. Plain
uvicorn gets the same with ``--http tt_depth_anything_3.server.connections:GuardedHTTP`` (its
limits from ``TT_DA3_HEADER_TIMEOUT_S`` and ``TT_DA3_MAX_CONNECTIONS``); without it, the app
built for plain uvicorn (``server.app``) logs ``UNGUARDED_WARNING`` at start-up.

- **Header timeout.** A connection whose request line and headers are not all received within
  ``header_timeout_s`` of the request's first byte (or of the connection, when nothing comes)
  gets ``408`` and is closed. Dribbling one byte at a time does not extend it (slowloris).
  Between requests, uvicorn's ``timeout_keep_alive`` closes idle connections.
- **Write timeout.** An answer the client reads nothing of (the socket's send buffer full,
  so uvicorn's transport has paused writing, and not a byte of its own buffer drained) for
  ``write_timeout_s`` (``body_timeout_s``: the same patience as for a request body) has its
  connection aborted, with a warning: the rest of the answer, held in memory outside every
  budget (about 70 MB for a 1900 x 1900 JSON answer), is dropped, and a stop (Ctrl-C,
  SIGTERM) no longer waits for that client. Progress is what the client's TCP stack
  acknowledges: a reader taking a segment (about 1.5 KB on Ethernet; 64 KB on loopback,
  whose segments are that large) per ``write_timeout_s`` is not cut, each period with
  progress starting the next; slower ones are, as stalled ones are.
- **An early answer.** An answer given before its request's body has all arrived (a 413 on
  Content-Length) leaves the connection reading the rest of the body and dropping it, so the
  client, which most often reads nothing before it has sent the whole body, gets its answer and
  the connection stays usable (idle until uvicorn's keep-alive timeout, as after any answer):
  the body's bytes are never read as a next request. The drain
  lasts at most ``write_timeout_s`` (``body_timeout_s``); a body still arriving then has its
  connection closed. A request that asked ``Expect: 100-continue`` and sent none of its body
  before its answer has its connection closed once the answer is sent, with no warning: its
  client holds the body back after a final answer (RFC 9110, 10.1.1), so there is nothing to
  drain, and the connection cannot carry another request.
- **Connection cap.** With ``max_connections`` open, a new connection closes the one that has
  waited longest for its headers (a stalled or idle client), if it has waited at least
  ``eviction_grace_s`` (``EVICTION_GRACE_S``, 1 s, or half ``header_timeout_s`` when that is
  shorter; an idle keep-alive connection waits from its last answer): one awaiting a request
  under the header timeout (new, or part of a request in) gets its ``408`` first, one idle
  after an answer is closed as uvicorn's keep-alive timeout closes it. When none has waited
  that long (every open one is busy with a request, or was opened a moment ago, as in a burst
  of clients), the new one is answered ``503`` (``Retry-After: 1``): a client gets a status,
  not a bare close before it sent a byte. The 503 is written when the client's first bytes
  arrive (written before them, a client still sending its request can lose it: the
  ``websockets`` client's handshake fails with a bare ``ConnectionClosedError``), or after
  ``LINGER_S`` (2 s) with nothing, then closed. Once answered, the refused connection is
  half-closed and lingers, dropping what its client still sends, until that client closes or
  ``LINGER_S`` pass: closed at once, the request arriving after it resets the connection and
  the client can lose the 503 (httpx: ``ReadError``). At most ``LINGER_SLOTS`` (32) linger at
  once; beyond them one is answered and closed at once. Each eviction is logged (INFO), the
  first refusal too (WARNING) and the next ones in a line each 10 s (``RefusalLog``); both are
  counted (``connection_counts``: ``da3_connections_evicted_total``,
  ``da3_connections_refused_total``, ``/info``'s ``connections``). Open file descriptors stay
  under ``max_connections`` plus ``LINGER_SLOTS`` plus the process's own. A ``WS /stream``
  connection (uvicorn's WebSocket protocol, in the same ``server_state.connections``) counts
  in the cap as a busy connection: never evicted, never lingering.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from .connection_counts import CONNECTION_COUNTS, REFUSAL_LOG
from .next_request import NextRequest
from .raw_responses import EVICTED, FULL, MAX_HEADER_BYTES, TIMED_OUT, TOO_LARGE, raw_response
from .settings import ServerSettings
from .write_timeout import WriteTimeout

log = logging.getLogger("tt_depth_anything_3.server")
GUARDED_HTTP = "tt_depth_anything_3.server.connections:GuardedHTTP"
UNGUARDED_WARNING = (
    "this server has no header timeout and no connection cap (plain uvicorn has neither): a "
    "client that never finishes its headers holds its connection and file descriptor forever. "
    "Run `tt-da3 serve`, or `uvicorn tt_depth_anything_3.server:app --http " + GUARDED_HTTP + "`"
    " (limits from TT_DA3_HEADER_TIMEOUT_S and TT_DA3_MAX_CONNECTIONS)"
)


EVICTION_GRACE_S = 1.0  # a connection waiting for its headers is not evicted before this
LINGER_S = 2.0  # a refused connection drops its client's bytes this long at most, then closes
LINGER_SLOTS = 32  # refused connections lingering at once, beyond max_connections


def _base_protocol() -> type[asyncio.Protocol]:
    """uvicorn's ``http="auto"`` choice: httptools when it imports, else h11."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    except ImportError:  # httptools is optional
        return H11Protocol
    return HttpToolsProtocol


class _Guard(WriteTimeout, NextRequest):
    """The mixin over a uvicorn HTTP protocol (``connections``, ``cycle``, ``transport``)."""

    header_timeout_s: float = 10.0
    max_connections: int = 1000
    write_timeout_s: float = 30.0
    connections: set[Any]
    cycle: Any
    transport: asyncio.Transport
    _header_timer: asyncio.TimerHandle | None = None
    _drain_timer: asyncio.TimerHandle | None = None
    _body_arriving: bool = False  # httptools: between a request's headers and its end
    _body_started: bool = False  # a byte of the waiting request's body has arrived
    _waiting_since: float = 0.0
    _linger_timer: asyncio.TimerHandle | None = None
    refused: bool = False  # answered 503 by the cap: lingers, not counted in it
    _refusal_sent: bool = False  # its 503 is written (at the client's first bytes)
    _header_bytes: int = 0  # of the waiting request's headers so far; -1 once complete
    _header_tail: bytes = b""  # the last 3 bytes, where a blank line may have begun

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)  # type: ignore[misc]
        if self.over_cap() and not self._make_room():
            self._refuse()
            return
        self._arm()

    def over_cap(self) -> bool:
        """More than ``max_connections`` open, refused (lingering) ones not counted."""
        if len(self.connections) <= self.max_connections:
            return False
        refused = sum(1 for c in self.connections if _lingering(c))
        return len(self.connections) - refused > self.max_connections

    def _refuse(self) -> None:
        """Refused: answer 503 once the client's first bytes come (a client that is still
        sending its request, a WebSocket handshake, when an answer comes first can lose it),
        half-close, and linger (drop what comes) until the client closes or ``LINGER_S`` pass
        after the answer; nothing in ``LINGER_S``: 503 and closed. With ``LINGER_SLOTS``
        already lingering: 503 and closed at once."""
        self.refused = True
        CONNECTION_COUNTS.refused += 1
        REFUSAL_LOG.refused(self.max_connections, self.eviction_grace_s())  # rate-limited
        lingering = sum(
            1 for c in self.connections if _lingering(c) and not c.transport.is_closing()
        )
        if lingering > LINGER_SLOTS or not self.transport.can_write_eof():
            self._answer_refusal(close=True)
            return
        self._linger(self._answer_refusal, True)

    def _answer_refusal(self, close: bool = False) -> None:
        """The 503, then closed, or half-closed (a FIN; the client's bytes are still read and
        dropped) to linger ``LINGER_S`` more."""
        if self._linger_timer is not None:
            self._linger_timer.cancel()
        self._refusal_sent = True
        self.transport.write(FULL)
        if close:
            self.transport.close()
            return
        self.transport.write_eof()
        self._linger(self.transport.close)

    def _linger(self, then: Callable[..., None], *args: object) -> None:
        """``then(*args)`` after ``LINGER_S``."""
        loop = asyncio.get_running_loop()
        self._linger_timer = loop.call_later(LINGER_S, then, *args)

    def data_received(self, data: bytes) -> None:
        if self.refused:  # what the client sends: answered 503 at its first bytes, dropped
            if not self._refusal_sent and not self.transport.is_closing():
                self._answer_refusal()
            return
        if self._header_bytes < 0:  # a request's headers are in: its body (``_arm`` resets
            self._body_started = True  # this where the bytes are a next request's)
        if self.waiting_for_headers():
            if self._header_timer is None:  # the first bytes of a new request
                self._arm()
            if self._headers_too_large(data):
                self._disarm()
                self.transport.write(TOO_LARGE)
                self.transport.close()
                return
        draining = self.draining()
        super().data_received(data)  # type: ignore[misc]
        if self.transport.get_protocol() is not self or not self.waiting_for_headers():
            self._disarm()  # headers in, or upgraded (a WebSocket is not HTTP any more)
        elif draining and not self.transport.is_closing():  # the body ended in this data:
            self._end_drain()  # what follows it is the next request's
            self._keep_alive()

    def on_headers_complete(self) -> None:
        self._body_arriving, self.request_begun = True, False
        super().on_headers_complete()  # type: ignore[misc]

    def on_message_complete(self) -> None:
        self._body_arriving = False
        super().on_message_complete()  # type: ignore[misc]

    def body_arriving(self) -> bool:
        """The request's body is still arriving (its answer may already be complete)."""
        conn = getattr(self, "conn", None)  # h11 keeps the state; httptools gives events
        if isinstance(conn, h11.Connection):
            return conn.their_state is h11.SEND_BODY
        return self._body_arriving

    def draining(self) -> bool:
        """The request was answered before its body all arrived: the rest is dropped."""
        return self.cycle is not None and self.cycle.response_complete and self.body_arriving()

    def on_response_complete(self) -> None:
        super().on_response_complete()  # type: ignore[misc]
        if not self.draining() and self.waiting_for_headers():  # idle from now (keep-alive)
            self._waiting_since = time.monotonic()
            if self.next_request_begun() and not self.transport.is_closing():
                self._arm()  # pipelined behind this answer: timed from now, not held 30 s
        if not self.draining() or self.transport.is_closing():
            return
        if self.body_held_back():
            log.debug("a request with Expect: 100-continue answered early: connection closed")
            self.transport.close()  # after the answer, which it sends first
        elif self._drain_timer is None:
            loop = asyncio.get_running_loop()
            self._drain_timer = loop.call_later(self.write_timeout_s, self._drain_too_long)

    def body_held_back(self) -> bool:
        """The request asked ``Expect: 100-continue`` and none of its body has arrived: its
        client waits for a ``100 Continue`` before sending it, and sends none after a final
        answer."""
        if self._body_started or self.cycle is None:
            return False
        headers = self.cycle.scope.get("headers", [])
        return any(
            name.lower() == b"expect" and value.strip().lower() == b"100-continue"
            for name, value in headers
        )

    def _drain_too_long(self) -> None:
        self._drain_timer = None
        if self.draining() and not self.transport.is_closing():
            log.warning(
                "a request answered early (e.g. 413) still sent its body after %.0f s: its "
                "connection is closed",
                self.write_timeout_s,
            )
            self.transport.close()

    def _end_drain(self) -> None:
        if self._drain_timer is not None:
            self._drain_timer.cancel()
            self._drain_timer = None

    def _headers_too_large(self, data: bytes) -> bool:
        """Count a waiting request's header bytes up to the blank line that ends them
        (uvicorn's httptools protocol has no limit of its own; h11's counts per event)."""
        if self._header_bytes < 0:  # this request's headers are complete: the rest is body
            return False
        seen = self._header_tail + data
        end = seen.find(b"\r\n\r\n")
        if end >= 0:
            total = self._header_bytes + end + 4 - len(self._header_tail)
            self._header_bytes, self._header_tail = -1, b""
            self._body_started = len(seen) > end + 4  # the body began in the same bytes
            return total > MAX_HEADER_BYTES
        self._header_bytes += len(data)
        self._header_tail = seen[-3:]
        return self._header_bytes > MAX_HEADER_BYTES

    def send_400_response(self, msg: str) -> None:
        """uvicorn's answer to bytes it cannot parse as HTTP (a Content-Length that is not a
        number, a malformed request line...): JSON, as every other error, then closed."""
        detail = f"{msg.rstrip('.')}: the request line or headers are not valid HTTP/1.1"
        self.transport.write(raw_response("400 Bad Request", detail))
        self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._linger_timer is not None:
            self._linger_timer.cancel()
        self._disarm()
        self._end_drain()
        self._writing_again()
        super().connection_lost(exc)  # type: ignore[misc]

    def waiting_for_headers(self) -> bool:
        """No request in progress: before the first, or between two (keep-alive)."""
        return (self.cycle is None or self.cycle.response_complete) and not self.body_arriving()

    def _waiting(self) -> None:
        """No request begun yet: from now, the next one's first bytes arm the header timer."""
        self._disarm()
        self._waiting_since = time.monotonic()
        self._header_bytes, self._header_tail, self._body_started = 0, b"", False

    def _arm(self) -> None:
        self._waiting()
        loop = asyncio.get_running_loop()
        self._header_timer = loop.call_later(self.header_timeout_s, self._timed_out)

    def _keep_alive(self) -> None:
        """Idle after a drained body: uvicorn's keep-alive timer, which the drained bytes
        cancelled, set again (not the header timeout: an unasked 408 came)."""
        self._waiting()
        self._unset_keepalive_if_required()  # type: ignore[attr-defined]
        handler = self.timeout_keep_alive_handler  # type: ignore[attr-defined]
        loop = asyncio.get_running_loop()
        self.timeout_keep_alive_task = loop.call_later(self.timeout_keep_alive, handler)  # type: ignore[attr-defined]

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _timed_out(self) -> None:
        self._header_timer = None
        if self.waiting_for_headers() and not self.transport.is_closing():
            self.transport.write(TIMED_OUT)
            self.transport.close()

    def eviction_grace_s(self) -> float:
        """How long a connection waits for its headers before the cap may close it."""
        return min(EVICTION_GRACE_S, self.header_timeout_s / 2)

    def _make_room(self) -> bool:
        """Evict the other connection that has waited longest for its headers, if that is at
        least ``eviction_grace_s``; False if none has."""
        now = time.monotonic()
        since = now - self.eviction_grace_s()
        waiting = [
            c
            for c in self.connections
            if c is not self
            and isinstance(c, _Guard)  # not a WebSocket: a stream is busy, never evicted
            and not c.refused
            and c.waiting_for_headers()
            and not c.transport.is_closing()
            and c.waiting_since() <= since
        ]
        if not waiting:
            return False
        min(waiting, key=lambda c: c.waiting_since()).evict(now)
        return True

    def waiting_since(self) -> float:
        """When this connection began waiting for its headers (``time.monotonic``)."""
        return self._waiting_since

    def evict(self, now: float) -> None:
        """Close this connection to make room for a new one: ``408`` first when a request is
        awaited under the header timeout (a new connection, or part of a request in), silently
        when idle after an answer (as uvicorn's keep-alive timeout). Logged and counted."""
        in_request = self._header_timer is not None  # armed: a request is awaited or begun
        self._disarm()
        if in_request:
            self.transport.write(EVICTED)
        self.transport.close()
        CONNECTION_COUNTS.evicted += 1
        log.info(
            "%d connections open (max_connections): closed the one waiting longest for its "
            "headers (%.1f s, %s) to make room for a new one",
            self.max_connections,
            now - self._waiting_since,
            "in a request" if in_request else "idle",
        )


def _lingering(connection: object) -> bool:
    """A connection refused by the cap (lingering after its 503). ``server_state.connections``
    also holds uvicorn's WebSocket protocols (a ``WS /stream`` after its upgrade), which are
    never refused: they count in the cap as busy connections."""
    return isinstance(connection, _Guard) and connection.refused


def guarded_protocol(
    header_timeout_s: float, max_connections: int, write_timeout_s: float = 30.0
) -> type[asyncio.Protocol]:
    """uvicorn's HTTP protocol with the header timeout, the connection cap and the write
    timeout (module docstring); pass it as ``uvicorn.Config(http=...)``."""
    base = _base_protocol()
    attributes = {
        "header_timeout_s": header_timeout_s,
        "max_connections": max_connections,
        "write_timeout_s": write_timeout_s,
    }
    return type(f"Guarded{base.__name__}", (_Guard, base), attributes)


def guard_in_use() -> bool:
    """Whether this process has made a guarded protocol class (``tt-da3 serve``, or uvicorn's
    ``--http`` importing ``GuardedHTTP``); asked at start-up, once uvicorn has loaded it."""
    return bool(_Guard.__subclasses__())


def __getattr__(name: str) -> type[asyncio.Protocol]:
    """``GuardedHTTP``: ``guarded_protocol`` with the ``TT_DA3_*`` environment's
    ``header_timeout_s`` and ``max_connections``, for ``uvicorn --http``."""
    if name != "GuardedHTTP":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    settings = ServerSettings.from_env()
    return guarded_protocol(
        settings.header_timeout_s, settings.max_connections, settings.body_timeout_s
    )
