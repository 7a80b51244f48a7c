"""``inference.video_hdr``'s conversion as it was before session 68 made it fast (float32 numpy
in three steps, the primaries as a 3x3 matmul, the tone curve by ``np.where``), kept verbatim as
the reference the fast one must stay within a level of (``test_video_hdr_speed``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from tt_depth_anything_3.inference import video_hdr as hdr

STEPS = 1 << 16
_linear = np.arange(STEPS + 1) / STEPS
SRGB_LUT = np.round(
    255 * np.where(_linear <= 0.0031308, 12.92 * _linear, 1.055 * _linear ** (1 / 2.4) - 0.055)
).astype(np.uint8)
CODES = np.arange(65536, dtype=np.float64) / 65535
PQ_LUT = hdr.pq_eotf(CODES).astype(np.float32)
HLG_LUT = hdr.hlg_inverse_oetf(CODES).astype(np.float32)


def signal_rgb(frame: Any) -> np.ndarray:
    """The frame's R'G'B' as float32 in [0, 1], planar (3 x H x W)."""
    if frame.format.is_rgb:
        g, b, r = hdr.planes16(frame, "gbrp16le")
        return np.stack([r, g, b]).astype(np.float32) / 65535
    kr, kb = hdr.MATRICES[int(frame.colorspace or 2)]
    bits = frame.format.components[0].bits
    y, cb, cr = (plane.astype(np.float32) for plane in hdr.planes16(frame, "yuv444p16le"))
    if int(frame.color_range or 1) == 2:
        top = float((1 << bits) - 1) * (1 << (16 - bits))
        y, cb, cr = y / top, (cb - 32768) / top, (cr - 32768) / top
    else:
        y, cb, cr = (y / 256 - 16) / 219, (cb / 256 - 128) / 224, (cr / 256 - 128) / 224
    rgb = np.empty((3, *y.shape), np.float32)
    r, g, b = rgb
    np.add(y, np.float32(2 * (1 - kr)) * cr, out=r)
    np.add(y, np.float32(2 * (1 - kb)) * cb, out=b)
    np.subtract(y, np.float32(kr) * r + np.float32(kb) * b, out=g)
    g /= np.float32(1 - kr - kb)
    return rgb


def display_light(frame: Any, signal: np.ndarray) -> np.ndarray:
    """Display light in nits, BT.709 primaries, planar."""
    primaries = int(frame.color_primaries or 2)
    np.clip(signal, 0, 1, out=signal)
    signal *= 65535
    signal += 0.5
    codes = signal.astype(np.uint16).reshape(3, -1)
    if int(frame.color_trc) == hdr.PQ:
        light = PQ_LUT[codes]
    else:
        light = HLG_LUT[codes]
        luminance = hdr.rgb_to_xyz(hdr.PRIMARIES[primaries])[1].astype(np.float32) @ light
        light *= hdr.HLG_PEAK_NITS * np.power(np.maximum(luminance, 1e-12), np.float32(0.2))
    light = hdr.TO_BT709[primaries].astype(np.float32) @ light
    return np.maximum(light, 0, out=light).reshape(signal.shape)


def sdr_rgb(frame: Any, peak_nits: float) -> np.ndarray:
    """An HDR frame as SDR sRGB uint8 (H x W x 3), the tone curve's peak ``peak_nits``."""
    light = display_light(frame, signal_rgb(frame))
    peak = peak_nits / hdr.REFERENCE_WHITE_NITS
    top = light.max(axis=0)
    top /= hdr.REFERENCE_WHITE_NITS
    scale = hdr.tone_curve(top, peak) * (STEPS / hdr.REFERENCE_WHITE_NITS) / np.maximum(top, 1e-12)
    light *= scale.astype(np.float32)
    np.clip(light, 0, STEPS, out=light)
    light += 0.5
    return np.ascontiguousarray(SRGB_LUT[light.astype(np.int32)].transpose(1, 2, 0))


def wide_sdr_rgb(frame: Any) -> np.ndarray:
    """A wide-gamut SDR frame as uint8 RGB (H x W x 3) of BT.709 primaries."""
    curve = hdr.SDR_CURVES[int(frame.color_trc or 2)]
    to_linear = hdr.sdr_to_linear(curve, CODES).astype(np.float32)
    encode = hdr.sdr_from_linear(curve, np.arange(STEPS + 1) / STEPS)
    from_linear = np.round(255 * encode).astype(np.uint8)
    signal = signal_rgb(frame)
    signal *= 65535
    np.clip(signal, 0, 65535, out=signal)
    signal += 0.5
    light = to_linear[signal.astype(np.uint16).reshape(3, -1)]
    light = hdr.TO_BT709[int(frame.color_primaries)].astype(np.float32) @ light
    np.clip(light, 0, 1, out=light)
    light *= STEPS
    light += 0.5
    image = from_linear[light.astype(np.int32)].reshape(signal.shape)
    return np.ascontiguousarray(image.transpose(1, 2, 0))
