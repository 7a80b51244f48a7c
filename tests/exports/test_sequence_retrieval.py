"""Loop retrieval from the model's own tokens (``Scene.descriptors``, saved with each chunk) on
a synthetic loop with injected drift: the tiny any-view model's pooled tokens find the revisits,
the joint-chunk verification measures them, and the pose graph cuts the drift at least 5x."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

from support.sequence_oracle import OracleReconstructor, true_pose
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream
from tt_depth_anything_3.geometry.sim3 import sim3_matrix, transform_extrinsics
from tt_depth_anything_3.geometry.streaming import absolute_trajectory_error

pytest.importorskip("gtsam")

LAP = 36  # frames per lap: not a multiple of the chunk step, so lap 2's chunks hold other views
FRAMES = 2 * LAP + 8
OVERLAP = 4
# How far a chunk's own views are off from its overlap views: chaining accumulates it.
BEND = sim3_matrix(np.exp(0.02), Rotation.from_rotvec([0.0, 0.03, 0.01]).as_matrix(), [0, 0, 0])


class DriftingTokenOracle:
    """The oracle's stream chunks (true geometry in a random gauge) with the views each owns
    (after the overlap) off by the Sim(3) ``BEND`` from its overlap views, so that chaining the
    overlap fits drifts by ``BEND`` a chunk; with the frames'
    descriptors from the tiny model run on the chunk's images (cached per chunk of frames).
    A loop-verification chunk (frames given as images) is not bent: the drift is what chaining
    accumulates, as in the pose-graph test of ``geometry/test_loop_closure.py``; it gets no
    descriptors (the verification measures its geometry alone, ``stream_loops._measure``: the
    model's run for them took 8 of the test's 18 runs)."""

    def __init__(self, model: DepthAnything3, seed: int) -> None:
        self.oracle = OracleReconstructor(LAP, seed)
        self.model = model
        self.cache: dict[tuple, np.ndarray] = {}

    def __call__(self, frames):
        scene = self.oracle(frames)
        key = tuple(int(f) for f in frames) if isinstance(frames[0], (int, np.integer)) else None
        if key is None:  # a loop-verification chunk (images): measured as the oracle has it
            return scene
        if key[0] > 0:  # the views a chunk owns are off from its overlap views by BEND
            scene.depth[OVERLAP:] *= np.exp(0.02)
            scene.extrinsics[OVERLAP:] = transform_extrinsics(scene.extrinsics[OVERLAP:], BEND)
        if key not in self.cache:
            self.cache[key] = self.model.reconstruct(list(scene.images)).descriptors
        scene.descriptors = self.cache[key]
        return scene


@pytest.fixture(scope="module")
def anyview_model(tiny_anyview_checkpoint):
    with DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cpu", process_res=56
    ) as model:
        yield model


def _ate(out) -> float:
    truth = np.array([true_pose(f, LAP)[1] for f in range(FRAMES)])
    return absolute_trajectory_error(np.loadtxt(out / "poses_tum.txt")[:, 1:4], truth)


def test_token_retrieval_finds_the_loop_and_cuts_drift(anyview_model, tmp_path):
    oracle = DriftingTokenOracle(anyview_model, seed=7)
    runs = {}
    for closure in (False, True):
        # NMS scaled to these 12-frame chunks (the official 25 frames goes with 120-frame ones)
        options = StreamOptions(chunk_size=12, overlap=OVERLAP, loop_closure=closure, loop_nms=6)
        out = tmp_path / str(closure)
        runs[closure] = reconstruct_stream(range(FRAMES), oracle, out, options, FRAMES, False)
        with np.load(out / "chunks" / "chunk_0000.npz") as chunk:  # saved: a resume keeps them
            assert chunk["descriptors"].dtype == np.float16 and chunk["descriptors"].shape[0] == 12
    loops = runs[True].loops
    assert loops, "the second lap revisits the first: retrieval must find it"
    for loop in loops:
        i, j = loop["frames"]
        assert abs((j - i) - LAP * round((j - i) / LAP)) <= 1, loop  # a true revisit
        assert loop["similarity"] >= 0.85
    before, after = _ate(tmp_path / "False"), _ate(tmp_path / "True")
    assert before >= 5 * after, (before, after)  # measured: 14.8x (0.223 -> 0.0150)


def test_tokens_retrieval_needs_descriptors(tmp_path):
    """A backend without tokens (an exported runtime) stops a run whose loop closure runs: 3
    chunks or more (28 frames of 12 overlapping by 4), or a frame count not given."""
    options = StreamOptions(chunk_size=12, overlap=4, loop_closure=True)
    for total in (28, None):
        with pytest.raises(ValueError, match="retrieval='thumbnail'"):
            reconstruct_stream(
                range(28), OracleReconstructor(LAP), tmp_path / str(total), options, total, False
            )


def test_tokens_are_not_needed_where_loop_closure_cannot_run(tmp_path):
    """20 frames of 12 overlapping by 4 are 2 chunks: loop closure (3 chunks or more) never
    runs, so a backend without tokens reconstructs them (it used to stop at chunk 0)."""
    options = StreamOptions(chunk_size=12, overlap=4, loop_closure=True)
    result = reconstruct_stream(range(20), OracleReconstructor(LAP), tmp_path, options, 20, False)
    assert (result.num_chunks, result.loops) == (2, [])
    with np.load(tmp_path / "chunks" / "chunk_0000.npz") as chunk:
        assert "descriptors" not in chunk.files


def test_a_frame_count_too_low_stops_at_the_third_chunk(tmp_path):
    """``total`` said 2 chunks but the frames fill 3: the run stops at the third one (its loop
    closure will run), not at the end after every chunk."""
    options = StreamOptions(chunk_size=12, overlap=4, loop_closure=True)
    calls = []

    def counted(frames):
        calls.append(len(frames))
        return OracleReconstructor(LAP)(frames)

    with pytest.raises(ValueError, match="retrieval='thumbnail'"):
        reconstruct_stream(range(60), counted, tmp_path, options, 20, False)
    assert len(calls) == 3
