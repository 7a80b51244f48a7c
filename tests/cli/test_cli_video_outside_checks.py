"""``tt-da3 video``, from an outside test: a rotated clip reconstructed upright, frame folders
of mixed sizes refused before any chunk (one chunk still fine, and the API names the frame),
an --out among the inputs refused, 16-bit PNG clipping reported, and the preview (whole or
absent after Ctrl-C; at the sampled rate)."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from support.video_files import frames, model_args, write_mp4, write_video
from tt_depth_anything_3.cli import main

av = pytest.importorskip("av")
pytest.importorskip("plyfile")


def chunked(source, out, checkpoint, *flags: str) -> list[str]:
    return ["video", str(source), "--out", str(out), "--no-progress", "--no-loop-closure",
            *flags, *model_args(checkpoint)]  # fmt: skip


@pytest.mark.skipif(
    not hasattr(av.video.stream.VideoStream, "set_display_rotation"),
    reason="this PyAV cannot write a display matrix (set_display_rotation: PyAV >= 17)",
)
def test_a_portrait_clip_is_reconstructed_upright(tmp_path, tiny_anyview_checkpoint):
    video = tmp_path / "phone.mp4"
    write_video(video, frames(6), rotation=-90)  # stored 80 wide, 64 high; shown portrait
    out = tmp_path / "out"
    argv = chunked(video, out, tiny_anyview_checkpoint, "--chunk-size", "4", "--overlap", "2")
    assert main(argv) == 0
    intrinsics = np.loadtxt(out / "intrinsics.txt")
    assert (intrinsics[:, 5:] == [64, 80]).all()  # width 64, height 80, as a player shows it
    with np.load(out / "depth" / "frame_000000.npz") as d:
        assert d["depth"].shape[0] > d["depth"].shape[1]  # portrait


def mixed_folder(tmp_path):
    folder = tmp_path / "frames"
    folder.mkdir()
    for i, image in enumerate(frames(8)):
        if i == 4:
            image = np.asarray(Image.fromarray(image).resize((100, 60)))
        Image.fromarray(image).save(folder / f"{i:03d}.png")
    return folder


def test_mixed_frame_sizes_are_refused_before_any_chunk(tmp_path, tiny_anyview_checkpoint, capsys):
    folder = mixed_folder(tmp_path)
    out = tmp_path / "out"
    argv = chunked(folder, out, tiny_anyview_checkpoint, "--chunk-size", "4", "--overlap", "1")
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"frame 4 ({folder / '004.png'}) is 60 x 100 (h x w" in err
    assert f"frame 0 ({folder / '000.png'}) 64 x 80" in err
    assert "frames must be of one size" in err and "chunk size at least the frame" in err
    assert not out.exists()  # before anything was written
    # one chunk holds them all: its views are cropped to one size, as before
    argv = chunked(folder, out, tiny_anyview_checkpoint, "--chunk-size", "8", "--overlap", "1")
    assert main(argv) == 0
    assert np.loadtxt(out / "poses_tum.txt").shape == (8, 8)


def test_the_api_names_the_frame_of_another_size(tmp_path, tiny_anyview_checkpoint):
    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.config.errors import InputError

    images = frames(8)
    images[4] = np.asarray(Image.fromarray(images[4]).resize((100, 60)))
    out = tmp_path / "out"
    with DepthAnything3.from_pretrained(weights_path=tiny_anyview_checkpoint, process_res=70) as m:
        with pytest.raises(InputError, match=r"chunk 1 reached the network at \(42, 70\).*"
                           r"frame 4 is 60 x 100 \(h x w\), frame 0 64 x 80"):  # fmt: skip
            m.reconstruct_stream(images, out, chunk_size=4, overlap=1, loop_closure=False)
    assert sorted(p.name for p in (out / "chunks").iterdir()) == ["chunk_0000.npz"]  # kept


def test_an_out_among_the_inputs_is_refused(tmp_path, tiny_metric_checkpoint, capsys):
    folder = tmp_path / "frames"
    folder.mkdir()
    for i, image in enumerate(frames(3)):
        Image.fromarray(image).save(folder / f"{i:03d}.png")
    listing = tmp_path / "list.txt"
    listing.write_text("frames/000.png\nframes/002.png\n", encoding="utf-8")
    before = sorted(p.name for p in folder.iterdir())
    for source, out, message in (
        (folder, folder, "lies inside the input folder"),
        (folder, folder / "depth", "lies inside the input folder"),
        (folder / "*.png", folder, "holds the input image"),
        (listing, folder, "holds the input image"),
    ):
        argv = ["video", str(source), "--out", str(out), "--no-progress"]
        assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 2
        assert message in capsys.readouterr().err
    assert sorted(p.name for p in folder.iterdir()) == before  # nothing written among them
    out = tmp_path / "out"  # beside the inputs: fine
    assert main(["video", str(listing), "--out", str(out), "--no-progress",
                 *model_args(tiny_metric_checkpoint)]) == 0  # fmt: skip
    assert len(list(out.glob("depth_*.png"))) == 2


def test_png_clipping_is_reported(tmp_path, tiny_metric_checkpoint, capsys):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(3))
    argv = ["video", str(video), "--out", str(tmp_path / "o"), "--png-scale", "1e9",
            "--no-progress", *model_args(tiny_metric_checkpoint)]  # fmt: skip
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert (
        "tt-da3 video: 3 PNG(s) clipped at 65535 (depth over 6.5535e-05 at --png-scale 1e+09;"
        in err
    )
    assert "e.g. depth_000000.png:" in err and "--depth-format npz for float depth" in err
    png = np.asarray(Image.open(tmp_path / "o" / "depth_000000.png"))
    assert (png == 65535).all()


def test_the_preview_runs_at_the_sampled_rate(tmp_path, tiny_metric_checkpoint):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(10), fps=10)
    preview = tmp_path / "p" / "prev.mp4"
    argv = ["video", str(video), "--out", str(tmp_path / "o"), "--stride", "5", "--preview",
            str(preview), "--no-progress", *model_args(tiny_metric_checkpoint)]  # fmt: skip
    assert main(argv) == 0
    with av.open(str(preview)) as container:
        stream = container.streams.video[0]
        assert float(stream.average_rate) == pytest.approx(2.0)  # 10 fps, every 5th frame
        assert sum(1 for _ in container.decode(stream)) == 2


def test_ctrl_c_leaves_no_partial_preview(tmp_path, tiny_metric_checkpoint, monkeypatch):
    import tt_depth_anything_3.inference.video as video_module

    real = video_module.side_by_side
    calls = []

    def stop_at_the_55th(*args):
        calls.append(1)
        if len(calls) == 55:  # past x264's look-ahead: packets were written
            raise KeyboardInterrupt
        return real(*args)

    monkeypatch.setattr(video_module, "side_by_side", stop_at_the_55th)
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(30) * 2)
    folder = tmp_path / "PF"
    argv = ["video", str(video), "--out", str(tmp_path / "o"), "--preview",
            str(folder / "prev.mp4"), "--no-progress", *model_args(tiny_metric_checkpoint)]  # fmt: skip
    assert main(argv) == 130
    assert list(folder.iterdir()) == []  # no unreadable stub, no temporary
    assert len(list((tmp_path / "o").glob("depth_*.png"))) == 55  # what was done stays
