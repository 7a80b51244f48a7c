"""``inference.video`` on a damaged stretch of a video (packets the decoder refuses): it warned
once per packet, so a user met hundreds of lines for one damaged stretch. It now warns once a
stretch, when it has ended: where it lies (the frames decoded around it, their times), how
many packets were skipped and how many source frames lost; ``DamageTally`` sums the stretches
for the run's summary (``tt-da3 video``'s last line)."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from support.video_files import mjpeg_with_zeroed_packets, model_args
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.inference.video import FrameSelection, open_frames
from tt_depth_anything_3.inference.video_damage import DamageTally

av = pytest.importorskip("av")


def _read(video: Path, selection: FrameSelection = FrameSelection()):
    tally = DamageTally()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        read = list(open_frames(video, selection, tally))
    said = [str(w.message) for w in caught if ": skipped " in str(w.message)]
    return read, said, tally


def test_two_damaged_stretches_are_said_once_each(tmp_path):
    video = mjpeg_with_zeroed_packets(tmp_path, 40, [*range(5, 15), 30, 31])
    read, said, tally = _read(video)
    assert [f.index for f in read] == [*range(5), *range(15, 30), *range(32, 40)]
    assert said == [
        f"{video}: skipped 10 undecodable packets, the first at 0.50 s (after 5 decoded "
        "frames), 10 frames lost between frame 4 (0.40 s) and frame 15 (1.50 s): Invalid data "
        "found when processing input",
        f"{video}: skipped 2 undecodable packets, the first at 3.00 s (after 20 decoded "
        "frames), 2 frames lost between frame 29 (2.90 s) and frame 32 (3.20 s): Invalid data "
        "found when processing input",
    ]
    assert (tally.stretches, tally.packets, tally.lost) == (2, 12, 12)
    assert tally.summary() == (
        "2 damaged stretches of the video skipped (12 undecodable packets, 12 frames lost)"
    )


def test_a_damaged_start_and_end_are_said(tmp_path):
    video = mjpeg_with_zeroed_packets(tmp_path, 20, [0, 1, 2, 17, 18, 19])
    read, said, tally = _read(video)
    assert [f.index for f in read] == list(range(3, 17))
    assert len(said) == 2, said
    assert "skipped 3 undecodable packets, the first at 0.00 s (after 0 decoded frames), 3 " \
        "frames lost before frame 3 (0.30 s)" in said[0], said  # fmt: skip
    assert "skipped 3 undecodable packets, the first at 1.70 s (after 14 decoded frames), 3 " \
        "frames lost after frame 16 (1.60 s), to the end" in said[1], said  # fmt: skip
    assert (tally.stretches, tally.packets, tally.lost) == (2, 6, 6)


def test_a_stretch_open_where_the_selection_ends_is_said(tmp_path):
    video = mjpeg_with_zeroed_packets(tmp_path, 20, [5, 6])
    read, said, tally = _read(video, FrameSelection(end=8))
    assert [f.index for f in read] == [0, 1, 2, 3, 4, 7]
    assert len(said) == 1 and "2 frames lost between frame 4 (0.40 s) and frame 7" in said[0]
    assert tally.stretches == 1


def test_one_undecodable_packet_keeps_its_words(tmp_path):
    video = mjpeg_with_zeroed_packets(tmp_path, 8, [3])
    _, said, tally = _read(video)
    assert said == [
        f"{video}: skipped an undecodable packet at 0.30 s (after 3 decoded frames), 1 frame "
        "lost between frame 2 (0.20 s) and frame 4 (0.40 s): Invalid data found when "
        "processing input"
    ]
    assert tally.summary() == (
        "1 damaged stretch of the video skipped (1 undecodable packet, 1 frame lost)"
    )


def test_the_run_summary_says_the_damage(tmp_path, tiny_metric_checkpoint, capsys):
    video = mjpeg_with_zeroed_packets(tmp_path, 12, [3, 4, 5, 6])
    out = tmp_path / "depth"
    argv = ["video", str(video), "--out", str(out), "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    said = capsys.readouterr()
    assert said.err.count(": skipped ") == 1, said.err
    assert said.out == (
        f"wrote depth of 8 frames to {out}; 1 damaged stretch of the video skipped (4 "
        "undecodable packets, 4 frames lost)\n"
    )


def test_only_the_selected_frames_of_a_stretch_are_counted_lost(tmp_path):
    """``--end`` inside a damaged stretch: the frames past it were counted lost too (10, for
    the 3 selected frames 5 to 7), and the stretch was said to end at frame 15, which is not
    selected; a stretch wholly outside the selection was said, though it lost no selected
    frame."""
    video = mjpeg_with_zeroed_packets(tmp_path, 30, [*range(5, 15), 22, 23])
    read, said, tally = _read(video, FrameSelection(end=8))
    assert [f.index for f in read] == [0, 1, 2, 3, 4]
    assert said == [
        f"{video}: skipped 10 undecodable packets, the first at 0.50 s (after 5 decoded "
        "frames), 3 frames lost after frame 4 (0.40 s), up to frame 8 (where the selection "
        "ends): Invalid data found when processing input"
    ]
    assert (tally.stretches, tally.packets, tally.lost) == (1, 10, 3)
    read, said, tally = _read(video, FrameSelection(start=10, end=20))
    assert [f.index for f in read] == [*range(15, 20)]
    assert len(said) == 1 and "5 frames lost between frame 4 (0.40 s) and frame 15" in said[0]
    assert (tally.stretches, tally.lost) == (1, 5)
    read, said, tally = _read(video, FrameSelection(start=16, end=22))  # both outside it
    assert [f.index for f in read] == [*range(16, 22)] and said == [], said
    assert tally.summary() == ""


def test_a_cli_run_ending_inside_a_stretch_counts_its_selected_frames(
    tmp_path, tiny_metric_checkpoint, capsys
):
    video = mjpeg_with_zeroed_packets(tmp_path, 20, [*range(4, 12)])
    out = tmp_path / "depth"
    argv = ["video", str(video), "--out", str(out), "--no-progress", "--end", "6"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    said = capsys.readouterr()
    assert "2 frames lost after frame 3 (0.30 s), up to frame 6" in said.err, said.err
    assert said.out.endswith("(8 undecodable packets, 2 frames lost)\n"), said.out
