"""Which browser pages may open a WebSocket (``WS /stream``): the ``Origin`` check of the
handshake. A WebSocket is not bound by CORS: without a check, any page a browser opens could
stream to a server it reaches (cross-site WebSocket hijacking). ``OriginCheck`` answers 403
(JSON, before the handshake completes) to a handshake whose ``Origin`` is not allowed:

- no ``Origin`` header (curl, Python, any client that is not a browser): allowed;
- the server's own origin (``Origin``'s host and port are the ``Host`` header's, or a proxy's
  ``X-Forwarded-Host``, which no page can set on a WebSocket): allowed, the web page at ``/``;
- one of ``allowed_origins`` (``--allowed-origins``), or any with ``*``: allowed;
- any other: refused, unless ``allowed_origins`` is unset and the server has an ``api_key``
  (a page must then know the key; the operator serves pages elsewhere with it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ..config.errors import InputError
from .hosts import deny_handshake

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Receive, Scope, Send

ANY = "*"
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
REFUSED_STATUS = 403


def normalized_origin(text: str) -> str | None:
    """``scheme://host[:port]`` in lower case, the scheme's default port left out, or None
    when ``text`` is no http(s) origin (a path, a query, user info, ``null``)."""
    try:
        parts = urlsplit(text.strip())
        port = parts.port
    except ValueError:  # a port that is no number, or out of range; a bad IPv6 address
        return None
    host = parts.hostname
    if (
        parts.scheme.lower() not in ("http", "https")
        or not host
        or parts.path not in ("", "/")
        or parts.query
        or parts.fragment
        or "@" in parts.netloc
    ):
        return None
    scheme = parts.scheme.lower()
    host = f"[{host}]" if ":" in host else host
    shown = "" if port is None or port == DEFAULT_PORTS[scheme] else f":{port}"
    return f"{scheme}://{host}{shown}"


def parse_origins(text: str | None) -> frozenset[str]:
    """``allowed_origins``: comma-separated origins (``https://app.example``,
    ``http://localhost:3000``) or ``*``, as a set of ``normalized_origin``s (empty: unset);
    ``InputError`` naming an entry that is no origin."""
    origins = set()
    for entry in (text or "").split(","):
        entry = entry.strip()
        if not entry:
            continue
        origin = ANY if entry == ANY else normalized_origin(entry)
        if origin is None:
            raise InputError(
                f"allowed_origins (--allowed-origins / TT_DA3_ALLOWED_ORIGINS): {entry!r:.80} is "
                "no origin; give scheme://host[:port] (https://app.example, no path), comma-"
                "separated, or * for any"
            )
        origins.add(origin)
    return frozenset(origins)


def host_and_port(netloc: str, default_port: int) -> tuple[str, int] | None:
    """A ``Host`` header's host (lower case) and port (``default_port`` when it has none)."""
    try:
        parts = urlsplit(f"//{netloc.strip()}")
        port = parts.port
    except ValueError:
        return None
    if not parts.hostname:
        return None
    return parts.hostname, default_port if port is None else port


def same_origin(origin: str, hosts: Iterable[str]) -> bool:
    """Whether ``origin`` (a normalized one) names the host and port of one of ``hosts`` (the
    ``Host`` header, a proxy's ``X-Forwarded-Host``)."""
    parts = urlsplit(origin)
    default = DEFAULT_PORTS[parts.scheme]
    wanted = (parts.hostname, default if parts.port is None else parts.port)
    return any(host_and_port(host, default) == wanted for host in hosts)


def origin_allowed(origin: str, hosts: Iterable[str], allowed: frozenset[str], keyed: bool) -> bool:
    """Whether a handshake from a page of ``origin`` (its ``Origin`` header) may open a
    WebSocket (the module's rules): ``hosts`` are the request's ``Host`` and
    ``X-Forwarded-Host`` values, ``allowed`` ``parse_origins``' set, ``keyed`` whether the
    server has an API key."""
    if ANY in allowed:
        return True
    normalized = normalized_origin(origin)
    if normalized is not None and (normalized in allowed or same_origin(normalized, hosts)):
        return True
    return keyed and not allowed


def refused_detail(origin: str) -> str:
    """The 403's detail."""
    return (
        f"WebSocket refused: a page of origin {origin!r:.100} may not open it (this server "
        "takes its own pages' origin and those of --allowed-origins / TT_DA3_ALLOWED_ORIGINS)"
    )


def header_values(scope: Scope, *names: bytes) -> list[str]:
    """The values of the headers ``names``, each comma-separated list split."""
    values = [v.decode("latin-1") for k, v in scope["headers"] if k in names]
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


class OriginCheck:
    """ASGI middleware: a WebSocket handshake whose ``Origin`` is not allowed
    (``origin_allowed``) is answered 403 with a JSON ``detail`` (a bare 403 where the server
    has no ASGI denial response), counted (``refused()``) and logged as a warning."""

    def __init__(
        self, app: ASGIApp, allowed: frozenset[str], keyed: bool, refused: Callable[[], None]
    ) -> None:
        self.app = app
        self.allowed, self.keyed, self.refused = allowed, keyed, refused

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        hosts = header_values(scope, b"host", b"x-forwarded-host")
        origins = [v.decode("latin-1") for k, v in scope["headers"] if k == b"origin"]
        bad = [o for o in origins if not origin_allowed(o, hosts, self.allowed, self.keyed)]
        if not bad:
            await self.app(scope, receive, send)
            return
        self.refused()
        await deny_handshake(scope, receive, send, REFUSED_STATUS, refused_detail(bad[0]))
