"""A video whose frame size changes part-way (MPEG-TS parts of two sizes joined with ``cat``)
in the chunked ``tt-da3 video``: it was refused only once the first chunk of the other size had
run, in words for image folders (``resize them to one size``). It is now refused at the frame
where the size changes, naming that frame, its time and both sizes, with the two runs that
reconstruct the parts; the chunks recorded before it are kept."""

from __future__ import annotations

import numpy as np
import pytest

from support.video_files import frames, model_args, write_video
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.exports import sequence

av = pytest.importorskip("av")


def _joined(tmp_path, before: int, after: int):
    first, second = tmp_path / "a.ts", tmp_path / "b.ts"
    write_video(first, frames(before))  # 64 x 80
    wide = [np.ascontiguousarray(np.concatenate([f, f], axis=1)) for f in frames(after)]
    write_video(second, wide)  # 64 x 160: another network size
    video = tmp_path / "joined.ts"
    video.write_bytes(first.read_bytes() + second.read_bytes())
    return video


def _counting(monkeypatch) -> list[int]:
    """The chunks ``reconstruct_stream`` computes, by their first frame."""
    starts: list[int] = []
    real = sequence.chunk_scene

    def counted(reconstruct_chunk, chunk, k, start):
        starts.append(start)
        return real(reconstruct_chunk, chunk, k, start)

    monkeypatch.setattr(sequence, "chunk_scene", counted)
    return starts


def _refused_in_chunks(
    tmp_path, before: int, after: int, checkpoint, monkeypatch, capsys
) -> tuple[list[int], str]:
    """``tt-da3 video`` of ``_joined(tmp_path, before, after)`` into ``tmp_path``/scene in
    chunks of 4 overlapping by 2, asserting it exits 2: the chunks it computed (by their first
    frame) and what it wrote to stderr."""
    video = _joined(tmp_path, before, after)
    argv = ["video", str(video), "--out", str(tmp_path / "scene"), "--no-progress"]
    argv += ["--chunk-size", "4", "--overlap", "2", "--no-loop-closure", *model_args(checkpoint)]
    starts = _counting(monkeypatch)
    assert main(argv) == 2
    return starts, capsys.readouterr().err


def test_a_size_change_is_refused_at_its_frame(
    tmp_path, tiny_anyview_checkpoint, capsys, monkeypatch
):
    out = tmp_path / "scene"
    starts, err = _refused_in_chunks(tmp_path, 7, 6, tiny_anyview_checkpoint, monkeypatch, capsys)
    assert "its frame size changes at frame 7: frame 7 is 64 x 160 (h x w, network" in err, err
    assert ") at 0.70 s, frame 0 64 x 80 (h x w, network" in err, err
    assert "frames must be of one size" in err and "resize them" not in err, err
    assert "each into its own --out: --end 7, then --start 7" in err, err
    assert starts == [0, 2]  # chunks 0 to 3 and 2 to 5; that of 4 to 7 never ran
    assert f"{out} holds 2 reconstructed chunks (6 frames)" in err, err


def test_the_advised_parts_keep_the_users_start_and_end(tmp_path, tiny_anyview_checkpoint, capsys):
    video = _joined(tmp_path, 7, 6)
    argv = ["video", str(video), "--out", str(tmp_path / "s"), "--no-progress", "--start", "1"]
    argv += ["--end", "12", "--chunk-size", "4", "--overlap", "2", "--no-loop-closure"]
    assert main([*argv, *model_args(tiny_anyview_checkpoint)]) == 2
    err = capsys.readouterr().err
    assert "--start 1 --end 7, then --start 7 --end 12" in err, err


def test_a_change_inside_the_first_chunk_is_refused_at_the_second(
    tmp_path, tiny_anyview_checkpoint, capsys, monkeypatch
):
    """One chunk of mixed sizes is cropped to one (a run of one chunk works); a second chunk
    cannot be aligned to it: refused at the frame that starts the second chunk, naming the
    frame where the size changed."""
    starts, err = _refused_in_chunks(tmp_path, 2, 6, tiny_anyview_checkpoint, monkeypatch, capsys)
    assert "its frame size changes at frame 2: frame 2 is 64 x 160" in err, err
    assert starts == [0]
