"""Optional bearer-token authentication (``api_key``): every route answers 401 without
``Authorization: Bearer <api_key>``, except ``/health`` and ``/ready`` (probes) and the web page
with its scripts (``/``, ``/static/...``: a browser navigation cannot send the header; the page
itself sends the key it is given with each request)."""

from __future__ import annotations

import hmac
import ipaddress
import json
from typing import Any
from urllib.parse import parse_qs

from starlette.types import ASGIApp, Receive, Scope, Send

from .log_redaction import log_websocket_refusal
from .stream_stop import close_reason

OPEN_PATHS = frozenset({"/health", "/ready", "/"})
OPEN_PREFIXES = ("/static/",)
MISSING_KEY_DETAIL = "missing or wrong API key: send the header 'Authorization: Bearer <key>'"
CHALLENGE = 'Bearer realm="tt-da3"'  # the 401's WWW-Authenticate


def unauthorized_body() -> bytes:
    """The 401's JSON body (the Ray gateway answers with the very bytes)."""
    return json.dumps({"detail": MISSING_KEY_DETAIL}).encode()


def key_forms(api_key: str) -> tuple[bytes, ...]:
    """The bytes a client may send for ``api_key``: UTF-8 (curl in a UTF-8 shell, a browser's
    ``?api_key=``) and, for a key within Latin-1, Latin-1 (a browser's fetch, the web page's
    key field, Python's requests and http.client write header text so)."""
    forms = [api_key.encode()]
    if max(map(ord, api_key)) < 256 and api_key.encode("latin-1") != forms[0]:
        forms.append(api_key.encode("latin-1"))
    return tuple(forms)


def token_matches(token: bytes, forms: tuple[bytes, ...]) -> bool:
    """Whether ``token`` is one of ``forms`` (``key_forms``), each compared in the same time
    for any wrong key."""
    return any([hmac.compare_digest(token, form) for form in forms])  # a list: all compared


def key_matches(authorization: bytes, api_key: str) -> bool:
    """Whether an ``Authorization`` header carries ``api_key`` (``key_forms``), compared in the
    same time for any wrong key."""
    return token_matches(bearer_token(authorization), key_forms(api_key))


def is_open(path: str) -> bool:
    """Whether ``path`` is served without the key: a probe's path with a trailing ``/`` too
    (``/health/``, which the router redirects to ``/health``: a probe configured so must not
    need the key the bare path does not)."""
    return (path.rstrip("/") or "/") in OPEN_PATHS or path.startswith(OPEN_PREFIXES)


def is_loopback(host: str) -> bool:
    """Whether ``host`` (an address or ``localhost``) only listens on this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:  # a host name: it may resolve to any interface
        return False


def open_warning(host: str, api_key: str | None) -> str | None:
    """The start-up warning for serving beyond this machine without a key (else None)."""
    if api_key or is_loopback(host):
        return None
    return (
        f"serving on {host}, reachable from other machines, without an API key: anyone who "
        "reaches the port can use the model; pass --api-key (or set TT_DA3_API_KEY)"
    )


def bearer_token(header: bytes) -> bytes:
    """The token of an ``Authorization: Bearer <token>`` header (the scheme in any case, as
    RFC 9110 has it), or ``b""``."""
    scheme, _, token = header.strip().partition(b" ")
    return token.strip() if scheme.lower() == b"bearer" else b""


async def refuse_websocket(
    receive: Receive, send: Send, code: int, reason: str, scope: Scope | None = None
) -> None:
    """Accept the handshake, then close with ``code`` and ``reason``: a close before the
    accept reaches the client as a bare HTTP 403 (uvicorn), the reason lost. With ``scope``,
    the refusal is logged (``log_websocket_refusal``) after uvicorn's ``[accepted]``."""
    if (await receive())["type"] == "websocket.connect":
        await send({"type": "websocket.accept"})
        await send({"type": "websocket.close", "code": code, "reason": close_reason(reason)})
        if scope is not None:
            log_websocket_refusal(scope, code, reason)


class BearerAuth:
    """ASGI middleware: 401 (JSON, ``WWW-Authenticate: Bearer``) for a request to a closed
    path without the key; the comparison takes the same time for any wrong key."""

    def __init__(self, app: ASGIApp, api_key: str) -> None:
        self.app = app
        self._expected = key_forms(api_key)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket") or is_open(scope["path"]):
            await self.app(scope, receive, send)
            return
        given = bearer_token(dict(scope["headers"]).get(b"authorization", b""))
        if scope["type"] == "websocket" and not given:
            # A browser cannot set headers on a WebSocket: the key may come as ?api_key=.
            query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
            given = query.get("api_key", [""])[-1].encode()
        if token_matches(given, self._expected):
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await refuse_websocket(receive, send, 1008, "missing or wrong API key", scope)
            return
        body = unauthorized_body()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"www-authenticate", CHALLENGE.encode()),
        ]
        await send({"type": "http.response.start", "status": 401, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def secure_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """The OpenAPI schema of a server with a key: the bearer scheme, required (with its 401)
    on every operation but the open paths."""
    schema.setdefault("components", {}).setdefault("securitySchemes", {})["bearer"] = {
        "type": "http",
        "scheme": "bearer",
    }
    for path, operations in schema.get("paths", {}).items():
        if is_open(path):
            continue
        for operation in operations.values():
            operation["security"] = [{"bearer": []}]
            operation.setdefault("responses", {})["401"] = {
                "description": "no or a wrong 'Authorization: Bearer <api_key>'",
                "content": {"application/json": {"schema": {"type": "object"}}},
            }
    return schema
