"""``inference.video`` on an H.264 video with B-frames whose tail is cut (a recording or a
download that stopped): the file's last packets, in decode order, hold a P-frame but not the
B-frames shown before it, and the decoder gives that P-frame when it drains at the end. Its
index counted the packets fed before it, so the last frame (3.2 s into a 10 fps video) was
numbered 29, not 32: the depth files, ``frames.csv`` and ``--start`` / ``--end`` named the
wrong source frame. A frame given before the packets up to its time were fed is now numbered
by its time where the frames before were evenly spaced; a variable frame rate's frames are
still counted."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from support.video_files import frames, write_video
from tt_depth_anything_3.inference.video import open_frames

av = pytest.importorskip("av")


def _b_frame_video(path: Path, count: int) -> None:
    with av.open(str(path), "w") as container:
        stream = container.add_stream("libx264", rate=10)
        stream.width, stream.height, stream.pix_fmt = 80, 64, "yuv420p"
        stream.options = {"g": "12", "bf": "3", "b_strategy": "0"}
        for image in frames(count):
            for packet in stream.encode(av.VideoFrame.from_ndarray(image, format="rgb24")):
                container.mux(packet)
        for packet in stream.encode():
            container.mux(packet)


def _cut_after_a_p_frame(source: Path, target: Path, after: int) -> list[int]:
    """``source``'s packets in decode order up to the first P-frame from packet ``after`` on
    that is shown two frames or more after every packet before it (its B-frames come after
    it, and are cut): the file as a demuxer reads one that stopped there. Returns the times
    (in frames, from the first frame's) of the packets kept."""
    with av.open(str(source)) as src, av.open(str(target), "w") as dst:
        stream = dst.add_stream_from_template(src.streams.video[0])
        kept: list[int] = []
        for packet in src.demux(src.streams.video[0]):
            if packet.dts is None:
                continue
            shown = round(float(packet.pts * packet.time_base) * 10)
            ahead = bool(kept) and shown >= max(kept) + 2
            packet.stream = stream
            dst.mux(packet)
            kept.append(shown)
            if len(kept) > after and ahead:
                return [k - min(kept) for k in kept]
    raise AssertionError("no P-frame ahead of its B-frames")


@pytest.mark.parametrize("suffix", [".mkv", ".ts"])
def test_the_last_frames_of_a_cut_video_keep_their_numbers(tmp_path, suffix):
    whole, cut = tmp_path / f"whole{suffix}", tmp_path / f"cut{suffix}"
    _b_frame_video(whole, 40)
    kept = _cut_after_a_p_frame(whole, cut, 20)
    assert sorted(kept) != list(range(len(kept)))  # frames before the last one are missing
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the short span is said
        read = list(open_frames(cut))
    assert [f.index for f in read] == [round(f.time * 10) for f in read]
    assert read[-1].index - read[-2].index >= 2  # the B-frames cut off before it: not counted


def test_a_variable_frame_rate_is_still_counted_at_the_end(tmp_path):
    """The last frames of a whole video whose frame rate varies (a gap of 3 frames' time):
    numbered by count, as before, not by time."""
    video = tmp_path / "vfr.mkv"
    write_video(video, frames(12), pts=[0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 13, 14])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        read = list(open_frames(video))
    assert [f.index for f in read] == list(range(12))


@pytest.mark.parametrize("suffix", [".mkv", ".ts"])
def test_every_cut_of_the_tail_keeps_the_numbers(tmp_path, suffix):
    """The file cut at every packet boundary and inside every packet from the 16th on (a
    reference frame last, or its B-frames partly there): every frame is numbered by its
    time, as the source numbered it."""
    whole, cut = tmp_path / f"whole{suffix}", tmp_path / f"cut{suffix}"
    _b_frame_video(whole, 40)
    data = whole.read_bytes()
    with av.open(str(whole)) as container:
        packets = [(p.pos, p.size) for p in container.demux(container.streams.video[0]) if p.size]
    for pos, size in packets[15:]:
        for end in (pos + size // 2, pos + size):
            cut.write_bytes(data[:end])
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # the short span is said
                read = list(open_frames(cut))
            wrong = [(f.index, f.time) for f in read if f.index != round(f.time * 10)]
            assert not wrong, (end, wrong)


def test_a_gap_only_in_the_drained_frames_reads_as_a_cut(tmp_path):
    """The limit PYTHON.md states: a whole variable-rate file, evenly spaced but for a time
    gap in its last frames that the decoder gives only as it drains (the B-frame reorder
    delay: its last 1 or 2 frames), has the same timestamps as a file cut after a frame
    whose B-frames were lost, so those frames are numbered by time, as a cut's are: the 11th
    and 12th of these frames are numbered 12 and 13. (A rule that told them apart by which
    packet came last misnumbered 44 of the 100 cuts above.)"""
    video = tmp_path / "vfr.mkv"
    write_video(video, frames(12), pts=[*range(10), 12, 13])
    assert [f.index for f in open_frames(video)] == [*range(10), 12, 13]
    video = tmp_path / "vfr_last.mkv"
    write_video(video, frames(12), pts=[*range(11), 13])
    assert [f.index for f in open_frames(video)][-2:] == [10, 13]
