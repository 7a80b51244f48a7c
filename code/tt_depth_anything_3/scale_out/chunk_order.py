"""The chunks of a chunked reconstruction on replicas (``stream.ReplicaChunks``): each chunk
goes to whichever replica is free, and the results come back in chunk order.

A replica that finishes a chunk takes the next one at once, even while an earlier chunk still
runs on another replica (a slow device, a replica restarted after it died): its results wait
here, at most ``ahead`` chunks beyond the one the driver takes next (``stream.AHEAD_PER_REPLICA``
a replica), until the earlier chunks are back. The driver takes them in chunk order, so the
outputs are a one-process run's, byte for byte."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator
from typing import Any, Protocol


class ChunkPool(Protocol):
    """What ``in_chunk_order`` asks of the replicas (``stream.ReplicaChunks``)."""

    actors: list[Any]

    def submit(self, actor: Any, frames: list[Any]) -> Any:
        """``actor``'s reconstruction of ``frames`` asked for: its ref."""

    def result(self, ref: Any, what: str, actor: Any) -> Any:
        """The Scene of ``ref`` (waits for it), or the error its replica met."""

    def finished(self, ref: Any) -> bool:
        """Whether ``ref`` has finished, now."""

    def first_finished(self, refs: list[Any]) -> Any:
        """The first of ``refs`` to finish (waits for one)."""


def in_chunk_order(
    pool: ChunkPool, work: Iterable[tuple[int, list[Any]]], ahead: int
) -> Iterator[tuple[int, int, Any]]:
    """(chunk index, frame count, its Scene) for each (index, frames) of ``work``, in order.
    A free replica of ``pool`` takes the next chunk while at most ``ahead`` chunks are asked
    for beyond the one yielded next (finished ones wait here; ``ahead`` at least the replicas'
    count, or a replica idles); the next chunk's frames are read while the replicas run.
    When ``work`` raises (a frame that cannot be read, the frames differing from a recorded
    run's), the chunks that have finished before the first one still running are yielded
    first, in order, as a one-process run would have recorded them (a rerun resumes them);
    the others are left to ``pool.close``."""
    order: deque[int] = deque()  # the chunks asked for and not yet yielded, in order
    asked: dict[int, tuple[int, Any, Any]] = {}  # chunk: (frame count, replica, ref)
    running: dict[Any, int] = {}  # ref: chunk, for those still running
    free = deque(pool.actors)
    work = iter(work)
    more = True  # whether ``work`` may hold more chunks
    waiting = None  # the next (chunk, frames) read, for the first replica free

    def taken(k: int) -> tuple[int, int, Any]:
        count, actor, ref = asked.pop(k)
        return k, count, pool.result(ref, f"chunk {k}", actor)

    while True:
        ready = None  # the next chunk in order, finished: yielded once free replicas have work
        if order and asked[order[0]][2] not in running:
            ready = order.popleft()
        while True:  # the next chunk's frames read (while the replicas run), then handed out
            if waiting is None and more and len(order) <= ahead:
                try:
                    waiting = next(work)
                except StopIteration:
                    more = False
                except Exception:  # re-raised once the finished chunks before it are taken back
                    if ready is not None:
                        yield taken(ready)
                    while order and pool.finished(asked[order[0]][2]):
                        yield taken(order.popleft())
                    raise
            if waiting is None or not free:
                break
            (k, frames), waiting = waiting, None
            actor = free.popleft()
            ref = pool.submit(actor, frames)
            asked[k] = (len(frames), actor, ref)
            running[ref] = k
            order.append(k)
        if ready is not None:
            yield taken(ready)
            continue
        if not running:  # every chunk asked for was yielded, and no more work
            return
        ref = pool.first_finished(list(running))
        free.append(asked[running.pop(ref)][1])
