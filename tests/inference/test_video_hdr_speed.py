"""The HDR / wide-gamut SDR frame conversion made fast (session 68): a 30 fps HDR phone clip
waited 0.17-0.3 s a 1080p frame on numpy's whole-frame passes; ``video_hdr`` converts in
strips now (``video_tonemap``). Its output stays within one 8-bit level of the conversion as
it was (``support.hdr_reference``, kept verbatim) at every pixel, 0.1 level at most on average,
on the test clips and on 1080p frames of every 10-bit code."""

from __future__ import annotations

import tracemalloc

import numpy as np
import pytest

from support import hdr_reference as reference
from support.hdr_clips import BT2020, chart, hdr_signal, write_clip, write_hdr, ycbcr10
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference import video_hdr as hdr

av = pytest.importorskip("av")
P3 = 12  # AVColorPrimaries SMPTE 432 (Display P3)


def full_code_frame(size, tags, colour_range=1, pix_fmt="yuv420p10le", seed=0):
    """A frame of every 10-bit code in each plane: its top half random codes 0-1023, its
    bottom half ramps across them, tagged ``tags`` (matrix, primaries, transfer)."""
    height, width = size
    frame = av.VideoFrame(width, height, pix_fmt)
    rng = np.random.default_rng(seed)
    for index, plane in enumerate(frame.planes):
        rows = np.frombuffer(plane, np.uint16).reshape(plane.height, -1)[:, : plane.width]
        h, w = rows.shape
        rows[: h // 2] = rng.integers(0, 1024, (h // 2, w), dtype=np.uint16)
        y, x = np.mgrid[: h - h // 2, :w]
        ramp = (x, y, x + y)[index]  # Y along the rows, Cb down, Cr diagonally
        rows[h // 2 :] = ramp * 1023 // max(ramp.max(), 1)
        assert np.unique(rows).size == 1024
    frame.colorspace, frame.color_primaries, frame.color_trc = tags
    frame.color_range = colour_range
    return frame


def assert_close(frame, monkeypatch, peak_nits=1000.0):
    """The fast conversion of ``frame`` against the reference: within a level, 0.1 on
    average (HDR: the tone curve's peak ``peak_nits``). But for a pure gamma curve (2.2,
    2.8), whose OETF LUT (shared by both) jumps 2 or 5 levels from its first entry (linear 0)
    to its second (1/65536): a value within float32 rounding of that boundary may take either
    entry in either conversion (measured: 1 value in 390,000 of a frame of every code)."""
    if hdr.hdr_transfer(frame) is None:
        fast, old = hdr.wide_sdr_rgb(frame), reference.wide_sdr_rgb(frame)
        first = hdr.sdr_luts(hdr.SDR_CURVES[int(frame.color_trc)])[1][:2]
    else:
        monkeypatch.setattr(hdr, "peak_nits", lambda frame: (peak_nits, "the test's"))
        fast, old = hdr.sdr_rgb(frame), reference.sdr_rgb(frame, peak_nits)
        first = hdr.SRGB_LUT[:2]
    assert fast.shape == old.shape and fast.dtype == np.uint8 and fast.flags.c_contiguous
    off = np.abs(fast.astype(int) - old)
    pair = (np.minimum(fast, old) == first[0]) & (np.maximum(fast, old) == first[1])
    boundary = (off > 1) & pair
    assert ((off <= 1) | boundary).all() and boundary.mean() < 1e-4, (off.max(), boundary.sum())
    assert off.mean() < 0.1, off.mean()
    return off


@pytest.mark.parametrize(
    ("tags", "colour_range", "peak"),
    [
        ((BT2020, BT2020, hdr.PQ), 1, 1000.0),
        ((BT2020, BT2020, hdr.PQ), 2, 4000.0),
        ((BT2020, BT2020, hdr.PQ), 1, 203.0),  # a peak at the reference white: clipped
        ((BT2020, BT2020, hdr.HLG), 1, hdr.HLG_PEAK_NITS),
        ((BT2020, BT2020, 14), 1, None),  # BT.2020-10 SDR
        ((BT2020, P3, 13), 2, None),  # Display P3, sRGB's curve
    ],
    ids=["pq", "pq-full-4000", "pq-203", "hlg", "bt2020-sdr", "p3-srgb-full"],
)
def test_a_1080p_frame_of_every_code_converts_as_before(monkeypatch, tags, colour_range, peak):
    frame = full_code_frame((1080, 1920), tags, colour_range)
    off = assert_close(frame, monkeypatch, peak or 0.0)
    assert off.mean() < 0.001  # measured: under 3e-5


@pytest.mark.parametrize(
    "tags",
    [
        (1, 1, hdr.PQ),
        (1, P3, hdr.HLG),
        (5, BT2020, hdr.HLG),
        (2, 2, hdr.PQ),
        (BT2020, BT2020, 1),
        (BT2020, P3, 1),
        (BT2020, BT2020, 4),
        (BT2020, BT2020, 5),
        (BT2020, BT2020, 8),
    ],
    ids=["pq-bt709", "hlg-p3", "hlg-bt601", "untagged", "bt709", "p3", "g22", "g28", "linear"],
)
@pytest.mark.parametrize("colour_range", [1, 2], ids=["limited", "full"])
def test_frames_of_every_matrix_primaries_and_curve_convert_as_before(
    monkeypatch, tags, colour_range
):
    """Odd sizes too: a strip of part of the rows at the bottom, 4:2:0 chroma of an odd
    width."""
    frame = full_code_frame((271, 483), tags, colour_range, "yuv444p10le", seed=1)
    assert_close(frame, monkeypatch, 600.0)


def test_an_rgb_frame_converts_as_before(monkeypatch):
    frame = full_code_frame((1080, 1920), (0, BT2020, hdr.PQ), 2, "gbrp10le")
    assert_close(frame, monkeypatch, 1000.0)


def test_the_test_clips_convert_as_before(tmp_path, monkeypatch):
    """The clips of ``test_video_hdr`` and ``test_video_wide_gamut``, every frame."""
    rgb = chart()
    paths = []
    for transfer in (hdr.PQ, hdr.HLG):
        paths.append(tmp_path / f"{transfer}.mkv")
        write_hdr(paths[-1], rgb, transfer)
    paths.append(tmp_path / "full.mkv")
    write_hdr(paths[-1], rgb, hdr.PQ, full=True)
    paths.append(tmp_path / "phone.mp4")
    options = {"x265-params": "lossless=1:log-level=error:max-cll=400,100"}
    planes = ycbcr10(hdr_signal(rgb, hdr.PQ, 400))
    write_clip(paths[-1], planes, (BT2020, BT2020, hdr.PQ), "libx265", options, "yuv420p10le")
    for primaries, trc in ((BT2020, 1), (BT2020, 14), (BT2020, 13), (P3, 1)):
        paths.append(tmp_path / f"wide{primaries}-{trc}.mkv")
        write_clip(paths[-1], ycbcr10(rgb / 255.0, *hdr.MATRICES[BT2020]), (BT2020, primaries, trc))
    for path in paths:
        with av.open(str(path)) as container:
            frames = list(container.decode(video=0))
        assert len(frames) == 2
        for frame in frames:
            assert_close(frame, monkeypatch, 400.0 if path.suffix == ".mp4" else 1000.0)


@pytest.mark.parametrize("trc", [hdr.PQ, hdr.HLG, 14], ids=["pq", "hlg", "bt2020-sdr"])
def test_a_1080p_frame_converts_without_frame_sized_temporaries(trc):
    """The whole-frame passes peaked at 81-95 MB of numpy arrays a 1080p frame (tracemalloc:
    PQ 87 MB, HLG 95, BT.2020 SDR 81), float32 planes each written and read back through
    memory at every pass; the strips peak at 7.7-8.3 MB: the 6.2 MB image and a few MB."""
    frame = full_code_frame((1080, 1920), (BT2020, BT2020, trc))
    convert = hdr.wide_sdr_rgb if trc == 14 else hdr.sdr_rgb
    convert(frame)  # the LUTs made
    tracemalloc.start()
    try:
        convert(frame)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1080 * 1920 * 3 + 4_000_000, peak


def test_a_frame_of_a_matrix_and_primaries_it_cannot_convert_names_its_matrix(tmp_path):
    """As before the strips: the matrix is checked first (the strips' first version named the
    primaries), before any work."""
    frame = full_code_frame((256, 256), (10, 5, hdr.PQ), 1, "yuv444p10le")
    with pytest.raises(InputError, match="colour matrix 10 .AVColorSpace."):
        hdr.sdr_rgb(frame, tmp_path / "x.mkv")
