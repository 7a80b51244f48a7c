"""``tt-da3 video``'s frame selection past the end of its input (a helper acting as a user
found it): the refusal named the flags but not how many frames the input has, so a user
could not tell a --start past the end from a file that decodes to nothing."""

from __future__ import annotations

import pytest
from PIL import Image

from support.video_files import frames, write_mp4
from tt_depth_anything_3.cli import main

av = pytest.importorskip("av")


def test_a_start_past_the_end_says_how_many_frames_there_are(tmp_path, capsys):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(6))
    folder = tmp_path / "seq"
    folder.mkdir()
    for i, image in enumerate(frames(3)):
        Image.fromarray(image).save(folder / f"{i}.png")
    for source, said in ((video, "it has 6 frames (0 to 5)"), (folder, "it has 3 frames (0 to 2)")):
        out = tmp_path / "o"
        argv = ["video", str(source), "--out", str(out), "--start", "30", "--weights", "unused"]
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "no frame of" in err and said in err, err
        assert not out.exists()
