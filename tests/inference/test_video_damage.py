"""``inference.video`` and ``inference.video_writer`` on what an outside tester of
``tt-da3 video`` found (s46): a damaged packet mid-video ended the whole video with FFmpeg's
errno, a file with no decodable frame was blamed on the frame selection, ``fps=inf`` got
through, and the preview was written at 24 fps for slow rates (and took names it cannot
write)."""

from __future__ import annotations

import warnings
from fractions import Fraction

import pytest

from support.video_files import frames, mjpeg_with_zeroed_packets
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference.video import FrameSelection, open_frames
from tt_depth_anything_3.inference.video_writer import (
    VideoWriter,
    check_preview_path,
    preview_fraction,
)

av = pytest.importorskip("av")


def test_an_undecodable_packet_is_skipped_with_a_warning_and_the_rest_read(tmp_path):
    video = mjpeg_with_zeroed_packets(tmp_path, 8, [3])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        read = list(open_frames(video))
    assert len(read) == 7  # the frames after the damaged one too
    assert [round(f.time, 2) for f in read] == [0.0, 0.1, 0.2, 0.4, 0.5, 0.6, 0.7]
    said = [str(w.message) for w in caught]
    assert any("skipped an undecodable packet at 0.30 s (after 3 decoded frames)" in m
               for m in said), said  # fmt: skip
    assert not any("Errno" in m for m in said)


def test_a_file_with_no_decodable_frame_says_so(tmp_path):
    video = mjpeg_with_zeroed_packets(tmp_path, 8, list(range(8)))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(InputError, match="no frame could be decoded"):
            list(open_frames(video))


@pytest.mark.parametrize("fps", [float("inf"), float("-inf"), float("nan"), 0.0])
def test_fps_must_be_finite(fps):
    with pytest.raises(InputError, match="finite number > 0"):
        FrameSelection(fps=fps)


def test_the_preview_rate_is_kept_exactly():
    assert preview_fraction(0.0004) == Fraction(1, 2500)  # was 0: PyAV's default 24 fps
    assert preview_fraction(1 / 1800) == Fraction(1, 1800)  # was 1/1001
    assert preview_fraction(10 / 3) == Fraction(10, 3)
    assert preview_fraction(30000 / 1001) == Fraction(30000, 1001)
    for bad in (1e-9, 5000.0, float("inf"), float("nan")):
        with pytest.raises(InputError, match="frame rate"):
            preview_fraction(bad)


def test_a_slow_preview_has_its_frames_at_their_times(tmp_path):
    target = tmp_path / "timelapse.mp4"
    with VideoWriter(target, 1 / 2500, (64, 80)) as writer:
        for image in frames(3):
            writer.write(image)
    with av.open(str(target)) as container:
        stream = container.streams.video[0]
        times = [float(f.time) for f in container.decode(stream)]
        assert stream.average_rate == Fraction(1, 2500)
    assert times == [0.0, 2500.0, 5000.0]


@pytest.mark.parametrize("name", ["p.gif", "p.webm", "p.png", "noext.txt", "p.mkv"])
def test_a_preview_name_the_writer_cannot_take_is_refused(tmp_path, name):
    with pytest.raises(InputError, match=r"name it \.mp4"):
        check_preview_path(tmp_path / name)
    with pytest.raises(InputError, match=r"name it \.mp4"):
        VideoWriter(tmp_path / name, 10.0, (64, 80))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", ["p.mp4", "P.MOV", "p.m4v", "plain"])
def test_the_mp4_names_are_written(tmp_path, name):
    target = tmp_path / name
    assert check_preview_path(target) == target
    with VideoWriter(target, 10.0, (64, 80)) as writer:
        writer.write(frames(1)[0])
    with av.open(str(target)) as container:
        assert sum(1 for _ in container.decode(container.streams.video[0])) == 1


class TrailerFails:
    """A container whose first close fails after closing (the trailer on a full disk)."""

    def __init__(self, container) -> None:
        self.container, self.closes = container, 0

    def mux(self, packet) -> None:
        self.container.mux(packet)

    def close(self) -> None:
        self.closes += 1
        self.container.close()
        if self.closes == 1:
            raise OSError(28, "No space left on device")


@pytest.mark.parametrize("how", ["close", "discard"])
def test_a_preview_whose_close_fails_leaves_no_temporary(tmp_path, how):
    """When closing the ``--preview`` video failed, its ``.partial-`` mp4 stayed beside the
    name until the next preview of that name swept it; it is now removed, the error raised."""
    target = tmp_path / "preview.mp4"
    writer = VideoWriter(target, 10.0, (64, 80))
    for image in frames(8) * 10:  # until the encoder's look-ahead gives packets: a file
        writer.write(image)
    assert writer.partial.exists()
    writer.container = TrailerFails(writer.container)
    with pytest.raises(OSError, match="No space left"):
        getattr(writer, how)()
    assert list(tmp_path.iterdir()) == []
