"""Which ``Host`` a request may name (``--allowed-hosts`` / ``TT_DA3_ALLOWED_HOSTS``): a defence
against DNS rebinding (a page of another site whose name now points at this server reaches it
with its own name in ``Host``) and requests to a name the server does not serve.

Unset (the default), every ``Host`` is taken, as before. Set, ``HostCheck`` answers a request
(HTTP, or a WebSocket handshake, before it completes) whose ``Host`` is none of them 400 with a
JSON ``detail`` naming the host and the setting; the matching is Starlette's
``TrustedHostMiddleware`` (``example.com``, ``*.example.com`` for any subdomain, ``*`` for any;
the host compared without its port).
"""

from __future__ import annotations

import ipaddress
import json
import re
from typing import TYPE_CHECKING

from starlette.middleware.trustedhost import TrustedHostMiddleware

from ..config.errors import InputError
from .log_redaction import log_websocket_denial

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Receive, Scope, Send

ANY = "*"
REFUSED_STATUS = 400
ALLOWED_SCOPE_KEY = "tt_da3.host_allowed"  # set by the inner app when the host matched
_NAME = re.compile(r"(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*")


def normalized_host(entry: str) -> str | None:
    """An ``allowed_hosts`` entry in lower case (``*``, ``name``, ``*.domain``, an IPv4
    address, an IPv6 one in brackets), or None when it is none of these (a port, a scheme, a
    path, a ``*`` inside)."""
    entry = entry.strip().lower()
    if entry == ANY or _NAME.fullmatch(entry.rstrip(".")):
        return entry
    bare = entry[1:-1] if entry.startswith("[") and entry.endswith("]") else entry
    try:
        return f"[{ipaddress.IPv6Address(bare).compressed}]"
    except ValueError:
        return None


def parse_hosts(text: str | None) -> tuple[str, ...]:
    """``allowed_hosts``: comma-separated host names (``depth.example``, ``*.example``,
    ``localhost``, ``127.0.0.1``, ``[::1]``) or ``*``, normalized (``normalized_host``), in
    order without repeats (empty: unset, every host taken); ``InputError`` naming an entry
    that is no host."""
    hosts: list[str] = []
    for entry in (text or "").split(","):
        if not entry.strip():
            continue
        host = normalized_host(entry)
        if host is None:
            raise InputError(
                f"allowed_hosts (--allowed-hosts / TT_DA3_ALLOWED_HOSTS): {entry.strip()!r:.80} "
                "is no host name; give names as clients write them in Host, without scheme or "
                "port (depth.example, *.example for its subdomains, 127.0.0.1, [::1]), comma-"
                "separated, or * for any"
            )
        if host not in hosts:
            hosts.append(host)
    return tuple(hosts)


def refused_detail(host: str | None) -> str:
    """The 400's detail."""
    named = "no Host header" if host is None else f"Host {host!r:.100}"
    return (
        f"request refused: {named} is not a name this server answers to (its --allowed-hosts "
        "/ TT_DA3_ALLOWED_HOSTS)"
    )


async def deny_handshake(
    scope: Scope, receive: Receive, send: Send, status: int, detail: str
) -> None:
    """Answer a WebSocket handshake ``status`` with a JSON ``detail`` before it completes (a
    bare 403 from uvicorn where the server has no ASGI denial response), logged as a
    warning."""
    log_websocket_denial(scope, status, detail)
    if (await receive())["type"] != "websocket.connect":
        return
    if "websocket.http.response" not in scope.get("extensions", {}):
        await send({"type": "websocket.close"})
        return
    body = json.dumps({"detail": detail}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    start = {"type": "websocket.http.response.start", "status": status}
    await send({**start, "headers": headers})
    await send({"type": "websocket.http.response.body", "body": body})


async def _matched(scope: Scope, receive: Receive, send: Send) -> None:
    """The app behind the Starlette check: reached only when the host matched."""
    scope[ALLOWED_SCOPE_KEY] = True


async def _discard(message: object) -> None:
    """The Starlette check's own refusal (plain text) is not sent: ``HostCheck`` sends its."""


class HostCheck:
    """ASGI middleware: a request (HTTP or WebSocket) whose ``Host`` Starlette's
    ``TrustedHostMiddleware`` does not match to ``allowed`` (``parse_hosts``) is answered 400
    with a JSON ``detail`` (``refused_detail``); with ``allowed`` empty or ``*``, every one
    passes."""

    def __init__(self, app: ASGIApp, allowed: tuple[str, ...]) -> None:
        self.app = app
        self.allow_any = not allowed or ANY in allowed
        self.check = TrustedHostMiddleware(
            _matched, allowed_hosts=list(allowed), www_redirect=False
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.allow_any or scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        probe = {**scope}  # the check runs on a copy: nothing of it reaches the app
        await self.check(probe, receive, _discard)
        if probe.get(ALLOWED_SCOPE_KEY):
            await self.app(scope, receive, send)
            return
        hosts = [v.decode("latin-1") for k, v in scope["headers"] if k == b"host"]
        detail = refused_detail(hosts[0] if hosts else None)
        if scope["type"] == "websocket":
            await deny_handshake(scope, receive, send, REFUSED_STATUS, detail)
            return
        body = json.dumps({"detail": detail}).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
        ]
        await send({"type": "http.response.start", "status": REFUSED_STATUS, "headers": headers})
        await send({"type": "http.response.body", "body": body})
