"""``Runner``: admission with a bounded queue, one request at a time on the device, and a thread
pool for decoding and encoding that overlaps with inference."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import math
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from typing import TypeVar

from fastapi import HTTPException

from ..config.cancel import Cancelled, cancellable
from .budget import PixelBudget

T = TypeVar("T")


def busy_detail(in_flight: int, queue_size: int) -> str:
    """The 503's words when ``queue_size`` requests are admitted (the Ray gateway's too)."""
    return (
        f"the server is busy: {in_flight} requests in progress, the queue holds {queue_size}; "
        "retry later"
    )


def timeout_detail(timeout_s: float) -> str:
    """The 504's words after ``request_timeout_s`` (the Ray gateway's too)."""
    return f"the request took longer than {timeout_s:g} s (the server's request_timeout_s)"


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


class ServiceTimes:
    """Recent device time of each route's jobs (a moving average per route), for Retry-After:
    a /reconstruct of 16 views and a /predict of one image are not one kind of job."""

    DEFAULT_S = 1.0  # before a route's first job
    WEIGHT = 0.2  # of the newest job in the average

    def __init__(self) -> None:
        self._s: dict[str, float] = {}

    def observe(self, route: str, seconds: float) -> None:
        old = self._s.get(route)
        self._s[route] = seconds if old is None else (1 - self.WEIGHT) * old + self.WEIGHT * seconds

    def estimate(self, route: str) -> float:
        """Seconds one job of ``route`` is expected to hold the device."""
        return self._s.get(route, self.DEFAULT_S)


class Runner:
    """Schedules a request's steps. Create it inside the running event loop.

    ``admit()`` bounds the requests in progress to ``queue_size`` (503 with ``Retry-After``
    beyond); ``pixels`` bounds the image pixels they hold; ``run_io`` runs host work on
    ``io_workers`` threads; ``run_device`` runs one job at a time on a dedicated thread and
    reports how long the job waited for the device.
    """

    def __init__(
        self,
        queue_size: int,
        io_workers: int,
        pixels_in_flight: int,
        body_bytes_in_flight: int = 2**40,
    ) -> None:
        self.queue_size = queue_size
        self.pixels = PixelBudget(pixels_in_flight)
        self.bodies = PixelBudget(body_bytes_in_flight)  # bytes of request bodies held
        self.in_flight = 0  # admitted requests not yet answered
        self.waiting = 0  # admitted requests waiting for the device
        self._io = ThreadPoolExecutor(io_workers, thread_name_prefix="da3-io")
        self._device = ThreadPoolExecutor(1, thread_name_prefix="da3-device")
        self._slot = asyncio.Semaphore(1)
        self.service = ServiceTimes()
        self._in_flight_by_route: Counter[str] = Counter()
        self.running: list[threading.Event] = []  # the cancel events of the jobs running now
        self.stopped = 0  # jobs stopped (or never started) because their request was gone
        self._closed = False
        self._device_since: float | None = None  # when the job now on the device began
        self._device_jobs: set[Future] = set()  # submitted to the device thread, not ended

    @property
    def device_busy_s(self) -> float:
        """Seconds the job now on the device thread has run; 0 when it is idle. Far over
        ``request_timeout_s`` (its request answered 504 long ago, no safe point reached): the
        device is stuck, though the process still answers."""
        since = self._device_since
        return 0.0 if since is None else time.monotonic() - since

    def _on_device(self, job: Callable[[], T]) -> T:
        """``job()`` on the device thread, its start kept for ``device_busy_s``."""
        self._device_since = time.monotonic()
        try:
            return job()
        finally:
            self._device_since = None

    @property
    def abandoned(self) -> int:
        """Jobs still running whose request is already answered (504, 499): they stop at
        their next safe point (``config.cancel``)."""
        return sum(event.is_set() for event in list(self.running))

    def retry_after_s(self, route: str = "") -> int:
        """Seconds until a place is likely free: each admitted request's route's own recent
        device time, summed (with ``route``: at least that route's one job)."""
        ahead = sum(n * self.service.estimate(r) for r, n in self._in_flight_by_route.items())
        if route:
            ahead = max(ahead, self.service.estimate(route))
        return max(1, math.ceil(ahead))

    @contextlib.contextmanager
    def admit(self, route: str = "") -> Iterator[None]:
        """Hold one of ``queue_size`` places for the duration of a request to ``route``."""
        if self.in_flight >= self.queue_size:
            raise HTTPException(
                503,
                busy_detail(self.in_flight, self.queue_size),
                headers={"Retry-After": str(self.retry_after_s(route))},
            )
        self.in_flight += 1
        self._in_flight_by_route[route] += 1
        try:
            yield
        finally:
            self.in_flight -= 1
            self._in_flight_by_route[route] -= 1

    async def run_io(
        self, fn: Callable[..., T], *args: object, cancel: threading.Event | None = None
    ) -> T:
        """``fn(*args)`` on the host thread pool (under ``cancellable(cancel)``)."""
        loop = asyncio.get_running_loop()
        job = functools.partial(self._tracked, cancel, functools.partial(fn, *args))
        return await loop.run_in_executor(self._io, job)

    def _tracked(self, cancel: threading.Event | None, fn: Callable[[], T]) -> T:
        """``fn()`` counted in ``running`` and stoppable at its safe points; not started at
        all when its request is already gone."""
        if cancel is None:
            return fn()
        self.running.append(cancel)
        try:
            if cancel.is_set():
                raise Cancelled("the request was gone before its job started")
            with cancellable(cancel):
                return fn()
        except Cancelled:
            self.stopped += 1
            raise
        finally:
            self.running.remove(cancel)

    def run_io_later(self, fn: Callable[..., object], *args: object) -> None:
        """``fn(*args)`` on the host thread pool, not awaited (housekeeping after an answer);
        nothing once the runner is closed."""
        if not self._closed:
            self._io.submit(fn, *args)

    async def run_device(
        self, fn: Callable[[], T], route: str = "", cancel: threading.Event | None = None
    ) -> tuple[T, float]:
        """``fn()`` alone on the device thread -> (result, ms spent waiting for the device);
        its time goes to ``route``'s service times (Retry-After).

        If the awaiting request is cancelled (timeout, client gone) while the job runs, the
        device stays taken until the job stops at its next safe point (``cancel`` set by the
        caller) or ends, so jobs never overlap on the device. A job whose request is cancelled
        before it starts (waiting for the device) never runs; it counts in ``stopped`` as a
        job stopped at a safe point does.
        """
        queued = time.perf_counter()
        self.waiting += 1
        try:
            await self._slot.acquire()
        except asyncio.CancelledError:  # the request went while it waited: never started
            self.stopped += 1
            raise
        finally:
            self.waiting -= 1
        started = time.perf_counter()
        loop = asyncio.get_running_loop()
        try:
            job = functools.partial(self._on_device, functools.partial(self._tracked, cancel, fn))
            future = self._device.submit(_guarded, job)
        except BaseException:
            self._slot.release()
            raise
        self._device_jobs.add(future)

        def release(done: Future[T]) -> None:  # the argument, not ``future``: no cycle that
            # would keep the result (a large depth map) alive until the garbage collector runs.
            # A job cancelled before it started (its request gone while it was queued) has no
            # exception to ask for (``exception()`` raises): the slot is released whatever.
            self._device_jobs.discard(done)
            try:
                if done.cancelled():  # its request went before the device thread took it
                    self.stopped += 1
                elif done.exception() is None:
                    self.service.observe(route, time.perf_counter() - started)
            finally:  # a stopped, failed or cancelled run says little of the next
                if not loop.is_closed():  # closed: the server stopped without this job
                    loop.call_soon_threadsafe(self._slot.release)

        future.add_done_callback(release)
        result = await asyncio.wrap_future(future)
        return result, (started - queued) * 1e3

    def close(self, wait: bool = True) -> None:
        """Stop the threads; queued jobs are cancelled, a running one finishes (``wait``: this
        returns once it has; else at once, and ``device_idle`` says when it has)."""
        self._closed = True
        self._io.shutdown(wait=False, cancel_futures=True)
        self._device.shutdown(wait=wait, cancel_futures=True)

    def device_idle(self, timeout_s: float = 0.0) -> bool:
        """Whether every job given to the device thread has ended, waiting (blocking) up to
        ``timeout_s`` for them."""
        return not wait_futures(list(self._device_jobs), timeout=timeout_s).not_done
