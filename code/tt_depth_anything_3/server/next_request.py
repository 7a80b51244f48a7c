"""``NextRequest``: whether bytes of a next request came on a connection while its request was
being answered (HTTP/1.1 pipelining: ``GET /a ...\\r\\n\\r\\nGET /b`` in one packet).

The guarded protocol (``connections``) disarms its header timer while a request is answered
and arms it at the first bytes of the next; bytes that came during the answer armed nothing,
so a pipelined request whose headers stalled waited uvicorn's keep-alive timeout (30 s) and was
closed with no answer instead of its ``408`` after ``header_timeout_s``. ``connections`` asks
``next_request_begun`` when an answer ends and times such a request from then.
"""

from __future__ import annotations

import h11


class NextRequest:
    """A mixin over uvicorn's HTTP protocol (httptools or h11)."""

    request_begun: bool = False  # httptools: a request line began, its headers not all in

    def on_message_begin(self) -> None:  # httptools' callback (h11 has none)
        self.request_begun = True
        super().on_message_begin()  # type: ignore[misc]

    def next_request_begun(self) -> bool:
        """Bytes of a next request are in, its headers not complete."""
        conn = getattr(self, "conn", None)  # h11 holds the bytes it has not parsed yet
        if isinstance(conn, h11.Connection):
            return bool(conn.trailing_data[0])
        return self.request_begun
