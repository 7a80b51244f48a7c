"""``reconstruct_stream``'s per-call arguments and progress, from an outside test: timestamps
checked (count, finite, numeric, non-decreasing) before the chunks they stamp are computed,
an identity that is not JSON refused before anything is written, and the bar counting frames
once reconstructed, then showing loop closure and the outputs."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from support.sequence_oracle import OracleReconstructor
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

LAP = 40
OPTIONS = StreamOptions(chunk_size=4, overlap=1, loop_closure=False)


def chunk_files(out: Path) -> list[str]:
    return sorted(p.name for p in (out / "chunks").glob("*.npz")) if out.exists() else []


@pytest.mark.parametrize(
    ("timestamps", "message"),
    [
        ([5.0, 7.0], r"timestamps: 2 given for at least 4 frames"),
        ([0.0, float("nan"), 2.0, 3.0, 4.0, 5.0], r"timestamps\[1\] is nan: not a finite"),
        ([0.0, 1.0, "2.0", 3.0, 4.0, 5.0], r"timestamps\[2\] is '2.0': not a finite number"),
        ([0.0, 1.0, True, 3.0, 4.0, 5.0], r"timestamps\[2\] is True"),
        ([0.0, 2.0, 1.0, 3.0, 4.0, 5.0], r"timestamps\[2\] is 1.0, before timestamps\[1\]"),
        ("0 1 2 3 4 5", r"timestamps must be a list of seconds"),
    ],
)
def test_bad_timestamps_are_refused_before_any_chunk_runs(tmp_path, timestamps, message):
    oracle = OracleReconstructor(LAP)
    with pytest.raises(InputError, match=message):
        reconstruct_stream(range(6), oracle, tmp_path / "o", OPTIONS, 6, False, None, timestamps)
    assert oracle.calls == 0 and chunk_files(tmp_path / "o") == []


def test_too_few_timestamps_for_a_later_chunk_stop_before_it(tmp_path):
    oracle = OracleReconstructor(LAP)
    with pytest.raises(InputError, match="5 given for at least 7 frames"):
        reconstruct_stream(range(8), oracle, tmp_path, OPTIONS, 8, False, None, [0.0] * 5)
    assert oracle.calls == 1 and chunk_files(tmp_path) == ["chunk_0000.npz"]  # kept: it resumes


def test_too_many_timestamps_are_refused_and_the_chunks_kept(tmp_path):
    oracle = OracleReconstructor(LAP)
    with pytest.raises(InputError, match="8 given for 6 frames"):
        reconstruct_stream(range(6), oracle, tmp_path, OPTIONS, 6, False, None, [0.5] * 8)
    assert not (tmp_path / "poses_tum.txt").exists()
    calls = oracle.calls
    stamps = [0.5 * i for i in range(6)]
    result = reconstruct_stream(range(6), oracle, tmp_path, OPTIONS, 6, False, None, stamps)
    assert result.chunks_computed == 0 and oracle.calls == calls  # resumed: nothing again
    assert np.allclose(np.loadtxt(tmp_path / "poses_tum.txt")[:, 0], stamps)


def test_timestamps_filled_as_the_frames_are_read(tmp_path):
    """As ``tt-da3 video`` passes them: a list its frame reader appends each frame's time to."""
    times: list[float] = []

    def frames():
        for i in range(7):
            times.append(np.float64(0.25 * i))
            yield i

    oracle = OracleReconstructor(LAP)
    reconstruct_stream(frames(), oracle, tmp_path, OPTIONS, 7, False, None, times)
    assert np.allclose(np.loadtxt(tmp_path / "poses_tum.txt")[:, 0], 0.25 * np.arange(7))


@pytest.mark.parametrize(
    ("identity", "message"),
    [
        (object(), r"identity is of type object \(<object object"),
        (
            {"input": {"path": Path("clip.mp4")}},
            r"identity\['input'\]\['path'\] is of type \w*Path",
        ),
        ({"fps": float("nan")}, r"identity\['fps'\] is nan: not a JSON number"),
        ({1: "a"}, r"identity has the key 1: JSON keys are str"),
        ([1, {2, 3}], r"identity\[1\] is of type set"),
    ],
)
def test_an_identity_that_is_not_json_is_refused_before_anything(tmp_path, identity, message):
    oracle = OracleReconstructor(LAP)
    with pytest.raises(InputError, match=message):
        reconstruct_stream(range(6), oracle, tmp_path / "o", OPTIONS, 6, False, identity)
    assert oracle.calls == 0 and not (tmp_path / "o").exists()


def test_json_identities_resume(tmp_path):
    identity = {"clip": ("a.mp4", np.int64(3), np.float32(0.5)), "frames": np.arange(3)}
    oracle = OracleReconstructor(LAP)
    reconstruct_stream(range(6), oracle, tmp_path, OPTIONS, 6, False, identity)
    again = reconstruct_stream(range(6), oracle, tmp_path, OPTIONS, 6, False, identity)
    assert again.chunks_computed == 0


class Recorder:
    """A stand-in for tqdm recording each bar's counts, in order with the chunks' compute."""

    events: list[tuple[str, object]] = []

    def __init__(self, iterable=None, total=None, desc="", **_: object) -> None:
        self.iterable, self.total, self.desc, self.n = iterable, total, desc, 0
        self.events.append(("open", desc))

    def __iter__(self):
        for item in self.iterable:
            yield item
            self.update()

    def update(self, n: int = 1) -> None:
        self.n += n
        self.events.append((self.desc, self.n))

    def set_postfix(self, **counts: object) -> None:  # the loop closure bar's kept / rejected
        self.events.append(("postfix", counts))

    def close(self) -> None:
        self.events.append(("close", self.desc))


def test_the_bar_counts_frames_once_reconstructed_then_shows_the_outputs(tmp_path, monkeypatch):
    import tt_depth_anything_3.exports.sequence as sequence
    import tt_depth_anything_3.exports.stream_loops as stream_loops

    events: list[tuple[str, object]] = []
    monkeypatch.setattr(Recorder, "events", events)
    monkeypatch.setattr(sequence, "tqdm", Recorder)
    monkeypatch.setattr(stream_loops, "tqdm", Recorder)
    oracle = OracleReconstructor(LAP)

    def reconstruct(frames):
        events.append(("compute", len(frames)))
        return oracle(frames)

    options = StreamOptions(chunk_size=12, overlap=4, retrieval="thumbnail", loop_threshold=0.99)
    n = 2 * LAP + 4
    result = reconstruct_stream(range(n), reconstruct, tmp_path, options, n, True)
    chunked = events[: events.index(("close", "reconstruct"))]
    assert chunked[1:5] == [("compute", 12), ("reconstruct", 12), ("compute", 12),
                            ("reconstruct", 20)]  # fmt: skip
    assert chunked[-1] == ("reconstruct", n)  # 100% once the last chunk is computed
    rest = events[len(chunked) :]
    assert ("open", "loop closure") in rest and ("open", "outputs") in rest
    assert result.loops  # the loop closure bar went over its candidates
    postfix = [e[1] for e in rest if e[0] == "postfix"]
    assert postfix[-1] == {"kept": len(result.loops), "rejected": len(result.rejected_loops)}
    steps = result.num_chunks + 1  # a step a chunk, one for the cloud, glb and COLMAP
    assert rest[-2:] == [("outputs", steps), ("close", "outputs")]


def test_no_loop_closure_bar_without_candidates(tmp_path, capsys):
    """Three chunks and no frame pair similar enough: the loop closure bar said
    ``loop closure: 0loop [00:00, ?loop/s]``, a bar over nothing; it is not shown."""
    options = StreamOptions(chunk_size=4, overlap=1, retrieval="thumbnail", loop_threshold=0.9999)
    result = reconstruct_stream(range(10), OracleReconstructor(LAP), tmp_path, options, 10, True)
    assert result.num_chunks == 3 and not result.loops and not result.rejected_loops
    err = capsys.readouterr().err
    assert "reconstruct" in err and "outputs" in err  # the other bars are shown
    assert "loop closure" not in err
