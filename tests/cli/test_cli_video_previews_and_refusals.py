"""``tt-da3 video``, what an outside tester found: ``--fps inf`` and ``--preview`` names
the writer cannot take were refused only after work was done, a slow preview came out at
24 fps, a failed per-frame run left part of its PNG sequence, an exported runtime with token
retrieval was refused only after the export and a chunk (and where loop closure never runs),
and the chunked outputs did not say which source frame each output frame is."""

from __future__ import annotations

import csv
import json
import warnings
from fractions import Fraction

import numpy as np
import pytest
from PIL import Image

import tt_depth_anything_3.cli.common as cli_common
from support.video_files import frames, model_args, write_mp4
from tt_depth_anything_3.cli import main

av = pytest.importorskip("av")


@pytest.fixture
def no_model(monkeypatch):
    """Loading a model fails the test: the refusals come before it."""

    def refuse(*args, **kwargs):
        raise AssertionError("the model was loaded")

    monkeypatch.setattr(cli_common, "load_model_from_args", refuse)


def test_fps_inf_is_refused_in_one_line_before_anything(tmp_path, capsys, no_model):
    folder = tmp_path / "seq"
    folder.mkdir()
    for i, image in enumerate(frames(3)):
        Image.fromarray(image).save(folder / f"{i}.png")
    out = tmp_path / "o"
    argv = ["video", str(folder), "--out", str(out), "--fps", "inf", "--preview",
            str(out / "p.mp4"), "--no-progress", "--weights", "unused"]  # fmt: skip
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.strip() == "tt-da3 video: error: fps must be a finite number > 0, got inf"
    assert not out.exists()


@pytest.mark.parametrize("name", ["p.gif", "p.webm", "p.png", "noext.txt"])
def test_a_preview_name_it_cannot_write_is_refused_first(tmp_path, capsys, no_model, name):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(2))
    out = tmp_path / "o"
    argv = ["video", str(video), "--out", str(out), "--preview", str(tmp_path / "pv" / name),
            "--no-progress", "--weights", "unused"]  # fmt: skip
    assert main(argv) == 2
    assert "name it .mp4" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["clip.mp4"]  # nothing written


def test_a_preview_rate_an_mp4_cannot_hold_is_refused_first(tmp_path, capsys, no_model):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(2))
    out = tmp_path / "o"
    argv = ["video", str(video), "--out", str(out), "--preview", str(tmp_path / "pv" / "p.mp4"),
            "--fps", "5", "--stride", "10000000", "--no-progress", "--weights", "unused"]  # fmt: skip
    assert main(argv) == 2
    assert "the preview's frame rate is 5e-07 frames a second" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["clip.mp4"]


def test_a_time_lapse_preview_has_its_rate(tmp_path, tiny_metric_checkpoint):
    folder = tmp_path / "seq"
    folder.mkdir()
    for i, image in enumerate(frames(3)):
        Image.fromarray(image).save(folder / f"{i}.png")
    preview = tmp_path / "p.mp4"
    argv = ["video", str(folder), "--out", str(tmp_path / "o"), "--fps", "0.0004", "--preview",
            str(preview), "--no-progress", *model_args(tiny_metric_checkpoint)]  # fmt: skip
    assert main(argv) == 0
    with av.open(str(preview)) as container:
        stream = container.streams.video[0]
        assert stream.average_rate == Fraction(1, 2500)  # was 24
        assert [float(f.time) for f in container.decode(stream)] == [0.0, 2500.0, 5000.0]


def test_a_failed_per_frame_run_says_its_pngs_are_partial(
    tmp_path, tiny_metric_checkpoint, monkeypatch, capsys
):
    import tt_depth_anything_3.inference.video as video_module

    real = video_module.side_by_side
    calls = []

    def fail_at_the_third(*args):
        calls.append(1)
        if len(calls) == 3:
            raise OSError("No space left on device")
        return real(*args)

    monkeypatch.setattr(video_module, "side_by_side", fail_at_the_third)
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(5))
    out = tmp_path / "o"
    argv = ["video", str(video), "--out", str(out), "--preview", str(tmp_path / "p.mp4"),
            "--no-progress", *model_args(tiny_metric_checkpoint)]  # fmt: skip
    assert main(argv) == 2
    assert "holds 3 depth PNGs, not every frame" in capsys.readouterr().err
    assert len(list(out.glob("depth_*.png"))) == 3 and not (tmp_path / "p.mp4").exists()
    record = json.loads((out / "video.json").read_text(encoding="utf-8"))
    assert record["complete"] is False


def test_an_exported_runtime_with_token_retrieval_is_refused_before_the_export(
    tmp_path, capsys, no_model, tiny_anyview_checkpoint
):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(9))
    out = tmp_path / "o"
    argv = ["video", str(video), "--out", str(out), "--chunk-size", "4", "--overlap", "2",
            "--runtime", "onnxruntime", "--no-progress", "--weights",
            str(tiny_anyview_checkpoint)]  # fmt: skip
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "--runtime onnxruntime returns no pooled tokens" in err
    assert "9 frames, 4 chunks" in err and "--retrieval thumbnail" in err
    assert not out.exists()


def test_the_token_check_lets_runs_without_loop_closure_through(
    tmp_path, monkeypatch, tiny_anyview_checkpoint
):
    """2 chunks (no loop closure), --retrieval thumbnail and --no-loop-closure pass the check
    (they reach the model: here a stand-in that stops the run)."""

    class Reached(Exception):
        pass

    def reached(*args, **kwargs):
        raise Reached

    monkeypatch.setattr(cli_common, "load_model_from_args", reached)
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(9))
    base = ["video", str(video), "--out", str(tmp_path / "o"), "--runtime", "onnxruntime",
            "--no-progress", "--weights", str(tiny_anyview_checkpoint)]  # fmt: skip
    for flags in (["--chunk-size", "6", "--overlap", "2"], ["--chunk-size", "4",
                  "--overlap", "2", "--retrieval", "thumbnail"],
                  ["--chunk-size", "4", "--overlap", "2", "--no-loop-closure"]):  # fmt: skip
        with pytest.raises(Reached):
            main([*base, *flags])


def test_frames_csv_maps_the_chunked_outputs_to_the_source_frames(
    tmp_path, tiny_anyview_checkpoint
):
    pytest.importorskip("plyfile")
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(20))
    out = tmp_path / "o"
    argv = ["video", str(video), "--out", str(out), "--chunk-size", "4", "--overlap", "2",
            "--stride", "3", "--start", "5", "--end", "20", "--no-loop-closure", "--no-progress",
            *model_args(tiny_anyview_checkpoint)]  # fmt: skip
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert main(argv) == 0
    with open(out / "frames.csv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [int(r["frame"]) for r in rows] == [0, 1, 2, 3, 4]
    assert [int(r["source_index"]) for r in rows] == [5, 8, 11, 14, 17]
    times = np.loadtxt(out / "poses_tum.txt")[:, 0]
    assert np.allclose([float(r["time"]) for r in rows], times)  # the poses' own times
    assert all(r["source_file"] == "" for r in rows)
    assert sorted(p.name for p in (out / "depth").iterdir()) == [
        f"frame_{i:06d}.npz" for i in range(5)
    ]
