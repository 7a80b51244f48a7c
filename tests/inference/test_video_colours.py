"""A video's frames in the colours and at the pixels the video says, from an outside test of
``tt-da3 video`` on real files. The ``[video]`` extra allowed PyAV 14 to 16: PyAV 14 has no
``frame.rotation`` (every video stopped with an ``AttributeError``), and PyAV 15 and 16 convert
every frame to RGB with BT.601 and limited range whatever its tags say: a BT.709 video (HD and
phone videos) came out shifted by up to 22 levels, a full-range VP9 / HEVC / FFV1 one by up to
36. PyAV 17 converts each frame with its own matrix and range; an older one is now refused with
a ``MissingExtraError`` saying why, before anything is written. The preview was untagged (players
guess the matrix), and non-square pixels were read as stored without a word."""

from __future__ import annotations

import sys
import types
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
import tomllib

from support.hdr_clips import write_clip
from tt_depth_anything_3.config.extras import MissingExtraError, version_tuple
from tt_depth_anything_3.inference import video
from tt_depth_anything_3.inference.video import open_frames

av = pytest.importorskip("av")
ROOT = Path(__file__).resolve().parents[2]

# (Kr, Kb) of the two colour matrices; AVCOL_SPC_* and AVCOL_RANGE_* numbers of the tags
MATRICES = {"bt709": ((0.2126, 0.0722), 1), "bt601": ((0.299, 0.114), 6)}
RANGES = {"tv": 1, "pc": 2}


def _chart() -> np.ndarray:
    """A 48 x 96 chart of solid colours: pure red, green, blue and 21 others."""
    colours = np.random.default_rng(1).integers(20, 235, (3, 6, 3)).astype(np.uint8)
    colours[0, :3] = [[255, 0, 0], [0, 255, 0], [0, 0, 255]]
    return np.kron(colours, np.ones((16, 16, 1), np.uint8))


def _yuv444(rgb: np.ndarray, matrix: str, full: bool) -> list[np.ndarray]:
    """``rgb`` as 8-bit Y, Cb, Cr planes by the textbook formulas (not FFmpeg's)."""
    (kr, kb), _ = MATRICES[matrix]
    r, g, b = (rgb[..., i] / 255.0 for i in range(3))
    y = kr * r + (1 - kr - kb) * g + kb * b
    cb, cr = (b - y) / (2 * (1 - kb)), (r - y) / (2 * (1 - kr))
    if full:
        planes = (255 * y, 255 * cb + 128, 255 * cr + 128)
    else:
        planes = (16 + 219 * y, 128 + 224 * cb, 128 + 224 * cr)
    return [np.clip(np.round(p), 0, 255).astype(np.uint8) for p in planes]


def _write_tagged(path: Path, rgb: np.ndarray, matrix: str, colour_range: str) -> None:
    """Two frames of ``rgb`` as a lossless yuv444p video tagged with ``matrix`` and
    ``colour_range`` (H.264 for mp4, FFV1 for mkv: a full-range frame FFV1 keeps as yuv444p,
    not yuvj444p, which even an old PyAV read right)."""
    codec, options = ("libx264", {"qp": "0"}) if path.suffix == ".mp4" else ("ffv1", {})
    space, tag_range = MATRICES[matrix][1], RANGES[colour_range]
    planes = _yuv444(rgb, matrix, colour_range == "pc")
    write_clip(path, planes, (space, space, space), codec, options, "yuv444p", tag_range)


@pytest.mark.parametrize(
    ("name", "matrix", "colour_range"),
    [
        ("bt709.mp4", "bt709", "tv"),  # HD and phone videos
        ("bt601.mp4", "bt601", "tv"),
        ("bt709_full.mkv", "bt709", "pc"),
    ],
)
def test_frames_come_out_in_the_colours_their_tags_say(tmp_path, name, matrix, colour_range):
    """Each decoded frame is the chart within a level's rounding (PyAV 15 / 16: 22 levels off
    for BT.709, 36 for full-range BT.709)."""
    rgb = _chart()
    path = tmp_path / name
    _write_tagged(path, rgb, matrix, colour_range)
    with av.open(str(path)) as container:
        frame = next(container.decode(video=0))
        assert (frame.colorspace, frame.color_range) == (
            MATRICES[matrix][1],
            RANGES[colour_range],
        )
    decoded = [f.image for f in open_frames(path)]
    assert len(decoded) == 2
    for image in decoded:
        assert np.abs(image.astype(int) - rgb).max() <= 1


def test_the_video_extra_asks_for_a_pyav_that_reads_colours_right():
    extras = tomllib.loads((ROOT / "code" / "pyproject.toml").read_text(encoding="utf-8"))
    (pin,) = [p for p in extras["project"]["optional-dependencies"]["video"] if p.startswith("av")]
    floor = pin.split(">=")[1].split(",")[0]
    assert version_tuple(floor) >= video.PYAV_MINIMUM[0] == (17,)


@pytest.mark.parametrize("old", ["14.0.1", "16.0.1"])
def test_an_older_pyav_is_refused_saying_why(tmp_path, monkeypatch, old):
    """Not a crash (14: no ``frame.rotation``) nor frames in the wrong colours (15, 16)."""
    monkeypatch.setitem(sys.modules, "av", types.SimpleNamespace(__version__=old))
    clip = tmp_path / "clip.mp4"
    clip.write_bytes(b"not read")
    with pytest.raises(MissingExtraError) as caught:
        next(open_frames(clip))
    assert str(caught.value) == (
        f"video input (PyAV) needs av >= 17, found {old} (older PyAV converts BT.709 and "
        "full-range frames with the wrong colours): pip install 'tt-depth-anything-3[video]'"
    )
    assert [p.name for p in tmp_path.iterdir()] == ["clip.mp4"]


def test_version_tuple_reads_the_leading_numbers():
    assert version_tuple("17.0.1") == (17, 0, 1)
    assert version_tuple("18.1.0rc2") == (18, 1, 0)
    assert version_tuple("17.1.dev0") == (17, 1)
    assert version_tuple("") == () < (17,)


def test_the_preview_says_its_colour_matrix_and_is_read_back_in_its_colours(tmp_path):
    """The preview was untagged yuv420p converted by BT.601: players guess BT.709 for a wide
    video (a side-by-side preview of a 640 x 360 clip is 1280 wide) and showed it shifted. It is
    converted by BT.709, limited range, and tagged so; read back it is the chart."""
    from tt_depth_anything_3.inference.video_writer import VideoWriter

    rgb = _chart()
    target = tmp_path / "prev.mp4"
    with VideoWriter(target, 10, rgb.shape[:2]) as writer:
        for _ in range(2):
            writer.write(rgb)
    with av.open(str(target)) as container:
        context = container.streams.video[0].codec_context
        assert (context.colorspace, context.color_range) == (1, 1)  # BT.709, limited
        assert (context.color_primaries, context.color_trc) == (1, 1)
        frame = next(container.decode(video=0))
        back = frame.to_ndarray(format="rgb24").astype(int)
    # lossy yuv420p: the blocks' inner pixels (the 4:2:0 chroma bleeds at block edges)
    inner = np.zeros(rgb.shape[:2], bool)
    for y in range(0, rgb.shape[0], 16):
        for x in range(0, rgb.shape[1], 16):
            inner[y + 4 : y + 12, x + 4 : x + 12] = True
    assert np.abs(back - rgb)[inner].mean() < 2.0


def test_a_video_with_non_square_pixels_says_its_frames_are_read_as_stored(tmp_path):
    """A 2:1 sample aspect ratio (a player shows the 64 x 48 frames 128 x 48) was read as
    stored without a word: the model saw the frames squeezed. It is said; square pixels say
    nothing."""
    import warnings

    from support.video_files import frames

    squeezed, plain = tmp_path / "sar.mp4", tmp_path / "plain.mp4"
    for path, ratio in ((squeezed, Fraction(2, 1)), (plain, None)):
        with av.open(str(path), mode="w") as container:
            stream = container.add_stream("libx264", rate=10)
            stream.width, stream.height, stream.pix_fmt = 80, 64, "yuv420p"
            if ratio is not None:
                stream.codec_context.sample_aspect_ratio = ratio
            for image in frames(3):
                for packet in stream.encode(av.VideoFrame.from_ndarray(image, format="rgb24")):
                    container.mux(packet)
            for packet in stream.encode():
                container.mux(packet)
    with pytest.warns(UserWarning) as said:
        images = [f.image for f in open_frames(squeezed)]
    assert [str(w.message) for w in said] == [
        f"{squeezed}: its pixels are not square (sample aspect ratio 2:1): its frames are read "
        "as stored, 80x64, not stretched to the 160x64 a player shows"
    ]
    assert [i.shape for i in images] == [(64, 80, 3)] * 3
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert len(list(open_frames(plain))) == 3
