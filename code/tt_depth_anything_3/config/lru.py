"""``LruCache``: a dict of at most ``limit`` entries that drops the least recently used first.

The per-input-size caches (the backbone's RoPE tables and resized position embedding, the
heads' UV embeddings, the torch backend's CUDA graphs, the Blackhole backend's per-size programs)
are bounded by it, so that a process that sees many image shapes (a server, a stream of mixed
photos) does not grow for ever. ``limit_from_env`` reads such a bound from an environment
variable. It imports nothing of the package at import time: the network's modules sit deep in
the import chain."""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Hashable, Mapping
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LruCache(Generic[K, V]):
    """At most ``limit`` entries, least recently used dropped first; thread-safe (frames run
    side by side share a model's caches)."""

    def __init__(self, limit: int) -> None:
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise ValueError(f"a cache limit must be an integer >= 1, got {limit!r}")
        self.limit = int(limit)
        self._entries: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        """The entry of ``key`` (now the most recently used), or None."""
        with self._lock:
            value = self._entries.get(key)
            if value is not None:
                self._entries.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> list[tuple[K, V]]:
        """Hold ``value`` under ``key``, dropping the least recently used beyond ``limit``;
        returns the entries dropped, least recently used first (for an owner that must free
        what they hold)."""
        with self._lock:
            self._entries[key] = value
            self._entries.move_to_end(key)
            dropped = []
            while len(self._entries) > self.limit:
                dropped.append(self._entries.popitem(last=False))
            return dropped

    def pop(self, key: K) -> V | None:
        """Drop the entry of ``key`` and return it (None: not held)."""
        with self._lock:
            return self._entries.pop(key, None)

    def keys(self) -> list[K]:
        """The keys held, least recently used first."""
        with self._lock:
            return list(self._entries)

    def clear(self) -> None:
        """Drop every entry."""
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)

    def __reduce__(self) -> tuple[type, tuple[int]]:
        """A copy (``copy.deepcopy`` of a network, a pickle) starts empty: the entries are
        derived data, and the lock cannot be copied."""
        return (type(self), (self.limit,))


def limit_from_env(
    name: str, default: int, what: str, environ: Mapping[str, str] = os.environ
) -> int:
    """A cache's bound from the environment variable ``name`` (an integer >= 1), else
    ``default``; ``InputError`` naming ``name`` and ``what`` it bounds for another value."""
    from .errors import InputError  # here: the module imports nothing at import time

    value = environ.get(name, "").strip()
    if not value:
        return default
    if not (value.isascii() and value.isdigit()) or int(value) < 1:  # not "²", which int refuses
        raise InputError(f"{name} ({what}) must be an integer >= 1, got {value!r}")
    return int(value)
