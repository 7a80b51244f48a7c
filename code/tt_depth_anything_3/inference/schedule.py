"""Generic scheduling iterators, knowing nothing of the model: bounded read-ahead on host threads
(``read_ahead``), runs of consecutive items that can share a call (``runs``), and items run
side by side with a share of torch's threads each (``side_by_side``); with the defaults worth
using on each kind of device (``default_read_ahead``, ``default_parallel_frames``)."""

from __future__ import annotations

import os
import threading
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..config.options import check_count
from ..config.torch_interop import compute_threads

T = TypeVar("T")


@dataclass
class Prepared(Generic[T]):
    """One item's preparation: its value, or the exception it raised (not both)."""

    index: int
    value: T | None
    error: Exception | None


def default_read_ahead(device_type: str) -> int:
    """Read-ahead depth worth using: 2 frames when the network runs off the host (CUDA,
    Blackhole) or leaves host cores free, 0 when torch's compute threads already occupy every
    core the process may use. There a decode thread only competes with them: measured on
    2 cores (DA3-SMALL, 12 MP JPEGs), read-ahead ran at 0.97-1.05x the plain loop
    (OPT_REPORT.md); ``iter_predict`` runs frames side by side there instead.
    """
    if device_type != "cpu":
        return 2
    return 2 if compute_threads() < usable_cores() else 0


def read_ahead(
    items: Iterable[Any],
    prepare: Callable[[Any], T],
    depth: int = 2,
    initializer: Callable[[], object] | None = None,
) -> Iterator[Prepared[T]]:
    """``prepare(item)`` for each item on ``depth`` worker threads, yielded in input order.

    At most ``depth`` items are in preparation beyond the one being consumed, so an endless
    stream uses bounded memory; ``depth=0`` prepares each item in the caller's thread when it
    is asked for. An exception from ``prepare`` (an ``Exception``, not a ``BaseException``
    such as ``KeyboardInterrupt``) is yielded with its item, not raised. An exception from
    ``items`` itself ends the stream: it is raised after the items already taken are yielded.
    ``initializer`` runs once in each worker thread before its first item.
    """
    if depth < 0:
        raise ValueError(f"read-ahead depth must be >= 0, got {depth}")

    def run(item: Any) -> tuple[T | None, Exception | None]:
        try:
            return prepare(item), None
        except Exception as err:  # noqa: BLE001 - handed to the consumer with its item
            return None, err

    if depth == 0:
        for index, item in enumerate(items):
            yield Prepared(index, *run(item))
        return
    iterator = enumerate(items)
    pending: deque[tuple[int, Future]] = deque()
    workers: set[int] = set()

    def start_worker() -> None:
        workers.add(threading.get_ident())
        if initializer is not None:
            initializer()

    pool = ThreadPoolExecutor(
        max_workers=depth, thread_name_prefix="da3-prepare", initializer=start_worker
    )
    try:
        source_error: Exception | None = None
        while True:
            try:
                index, item = next(iterator)
            except StopIteration:
                break
            except Exception as err:  # noqa: BLE001 - re-raised below, after the items
                source_error = err  # already taken from the source are handed over
                break
            pending.append((index, pool.submit(run, item)))
            if len(pending) > depth:
                index0, future = pending.popleft()
                yield Prepared(index0, *future.result())
        while pending:
            index0, future = pending.popleft()
            yield Prepared(index0, *future.result())
        if source_error is not None:
            raise source_error
    finally:
        # A generator dropped unfinished is closed wherever the garbage collector runs, which
        # can be one of its own workers: that one cannot wait for itself (callers close it).
        pool.shutdown(wait=threading.get_ident() not in workers, cancel_futures=True)


@contextmanager
def closing_iterator(items: Iterable[T]) -> Iterator[Iterable[T]]:
    """``items`` for a ``with`` block, closed when it ends however it ends: a generator's
    ``close`` then runs in this thread (``read_ahead`` joins its workers here, not wherever the
    garbage collector would finalise it); an iterable without ``close`` is left as it is."""
    try:
        yield items
    finally:
        close = getattr(items, "close", None)
        if close is not None:
            close()


def usable_cores() -> int:
    """CPU cores this process may run on (its affinity mask where the OS has one)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def default_parallel_frames(device_type: str, torch_threads: int) -> int:
    """How many frames ``iter_predict`` runs side by side by default.

    2 on a CPU whose every usable core already runs one of torch's ``torch_threads`` (each
    frame then gets half of them, and one frame's decoding overlaps the other's network
    instead of taking a core from it); 1 elsewhere: on CUDA and Blackhole the device runs one
    program at a time, and a CPU with free cores gets the overlap from read-ahead alone.
    Measured on 2 cores with 12 MP JPEGs: DA3-SMALL 1.24x and DA3Metric-Large 1.07x the
    throughput of a plain loop (OPT_REPORT.md).
    """
    if device_type != "cpu":
        return 1
    return 2 if torch_threads >= usable_cores() >= 2 else 1


def runs(
    stream: Iterable[Prepared[T]], size: int, key: Callable[[T], Hashable]
) -> Iterator[list[T]]:
    """Consecutive prepared values with the same ``key``, up to ``size`` at a time; the first
    preparation error is raised. A bad ``size`` is refused at once."""
    return _runs(stream, check_count("batch_size", size, 1), key)


def _runs(
    stream: Iterable[Prepared[T]], size: int, key: Callable[[T], Hashable]
) -> Iterator[list[T]]:
    batch: list[T] = []
    for prepared in stream:
        if prepared.error is not None:
            raise prepared.error
        value: T = prepared.value  # type: ignore[assignment]
        if batch and (len(batch) >= size or key(batch[-1]) != key(value)):
            yield batch
            batch = []
        batch.append(value)
    if batch:
        yield batch


def side_by_side(
    items: Iterable[Any], work: Callable[[Any], T], workers: int
) -> Iterator[Prepared[T]]:
    """``work(item)`` for ``workers`` items at a time, each on its own thread with
    ``torch_threads // workers`` torch threads; results (or errors) in input order (the
    torch CPU backend's frames: torch is loaded)."""
    import torch

    torch_threads = torch.get_num_threads()
    threads_each = max(1, torch_threads // workers)
    stream = read_ahead(
        items, work, depth=workers, initializer=lambda: torch.set_num_threads(threads_each)
    )
    try:
        yield from stream
    finally:
        # torch.set_num_threads in the workers also set the default for threads started
        # later; put the caller's count back.
        torch.set_num_threads(torch_threads)
