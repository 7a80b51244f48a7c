"""Resizing and normalisation, identical to the official ``InputProcessor``.

``upper_bound`` (default, official ``upper_bound_resize``): the longest side goes to
``process_res`` with OpenCV (INTER_AREA when shrinking, INTER_CUBIC when enlarging), then each
side is rounded to the nearest multiple of 14 by a second such resize. ``squash``: straight to
``process_res`` x ``process_res`` (518 x 518 is what the Blackhole port runs).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ..config.errors import InputError
from ..config.image_norm import IMAGENET_MEAN, IMAGENET_STD, normalize_array
from ..config.image_resize import resize_image
from ..config.options import DEFAULT_PROCESS_RES, ResizeMode, is_integer
from ..config.options import network_size as network_size  # its home: warm-up checks need it
from ..config.parts import PATCH_SIZE

if TYPE_CHECKING:
    import torch


@dataclass(frozen=True)
class Preprocessed:
    """One image ready for the network, with what is needed to map results back."""

    array: np.ndarray  # (3, h, w) float32, ImageNet-normalised
    original_size: tuple[int, int]  # (H, W) of the input image
    model_input_size: tuple[int, int]  # (h, w) seen by the network

    @property
    def tensor(self) -> torch.Tensor:
        """``array`` as a torch tensor (imports torch; shares the memory)."""
        import torch

        return torch.from_numpy(self.array)


def _nearest_multiple(x: int, p: int = PATCH_SIZE) -> int:
    """The official rounding to the nearest multiple of 14, but never below 14 (the official
    code rounds a side under 7 px to 0 and then fails; such extreme aspect ratios get 14)."""
    down = (x // p) * p
    up = down + p
    return max(p, up if abs(up - x) <= abs(x - down) else down)


def _firstresize_image(height: int, width: int, process_res: int) -> tuple[int, int]:
    """(h, w) of ``upper_bound``'s first resize: the longest side to ``process_res``."""
    longest = max(width, height)
    if longest == process_res:
        return height, width
    scale = process_res / float(longest)
    return max(1, int(round(height * scale))), max(1, int(round(width * scale)))


def model_input_size(
    height: int,
    width: int,
    process_res: int = DEFAULT_PROCESS_RES,
    resize_mode: ResizeMode = "upper_bound",
) -> tuple[int, int]:
    """The (h, w) the network sees for an image of (height, width)."""
    if not (is_integer(height) and is_integer(width) and height > 0 and width > 0):
        raise InputError(f"an image size is two positive integers, got ({height!r}, {width!r})")
    if resize_mode == "squash":
        return process_res, process_res
    height, width = _firstresize_image(height, width, process_res)
    return max(1, _nearest_multiple(height)), max(1, _nearest_multiple(width))


def smallest_source(
    original_size: tuple[int, int],
    process_res: int = DEFAULT_PROCESS_RES,
    resize_mode: ResizeMode = "upper_bound",
) -> tuple[int, int]:
    """The smallest (h, w) an image of ``original_size`` (H, W) may be decoded at and still be
    shrunk (never enlarged) to the network input: the size of the first resize."""
    if resize_mode == "squash":
        return process_res, process_res
    return _firstresize_image(*original_size, process_res)


def resize_for_model(
    image: np.ndarray,
    process_res: int = DEFAULT_PROCESS_RES,
    resize_mode: ResizeMode = "upper_bound",
    original_size: tuple[int, int] | None = None,
) -> np.ndarray:
    """uint8 (H, W, 3) -> uint8 (h, w, 3) at the network resolution.

    ``original_size``: the (H, W) of the full image when ``image`` is a reduced-scale decode of
    it (``images.DecodedImage``); the sizes of both resizes are then those of the full image, so
    only the pixel values can differ (the same picture, averaged from fewer source pixels).
    """
    if resize_mode == "squash":
        if process_res % PATCH_SIZE:
            raise InputError(f"squash size must be a multiple of {PATCH_SIZE}, got {process_res}")
        if image.shape[:2] == (process_res, process_res):
            return image
        return resize_image(image, process_res, process_res)
    if resize_mode != "upper_bound":
        raise InputError(f"resize_mode must be 'upper_bound' or 'squash', got {resize_mode!r}")
    height, width = original_size or image.shape[:2]
    new_h, new_w = _firstresize_image(height, width, process_res)
    if (new_h, new_w) != image.shape[:2]:
        image = resize_image(image, new_w, new_h)
    height, width = image.shape[:2]
    new_w, new_h = max(1, _nearest_multiple(width)), max(1, _nearest_multiple(height))
    if (new_w, new_h) != (width, height):
        image = resize_image(image, new_w, new_h)
    return image


def normalize(image: np.ndarray) -> torch.Tensor:
    """uint8 (h, w, 3) -> float32 (3, h, w) torch tensor: /255 then ImageNet mean/std, as
    torchvision does (imports torch; the pipeline itself uses ``normalize_array``, numpy)."""
    import torch

    return torch.from_numpy(normalize_array(image))


def preprocess(
    image: np.ndarray,
    process_res: int = DEFAULT_PROCESS_RES,
    resize_mode: ResizeMode = "upper_bound",
    original_size: tuple[int, int] | None = None,
) -> Preprocessed:
    """uint8 RGB image -> network tensor plus sizes; ``original_size`` as in
    ``resize_for_model`` (default: the image's own size)."""
    if process_res < PATCH_SIZE:
        raise InputError(f"process_res must be at least {PATCH_SIZE}, got {process_res}")
    resized = resize_for_model(image, process_res, resize_mode, original_size)
    height, width = original_size or image.shape[:2]
    return Preprocessed(
        array=normalize_array(resized),
        original_size=(int(height), int(width)),
        model_input_size=(int(resized.shape[0]), int(resized.shape[1])),
    )


__all__ = [
    "IMAGENET_MEAN",
    "IMAGENET_STD",
    "DEFAULT_PROCESS_RES",
    "ResizeMode",
    "Preprocessed",
    "model_input_size",
    "normalize",
    "normalize_array",
    "preprocess",
    "resize_for_model",
    "smallest_source",
]
