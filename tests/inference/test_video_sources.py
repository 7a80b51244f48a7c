"""``inference.video``'s frame sources, from an outside test of ``tt-da3 video``: a rotated
clip is read upright, ``--fps`` ticks a timestamp gap passed take no frame of their own, the
frame-count estimate under ``--fps``, the video files taken by their name, and the preview
writer (whole or absent; a fractional rate)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from support.video_files import frames, remux_rotated, write_mp4, write_video
from tt_depth_anything_3.inference.video import (
    VIDEO_SUFFIXES,
    FrameSelection,
    VideoWriter,
    expected_count,
    is_video,
    open_frames,
)

av = pytest.importorskip("av")
needs_rotation = pytest.mark.skipif(
    not hasattr(av.video.stream.VideoStream, "set_display_rotation"),
    reason="this PyAV cannot write a display matrix (set_display_rotation: PyAV >= 17)",
)


def test_upright_turns_a_frame_as_its_rotation_says():
    from tt_depth_anything_3.inference.video import upright

    image = np.arange(6, dtype=np.uint8).reshape(2, 3)
    assert upright(image, 0) is image and upright(image, None) is image
    # -90: the display matrix turns it 90 degrees clockwise (a phone's portrait clip)
    assert np.array_equal(upright(image, -90), [[3, 0], [4, 1], [5, 2]])
    assert np.array_equal(upright(image, 90), [[2, 5], [1, 4], [0, 3]])
    assert np.array_equal(upright(image, 180), image[::-1, ::-1])
    assert np.array_equal(upright(image, -180), image[::-1, ::-1])


@needs_rotation
@pytest.mark.parametrize("rotation", [-90, 90, 180])
def test_a_rotated_video_is_read_upright(tmp_path, rotation):
    """The clip is stored 64 x 80 with a display matrix: its frames come out as a player
    shows them (portrait for +-90), the same pixels as the unrotated clip's, turned."""
    plain, turned = tmp_path / "plain.mp4", tmp_path / "turned.mp4"
    write_mp4(plain, frames(4))
    remux_rotated(plain, turned, rotation)
    with av.open(str(turned)) as container:
        assert next(container.decode(video=0)).rotation % 360 == rotation % 360  # the header
    flat = [f.image for f in open_frames(plain)]
    shown = [f.image for f in open_frames(turned)]
    assert shown[0].shape == ((80, 64, 3) if rotation % 180 else (64, 80, 3))
    assert shown[0].flags.c_contiguous
    # the same packets (two encodes of the same frames differed by 1.5 levels in 1 run of 4):
    # the same pixels, turned
    for a, b in zip(flat, shown, strict=True):
        assert np.array_equal(np.rot90(a, rotation // 90), b)


def test_fps_ticks_passed_in_a_gap_take_no_frame(tmp_path):
    """30 fps, 0 - 0.967 s, a 1 s gap, 2.0 - 2.967 s: at 2 fps the first frame at or after
    each 0.5 s tick, once: 0, 0.5, 2.0, 2.5 (not 2.0, 2.033, 2.067 for the ticks 1.0, 1.5,
    2.0 the gap passed)."""
    video = tmp_path / "gap.mkv"
    pts = [*range(30), *range(60, 90)]
    write_video(video, [frames(1)[0]] * 60, fps=30, pts=pts)
    times = [round(f.time, 3) for f in open_frames(video, FrameSelection(fps=2))]
    assert times == [0.0, 0.5, 2.0, 2.5]
    assert [f.index for f in open_frames(video, FrameSelection(fps=2))] == [0, 15, 30, 45]


def test_fps_sampling_of_an_even_clip_and_its_estimate(tmp_path):
    """14 frames at 10 fps (0 - 1.3 s) at 3 fps: ticks 0, 1/3, 2/3, 1 (1 1/3 is past the last
    frame): 4 frames, and the estimate says 4 (it said 5: the bar ended at 4/5)."""
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(14), fps=10)
    for fps, indices in ((3.0, [0, 4, 7, 10]), (5.0, list(range(0, 14, 2))), (20.0, None)):
        selection = FrameSelection(fps=fps)
        picked = [f.index for f in open_frames(video, selection)]
        assert picked == (indices or list(range(14)))
        assert expected_count(video, selection) == len(picked)
    selection = FrameSelection(start=2, end=12, fps=3.0, stride=2)
    assert expected_count(video, selection) == len(list(open_frames(video, selection))) == 2


@pytest.mark.parametrize(
    ("suffix", "codec", "pix_fmt"),
    [
        (".gif", "gif", "rgb8"),
        (".ts", "libx264", "yuv420p"),
        (".3gp", "libx264", "yuv420p"),
        (".mpg", "mpeg1video", "yuv420p"),
        (".flv", "flv", "yuv420p"),
        (".wmv", "wmv2", "yuv420p"),
        (".m2ts", "libx264", "yuv420p"),
    ],
)
def test_common_video_files_are_taken_by_their_name(tmp_path, suffix, codec, pix_fmt):
    video = tmp_path / f"clip{suffix.upper()}"
    write_video(video, frames(5), fps=25 if codec == "mpeg1video" else 10, codec=codec,
                pix_fmt=pix_fmt)  # fmt: skip
    assert is_video(video)
    decoded = list(open_frames(video))
    assert len(decoded) == 5 and decoded[0].image.shape == (64, 80, 3)


def test_the_video_suffixes_named_by_the_help():
    for suffix in (".mpeg", ".ogv", ".mts", ".webm", ".mov", ".avi", ".m4v", ".mkv", ".mp4"):
        assert suffix in VIDEO_SUFFIXES and is_video(Path(f"a{suffix}"))
    assert not is_video("frames.txt") and not is_video("frames/*.png")


def test_the_preview_is_whole_or_absent(tmp_path):
    target = tmp_path / "prev.mp4"
    with pytest.raises(KeyboardInterrupt):
        with VideoWriter(target, 10 / 3, (64, 80)) as writer:
            writer.write(frames(1)[0])
            raise KeyboardInterrupt  # Ctrl-C mid-run
    assert list(tmp_path.iterdir()) == []  # no stub, no temporary
    (tmp_path / ".prev.mp4.partial-0123456789ab.mp4").write_bytes(b"a killed run's")
    with VideoWriter(target, 10 / 3, (64, 80)) as writer:
        for image in frames(4):
            writer.write(image)
    assert [p.name for p in tmp_path.iterdir()] == ["prev.mp4"]
    with av.open(str(target)) as container:
        stream = container.streams.video[0]
        assert abs(float(stream.average_rate) - 10 / 3) < 1e-3  # not rounded to 3
        assert sum(1 for _ in container.decode(stream)) == 4


def test_a_video_given_as_an_image_is_said_to_be_one(tmp_path):
    """``tt-da3 predict clip.mp4`` / ``model("clip.mp4")`` said the file was no image Pillow
    reads, with no word of the command that reads videos; a file named like an image keeps
    the plain message."""
    from tt_depth_anything_3.inference.image_errors import ImageDecodeError
    from tt_depth_anything_3.inference.images import load_rgb

    clip, blob = tmp_path / "clip.MP4", tmp_path / "blob.png"
    write_mp4(clip, frames(2))
    blob.write_bytes(clip.read_bytes())
    with pytest.raises(ImageDecodeError, match="another format Pillow reads") as said:
        load_rgb(clip)
    assert "a video by its name: `tt-da3 video` reads its frames" in str(said.value)
    with pytest.raises(ImageDecodeError, match="another format Pillow reads") as said:
        load_rgb(blob)
    assert "tt-da3 video" not in str(said.value)
