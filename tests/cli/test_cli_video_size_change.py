"""A video whose frame size changes part-way (MPEG-TS parts of two sizes joined with ``cat``):
the chunked run stops at the first chunk of the other size, keeping the chunks before it. It
said ``the same command resumes from them``, and a user who reran it recomputed the chunk and
met the same refusal; it now says the rerun stops at the same frames again."""

from __future__ import annotations

import numpy as np
import pytest

from support.video_files import frames, model_args, write_video
from tt_depth_anything_3.cli import main

av = pytest.importorskip("av")


def test_a_refused_frame_size_change_is_not_said_to_resume(
    tmp_path, tiny_anyview_checkpoint, capsys
):
    first, second = tmp_path / "a.ts", tmp_path / "b.ts"
    write_video(first, frames(6))  # 64 x 80
    wide = [np.ascontiguousarray(np.concatenate([f, f], axis=1)) for f in frames(6)]
    write_video(second, wide)  # 64 x 160: another network size
    video = tmp_path / "joined.ts"
    video.write_bytes(first.read_bytes() + second.read_bytes())
    out = tmp_path / "scene"
    argv = ["video", str(video), "--out", str(out), "--no-progress", "--chunk-size", "4"]
    argv += ["--overlap", "2", "--no-loop-closure", *model_args(tiny_anyview_checkpoint)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "frames must be of one size" in err, err
    assert f"{out} holds 2 reconstructed chunks (6 frames)" in err, err
    assert "stops at the same frames again" in err and "resumes from them\n" not in err, err
    assert main(argv) == 2  # as said: the rerun resumes and meets the same refusal
    err = capsys.readouterr().err
    assert "frames must be of one size" in err and "frame 6 is 64 x 160" in err, err
