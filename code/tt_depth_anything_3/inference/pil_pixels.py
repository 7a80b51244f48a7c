"""Pixels of an opened PIL image as (H, W, 3) uint8 RGB, whatever its mode and bit depth.

16-bit samples are rounded to 8 bits by one rule, ``round(v / 257)`` (``uint16_to_uint8``),
the same for a uint16 array, a 16-bit PIL image (modes ``I;16``, ``I;16B``, ``I;16L``: never
ranged by their values, as a uint16 array is not), a 16-bit grey PNG and a 16-bit colour or
grey-with-alpha PNG. Pillow reads the last two as 8-bit RGB(A) by keeping each sample's high
byte (half a level darker on average, and unlike the same pixels passed as an array), so
their samples are decoded here by OpenCV instead. The official code reads every mode by
``convert("RGB")``, which clips 16-bit values at 255 (full-range 16-bit data turns white
there; 8-bit values stored in 16 bits read dark here).

32-bit images (mode ``I``, integers; ``F``, floats) are ranged by their largest value: up to 1
(``F`` only) as a float array, ``round(v * 255)``; up to 255 by their integer part, as the
official ``convert("RGB")`` reads them; above 255 as 16-bit samples, ``round(v / 257)`` (the
official code clips them at 255).
"""

from __future__ import annotations

import numpy as np
from PIL import Image

from .image_errors import ImageDecodeError, ImageFormatError

# the PNG raw modes Pillow narrows to 8 bits (16-bit RGB, RGBA, and grey with alpha, which
# OpenCV reads as BGRA)
WIDE_COLOUR_PNG = ("RGB;16B", "RGBA;16B", "LA;16B")
# EXIF orientation -> the transpose that makes the image upright (as ImageOps.exif_transpose)
UPRIGHT = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}
EXIF_ORIENTATION = 0x0112


def uint16_to_uint8(array: np.ndarray) -> np.ndarray:
    """16-bit samples (0..65535) to 8 bits, rounded: ``round(v / 257)``."""
    return np.round(array.astype(np.float64) / 257.0).astype(np.uint8)


def is_wide_colour_png(image: Image.Image) -> bool:
    """A 16-bit RGB or RGBA PNG, not yet decoded (its tile still says how it is stored)."""
    tile = getattr(image, "tile", None)
    return image.format == "PNG" and bool(tile) and tile[0].args in WIDE_COLOUR_PNG


def wide_colour_png_rgb(image: Image.Image) -> np.ndarray:
    """A 16-bit colour PNG opened by Pillow (``is_wide_colour_png``; by us or by the caller,
    not yet loaded), decoded from its file with all 16 bits, rounded to uint8 RGB, upright by
    its EXIF orientation."""
    import cv2

    position = image.fp.tell()  # a caller's image is left where it was
    try:
        image.fp.seek(0)
        data = np.frombuffer(image.fp.read(), np.uint8)
    finally:
        image.fp.seek(position)
    array = cv2.imdecode(data, cv2.IMREAD_UNCHANGED)
    if array is None or array.dtype != np.uint16 or array.ndim != 3 or array.shape[2] < 3:
        raise ImageDecodeError("could not decode the 16-bit PNG: corrupt or truncated")
    rgb = uint16_to_uint8(array[..., 2::-1])  # BGR(A) -> RGB
    transpose = UPRIGHT.get(image.getexif().get(EXIF_ORIENTATION))
    if transpose is not None:
        rgb = np.asarray(Image.fromarray(rgb).transpose(transpose))
    return np.ascontiguousarray(rgb)


def check_pixels_readable(image: Image.Image, what: str = "PIL image") -> None:
    """``ImageDecodeError`` for a PIL image opened lazily whose file was closed before its
    pixels were read (``with Image.open(path) as im: pass``): Pillow would fail an assertion."""
    not_loaded = bool(getattr(image, "tile", None))  # pixels still in the file
    if not_loaded and getattr(image, "fp", None) is None:
        raise ImageDecodeError(
            f"the {what}'s file is closed and its pixels were never read; call .load() "
            "before closing it, or pass the path"
        )


def pil_to_rgb(image: Image.Image) -> np.ndarray:
    """PIL image of any mode -> (H, W, 3) uint8, honouring 16-bit and float grayscale."""
    if image.mode in ("I;16", "I;16B", "I;16L", "I", "F"):
        array = np.asarray(image).astype(np.float64)
        if image.mode.startswith("I;16"):
            return np.repeat(uint16_to_uint8(array)[..., None], 3, axis=-1)
        # 32-bit integer or float grey, ranged by its largest value (module docstring; above
        # 65535: refused, as NaN and negative values are)
        if not np.isfinite(array).all():
            raise ImageFormatError(f"mode {image.mode} image contains NaN or infinite values")
        if array.size and array.min() < 0:
            raise ImageFormatError(
                f"mode {image.mode} image has negative values (down to {array.min():g}): "
                "not an image's brightness"
            )
        top = array.max() if array.size else 1.0
        if top > 65535:  # none of the three ranges: clipping would whiten most of the image
            raise ImageFormatError(
                f"mode {image.mode} image has values up to {top:g}, above 65535: not a "
                "brightness in 0..1, 0..255 or 0..65535; scale it to one of those ranges"
            )
        if image.mode == "F" and top <= 1.0:  # float images in [0, 1], as float arrays
            gray = np.round(array * 255.0)
        elif top <= 255:  # the integer part, as Pillow's convert (the official reading)
            gray = np.floor(array)
        else:  # 16-bit samples, as a uint16 array
            gray = np.round(array / 257.0)
        return np.repeat(gray.astype(np.uint8)[..., None], 3, axis=-1)
    if image.mode == "La":  # premultiplied alpha: Pillow converts it to RGB only through LA
        image = image.convert("LA")
    if image.mode == "P" and isinstance(image.info.get("transparency"), bytes):
        # an alpha byte per palette entry: convert("RGB") gives the same colours with a
        # UserWarning telling the caller to convert to RGBA, so through RGBA, alpha dropped
        return np.ascontiguousarray(np.asarray(image.convert("RGBA"))[..., :3])
    return np.asarray(image if image.mode == "RGB" else image.convert("RGB"))
