"""Request and answer headers. ``SingleHeaders``: a request that repeats a header whose value is
one item (``Authorization``, ``Content-Encoding``, ``Content-Type``) is refused, 400 naming it,
as a repeated query parameter is: no value is chosen silently (the first line or the last, each
reader its own). ``RelativeRedirects``: the redirect to a path with (or without) its trailing
slash (``/static`` -> ``/static/``) names the path only, not the request's ``Host``."""

from __future__ import annotations

import json
from collections import Counter
from urllib.parse import urlsplit, urlunsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .auth import refuse_websocket

# lower case, as ASGI gives header names; Content-Length is h11's (400 for two that differ)
SINGLE_HEADERS = (b"authorization", b"content-encoding", b"content-type")
CANONICAL = {b"authorization": "Authorization", b"content-encoding": "Content-Encoding",
             b"content-type": "Content-Type"}  # fmt: skip


def repeated_header(headers: list[tuple[bytes, bytes]]) -> str | None:
    """The name of the first of ``SINGLE_HEADERS`` given more than once, else None."""
    counts = Counter(name.lower() for name, _ in headers)
    return next((CANONICAL[name] for name in SINGLE_HEADERS if counts[name] > 1), None)


def repeated_detail(name: str) -> str:
    """The 400's detail for a repeated ``name``."""
    return f"the {name} header is given more than once; send it once"


class SingleHeaders:
    """ASGI middleware: 400 (JSON) for a request repeating one of ``SINGLE_HEADERS``; a
    WebSocket handshake doing so is closed 1008 with the same reason."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        name = None
        if scope["type"] in ("http", "websocket"):
            name = repeated_header(scope["headers"])
        if name is None:
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await refuse_websocket(receive, send, 1008, repeated_detail(name), scope)
            return
        body = json.dumps({"detail": repeated_detail(name)}).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
        ]
        await send({"type": "http.response.start", "status": 400, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def relative_location(location: bytes) -> bytes:
    """An absolute redirect target as its path and query (one leading slash: ``//host/`` would
    name another host)."""
    parts = urlsplit(location.decode("latin-1"))
    path = "/" + parts.path.lstrip("/")
    return urlunsplit(("", "", path, parts.query, parts.fragment)).encode("latin-1")


class RelativeRedirects:
    """ASGI middleware: a redirect's ``Location`` is relative (Starlette's slash redirect
    builds an absolute one from the request's ``Host`` header, any host a client names)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_relative(message: Message) -> None:
            if message["type"] == "http.response.start" and 300 <= message["status"] < 400:
                headers = [
                    (name, relative_location(value) if name.lower() == b"location" else value)
                    for name, value in message.get("headers", [])
                ]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_relative)
