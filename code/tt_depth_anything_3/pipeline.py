"""Bounded read-ahead: prepare upcoming items on host threads while the current one computes."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import torch

from .concurrency import usable_cores

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
    2 cores (DA3-SMALL, 12 MP JPEGs), read-ahead ran at 0.97-1.01x the plain loop
    (OPT_REPORT.md); ``iter_predict`` runs frames side by side there instead.
    """
    if device_type != "cpu":
        return 2
    return 2 if torch.get_num_threads() < usable_cores() else 0


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
    with ThreadPoolExecutor(
        max_workers=depth, thread_name_prefix="da3-prepare", initializer=initializer
    ) as pool:
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
            for _, future in pending:
                future.cancel()
