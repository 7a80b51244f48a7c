"""``inference.video`` on frames the decoder drops (a helper acting as a user found it): a
video whose first frames are damaged had its first decodable frame numbered 0, so the depth
files, ``frames.csv`` and ``--start`` / ``--end`` named the wrong source frames."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from support.video_files import frames
from tt_depth_anything_3.inference.video import FrameSelection, open_frames

av = pytest.importorskip("av")


def _h264_with_damaged_start(tmp_path: Path) -> Path:
    """A 12-frame 10 fps H.264 mkv (a keyframe every 4 frames, no B-frames) whose first packet,
    the keyframe, is garbled: the decoder drops frames 0 to 3 (one error said, three not)."""
    good, bad = tmp_path / "good.mkv", tmp_path / "bad.mkv"
    with av.open(str(good), "w") as container:
        stream = container.add_stream("libx264", rate=10)
        stream.width, stream.height, stream.pix_fmt = 80, 64, "yuv420p"
        stream.options = {"g": "4", "bf": "0"}
        for image in frames(12):
            for packet in stream.encode(av.VideoFrame.from_ndarray(image, format="rgb24")):
                container.mux(packet)
        for packet in stream.encode():
            container.mux(packet)
    with av.open(str(good)) as src, av.open(str(bad), "w") as dst:
        stream = dst.add_stream_from_template(src.streams.video[0])
        for i, packet in enumerate(src.demux(src.streams.video[0])):
            if packet.dts is None:
                continue
            if i == 0:
                data = bytes(
                    (b * 7 + 13) & 255 if j >= 10 else b for j, b in enumerate(bytes(packet))
                )
                garbled = av.Packet(data)
                garbled.pts, garbled.dts = packet.pts, packet.dts
                garbled.time_base, garbled.is_keyframe = packet.time_base, True
                packet = garbled
            packet.stream = stream
            dst.mux(packet)
    return bad


def test_frames_after_dropped_ones_keep_their_source_index(tmp_path):
    video = _h264_with_damaged_start(tmp_path)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the skipped packet and the short span: said
        read = list(open_frames(video))
        assert [(f.index, round(f.time, 1)) for f in read[:2]] == [(4, 0.4), (5, 0.5)]
        assert [f.index for f in read] == list(range(4, 12))
        # --start / --end name source frames, lost ones included
        picked = list(open_frames(video, FrameSelection(start=6, end=8)))
    assert [(f.index, round(f.time, 1)) for f in picked] == [(6, 0.6), (7, 0.7)]


def test_a_trimmed_mp4_is_not_called_truncated(tmp_path):
    """An mp4 whose edit list starts 2 frames in (as a copy-cut clip's does): its header
    counts 8 frames, its duration 6; the 6 read are all of it, said neither truncated nor
    counted as 8."""
    from support.video_files import write_video
    from tt_depth_anything_3.inference.video import expected_count

    video = tmp_path / "cut.mp4"
    write_video(video, frames(8), codec="mjpeg", pix_fmt="yuvj420p", pts=[-2, -1, *range(6)])
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a warning fails the test
        read = list(open_frames(video))
    assert [f.index for f in read] == list(range(6))
    assert expected_count(video) == 6
