"""A ``WS /stream`` at the server's stop (Ctrl-C / SIGTERM): the frames it has taken are
answered, then it is closed with ``STOP_CODE`` (1012, Service Restart) and ``STOP_REASON``.

uvicorn's WebSocket protocol answers the stop by closing every open WebSocket at once, 1012
with no reason: the frame on the device was computed for nobody and its reply never sent.
``stopping_protocol()`` is the protocol ``tt-da3 serve`` gives uvicorn (``ws=``; plain uvicorn:
``--ws tt_depth_anything_3.server.stream_stop:StoppingWebSockets``): uvicorn's own, whose stop
tells the route instead (a ``StopNotice`` in the scope's extensions, ``STOP_EXTENSION``,
which the route watches from before its accept, ``watch_stop``). The route then takes no new
frame (the waiting ones are dropped), answers the frames already taken (the one on the device
and the one decoding) and closes ``STOP_CODE`` with ``STOP_REASON``; a client that does not
answer the close is dropped after ``CLOSE_WAIT_S``. A stream still running when
``--graceful-stop-s`` runs out, or at a forced stop (a second signal), is closed
``STOP_CODE`` with ``CUT_REASON`` (``stopping.AnswerAtStop``), not cut (1006)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from .close_reasons import MAX_CLOSE_REASON_BYTES as MAX_CLOSE_REASON_BYTES  # here too, as before
from .close_reasons import close_reason as close_reason  # here too, as before
from .stream_hold import MessageHoldMixin

STOP_EXTENSION = "tt_da3.stop"  # the scope's extension holding the connection's StopNotice
STOP_CODE = 1012  # Service Restart (RFC 6455 registry): reconnect, here or to another server
STOP_REASON = (
    "the server is stopping: the frames it took are answered; reconnect (to another server)"
)
CUT_REASON = (
    "the server stopped before this stream's frames were answered; reconnect (to another server)"
)
CLOSE_WAIT_S = 1.0  # a close to a client that may read nothing; its echo, at the stop
# uvicorn's protocols whose stop this module knows (their close_sent, close_timeout, scope)
KNOWN_BASES = ("WebSocketsSansIOProtocol", "WSProtocol")
HOLD_BASE = "WebSocketsSansIOProtocol"  # the one whose message assembly stream_hold knows


@dataclass
class StopNotice:
    """A connection's stop: ``requested`` is set when the server stops, for a route that
    ``watched`` it (any other keeps uvicorn's close at once)."""

    requested: asyncio.Event = field(default_factory=asyncio.Event)
    watched: bool = False


def watch_stop(scope: dict[str, Any]) -> StopNotice | None:
    """The connection's ``StopNotice``, now watched (the route closes it at the stop), or None
    under a server without one (plain uvicorn, a test client): uvicorn's close at once."""
    notice = scope.get("extensions", {}).get(STOP_EXTENSION)
    if not isinstance(notice, StopNotice):
        return None
    notice.watched = True
    return notice


def stop_requested(notice: StopNotice | None) -> asyncio.Future[Any]:
    """A future done once ``notice`` is requested (never, for None)."""
    if notice is None:
        return asyncio.get_running_loop().create_future()
    return asyncio.ensure_future(notice.requested.wait())


async def close_stream(
    send: Callable[[dict[str, Any]], Awaitable[None]], code: int, reason: str
) -> None:
    """Send the close (``reason`` cut by ``close_reason``), without waiting on a client that
    reads nothing or has gone."""
    message = {"type": "websocket.close", "code": code, "reason": close_reason(reason)}
    with contextlib.suppress(asyncio.TimeoutError, OSError, RuntimeError):
        await asyncio.wait_for(send(message), CLOSE_WAIT_S)


class _StopMixin:
    """Over uvicorn's WebSocket protocol (``KNOWN_BASES``): its stop tells a watching route."""

    scope: dict[str, Any]
    close_sent: bool
    handshake_complete: bool
    close_timeout: float
    transport: asyncio.Transport

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.stop_notice = StopNotice()

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)  # type: ignore[misc]
        scope = getattr(self, "scope", None)  # None: the handshake was refused
        if scope is not None:  # before the app's task runs: it sees the notice
            scope.setdefault("extensions", {})[STOP_EXTENSION] = self.stop_notice

    def held_by_app(self) -> bool:
        """The app accepted the connection and has not closed it (nor denied it)."""
        return (
            self.handshake_complete
            and not self.close_sent
            and not self.transport.is_closing()
            and getattr(self, "initial_response", None) is None  # websockets-sansio's denial
            and not getattr(self, "response_started", False)  # wsproto's
        )

    def shutdown(self) -> None:
        """The server stops: a watching route is told (it answers, then closes); any other
        connection is closed at once, as uvicorn does."""
        if not (self.stop_notice.watched and self.held_by_app()):
            super().shutdown()  # type: ignore[misc]
            return
        self.close_timeout = CLOSE_WAIT_S  # the route's close waits this long for its echo
        self.stop_notice.requested.set()


def stopping_protocol() -> type[asyncio.Protocol] | None:
    """uvicorn's WebSocket protocol (its ``ws="auto"`` choice) with the stop of this module;
    uvicorn's own where it is not one of ``KNOWN_BASES`` (an older uvicorn), None without a
    WebSocket library (uvicorn then serves no WebSocket, as with ``auto``)."""
    from uvicorn.protocols.websockets.auto import AutoWebSocketsProtocol

    base = AutoWebSocketsProtocol
    if not isinstance(base, type) or base.__name__ not in KNOWN_BASES:
        return base  # type: ignore[return-value]
    mixins: tuple[type, ...] = (_StopMixin,)
    if base.__name__ == HOLD_BASE:  # wsproto's holds a message in its own way: not counted
        mixins += (MessageHoldMixin,)
    return type(f"Stopping{base.__name__}", (*mixins, base), {})


def __getattr__(name: str) -> type[asyncio.Protocol] | None:
    """``StoppingWebSockets``: ``stopping_protocol()``, for ``uvicorn --ws``."""
    if name != "StoppingWebSockets":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return stopping_protocol()
