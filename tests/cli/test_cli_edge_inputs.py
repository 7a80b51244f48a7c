"""Command-line inputs an outside test found mishandled: unreadable videos, hidden and GIF
files in folders, float TIFFs in [0, 1], out-of-range flags, outputs that would be inputs,
flags a model does not use."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.exports.sequence import StreamOptions
from tt_depth_anything_3.inference.image_files import folder_images
from tt_depth_anything_3.inference.images import load_rgb
from tt_depth_anything_3.scale_out.dataset import check_outputs_apart
from tt_depth_anything_3.scale_out.inputs import list_inputs


@pytest.mark.parametrize("content", [b"", b"not a video at all" * 100])
def test_an_unreadable_video_is_named_without_errno(tmp_path, capsys, content):
    pytest.importorskip("av")
    video = tmp_path / "clip.mp4"
    video.write_bytes(content)
    assert main(["video", str(video), "--out", str(tmp_path / "out"), "--weights", "w"]) == 2
    error = capsys.readouterr().err
    assert f"{video} is not a readable video" in error and "Errno" not in error


def test_folder_scans_take_gifs_and_leave_hidden_files_out(tmp_path, photo):
    for name in ("a.gif", "b.png", ".hidden.jpg", "._b.png", ".cache/c.png"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        Image.fromarray(photo).save(tmp_path / name)
    assert [p.name for p in folder_images(tmp_path)] == ["a.gif", "b.png"]
    assert [item.name for item in list_inputs(tmp_path)] == ["a", "b"]


def test_a_broken_image_link_in_a_folder_is_named_not_skipped(tmp_path, photo, capsys):
    (tmp_path / "in").mkdir()
    Image.fromarray(photo).save(tmp_path / "a.png")
    (tmp_path / "in" / "a.png").symlink_to(tmp_path / "a.png")  # a link that works: read
    (tmp_path / "in" / "b.jpg").symlink_to(tmp_path / "gone.jpg")
    with pytest.raises(ValueError, match=r"1 image link\(s\) in .* point to no file"):
        folder_images(tmp_path / "in")
    assert main(["predict", str(tmp_path / "in"), "--out", str(tmp_path / "out")]) == 2
    assert "b.jpg" in capsys.readouterr().err and not (tmp_path / "out").exists()
    (tmp_path / "in" / "b.jpg").unlink()
    assert folder_images(tmp_path / "in") == [tmp_path / "in" / "a.png"]


def test_a_float_tiff_in_unit_range_reads_as_the_same_picture(tmp_path, photo):
    grey = photo.mean(axis=2)
    Image.fromarray((grey / 255.0).astype(np.float32), "F").save(tmp_path / "unit.tif")
    Image.fromarray(grey.astype(np.float32), "F").save(tmp_path / "levels.tif")
    expected = np.round(grey).astype(np.uint8)
    for name in ("unit.tif", "levels.tif"):
        rgb = load_rgb(tmp_path / name)
        assert np.abs(rgb[..., 0].astype(int) - expected).max() <= 1, name


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["reconstruct", "a.png", "--out", "o", "--seed", "-1"], "--seed must be a finite number"),
        (["reconstruct", "a.png", "--out", "o", "--max-points", "0"], "--max-points must be"),
        (["export", "--out", "o", "--batch", "2"], "without --size it is dynamic"),
        (["export", "--out", "o", "--views", "-1"], "--views >= 0"),
    ],
)
def test_flags_out_of_range_are_refused_before_loading(
    tmp_path, capsys, monkeypatch, argv, message
):
    monkeypatch.chdir(tmp_path)
    Image.fromarray(np.zeros((32, 32, 3), np.uint8)).save(tmp_path / "a.png")
    assert main([*argv, "--weights", "missing"]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"loop_threshold": math.nan}, "loop_threshold must be a finite number"),
        ({"loop_threshold": 1.5}, "loop_threshold must be"),
        ({"loop_top_k": 0}, "loop_top_k must be"),
        ({"fps": 0.0}, "fps must be"),
        ({"conf_percentile": 101.0}, "conf_percentile must be"),
        ({"chunk_size": 8, "overlap": 8}, "overlap"),
    ],
)
def test_stream_options_are_checked_when_made(options, message):
    with pytest.raises(ValueError, match=message):
        StreamOptions(**options)


def test_a_dataset_job_refuses_outputs_that_are_its_inputs(tmp_path, photo):
    Image.fromarray(photo).save(tmp_path / "x.png")
    items = list_inputs(tmp_path)
    with pytest.raises(ValueError, match="is an input image; choose an --out apart"):
        check_outputs_apart(items, tmp_path, ("png",))
    check_outputs_apart(items, tmp_path, ("npy",))
    check_outputs_apart(items, tmp_path / "out", ("png",))


def test_predict_says_a_focal_length_is_unused_by_a_relative_model(
    tiny_anyview_checkpoint, photo, tmp_path, capsys
):
    Image.fromarray(photo).save(tmp_path / "a.png")
    argv = ["predict", str(tmp_path / "a.png"), "--out", str(tmp_path / "out"), "--focal-px"]
    flags = ["500", "--weights", str(tiny_anyview_checkpoint), "--process-res", "70"]
    assert main([*argv, *flags]) == 0
    err = capsys.readouterr().err
    assert err.count("--focal-px scales metric depth") == 1
    assert "not used" in err and err.count("not used") == 1  # once: not again as a warning
    assert Path(tmp_path / "out" / "a.png").is_file()


def test_version(capsys):
    from tt_depth_anything_3 import __version__

    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"tt-da3 {__version__}"


@pytest.mark.parametrize(
    "command",
    [["predict", "a.jpg"], ["video", "a.mp4", "--out", "o"], ["eval-kitti", "--kitti-root", "k"]]
    + [["info"]],
)
def test_an_unknown_flag_shows_its_subcommands_usage(command, capsys):
    """Not the top-level list of subcommands: the usage of the command the flag was given to."""
    with pytest.raises(SystemExit) as exit_:
        main([*command, "--no-such-flag"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    command = command[0]
    assert f"tt-da3 {command}: error: unrecognized arguments: --no-such-flag" in err
    assert err.startswith(f"usage: tt-da3 {command} ")


def test_no_progress_silences_the_bars(
    tiny_metric_checkpoint, photo, tmp_path, capsys, monkeypatch
):
    monkeypatch.setenv("TT_DA3_PROGRESS", "1")  # bars though stderr is captured: the flag wins
    for i in range(2):
        Image.fromarray(np.roll(photo, 5 * i, axis=1)).save(tmp_path / f"v{i}.png")
    images = [str(tmp_path / f"v{i}.png") for i in range(2)]
    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "70", "--no-progress"]
    assert main(["predict", *images, "--out", str(tmp_path / "d"), *flags]) == 0
    assert main(["reconstruct", *images, "--out", str(tmp_path / "r"), *flags]) == 0
    err = capsys.readouterr().err
    assert "img/s" not in err and "step/s" not in err and "%|" not in err
    assert main(["predict", *images, "--out", str(tmp_path / "d"), *flags[:-1]]) == 0
    assert "%|" in capsys.readouterr().err  # the bar, without the flag


def test_a_dataset_rerun_with_another_model_or_settings_is_refused(
    tmp_path, photo, monkeypatch, tiny_metric_checkpoint
):
    """run.json records what made the outputs; a rerun that differs (model, checkpoint files,
    formats, png_scale, call options) is refused before Ray starts, naming the difference,
    instead of skipping the old outputs as done."""
    import ray

    from tt_depth_anything_3.config.options import ModelOptions
    from tt_depth_anything_3.scale_out.dataset import RUN_RECORD, predict_dataset, run_record

    Image.fromarray(photo).save(tmp_path / "x.png")
    items = list_inputs([str(tmp_path / "x.png")])
    out = tmp_path / "out"
    model = ModelOptions(weights=str(tiny_metric_checkpoint), process_res=140)
    first = run_record(model, ("png",), 1000.0, None, 1_000_000)
    assert first["checkpoint"]["files"]["model.safetensors"][0] > 0
    out.mkdir()
    (out / RUN_RECORD).write_text(json.dumps(first))
    (out / "x.png").write_bytes(b"an earlier output")

    def no_cluster(*args, **kwargs):
        raise AssertionError("ray.init called before the record was checked")

    monkeypatch.setattr(ray, "init", no_cluster)
    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    for changed, message in (
        ({"model": ModelOptions(weights=str(tiny_metric_checkpoint), process_res=280)},
         "model.process_res: 140 there, 280 now"),
        ({"png_scale": 256.0}, "png_scale: 1000.0 there, 256.0 now"),
        ({"call_kwargs": {"focal_px": np.float32(500.0)}}, "call.focal_px: None there, 500.0 now"),
    ):  # fmt: skip
        kwargs = {"model": model, "png_scale": 1000.0, "max_pixels": 1_000_000, **changed}
        with pytest.raises(ValueError, match=message):
            predict_dataset(items, out, progress=False, **kwargs)
    assert (out / "x.png").read_bytes() == b"an earlier output"
    # the same settings: the output counts as done, nothing runs (no cluster is needed)
    report = predict_dataset(items, out, model=model, max_pixels=1_000_000, progress=False)
    assert (report.written, report.skipped) == (0, 1)


def test_info_refuses_a_device_it_does_not_know(capsys):
    assert main(["info", "--device", "tpu"]) == 2
    assert "unknown device 'tpu'" in capsys.readouterr().err


@pytest.mark.parametrize(
    "scale, says",
    [("1e9", "PNG(s) clipped at 65535"), ("1e-6", "in under 256 steps"), ("1000", None)],
)
def test_predict_says_when_the_png_scale_clips_or_flattens_depth(
    tiny_metric_checkpoint, photo, tmp_path, capsys, scale, says
):
    Image.fromarray(photo).save(tmp_path / "a.png")
    argv = ["predict", str(tmp_path / "a.png"), "--out", str(tmp_path / "out"), "--png-scale"]
    argv += [scale, "--weights", str(tiny_metric_checkpoint), "--process-res", "70"]
    assert main(argv) == 0
    err = capsys.readouterr().err
    if says is None:
        assert "PNG(s)" not in err
    else:
        assert says in err and "--format npz" in err


def test_the_png_range_warning_does_not_advise_npz_when_it_is_written(
    tiny_metric_checkpoint, photo, tmp_path, capsys
):
    """With ``--format npz`` given, the clipped-PNG line says the .npz files hold the float
    depth instead of advising the flag."""
    Image.fromarray(photo).save(tmp_path / "a.png")
    argv = ["predict", str(tmp_path / "a.png"), "--out", str(tmp_path / "out"), "--png-scale"]
    argv += ["1e9", "--format", "png", "--format", "npz"]
    argv += ["--weights", str(tiny_metric_checkpoint), "--process-res", "70"]
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert "PNG(s) clipped at 65535" in err and "add --format npz" not in err
    assert "the .npz files written beside them hold the float depth" in err
