"""Bounded read-ahead: prepare upcoming items on host threads while the current one computes."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

T = TypeVar("T")


@dataclass
class Prepared(Generic[T]):
    """One item's preparation: its value, or the exception it raised (not both)."""

    index: int
    value: T | None
    error: Exception | None


def read_ahead(
    items: Iterable[Any], prepare: Callable[[Any], T], depth: int = 2
) -> Iterator[Prepared[T]]:
    """``prepare(item)`` for each item on ``depth`` worker threads, yielded in input order.

    At most ``depth`` items are in preparation beyond the one being consumed, so an endless
    stream uses bounded memory. An exception from ``prepare`` (an ``Exception``, not a
    ``BaseException`` such as ``KeyboardInterrupt``) is yielded with its item, not raised.
    """
    if depth < 1:
        raise ValueError(f"read-ahead depth must be >= 1, got {depth}")

    def run(item: Any) -> tuple[T | None, Exception | None]:
        try:
            return prepare(item), None
        except Exception as err:  # noqa: BLE001 - handed to the consumer with its item
            return None, err

    iterator = enumerate(items)
    pending: deque[tuple[int, Future]] = deque()
    with ThreadPoolExecutor(max_workers=depth, thread_name_prefix="da3-prepare") as pool:
        try:
            for index, item in iterator:
                pending.append((index, pool.submit(run, item)))
                if len(pending) > depth:
                    index0, future = pending.popleft()
                    yield Prepared(index0, *future.result())
            while pending:
                index0, future = pending.popleft()
                yield Prepared(index0, *future.result())
        finally:
            for _, future in pending:
                future.cancel()
