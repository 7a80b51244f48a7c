"""``LruCache``: a dict of at most ``limit`` entries that drops the least recently used first.

The per-input-size caches (the backbone's RoPE tables and resized position embedding, the
heads' UV embeddings, the torch backend's CUDA graphs) are bounded by it, so that a process
that sees many image shapes (a server, a stream of mixed photos) does not grow for ever. It
imports nothing of the package: the network's modules sit deep in the import chain."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
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

    def put(self, key: K, value: V) -> None:
        """Hold ``value`` under ``key``, dropping the least recently used beyond ``limit``."""
        with self._lock:
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self.limit:
                self._entries.popitem(last=False)

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
