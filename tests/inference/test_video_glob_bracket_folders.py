"""A glob of ``tt-da3 video`` in a folder whose name holds brackets (``"Take [2]/*.png"``,
quoted so that the shell leaves it): the brackets were read as a character class, matching
``Take 2``, so the run failed with ``no images found``. Where a pattern matches nothing and
its folder part names a folder as it is written, that folder's files are matched; a pattern
that matches as a pattern is read as before."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.inference.video import image_paths


def write_frames(folder, names):
    folder.mkdir()
    for name in names:
        Image.fromarray(np.zeros((4, 4, 3), np.uint8)).save(folder / name)


def test_a_glob_in_a_folder_named_with_brackets_reads_its_frames(tmp_path):
    folder = tmp_path / "Take [2]"
    write_frames(folder, ["f2.png", "f10.png", "f1.png"])
    assert image_paths(str(folder / "f*.png")) == [
        folder / n for n in ("f1.png", "f2.png", "f10.png")
    ]


def test_a_pattern_that_matches_as_a_pattern_is_read_as_one(tmp_path):
    write_frames(tmp_path / "Take 2", ["a.png"])  # what "Take [2]" matches as a pattern
    write_frames(tmp_path / "Take [2]", ["b.png"])
    assert image_paths(str(tmp_path / "Take [2]" / "*.png")) == [tmp_path / "Take 2" / "a.png"]


def test_a_pattern_matching_nothing_is_still_no_images(tmp_path):
    write_frames(tmp_path / "Take [2]", ["b.png"])
    with pytest.raises(FileNotFoundError, match="no images found"):
        image_paths(str(tmp_path / "Take [2]" / "*.jpg"))
