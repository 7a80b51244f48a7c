"""``tt-da3 video``'s closing line counts in words a user reads (an outside test): one of a
thing was said in the plural, ``(10 computed now, 1 loops)``, ``1 loop candidates rejected``
and ``wrote depth of 1 frames``."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from support.video_files import frames, model_args, write_mp4
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.cli.video import stream_summary

av = pytest.importorskip("av")


def result(loops: int, rejected: int) -> SimpleNamespace:
    edge = {"residual": 0.3, "loop_max_residual": 0.05}
    return SimpleNamespace(
        num_frames=40, num_chunks=10, chunks_computed=10,
        loops=[{}] * loops, rejected_loops=[edge] * rejected,
    )  # fmt: skip


def test_one_loop_and_one_rejected_candidate_are_singular():
    said = stream_summary(result(1, 1), Path("out"))
    assert "(10 computed now, 1 loop, 1 loop candidate rejected: residual 0.3 or more" in said
    said = stream_summary(result(2, 3), Path("out"))
    assert "2 loops, 3 loop candidates rejected" in said
    assert "0 loops) to out" in stream_summary(result(0, 0), Path("out"))


def test_one_frame_of_per_frame_depth_is_singular(tmp_path, tiny_metric_checkpoint, capsys):
    video = tmp_path / "one.mp4"
    write_mp4(video, frames(1))
    out = tmp_path / "out"
    argv = ["video", str(video), "--out", str(out), "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    assert f"wrote depth of 1 frame to {out}\n" in capsys.readouterr().out
