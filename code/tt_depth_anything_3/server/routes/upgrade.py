"""The WebSocket handshake's answers the app can give, as JSON like every other error: a plain
``GET /stream`` (no upgrade) is told that the route is a WebSocket (426), and a WebSocket
upgrade to a path that has none (``/health``...) gets 404 naming ``/stream`` (uvicorn's own
answer is an empty 403). Handshakes uvicorn refuses before the app runs (no
``Sec-WebSocket-Key``, a version other than 13) keep its text/plain 400."""

from __future__ import annotations

from fastapi import APIRouter, WebSocket
from fastapi.responses import JSONResponse

router = APIRouter()
STREAM_ONLY = (
    "WS /stream is a WebSocket endpoint: open it with a WebSocket client (ws://<host>/stream), "
    "not a plain HTTP request"
)


@router.get("/stream", include_in_schema=False)
async def stream_without_upgrade() -> JSONResponse:
    """426 Upgrade Required (RFC 9110 15.5.22: with the protocol to upgrade to, and 7.8: a
    ``Connection: upgrade`` beside the ``Upgrade`` header, which is hop-by-hop)."""
    headers = {"Upgrade": "websocket", "Connection": "upgrade"}
    return JSONResponse({"detail": STREAM_ONLY}, 426, headers=headers)


@router.websocket("/{path:path}")
async def no_websocket_here(websocket: WebSocket, path: str) -> None:
    """A WebSocket upgrade to any other path (this router comes last): 404, JSON."""
    if "websocket.http.response" not in websocket.scope.get("extensions", {}):
        await websocket.close()  # a server without the ASGI denial extension: its bare 403
        return
    detail = f"no WebSocket endpoint at /{path:.80}; the server's WebSocket is WS /stream"
    await websocket.send_denial_response(JSONResponse({"detail": detail}, 404))
