"""Chunked reconstruction (geometry.streaming + exports.sequence) on an oracle sequence."""

from __future__ import annotations

import re

import numpy as np
import pytest

from support.sequence_oracle import OracleReconstructor, true_pose
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream
from tt_depth_anything_3.geometry.streaming import (
    ChunkPlan,
    absolute_trajectory_error,
    iter_chunks,
    trajectory_length,
)

LAP = 40


def read_tum(path) -> np.ndarray:
    return np.loadtxt(path)[:, 1:4]


@pytest.mark.parametrize(("n", "size", "overlap"), [(10, 4, 2), (11, 4, 2), (3, 4, 2), (9, 5, 1)])
def test_chunks_cover_every_frame_in_order(n, size, overlap):
    plan = ChunkPlan(size, overlap)
    chunks = list(iter_chunks(range(n), plan))
    covered = sorted({f for _, c in chunks for f in c})
    assert covered == list(range(n))
    for k, chunk in chunks:
        assert chunk[0] == plan.start(k) and len(chunk) <= size
        assert chunk == list(range(chunk[0], chunk[0] + len(chunk)))


def test_plan_refuses_bad_overlap():
    with pytest.raises(InputError, match="overlap"):
        ChunkPlan(4, 4)
    with pytest.raises(InputError, match="align_method"):
        ChunkPlan(4, 2, "affine")  # type: ignore[arg-type]


@pytest.mark.parametrize("method", ["sim3", "scale+se3"])
def test_oracle_trajectory_exact_under_random_chunk_gauges(tmp_path, method):
    n = 2 * LAP
    options = StreamOptions(chunk_size=12, overlap=4, align_method=method, loop_closure=False)
    result = reconstruct_stream(range(n), OracleReconstructor(LAP), tmp_path, options, n, False)
    assert result.num_frames == n and result.num_chunks == 10
    estimate = read_tum(tmp_path / "poses_tum.txt")
    truth = np.array([true_pose(f, LAP)[1] for f in range(n)])
    ate = absolute_trajectory_error(estimate, truth)
    assert ate < 1e-6 * trajectory_length(truth), ate


def test_loop_closure_finds_the_second_lap_and_keeps_the_exact_trajectory(tmp_path):
    n = 2 * LAP + 4
    options = StreamOptions(
        chunk_size=12, overlap=4, loop_closure=True, loop_threshold=0.99, retrieval="thumbnail"
    )
    oracle = OracleReconstructor(LAP, seed=3)
    result = reconstruct_stream(range(n), oracle, tmp_path, options, n, False)
    assert result.loops, "the second lap's frames repeat the first's: loops must be found"
    for loop in result.loops:
        i, j = loop["frames"]
        assert (j - i) % LAP == 0 and loop["residual"] < 1e-5
    truth = np.array([true_pose(f, LAP)[1] for f in range(n)])
    ate = absolute_trajectory_error(read_tum(tmp_path / "poses_tum.txt"), truth)
    assert ate < 1e-5 * trajectory_length(truth), ate


class Interrupt(RuntimeError):
    pass


def test_interrupted_run_resumes_to_the_same_outputs(tmp_path):
    n = 50
    options = StreamOptions(chunk_size=10, overlap=3, loop_closure=False)
    full = tmp_path / "full"
    reconstruct_stream(range(n), OracleReconstructor(LAP, seed=5), full, options, n, False)

    oracle = OracleReconstructor(LAP, seed=5)

    def dies_after_three(frames):
        if oracle.calls == 3:
            raise Interrupt("killed")
        return oracle(frames)

    part = tmp_path / "part"
    with pytest.raises(Interrupt):
        reconstruct_stream(range(n), dies_after_three, part, options, n, False)
    (part / "chunks" / ".chunk_0003.npz.partial-x").mkdir()  # what a kill mid-write leaves
    assert not (part / "poses_tum.txt").exists()
    resumed = reconstruct_stream(range(n), oracle, part, options, n, False)
    assert resumed.chunks_computed == resumed.num_chunks - 3
    assert oracle.calls == resumed.num_chunks
    assert not list(part.rglob("*.partial-*"))
    for name in (
        "poses_tum.txt",
        "poses_kitti.txt",
        "intrinsics.txt",
        "cloud.ply",
        "colmap/images.txt",
        "colmap/points3D.txt",
    ):
        assert (part / name).read_bytes() == (full / name).read_bytes(), name
    for f in range(n):
        a = np.load(full / "depth" / f"frame_{f:06d}.npz")
        b = np.load(part / "depth" / f"frame_{f:06d}.npz")
        assert np.array_equal(a["depth"], b["depth"]) and np.array_equal(a["conf"], b["conf"])
    # A third run writes nothing again.
    assert reconstruct_stream(range(n), oracle, part, options, n, False).written == []
    with pytest.raises(ValueError, match="holds another run .*overlap: 3 there, 4 now"):
        reconstruct_stream(range(n), oracle, part, StreamOptions(10, 4), n, False)


def test_a_rerun_with_other_frames_or_identity_is_refused(tmp_path):
    """Resuming needs the same identity (what the caller says the frames and model are) and
    frames that fill the recorded chunks: another input must not reuse the old results."""
    n = 30
    options = StreamOptions(chunk_size=10, overlap=3, loop_closure=False)
    oracle = OracleReconstructor(LAP, seed=5)
    identity = {"input": {"path": "clip.mp4", "bytes": 10}, "model": {"process_res": 140}}
    reconstruct_stream(range(n), oracle, tmp_path, options, n, False, identity)
    calls = oracle.calls
    changed = {"input": {"path": "clip2.mp4", "bytes": 10}, "model": {"process_res": 112}}
    message = (
        "identity.input.path: 'clip.mp4' there, 'clip2.mp4' now; "
        "identity.model.process_res: 140 there, 112 now"
    )
    with pytest.raises(ValueError, match=re.escape(message)):
        reconstruct_stream(range(n), oracle, tmp_path, options, n, False, changed)
    with pytest.raises(ValueError, match=r"identity: \{.*\} there, None now"):
        reconstruct_stream(range(n), oracle, tmp_path, options, n, False)
    assert oracle.calls == calls  # nothing recomputed, nothing overwritten
    # the same identity resumes (nothing to do); an unfinished run checks the frames it skips
    assert reconstruct_stream(range(n), oracle, tmp_path, options, n, False, identity).written == []
    part = tmp_path / "part"

    def dies_after_two(frames):
        if oracle.calls == calls + 2:
            raise Interrupt("killed")
        return oracle(frames)

    with pytest.raises(Interrupt):
        reconstruct_stream(range(n), dies_after_two, part, options, n, False, identity)
    with pytest.raises(InputError, match="chunk 1 had 10 frames, now 5"):
        reconstruct_stream(range(12), oracle, part, options, 12, False, identity)
    with pytest.raises(ValueError, match="2 chunks recorded, the frames now fill 1"):
        reconstruct_stream(range(10), oracle, part, options, 10, False, identity)
    resumed = reconstruct_stream(range(n), oracle, part, options, n, False, identity)
    assert resumed.chunks_computed == resumed.num_chunks - 2


def test_a_finished_run_checks_its_frames_again(tmp_path):
    """A rerun into a finished folder used to return the old result unread: more frames,
    other frames of the same count, or none were all taken as the recorded run."""
    options = StreamOptions(chunk_size=8, overlap=4, loop_closure=False)
    oracle = OracleReconstructor(LAP, seed=5)
    first = reconstruct_stream(range(16), oracle, tmp_path, options, 16, False)
    calls = oracle.calls
    assert reconstruct_stream(range(16), oracle, tmp_path, options, 16, False).num_frames == 16
    with pytest.raises(InputError, match="the run ended after 3 chunks, more frames now"):
        reconstruct_stream(range(24), oracle, tmp_path, options, 24, False)
    with pytest.raises(InputError, match="chunk 0 holds other frames"):
        reconstruct_stream(range(100, 116), oracle, tmp_path, options, 16, False)
    with pytest.raises(ValueError, match="3 chunks recorded, the frames now fill 0"):
        reconstruct_stream(iter([]), oracle, tmp_path, options, 0, False)
    assert oracle.calls == calls and first.num_chunks == 3  # nothing recomputed or rewritten


def test_outputs_without_a_manifest_are_not_mixed_in(tmp_path):
    options = StreamOptions(chunk_size=8, overlap=4, loop_closure=False)
    reconstruct_stream(range(12), OracleReconstructor(LAP), tmp_path, options, 12, False)
    (tmp_path / "stream.json").unlink()  # a folder of outputs whose record is gone
    with pytest.raises(ValueError, match=r"holds outputs of another run \(poses_tum.txt, "):
        reconstruct_stream(range(20), OracleReconstructor(LAP), tmp_path, options, 20, False)


def test_voxel_first_is_each_voxels_first_point():
    from tt_depth_anything_3.geometry.streaming import voxel_first

    xyz = np.random.default_rng(2).normal(0, 3, (20_000, 3))
    for scale in (1.0, 1e9):  # one int64 key a voxel; spans too wide for one key: row sort
        keys = np.floor(xyz * scale / 0.5).astype(np.int64)
        _, first = np.unique(keys, axis=0, return_index=True)  # the reference
        assert np.array_equal(voxel_first(xyz * scale, 0.5), np.sort(first))
