"""HDR video frames, from a user's phone clip: a PQ (HDR10) or HLG video, BT.2020, 10-bit, was
decoded as if it were SDR (``rgb24``): the model saw it washed out and dim, unlike what a player
shows. Its frames are tone-mapped to SDR sRGB now (``inference.video_hdr``), with one
``HdrVideoWarning`` a video; SDR videos read as before, bit for bit.

The clips are built from an SDR chart by the inverse of the pipeline (``support.hdr_clips``),
so reading one back gives the chart within a level or two of the 10-bit rounding."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from support.hdr_clips import BT2020, chart, hdr_signal, write_clip, write_hdr, ycbcr10
from support.video_files import model_args
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import HdrVideoWarning, InputError
from tt_depth_anything_3.inference import video_hdr as hdr
from tt_depth_anything_3.inference.video import open_frames

av = pytest.importorskip("av")
TOLERANCE = 2  # levels of 8 bits: the 10-bit signal's rounding, through the pipeline
BLUE = (slice(16, 32), slice(16, 32))  # the chart's pure blue block


def _read(path):
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        images = [f.image for f in open_frames(path)]
    return images, [w for w in said if issubclass(w.category, HdrVideoWarning)], said


def _linear(image: np.ndarray) -> np.ndarray:
    """sRGB uint8 to linear light in [0, 1]."""
    srgb = image / 255.0
    return np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)


def _as_sdr(path):
    """The first frame read the old way: as if SDR."""
    with av.open(str(path)) as container:
        return next(container.decode(video=0)).to_ndarray(format="rgb24", threads=1)


@pytest.mark.parametrize(
    ("transfer", "name", "peak"),
    [
        (hdr.PQ, "PQ (SMPTE ST 2084)", "a default: the video says no peak"),
        (hdr.HLG, "HLG (ARIB STD-B67)", "HLG's nominal peak"),
    ],
)
def test_an_hdr_clip_is_read_as_the_sdr_image_it_shows(tmp_path, transfer, name, peak):
    """Read as SDR, the chart was 54 (PQ) or 32 (HLG) levels off on average, its white 192
    (PQ); tone-mapped, it is within ``TOLERANCE`` (HLG: but for pure blue at SDR white, which
    an HLG display of 1000 nits cannot show: the clip clips it)."""
    rgb = chart()
    path = tmp_path / "hdr.mkv"
    write_hdr(path, rgb, transfer)
    images, said, _ = _read(path)
    assert len(images) == 2 and images[0].dtype == np.uint8 and images[0].shape == rgb.shape
    assert [str(w.message) for w in said] == [
        f"{path}: its frames are HDR, {name}: tone-mapped to SDR sRGB (BT.709 primaries) as an "
        f"SDR screen shows them (reference white 203 nits; peak 1000 nits, {peak})"
    ]
    off = np.abs(images[0].astype(int) - rgb)
    if transfer == hdr.HLG:
        off[BLUE] = 0
    assert off.max() <= TOLERANCE and off.mean() < 0.5
    assert np.abs(images[1].astype(int) - images[0]).max() == 0
    old = np.abs(_as_sdr(path).astype(int) - rgb)
    assert old.mean() > 25  # far off, washed out
    if transfer == hdr.PQ:
        assert _as_sdr(path)[0, 0].max() < 200  # SDR white read as grey


def test_a_full_range_hdr_clip_is_read_in_its_range(tmp_path):
    """Full-range 10-bit PQ (codes 0-1023): the chart back within ``TOLERANCE``."""
    rgb = chart()
    path = tmp_path / "full.mkv"
    write_hdr(path, rgb, hdr.PQ, full=True)
    with av.open(str(path)) as container:
        assert next(container.decode(video=0)).color_range == 2  # full
    images, said, _ = _read(path)
    assert len(said) == 1 and np.abs(images[0].astype(int) - rgb).max() <= TOLERANCE


def test_an_hdr_clip_stored_as_rgb_is_read_too(tmp_path):
    """Planar 10-bit R'G'B' (FFV1 gbrp10le, matrix RGB): no Y'CbCr step, the chart back."""
    rgb = chart()
    codes = np.round(hdr_signal(rgb, hdr.PQ, 1000) * 1023).astype(np.uint16)
    path = tmp_path / "rgb.mkv"
    with av.open(str(path), mode="w") as container:
        stream = container.add_stream("ffv1", rate=10)
        stream.width, stream.height, stream.pix_fmt = 64, 48, "gbrp10le"
        context = stream.codec_context
        context.colorspace, context.color_primaries, context.color_trc = 0, BT2020, hdr.PQ
        frame = av.VideoFrame(64, 48, "gbrp10le")
        for plane, channel in zip(frame.planes, (1, 2, 0), strict=True):  # G, B, R
            rows = np.frombuffer(plane, np.uint16).reshape(plane.height, -1)
            rows[:, :64] = codes[..., channel]
        frame.colorspace, frame.color_primaries, frame.color_trc = 0, BT2020, hdr.PQ
        frame.pts = 0
        for packet in [*stream.encode(frame), *stream.encode()]:
            container.mux(packet)
    images, said, _ = _read(path)
    assert len(said) == 1 and np.abs(images[0].astype(int) - rgb).max() <= TOLERANCE


@pytest.mark.parametrize(
    ("params", "nits", "source"),
    [
        ("max-cll=400,100", 400, "its MaxCLL"),
        (
            "master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(6000000,1)",
            600,
            "its mastering display's peak",
        ),
    ],
)
def test_a_phone_like_hevc_clip_is_mapped_from_the_peak_it_says(tmp_path, params, nits, source):
    """HEVC 4:2:0 10-bit (as phones record), its peak from its content light level or
    mastering display metadata: the chart back inside its blocks, within ``TOLERANCE`` or
    0.5 % of white in linear light (sRGB's steep toe: 10 levels in pure green's red at 600 nits) (4:2:0 chroma bleeds across a
    block's edge: pure green beside blue comes out up to 200 levels off there, as in a player)."""
    rgb = chart()
    path = tmp_path / "phone.mp4"
    options = {"x265-params": f"lossless=1:log-level=error:{params}"}
    planes = ycbcr10(hdr_signal(rgb, hdr.PQ, nits))
    write_clip(path, planes, (BT2020, BT2020, hdr.PQ), "libx265", options, "yuv420p10le")
    images, said, _ = _read(path)
    assert len(said) == 1 and f"peak {nits} nits, {source})" in str(said[0].message)
    levels = np.abs(images[0].astype(int) - rgb) <= TOLERANCE
    close = levels | (np.abs(_linear(images[0]) - _linear(rgb)) < 0.005)
    assert close.reshape(3, 16, 4, 16, 3)[:, 4:12, :, 4:12].all()  # (edges: a colour's bleed)


def test_the_standard_curves_give_their_reference_levels():
    """PQ 0.5081 is 100 nits and 0.5806 203 nits (ST 2084); HLG 75 % is BT.2408's reference
    white, 203 nits on a 1000-nit display; the tone curve is the identity below its knee, takes
    the peak to 1 and rises all the way."""
    assert hdr.pq_eotf(np.array([0.0, 0.5081, 0.5806, 1.0])) == pytest.approx(
        [0, 100, 203, 10000], rel=2e-3
    )
    scene = hdr.hlg_inverse_oetf(np.array([0.75]))[0]
    assert hdr.HLG_PEAK_NITS * scene**1.2 == pytest.approx(203, rel=0.01)
    levels = np.linspace(0, 6, 601)
    mapped = hdr.tone_curve(levels, 1000 / 203)
    below = levels <= hdr.KNEE
    assert np.array_equal(mapped[below], levels[below])
    assert mapped[levels >= 1000 / 203] == pytest.approx(1.0)
    assert np.all(np.diff(mapped[levels <= 1000 / 203]) > 0)


@pytest.mark.parametrize("tags", [(1, 1, 1), (2, 2, 2)], ids=["bt709", "untagged"])
def test_sdr_clips_read_as_before_bit_for_bit(tmp_path, tags):
    """8-bit BT.709 and untagged clips: FFmpeg's ``rgb24``, as before, and no warning."""
    rgb = chart()
    path = tmp_path / "sdr.mkv"
    with av.open(str(path), mode="w") as container:
        stream = container.add_stream("ffv1", rate=10)
        stream.width, stream.height, stream.pix_fmt = 64, 48, "yuv420p"
        context = stream.codec_context
        context.colorspace, context.color_primaries, context.color_trc = tags
        for i in range(2):
            frame = av.VideoFrame.from_ndarray(rgb, format="rgb24")
            frame.pts = i
            for packet in stream.encode(frame):
                container.mux(packet)
        for packet in stream.encode():
            container.mux(packet)
    images, said, _ = _read(path)
    assert not said
    assert all(np.array_equal(image, _as_sdr(path)) for image in images)


@pytest.mark.parametrize("trc", [1, 14], ids=["bt709", "bt2020-10"])
def test_a_10_bit_sdr_clip_is_read_in_its_colours(tmp_path, trc):
    """10-bit BT.709 Y'CbCr (the textbook formulas) comes back as the chart; a BT.2020 SDR
    transfer is not HDR: read as before (no tone mapping, no warning; BT.709 primaries: BT.2020
    ones are converted, ``test_video_wide_gamut``)."""
    rgb = chart()
    path = tmp_path / "sdr10.mkv"
    space = 1 if trc == 1 else BT2020
    kr_kb = hdr.MATRICES[space]
    write_clip(path, ycbcr10(rgb / 255.0, *kr_kb), (space, 1, trc))
    images, said, _ = _read(path)
    assert not said and all(np.array_equal(image, _as_sdr(path)) for image in images)
    assert np.abs(images[0].astype(int) - rgb).max() <= TOLERANCE


def test_an_hdr_frame_of_a_matrix_it_cannot_convert_is_refused(tmp_path):
    """BT.2020 constant luminance (AVColorSpace 10) is not the non-constant formula: refused,
    naming it, not read with the wrong colours."""
    path = tmp_path / "cl.mkv"
    write_clip(path, ycbcr10(hdr_signal(chart(), hdr.PQ, 1000)), (10, BT2020, hdr.PQ))
    with pytest.raises(InputError) as caught:
        next(open_frames(path))
    assert str(caught.value) == (
        f"{path}: an HDR frame with colour matrix 10 (AVColorSpace) cannot be read: its "
        "Y'CbCr is converted by the BT.2020 (non-constant luminance), BT.709 or BT.601 matrix"
    )


def test_the_command_says_it_tone_mapped(tmp_path, tiny_metric_checkpoint, capsys):
    path = tmp_path / "hdr.mkv"
    write_hdr(path, chart(), hdr.HLG)
    argv = ["video", str(path), "--out", str(tmp_path / "o"), "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    err = capsys.readouterr().err
    assert err.count("warning: ") == 1
    assert f"tt-da3 video: warning: {path}: its frames are HDR, HLG (ARIB STD-B67)" in err


def test_hdr_primaries_it_cannot_convert_are_refused(tmp_path):
    """BT.470BG primaries (AVColorPrimaries 5) with a PQ transfer: refused, naming them."""
    path = tmp_path / "pal.mkv"
    write_clip(path, ycbcr10(hdr_signal(chart(), hdr.PQ, 1000)), (BT2020, 5, hdr.PQ))
    with pytest.raises(InputError) as caught:
        next(open_frames(path))
    assert str(caught.value) == (
        f"{path}: an HDR frame with colour primaries 5 (AVColorPrimaries) cannot be read: "
        "BT.2020, Display P3 (SMPTE 432) and BT.709 primaries are converted"
    )


def test_the_phone_clip_writer_writes_its_mp4_every_time(tmp_path):
    """x265's B-frames made the mp4 muxer refuse the two-frame clip now and then ("pts/dts pair
    unsupported", a ``PatchWelcomeError``: 1 write in 6, the MaxCLL case above failed 1 run in 7;
    with FFmpeg's verbose logging on, nearly every write): ``write_clip`` asks for none."""
    import av.logging

    planes = ycbcr10(hdr_signal(chart(), hdr.PQ, 400))
    options = {"x265-params": "lossless=1:log-level=error:max-cll=400,100"}
    level = av.logging.get_level()
    av.logging.set_level(av.logging.VERBOSE)
    try:
        for i in range(20):
            path = tmp_path / f"phone{i}.mp4"
            write_clip(path, planes, (BT2020, BT2020, hdr.PQ), "libx265", options, "yuv420p10le")
            with av.open(str(path)) as container:
                assert len(list(container.decode(video=0))) == 2
    finally:
        av.logging.set_level(level)
