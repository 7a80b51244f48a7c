"""The uvicorn settings of ``tt-da3 serve`` that follow from its ``ServerSettings``: keep-alive,
the connection guard, the WebSocket message limit and protocol (``server.stream_stop``: a
``WS /stream`` answers its frames taken at the stop, then closes 1012 saying so) and the
graceful-stop period."""

from __future__ import annotations

from typing import Any

KEEP_ALIVE_S = 30  # an idle keep-alive connection is closed after this (--keep-alive-s)
# On Ctrl-C / SIGTERM, requests in progress get --graceful-stop-s (this by default, as
# ServerSettings.graceful_stop_s; docker stop's own wait is 10 s) to finish; then each is
# answered 503 and its connection closed: a client that never reads its answer held the stop
# for good
GRACEFUL_STOP_S = 10


def stream_max_message_bytes(settings: Any) -> int:
    """The largest ``WS /stream`` message uvicorn reads (closing with 1009 above it): twice
    ``max_body_mb``, so a frame just over the limit still gets its 413 reply."""
    return 2 * settings.max_body_bytes


def uvicorn_options(settings: Any) -> dict[str, Any]:
    """``uvicorn.Config``'s keyword arguments that ``settings`` (a ``ServerSettings``) set:
    ``timeout_keep_alive`` is ``keep_alive_s``, ``timeout_graceful_shutdown``
    ``graceful_stop_s``."""
    from ..server.connections import MAX_HEADER_BYTES, guarded_protocol
    from ..server.stream_stop import stopping_protocol

    return {
        "timeout_keep_alive": settings.keep_alive_s,
        "http": guarded_protocol(
            settings.header_timeout_s, settings.max_connections, settings.body_timeout_s
        ),
        "h11_max_incomplete_event_size": MAX_HEADER_BYTES,
        "ws_max_size": stream_max_message_bytes(settings),
        "ws": stopping_protocol(),  # at the stop, a stream's frames taken are answered first
        # a client that does not read its answer kept the server from stopping for good
        "timeout_graceful_shutdown": settings.graceful_stop_s,
    }
