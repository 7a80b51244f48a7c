"""A stream's ``frames`` argument: an iterable of frames, never one image (``iter_predict``,
``reconstruct_stream``); PIL images opened lazily read before the stream moves on
(``read_lazy_images``)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..config.errors import InputError
from ..config.torch_interop import is_torch_tensor


def check_frames(frames: Any) -> None:
    """A stream's ``frames`` are an iterable of frames: one path, bytes, array or tensor of
    fewer than 4 dimensions (one image), or a non-iterable is an ``InputError`` before the
    first frame (a string was iterated character by character, a CHW image plane by plane)."""
    if isinstance(frames, (str, bytes, bytearray, os.PathLike)):
        raise InputError(
            f"frames is an iterable of images; got one {type(frames).__name__} "
            f"{frames!r:.60}: pass a list, e.g. [frame]"
        )
    if (isinstance(frames, np.ndarray) or is_torch_tensor(frames)) and frames.ndim < 4:
        raise InputError(  # iterated, a 3-D image was one frame per row or colour plane
            f"frames is an iterable of images; got one {type(frames).__name__} of shape "
            f"{tuple(frames.shape)} (one image): pass a list, e.g. [frame], or a 4-D array "
            "of N frames"
        )
    if not isinstance(frames, Iterable):
        raise InputError(f"frames is an iterable of images; got {type(frames).__name__}")


@dataclass(frozen=True)
class FailedFrame:
    """A frame whose pixels could not be read where it was taken from its stream
    (``read_lazy_images``): ``error`` is raised when the frame's turn comes."""

    error: InputError


def is_lazy_image(frame: Any) -> bool:
    """A PIL image whose pixels are still in its open file (``Image.open``, not yet loaded)."""
    from PIL import Image  # loaded: images imports it

    return (
        isinstance(frame, Image.Image)
        and bool(getattr(frame, "tile", None))
        and getattr(frame, "fp", None) is not None
    )


def read_lazy_images(frames: Iterable[Any], read: Callable[[Any], Any]) -> Iterator[Any]:
    """The frames of ``frames``, a PIL image whose pixels are still in its file replaced by
    ``read(image)`` before the next frame is taken: a source that closes each image as it
    moves on (``with Image.open(p) as im: yield im``) would close it under a read-ahead
    thread that had not read it yet. A frame ``read`` refuses (an ``InputError``) becomes a
    ``FailedFrame``, reported in its turn."""
    for frame in frames:
        if is_lazy_image(frame):
            try:
                frame = read(frame)
            except InputError as error:  # this frame's own: reported with it, in order
                frame = FailedFrame(error)
        yield frame
