"""A video's frame times (an outside test of ``tt-da3 video``): ``--fps`` sampling of a video
whose timestamps are rounded (Matroska and WebM stamp frames in whole milliseconds, so a 30 fps
clip's frame 1 is at 0.033 s, short of the 1/30 s tick; ``--fps 30`` kept 20 of its 30 frames,
frames 1, 4, 7, ... dropped as "before their tick", and ``--fps 15`` picked 0, 2, 5, 6, 8, 11
... instead of every other frame, while the progress bar's estimate said 30 and 15), and times
counted from the video's start"""

from __future__ import annotations

import warnings

import pytest

from support.video_files import frames, write_video
from tt_depth_anything_3.inference.video import (
    FrameSelection,
    expected_count,
    open_frames,
    timestamp_slack,
)

av = pytest.importorskip("av")


@pytest.mark.parametrize("suffix", [".mkv", ".webm"])
def test_fps_at_the_source_rate_keeps_every_millisecond_stamped_frame(tmp_path, suffix):
    video = tmp_path / f"clip{suffix}"
    codec = "libvpx-vp9" if suffix == ".webm" else "libx264"
    write_video(video, frames(12), fps=30, codec=codec)
    assert timestamp_slack(video) == pytest.approx(0.001)  # a millisecond clock
    for fps, indices in ((30.0, list(range(12))), (15.0, list(range(0, 12, 2)))):
        selection = FrameSelection(fps=fps)
        picked = [f.index for f in open_frames(video, selection)]
        assert picked == indices
        assert expected_count(video, selection) == len(picked)


def test_exact_stamps_get_no_slack(tmp_path):
    """An AVI counts whole frames (its time base is the frame rate): its stamps are exact, and
    a frame is not taken before its tick (20 fps of 30: ticks at 0, 0.05, 0.1, ...)."""
    video = tmp_path / "clip.avi"
    write_video(video, frames(9), fps=30, codec="mpeg4")
    assert timestamp_slack(video) == 0.0
    picked = [f.index for f in open_frames(video, FrameSelection(fps=20.0))]
    assert picked == [0, 2, 3, 5, 6, 8]


def test_a_video_is_timed_from_its_start(tmp_path):
    """An MPEG-TS clock starts anywhere (a camcorder's .mts minutes in; PyAV's own .ts at
    0.2 s): its frames were timed on that clock (frame 0 at 600 s in ``frames.csv`` and
    ``poses_tum.txt``), not from the video's start as a player and ffmpeg count them."""
    video = tmp_path / "clip.ts"
    write_video(video, frames(4), fps=10, pts=[6000 + i for i in range(4)])
    times = [f.time for f in open_frames(video)]
    assert times == pytest.approx([0.0, 0.1, 0.2, 0.3], abs=1e-6)
    picked = [f.index for f in open_frames(video, FrameSelection(start=1, fps=5.0))]
    assert picked == [1, 3]


def test_a_late_starting_mkv_is_timed_from_its_start_and_not_called_truncated(tmp_path):
    """A Matroska clip whose timestamps start at 600 s (a segment cut from a longer recording
    keeps its clock): its header's duration runs from 0 (600.6 s), which was read as the
    frames' span: it warned "a truncated or damaged file?" for a whole file and estimated 6006
    frames (the progress bar's total, "it has 6006 frames" of a refusal); and the warning
    for an undecodable packet says its time from the video's start, as the frames are timed
    (it said 600.30 s while ``frames.csv`` said 0.2 and 0.4 s for its neighbours)."""
    video = tmp_path / "clip.mkv"
    pts = [6000 + i for i in range(6)]
    write_video(video, frames(6), codec="mjpeg", pix_fmt="yuvj420p", pts=pts)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no warning for a whole file
        assert [round(f.time, 2) for f in open_frames(video)] == [0.0, 0.1, 0.2, 0.3, 0.4, 0.5]
    assert expected_count(video) == 6  # was 6006: 600.6 s at 10 a second (the bar's total)
    with av.open(str(video)) as container:
        packets = [(p.pos, p.size) for p in container.demux(container.streams.video[0]) if p.size]
    data = bytearray(video.read_bytes())
    pos, size = packets[3]
    data[pos + 200 : pos + size - 10] = bytes(size - 210)  # the JPEG's data, not its header
    video.write_bytes(bytes(data))
    with pytest.warns(UserWarning, match="skipped an undecodable packet at 0.30 s"):
        times = [round(f.time, 2) for f in open_frames(video)]
    assert times == [0.0, 0.1, 0.2, 0.4, 0.5]


def test_a_one_frame_mkv_without_a_start_time_is_timed_from_its_frame(tmp_path):
    """The demuxer finds no start time in a one-frame mkv: its frame, at 600 s on its clock,
    is the start (it was timed 600 s, and warned "header declares 600.10 s")."""
    video = tmp_path / "still.mkv"
    write_video(video, frames(1), fps=10, pts=[6000])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert [f.time for f in open_frames(video)] == [0.0]


def test_fps_sampling_opens_the_video_once(tmp_path, monkeypatch):
    """``--fps`` of a video opened it a second time, before its frames, only to read its time
    base (a header read per run): the frames' reader now gives it from the file it opens."""
    video = tmp_path / "clip.mkv"
    write_video(video, frames(6), fps=30)
    opened = []
    real_open = av.open

    def counted_open(*args, **kwargs):
        opened.append(args[0])
        return real_open(*args, **kwargs)

    monkeypatch.setattr(av, "open", counted_open)
    picked = [f.index for f in open_frames(video, FrameSelection(fps=15.0))]
    assert picked == [0, 2, 4]  # the millisecond stamps' slack is still applied
    assert opened == [str(video)]
