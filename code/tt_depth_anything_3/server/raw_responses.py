"""The answers the guarded protocol (``connections``) writes itself, outside the app: whole
HTTP/1.1 responses with a JSON ``detail``, each closing its connection."""

from __future__ import annotations

import json

MAX_HEADER_BYTES = 64 * 1024  # a request line and headers over it: 431


def raw_response(status: str, detail: str, *headers: str) -> bytes:
    """A whole HTTP/1.1 error response with a JSON ``detail``, closing the connection."""
    body = json.dumps({"detail": detail}).encode()
    head = [f"HTTP/1.1 {status}", "content-type: application/json", "connection: close"]
    head += [*headers, f"content-length: {len(body)}"]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


TIMED_OUT = raw_response("408 Request Timeout", "the request line and headers took too long")
TOO_LARGE = raw_response(
    "431 Request Header Fields Too Large",
    f"the request line and headers are over {MAX_HEADER_BYTES // 1024} KiB",
)
FULL = raw_response("503 Service Unavailable", "too many open connections", "retry-after: 1")
EVICTED = raw_response(
    "408 Request Timeout",
    "the request line and headers took too long: closed to make room for a new connection",
)
