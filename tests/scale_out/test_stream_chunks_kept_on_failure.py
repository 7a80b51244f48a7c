"""``reconstruct_stream_on_ray``'s chunks in flight when the frames fail mid-stream (a frame
that cannot be read, an unplugged camera): the chunks that had finished were discarded, where a
one-process run records them, so a rerun computed them again (up to one a replica). They are
now recorded before the error is raised. ``ReplicaChunks.map_ordered`` itself, with stand-in
replicas (no Ray): each chunk is computed as it is asked for, so it has finished."""

from __future__ import annotations

import json

import pytest

from support.sequence_oracle import OracleReconstructor
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream
from tt_depth_anything_3.scale_out.stream import ReplicaChunks

OPTIONS = StreamOptions(chunk_size=6, overlap=2, loop_closure=False)


class Unplugged(RuntimeError):
    """The frame source's failure."""


def failing_frames(count: int):
    """Frames 0 .. count - 1, then the source fails."""
    yield from range(count)
    raise Unplugged("the camera was unplugged")


class FinishedReplicas(ReplicaChunks):
    """``ReplicaChunks`` on ``replicas`` stand-ins: a chunk's "ref" is its Scene, computed
    when asked for (finished at once); ``finished`` says it unless told a chunk runs still."""

    def __init__(self, replicas: int, running: tuple[int, ...] = ()) -> None:
        self.actors, self.running, self.running_chunks = list(range(replicas)), set(), running
        self.replicas = [f"stand-in {k}" for k in self.actors]
        self.oracle = OracleReconstructor(40)

    def submit(self, actor, frames):
        return (frames[0], self.oracle(frames))

    def result(self, ref, what, actor):
        return ref[1]

    def finished(self, ref) -> bool:
        return ref[0] // 4 not in self.running_chunks  # (a chunk's first frame: 4 k)

    def first_finished(self, refs):
        return next(ref for ref in refs if self.finished(ref))

    def close(self) -> None:
        pass


def recorded(out) -> int:
    return len(json.loads((out / "stream.json").read_text(encoding="utf-8"))["chunks"])


def test_the_finished_chunks_in_flight_are_recorded_as_one_process_records_them(tmp_path):
    """Frames 0..12 read, then the source fails: chunks 0 (frames 0-5) and 1 (4-9) were
    filled, on the two replicas, when the 13th frame failed. One process records both, and
    now so does a run on replicas (it recorded none); a rerun resumes from them."""
    one = tmp_path / "one_process"
    with pytest.raises(Unplugged):
        reconstruct_stream(failing_frames(13), OracleReconstructor(40), one, OPTIONS, None, False)
    assert recorded(one) == 2
    out = tmp_path / "replicas"
    with pytest.raises(Unplugged):
        reconstruct_stream(failing_frames(13), FinishedReplicas(2), out, OPTIONS, None, False)
    assert recorded(out) == 2
    result = reconstruct_stream(range(14), FinishedReplicas(2), out, OPTIONS, None, False)
    assert result.chunks_computed == 1 and result.num_chunks == 3  # chunk 2: frames 8-13


def test_a_chunk_still_running_is_left_and_the_ones_after_it_too(tmp_path):
    """Chunks are recorded in order: one still running holds back those after it (chunk 1
    finished behind a running chunk 0 is not recorded; it is cancelled by ``close``)."""
    for running, kept in (((1,), 1), ((0,), 0)):
        out = tmp_path / f"running_{running[0]}"
        pool = FinishedReplicas(2, running)
        with pytest.raises(Unplugged):
            reconstruct_stream(failing_frames(13), pool, out, OPTIONS, None, False)
        assert (out / "stream.json").exists() == bool(kept)
        assert not kept or recorded(out) == kept
