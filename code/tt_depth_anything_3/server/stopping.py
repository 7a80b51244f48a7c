"""``AnswerAtStop``: a request still running when the server's graceful stop runs out
(``tt-da3 serve``: 10 s after Ctrl-C / SIGTERM), or when a second Ctrl-C / SIGTERM forces the
stop (``forced_stop``), is answered 503 with ``Retry-After``, and one line is logged; uvicorn
would answer 500 and log a ``CancelledError`` traceback as an error of the app. A ``WS /stream``
cut so (its frames not all answered in the period) is closed 1012 with ``CUT_REASON``
(``stream_stop``), not cut without a close (1006) after the same traceback."""

from __future__ import annotations

import asyncio
import json
import logging
import signal
from typing import Any

from .stream_stop import CUT_REASON, STOP_CODE, close_stream

log = logging.getLogger(__name__)
STOP_CANCEL = "graceful shutdown"  # in uvicorn's message when it cancels the requests left
FORCED_CANCEL = "forced stop"  # forced_stop.StoppingServer's, on a second Ctrl-C / SIGTERM
RETRY_AFTER_S = 1
STOP_STATUS = 503  # a request cut by the stop
DETAIL = "the server stopped before this request finished; retry (on another server)"
# uvicorn's line (``uvicorn.error``, at ERROR) when the graceful stop's period runs out
PERIOD_OVER_LINE = "Cancel %s running task(s), timeout graceful shutdown exceeded"


def hangup_signal() -> signal.Signals | None:
    """SIGHUP when it should stop the server as SIGTERM does (a closed terminal, an ssh
    session gone, ``kill -HUP``: it killed the server at once, requests cut without an
    answer); None where the platform has none or the process was started with it ignored
    (``nohup``: kept so)."""
    hangup = getattr(signal, "SIGHUP", None)
    if hangup is None or signal.getsignal(hangup) == signal.SIG_IGN:
        return None
    return hangup


class PeriodOverAsWarning(logging.Filter):
    """uvicorn's ``PERIOD_OVER_LINE`` written at WARNING, not ERROR: the requests it cancels
    are the ones ``--graceful-stop-s`` is there to cut, each answered 503 and logged as a
    warning (``AnswerAtStop``), so a rolling update that cut a request no longer wrote an
    ERROR line that log alerts page on."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno == logging.ERROR and record.msg == PERIOD_OVER_LINE:
            record.levelno, record.levelname = (
                logging.WARNING,
                logging.getLevelName(logging.WARNING),
            )
            # a warning where warnings are shown (not under --log-level error)
            return logging.getLogger(record.name).isEnabledFor(logging.WARNING)
        return True


def install_stop_log_level() -> None:
    """Add one ``PeriodOverAsWarning`` to ``uvicorn.error``; again is a no-op."""
    logger = logging.getLogger("uvicorn.error")
    if not any(isinstance(f, PeriodOverAsWarning) for f in logger.filters):
        logger.addFilter(PeriodOverAsWarning())


def cancelled_by_stop(err: BaseException) -> bool:
    """Whether the server's stop cancelled the request (not a client or a timeout): uvicorn's
    graceful stop's message (or a forced stop's, ``FORCED_CANCEL``) on ``err`` or on an error
    ``err`` was raised while handling. ``asyncio.wait_for``
    (a body being read, Python 3.11) catches the stop's cancel, waits for its inner task and
    raises a bare ``CancelledError`` of its own, the stop's as its ``__context__``."""
    seen: set[int] = set()
    current: BaseException | None = err
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, asyncio.CancelledError) and any(
            marker in str(arg) for arg in current.args for marker in (STOP_CANCEL, FORCED_CANCEL)
        ):
            return True
        current = current.__context__
    return False


class AnswerAtStop:
    """Pure ASGI middleware, outermost: HTTP requests cancelled by the stop get their 503,
    WebSockets their close (1012)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "websocket":
            await self.websocket(scope, receive, send)
            return
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracking_send(message: dict) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except asyncio.CancelledError as err:
            if started or not cancelled_by_stop(err):
                raise
            log.warning("%s %s: cut by the server's stop, answered 503", scope["method"],
                        scope["path"])  # fmt: skip
            body = json.dumps({"detail": DETAIL}).encode()
            headers = [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"retry-after", str(RETRY_AFTER_S).encode()),
                (b"connection", b"close"),
            ]
            await send({"type": "http.response.start", "status": STOP_STATUS, "headers": headers})
            await send({"type": "http.response.body", "body": body})

    async def websocket(self, scope: dict, receive: Any, send: Any) -> None:
        """A WebSocket the stop cancelled once accepted and before its close: closed
        ``STOP_CODE`` with ``CUT_REASON``, one line logged."""
        accepted = closed = False

        async def tracking_send(message: dict) -> None:
            nonlocal accepted, closed
            accepted = accepted or message["type"] == "websocket.accept"
            closed = closed or message["type"] == "websocket.close"
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except asyncio.CancelledError as err:
            if not accepted or not cancelled_by_stop(err):
                raise
            if not closed:
                log.warning("WebSocket %s: cut by the server's stop, closed %d", scope["path"],
                            STOP_CODE)  # fmt: skip
                await close_stream(send, STOP_CODE, CUT_REASON)
