"""``tt-da3 video clip --fps N`` read the video's header twice before its frames: once for its
rate (``video_rate``) and once for the progress total (``expected_count``). Both now come from
one read (``rate_and_count``), which still gives what the two gave."""

from __future__ import annotations

import pytest
from PIL import Image

from support.video_files import frames, write_video
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.inference.video import (
    FrameSelection,
    expected_count,
    rate_and_count,
    video_rate,
)

av = pytest.importorskip("av")


@pytest.fixture
def opened(monkeypatch) -> list[str]:
    """The paths ``av.open`` was given."""
    paths: list[str] = []
    real_open = av.open

    def counted_open(*args, **kwargs):
        paths.append(str(args[0]))
        return real_open(*args, **kwargs)

    monkeypatch.setattr(av, "open", counted_open)
    return paths


def test_video_fps_run_reads_the_header_once(opened, tiny_metric_checkpoint, tmp_path):
    video = tmp_path / "clip.mkv"
    write_video(video, frames(6), fps=30)
    opened.clear()  # the writer's
    out = tmp_path / "out"
    argv = ["video", str(video), "--out", str(out), "--fps", "15", "--weights"]
    assert main([*argv, str(tiny_metric_checkpoint), "--process-res", "70", "--no-progress"]) == 0
    assert opened.count(str(video)) == 2  # the header, then the frames (it was 3)


@pytest.mark.parametrize("selection", [FrameSelection(), FrameSelection(fps=15.0, stride=2)])
def test_rate_and_count_gives_what_the_two_gave(selection, tmp_path):
    video = tmp_path / "clip.mkv"
    write_video(video, frames(6), fps=30)
    assert rate_and_count(video, selection) == (video_rate(video), expected_count(video, selection))
    folder = tmp_path / "frames"
    folder.mkdir()
    for i, image in enumerate(frames(3)):
        Image.fromarray(image).save(folder / f"f{i}.png")
    assert rate_and_count(folder, selection) == (None, expected_count(folder, selection))
