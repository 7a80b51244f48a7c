"""The order of an image sequence's frames (``tt-da3 video`` on a folder or a glob): natural,
numeric-aware order, so unpadded frame numbers (``img2`` before ``img10``, as ``%d`` frame
dumpers write them) are read in sequence; it was text order (``img0, img1, img10, ...``)."""

from __future__ import annotations

import numpy as np
from PIL import Image

from tt_depth_anything_3.inference.image_files import natural_key
from tt_depth_anything_3.inference.video import FrameSelection, frame_files, image_paths


def write_frames(folder, names):
    folder.mkdir()
    for name in names:
        Image.fromarray(np.zeros((4, 4, 3), np.uint8)).save(folder / name)


def test_natural_key_compares_digit_runs_as_numbers():
    names = ["img10.png", "img2.png", "img1.png", "img01.png", "b.png", "a10b2.png", "a9b3.png"]
    assert sorted(names, key=natural_key) == [
        "a9b3.png", "a10b2.png", "b.png", "img01.png", "img1.png", "img2.png", "img10.png"
    ]  # fmt: skip


def test_folders_and_globs_are_read_in_natural_order(tmp_path):
    folder = tmp_path / "frames"
    write_frames(folder, [f"img{i}.png" for i in range(12)])
    expected = [folder / f"img{i}.png" for i in range(12)]
    assert image_paths(folder) == expected
    assert image_paths(str(folder / "img*.png")) == expected


def test_the_selected_frames_files_in_the_order_read(tmp_path):
    folder = tmp_path / "frames"
    write_frames(folder, [f"f{i}.jpg" for i in range(11)])
    selection = FrameSelection(start=1, stride=4)
    assert frame_files(folder, selection) == ["f1.jpg", "f5.jpg", "f9.jpg"]
    listed = tmp_path / "list.txt"
    listed.write_text("frames/f10.jpg\nframes/f2.jpg\n", encoding="utf-8")
    assert frame_files(listed) == [str(tmp_path / "frames/f10.jpg"), str(folder / "f2.jpg")]
