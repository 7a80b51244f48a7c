"""``tt-da3 video`` with a model without a camera head (per-frame depth) wrote no frame times:
its files are named by the frame's index in the source, and a variable frame rate's times are
not those indices over the rate. ``frames.csv`` gives each written frame's source index and
time, as a chunked run's does, in the order of the PNGs and of the npz's ``frame``."""

from __future__ import annotations

import csv

import numpy as np
import pytest

from support.video_files import frames, model_args, write_mp4
from tt_depth_anything_3.cli import main

pytest.importorskip("av")


def read_table(path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


@pytest.mark.parametrize("depth_format", ["png", "npz"])
def test_per_frame_depth_writes_each_frame_s_source_index_and_time(
    tmp_path, tiny_metric_checkpoint, depth_format
):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(6), fps=10)
    out = tmp_path / "out"
    argv = ["video", str(video), "--out", str(out), "--fps", "5", "--no-progress",
            "--depth-format", depth_format, *model_args(tiny_metric_checkpoint)]  # fmt: skip
    assert main(argv) == 0
    rows = read_table(out / "frames.csv")
    assert [int(r["frame"]) for r in rows] == [0, 1, 2]
    assert [int(r["source_index"]) for r in rows] == [0, 2, 4]
    np.testing.assert_allclose([float(r["time"]) for r in rows], [0.0, 0.2, 0.4], atol=1e-6)
    assert all(r["source_file"] == "" for r in rows)
    if depth_format == "png":
        assert sorted(p.name for p in out.glob("depth_*.png")) == [
            f"depth_{int(r['source_index']):06d}.png" for r in rows
        ]
    else:
        with np.load(out / "depth.npz") as npz:
            assert npz["frame"].tolist() == [0, 2, 4]


def test_an_image_sequence_s_files_are_named(tmp_path, tiny_metric_checkpoint):
    from PIL import Image

    folder = tmp_path / "seq"
    folder.mkdir()
    for i, image in enumerate(frames(3)):
        Image.fromarray(image).save(folder / f"img{i}.png")
    out = tmp_path / "out"
    argv = ["video", str(folder), "--out", str(out), "--no-progress",
            *model_args(tiny_metric_checkpoint)]  # fmt: skip
    assert main(argv) == 0
    rows = read_table(out / "frames.csv")
    assert [r["source_file"] for r in rows] == [str(folder / f"img{i}.png") for i in range(3)]
