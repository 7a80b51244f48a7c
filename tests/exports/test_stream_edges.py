"""``reconstruct_stream``'s edges, from an outside test: an empty stream is refused before the
output folder is made (it was left behind, empty), an ``out_dir`` that is a file is an
``InputError`` (it was a raw ``FileExistsError``); and ``DepthStack``, the npz of many frames
``tt-da3 video --depth-format npz`` writes with the memory of one frame."""

from __future__ import annotations

import json

import numpy as np
import pytest

from support.sequence_oracle import OracleReconstructor
from tt_depth_anything_3.config.errors import InputError, NonFiniteDepthError
from tt_depth_anything_3.exports.depth_stack import DepthStack
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

OPTIONS = StreamOptions(chunk_size=4, overlap=1, loop_closure=False)


def test_an_empty_stream_leaves_no_folder(tmp_path):
    out = tmp_path / "a" / "scene"
    with pytest.raises(InputError, match="the frame stream is empty"):
        reconstruct_stream([], OracleReconstructor(40), out, OPTIONS, progress=False)
    assert not (tmp_path / "a").exists()


def test_an_out_dir_that_is_a_file_is_an_input_error(tmp_path):
    out = tmp_path / "scene"
    out.write_text("not a folder", encoding="utf-8")
    with pytest.raises(InputError, match="is a file, not a folder"):
        reconstruct_stream(range(6), OracleReconstructor(40), out, OPTIONS, progress=False)
    assert out.read_text(encoding="utf-8") == "not a folder"


def test_the_stack_reads_back_as_np_savez_writes_it(tmp_path):
    rng = np.random.default_rng(0)
    maps = [rng.random((5, 7)).astype(np.float32) for _ in range(3)]
    path = tmp_path / "depth.npz"
    with DepthStack(path) as stack:
        for index, depth in zip((3, 5, 9), maps, strict=True):
            stack.add(index, depth)
        assert stack.close()
    with np.load(path) as npz:
        assert np.array_equal(npz["depth"], np.stack(maps)) and npz["depth"].dtype == np.float32
        assert npz["frame"].tolist() == [3, 5, 9]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["depth.npz"]
    with DepthStack(tmp_path / "none.npz") as empty:
        assert not empty.close()
    assert not (tmp_path / "none.npz").exists()


def test_a_second_size_is_refused_and_nothing_is_left(tmp_path):
    path = tmp_path / "depth.npz"
    with pytest.raises(InputError, match="frame 1's depth is 4x4, the frames' before it 5x7"):
        with DepthStack(path) as stack:
            stack.add(0, np.zeros((5, 7), np.float32))
            stack.add(1, np.zeros((4, 4), np.float32))
    assert list(tmp_path.iterdir()) == []


class NaNAfter:
    """The oracle, with NaN depth for the chunks from frame ``first`` on (finite cameras: an
    overflowing depth head)."""

    def __init__(self, first: int) -> None:
        self.oracle, self.first = OracleReconstructor(40), first

    def __call__(self, frames):
        scene = self.oracle(frames)
        if frames[0] >= self.first:
            scene.depth[:] = np.nan
        return scene


def test_a_later_chunk_of_non_finite_depth_is_said_before_it_is_aligned(tmp_path):
    """Chunk 1's NaN depth stopped the run with 'a Sim(3) fit needs at least 3 points of
    non-zero weight': it was aligned before its depth was checked (only chunk 0 said why)."""
    out = tmp_path / "scene"
    with pytest.raises(NonFiniteDepthError, match=r"chunk 1 \(frames 3 to 6\): the network gave"):
        reconstruct_stream(range(10), NaNAfter(3), out, OPTIONS, progress=False)
    assert not (out / "chunks" / "chunk_0001.npz").exists()
    record = json.loads((out / "stream.json").read_text(encoding="utf-8"))
    assert len(record["chunks"]) == 1


class SkyOracle:
    """The oracle with the top rows sky (score 1) whose depth is a fill value of each chunk's
    own (as the nested model's min(p99, 200 m)): no surface, no two chunks alike."""

    ROWS = 6

    def __init__(self) -> None:
        self.oracle = OracleReconstructor(40)

    def __call__(self, frames):
        scene = self.oracle(frames)
        scene.sky = np.zeros(scene.depth.shape, np.float32)
        scene.sky[:, : self.ROWS] = 1.0
        scene.depth[:, : self.ROWS] = 40.0 + 7.0 * int(frames[0])
        return scene


def test_sky_pixels_stay_out_of_the_stream_cloud_and_alignment(tmp_path):
    """The chunk files dropped the nested model's sky scores: the stream's cloud.ply and COLMAP
    points held a shell of sky points at the fill depth (the scene writers drop them), and the
    overlaps were fitted on the sky's fill values too (a biased trajectory)."""
    from plyfile import PlyData

    from support.sequence_oracle import true_pose
    from tt_depth_anything_3.geometry.streaming import (
        absolute_trajectory_error,
        trajectory_length,
    )

    n = 20
    options = StreamOptions(chunk_size=8, overlap=3, loop_closure=False, conf_percentile=0)
    reconstruct_stream(range(n), SkyOracle(), tmp_path, options, n, False)
    vertex = PlyData.read(str(tmp_path / "cloud.ply"))["vertex"]
    xyz = np.stack([vertex[axis] for axis in "xyz"], axis=1)
    assert len(xyz) and np.linalg.norm(xyz, axis=1).max() < 10  # the room: a few metres
    estimate = np.loadtxt(tmp_path / "poses_tum.txt")[:, 1:4]
    truth = np.array([true_pose(f, 40)[1] for f in range(n)])
    assert absolute_trajectory_error(estimate, truth) < 1e-5 * trajectory_length(truth)


class SkyFrom(OracleReconstructor):
    """The oracle, with every view of frame ``first`` or later all sky (score 1, a fill depth)."""

    def __init__(self, first: int) -> None:
        super().__init__(40)
        self.first = first

    def __call__(self, frames):
        scene = super().__call__(frames)
        scene.sky = np.zeros(scene.depth.shape, np.float32)
        for view, frame in enumerate(frames):
            if frame >= self.first:
                scene.sky[view] = 1.0
                scene.depth[view] = 200.0
        return scene


def test_an_all_sky_overlap_is_said_to_be_unalignable(tmp_path):
    """An overlap whose pixels were all sky (left out of the fits) stopped the run with a bare
    'a Sim(3) fit needs at least 3 points of non-zero weight', naming neither the chunks nor
    the sky; now an ``InputError`` (``TooFewPointsError``) says both, nothing recorded."""
    from tt_depth_anything_3.config.errors import TooFewPointsError

    out = tmp_path / "scene"
    with pytest.raises(TooFewPointsError) as caught:
        reconstruct_stream(range(10), SkyFrom(3), out, OPTIONS, progress=False)
    message = str(caught.value)
    assert isinstance(caught.value, InputError)
    assert message.startswith("chunk 1 (frames 3 to 6) cannot be aligned to chunk 0")
    assert "overlap, frames 3 to 3: 0 pixels" in message and "no sky" in message
    assert "a Sim(3) fit needs at least 3 points of non-zero weight" in message
    assert not (out / "chunks" / "chunk_0001.npz").exists()


LOOPS = StreamOptions(
    chunk_size=12, overlap=4, loop_closure=True, loop_threshold=0.99, retrieval="thumbnail"
)


class NaNJoint(OracleReconstructor):
    """The oracle, with NaN depth for a loop's joint chunk (frames given as images) only:
    every chunk is finite."""

    def __call__(self, frames):
        scene = super().__call__(frames)
        if not isinstance(frames[0], (int, np.integer)):
            scene.depth[:] = np.nan
        return scene


def test_a_loop_check_of_non_finite_depth_rejects_its_candidate_with_a_warning(tmp_path):
    """A loop's joint chunk of NaN depth (it bypassed the chunks' non-finite check) stopped the
    whole run, every chunk recorded, with 'a Sim(3) fit needs at least 3 points': a rerun
    failed the same way. The candidate is now rejected (``loops_rejected.json``: no residual,
    its reason) with a ``NonFiniteDepthWarning`` naming it, and the run writes its outputs."""
    from types import SimpleNamespace

    from tt_depth_anything_3.cli.video import stream_summary
    from tt_depth_anything_3.config.errors import NonFiniteDepthWarning

    n = 2 * 40 + 4
    with pytest.warns(NonFiniteDepthWarning, match=r"loop candidate frames \d+ and \d+: the"):
        result = reconstruct_stream(range(n), NaNJoint(40, seed=3), tmp_path, LOOPS, n, False)
    assert result.loops == [] and result.rejected_loops
    for record in result.rejected_loops:
        assert record["residual"] is None and record["measured"] is None
        assert "non-finite depth" in record["reason"]
    written = json.loads((tmp_path / "loops_rejected.json").read_text(encoding="utf-8"))
    assert written == result.rejected_loops
    assert (tmp_path / "poses_tum.txt").exists() and (tmp_path / "cloud.ply").exists()
    count = len(result.rejected_loops)
    summary = stream_summary(SimpleNamespace(**{**vars(result), "num_chunks": 9}), tmp_path)
    noun = "candidate" if count == 1 else "candidates"  # the summary says "1 loop candidate"
    assert f"{count} loop {noun} rejected: {count} not measurable" in summary


def upscaled(frame: int) -> np.ndarray:
    """Frame ``frame`` at its original size (2x the oracle's network size), as read."""
    from support.sequence_oracle import true_scene

    image = true_scene([frame], 40).images[0]
    return np.repeat(np.repeat(image, 2, axis=0), 2, axis=1)


class RecordsLoopViews(OracleReconstructor):
    """The oracle, matching images by the frames' original pixels (``upscaled``) or their
    network-size ones, and keeping what each loop check was given."""

    def __init__(self) -> None:
        super().__init__(40, seed=3)
        self.loop_views: list[list[np.ndarray]] = []
        self.by_pixels = {upscaled(f).tobytes(): f for f in range(40)}

    def __call__(self, frames):
        if not isinstance(frames[0], (int, np.integer)):
            self.loop_views.append(list(frames))
        return super().__call__(frames)

    def _frame_id(self, frame):
        if isinstance(frame, np.ndarray) and frame.tobytes() in self.by_pixels:
            return self.by_pixels[frame.tobytes()]
        return super()._frame_id(frame)


def test_the_loop_check_sees_the_frames_the_chunks_saw(tmp_path):
    """A loop's joint chunk was rebuilt from the chunks' stored network-size images, which the
    model resized a second time (at a process_res not a multiple of 14: other, blurred pixels,
    an inflated loop residual). It now reads the frames as the model read them (the lossless
    ``colmap/images/`` PNGs that ``frame_rgb`` writes), at their original size."""
    n = 2 * 40 + 4
    oracle = RecordsLoopViews()
    result = reconstruct_stream(
        range(n), oracle, tmp_path, LOOPS, n, False, frame_rgb=lambda f: upscaled(int(f))
    )
    assert oracle.loop_views and result.loops
    for views in oracle.loop_views:
        assert all(view.shape == (48, 64, 3) and view.dtype == np.uint8 for view in views)
        assert all(view.tobytes() in oracle.by_pixels for view in views)
    assert all(loop["residual"] < 1e-5 for loop in result.loops)
