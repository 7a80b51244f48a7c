"""Dolby Vision videos, from a user's streaming rip: a profile 5 video (single layer, IPTPQc2,
no HDR10 base layer) came out purple and green without a word, its frames tagged PQ / BT.2020
(tone-mapped as if HDR10) or not at all (read as SDR). It is refused now with an ``InputError``
naming what says so (the mp4 sample entry ``dvh1`` or the frames' RPU), before a frame is
returned; a profile 8 video (an HDR10-compatible base layer) is read as that layer, as before,
and its ``HdrVideoWarning`` says so. The clips are built by ``support.dovi_clips``."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from support.dovi_clips import nal, rpu, with_dvcc, write_dovi
from support.hdr_clips import BT2020, chart, hdr_signal, write_clip, ycbcr10
from tt_depth_anything_3.config.errors import HdrVideoWarning, InputError
from tt_depth_anything_3.inference import video_dovi
from tt_depth_anything_3.inference import video_hdr as hdr
from tt_depth_anything_3.inference.video import open_frames

av = pytest.importorskip("av")
PQ_TAGS, UNTAGGED = (BT2020, BT2020, hdr.PQ), (2, 2, 2)


def _refusal(path, source: str) -> str:
    return (
        f"{path}: its frames are Dolby Vision profile 5 ({source}): IPTPQc2 colours with no "
        "HDR10 or SDR base layer, which read as Y'CbCr come out purple and green; Dolby "
        "Vision's reshaping is not applied here: convert the video to HDR10 or SDR first with a "
        "tool that applies it (FFmpeg's libplacebo filter, a Dolby Vision player)"
    )


@pytest.mark.parametrize("tags", [PQ_TAGS, UNTAGGED], ids=["pq-tagged", "untagged"])
def test_a_profile_5_video_is_refused_by_its_frames_rpu(tmp_path, tags):
    """Tagged PQ it was tone-mapped as HDR10, untagged read as SDR: wrong colours either way."""
    path = tmp_path / "p5.mkv"
    planes = ycbcr10(hdr_signal(chart(), hdr.PQ, 1000), full=True)
    write_dovi(path, planes, tags, profile=5, colour_range=2)
    with av.open(str(path)) as container:
        frame = next(container.decode(video=0))
        kinds = [kind for kind, _ in video_dovi.side_data(frame)]
        assert {"DOVI_RPU_BUFFER", "DOVI_METADATA"} <= set(kinds)  # FFmpeg parsed the RPU
    with pytest.raises(InputError) as caught:
        next(open_frames(path))
    source = "its frames' RPU: vdr_rpu_profile 0, a full-range base layer"
    assert str(caught.value) == _refusal(path, source)


def test_a_profile_5_mp4_is_refused_by_its_sample_entry(tmp_path):
    """``dvh1``: a Dolby Vision HEVC stream with no compatible base layer, RPU or not."""
    plain = tmp_path / "plain.mp4"
    planes = ycbcr10(hdr_signal(chart(), hdr.PQ, 1000), full=True)
    write_clip(
        plain, planes, UNTAGGED, "libx265", {"x265-params": "log-level=error"}, "yuv420p10le", 2
    )
    path = tmp_path / "p5.mp4"
    path.write_bytes(with_dvcc(plain.read_bytes(), profile=5, compatibility=0))
    with av.open(str(path)) as container:
        assert container.streams.video[0].codec_context.codec_tag == "dvh1"
    with pytest.raises(InputError) as caught:
        next(open_frames(path))
    source = "its HEVC sample entry dvh1: no compatible base layer"
    assert str(caught.value) == _refusal(path, source)
    assert len(list(open_frames(plain))) == 2  # the same frames as hev1: read


def test_a_profile_8_video_is_read_as_its_hdr10_base_layer_and_says_so(tmp_path):
    """Its base layer is HDR10: tone-mapped as before (the chart inside its 4:2:0 blocks)."""
    rgb = chart()
    path = tmp_path / "p8.mkv"
    write_dovi(path, ycbcr10(hdr_signal(rgb, hdr.PQ, 1000)), PQ_TAGS, profile=8, colour_range=1)
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        images = [f.image for f in open_frames(path)]
    said = [str(w.message) for w in said if issubclass(w.category, HdrVideoWarning)]
    assert said == [
        f"{path}: its frames are HDR, PQ (SMPTE ST 2084): tone-mapped to SDR sRGB (BT.709 "
        "primaries) as an SDR screen shows them (reference white 203 nits; peak 1000 nits, a "
        "default: the video says no peak; Dolby Vision, its frames' RPU: vdr_rpu_profile 1, a "
        "profile with a base layer (8, 7, 4): read as its base layer, its Dolby Vision metadata "
        "not applied)"
    ]
    off = np.abs(images[0].astype(int) - rgb).reshape(3, 16, 4, 16, 3)[:, 4:12, :, 4:12]
    assert len(images) == 2 and np.median(off) <= 2


def test_the_rpu_header_is_read_as_ffmpeg_and_dovi_tool_guess_the_profile():
    assert video_dovi.rpu_header(rpu(5)) == (0, 1)  # vdr_rpu_profile 0, full range: 5
    assert video_dovi.rpu_header(rpu(8)) == (1, 0)
    escaped = nal(rpu(5))[6:]  # the NAL's payload, emulation-prevention bytes in place
    assert video_dovi.rpu_header(escaped) == (0, 1)
    assert video_dovi.rpu_header(b"\x19\x04") is None  # too short
    assert video_dovi.rpu_header(b"\x1a" + rpu(5)[1:]) is None  # not an HEVC RPU
    assert video_dovi.rpu_header(bytes([25, 0x0C, 0, 0, 0])) is None  # rpu_type 3


class _Frame:
    def __init__(self, **data: bytes) -> None:
        self.side_data = {name: _Data(name, raw) for name, raw in data.items()}


class _Data(bytes):
    def __new__(cls, name: str, raw: bytes):
        made = super().__new__(cls, raw)
        made.type = type("T", (), {"name": name})()
        return made


def test_the_decision_reads_the_rpu_then_ffmpegs_parsed_header():
    """A PyAV 18.1.1 frame (its side data iterated by type): the raw RPU decides, else
    ``DOVI_METADATA``'s header (``AVDOVIRpuDataHeader`` at ``header_offset``)."""
    assert video_dovi.dolby_vision(_Frame(DOVI_RPU_BUFFER=rpu(5))).profile == 5
    assert video_dovi.dolby_vision(_Frame(DOVI_RPU_BUFFER=rpu(8))).profile is None
    header = bytes([2, 0, 18, 0, 0, 0, 0, 0, 23, 1, 1])  # vdr_rpu_profile 0, full range
    metadata = (48).to_bytes(8, "little") + bytes(40) + header
    decided = video_dovi.dolby_vision(_Frame(DOVI_METADATA=metadata))
    assert decided == video_dovi.DolbyVision(
        5, "its frames' RPU: vdr_rpu_profile 0, a full-range base layer"
    )
    assert video_dovi.dolby_vision(_Frame(DOVI_RPU_BUFFER=b"\x19")).source == (
        "its frames' RPU, unread"
    )
    assert video_dovi.dolby_vision(_Frame(CONTENT_LIGHT_LEVEL=bytes(8))) is None
    assert video_dovi.dolby_vision(_Frame(), "dav1").profile == 5
    assert video_dovi.dolby_vision(_Frame(), "hvc1") is None
    # a readable RPU decides over the sample entry: Dolby's mp4muxer can label profile 8 dvh1
    assert video_dovi.dolby_vision(_Frame(DOVI_RPU_BUFFER=rpu(8)), "dvh1").profile is None
    assert video_dovi.dolby_vision(_Frame(DOVI_RPU_BUFFER=b"\x19"), "dvh1").profile == 5


def test_a_codec_tag_pyav_cannot_decode_is_no_dolby_vision_entry():
    """PyAV 18.1.0 decodes a stream's tag as ASCII: a tag of bytes over 127 raised
    ``UnicodeDecodeError`` (18.1.1: Latin-1); it is none of the Dolby Vision entries."""

    class Context:
        @property
        def codec_tag(self) -> str:
            return bytes([0xFF, 0, 0, 0]).decode("ascii")

    stream = type("Stream", (), {"codec_context": Context()})()
    assert video_dovi.codec_tag(stream) == ""
    plain = type("Stream", (), {"codec_context": type("C", (), {"codec_tag": "dvh1"})()})()
    assert video_dovi.codec_tag(plain) == "dvh1"


def test_the_command_refuses_a_profile_5_video_writing_nothing(
    tmp_path, tiny_metric_checkpoint, capsys
):
    from support.video_files import model_args
    from tt_depth_anything_3.cli import main

    path = tmp_path / "p5.mkv"
    planes = ycbcr10(hdr_signal(chart(), hdr.PQ, 1000), full=True)
    write_dovi(path, planes, PQ_TAGS, profile=5, colour_range=2)
    out = tmp_path / "o"
    argv = ["video", str(path), "--out", str(out), "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 2
    err = capsys.readouterr().err
    assert "Dolby Vision profile 5" in err and "convert the video to HDR10 or SDR" in err
    assert not out.exists() or not any(out.rglob("*.png"))
