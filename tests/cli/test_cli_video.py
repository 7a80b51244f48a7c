"""``tt-da3 video``: an mp4 (written with PyAV here), a folder and a glob, with a tiny any-view
model (chunked reconstruction, every output read back) and a tiny metric model (per frame)."""

from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from support.video_files import frames, model_args, write_mp4
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.inference.outputs import written_by_us

av = pytest.importorskip("av")
plyfile = pytest.importorskip("plyfile")
trimesh = pytest.importorskip("trimesh")
pycolmap = pytest.importorskip("pycolmap")

N_FRAMES = 14


def check_reconstruction(out: Path, n: int, step_s: float = 0.1) -> np.ndarray:
    tum = np.loadtxt(out / "poses_tum.txt")  # stamped with each frame's time (``step_s`` apart)
    assert tum.shape == (n, 8) and np.allclose(tum[:, 0], np.arange(n) * step_s)
    assert np.allclose(np.linalg.norm(tum[:, 4:], axis=1), 1.0, atol=1e-6)
    kitti = np.loadtxt(out / "poses_kitti.txt").reshape(n, 3, 4)
    assert np.allclose(kitti[:, :, 3], tum[:, 1:4], atol=1e-6)
    assert np.allclose(kitti[:, :, :3] @ kitti[:, :, :3].transpose(0, 2, 1), np.eye(3), atol=1e-5)
    assert np.loadtxt(out / "intrinsics.txt").shape == (n, 7)
    for f in range(n):
        with np.load(out / "depth" / f"frame_{f:06d}.npz") as d:
            assert d["depth"].shape == d["conf"].shape and (d["depth"] > 0).all()
    vertex = plyfile.PlyData.read(str(out / "cloud.ply"))["vertex"]
    assert vertex.count > 0
    glb = trimesh.load(out / "trajectory.glb")
    assert len(glb.geometry["points"].vertices) == vertex.count
    model = pycolmap.Reconstruction(str(out / "colmap"))
    assert model.num_images() == n and model.num_points3D() == vertex.count
    for image in model.images.values():  # each image it names is there, at its camera's size
        camera = model.cameras[image.camera_id]
        with Image.open(out / "colmap" / "images" / image.name) as frame:
            assert frame.size == (camera.width, camera.height)
    return tum


def test_video_mp4_anyview_chunked(tmp_path, tiny_anyview_checkpoint, capsys):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames())
    out = tmp_path / "out"
    argv = [
        "video",
        str(video),
        "--out",
        str(out),
        "--chunk-size",
        "6",
        "--overlap",
        "2",
        "--no-progress",
        *model_args(tiny_anyview_checkpoint),
    ]
    assert main(argv) == 0
    check_reconstruction(out, N_FRAMES)
    # A rerun resumes: nothing is computed or written again.
    mtime = (out / "cloud.ply").stat().st_mtime_ns
    assert main(argv) == 0
    assert (out / "cloud.ply").stat().st_mtime_ns == mtime
    # Another input, resolution or frame selection into the same folder is refused, saying
    # what differs, and the recorded run is left as it was.
    other = tmp_path / "other.mp4"
    write_mp4(other, frames()[::-1])
    for change, message in (
        ({1: str(other)}, "identity.input.path: "),
        ({-1: "56"}, "identity.model.process_res: 70 there, 56 now"),
    ):
        changed = list(argv)
        for index, value in change.items():
            changed[index] = value
        assert main(changed) == 2
        assert message in capsys.readouterr().err
    assert main([*argv, "--max-frames", "8"]) == 2
    assert "identity.frames.max_frames: None there, 8 now" in capsys.readouterr().err
    assert (out / "cloud.ply").stat().st_mtime_ns == mtime


def test_video_folder_and_glob_give_the_same_reconstruction(tmp_path, tiny_anyview_checkpoint):
    folder = tmp_path / "frames"
    folder.mkdir()
    for i, image in enumerate(frames(10)):
        Image.fromarray(image).save(folder / f"{i:03d}.png")
    poses = []
    for i, source in enumerate([folder, folder / "*.png"]):
        out = tmp_path / f"out{i}"
        argv = [
            "video",
            str(source),
            "--out",
            str(out),
            "--chunk-size",
            "6",
            "--overlap",
            "2",
            "--stride",
            "2",
            "--fps",
            "10",
            "--no-progress",
            "--no-loop-closure",
            *model_args(tiny_anyview_checkpoint),
        ]
        assert main(argv) == 0
        poses.append(check_reconstruction(out, 5, step_s=0.2)[:, 1:])  # every 2nd at 10 fps
    assert np.array_equal(poses[0], poses[1])


def test_video_metric_per_frame_png_and_preview(tmp_path, tiny_metric_checkpoint):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(6))
    out = tmp_path / "depth"
    preview = tmp_path / "preview.mp4"
    argv = [
        "video",
        str(video),
        "--out",
        str(out),
        "--preview",
        str(preview),
        "--start",
        "1",
        "--max-frames",
        "4",
        "--no-progress",
        *model_args(tiny_metric_checkpoint),
    ]
    assert main(argv) == 0
    pngs = sorted(out.glob("depth_*.png"))
    assert [p.name for p in pngs] == [f"depth_{i:06d}.png" for i in range(1, 5)]
    assert np.asarray(Image.open(pngs[0])).dtype == np.uint16
    with av.open(str(preview)) as container:
        decoded = [f.to_ndarray(format="rgb24") for f in container.decode(video=0)]
    assert len(decoded) == 4 and decoded[0].shape == (64, 160, 3)
    npz_out = tmp_path / "npz"
    assert (
        main(
            [
                "video",
                str(video),
                "--out",
                str(npz_out),
                "--depth-format",
                "npz",
                "--no-progress",
                *model_args(tiny_metric_checkpoint),
            ]
        )
        == 0
    )
    with np.load(npz_out / "depth.npz") as d:
        assert d["depth"].shape[0] == 6 and list(d["frame"]) == list(range(6))


def test_video_bad_input(tmp_path):
    assert main(["video", str(tmp_path / "missing.mp4"), "--out", str(tmp_path / "o")]) == 2


def test_frame_selection_and_counts(tmp_path):
    from tt_depth_anything_3.inference.video import FrameSelection, expected_count, open_frames

    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(), fps=10)
    every_other = FrameSelection(start=2, end=12, fps=5.0)
    picked = list(open_frames(video, every_other))
    assert [f.index for f in picked] == [2, 4, 6, 8, 10]
    assert picked[0].image.shape == (64, 80, 3) and picked[0].image.dtype == np.uint8
    assert expected_count(video, every_other) == 5
    assert expected_count(video, FrameSelection(stride=3, max_frames=4)) == 4
    listing = tmp_path / "list.txt"
    for i, image in enumerate(frames(5)):
        Image.fromarray(image).save(tmp_path / f"f{i}.png")
    listing.write_text("\n".join(f"f{i}.png" for i in (4, 0, 2)) + "\n")
    assert [f.image.name for f in open_frames(listing)] == ["f4.png", "f0.png", "f2.png"]
    assert expected_count(listing, FrameSelection(stride=2)) == 2
    with pytest.raises(ValueError, match="stride"):
        FrameSelection(stride=0)


def test_a_truncated_mkv_warns_and_a_whole_one_does_not(tmp_path):
    """mkv stores no frame count: the decoded frames' span is checked against the duration."""
    from tt_depth_anything_3.inference.video import FrameSelection, expected_count, open_frames

    whole = tmp_path / "clip.mkv"
    write_mp4(whole, frames(24), fps=10)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert len(list(open_frames(whole))) == 24
    assert expected_count(whole) == 24  # from its duration: mkv stores no frame count
    assert expected_count(whole, FrameSelection(max_frames=5)) == 5
    cut = tmp_path / "cut.mkv"
    cut.write_bytes(whole.read_bytes()[: whole.stat().st_size * 2 // 3])
    with pytest.warns(UserWarning, match=r"declares 2.40 s, the \d+ decoded frames span"):
        assert len(list(open_frames(cut))) < 20


def test_the_command_says_a_warning_in_one_line(tmp_path, tiny_metric_checkpoint, capsys):
    whole = tmp_path / "clip.mkv"
    write_mp4(whole, frames(24), fps=10)
    cut = tmp_path / "cut.mkv"
    cut.write_bytes(whole.read_bytes()[: whole.stat().st_size * 2 // 3])
    argv = ["video", str(cut), "--out", str(tmp_path / "o"), "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    err = capsys.readouterr().err
    assert f"tt-da3 video: warning: {cut}: its header declares 2.40 s" in err
    assert "UserWarning" not in err and ".py:" not in err  # not Python's file:line form


def test_video_per_frame_flags_progress_and_original_size(
    tmp_path, tiny_metric_checkpoint, capsys, monkeypatch
):
    monkeypatch.setenv("TT_DA3_PROGRESS", "1")  # the bar, though stderr is captured (no TTY)
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(5))
    out = tmp_path / "depth"
    argv = ["video", str(video), "--out", str(out), "--chunk-size", "8", "--overlap", "4"]
    assert main([*argv, "--resize-to-original", *model_args(tiny_metric_checkpoint)]) == 0
    err = capsys.readouterr().err
    assert "--chunk-size, --overlap ignored: da3metric-large has no camera head" in err
    assert "5/5" in err  # the progress bar knows the frame count
    assert np.asarray(Image.open(out / "depth_000000.png")).shape == (64, 80)  # the frame's size
    assert written_by_us(out / "depth_000000.png")  # marked as this package's depth map
    assert main([*argv[:4], "--no-progress", *model_args(tiny_metric_checkpoint)]) != 0
    assert "resize_to_original" in capsys.readouterr().err  # another run into the same folder


def test_reconstruct_stream_refuses_a_model_without_a_camera_head(tiny_metric_checkpoint, tmp_path):
    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.config.errors import InputError

    with DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, process_res=70) as m:
        with pytest.raises(InputError, match="da3metric-large has no camera head"):
            m.reconstruct_stream(frames(4), tmp_path / "out", chunk_size=4, overlap=2)
    assert not (tmp_path / "out").exists()
