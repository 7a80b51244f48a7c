"""Turning what users pass (paths, bytes, PIL, numpy, torch) into uint8 RGB arrays.

Every accepted form ends as an (H, W, 3) uint8 array. Bad input raises an ``ImageError`` (a
``ValueError``) saying what was expected and what was given; its subclass says which kind of
problem it is, so that a caller such as the HTTP server can answer each with its own status:

- ``ImageDecodeError``: bytes or a file that are not a readable image (unknown format,
  corrupt, truncated);
- ``ImageSizeError``: a side under ``MIN_SIDE`` px, or (``ImageTooLargeError``) more pixels than
  the ``max_pixels`` limit;
- ``ImageFormatError``: an array, tensor or object that is not an image of a supported shape,
  dtype or value range, or a path that is not a file.

``load_image(..., reduce_to=...)`` may decode a JPEG at 1/2, 1/4 or 1/8 scale (libjpeg's DCT
scaling, Pillow's ``draft``) when the caller needs fewer pixels than the file holds; the result
(``DecodedImage``) keeps the size of the full image.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Union

import numpy as np
from PIL import Image, ImageOps

from ..config.options import DEFAULT_MAX_PIXELS, is_integer
from ..config.torch_interop import is_torch_tensor
from .exif_focal import ExifCamera
from .image_errors import ImageDecodeError as ImageDecodeError
from .image_errors import ImageError as ImageError
from .image_errors import ImageFormatError as ImageFormatError
from .image_errors import ImageSizeError as ImageSizeError
from .image_errors import ImageTooLargeError as ImageTooLargeError
from .image_errors import JpegScanLimitError as JpegScanLimitError
from .image_errors import check_decoded
from .image_errors import check_size as check_size
from .image_files import IMAGE_SUFFIXES as IMAGE_SUFFIXES  # the names images always had
from .image_files import folder_images as folder_images
from .image_files import image_path
from .image_open import MALFORMED_DATA_ERRORS as MALFORMED_DATA_ERRORS
from .image_open import open_pil, read_exif_camera, warn_if_several_frames
from .pil_pixels import EXIF_ORIENTATION as EXIF_ORIENTATION
from .pil_pixels import (
    check_pixels_readable,
    is_wide_colour_png,
    pil_to_rgb,
    uint16_to_uint8,
    wide_colour_png_rgb,
)

if TYPE_CHECKING:
    import torch

TRANSPOSED_ORIENTATIONS = (5, 6, 7, 8)  # EXIF orientations that swap width and height
# What Pillow calls a JPEG file: "MPO" is one with more pictures (a phone's depth or preview
# image) after the first, which is the image read
JPEG_FORMATS = ("JPEG", "MPO")


@dataclass(frozen=True)
class DecodedImage:
    """An (h, w, 3) uint8 RGB image and the (H, W) of the image it was decoded from.

    ``rgb`` is the full image unless it was decoded at reduced scale (``reduced``); then it is
    the same picture with fewer pixels, and ``original_size`` is the size of the full image
    (upright, after EXIF orientation). It can be passed to ``DepthAnything3`` like an array; the
    depth then has the geometry of the full image (``original_size``, focal length, and
    ``resize_to_original``). ``camera``: its file's EXIF focal-length tags (``focal_px="exif"``),
    None for an array, a tensor or a file without them.
    """

    rgb: np.ndarray
    original_size: tuple[int, int]
    camera: ExifCamera | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "original_size", check_decoded(self.rgb, self.original_size))

    @property
    def reduced(self) -> bool:
        return tuple(self.rgb.shape[:2]) != tuple(self.original_size)


ImageInput = Union[  # noqa: UP007
    str, os.PathLike, bytes, bytearray, memoryview, Image.Image, np.ndarray, "torch.Tensor",
    DecodedImage,
]  # fmt: skip
# (H, W) of the full image -> the smallest (h, w) the caller needs (both sides).
ReduceTo = Callable[[tuple[int, int]], tuple[int, int]]


def is_batch(images: Any) -> bool:
    """True for a list/tuple of images or a 4-D array/tensor (N images)."""
    if isinstance(images, (list, tuple)):
        return True
    return (isinstance(images, np.ndarray) or is_torch_tensor(images)) and images.ndim == 4


def split_batch(images: Any) -> list[Any]:
    """A list or 4-D array -> list of single images."""
    if isinstance(images, (list, tuple)):
        if not images:
            raise ImageFormatError("got an empty list of images")
        return list(images)
    if images.shape[0] == 0:
        raise ImageFormatError(f"got a batch of no images (shape {tuple(images.shape)})")
    return [images[i] for i in range(images.shape[0])]


def is_transposed(image: Image.Image) -> bool:
    """True when ``image``'s EXIF orientation swaps its width and height, as far as the header
    tells without decoding (a PNG's eXIf chunk after the pixels is found at decode)."""
    if image.format == "PNG" and "exif" not in image.info:
        return False  # Pillow would decode the whole image to look for it
    try:
        orientation = image.getexif().get(EXIF_ORIENTATION)
    except MALFORMED_DATA_ERRORS:  # an unreadable EXIF block: exif_transpose ignores it too
        return False
    return orientation in TRANSPOSED_ORIENTATIONS


class OpenedImage:
    """An image file opened and checked, its pixels not yet decoded (``decode()``).

    Opening reads only the header: the size is checked against ``max_pixels`` and, with
    ``reduce_to``, a JPEG is set to decode at reduced scale, so ``decoded_size`` tells what
    ``decode()`` will allocate before it does. Close it (``with``) when done.
    """

    def __init__(
        self,
        image: Image.Image,
        max_pixels: int,
        what: str,
        reduce_to: ReduceTo | None = None,
        owned: bool = True,
    ) -> None:
        self.image = image
        self.what = what
        self.owned = owned  # opened here from bytes or a file (else the caller's PIL image)
        if not owned:  # the caller's may have been closed before its pixels were read
            check_pixels_readable(image, what)
        width, height = image.size
        check_size(width, height, max_pixels, what)
        if owned:  # the caller's PIL image is read at its current frame
            warn_if_several_frames(image, what)
        transposed = is_transposed(image)
        self.camera = read_exif_camera(image, transposed)  # the header's: before any decode
        self.original_size = (width, height) if transposed else (height, width)  # upright
        if reduce_to is not None and image.format in JPEG_FORMATS:
            need = reduce_to(self.original_size)
            pair = isinstance(need, (tuple, list)) and len(need) == 2
            if not (pair and all(is_integer(n) for n in need)):
                raise ImageFormatError(f"reduce_to must return an (h, w) pair, got {need!r:.40}")
            need_h, need_w = need
            if transposed:  # stored sideways: so is the size asked of the decoder
                need_h, need_w = need_w, need_h
            try:
                image.draft(None, (max(1, need_w), max(1, need_h)))
            except MALFORMED_DATA_ERRORS as err:
                raise ImageDecodeError(
                    f"could not decode the {what}: corrupt ({type(err).__name__}: {err})"
                ) from err
        width, height = image.size  # reduced by draft
        self.decoded_size = (width, height) if transposed else (height, width)

    @property
    def decoded_pixels(self) -> int:
        return self.decoded_size[0] * self.decoded_size[1]

    def decode(self) -> DecodedImage:
        """The pixels, upright (EXIF orientation applied), as uint8 RGB."""
        try:
            if is_wide_colour_png(self.image):  # all 16 bits, from its file (the caller's too)
                rgb = wide_colour_png_rgb(self.image)
            elif self.owned:  # ours: turned in place (no copy), closed once converted
                ImageOps.exif_transpose(self.image, in_place=True)
                rgb = pil_to_rgb(self.image)
            else:  # the caller's: left as it was
                rgb = pil_to_rgb(ImageOps.exif_transpose(self.image))
        except ImageFormatError:  # decoded, but its values are no image's: said as such
            raise
        except MALFORMED_DATA_ERRORS as err:
            raise ImageDecodeError(
                f"could not decode the {self.what}: corrupt or truncated "
                f"({type(err).__name__}: {err})"
            ) from err
        finally:
            if self.owned:
                self.close()  # the decoded pixels now live in ``rgb`` alone
        if self.decoded_size == self.original_size:  # full size: what the decode found
            self.original_size = self.decoded_size = (int(rgb.shape[0]), int(rgb.shape[1]))
        return DecodedImage(rgb, self.original_size, self.camera)

    def close(self) -> None:
        if self.owned:
            self.image.close()

    def __enter__(self) -> OpenedImage:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# What a short text given as image bytes is said to be: to a Python caller, a file name passed
# as bytes; to a server's client (``open_image(..., text_advice=SERVER_TEXT_ADVICE)``), text
# sent where the image file's bytes belong.
API_TEXT_ADVICE = (
    "the image's encoded bytes are expected, a file name given as bytes is not opened (in "
    "Python, pass it as str or Path)"
)
SERVER_TEXT_ADVICE = "the image file's encoded bytes are expected, not its name or other text"


def open_image(
    source: bytes | bytearray | memoryview | str | os.PathLike,
    max_pixels: int = DEFAULT_MAX_PIXELS,
    reduce_to: ReduceTo | None = None,
    *,
    text_advice: str = API_TEXT_ADVICE,
) -> OpenedImage:
    """Encoded bytes or an image file -> ``OpenedImage`` (header read and checked only);
    ``reduce_to`` as in ``load_image``. Bytes that read as short text are said to be so, with
    ``text_advice`` (the Python API's by default)."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        data = bytes(source)
        if not data:
            raise ImageDecodeError("the image is empty (0 bytes)")
        what = "image"
        hint = _text_hint(data, text_advice)
        pil = open_pil(io.BytesIO(data), f"image ({len(data)} bytes{hint})", max_pixels)
    else:
        path = image_path(source)
        what = f"image {path}"
        pil = open_pil(path, what, max_pixels)
    try:
        return OpenedImage(pil, max_pixels, what, reduce_to)
    except BaseException:
        pil.close()
        raise


def _text_hint(data: bytes, advice: str) -> str:
    """For short bytes that read as a file name or text: say so, and ``advice``."""
    if len(data) > 4096 or b"\0" in data:
        return ""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return ""
    if not text.isprintable():
        return ""
    return f" that read as text, {text!r:.60}: {advice}"


def _array_to_rgb(array: np.ndarray, max_pixels: int) -> np.ndarray:
    # A subclass (np.matrix stays 2-D under [..., None] and crashed np.repeat) -> a plain array
    array = np.asarray(array)
    array = array.astype(array.dtype.newbyteorder("="), copy=False)  # ">u2" data: its values
    shape_error = (  # the three first, as before; 1 (grey) and 4 (RGBA: alpha dropped) too
        f"expected an image array of shape (H, W, 3), (3, H, W) or (H, W), got {array.shape} "
        "(also taken: (H, W, 1), (1, H, W), (H, W, 4), (4, H, W))"
    )
    if array.ndim == 2:
        array = array[..., None]
    elif array.ndim != 3:
        raise ImageFormatError(shape_error)
    if array.shape[-1] not in (1, 3, 4) and array.shape[0] in (1, 3, 4):
        array = np.moveaxis(array, 0, -1)
    if array.shape[-1] not in (1, 3, 4):
        raise ImageFormatError(shape_error)
    height, width = array.shape[:2]
    check_size(width, height, max_pixels, "image array")
    if array.dtype == np.uint8:
        rgb = array
    elif array.dtype == np.uint16:
        rgb = uint16_to_uint8(array)
    elif np.issubdtype(array.dtype, np.floating):
        if not np.isfinite(array).all():
            raise ImageFormatError("float image array contains NaN or infinite values")
        low, high = float(array.min()), float(array.max())
        if low < -1e-3 or high > 1 + 1e-3:
            raise ImageFormatError(
                f"float image arrays must hold values in [0, 1], got [{low:.4g}, {high:.4g}] "
                "(pass uint8 for 0..255 data; HDR or linear data: tone-map or scale it into "
                "0..1 first)"
            )
        rgb = np.round(np.clip(array, 0.0, 1.0).astype(np.float64) * 255.0).astype(np.uint8)
    else:
        raise ImageFormatError(
            f"unsupported image array dtype {array.dtype}; use uint8 (0..255), uint16 or "
            "float (0..1)"
        )
    if rgb.shape[-1] == 1:
        rgb = np.repeat(rgb, 3, axis=-1)
    elif rgb.shape[-1] == 4:
        rgb = rgb[..., :3]
    return np.ascontiguousarray(rgb)


def _tensor_to_array(tensor: torch.Tensor) -> np.ndarray:
    """A tensor of any dtype numpy lacks (bfloat16, float8...) goes through float32."""
    import torch  # loaded: the caller passed a tensor

    if tensor.is_meta:  # shapes only: no values to read
        raise ImageFormatError("a tensor on the 'meta' device holds no values: not an image")
    if tensor.layout != torch.strided:  # sparse: numpy has no such array
        raise ImageFormatError(f"a {tensor.layout} tensor: pass its .to_dense() image")
    tensor = tensor.detach().cpu()
    if tensor.is_floating_point() and tensor.dtype not in (torch.float16, torch.float32):
        tensor = tensor.to(torch.float64 if tensor.dtype == torch.float64 else torch.float32)
    if tensor.is_complex() or tensor.dtype == torch.bool or tensor.is_quantized:
        raise ImageFormatError(
            f"unsupported image tensor dtype {tensor.dtype}; use uint8 (0..255), uint16 or "
            "float (0..1)"
        )
    return tensor.numpy()


def load_image(
    image: ImageInput, max_pixels: int = DEFAULT_MAX_PIXELS, reduce_to: ReduceTo | None = None
) -> DecodedImage:
    """Any supported single-image input -> ``DecodedImage`` (uint8 RGB and the full size).

    Args:
        image: a path, encoded bytes, a PIL image, an array or tensor, or a ``DecodedImage``.
        max_pixels: largest accepted image, width x height of the full image.
        reduce_to: maps the full image's (H, W) to the smallest (h, w) the caller needs; a
            JPEG (path or bytes) is then decoded at the smallest of 1/1, 1/2, 1/4 and 1/8 scale
            that keeps both sides at least that large. ``None``: always full size.
    """
    if reduce_to is not None and not callable(reduce_to):
        raise ImageFormatError(
            "reduce_to is a function of the full (H, W) giving the smallest (h, w) needed, e.g. "
            f"functools.partial(preprocess.smallest_source, process_res=504); got {reduce_to!r:.30}"
        )
    if isinstance(image, DecodedImage):
        check_size(image.original_size[1], image.original_size[0], max_pixels, "image")
        return image
    if isinstance(image, (str, os.PathLike, bytes, bytearray, memoryview)):
        with open_image(image, max_pixels, reduce_to) as opened:
            return opened.decode()
    if isinstance(image, Image.Image):
        return OpenedImage(image, max_pixels, "PIL image", owned=False).decode()
    if is_torch_tensor(image):
        rgb = _array_to_rgb(_tensor_to_array(image), max_pixels)
    elif isinstance(image, np.ndarray):
        rgb = _array_to_rgb(image, max_pixels)
    else:
        raise ImageFormatError(
            f"unsupported image type {type(image).__name__}; pass a path, encoded bytes, a PIL "
            f"image, a numpy array or a torch tensor (or a list of them){_type_hint(image)}"
        )
    return DecodedImage(rgb, (int(rgb.shape[0]), int(rgb.shape[1])))


def _type_hint(image: object) -> str:
    """What to pass instead of an open file or an iterator of images, or ``""``."""
    if callable(getattr(image, "read", None)):
        return "; an open file: pass its path, or its bytes (f.read())"
    if isinstance(image, Iterator):
        return (
            "; an iterator of images: pass list(...) of them, or stream them with "
            "model.iter_predict(...)"
        )
    return ""


def load_rgb(image: ImageInput, max_pixels: int = DEFAULT_MAX_PIXELS) -> np.ndarray:
    """Any supported single-image input -> (H, W, 3) uint8 RGB (full size, except a
    ``DecodedImage`` that was decoded at reduced scale)."""
    return load_image(image, max_pixels).rgb


def load_images(
    images: list[ImageInput],
    max_pixels: int = DEFAULT_MAX_PIXELS,
    keep: Callable[[DecodedImage], DecodedImage] | None = None,
) -> list[DecodedImage]:
    """``load_image`` of each of ``images``; with several, an error says which one
    (``images[i]: ...``), as a list given to the model does. ``keep``: what is kept of each
    image, applied as soon as it is decoded (``frame_hold.FrameHolder.shrink``: a list of
    large photos then holds one at full size at a time)."""
    keep = keep or (lambda image: image)
    if len(images) == 1:
        return [keep(load_image(images[0], max_pixels))]
    decoded = []
    for index, image in enumerate(images):
        try:
            decoded.append(keep(load_image(image, max_pixels)))
        except ImageError as error:  # re-raised saying which image of the list it was
            raise type(error)(f"images[{index}]: {error}") from error
    return decoded
