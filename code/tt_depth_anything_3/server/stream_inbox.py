"""The frames of one ``WS /stream`` connection: ``Inbox`` (the frames received and not yet
started, the oldest dropped when the model falls behind, and the connection's tally of frames
received, answered, dropped and unanswered) and ``RateLimit`` (its message rate)."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

STREAM_WAITING = 1  # frames waiting per connection beyond the one running and the one decoding
STREAM_PIPELINE = 2  # the one running and the one decoding


@dataclass
class RateLimit:
    """A token bucket: ``rate`` messages a second, a burst of one second's worth (at least 1)."""

    rate: float
    tokens: float = 0.0
    last: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.tokens = max(1.0, self.rate)

    def take(self) -> bool:
        """Whether one more message is within the rate (and count it)."""
        now = time.monotonic()
        self.tokens = min(max(1.0, self.rate), self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass
class Inbox:
    """The frames a connection received and has not started: the oldest are dropped when more
    than ``limit`` wait beyond the pipeline's two places (one frame running, the next
    decoding); places the pipeline does not use yet (a fresh connection) hold waiting frames
    too, so a short burst is not dropped before the model has fallen behind."""

    limit: int
    release: Callable[[int], None]  # gives back a frame's bytes held in the body budget
    frames: deque[tuple[int, bytes, int]] = field(default_factory=deque)
    dropped: int = 0
    refused: int = 0  # frames that arrived after the close (the server's stop), not taken
    taken: int = 0  # frames taken (decoding or running) whose answer is not yet sent
    received: int = 0  # messages received (``tally``), each a frame answered or not
    replied: int = 0  # frames answered: their depth, or an error
    lost: int = 0  # frames waiting when the inbox was closed (``close``)
    closed: bool = False
    ready: asyncio.Event = field(default_factory=asyncio.Event)

    def put(self, index: int, data: bytes, held: int) -> int:
        """Queue a frame holding ``held`` budget bytes; returns how many were dropped to make
        room (their bytes given back). Once closed (the server's stop), a frame is not taken:
        its bytes are given back at once (counted in ``refused``)."""
        if self.closed:
            self.release(held)
            self.refused += 1
            return 0
        self.frames.append((index, data, held))
        lost = 0
        while len(self.frames) > self.limit + max(0, STREAM_PIPELINE - self.taken):
            self.release(self.frames.popleft()[2])
            lost += 1
        self.dropped += lost
        self.ready.set()
        return lost

    async def get(self) -> tuple[int, bytes, int] | None:
        """The oldest waiting frame (the taker gives its bytes back), or None once the client
        has gone and none waits."""
        while not self.frames:
            if self.closed:
                return None
            self.ready.clear()
            await self.ready.wait()
        self.taken += 1
        return self.frames.popleft()

    def answered(self) -> None:
        """A taken frame's answer (or error) is sent: its place in the pipeline is free."""
        self.taken -= 1

    def close(self) -> int:
        """The client has gone (or the server stops): waiting frames are dropped and their
        bytes given back; the frames taken are still answered. Returns how many were dropped."""
        self.closed = True
        lost = len(self.frames)
        while self.frames:
            self.release(self.frames.popleft()[2])
        self.ready.set()
        self.lost += lost
        return lost

    def unaccounted(self) -> int:
        """Frames received and neither answered, dropped, refused nor lost at a close: taken
        and cut (the client gone, closed for its reading, the stop's period over), a message
        over the rate, an error reply the client did not take. With them the connection's
        frames add up: received = replied + dropped + refused + lost + unaccounted."""
        return self.received - self.replied - self.dropped - self.refused - self.lost
