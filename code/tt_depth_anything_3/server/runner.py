"""``Runner``: admission with a bounded queue, one request at a time on the device, and a thread
pool for decoding and encoding that overlaps with inference."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import math
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from fastapi import HTTPException

from .budget import PixelBudget

T = TypeVar("T")


class DeviceDied(RuntimeError):
    """The model run ended with a ``BaseException`` that is not an ``Exception`` (``SystemExit``,
    ``KeyboardInterrupt``...): reported as an error of that request, never raised in the loop."""


def _guarded(fn: Callable[[], T]) -> T:
    try:
        return fn()
    except Exception:
        raise
    except BaseException as err:  # would otherwise be re-raised in the event loop
        raise DeviceDied(f"the model run died: {type(err).__name__}: {err}") from err


class Runner:
    """Schedules a request's steps. Create it inside the running event loop.

    ``admit()`` bounds the requests in progress to ``queue_size`` (503 with ``Retry-After``
    beyond); ``pixels`` bounds the image pixels they hold; ``run_io`` runs host work on
    ``io_workers`` threads; ``run_device`` runs one job at a time on a dedicated thread and
    reports how long the job waited for the device.
    """

    def __init__(self, queue_size: int, io_workers: int, pixels_in_flight: int) -> None:
        self.queue_size = queue_size
        self.pixels = PixelBudget(pixels_in_flight)
        self.in_flight = 0  # admitted requests not yet answered
        self.waiting = 0  # admitted requests waiting for the device
        self._io = ThreadPoolExecutor(io_workers, thread_name_prefix="da3-io")
        self._device = ThreadPoolExecutor(1, thread_name_prefix="da3-device")
        self._slot = asyncio.Semaphore(1)
        self._device_s = 1.0  # moving average of a device job, for Retry-After
        self._closed = False

    def retry_after_s(self) -> int:
        """Seconds until a slot is likely free: the jobs ahead times the average job."""
        return max(1, math.ceil(self.in_flight * self._device_s))

    @contextlib.contextmanager
    def admit(self) -> Iterator[None]:
        """Hold one of ``queue_size`` places for the duration of a request."""
        if self.in_flight >= self.queue_size:
            raise HTTPException(
                503,
                f"the server is busy: {self.in_flight} requests in progress, the queue holds "
                f"{self.queue_size}; retry later",
                headers={"Retry-After": str(self.retry_after_s())},
            )
        self.in_flight += 1
        try:
            yield
        finally:
            self.in_flight -= 1

    async def run_io(self, fn: Callable[..., T], *args: object) -> T:
        """``fn(*args)`` on the host thread pool."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._io, functools.partial(fn, *args))

    def run_io_later(self, fn: Callable[..., object], *args: object) -> None:
        """``fn(*args)`` on the host thread pool, not awaited (housekeeping after an answer);
        nothing once the runner is closed."""
        if not self._closed:
            self._io.submit(fn, *args)

    async def run_device(self, fn: Callable[[], T]) -> tuple[T, float]:
        """``fn()`` alone on the device thread -> (result, ms spent waiting for the device).

        If the awaiting request is cancelled (timeout, client gone) while the job runs, the
        device stays taken until the job ends, so jobs never overlap on the device.
        """
        queued = time.perf_counter()
        self.waiting += 1
        try:
            await self._slot.acquire()
        finally:
            self.waiting -= 1
        started = time.perf_counter()
        loop = asyncio.get_running_loop()
        try:
            future = self._device.submit(_guarded, fn)
        except BaseException:
            self._slot.release()
            raise

        def release(_: object) -> None:
            elapsed = time.perf_counter() - started
            self._device_s = 0.8 * self._device_s + 0.2 * elapsed
            loop.call_soon_threadsafe(self._slot.release)

        future.add_done_callback(release)
        result = await asyncio.wrap_future(future)
        return result, (started - queued) * 1e3

    def close(self) -> None:
        """Stop the threads; queued jobs are cancelled, a running one finishes."""
        self._closed = True
        self._io.shutdown(wait=False, cancel_futures=True)
        self._device.shutdown(wait=True, cancel_futures=True)
