"""SDR videos of wide primaries, from a user's BT.2020 SDR clip (an HLG camera's SDR mode,
broadcast masters): BT.2020 primaries with an SDR transfer (BT.709's curve, BT.2020-10 / 12,
sRGB) were read as if BT.709 (FFmpeg's ``rgb24`` converts the matrix, not the primaries): every
colour came out desaturated: pure red as (202, 59, 19), the chart up to 144 levels off (19 on
average; Display P3: 103, 11). Such a frame is
converted BT.2020 (or Display P3) -> BT.709 in linear light by its own transfer now
(``video_hdr.wide_sdr_rgb``); BT.709 and untagged clips read as before (``test_video_hdr``).

The clips are built from an SDR chart by the inverse conversion, so reading one back gives
the chart within ``TOLERANCE``."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from support.hdr_clips import BT2020, chart, write_clip, ycbcr10
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference import video_hdr as hdr
from tt_depth_anything_3.inference.video import open_frames

av = pytest.importorskip("av")
TOLERANCE = 2  # levels of 8 bits: the 10-bit signal's rounding (measured: 0 for BT.709's
# curve, 2 for sRGB's steeper toe)
P3 = 12  # AVColorPrimaries SMPTE 432 (Display P3)


def wide_signal(rgb: np.ndarray, primaries: int, curve: str) -> np.ndarray:
    """``rgb`` (uint8, BT.709 primaries, ``curve``'s signal) as the signal of ``primaries``."""
    light = hdr.sdr_to_linear(curve, rgb / 255.0)
    light = light @ np.linalg.inv(hdr.TO_BT709[primaries]).T
    return hdr.sdr_from_linear(curve, light)


def _as_sdr(path):
    with av.open(str(path)) as container:
        return next(container.decode(video=0)).to_ndarray(format="rgb24", threads=1)


@pytest.mark.parametrize(
    ("primaries", "trc", "curve"),
    [
        (BT2020, 1, "BT.709"),
        (BT2020, 14, "BT.709"),  # BT.2020-10: BT.709's curve
        (BT2020, 13, "sRGB"),
        (P3, 1, "BT.709"),
    ],
    ids=["bt2020-bt709", "bt2020-10", "bt2020-srgb", "p3-bt709"],
)
def test_a_wide_gamut_sdr_clip_is_read_in_bt709_primaries(tmp_path, primaries, trc, curve):
    rgb = chart()
    path = tmp_path / "wide.mkv"
    planes = ycbcr10(wide_signal(rgb, primaries, curve), *hdr.MATRICES[BT2020])
    write_clip(path, planes, (BT2020, primaries, trc))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # not HDR: nothing to say
        images = [f.image for f in open_frames(path)]
    assert len(images) == 2 and images[0].dtype == np.uint8 and images[0].shape == rgb.shape
    off = np.abs(images[0].astype(int) - rgb)
    assert off.max() <= TOLERANCE and off.mean() < 0.5
    assert np.array_equal(images[1], images[0])
    old = np.abs(_as_sdr(path).astype(int) - rgb)
    assert old.max() > (25 if primaries == BT2020 else 10)  # read as BT.709: desaturated


def test_a_wide_gamut_sdr_transfer_it_cannot_convert_is_refused(tmp_path):
    """SMPTE 428 (AVColorTransferCharacteristic 17) is not an SDR curve converted here."""
    path = tmp_path / "xyz.mkv"
    write_clip(path, ycbcr10(chart() / 255.0, *hdr.MATRICES[BT2020]), (BT2020, BT2020, 17))
    with pytest.raises(InputError) as caught:
        next(open_frames(path))
    assert str(caught.value) == (
        f"{path}: an SDR frame of BT.2020 primaries with transfer 17 "
        "(AVColorTransferCharacteristic) cannot be read: BT.709 (BT.601, BT.2020-10 / 12), "
        "sRGB, gamma 2.2 / 2.8 and linear ones are converted"
    )


def test_the_sdr_curves_invert_each_other():
    levels = np.linspace(0, 1, 1001)
    for curve in set(hdr.SDR_CURVES.values()):
        back = hdr.sdr_from_linear(curve, hdr.sdr_to_linear(curve, levels))
        assert back == pytest.approx(levels, abs=1e-9), curve
    assert hdr.sdr_to_linear("BT.709", np.array([0.081, 1.0])) == pytest.approx([0.018, 1], 1e-3)
