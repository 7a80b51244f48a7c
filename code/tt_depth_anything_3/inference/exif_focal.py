"""The camera's focal length from an image file's EXIF, in pixels: ``focal_px="exif"``
(``--focal-px exif``), an opt-in (the default assumes a field of view, as the official code
does, which reads no EXIF).

``FocalLengthIn35mmFilm`` first: the focal length giving the same angle of view on a 36 x 24 mm
frame, which cameras and phones compute over the diagonal (crop factor = 43.27 mm / sensor
diagonal), so the image's diagonal in pixels spans 43.27 mm and ``f_px = f35 x hypot(W, H) /
43.27``; the diagonal is the same before and after EXIF rotation. (``f35 / 36 x max(W, H)``
matches it only for 3:2 images: it is 4 % short on a phone's 4:3.) Else ``FocalLength`` (mm)
times ``FocalPlaneX/YResolution`` (pixels per mm of sensor), scaled by stored width /
``PixelXDimension`` when the file was resized after it was taken. An image without either is
an ``InputError`` (no silent assumption)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..config.errors import InputError
from ..config.options import OPTION_BOUNDS
from ..config.scalars import real_number

EXIF_FOCAL = "exif"  # the focal_px value asking for the EXIF focal length
FULL_FRAME_DIAGONAL_MM = math.hypot(36.0, 24.0)  # 43.27 mm
EXIF_IFD = 0x8769
FOCAL_LENGTH, FOCAL_35MM, PIXEL_X = 0x920A, 0xA405, 0xA002
FOCAL_PLANE_X, FOCAL_PLANE_Y, FOCAL_PLANE_UNIT = 0xA20E, 0xA20F, 0xA210
TAGS = (FOCAL_LENGTH, FOCAL_35MM, FOCAL_PLANE_X, FOCAL_PLANE_Y, FOCAL_PLANE_UNIT, PIXEL_X)
UNIT_MM = {1: 25.4, 2: 25.4, 3: 10.0, 4: 1.0, 5: 0.001}  # FocalPlaneResolutionUnit -> mm
NO_EXIF_FOCAL = (
    "focal_px='exif': {what} has no usable EXIF focal length (FocalLengthIn35mmFilm, or "
    "FocalLength with FocalPlaneXResolution){why}; pass focal_px in pixels or intrinsics "
    "instead"
)


@dataclass(frozen=True)
class ExifCamera:
    """An image file's EXIF focal-length tags, read from its header (None: absent or unusable).

    ``focal_35mm``, ``focal_mm``: millimetres; ``plane_px_per_mm``: (x, y) pixels per mm of
    sensor, in the stored (not rotated) image's axes; ``scale``: stored width /
    ``PixelXDimension`` (1 without it); ``transposed``: EXIF orientation swaps the axes."""

    focal_35mm: float | None
    focal_mm: float | None
    plane_px_per_mm: tuple[float, float] | None
    scale: float
    transposed: bool


def is_exif_focal(value: Any) -> bool:
    """``value`` asks for the EXIF focal length (``"exif"``, any case)."""
    return isinstance(value, str) and value.strip().lower() == EXIF_FOCAL


def positive(value: Any) -> float | None:
    """A tag's value as a positive finite float, else None (0 means unknown in EXIF)."""
    number = real_number(value)
    if number is None or not math.isfinite(number) or number <= 0:
        return None
    return float(number)


def camera_from_tags(tags: dict[int, Any], stored_width: int, transposed: bool) -> ExifCamera:
    """``ExifCamera`` of an Exif IFD's ``TAGS`` (tag -> value, None where absent) of an image
    ``stored_width`` px wide as stored."""
    plane = None
    unit = UNIT_MM.get(tags.get(FOCAL_PLANE_UNIT) or 2)
    x_res, y_res = positive(tags.get(FOCAL_PLANE_X)), positive(tags.get(FOCAL_PLANE_Y))
    if x_res is not None and unit is not None:
        plane = (x_res / unit, (y_res or x_res) / unit)
    pixel_x = positive(tags.get(PIXEL_X))
    return ExifCamera(
        focal_35mm=positive(tags.get(FOCAL_35MM)),
        focal_mm=positive(tags.get(FOCAL_LENGTH)),
        plane_px_per_mm=plane,
        scale=stored_width / pixel_x if pixel_x else 1.0,
        transposed=transposed,
    )


def exif_focal(
    camera: ExifCamera | None, original_size: tuple[int, int], what: str = "the image"
) -> tuple[float, float, str]:
    """(fx, fy, source) in pixels of the upright image of ``original_size`` (H, W) from
    ``camera``; an ``InputError`` when it holds no usable focal length."""
    if camera is None:
        raise InputError(NO_EXIF_FOCAL.format(what=what, why=" (no EXIF, or not a file's)"))
    height, width = original_size
    if camera.focal_35mm is not None:
        focal = camera.focal_35mm * math.hypot(width, height) / FULL_FRAME_DIAGONAL_MM
        source = (
            f"exif-35mm: FocalLengthIn35mmFilm {camera.focal_35mm:g} mm over the "
            f"{FULL_FRAME_DIAGONAL_MM:.2f} mm full-frame diagonal"
        )
        checked = check_focal(focal, what, source)
        return checked, checked, source
    if camera.focal_mm is not None and camera.plane_px_per_mm is not None:
        x_mm, y_mm = camera.plane_px_per_mm
        fx = camera.focal_mm * x_mm * camera.scale
        fy = camera.focal_mm * y_mm * camera.scale
        if camera.transposed:  # the stored x axis is the upright image's y
            fx, fy = fy, fx
        source = (
            f"exif-focal-plane: FocalLength {camera.focal_mm:g} mm x FocalPlaneX/YResolution"
            + (f", scaled by {camera.scale:.4g} to the stored size" if camera.scale != 1 else "")
        )
        return check_focal(fx, what, source), check_focal(fy, what, source), source
    why = " (FocalLength without FocalPlaneXResolution)" if camera.focal_mm else ""
    raise InputError(NO_EXIF_FOCAL.format(what=what, why=why))


def check_focal(focal: float, what: str, source: str) -> float:
    """``focal`` within ``focal_px``'s bounds, else an ``InputError`` naming the EXIF tags."""
    bound = OPTION_BOUNDS["focal_px"]
    if not bound.ok(focal):
        raise InputError(
            f"focal_px='exif': {what}'s EXIF gives {focal:g} px ({source}), not "
            f"{bound.text()}; pass focal_px in pixels instead"
        )
    return focal
