"""Turning what users pass (paths, bytes, PIL, numpy, torch) into uint8 RGB arrays.

Every accepted form ends as an (H, W, 3) uint8 array. Bad input raises ``ValueError`` saying
what was expected and what was given.
"""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any, Union

import numpy as np
import torch
from PIL import Image, ImageOps

MIN_SIDE = 8
DEFAULT_MAX_PIXELS = 64_000_000  # 64 MP, e.g. 8000 x 8000

ImageInput = Union[str, os.PathLike, bytes, bytearray, Image.Image, np.ndarray, torch.Tensor]  # noqa: UP007


def is_batch(images: Any) -> bool:
    """True for a list/tuple of images or a 4-D array/tensor (N images)."""
    if isinstance(images, (list, tuple)):
        return True
    return isinstance(images, (np.ndarray, torch.Tensor)) and images.ndim == 4


def split_batch(images: Any) -> list[Any]:
    """A list or 4-D array -> list of single images."""
    if isinstance(images, (list, tuple)):
        if not images:
            raise ValueError("got an empty list of images")
        return list(images)
    return [images[i] for i in range(images.shape[0])]


def _check_size(width: int, height: int, max_pixels: int, what: str) -> None:
    if width < MIN_SIDE or height < MIN_SIDE:
        raise ValueError(f"{what} is {width}x{height} px; each side must be at least {MIN_SIDE} px")
    if width * height > max_pixels:
        raise ValueError(
            f"{what} is {width}x{height} = {width * height} px, over the limit of {max_pixels} px "
            "(raise max_pixels to accept it)"
        )


def _pil_to_rgb(image: Image.Image) -> np.ndarray:
    """PIL image of any mode -> (H, W, 3) uint8, honouring 16-bit and float grayscale."""
    if image.mode in ("I;16", "I;16B", "I;16L", "I", "F"):
        array = np.asarray(image).astype(np.float64)
        if image.mode.startswith("I;16"):
            array = array / 65535.0
        else:
            top = array.max() if array.size else 1.0
            array = array / (65535.0 if top > 255 else 255.0)
        gray = np.clip(np.round(array * 255.0), 0, 255).astype(np.uint8)
        return np.repeat(gray[..., None], 3, axis=-1)
    return np.asarray(image if image.mode == "RGB" else image.convert("RGB"))


def decode_bytes(data: bytes, max_pixels: int = DEFAULT_MAX_PIXELS) -> np.ndarray:
    """Encoded PNG/JPEG/... bytes -> RGB uint8; EXIF orientation applied."""
    try:
        image = Image.open(io.BytesIO(data))
    except OSError as err:  # UnidentifiedImageError, or a corrupt header
        raise ValueError(
            f"could not decode the image bytes ({len(data)} bytes; expected PNG, JPEG or "
            f"another format Pillow reads): {err}"
        ) from err
    return _open_image(image, max_pixels, "image")


def _open_image(image: Image.Image, max_pixels: int, what: str) -> np.ndarray:
    _check_size(*image.size, max_pixels, what)
    try:
        image = ImageOps.exif_transpose(image)
        return _pil_to_rgb(image)
    except (OSError, SyntaxError, ValueError) as err:
        raise ValueError(f"{what} is corrupt or truncated: {err}") from err


def _array_to_rgb(array: np.ndarray, max_pixels: int) -> np.ndarray:
    if array.ndim == 2:
        array = array[..., None]
    elif array.ndim != 3:
        raise ValueError(
            f"expected an image array of shape (H, W, 3), (3, H, W) or (H, W), got {array.shape}"
        )
    if array.shape[-1] not in (1, 3, 4) and array.shape[0] in (1, 3, 4):
        array = np.moveaxis(array, 0, -1)
    if array.shape[-1] not in (1, 3, 4):
        raise ValueError(
            f"expected an image array of shape (H, W, 3), (3, H, W) or (H, W), got {array.shape}"
        )
    height, width = array.shape[:2]
    _check_size(width, height, max_pixels, "image array")
    if array.dtype == np.uint8:
        rgb = array
    elif array.dtype == np.uint16:
        rgb = np.round(array.astype(np.float64) / 257.0).astype(np.uint8)
    elif np.issubdtype(array.dtype, np.floating):
        if not np.isfinite(array).all():
            raise ValueError("float image array contains NaN or infinite values")
        low, high = float(array.min()), float(array.max())
        if low < -1e-3 or high > 1 + 1e-3:
            raise ValueError(
                f"float image arrays must hold values in [0, 1], got [{low:.4g}, {high:.4g}] "
                "(pass uint8 for 0..255 data)"
            )
        rgb = np.round(np.clip(array, 0.0, 1.0) * 255.0).astype(np.uint8)
    else:
        raise ValueError(
            f"unsupported image array dtype {array.dtype}; use uint8 (0..255), uint16 or "
            "float (0..1)"
        )
    if rgb.shape[-1] == 1:
        rgb = np.repeat(rgb, 3, axis=-1)
    elif rgb.shape[-1] == 4:
        rgb = rgb[..., :3]
    return np.ascontiguousarray(rgb)


def load_rgb(image: ImageInput, max_pixels: int = DEFAULT_MAX_PIXELS) -> np.ndarray:
    """Any supported single-image input -> (H, W, 3) uint8 RGB."""
    if isinstance(image, (str, os.PathLike)):
        path = Path(image)
        if not path.is_file():
            raise ValueError(f"image file {path} does not exist")
        try:
            pil = Image.open(path)
        except OSError as err:  # UnidentifiedImageError, or a corrupt header
            raise ValueError(f"{path} is not an image Pillow can read: {err}") from err
        with pil:
            return _open_image(pil, max_pixels, f"image {path}")
    if isinstance(image, (bytes, bytearray, memoryview)):
        return decode_bytes(bytes(image), max_pixels)
    if isinstance(image, Image.Image):
        return _open_image(image, max_pixels, "PIL image")
    if isinstance(image, torch.Tensor):
        return _array_to_rgb(image.detach().cpu().numpy(), max_pixels)
    if isinstance(image, np.ndarray):
        return _array_to_rgb(image, max_pixels)
    raise ValueError(
        f"unsupported image type {type(image).__name__}; pass a path, encoded bytes, a PIL "
        "image, a numpy array or a torch tensor (or a list of them)"
    )
