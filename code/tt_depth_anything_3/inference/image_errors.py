"""What is wrong with an image input: the ``ImageError`` kinds (each an ``InputError``, so a
``ValueError``) and the size check every input path shares."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..config.errors import InputError
from ..config.options import MIN_SIDE
from ..config.scalars import whole_number


class ImageError(InputError):
    """An input that is not a usable image."""


class ImageDecodeError(ImageError):
    """Bytes or a file that Pillow cannot read as an image (unknown format, corrupt, truncated)."""


class ImageSizeError(ImageError):
    """An image with a side under ``MIN_SIDE`` px."""


class ImageTooLargeError(ImageSizeError):
    """An image of more pixels than the ``max_pixels`` limit."""


class JpegScanLimitError(ImageError):
    """A JPEG of more scans than ``jpeg_scans.scan_limit`` allows for its size
    (``MAX_JPEG_SCANS`` up to 4 MP): its decode would take minutes."""


class ImageFormatError(ImageError):
    """An array, tensor, path or object that is not an image of a supported kind."""


def check_size(width: int, height: int, max_pixels: int, what: str = "image") -> None:
    """``ImageSizeError`` under ``MIN_SIDE`` px on a side, ``ImageTooLargeError`` over
    ``max_pixels``; the messages give the size as height x width, as the rest of the API."""
    size = f"{height}x{width} (height x width)"
    if width < MIN_SIDE or height < MIN_SIDE:
        raise ImageSizeError(f"{what} is {size} px; each side must be at least {MIN_SIDE} px")
    if width * height > max_pixels:
        raise ImageTooLargeError(
            f"{what} is {size} = {width * height} px, over the limit of {max_pixels} px "
            "(raise max_pixels, --max-pixels on the command line, to accept it)"
        )


def check_decoded(rgb: Any, original_size: Any, aspect_kept: bool = True) -> tuple[int, int]:
    """A ``DecodedImage``'s fields checked, its ``original_size`` as a tuple of ints:
    ``ImageFormatError`` unless ``rgb`` is an (h, w, 3) uint8 array and ``original_size`` the
    (H, W) of a full image ``rgb`` is a decode of, at full or reduced scale (no side larger,
    the same aspect ratio within a pixel of rounding; without ``aspect_kept``, any size: a
    frame squashed to the network's square)."""
    if not (isinstance(rgb, np.ndarray) and rgb.dtype == np.uint8 and rgb.ndim == 3) or (
        rgb.shape[2] != 3
    ):
        given = (
            f"a {rgb.dtype} array of shape {rgb.shape}"
            if isinstance(rgb, np.ndarray)
            else type(rgb).__name__
        )
        raise ImageFormatError(
            f"DecodedImage.rgb must be an (h, w, 3) uint8 RGB array, got {given} (pass other "
            "images to the model as they are: they are converted)"
        )
    pair = isinstance(original_size, (tuple, list)) and len(original_size) == 2
    if not (pair and all((whole_number(v) or 0) > 0 for v in original_size)):
        raise ImageFormatError(
            f"DecodedImage.original_size must be the full image's (H, W), two positive "
            f"integers, got {original_size!r:.60}"
        )
    (full_h, full_w), (h, w) = (whole_number(v) for v in original_size), rgb.shape[:2]
    if not aspect_kept:
        return full_h, full_w
    # the scales k at which rounding H / k and W / k (to within a pixel) gives h and w
    low = max(full_h / (h + 1), full_w / (w + 1))
    high = min(full_h / (h - 1) if h > 1 else np.inf, full_w / (w - 1) if w > 1 else np.inf)
    if h > full_h or w > full_w or not low < high:
        raise ImageFormatError(
            f"DecodedImage.rgb is {h}x{w} (height x width), not its original_size "
            f"{full_h}x{full_w} or a reduced decode of it (the same aspect ratio, smaller)"
        )
    return full_h, full_w
