"""Geometry notes: views of different sizes are centre-cropped with a
``ViewCropWarning`` naming the sizes and the crop (the API and ``tt-da3 reconstruct``), and
loop-closure candidates that fail verification are recorded (``StreamResult.rejected_loops``,
``loops_rejected.json``, the video summary) instead of dropped without trace."""

from __future__ import annotations

import json
import warnings

import numpy as np
import pytest
from PIL import Image

from support.sequence_oracle import OracleReconstructor
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import ViewCropWarning
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

LAP = 40


def picture(height: int, width: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return (rng.random((height, width, 3)) * 255).astype(np.uint8)


def test_reconstruct_warns_when_views_of_different_sizes_are_cropped(tiny_anyview_model):
    views = [picture(120, 160, 0), picture(160, 120, 1), picture(120, 160, 2)]
    with pytest.warns(ViewCropWarning) as caught:
        scene = tiny_anyview_model.reconstruct(views)
    message = str(caught[0].message)
    assert "2 at 112x140, 1 at 140x112" in message and "to the smallest" in message
    assert "112x112" in message and "keeps 80%" in message
    assert caught[0].filename == __file__  # the caller's line, not the package's
    assert scene.depth.shape == (3, 112, 112)


def test_views_of_one_size_raise_no_crop_warning(tiny_anyview_model):
    with warnings.catch_warnings():
        warnings.simplefilter("error", ViewCropWarning)
        tiny_anyview_model.reconstruct([picture(120, 160, 0), picture(120, 160, 1)])


def test_the_cli_says_the_crop_on_stderr(tiny_anyview_checkpoint, tmp_path, capsys):
    folder = tmp_path / "mixed"
    folder.mkdir()
    for i, (h, w) in enumerate([(120, 160), (160, 120)]):
        Image.fromarray(picture(h, w, i)).save(folder / f"v{i}.png")
    args = ["reconstruct", str(folder), "--weights", str(tiny_anyview_checkpoint), "--device"]
    args += ["cpu", "--process-res", "140", "--out", str(tmp_path / "o"), "--format", "npz"]
    assert main([*args, "--no-progress"]) == 0
    err = capsys.readouterr().err
    assert "tt-da3 reconstruct: warning: views of different sizes" in err
    assert "1 at 112x140, 1 at 140x112" in err and "112x112" in err


class NoisyJoint(OracleReconstructor):
    """The oracle, except that a loop's joint reconstruction (frames given as images) gets
    its depth scrambled: every candidate then fails verification, deterministically."""

    def __call__(self, frames):
        scene = super().__call__(frames)
        if not isinstance(frames[0], (int, np.integer)):
            noise = np.random.default_rng(self.calls).uniform(0.3, 3.0, scene.depth.shape)
            scene.depth = (scene.depth * noise).astype(np.float32)
        return scene


def test_rejected_loop_candidates_are_recorded_and_read_back(tmp_path):
    n = 2 * LAP + 4
    options = StreamOptions(
        chunk_size=12, overlap=4, loop_closure=True, loop_threshold=0.99, retrieval="thumbnail"
    )
    result = reconstruct_stream(range(n), NoisyJoint(LAP, seed=3), tmp_path, options, n, False)
    assert result.loops == []
    assert result.rejected_loops, "the second lap repeats the first: candidates are tried"
    for record in result.rejected_loops:
        i, j = record["frames"]
        assert (j - i) % LAP == 0 and record["similarity"] >= 0.99
        assert record["residual"] > record["loop_max_residual"] == options.loop_max_residual
        assert {"a", "b", "measured"} <= set(record)
    assert json.loads((tmp_path / "loops.json").read_text(encoding="utf-8")) == []  # a list
    written = json.loads((tmp_path / "loops_rejected.json").read_text(encoding="utf-8"))
    assert written == result.rejected_loops
    again = reconstruct_stream(range(n), NoisyJoint(LAP, seed=3), tmp_path, options, n, False)
    assert again.rejected_loops == result.rejected_loops and again.chunks_computed == 0


def test_a_folder_from_before_the_rejected_file_reads_as_none_rejected(tmp_path):
    n = 2 * LAP + 4
    options = StreamOptions(
        chunk_size=12, overlap=4, loop_closure=True, loop_threshold=0.99, retrieval="thumbnail"
    )
    reconstruct_stream(range(n), OracleReconstructor(LAP, seed=3), tmp_path, options, n, False)
    kept = json.loads((tmp_path / "loops.json").read_text(encoding="utf-8"))
    assert kept and all("loop_max_residual" not in edge for edge in kept)  # edges as before
    (tmp_path / "loops_rejected.json").unlink()  # as an older version left the folder
    again = reconstruct_stream(range(n), OracleReconstructor(LAP, seed=3), tmp_path, options,
                               n, False)  # fmt: skip
    assert again.loops == kept and again.rejected_loops == []


def test_the_video_summary_names_the_rejected_candidates(tmp_path):
    from types import SimpleNamespace

    from tt_depth_anything_3.cli.video import stream_summary

    rejected = [{"residual": 0.31, "loop_max_residual": 0.05}, {"residual": 0.2,
                "loop_max_residual": 0.05}]  # fmt: skip
    result = SimpleNamespace(num_frames=9, num_chunks=3, chunks_computed=3, loops=[],
                             rejected_loops=rejected)  # fmt: skip
    out = stream_summary(result, tmp_path)
    assert "0 loops, 2 loop candidates rejected: residual 0.2 or more, over 0.05" in out
