"""The arithmetic of ``video_hdr``'s frame conversion, made fast: a frame goes through in
strips of rows (``row_strips``) whose temporaries stay in the CPU's caches (a whole 1080p
frame's planes, 8-25 MB each, went through memory at each of ~40 passes); a matrix, with an
offset, on interleaved pixels is one OpenCV ``transform`` (numpy's 3x3 ``matmul`` over two
million pixels cost ten element-wise passes); the per-channel curves are LUTs read by
``np.take`` with ``intp`` indices (its fast path; ``mode="clip"`` clips for free); the tone
curve is one factor a pixel, computed on a plane."""

from __future__ import annotations

import cv2
import numpy as np

# pixels a strip: every temporary of a strip's pipeline stays in the cores' caches (a whole
# 1080p frame's planes, 8-25 MB each, went through memory at every one of ~40 passes)
STRIP_PIXELS = 1 << 15


def channel_max(planes: list[np.ndarray]) -> np.ndarray:
    """The largest of three float32 planes at each pixel, a new plane."""
    top = np.maximum(planes[0], planes[1])
    return np.maximum(top, planes[2], out=top)


def tone_factor(top: np.ndarray, peak: float, knee: float) -> np.ndarray:
    """``tone_curve(top, peak) / top`` (``video_hdr``; 0 where ``top`` is 0) computed in place
    in ``top`` (levels in reference-white units, float32, >= 0) and returned: the factor that
    takes a pixel's light along the hue-preserving curve. The curve without branches: with
    ``d = clip(top, knee, peak) - knee``, it is ``min(top, knee) + d / (1 + c d)``, ``c =
    (a - 1) / (peak - knee)`` (``tone_curve``'s rational part, its ``(1 - knee) a`` being
    ``peak - knee``)."""
    if peak <= 1:  # min(top, 1) / top
        np.maximum(top, 1, out=top)
        return np.reciprocal(top, out=top)
    slope = (peak - knee) / (1 - knee)
    d = np.clip(top, np.float32(knee), np.float32(peak))
    d -= np.float32(knee)
    den = d * np.float32((slope - 1) / (peak - knee))
    den += 1
    d /= den
    d += np.minimum(top, np.float32(knee))  # the curve
    np.maximum(top, np.float32(1e-12), out=top)
    return np.divide(d, top, out=top)


def row_strips(height: int, width: int) -> list[slice]:
    """The frame's rows in strips of about ``STRIP_PIXELS`` pixels (one row at least)."""
    rows = max(1, STRIP_PIXELS // max(width, 1))
    return [slice(top, min(top + rows, height)) for top in range(0, height, rows)]


def lookup(table: np.ndarray, values: np.ndarray) -> np.ndarray:
    """``table`` at ``values``' integer parts (truncated; below 0 or past its end: its first
    or last entry), of ``values``' shape."""
    return np.take(table, values.astype(np.intp), mode="clip")


def mix(image: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    """``matrix`` (M x 3, or M x 4: an offset last) applied to every pixel of an interleaved
    ``h x w x 3`` image, by OpenCV (one pass; uint16 out of uint16, rounded and saturated:
    codes, float32 out of float32)."""
    return cv2.transform(image, np.asarray(matrix, np.float64))


def planes_of(image: np.ndarray) -> list[np.ndarray]:
    """An interleaved image's channels as planes (OpenCV's ``split``)."""
    return list(cv2.split(image))


def scaled_codes(image: np.ndarray, factor: np.ndarray) -> np.ndarray:
    """``image`` (h x w x 3 float32) times ``factor`` (h x w) at each pixel, rounded to uint16
    (saturated: below 0 is 0, past 65535 is 65535), in one OpenCV pass."""
    return cv2.multiply(image, cv2.merge([factor] * 3), dtype=cv2.CV_16U)


def interleaved(planes: list[np.ndarray]) -> np.ndarray:
    """Planes of one shape (h x w, rows of any stride) as an h x w x 3 image (OpenCV's
    ``merge``)."""
    return cv2.merge(planes)


def strip_codes(planes: list[np.ndarray], affine: np.ndarray | None) -> np.ndarray:
    """Three planes of a strip as ``h x w x 3`` uint16 codes: ``affine`` (3 x 4: Y'CbCr to
    codes, rounded and saturated) applied, None: as they are (R'G'B')."""
    image = interleaved(planes)
    return image if affine is None else mix(image, affine)
