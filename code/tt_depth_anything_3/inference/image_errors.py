"""What is wrong with an image input: the ``ImageError`` kinds (each an ``InputError``, so a
``ValueError``) and the size check every input path shares."""

from __future__ import annotations

from ..config.errors import InputError
from ..config.options import MIN_SIDE


class ImageError(InputError):
    """An input that is not a usable image."""


class ImageDecodeError(ImageError):
    """Bytes or a file that Pillow cannot read as an image (unknown format, corrupt, truncated)."""


class ImageSizeError(ImageError):
    """An image with a side under ``MIN_SIDE`` px."""


class ImageTooLargeError(ImageSizeError):
    """An image of more pixels than the ``max_pixels`` limit."""


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
