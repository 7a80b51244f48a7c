"""``AnswerAtStop``: a request still running when the server's graceful stop runs out
(``tt-da3 serve``: 10 s after Ctrl-C / SIGTERM), or when a second Ctrl-C / SIGTERM forces the
stop (``forced_stop``), is answered 503 with ``Retry-After``, and one line is logged; uvicorn
would answer 500 and log a ``CancelledError`` traceback as an error of the app."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

log = logging.getLogger(__name__)
STOP_CANCEL = "graceful shutdown"  # in uvicorn's message when it cancels the requests left
FORCED_CANCEL = "forced stop"  # forced_stop.StoppingServer's, on a second Ctrl-C / SIGTERM
RETRY_AFTER_S = 1
STOP_STATUS = 503  # a request cut by the stop
DETAIL = "the server stopped before this request finished; retry (on another server)"


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
    """Pure ASGI middleware, outermost: HTTP requests cancelled by the stop get their 503."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
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
