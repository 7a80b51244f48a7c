"""What the Ray gateway answers itself, before a request reaches a replica, in the
single-process server's words: a repeated single-value header (400), a request line and headers
over 64 KiB (431), a missing key (401), the probes while no replica has started (``/health``:
200 ``ready: false``; ``/ready``: 503 + ``Retry-After``), and the WebSocket refusals."""

from __future__ import annotations

from urllib.parse import parse_qs

from fastapi import WebSocket
from fastapi.responses import JSONResponse, Response
from starlette.types import Scope

from ..server.auth import CHALLENGE, bearer_token, is_open, key_matches, unauthorized_body
from ..server.connections import MAX_HEADER_BYTES
from ..server.headers import repeated_detail, repeated_header
from ..server.routes.upgrade import no_websocket_here
from ..server.state import LOADING_RETRY_AFTER_S

POLICY_VIOLATION = 1008  # WebSocket close code
WEBSOCKET_REFUSED = (  # a close reason: at most 123 bytes
    "WS /stream is not served under tt-da3 serve --ray: use tt-da3 serve without --ray"
)
PROBES = frozenset({"/health", "/ready"})
CLIENT_CLOSED = 499  # nginx's "client closed request": nobody reads it (as the server's)


def head_size(scope: Scope) -> int:
    """The bytes of the request line and headers as the client sent them (HTTP/1.1)."""
    target = scope.get("raw_path", scope["path"].encode()) + (
        b"?" + scope["query_string"] if scope.get("query_string") else b""
    )
    line = len(scope["method"]) + 1 + len(target) + len(" HTTP/1.1\r\n")
    return line + sum(len(k) + 2 + len(v) + 2 for k, v in scope["headers"]) + 2


def refusal(scope: Scope, api_key: str | None) -> Response | None:
    """The gateway's answer to an HTTP request it refuses before reading its body (431, 400
    for a repeated header, 401), else None."""
    if head_size(scope) > MAX_HEADER_BYTES:
        detail = f"the request line and headers are over {MAX_HEADER_BYTES // 1024} KiB"
        return JSONResponse({"detail": detail}, 431, headers={"Connection": "close"})
    name = repeated_header(scope["headers"])
    if name is not None:
        return JSONResponse({"detail": repeated_detail(name)}, 400)
    if api_key and not is_open(scope["path"]):  # before the body, as the server
        if not key_matches(dict(scope["headers"]).get(b"authorization", b""), api_key):
            return Response(
                unauthorized_body(),
                401,
                media_type="application/json",
                headers={"WWW-Authenticate": CHALLENGE},
            )
    return None


def loading_answer(path: str, method: str) -> Response:
    """``/health`` or ``/ready`` as a single-process server answers while its model loads."""
    if path == "/health":
        answer = JSONResponse({"status": "ok", "ready": False})
    else:
        answer = JSONResponse(
            {"detail": "the model is loading; poll GET /ready"},
            503,
            headers={"Retry-After": str(LOADING_RETRY_AFTER_S)},
        )
    if method == "HEAD":  # the GET's headers, content-length included, no body
        length = answer.headers["content-length"]
        answer.body = b""
        answer.headers["content-length"] = length
    return answer


def websocket_key_given(scope: Scope, api_key: str) -> bool:
    """Whether a WebSocket handshake carries the key (the header, or ``?api_key=``)."""
    given = bearer_token(dict(scope["headers"]).get(b"authorization", b""))
    if not given:  # a browser cannot set headers on a WebSocket
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        given = query.get("api_key", [""])[-1].encode()
    return key_matches(b"Bearer " + given, api_key)


async def refuse_websocket(websocket: WebSocket, api_key: str | None) -> None:
    """A WebSocket handshake answered as the server answers it (a repeated header or no key:
    closed 1008 with the reason; a path other than ``/stream``: 404 JSON), except that
    ``WS /stream`` itself is closed 1008 with ``WEBSOCKET_REFUSED`` (not served under Ray)."""
    scope = websocket.scope
    name = repeated_header(scope["headers"])
    reason = None
    if name is not None:
        reason = repeated_detail(name)
    elif api_key and not is_open(scope["path"]) and not websocket_key_given(scope, api_key):
        reason = "missing or wrong API key"
    elif scope["path"] != "/stream":
        await no_websocket_here(websocket, scope["path"][1:])
        return
    await websocket.accept()
    await websocket.close(POLICY_VIOLATION, (reason or WEBSOCKET_REFUSED)[:120])
