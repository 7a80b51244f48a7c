"""``reconstruct_stream_on_ray``'s chunks went to the replicas in turn and came back in chunk
order: a replica done early waited for the earlier chunk's replica before it got the next
chunk, so one slow chunk (a slower device, a replica restarted after it died) held every
replica up. The next chunk now goes to whichever replica is free; the results that come back
early are held (at most ``AHEAD_PER_REPLICA`` chunks a replica beyond the one the driver takes
next) and taken in chunk order. ``ReplicaChunks.map_ordered`` itself, with stand-in replicas
on a simulated clock (no Ray); the outputs on real replicas: test_scale_out_stream.py."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.scale_out import stream
from tt_depth_anything_3.scale_out.stream import ReplicaChunks


class TimedReplicas(ReplicaChunks):
    """``ReplicaChunks`` on ``replicas`` stand-ins and a simulated clock: chunk k takes
    ``took[k]`` time units (1 where not said) on the replica it is handed to; the driver's
    own work takes none. A chunk's "ref" is its index, its "Scene" a string."""

    def __init__(self, replicas: int, took: dict[int, int], fails: int | None = None) -> None:
        self.actors, self.running, self.fails = list(range(replicas)), set(), fails
        self.replicas = [f"stand-in {k}" for k in self.actors]
        self.took, self.now = took, 0
        self.start: dict[int, int] = {}  # chunk: when its replica began it
        self.end: dict[int, int] = {}
        self.on: dict[int, int] = {}  # chunk: the replica it went to

    def submit(self, actor, frames):
        k = frames[0]
        busy = [j for j, a in self.on.items() if a == actor and self.end[j] > self.now]
        assert not busy, f"replica {actor} was handed chunk {k} while it ran {busy}"
        self.start[k], self.end[k], self.on[k] = self.now, self.now + self.took.get(k, 1), actor
        return k

    def result(self, ref, what, actor):  # waits for it
        self.now = max(self.now, self.end[ref])
        if ref == self.fails:
            raise RuntimeError(f"{what}: the device was lost")
        return f"scene {ref}"

    def finished(self, ref) -> bool:
        return self.end[ref] <= self.now

    def first_finished(self, refs):
        ref = min(refs, key=lambda k: (self.end[k], k))
        self.now = max(self.now, self.end[ref])
        return ref

    def close(self) -> None:
        pass


def run(pool: TimedReplicas, chunks: int) -> list[tuple[int, int, str]]:
    return list(pool.map_ordered((k, [k]) for k in range(chunks)))


def test_a_replica_done_early_takes_the_next_chunk_while_a_slow_one_runs():
    """Chunk 0 takes 3 units, the others 1, on 2 replicas: the second replica reconstructs
    chunks 1 and 2 while chunk 0 runs (it idled from 1 to 3), and the 5 chunks take 4 units,
    not 5 (7 on one replica); the results come back in chunk order."""
    pool = TimedReplicas(2, {0: 3})
    assert run(pool, 5) == [(k, 1, f"scene {k}") for k in range(5)]
    assert pool.on[1] == pool.on[2] == 1 and pool.start[2] == 1
    assert pool.now == 4


@pytest.mark.parametrize("replicas", [2, 3])
def test_the_chunks_held_beyond_the_next_one_are_a_replica_s_worth_each(replicas):
    """Chunk 0 takes 100 units: while it runs, the others reconstruct the chunks up to
    ``AHEAD_PER_REPLICA`` x replicas beyond it, then wait (their Scenes are held in memory)."""
    pool = TimedReplicas(replicas, {0: 100})
    assert [k for k, _, _ in run(pool, 12)] == list(range(12))
    ahead = stream.AHEAD_PER_REPLICA * replicas
    assert sorted(k for k, t in pool.start.items() if t < 100) == list(range(ahead + 1))


def test_the_bound_is_the_module_s(monkeypatch):
    """``AHEAD_PER_REPLICA`` 2: twice as many chunks run ahead of a slow one."""
    monkeypatch.setattr(stream, "AHEAD_PER_REPLICA", 2)
    pool = TimedReplicas(2, {0: 100})
    run(pool, 12)
    assert sorted(k for k, t in pool.start.items() if t < 100) == list(range(5))


def test_a_chunk_that_failed_early_is_said_after_the_chunks_before_it():
    """Chunk 1 fails (its replica's error) while chunk 0 still runs: chunk 0 is taken back
    first, as one process would have recorded it, then chunk 1's error; none after it."""
    pool = TimedReplicas(2, {0: 5}, fails=1)
    taken = []
    with pytest.raises(RuntimeError, match="chunk 1: the device was lost"):
        for k, _, _ in pool.map_ordered((k, [k]) for k in range(6)):
            taken.append(k)
    assert taken == [0]
