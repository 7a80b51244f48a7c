"""A ``WS /stream`` message still arriving: bounded in time and counted in the body budget.

uvicorn's WebSocket protocol holds the bytes of a message until its last fragment comes (the
websockets parser's buffer for a frame in part, uvicorn's list of fragments): up to
``ws_max_size`` per connection, with nothing timing it out (the pings keep the connection
alive) and outside the body budget. ``MessageHoldMixin``, part of ``stream_stop``'s protocol,
counts those bytes (each fragment ``FRAGMENT_OVERHEAD`` more, what a tiny fragment costs the
server) in the body budget (``max_body_mb_in_flight``, shared with the request bodies of every
route). When the budget has no room for the bytes that came, the connection stops being read
(``transport.pause_reading()``: TCP then slows the sender) and waits in the budget's line, as
a request body does, for at most ``room_timeout_s`` (the route arms it with
``request_timeout_s``, a request body's wait for room); when room comes, reading goes on and
the message arrives late (``on_pause`` counts each such pause). The bytes of the read that
found no room (at most one read of the transport, 256 KiB) are held, uncounted, while it
waits. The route takes over what a complete message holds (``claim_message``: it is not
given back to be asked for again behind later request bodies); one that came whole in a read
without room waits in the line likewise, and so does one that came before the route armed the
limits (asked room for when it arms them, ahead of the messages after it). The connection is
closed, its bytes let go, when:

- the message is not complete ``timeout_s`` after its first byte (the route arms it with
  ``body_timeout_s``, a request body's patience): ``TIMEOUT_CODE`` (1008), ``message_timeout``
  label; the clock stands still while the server is not reading (the route has not taken the
  message before, or the connection waits for room in the budget);
- no room came within ``room_timeout_s``, or the message is larger than the whole budget (no
  wait helps): ``BUSY_CODE`` (1013, Try Again Later), ``message_budget`` label.

The route arms it (``stream_limits.arm_message_limits``) through the scope's extension
``HOLD_EXTENSION``; the bytes are held from their arrival until the route takes the message
(``claim_message``) or the connection ends. Unarmed (another route, a test client), nothing
changes. The route's side, ``MessageLimits`` and its calls, is ``stream_limits``; the close
reasons, ``close_reasons``."""

from __future__ import annotations

import asyncio
from collections import deque
from typing import Any

from .close_reasons import MAX_CLOSE_REASON_BYTES as MAX_CLOSE_REASON_BYTES  # here too, as before
from .close_reasons import close_reason, no_room_reason
from .stream_limits import BUSY_CODE, HOLD_EXTENSION, TIMEOUT_CODE, MessageLimits
from .stream_limits import arm_message_limits as arm_message_limits  # here too, as before
from .stream_limits import claim_message as claim_message  # here too, as before
from .stream_limits import message_arriving as message_arriving  # here too, as before

FRAGMENT_OVERHEAD = 64  # bytes a fragment costs beyond its payload (object, list slot)
ABORT_AFTER_S = 1.0  # a close the client does not read: the connection is cut then


class MessageHoldMixin:
    """Over uvicorn's websockets-sansio protocol: a message still arriving is timed and
    counted in the body budget (see the module)."""

    scope: dict[str, Any]
    close_sent: bool
    read_paused: bool
    frames: list[bytes]
    conn: Any
    queue: asyncio.Queue[Any]
    loop: asyncio.AbstractEventLoop
    transport: asyncio.Transport

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.message_limits = MessageLimits(
            arriving=self.arriving_bytes, claim=self.claim, armed=self.armed
        )
        self.fragment_bytes = 0  # the fragments of the message arriving, with their overhead
        self.messages_done = 0  # messages complete (handed to the route)
        self.budget_held = 0  # of message_limits.budget: the message arriving's and unclaimed
        # the holds owed to messages queued, oldest first (their sizes until the route arms)
        self.unclaimed: deque[int] = deque()
        self.claimer: asyncio.Future[int | None] | None = None  # the route's wait for one
        self.deadline: asyncio.TimerHandle | None = None
        self.deadline_for = -1  # messages_done when the deadline was set: the next message's
        self.room: tuple[int, asyncio.Future[None]] | None = None  # waiting in the budget's line
        self.room_timer: asyncio.TimerHandle | None = None  # the wait's bound

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)  # type: ignore[misc]
        scope = getattr(self, "scope", None)  # None: the handshake was refused
        if scope is not None:
            scope.setdefault("extensions", {})[HOLD_EXTENSION] = self.message_limits

    def handle_text(self, event: Any) -> None:
        self.fragment_bytes = len(event.data) + FRAGMENT_OVERHEAD
        super().handle_text(event)  # type: ignore[misc]

    def handle_bytes(self, event: Any) -> None:
        self.fragment_bytes = len(event.data) + FRAGMENT_OVERHEAD
        super().handle_bytes(event)  # type: ignore[misc]

    def handle_cont(self, event: Any) -> None:
        self.fragment_bytes += len(event.data) + FRAGMENT_OVERHEAD
        super().handle_cont(event)  # type: ignore[misc]

    def send_receive_event_to_app(self) -> None:
        size = sum(len(part) for part in self.frames)
        queued = self.queue.qsize()
        self.fragment_bytes = 0
        self.messages_done += 1
        super().send_receive_event_to_app()  # type: ignore[misc]
        if not self.close_sent and self.queue.qsize() > queued:  # the route gets it
            budget = self.message_limits.budget
            self.unclaimed.append(size if budget is None else min(size, budget.total))

    def data_received(self, data: bytes) -> None:
        super().data_received(data)  # type: ignore[misc]
        self.check_message()

    def connection_lost(self, exc: Exception | None) -> None:
        self.let_go()
        super().connection_lost(exc)  # type: ignore[misc]

    async def receive(self) -> Any:
        """uvicorn's, which resumes reading once the route has taken every message: not while
        the connection waits for room (the pause is re-made before anything is read)."""
        message = await super().receive()  # type: ignore[misc]
        if self.room is not None and not self.transport.is_closing():
            self.transport.pause_reading()
        return message

    async def send(self, message: Any) -> None:
        """uvicorn's; once the route has closed (the stop, its rate), a wait for room ends and
        reading goes on: the client's answer to the close is read (it was not: the connection
        was cut after the close's wait, ``close_timeout``, and the room waited on)."""
        await super().send(message)  # type: ignore[misc]
        if self.close_sent:
            waiting = self.room is not None
            self.let_go()
            if waiting and not self.transport.is_closing():
                self.transport.resume_reading()

    def armed(self) -> None:
        """The route armed the limits: a message that came before (sent as soon as the 101
        came, in the route's turn) is asked room for now, in arrival order, ahead of what comes
        after it (it was owed 0: the route asked for its room only once it took it, behind the
        next message's bytes read meanwhile, and each could wait on the other until 1013); one
        still arriving is timed from now."""
        budget = self.message_limits.budget
        if budget is not None:
            self.unclaimed = deque(min(need, budget.total) for need in self.unclaimed)
        self.check_message()

    async def claim(self, wait: bool) -> int | None:
        """``claim_message``: the oldest unclaimed message's hold, once held."""
        if self.close_sent:  # closed (for no room, or by the route): its messages not taken
            return None
        if self.message_limits.budget is None:  # unarmed: nothing held, the caller holds it
            if self.unclaimed:
                self.unclaimed.popleft()
            return 0
        if not wait and self.unclaimed:
            self.give_back(min(self.unclaimed.popleft(), self.budget_held))  # the oldest's
            self.settle()
            return 0
        if not self.unclaimed:
            return 0
        granted: asyncio.Future[int | None] = self.loop.create_future()
        self.claimer = granted
        self.serve_claim()
        try:
            return await granted
        except BaseException:  # cancelled (the route ends): a hold it got goes back
            if granted.done() and not granted.cancelled() and granted.result():
                self.message_limits.budget.give(granted.result())  # type: ignore[union-attr]
            granted.cancel()
            raise

    def serve_claim(self) -> None:
        """Hand the oldest unclaimed message's hold to the route waiting for it, if held."""
        granted = self.claimer
        if granted is None or granted.done() or not self.unclaimed:
            return
        if self.budget_held < self.unclaimed[0]:  # more to hold first (settle)
            return
        self.claimer, need = None, self.unclaimed.popleft()
        self.budget_held -= need
        granted.set_result(need)
        self.settle()  # held at most the whole budget: what the rest owes may need more now

    def arriving_bytes(self) -> int:
        """Bytes of the message still arriving: its fragments and the frame in part."""
        return self.fragment_bytes + len(self.conn.reader.buffer)

    def check_message(self) -> None:
        """After bytes came: start the message's deadline (end it once it is complete), hold
        what is ``owed`` in the budget (or close)."""
        if self.close_sent or self.transport.is_closing():
            self.let_go()
            return
        if self.room is not None:  # a read that came as the wait began: no more until room
            return
        held, limits = self.arriving_bytes(), self.message_limits
        if not held and self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None
        elif (
            held
            and limits.timeout_s is not None
            and (self.deadline is None or self.deadline_for != self.messages_done)
        ):
            self.start_deadline(limits.timeout_s)
        budget = limits.budget
        if budget is not None and held > budget.total:  # no wait makes room for it
            self.refuse(
                "message_budget",
                BUSY_CODE,
                f"a message of {held}+ bytes is over the body budget of {budget.total} "
                "bytes (the server's max_body_mb_in_flight)",
            )
            return
        self.settle()

    def owed(self) -> int:
        """Bytes to hold: the message arriving's and the unclaimed ones'."""
        return self.arriving_bytes() + sum(self.unclaimed)

    def settle(self) -> None:
        """Hold what is ``owed`` (at most the whole budget) or give back what is not, then
        serve the route's claim; no room: wait for it, or close."""
        limits = self.message_limits
        budget = limits.budget
        if budget is None or self.room is not None or self.close_sent:
            return
        target = min(self.owed(), budget.total)
        if target <= self.budget_held:
            self.give_back(self.budget_held - target)
            self.serve_claim()
            return
        wanted = target - self.budget_held
        taken = budget.take_now(wanted)
        if taken is not None:
            self.budget_held += taken
            self.serve_claim()
            return
        room_timeout_s = limits.room_timeout_s or limits.timeout_s
        if room_timeout_s is None:
            reason = no_room_reason(self.owed(), budget.reserved, None)
            self.refuse("message_budget", BUSY_CODE, reason)
            return
        self.wait_for_room(wanted, room_timeout_s)

    def wait_for_room(self, wanted: int, room_timeout_s: float) -> None:
        """Stop reading until ``wanted`` more bytes are held in the budget (its line, first
        come first served); closed ``BUSY_CODE`` if that takes over ``room_timeout_s``."""
        budget = self.message_limits.budget
        assert budget is not None  # check_message's
        self.room = budget.join_line(wanted)
        self.transport.pause_reading()
        self.room_timer = self.loop.call_later(room_timeout_s, self.no_room, room_timeout_s)
        self.room[1].add_done_callback(self.room_came)
        if self.message_limits.on_pause is not None:
            self.message_limits.on_pause()

    def room_came(self, granted: asyncio.Future[None]) -> None:
        """The wait's room is held: reading goes on (unless the route has a message still to
        take: uvicorn resumes it then)."""
        if self.room is None or self.room[1] is not granted or granted.cancelled():
            return  # the wait ended first (the connection closed): leave_line gave it back
        self.budget_held += self.room[0]
        self.room = None
        if self.room_timer is not None:
            self.room_timer.cancel()
            self.room_timer = None
        self.settle()  # the route's claim served; more held, or given back, if needed
        if self.room is None and not (
            self.read_paused or self.close_sent or self.transport.is_closing()
        ):
            self.transport.resume_reading()

    def no_room(self, room_timeout_s: float) -> None:
        """The wait's bound came without room: close ``BUSY_CODE``."""
        self.room_timer = None
        if self.room is None or self.close_sent or self.transport.is_closing():
            return
        reserved = 0 if self.message_limits.budget is None else self.message_limits.budget.reserved
        reason = no_room_reason(self.owed(), reserved, room_timeout_s)
        self.refuse("message_budget", BUSY_CODE, reason)

    def start_deadline(self, timeout_s: float) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
        self.deadline_for = self.messages_done
        self.deadline = self.loop.call_later(timeout_s, self.message_overdue, timeout_s)

    def message_overdue(self, timeout_s: float) -> None:
        """The deadline came: close if the message is still arriving and the server was
        reading (while it is not, the client cannot send: a new period)."""
        self.deadline = None
        if not self.arriving_bytes() or self.close_sent or self.transport.is_closing():
            return
        if self.read_paused or self.room is not None:
            self.start_deadline(timeout_s)
            return
        self.refuse(
            "message_timeout",
            TIMEOUT_CODE,
            f"a message still incomplete {timeout_s:g} s after its first byte "
            f"({self.arriving_bytes()} bytes came; the server's body_timeout_s)",
        )

    def give_back(self, amount: int) -> None:
        budget = self.message_limits.budget
        if amount > 0 and budget is not None:
            budget.give(amount)
            self.budget_held -= amount

    def let_go(self) -> None:
        """The connection closes: the deadline, the wait for room, and the budget held for
        the message arriving and the unclaimed ones go (a claim waiting gets None)."""
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None
        if self.room_timer is not None:
            self.room_timer.cancel()
            self.room_timer = None
        if self.room is not None and self.message_limits.budget is not None:
            self.message_limits.budget.leave_line(*self.room)
        self.room = None
        self.unclaimed.clear()
        self.give_back(self.budget_held)
        if self.claimer is not None and not self.claimer.done():
            self.claimer.set_result(None)
        self.claimer = None

    def refuse(self, label: str, code: int, reason: str) -> None:
        """Close with ``code`` and ``reason`` without reading more (the bytes held go), tell
        the route, and cut the connection if the close is not taken within ``ABORT_AFTER_S``."""
        reason = close_reason(reason)
        self.frames = []
        self.fragment_bytes = 0
        self.conn.fail(code, reason)  # the close frame; the parser now discards its input
        self.transport.write(b"".join(self.conn.data_to_send()))
        self.close_sent = True
        self.let_go()
        self.queue.put_nowait({"type": "websocket.disconnect", "code": code, "reason": reason})
        if self.message_limits.on_close is not None:
            self.message_limits.on_close(label, code, reason)
        self.transport.close()
        self.loop.call_later(ABORT_AFTER_S, self.transport.abort)
