"""``tt-da3 video`` stopped by Ctrl-C (or SIGTERM) after it wrote part of its outputs (a
helper acting as a user found it): it said only ``interrupted``, not what the folder holds
nor that the same command resumes the reconstruction (or rewrites the depth PNGs)."""

from __future__ import annotations

import json

import pytest

from support.video_files import frames, model_args, write_mp4
from tt_depth_anything_3.cli import main

av = pytest.importorskip("av")


def _stop_after(monkeypatch, module, name: str, calls: int) -> None:
    """``module.name`` raises ``KeyboardInterrupt`` on its call number ``calls``."""
    real = getattr(module, name)
    count = [0]

    def stopping(*args, **kwargs):
        count[0] += 1
        if count[0] == calls:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, stopping)


def test_a_stopped_reconstruction_says_its_chunks_and_resumes(
    tmp_path, tiny_anyview_checkpoint, capsys, monkeypatch
):
    from tt_depth_anything_3.exports import sequence

    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(8))
    out = tmp_path / "scene"
    argv = ["video", str(video), "--out", str(out), "--no-progress", "--chunk-size", "4"]
    argv += ["--overlap", "2", *model_args(tiny_anyview_checkpoint)]
    _stop_after(monkeypatch, sequence, "chunk_scene", 2)  # the second chunk
    assert main(argv) == 130
    err = capsys.readouterr().err
    assert json.loads((out / "stream.json").read_text())["complete"] is False
    assert f"{out} holds 1 reconstructed chunk (4 frames)" in err, err
    assert "the same command resumes" in err and err.rstrip().endswith("interrupted")
    monkeypatch.undo()
    assert main(argv) == 0
    assert "(2 computed now" in capsys.readouterr().out  # it resumed: chunk 0 kept


def test_a_stopped_per_frame_run_says_its_pngs_are_partial(
    tmp_path, tiny_metric_checkpoint, capsys, monkeypatch
):
    from tt_depth_anything_3.exports import png_range

    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(4))
    out = tmp_path / "depth"
    argv = ["video", str(video), "--out", str(out), "--no-progress"]
    _stop_after(monkeypatch, png_range.PngRange, "add", 2)  # after 2 PNGs are written
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 130
    err = capsys.readouterr().err
    assert f"{out} holds 2 depth PNGs, not every frame" in err, err
    assert json.loads((out / "video.json").read_text())["complete"] is False


def test_a_failed_reconstruction_says_the_chunks_it_recorded(
    tmp_path, tiny_anyview_checkpoint, capsys, monkeypatch
):
    """A frame that cannot be read after the first chunk is recorded: the error, and the
    chunk kept for the same command to resume from; a refusal before any chunk says no more."""
    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.exports import sequence

    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(8))
    out = tmp_path / "scene"
    argv = ["video", str(video), "--out", str(out), "--no-progress", "--chunk-size", "4"]
    argv += ["--overlap", "2", *model_args(tiny_anyview_checkpoint)]
    real, calls = sequence.chunk_scene, []

    def failing(*args, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise InputError("frames[4]: could not decode the image")
        return real(*args, **kwargs)

    monkeypatch.setattr(sequence, "chunk_scene", failing)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{out} holds 1 reconstructed chunk (4 frames)" in err, err
    assert "error: frames[4]: could not decode the image" in err
    assert main([*argv, "--chunk-size", "6"]) == 2  # another run: refused, said once
    err = capsys.readouterr().err
    assert "holds another run" in err and "reconstructed chunk" not in err, err


def test_a_run_stopped_while_writing_its_outputs_says_they_come_from_its_chunks(
    tmp_path, tiny_anyview_checkpoint, capsys, monkeypatch
):
    """Every chunk recorded (stream.json ``"complete": true``), the cloud and poses not yet
    written: said, and the same command writes them."""
    from tt_depth_anything_3.exports import sequence

    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(6))
    out = tmp_path / "scene"
    argv = ["video", str(video), "--out", str(out), "--no-progress", "--chunk-size", "4"]
    argv += ["--overlap", "2", *model_args(tiny_anyview_checkpoint)]
    _stop_after(monkeypatch, sequence, "write_outputs", 1)
    assert main(argv) == 130
    err = capsys.readouterr().err
    assert not (out / "cloud.ply").exists()
    assert f"{out} holds every reconstructed chunk (2 chunks, 6 frames)" in err, err
    assert "the same command writes the outputs from them" in err
    monkeypatch.undo()
    assert main(argv) == 0 and (out / "cloud.ply").is_file()
