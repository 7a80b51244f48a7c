"""``tt-da3 video`` reruns into the same ``--out`` and its poses' timestamps: what an outside
test found (per-frame outputs kept stale under other settings; poses stamped i / fps whatever
the frame selection)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from PIL import Image

from support.video_files import frames, model_args, write_mp4
from tt_depth_anything_3.cli import main

av = pytest.importorskip("av")


def _video(tmp_path, n: int = 6):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(n))
    return video


def test_per_frame_reruns_are_recorded_and_refused_when_they_differ(
    tmp_path, tiny_metric_checkpoint, capsys
):
    video = _video(tmp_path)
    out = tmp_path / "depth"
    base = ["video", str(video), "--out", str(out), "--no-progress"]
    base += model_args(tiny_metric_checkpoint)
    assert main([*base, "--max-frames", "4"]) == 0
    record = json.loads((out / "video.json").read_text())
    assert record["outputs"] == {"depth_format": "png", "png_scale": 1000.0}
    first = (out / "depth_000000.png").read_bytes()
    # the same run again rewrites its outputs (identical), with no stale files
    (out / "depth_000000.png").write_bytes(b"spoiled")
    assert main([*base, "--max-frames", "4"]) == 0
    assert (out / "depth_000000.png").read_bytes() == first
    capsys.readouterr()
    for changed, named in (
        (["--max-frames", "4", "--png-scale", "10"], "outputs.png_scale: 1000.0 there, 10.0 now"),
        (["--max-frames", "2"], "frames.max_frames: 4 there, 2 now"),
        (["--max-frames", "4", "--depth-format", "npz"], "outputs.depth_format: 'png' there"),
    ):
        assert main([*base, *changed]) == 2
        assert named in capsys.readouterr().err
    assert np.asarray(Image.open(out / "depth_000000.png")).dtype == np.uint16  # untouched
    assert sorted(p.name for p in out.glob("depth_*.png")) == [
        f"depth_{i:06d}.png" for i in range(4)
    ]


def test_chunked_poses_are_stamped_with_each_frames_time(
    tmp_path, tiny_anyview_checkpoint, tiny_metric_checkpoint, capsys
):
    """--start 1 --stride 2 on a 10 fps video keeps frames 1, 3, 5, 7: 0.1 s, 0.3 s..."""
    video = _video(tmp_path, 8)
    out = tmp_path / "scene"
    argv = ["video", str(video), "--out", str(out), "--start", "1", "--stride", "2"]
    argv += ["--chunk-size", "4", "--overlap", "2", "--no-loop-closure", "--no-progress"]
    anyview = tiny_anyview_checkpoint
    assert main([*argv, *model_args(anyview)]) == 0
    stamps = np.loadtxt(out / "poses_tum.txt")[:, 0]
    assert np.allclose(stamps, [0.1, 0.3, 0.5, 0.7])
    assert main([*argv, *model_args(anyview)]) == 0  # the same run: read again, resumed
    assert np.allclose(np.loadtxt(out / "poses_tum.txt")[:, 0], stamps)
    per_frame = ["video", str(video), "--out", str(out), "--no-progress"]
    assert main([*per_frame, *model_args(tiny_metric_checkpoint)]) == 2  # not mixed in
    assert "holds a chunked reconstruction (stream.json)" in capsys.readouterr().err


def test_no_frame_selected_is_an_error_before_any_output(tmp_path, tiny_metric_checkpoint, capsys):
    """It wrote 'depth of 0 frames' and exit 0 on per-frame models (any-view: an error after
    making --out); now both refuse before the model loads or --out is made."""
    video = _video(tmp_path)
    out = tmp_path / "none"
    argv = ["video", str(video), "--out", str(out), "--start", "30", "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 2
    err = capsys.readouterr().err
    assert "no frame of" in err and not out.exists()
    assert "is selected (--start 30); it has" in err  # the flags given, not '--end None'


def test_the_preview_fits_frames_of_other_sizes_whole(tmp_path):
    """A folder of mixed sizes: later frames were cut to the first one's size."""
    from tt_depth_anything_3.inference.video import VideoWriter

    path = tmp_path / "preview.mp4"
    with VideoWriter(str(path), 10.0, (64, 64)) as writer:
        writer.write(np.full((64, 64, 3), 200, np.uint8))
        writer.write(np.full((128, 32, 3), 200, np.uint8))  # portrait: scaled to 64 x 16
    with av.open(str(path)) as container:
        decoded = [f.to_ndarray(format="rgb24") for f in container.decode(video=0)]
    second = decoded[1].astype(int)
    assert second[:, 28:36].mean() > 150 and second[:, :20].mean() < 40  # centred, not cut


def test_a_truncated_video_says_so(tmp_path):
    """An AVI cut to two thirds decodes its first frames and ended quietly."""
    from tt_depth_anything_3.inference.video import open_frames

    avi = tmp_path / "clip.avi"
    with av.open(str(avi), mode="w") as container:
        stream = container.add_stream("mpeg4", rate=10)
        stream.width, stream.height, stream.pix_fmt = 80, 64, "yuv420p"
        for image in frames(12):
            for packet in stream.encode(av.VideoFrame.from_ndarray(image, format="rgb24")):
                container.mux(packet)
        for packet in stream.encode():
            container.mux(packet)
    data = avi.read_bytes()
    cut = tmp_path / "cut.avi"
    cut.write_bytes(data[: len(data) * 2 // 3])
    with pytest.warns(UserWarning, match="declares 12 frames, .* could be decoded"):
        count = sum(1 for _ in open_frames(cut))
    assert 0 < count < 12


@pytest.mark.parametrize(
    "extra, message",
    [
        (["--png-scale", "0"], "--png-scale"),
        (["--preview", "{tmp}"], "is a folder; name the mp4 to write"),
    ],
)
def test_output_options_are_refused_before_anything_is_written(
    tmp_path, tiny_metric_checkpoint, capsys, extra, message
):
    """``--png-scale 0`` once wrote video.json first, which then refused the corrected rerun."""
    video = _video(tmp_path, n=3)
    out = tmp_path / "depth"
    extra = [e.replace("{tmp}", str(tmp_path)) for e in extra]
    argv = ["video", str(video), "--out", str(out), "--no-progress", *extra]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 2
    assert message in capsys.readouterr().err
    assert not out.exists()
    (tmp_path / "a_file").write_text("x")
    argv = ["video", str(video), "--out", str(tmp_path / "a_file")]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 2
    assert "is a file, not a folder" in capsys.readouterr().err


def test_a_preview_in_a_new_folder_is_written(tmp_path, tiny_metric_checkpoint):
    """The preview's folder is made as --out is (it failed after every frame, naming no path)."""
    video = _video(tmp_path, n=3)
    preview = tmp_path / "new" / "folder" / "preview.mp4"
    argv = ["video", str(video), "--out", str(tmp_path / "d"), "--no-progress"]
    argv += ["--preview", str(preview), *model_args(tiny_metric_checkpoint)]
    assert main(argv) == 0
    assert preview.stat().st_size > 0


def test_ctrl_c_is_one_line_and_exit_130(tmp_path, tiny_metric_checkpoint, capsys, monkeypatch):
    from tt_depth_anything_3.cli import common

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(common, "load_model_from_args", interrupted)
    video = _video(tmp_path, n=3)
    argv = ["video", str(video), "--out", str(tmp_path / "d"), "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 130
    err = capsys.readouterr().err
    assert err.strip() == "tt-da3 video: interrupted" and "Traceback" not in err
