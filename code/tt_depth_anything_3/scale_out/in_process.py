"""One forwarded HTTP request through an ASGI app in-process, with the scope uvicorn would
build for it: the path exactly as the client sent it (``raw_path``; ``path`` percent-decoded
as uvicorn decodes it, no dot segment or ``//`` resolved), every header line kept (a repeated
one too) and the whole body."""

from __future__ import annotations

import asyncio
import logging
from urllib.parse import unquote

from starlette.types import ASGIApp, Message

from .messages import ForwardedRequest, ForwardedResponse

log = logging.getLogger(__name__)
CLIENT = ("127.0.0.1", 0)


def http_scope(request: ForwardedRequest) -> dict:
    """The ASGI ``http`` scope of ``request`` (its ``path``: the raw target, query included)."""
    raw_path, _, query = request.path.partition("?")
    return {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": request.method,
        "scheme": "http",
        "path": unquote(raw_path),
        "raw_path": raw_path.encode("latin-1"),
        "query_string": query.encode("latin-1"),
        "root_path": "",
        "headers": [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in request.headers],
        "client": CLIENT,
        "server": ("replica", 80),
    }


async def call_app(app: ASGIApp, request: ForwardedRequest) -> ForwardedResponse:
    """``app``'s whole response to ``request``. An error the app raises after its response is
    complete is logged (as uvicorn logs it) and the response kept; one raised before is
    raised."""
    status = 500
    headers: list[tuple[str, str]] = []
    body: list[bytes] = []
    complete = asyncio.Event()
    sent_body = False

    async def receive() -> Message:
        nonlocal sent_body
        if not sent_body:
            sent_body = True
            return {"type": "http.request", "body": request.body, "more_body": False}
        await complete.wait()  # the client "stays" until the answer is whole
        return {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
            headers.extend(
                (k.decode("latin-1"), v.decode("latin-1")) for k, v in message.get("headers", [])
            )
        elif message["type"] == "http.response.body":
            body.append(message.get("body", b""))
            if not message.get("more_body", False):
                complete.set()

    try:
        await app(http_scope(request), receive, send)
    except Exception:
        if not complete.is_set():
            raise
        log.exception("Exception in ASGI application (after its response was sent)")
    complete.set()
    return ForwardedResponse(status, headers, b"".join(body))
