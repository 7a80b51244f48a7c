"""``tt-da3 video``, what an outside tester found: a resumed run mixed two models when the
weights at the ``--weights`` path changed (and recorded the default hub id for a local
checkpoint), a frame folder was read in text order (``img10`` before ``img2``) with no record
of the order, ``--depth-format npz`` held every frame's depth in memory until the end, and an
interrupted per-frame run looked like a finished one."""

from __future__ import annotations

import json

import numpy as np
import pytest
from PIL import Image

from support.checkpoints import write_checkpoint
from support.video_files import frames, model_args, write_mp4
from tt_depth_anything_3.api import DepthAnything3
from tt_depth_anything_3.cli import main

av = pytest.importorskip("av")


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """The weights' remembered digests go to this test's folder, not the user's cache."""
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "cache"))


def test_a_rerun_with_other_weights_at_the_same_path_is_refused(tmp_path, capsys):
    pytest.importorskip("plyfile")
    checkpoint = write_checkpoint(tmp_path / "ck", "da3-small", seed=0)
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(6))
    out = tmp_path / "scene"
    argv = ["video", str(video), "--out", str(out), "--chunk-size", "4", "--overlap", "2"]
    argv += ["--no-loop-closure", "--no-progress", *model_args(checkpoint)]
    assert main(argv) == 0
    model = json.loads((out / "stream.json").read_text(encoding="utf-8"))["identity"]["model"]
    assert model["model_id"] == "da3-small"  # the checkpoint's own, not the default hub id
    assert len(model["weights"]["sha256"]) == 64
    assert main(argv) == 0  # the same weights: resumed
    write_checkpoint(checkpoint, "da3-small", seed=123)  # re-downloaded, fine-tuned...
    capsys.readouterr()
    assert main(argv) == 2
    assert "identity.model.weights.sha256" in capsys.readouterr().err


def test_the_same_weights_moved_to_another_path_resume(tmp_path, tiny_metric_checkpoint):
    """The record names the weights by their contents: a copy elsewhere is the same model."""
    import shutil

    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(4))
    out = tmp_path / "depth"
    argv = ["video", str(video), "--out", str(out), "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    moved = shutil.copytree(tiny_metric_checkpoint, tmp_path / "elsewhere" / "ck")
    assert main([*argv, *model_args(moved)]) == 0
    record = json.loads((out / "video.json").read_text(encoding="utf-8"))
    assert record["complete"] is True
    assert "path" not in record["model"]["weights"]


def test_a_frame_folder_is_read_in_natural_order_and_the_order_recorded(
    tmp_path, tiny_metric_checkpoint
):
    folder = tmp_path / "imgs"
    folder.mkdir()
    images = frames(12)
    for i, image in enumerate(images):
        Image.fromarray(image).save(folder / f"img{i}.png")  # unpadded, as %d writes them
    out = tmp_path / "depth"
    argv = ["video", str(folder), "--out", str(out), "--no-progress", "--depth-format", "npz"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    record = json.loads((out / "video.json").read_text(encoding="utf-8"))
    assert record["input"]["files"] == [f"img{i}.png" for i in range(12)]
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=70
    ) as model:
        expected = model(images[2]).depth
    with np.load(out / "depth.npz") as npz:
        assert np.allclose(npz["depth"][2], expected, atol=1e-5)  # img2, not img10


def test_npz_frames_go_to_disk_as_they_come(tmp_path, tiny_metric_checkpoint, monkeypatch):
    """Each result is on disk before the next is asked for: the memory of one frame."""
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(6))
    out = tmp_path / "depth"
    seen: list[int] = []
    original = DepthAnything3.iter_predict

    def spied(self, frames, **options):
        shape = None
        for i, result in enumerate(original(self, frames, **options)):
            raw = list(out.glob(".depth.partial-*.raw"))
            held = raw[0].stat().st_size if raw else 0
            seen.append(held)
            assert shape is None or held == i * shape[0] * shape[1] * 4
            shape = result.output.depth.shape
            yield result

    monkeypatch.setattr(DepthAnything3, "iter_predict", spied)
    argv = ["video", str(video), "--out", str(out), "--no-progress", "--depth-format", "npz"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    assert len(seen) == 6 and seen[-1] > 0
    with np.load(out / "depth.npz") as npz:
        assert npz["depth"].shape[0] == 6 and npz["depth"].dtype == np.float32
        assert npz["frame"].tolist() == list(range(6))
    assert not list(out.glob(".*partial*"))  # the temporary went once packed


@pytest.mark.parametrize("depth_format", ["png", "npz"])
def test_an_interrupted_per_frame_run_is_marked_incomplete(
    tmp_path, tiny_metric_checkpoint, monkeypatch, depth_format
):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(6))
    out = tmp_path / "depth"
    argv = ["video", str(video), "--out", str(out), "--no-progress"]
    argv += ["--depth-format", depth_format, *model_args(tiny_metric_checkpoint)]
    assert main(argv) == 0
    record = json.loads((out / "video.json").read_text(encoding="utf-8"))
    assert record["complete"] is True
    before = {p.name: p.read_bytes() for p in out.glob("depth*")}
    original = DepthAnything3.iter_predict

    def interrupted(self, frames, **options):
        for i, result in enumerate(original(self, frames, **options)):
            if i == 3:
                raise KeyboardInterrupt
            yield result

    monkeypatch.setattr(DepthAnything3, "iter_predict", interrupted)
    assert main(argv) == 130
    record = json.loads((out / "video.json").read_text(encoding="utf-8"))
    assert record["complete"] is False  # a consumer can tell it was cut short
    assert not list(out.glob(".*partial*"))  # no torn or temporary file
    if depth_format == "npz":
        assert (out / "depth.npz").read_bytes() == before["depth.npz"]  # the old one, whole
    monkeypatch.setattr(DepthAnything3, "iter_predict", original)
    assert main(argv) == 0  # the same run again finishes it
    assert json.loads((out / "video.json").read_text(encoding="utf-8"))["complete"] is True
