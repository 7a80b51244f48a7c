"""Frame sizes for the chunked reconstruction: its chunks are aligned pixel by pixel on their
shared frames, so every frame must reach the network at one size. A frame's size is read
without decoding it (an image file's header, EXIF orientation applied)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from ..config.errors import InputError
from ..config.options import ResizeMode
from .images import DecodedImage, is_transposed, open_image
from .preprocess import model_input_size

Size = tuple[int, int]
HEADER_ONLY = 2**62  # no pixel limit: a size read, no pixels decoded


def frame_size(frame: Any) -> Size | None:
    """The upright (h, w) of a frame (an image file, bytes, PIL image, HWC or CHW array or
    ``DecodedImage``), None when it cannot be told without decoding (a tensor)."""
    if isinstance(frame, DecodedImage):
        return tuple(frame.original_size)  # type: ignore[return-value]
    if isinstance(frame, np.ndarray):  # HWC, HW, or CHW as the loader takes it (images.py)
        if frame.ndim == 3 and frame.shape[-1] not in (1, 3, 4) and frame.shape[0] in (1, 3, 4):
            return (int(frame.shape[1]), int(frame.shape[2]))
        return (int(frame.shape[0]), int(frame.shape[1])) if frame.ndim in (2, 3) else None
    if isinstance(frame, Image.Image):
        width, height = frame.size
        return (width, height) if is_transposed(frame) else (height, width)
    if isinstance(frame, (str, os.PathLike, bytes, bytearray, memoryview)):
        with open_image(frame, max_pixels=HEADER_ONLY) as opened:  # the model checks it
            return opened.original_size
    return None


def frame_name(index: int, frame: Any) -> str:
    """``frame 4`` and, for a file, its path: ``frame 4 (frames/004.png)``."""
    return f"frame {index} ({frame})" if isinstance(frame, (str, Path)) else f"frame {index}"


class SizeWatch:
    """The frames' sizes as they are read: the first frame's, and the first frame of another
    size (``other``), to name it when the chunks' network sizes differ."""

    def __init__(self) -> None:
        self.first: tuple[str, Size] | None = None
        self.other: tuple[str, Size] | None = None

    def add(self, index: int, frame: Any) -> None:
        """Note frame ``index``'s size (until a frame of another size is found)."""
        if self.other is not None:
            return
        size = frame_size(frame)
        if size is None:
            return
        if self.first is None:
            self.first = (frame_name(index, frame), size)
        elif size != self.first[1]:
            self.other = (frame_name(index, frame), size)

    def describe(self) -> str:
        """``frame 4 (x.png) is 60 x 100 (h x w), frame 0 (y.png) 64 x 80``, or ``""``."""
        if self.first is None or self.other is None:
            return ""
        (name, size), (first, first_size) = self.other, self.first
        return f"{name} is {size[0]} x {size[1]} (h x w), {first} {first_size[0]} x {first_size[1]}"


def one_size_needed(what: str) -> str:
    """What to do about frames of several sizes in a chunked reconstruction."""
    return (
        f"{what}: the chunked reconstruction aligns its chunks pixel by pixel on the frames "
        "they share, so the frames must be of one size; resize them to one size, or make "
        "the chunk size at least the frame count to reconstruct them in one chunk"
    )


def check_one_network_size(
    frames: Iterable[tuple[int, Any]], process_res: int, resize_mode: ResizeMode
) -> None:
    """``InputError`` naming the first of ``frames`` ((index, frame) pairs) that reaches the
    network at another size than the first one (headers only: nothing is decoded)."""
    first: tuple[int, Any, Size, Size] | None = None
    for index, frame in frames:
        size = frame_size(frame)
        if size is None:
            continue
        network = model_input_size(*size, process_res, resize_mode)
        if first is None:
            first = (index, frame, size, network)
        elif network != first[3]:
            raise InputError(
                one_size_needed(
                    f"{frame_name(index, frame)} is {size[0]} x {size[1]} (h x w, network "
                    f"{network[0]} x {network[1]}), {frame_name(first[0], first[1])} "
                    f"{first[2][0]} x {first[2][1]} (network {first[3][0]} x {first[3][1]})"
                )
            )
