"""The reason a WebSocket close carries: cut to fit a close frame (``close_reason``), and the
one of a ``WS /stream`` message that found no room in the body budget (``no_room_reason``)."""

from __future__ import annotations

# RFC 6455 5.5: a control frame carries at most 125 bytes, 2 of them the close code
MAX_CLOSE_REASON_BYTES = 123


def close_reason(reason: str) -> str:
    """``reason`` cut to fit a close frame: 120 characters as before, and at most
    ``MAX_CLOSE_REASON_BYTES`` in UTF-8, on a character boundary (a longer one made uvicorn's
    websockets raise ``control frame too long``: no close code or reason reached the client)."""
    data = reason[:120].encode("utf-8")[:MAX_CLOSE_REASON_BYTES]
    return data.decode("utf-8", errors="ignore")  # a character cut in two is left out


def no_room_reason(held: int, reserved: int, room_timeout_s: float | None) -> str:
    """The close reason when no room came (within ``room_timeout_s``) for ``held`` bytes."""
    within = "" if room_timeout_s is None else f" within {room_timeout_s:g} s"
    return (
        f"no room{within} for a message of {held}+ bytes: {reserved} "
        "bytes held (the server's max_body_mb_in_flight)"
    )
