"""Small HDR clips for the video tests: an SDR image taken back through the inverse of
``inference.video_hdr``'s pipeline (sRGB EOTF, the tone curve's inverse, BT.709 -> BT.2020,
PQ or HLG), written as 10-bit Y'CbCr with PyAV (``write_clip``, 8-bit too), tagged as the
HDR10 / HLG clips phones write."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from tt_depth_anything_3.inference import video_hdr as hdr

BT2020 = 9  # AVColorSpace / AVColorPrimaries BT.2020 (NCL)


def chart() -> np.ndarray:
    """A 48 x 64 chart of 12 solid colours: white, black, a grey, pure red, green, blue and six
    others (uint8 sRGB)."""
    colours = np.random.default_rng(2).integers(10, 245, (3, 4, 3)).astype(np.uint8)
    colours[0] = [[255, 255, 255], [0, 0, 0], [128, 128, 128], [255, 0, 0]]
    colours[1, :2] = [[0, 255, 0], [0, 0, 255]]
    return np.kron(colours, np.ones((16, 16, 1), np.uint8))


def inverse_tone_curve(sdr: np.ndarray, peak: float) -> np.ndarray:
    """``video_hdr.tone_curve``'s inverse: SDR [0, 1] to levels in reference-white units."""
    if peak <= 1:
        return sdr
    knee = hdr.KNEE
    slope = (peak - knee) / (1 - knee)
    s = (sdr - knee) / (1 - knee)
    t = s / (slope - (slope - 1) * s)
    return np.where(sdr <= knee, sdr, knee + t * (peak - knee))


def hdr_signal(rgb: np.ndarray, transfer: int, peak_nits: float) -> np.ndarray:
    """``rgb`` (uint8 sRGB) as the BT.2020 R'G'B' signal (float, [0, 1]) of a PQ or HLG frame
    that ``video_hdr.sdr_rgb`` reads back as ``rgb``."""
    srgb = rgb / 255.0
    linear = np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)
    top = linear.max(-1)
    level = inverse_tone_curve(top, peak_nits / hdr.REFERENCE_WHITE_NITS)
    light = linear * (level / np.maximum(top, 1e-12))[..., None] * hdr.REFERENCE_WHITE_NITS
    light = light @ np.linalg.inv(hdr.TO_BT709[BT2020]).T  # nits, BT.2020 primaries
    if transfer == hdr.PQ:
        y = (np.clip(light, 0, 10000) / 10000) ** hdr.PQ_M1
        return ((hdr.PQ_C1 + hdr.PQ_C2 * y) / (1 + hdr.PQ_C3 * y)) ** hdr.PQ_M2
    weights = hdr.rgb_to_xyz(hdr.PRIMARIES[BT2020])[1]
    shown = np.maximum(light @ weights, 1e-12) / hdr.HLG_PEAK_NITS
    scene = light / hdr.HLG_PEAK_NITS / (shown ** (0.2 / 1.2))[..., None]  # inverse OOTF
    scene = np.clip(scene, 0, 1)
    high = hdr.HLG_A * np.log(np.maximum(12 * scene - hdr.HLG_B, 1e-12)) + hdr.HLG_C
    return np.where(scene <= 1 / 12, np.sqrt(3 * scene), high)


def ycbcr10(
    signal: np.ndarray, kr: float = 0.2627, kb: float = 0.0593, full: bool = False
) -> list[np.ndarray]:
    """R'G'B' in [0, 1] as 10-bit Y, Cb, Cr planes (BT.2100 / BT.709 formulas), limited range
    or ``full``."""
    r, g, b = (signal[..., i] for i in range(3))
    y = kr * r + (1 - kr - kb) * g + kb * b
    cb, cr = (b - y) / (2 * (1 - kb)), (r - y) / (2 * (1 - kr))
    planes = (64 + 876 * y, 512 + 896 * cb, 512 + 896 * cr)
    if full:
        planes = (1023 * y, 512 + 1023 * cb, 512 + 1023 * cr)
    return [np.clip(np.round(p), 0, 1023).astype(np.uint16) for p in planes]


def write_clip(
    path: Path,
    planes: list[np.ndarray],
    tags: tuple[int, int, int],
    codec: str = "ffv1",
    options: dict | None = None,
    pix_fmt: str = "yuv444p10le",
    colour_range: int = 1,
    edit: Callable[[bytes], bytes] | None = None,
) -> None:
    """Two frames of Y, Cb, Cr ``planes`` (4:4:4; uint16: 10-bit codes, uint8: 8-bit) as a
    ``pix_fmt`` video tagged with ``tags`` (matrix, primaries, transfer) and ``colour_range``
    (1 limited, 2 full); ``edit``: each packet's bytes rewritten before they are muxed."""
    import av

    height, width = planes[0].shape
    space, primaries, trc = tags
    options = dict(options or {})
    if codec == "libx265":  # no B-frames: the mp4 muxer refused x265's reordered two-frame
        # stream now and then ("pts/dts pair unsupported", PatchWelcomeError: 1 write in 6)
        params = [options.get("x265-params", ""), "bframes=0"]
        options["x265-params"] = ":".join(p for p in params if p)
    with av.open(str(path), mode="w") as container:
        stream = container.add_stream(codec, rate=10, options=options)
        stream.width, stream.height, stream.pix_fmt = width, height, pix_fmt
        context = stream.codec_context
        context.colorspace, context.color_range = space, colour_range
        context.color_primaries, context.color_trc = primaries, trc
        dtype = planes[0].dtype
        stored = "yuv444p10le" if dtype == np.uint16 else "yuv444p"
        frame = av.VideoFrame(width, height, stored)
        for plane, values in zip(frame.planes, planes, strict=True):
            rows = np.frombuffer(plane, dtype).reshape(plane.height, -1)
            rows[:, :width] = values
        frame.colorspace, frame.color_range = space, colour_range
        frame.color_primaries, frame.color_trc = primaries, trc
        if pix_fmt != stored:
            frame = frame.reformat(format=pix_fmt, threads=1)  # no slice threads left
        for i in range(3):  # two frames, then the encoder's flush: muxed as they come
            if i < 2:
                frame.pts, frame.time_base = i, Fraction(1, 10)
            for packet in stream.encode(frame if i < 2 else None):
                if edit is not None:
                    packet = edited(packet, edit, stream)
                container.mux(packet)


def edited(packet: Any, edit: Callable[[bytes], bytes], stream: Any) -> Any:
    """A new packet of ``edit``'s bytes, with ``packet``'s times and key-frame flag."""
    import av

    made = av.Packet(edit(bytes(packet)))
    made.pts, made.dts, made.time_base = packet.pts, packet.dts, packet.time_base
    made.is_keyframe, made.stream = packet.is_keyframe, stream
    return made


def write_hdr(
    path: Path,
    rgb: np.ndarray,
    transfer: int,
    peak_nits: float = 1000.0,
    codec: str = "ffv1",
    full: bool = False,
) -> None:
    """``rgb`` as a two-frame 10-bit BT.2020 PQ or HLG clip (``hdr_signal``), limited range
    or ``full``."""
    planes = ycbcr10(hdr_signal(rgb, transfer, peak_nits), full=full)
    colour_range = 2 if full else 1
    write_clip(path, planes, (BT2020, BT2020, transfer), codec, None, colour_range=colour_range)
