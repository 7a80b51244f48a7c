"""HDR video frames (a PQ or HLG transfer: HDR10, a phone's HLG clip) read as the SDR image a
player shows on an SDR screen, for ``inference.video``: read as SDR (``rgb24``) they came out
washed out and dim, and the network was trained on SDR photos.

The pipeline, per frame, in strips of rows that stay in the CPU's caches (``video_tonemap``:
float32, the per-channel curves by LUTs, the matrices by OpenCV):

1. Y'CbCr -> R'G'B' with the frame's colour matrix (BT.2020 non-constant luminance, BT.709 or
   BT.601; untagged: BT.2020, as BT.2100 says) and range, at the frame's bit depth (FFmpeg
   upsamples the chroma to 16 bits; its own ``rgb48le`` scales 10-bit limited range 0.2 % off).
2. The EOTF to display light in nits: PQ by SMPTE ST 2084; HLG by BT.2100's inverse OETF and
   its OOTF at a nominal peak of ``HLG_PEAK_NITS`` (system gamma 1.2).
3. The primaries to BT.709 in linear light (BT.2020, Display P3 or BT.709 primaries; untagged:
   BT.2020), negative (out of gamut) values clipped to 0.
4. A hue-preserving tone curve on max(R, G, B) in units of the reference white,
   ``REFERENCE_WHITE_NITS`` = 203 nits (BT.2408) = SDR 1.0: the identity up to ``KNEE``, above
   it a rational curve (C1 at the knee) that takes the peak to 1.0. The peak: a PQ frame's
   MaxCLL, else its mastering display's maximum luminance, else ``PQ_DEFAULT_PEAK_NITS``
   (clamped to 203-10000); HLG's nominal peak.
5. The sRGB OETF (IEC 61966-2-1), to uint8.

An SDR frame of BT.2020 or Display P3 primaries (``wide_sdr_rgb``): step 1, its own transfer's
inverse, step 3 (clipped to [0, 1]), its transfer again; read as BT.709 it came out desaturated.
Dolby Vision profile 5 (``video_dovi``) is refused.
"""

from __future__ import annotations

import struct
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from ..config.errors import HdrVideoWarning, InputError
from .video_dovi import DolbyVision, dolby_vision, side_data
from .video_tonemap import (
    channel_max,
    lookup,
    mix,
    planes_of,
    row_strips,
    scaled_codes,
    strip_codes,
    tone_factor,
)

PQ, HLG = 16, 18  # AVCOL_TRC_SMPTE2084, AVCOL_TRC_ARIB_STD_B67
TRANSFERS = {PQ: "PQ (SMPTE ST 2084)", HLG: "HLG (ARIB STD-B67)"}
REFERENCE_WHITE_NITS = 203.0  # BT.2408's HDR reference white: SDR 1.0
HLG_PEAK_NITS = 1000.0  # BT.2100's nominal peak of the HLG reference display
PQ_DEFAULT_PEAK_NITS = 1000.0  # a PQ frame that says neither MaxCLL nor its mastering peak
KNEE = 0.75  # of the reference white: the tone curve is the identity below it
# FFmpeg's scaler (swscale) on the calling thread: by default each frame's converter starts
# slice threads, and a converter freed in a process forked while it lived (a subprocess with a
# preexec_fn: Ray's start, a test's server) waited for them for ever (they are not in a fork)
SCALER_THREADS = 1
PQ_M1, PQ_M2 = 2610 / 16384, 2523 / 4096 * 128
PQ_C1, PQ_C2, PQ_C3 = 3424 / 4096, 2413 / 4096 * 32, 2392 / 4096 * 32
HLG_A, HLG_B, HLG_C = 0.17883277, 0.28466892, 0.55991073

# (Kr, Kb) by AVColorSpace: BT.709, BT.470BG, SMPTE 170M, BT.2020 NCL; 2 (untagged): BT.2020
MATRICES = {1: (0.2126, 0.0722), 5: (0.299, 0.114), 6: (0.299, 0.114), 9: (0.2627, 0.0593)}
MATRICES[2] = MATRICES[9]
D65 = (0.3127, 0.3290)
# (x, y) of R, G, B by AVColorPrimaries: BT.709, BT.2020, SMPTE 432 (Display P3, D65)
PRIMARIES = {
    1: ((0.64, 0.33), (0.30, 0.60), (0.15, 0.06)),
    9: ((0.708, 0.292), (0.170, 0.797), (0.131, 0.046)),
    12: ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060)),
}
PRIMARIES[2] = PRIMARIES[9]
CODES = np.arange(65536, dtype=np.float64) / 65535  # a 16-bit signal's values, for the LUTs


def rgb_to_xyz(primaries: tuple) -> np.ndarray:
    """The 3x3 matrix from linear RGB of ``primaries`` ((x, y) of R, G, B; white D65) to XYZ."""
    xy = np.array(primaries, dtype=np.float64)
    columns = np.stack([xy[:, 0] / xy[:, 1], np.ones(3), (1 - xy.sum(1)) / xy[:, 1]])
    white = np.array([D65[0] / D65[1], 1.0, (1 - sum(D65)) / D65[1]])
    return columns * np.linalg.solve(columns, white)


TO_BT709 = {
    k: np.linalg.solve(rgb_to_xyz(PRIMARIES[1]), rgb_to_xyz(p)) for k, p in PRIMARIES.items()
}


def pq_eotf(signal: np.ndarray) -> np.ndarray:
    """SMPTE ST 2084: a PQ signal in [0, 1] to display light in nits (0-10000)."""
    power = np.power(np.clip(signal, 0, 1), 1 / PQ_M2)
    return 10000 * np.power(np.maximum(power - PQ_C1, 0) / (PQ_C2 - PQ_C3 * power), 1 / PQ_M1)


def hlg_inverse_oetf(signal: np.ndarray) -> np.ndarray:
    """BT.2100 HLG: a signal in [0, 1] to scene light in [0, 1]."""
    e = np.clip(signal, 0, 1)
    low = e * e / 3
    high = (np.exp((np.maximum(e, 0.5) - HLG_C) / HLG_A) + HLG_B) / 12
    return np.where(e <= 0.5, low, high)


PQ_LUT = pq_eotf(CODES).astype(np.float32)
HLG_LUT = hlg_inverse_oetf(CODES).astype(np.float32)
SRGB_STEPS = 1 << 16  # linear [0, 1] in this many steps, for the OETF's LUT
_linear = np.arange(SRGB_STEPS + 1) / SRGB_STEPS
SRGB_LUT = np.round(
    255 * np.where(_linear <= 0.0031308, 12.92 * _linear, 1.055 * _linear ** (1 / 2.4) - 0.055)
).astype(np.uint8)


def hdr_transfer(frame: Any) -> str | None:
    """The name of a frame's HDR transfer (``TRANSFERS``), None for an SDR one."""
    return TRANSFERS.get(int(frame.color_trc or 0))


def peak_nits(frame: Any) -> tuple[float, str]:
    """The frame's peak (nits) for the tone curve and where it came from (see the module)."""
    if int(frame.color_trc) == HLG:
        return HLG_PEAK_NITS, "HLG's nominal peak"
    found: dict[str, float] = {}
    for kind, raw in side_data(frame):  # PyAV 18.1.0 and 18.1.1 alike
        if kind == "CONTENT_LIGHT_LEVEL" and len(raw) >= 4:
            found["MaxCLL"] = float(struct.unpack_from("<I", raw)[0])
        elif kind == "MASTERING_DISPLAY_METADATA" and len(raw) >= 88:
            num, den = struct.unpack_from("<ii", raw, 72)  # max_luminance, an AVRational
            if struct.unpack_from("<i", raw, 84)[0] and den:  # has_luminance
                found["mastering display's peak"] = num / den
    for source, nits in found.items():
        if nits > 0:
            return min(max(nits, REFERENCE_WHITE_NITS), 10000.0), f"its {source}"
    return PQ_DEFAULT_PEAK_NITS, "a default: the video says no peak"


def tone_curve(level: np.ndarray, peak: float) -> np.ndarray:
    """Levels in reference-white units (1.0 = 203 nits) to SDR [0, 1]: the identity up to
    ``KNEE``, then ``KNEE + (1 - KNEE) * a t / (1 + (a - 1) t)`` with ``t`` the level's way
    from the knee to ``peak`` (also in reference-white units) and ``a = (peak - KNEE) / (1 -
    KNEE)`` (slope 1 at the knee; the peak and above: 1.0). A peak of at most 1: clipped."""
    if peak <= 1:
        return np.minimum(level, 1)
    slope = (peak - KNEE) / (1 - KNEE)
    t = (np.minimum(level, peak) - KNEE) / (peak - KNEE)
    high = KNEE + (1 - KNEE) * slope * t / (1 + (slope - 1) * t)
    return np.where(level <= KNEE, level, high)


def planes16(frame: Any, format: str) -> list[np.ndarray]:
    """The planes (H x W uint16 views) of ``frame`` converted by FFmpeg to the planar 16-bit
    ``format`` (``yuv444p16le``: the chroma upsampled, the codes shifted to 16 bits)."""
    converted = frame.reformat(format=format, threads=SCALER_THREADS)
    return [
        np.frombuffer(plane, np.uint16).reshape(plane.height, -1)[:, : plane.width]
        for plane in converted.planes
    ]


def signal_matrix(frame: Any, path: Path | str = "", kind: str = "an HDR") -> tuple:
    """The 3x3 matrix and offset (float64) taking a Y'CbCr frame's 16-bit Y, Cb, Cr planes
    (``planes16``) to R'G'B' in [0, 1] (step 1 of the module: its colour matrix and range at
    its bit depth, as one affine map; ``kind``: the frame's, for a refusal)."""
    space = int(frame.colorspace or 2)
    if space not in MATRICES:
        raise InputError(
            f"{path}: {kind} frame with colour matrix {space} (AVColorSpace) cannot be read: "
            "its Y'CbCr is converted by the BT.2020 (non-constant luminance), BT.709 or BT.601 "
            "matrix"
        )
    kr, kb = MATRICES[space]
    bits = frame.format.components[0].bits
    if int(frame.color_range or 1) == 2:  # full range: codes 0 to 2^bits - 1
        top = float((1 << bits) - 1) * (1 << (16 - bits))
        scale, shift = np.array([1, 1, 1]) / top, np.array([0, -32768, -32768]) / top
    else:  # limited: 16-235 and 16-240 at 8 bits, times 4 at 10
        scale = 1 / (256 * np.array([219.0, 224, 224]))
        shift = -np.array([16 / 219, 128 / 224, 128 / 224])
    red, blue = np.array([1, 0, 2 * (1 - kr)]), np.array([1, 2 * (1 - kb), 0])
    green = (np.array([1, 0, 0]) - kr * red - kb * blue) / (1 - kr - kb)
    matrix = np.stack([red, green, blue])
    return matrix * scale, matrix @ shift


def code_strips(
    frame: Any, path: Path | str = "", kind: str = "an HDR"
) -> Iterator[tuple[slice, np.ndarray]]:
    """A frame's R'G'B' as 16-bit codes (``round(65535 x)`` of the signal clipped to [0, 1]),
    strip by strip (``row_strips``): its rows and the codes, ``h x w x 3`` uint16. Its matrix
    is checked (``signal_matrix``) and FFmpeg's planes made at the call, the strips as read."""
    if frame.format.is_rgb:
        g, b, r = planes16(frame, "gbrp16le")
        planes, affine = [r, g, b], None
    else:
        matrix, offset = signal_matrix(frame, path, kind)
        affine = np.hstack([65535 * matrix, 65535 * offset[:, None]])
        planes = planes16(frame, "yuv444p16le")
    return (
        (rows, strip_codes([plane[rows] for plane in planes], affine))
        for rows in row_strips(frame.height, frame.width)
    )


def signal_rgb(frame: Any, path: Path | str = "", kind: str = "an HDR") -> np.ndarray:
    """A frame's non-linear R'G'B' as float32 in [0, 1], planar (3 x H x W), step 1 of the
    module (``kind``: the frame's, for a refusal)."""
    if frame.format.is_rgb:
        g, b, r = planes16(frame, "gbrp16le")
        return np.stack([r, g, b]).astype(np.float32) / 65535
    matrix, offset = (m.astype(np.float32) for m in signal_matrix(frame, path, kind))
    yuv = np.stack(planes16(frame, "yuv444p16le")).astype(np.float32)
    return np.einsum("ij,jhw->ihw", matrix, yuv) + offset[:, None, None]


def bt709_matrix(frame: Any, path: Path | str = "") -> np.ndarray:
    """The frame's primaries to BT.709 in linear light (an ``InputError`` for others)."""
    primaries = int(frame.color_primaries or 2)
    if primaries not in TO_BT709:
        raise InputError(
            f"{path}: an HDR frame with colour primaries {primaries} (AVColorPrimaries) cannot "
            "be read: BT.2020, Display P3 (SMPTE 432) and BT.709 primaries are converted"
        )
    return TO_BT709[primaries]


def hdr_light(frame: Any, codes: np.ndarray, to_bt709: np.ndarray, weights: np.ndarray) -> tuple:
    """Steps 2 and 3 from 16-bit codes (``h x w x 3``, ``code_strips``): display light in
    reference whites (BT.709 primaries by ``to_bt709``, interleaved, negative out of gamut)
    and the factor a pixel still to apply (HLG: its OOTF's gain, the luminance by ``weights``,
    the frame's primaries' Y row; PQ: None, there already)."""
    matrix = to_bt709 / REFERENCE_WHITE_NITS
    if int(frame.color_trc) == PQ:
        return mix(lookup(PQ_LUT, codes), matrix), None
    # HLG: the OOTF on the scene light's luminance, in the frame's own primaries
    scene = lookup(HLG_LUT, codes)
    gain = mix(scene, weights[None])
    np.maximum(gain, np.float32(1e-12), out=gain)
    np.power(gain, np.float32(0.2), out=gain)
    gain *= np.float32(HLG_PEAK_NITS)
    return mix(scene, matrix), gain


def light_matrices(frame: Any, path: Path | str = "") -> tuple[np.ndarray, np.ndarray]:
    """The frame's primaries to BT.709 (refused: ``bt709_matrix``) and their luminance row."""
    to_bt709 = bt709_matrix(frame, path)
    return to_bt709, rgb_to_xyz(PRIMARIES[int(frame.color_primaries or 2)])[1]


def display_light(frame: Any, signal: np.ndarray, path: Path | str = "") -> np.ndarray:
    """Display light in nits, BT.709 primaries, planar (steps 2 and 3 of the module)."""
    np.clip(signal, 0, 1, out=signal)
    signal *= 65535
    signal += 0.5
    codes = np.ascontiguousarray(signal.astype(np.uint16).transpose(1, 2, 0))
    light, gain = hdr_light(frame, codes, *light_matrices(frame, path))
    if gain is not None:
        light *= gain[..., None]
    light *= np.float32(REFERENCE_WHITE_NITS)
    np.maximum(light, 0, out=light)
    return np.ascontiguousarray(light.transpose(2, 0, 1))


def sdr_rgb(frame: Any, path: Path | str = "") -> np.ndarray:
    """An HDR frame as the SDR sRGB uint8 image (H x W x 3) of the module's pipeline, strip
    by strip (``video_tonemap``)."""
    strips = code_strips(frame, path)  # its matrix refused first, then its primaries
    matrices = light_matrices(frame, path)
    peak = peak_nits(frame)[0] / REFERENCE_WHITE_NITS
    image = np.empty((frame.height, frame.width, 3), np.uint8)
    for rows, codes in strips:
        light, gain = hdr_light(frame, codes, *matrices)
        top = channel_max(planes_of(light))  # >= 0: the luminance is
        if gain is not None:
            top *= gain
        # one factor a pixel: light to SDR levels along the curve, to the OETF's LUT steps
        factor = tone_factor(top, peak, KNEE)
        if gain is not None:
            factor *= gain
        factor *= np.float32(SRGB_STEPS)
        # rounded to the LUT's steps; out of gamut (negative): 0; 65536 (255) saturated to
        # 65535 (255 too)
        image[rows] = lookup(SRGB_LUT, scaled_codes(light, factor))
    return image


def sdr_to_linear(curve: str, signal: np.ndarray) -> np.ndarray:
    """An SDR transfer's inverse (``SDR_CURVES``' names): a signal in [0, 1] to linear light."""
    v = np.clip(signal, 0, 1)
    if curve == "BT.709":  # BT.709 / BT.601 / BT.2020's OETF
        return np.where(v < 4.5 * 0.018053968510807, v / 4.5, ((v + 0.099) / 1.099) ** (1 / 0.45))
    if curve == "sRGB":
        return np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)
    return v ** {"gamma 2.2": 2.2, "gamma 2.8": 2.8, "linear": 1.0}[curve]


def sdr_from_linear(curve: str, light: np.ndarray) -> np.ndarray:
    """``sdr_to_linear``'s inverse: linear light in [0, 1] to the signal."""
    x = np.clip(light, 0, 1)
    if curve == "BT.709":
        return np.where(x < 0.018053968510807, 4.5 * x, 1.099 * x**0.45 - 0.099)
    if curve == "sRGB":
        return np.where(x <= 0.0031308, 12.92 * x, 1.055 * x ** (1 / 2.4) - 0.055)
    return x ** (1 / {"gamma 2.2": 2.2, "gamma 2.8": 2.8, "linear": 1.0}[curve])


# SDR transfers by AVColorTransferCharacteristic (2, untagged: BT.709's): a wide-gamut SDR
# frame is taken to linear light and back by its own curve, only its primaries changed
SDR_CURVES = {1: "BT.709", 2: "BT.709", 6: "BT.709", 14: "BT.709", 15: "BT.709"}
SDR_CURVES.update({13: "sRGB", 4: "gamma 2.2", 5: "gamma 2.8", 8: "linear"})
WIDE_PRIMARIES = {9: "BT.2020", 12: "Display P3"}  # SDR frames converted to BT.709
SDR_LUTS: dict[str, tuple[np.ndarray, np.ndarray]] = {}  # curve: (to linear, from linear)


def sdr_luts(curve: str) -> tuple[np.ndarray, np.ndarray]:
    """``curve``'s LUTs: a 16-bit signal to linear float32, linear in ``SRGB_STEPS`` to uint8."""
    if curve not in SDR_LUTS:
        encode = sdr_from_linear(curve, np.arange(SRGB_STEPS + 1) / SRGB_STEPS)
        SDR_LUTS[curve] = (
            sdr_to_linear(curve, CODES).astype(np.float32),
            np.round(255 * encode).astype(np.uint8),
        )
    return SDR_LUTS[curve]


def wide_sdr_rgb(frame: Any, path: Path | str = "") -> np.ndarray:
    """An SDR frame of BT.2020 or Display P3 primaries (``WIDE_PRIMARIES``) as uint8 RGB (H x
    W x 3) of BT.709 primaries: R'G'B' (step 1), its transfer's inverse, the primaries in
    linear light (out of gamut clipped), its transfer again."""
    trc = int(frame.color_trc or 2)
    if trc not in SDR_CURVES:
        raise InputError(
            f"{path}: an SDR frame of {WIDE_PRIMARIES[int(frame.color_primaries)]} primaries "
            f"with transfer {trc} (AVColorTransferCharacteristic) cannot be read: BT.709 "
            "(BT.601, BT.2020-10 / 12), sRGB, gamma 2.2 / 2.8 and linear ones are converted"
        )
    to_linear, from_linear = sdr_luts(SDR_CURVES[trc])
    # to BT.709 and to the OETF's LUT steps, rounded, in one pass (outside [0, 1]: clipped
    # by the lookup)
    affine = np.hstack([TO_BT709[int(frame.color_primaries)] * SRGB_STEPS, np.full((3, 1), 0.5)])
    image = np.empty((frame.height, frame.width, 3), np.uint8)
    for rows, codes in code_strips(frame, path, "an SDR"):
        image[rows] = lookup(from_linear, mix(lookup(to_linear, codes), affine))
    return image


def refuse_profile_5(dovi: DolbyVision | None, path: Path | str) -> None:
    """An ``InputError`` for a Dolby Vision profile 5 video (``video_dovi``): its IPTPQc2
    colours cannot be right without Dolby Vision's reshaping, which this reader does not apply."""
    if dovi is not None and dovi.profile == 5:
        raise InputError(
            f"{path}: its frames are Dolby Vision profile 5 ({dovi.source}): IPTPQc2 colours "
            "with no HDR10 or SDR base layer, which read as Y'CbCr come out purple and green; "
            "Dolby Vision's reshaping is not applied here: convert the video to HDR10 or SDR "
            "first with a tool that applies it (FFmpeg's libplacebo filter, a Dolby Vision "
            "player)"
        )


class FrameColours:
    """A video's frames as RGB uint8: an SDR frame as FFmpeg converts it (``rgb24``; BT.2020
    or Display P3 primaries: ``wide_sdr_rgb``), an HDR one tone-mapped (``sdr_rgb``), said
    once a video with an ``HdrVideoWarning``; a Dolby Vision profile 5 video (its stream's
    ``codec_tag`` or its first frame's RPU) refused."""

    def __init__(self, path: Path | str, codec_tag: str = "") -> None:
        self.path, self.said, self.codec_tag = path, False, codec_tag
        self.dovi: DolbyVision | None = None
        self.first = True

    def rgb(self, frame: Any) -> np.ndarray:
        """The frame's RGB uint8 image (H x W x 3)."""
        if self.first:
            self.first = False
            self.dovi = dolby_vision(frame, self.codec_tag)
            refuse_profile_5(self.dovi, self.path)
        transfer = hdr_transfer(frame)
        if transfer is None and int(frame.color_primaries or 2) in WIDE_PRIMARIES:
            return wide_sdr_rgb(frame, self.path)
        if transfer is None:
            return frame.to_ndarray(format="rgb24", threads=SCALER_THREADS)
        image = sdr_rgb(frame, self.path)
        if not self.said:
            self.said = True
            nits, source = peak_nits(frame)
            layer = ""
            if self.dovi is not None:
                layer = (
                    f"; Dolby Vision, {self.dovi.source}: read as its base layer, its Dolby "
                    "Vision metadata not applied"
                )
            warnings.warn(
                f"{self.path}: its frames are HDR, {transfer}: tone-mapped to SDR sRGB (BT.709 "
                f"primaries) as an SDR screen shows them (reference white "
                f"{REFERENCE_WHITE_NITS:.0f} nits; peak {nits:.0f} nits, {source}{layer})",
                HdrVideoWarning,
                stacklevel=4,
            )
        return image
