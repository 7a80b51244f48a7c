"""What a route allows a ``WS /stream`` message still arriving (``MessageLimits``), and the
route's side of it: ``arm_message_limits`` (its time, ``body_timeout_s``; its room in the body
budget, waited for at most ``request_timeout_s``), ``message_arriving`` (the idle timer leaves
such a message alone) and ``claim_message`` (the room held for a complete message, now the
route's). The protocol that keeps them is ``stream_hold.MessageHoldMixin``; it puts the
connection's ``MessageLimits`` in the scope's extension ``HOLD_EXTENSION``. Unarmed (another
route, a test client), or under a protocol without them, nothing changes."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from .budget import PixelBudget

HOLD_EXTENSION = "tt_da3.message_limits"  # the scope's extension holding MessageLimits
TIMEOUT_CODE = 1008  # Policy Violation: the message took too long to arrive
BUSY_CODE = 1013  # Try Again Later: no room in the body budget


@dataclass
class MessageLimits:
    """What a route allows a message still arriving: ``timeout_s`` after its first byte (None:
    no limit), room in ``budget`` (None: not counted), waited for at most ``room_timeout_s``
    (None: ``timeout_s``; both None: no wait, closed at once); ``on_close(label, code,
    reason)`` is called when the connection is closed for either, ``on_pause()`` when it stops
    being read for room. Set by the protocol: ``arriving()``, the bytes of the message still
    arriving (``message_arriving``); ``claim(wait)``, the route's ``claim_message``;
    ``armed()``, called once the route has armed them: what came before (a message sent as
    soon as the 101 came) is timed and asked room for then, ahead of what comes after it."""

    timeout_s: float | None = None
    budget: PixelBudget | None = None
    on_close: Callable[[str, int, str], None] | None = None
    arriving: Callable[[], int] | None = None
    room_timeout_s: float | None = None
    on_pause: Callable[[], None] | None = None
    claim: Callable[[bool], Awaitable[int | None]] | None = None
    armed: Callable[[], None] | None = None


def arm_message_limits(
    scope: dict[str, Any],
    timeout_s: float,
    budget: PixelBudget,
    on_close: Callable[[str, int, str], None],
    room_timeout_s: float | None = None,
    on_pause: Callable[[], None] | None = None,
) -> bool:
    """Set the connection's ``MessageLimits`` (the messages that came before, still arriving
    or not taken yet, are under them from now: the protocol's ``armed``); False under a
    protocol without them (plain uvicorn's ``--ws`` default, a test client): messages then
    arrive unbounded, as before."""
    limits = scope.get("extensions", {}).get(HOLD_EXTENSION)
    if not isinstance(limits, MessageLimits):
        return False
    limits.timeout_s, limits.budget, limits.on_close = timeout_s, budget, on_close
    limits.room_timeout_s, limits.on_pause = room_timeout_s, on_pause
    if limits.armed is not None:
        limits.armed()
    return True


def message_arriving(scope: dict[str, Any]) -> bool:
    """Whether a message of the connection has begun to arrive and is not complete yet (False
    under a protocol without ``MessageLimits``): the route's idle timer leaves it alone, its
    time is ``body_timeout_s``'s (``stream_idle_timeout_s`` shorter than that closed a slow
    message as idle)."""
    limits = scope.get("extensions", {}).get(HOLD_EXTENSION)
    if not isinstance(limits, MessageLimits) or limits.arriving is None:
        return False
    return limits.arriving() > 0


async def claim_message(scope: dict[str, Any], wait: bool = True) -> int | None:
    """Call it for each message received, in order: the bytes held for it in the body budget,
    now the caller's (to ``give`` back), once all are held (the connection is not read
    meanwhile), or None if it was closed instead (no room within ``room_timeout_s``: 1013).
    ``wait=False`` (a message refused): its hold is given back, 0. 0 under a protocol without
    ``MessageLimits``: the caller holds the message itself."""
    limits = scope.get("extensions", {}).get(HOLD_EXTENSION)
    if not isinstance(limits, MessageLimits) or limits.claim is None:
        return 0
    return await limits.claim(wait)
