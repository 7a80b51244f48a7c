"""A stream's ``frames`` argument: an iterable of frames, never one image (``iter_predict``,
``reconstruct_stream``)."""

from __future__ import annotations

import os
from collections.abc import Iterable
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
