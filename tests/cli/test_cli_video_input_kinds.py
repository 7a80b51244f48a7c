"""``tt-da3 video`` on an INPUT that is no video by its name, folder, glob or list: a user
with a Raspberry Pi camera's raw ``clip.h264``, one photo, a missing path or a video renamed
``.dat`` read only ``not a video, folder, glob or .txt list``, whatever the file was; the
error now says which it is and what to do, before the model loads."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main


def run(source: Path, tmp_path: Path, capsys) -> str:
    argv = ["video", str(source), "--out", str(tmp_path / "out"), "--weights", "missing"]
    assert main(argv) == 2  # before the weights are looked for
    assert not (tmp_path / "out").exists()
    return capsys.readouterr().err


def test_a_raw_stream_says_to_put_it_in_a_container(tmp_path, capsys):
    source = tmp_path / "clip.h264"
    source.write_bytes(b"\x00\x00\x00\x01\x67" + bytes(64))  # an H.264 start code
    err = run(source, tmp_path, capsys)
    assert f"{source}: not a video, folder, glob or .txt list" in err
    assert "raw video stream (.h264) has no container" in err
    assert "ffmpeg -framerate 30 -i clip.h264 -c copy clip.mp4" in err


def test_one_photo_is_pointed_to_predict(tmp_path, capsys):
    source = tmp_path / "photo.jpg"
    Image.fromarray(np.zeros((8, 8, 3), np.uint8)).save(source)
    err = run(source, tmp_path, capsys)
    assert "one image (tt-da3 predict reads it" in err


@pytest.mark.parametrize("name", ["clip.dat", "clip.MP4.part", "recording"])
def test_a_file_of_another_name_lists_the_video_suffixes(tmp_path, capsys, name):
    source = tmp_path / name
    source.write_bytes(bytes(100))
    err = run(source, tmp_path, capsys)
    assert "a video is read by its name (.mp4, .mkv, .webm" in err


def test_a_missing_path_is_said_missing(tmp_path, capsys):
    err = run(tmp_path / "no_such_take", tmp_path, capsys)
    assert "no_such_take: not a video, folder, glob or .txt list: no such file or folder" in err
