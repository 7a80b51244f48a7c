"""``RequestId``: every HTTP answer carries an ``X-Request-ID`` (the one a proxy sent, when it is
a plain token, else a new one), and the request's line in the access log says it and how long
the request took.

uvicorn writes one ``uvicorn.access`` line per answer, as its headers go out, with the client,
the request line and the status only; a request whose client left before its answer (499,
counted in ``/metrics``) had no line at all (uvicorn drops an answer to a closed connection,
and its line with it). ``RequestId`` keeps uvicorn's line (the same text
and moment), gives its record ``request_id`` and ``duration`` (``AccessFields``, a filter on
``uvicorn.access``; ``ACCESS_FORMAT`` is ``tt-da3 serve``'s line), and writes the line uvicorn
does not for a request whose client left (499) or that was cancelled unanswered.
``tt-da3 serve`` formats the lines with ``access_formatter``: uvicorn's, which writes each
status with its HTTP phrase (``200 OK``) and wrote 499, which has none, as ``499`` and an
empty field; it now says ``499 Client Closed Request`` (nginx's name for it).
"""

from __future__ import annotations

import asyncio
import contextvars
import copy
import logging
import re
import time
import urllib.parse
import uuid
from typing import Any

from .metrics import CLIENT_CLOSED
from .stopping import STOP_STATUS, cancelled_by_stop

HEADER = b"x-request-id"
# what a proxy's id may be to be kept (nginx's $request_id, a UUID, Envoy's, a trace id): a
# token of visible characters, no spaces or quotes, so it cannot forge a log line
SAFE_ID = re.compile(r"[A-Za-z0-9._:/+=@-]{1,128}")
ACCESS_LOGGER = "uvicorn.access"
# uvicorn's access line (``uvicorn.config.LOGGING_CONFIG``) with the duration and the id
ACCESS_FORMAT = (
    '%(levelprefix)s %(client_addr)s - "%(request_line)s" %(status_code)s %(duration)s '
    "request_id=%(request_id)s"
)
CLIENT_CLOSED_PHRASE = "Client Closed Request"  # nginx's; Python's HTTPStatus has no 499
_CURRENT: contextvars.ContextVar[tuple[str, float] | None] = contextvars.ContextVar(
    "da3_request", default=None
)


def request_id_of(headers: list[tuple[bytes, bytes]]) -> str:
    """The request's ``X-Request-ID`` when it is a plain token (``SAFE_ID``), else a new one
    (32 hex digits)."""
    for name, value in headers:
        if name.lower() == HEADER:
            text = value.decode("latin-1").strip()
            if SAFE_ID.fullmatch(text):
                return text
            break
    return uuid.uuid4().hex


class AccessFields(logging.Filter):
    """Gives each ``uvicorn.access`` record ``request_id`` and ``duration`` (``-`` outside a
    request ``RequestId`` saw), for a format that names them (``ACCESS_FORMAT``)."""

    def filter(self, record: logging.LogRecord) -> bool:
        current = _CURRENT.get()
        if current is None:
            record.request_id, record.duration = "-", "-"
        else:
            request_id, started = current
            record.request_id = request_id
            record.duration = f"{(time.perf_counter() - started) * 1e3:.1f}ms"
        return True


def install_access_fields() -> None:
    """Add one ``AccessFields`` to ``uvicorn.access``; again is a no-op."""
    logger = logging.getLogger(ACCESS_LOGGER)
    if not any(isinstance(f, AccessFields) for f in logger.filters):
        logger.addFilter(AccessFields())


class RequestId:
    """Pure ASGI middleware, outermost: the ``X-Request-ID`` header on every HTTP answer, and
    the access line's fields (module docstring)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = request_id_of(scope.get("headers", []))
        # read by uvicorn's access line when the answer starts (this task's context), also by
        # the 500 that Starlette's outer error middleware sends when the app raised
        _CURRENT.set((request_id, time.perf_counter()))
        answered = False

        async def send_with_id(message: dict) -> None:
            nonlocal answered
            if message["type"] == "http.response.start":
                answered = True
                headers = list(message.get("headers", []))
                if not any(name.lower() == HEADER for name, _ in headers):
                    headers.append((HEADER, request_id.encode("latin-1")))
                message = {**message, "headers": headers}
                if message["status"] == CLIENT_CLOSED:  # to a client gone: uvicorn drops it
                    log_unanswered(scope, CLIENT_CLOSED)  # unsent and unlogged
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except asyncio.CancelledError as err:
            if not answered:  # uvicorn writes no line for it
                log_unanswered(scope, STOP_STATUS if cancelled_by_stop(err) else CLIENT_CLOSED)
            raise


def log_unanswered(scope: dict, status: int) -> None:
    """The access line of a request whose answer no client got, as uvicorn writes its lines
    (its redaction filter hides an ``api_key`` in the query): the path as the client sent it,
    percent-encoded (``raw_path``), with ``"`` as ``%22``. Before, the decoded path went in,
    so a ``%0A`` in it wrote a line break and a forged line of the client's choosing."""
    client = scope.get("client")
    where = f"{client[0]}:{client[1]}" if client else "-"
    query = scope.get("query_string", b"").decode("latin-1")
    raw = scope.get("raw_path")
    sent = raw.decode("latin-1") if raw else urllib.parse.quote(scope["path"])
    path = (sent + (f"?{query}" if query else "")).replace('"', "%22")
    version = scope.get("http_version", "1.1")
    logging.getLogger(ACCESS_LOGGER).info(
        '%s - "%s %s HTTP/%s" %d', where, scope["method"], path, version, status
    )


def status_with_phrase(text: str, status: int) -> str:
    """uvicorn's status field ``text`` (``"<status> <phrase>"``, maybe coloured) with the
    phrase of a 499, which uvicorn leaves empty (``CLIENT_CLOSED_PHRASE``)."""
    if status != CLIENT_CLOSED:
        return text
    return text.replace(f"{status} ", f"{status} {CLIENT_CLOSED_PHRASE}", 1)


def access_formatter(*args: Any, **kwargs: Any) -> logging.Formatter:
    """uvicorn's ``AccessFormatter`` (the same arguments), whose 499 says what it is:
    ``499 Client Closed Request`` where uvicorn wrote ``499`` and an empty phrase."""
    from uvicorn.logging import AccessFormatter

    class ClientClosedNamed(AccessFormatter):
        def get_status_code(self, status_code: int) -> str:
            return status_with_phrase(super().get_status_code(status_code), status_code)

    return ClientClosedNamed(*args, **kwargs)


def access_log_config() -> dict[str, Any]:
    """uvicorn's logging configuration (``LOGGING_CONFIG``, as ``tt-da3 serve`` gives
    ``uvicorn.Config(log_config=...)``) with ``ACCESS_FORMAT`` for its request lines, written
    by ``access_formatter``."""
    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config["formatters"]["access"]["fmt"] = ACCESS_FORMAT
    config["formatters"]["access"]["()"] = access_formatter
    return config
