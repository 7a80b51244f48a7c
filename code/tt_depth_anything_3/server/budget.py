"""``PixelBudget``: a bound on the image pixels (or, as the body budget, the request body bytes)
held in memory by all requests together."""

from __future__ import annotations

import asyncio
import collections
import contextlib
from collections.abc import AsyncIterator


class PixelBudget:
    """At most ``total`` pixels reserved at once; ``reserve(n)`` waits, first come first served.

    A request reserves what it will hold (its decoded image, and its depth at the original size
    when it asks for that) before allocating it, and releases it when answered, also when it
    fails, times out or its client goes away. A reservation larger than ``total`` is clamped to
    ``total``: that request then runs alone. Use it from one event loop.
    """

    def __init__(self, total: int) -> None:
        if total < 1:
            raise ValueError(f"the pixel budget must be at least 1, got {total}")
        self.total = total
        self.reserved = 0
        self._waiters: collections.deque[tuple[int, asyncio.Future[None]]] = collections.deque()

    @property
    def waiting(self) -> int:
        """Reservations waiting for room."""
        return len(self._waiters)

    @contextlib.asynccontextmanager
    async def reserve(self, pixels: int, timeout_s: float | None = None) -> AsyncIterator[int]:
        """Hold ``min(pixels, total)`` pixels (or bytes) for the ``async with`` block; yields
        that. ``asyncio.TimeoutError`` when no room came within ``timeout_s``."""
        need = min(max(0, int(pixels)), self.total)
        if not self._waiters and self.reserved + need <= self.total:
            self.reserved += need
        else:
            granted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            waiter = (need, granted)
            self._waiters.append(waiter)
            try:
                # asyncio.wait, not wait_for: on Python 3.11 wait_for returns the result when a
                # cancel lands in the loop turn the room is granted, so a cancelled request
                # went on holding room nobody gave back
                if not (await asyncio.wait((granted,), timeout=timeout_s))[0]:
                    raise asyncio.TimeoutError
            except BaseException:  # cancelled (timeout, client gone): give back or stop waiting
                if granted.done() and not granted.cancelled():
                    self.reserved -= need
                else:
                    self._waiters.remove(waiter)
                self._grant()
                raise
        try:
            yield need
        finally:
            self.reserved -= need
            self._grant()

    def take_now(self, amount: int) -> int | None:
        """Hold ``min(amount, total)`` at once if it fits with nobody waiting (give it back with
        ``give``); None, holding nothing, when it does not. For holders that cannot wait: a
        WebSocket frame is answered "busy" instead."""
        need = min(max(0, int(amount)), self.total)
        if self._waiters or self.reserved + need > self.total:
            return None
        self.reserved += need
        return need

    def join_line(self, amount: int) -> tuple[int, asyncio.Future[None]]:
        """Wait for ``min(amount, total)`` without awaiting: (that amount, a future done once
        it is held, first come first served with ``reserve``). Give it back with ``give``;
        ``leave_line`` stops the wait. For holders in a callback (a WebSocket protocol that
        stops reading until room comes)."""
        need = min(max(0, int(amount)), self.total)
        granted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if not self._waiters and self.reserved + need <= self.total:
            self.reserved += need
            granted.set_result(None)
        else:
            self._waiters.append((need, granted))
        return need, granted

    async def top_up(self, held: int, amount: int, timeout_s: float | None) -> int:
        """Hold ``min(amount, total)`` in all, ``held`` of it held already (handed over by
        another holder): the rest is waited for in the line, first come first served with
        ``reserve``, for at most ``timeout_s``. Returns what is held (give it back with
        ``give``); ``asyncio.TimeoutError`` when no room came, ``held`` then given back too
        (also when cancelled). For a hold that outlives a block: a WebSocket frame, held until
        it is decoded."""
        rest = max(0, min(max(0, int(amount)), self.total) - held)
        if not rest:
            return held
        need, granted = self.join_line(rest)
        try:
            # asyncio.wait, as reserve's: a cancel in the turn the room came gives it back
            if not (await asyncio.wait((granted,), timeout=timeout_s))[0]:
                raise asyncio.TimeoutError
        except BaseException:  # no room in time, or cancelled: nothing stays held
            self.leave_line(need, granted)
            self.give(held)
            raise
        return held + need

    def leave_line(self, need: int, granted: asyncio.Future[None]) -> None:
        """Stop a ``join_line`` wait: the room, if it came meanwhile, is given back."""
        if granted.done() and not granted.cancelled():
            self.give(need)
            return
        if (need, granted) in self._waiters:
            self._waiters.remove((need, granted))
        granted.cancel()
        self._grant()  # the ones behind it may fit now

    def give(self, held: int) -> None:
        """Give back what ``take_now`` held."""
        self.reserved -= held
        self._grant()

    def _grant(self) -> None:
        """Wake the waiters at the head of the line that now fit."""
        while self._waiters:
            need, granted = self._waiters[0]
            if self.reserved + need > self.total:
                return
            self._waiters.popleft()
            self.reserved += need
            granted.set_result(None)
