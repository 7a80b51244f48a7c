"""A stream's ``frames`` argument: an iterable of frames, never one image (``iter_predict``,
``reconstruct_stream``); its frames as they are when taken, for threads that read them after
the source moved on (``frames_as_taken``: a lazily opened PIL image read on a decode thread
before the next frame is taken, a buffer copied)."""

from __future__ import annotations

import os
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
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
    (``frames_as_taken``): ``error`` is raised when the frame's turn comes."""

    error: InputError


def is_lazy_image(frame: Any) -> bool:
    """A PIL image whose pixels are still in its open file (``Image.open``, not yet loaded)."""
    from PIL import Image  # loaded: images imports it

    return (
        isinstance(frame, Image.Image)
        and bool(getattr(frame, "tile", None))
        and getattr(frame, "fp", None) is not None
    )


@dataclass(frozen=True)
class DecodingFrame:
    """A lazily opened PIL frame being read on its stream's decode thread (``frames_as_taken``):
    ``taken()`` waits for it and gives (the frame read, or a ``FailedFrame``; the
    milliseconds its read took, which the frame's ``timing_ms["decode"]`` counts)."""

    future: Future

    def taken(self) -> tuple[Any, float]:
        return self.future.result()


def timed_read(read: Callable[[Any], Any], frame: Any) -> tuple[Any, float]:
    """(``read(frame)``, or a ``FailedFrame`` of the ``InputError`` it raised; its ms)."""
    t0 = time.perf_counter()
    try:
        frame = read(frame)
    except InputError as error:  # this frame's own: reported with it, in order
        frame = FailedFrame(error)
    return frame, (time.perf_counter() - t0) * 1e3


def frames_as_taken(
    frames: Iterable[Any], read: Callable[[Any], Any], ahead: bool
) -> Iterator[Any]:
    """The frames of ``frames`` for a stream whose frames are read ``ahead`` (read-ahead or
    side-by-side threads read them after the source has moved on; not ``ahead``: each frame is
    read in its turn, before the next is taken, and they are given as they are). Ahead, a PIL
    image whose pixels are still in its file is read (``read(image)``) on a decode thread of
    the stream's own as soon as it is taken, so that its decode overlaps the network, and the
    next frame is taken only once it is read (a source may close it as it moves on:
    ``with Image.open(p) as im: yield im``); it is given as a ``DecodingFrame``. A frame that is
    a mutable buffer (numpy array, torch tensor, ``bytearray``, ``memoryview``) is copied (a
    source may refill one buffer for every frame). A frame ``read`` refuses (an
    ``InputError``) becomes a ``FailedFrame``, reported in its turn."""
    iterator = iter(frames)  # (closing this generator leaves the source as it is)
    if not ahead:
        for frame in iterator:
            yield frame
        return
    decoding: Future | None = None  # the last lazy frame's read: done before the next is taken
    decoder: ThreadPoolExecutor | None = None
    threads: set[int] = set()
    try:
        while True:
            if decoding is not None:
                wait([decoding])
            try:
                frame = next(iterator)
            except StopIteration:
                return
            if is_lazy_image(frame):
                if decoder is None:
                    decoder = ThreadPoolExecutor(
                        1, "da3-decode", initializer=lambda: threads.add(threading.get_ident())
                    )
                decoding = decoder.submit(timed_read, read, frame)
                yield DecodingFrame(decoding)
            else:
                decoding = None
                yield copied(frame)
    finally:
        if decoder is not None:  # a read under way is finished first (its frame is open)
            # closed by the garbage collector on the decode thread itself, it cannot wait
            decoder.shutdown(wait=threading.get_ident() not in threads)


def read_repeated_lazy_images(items: Sequence[Any], read: Callable[[Any], Any]) -> list[Any]:
    """``items`` with each PIL image whose pixels are still in its file and that is listed
    more than once read once (``read(image)``), every listing given the result: threads
    reading a list ahead would load the one image object at the same time (Pillow's objects
    are not thread-safe). One ``read`` refuses becomes a ``FailedFrame`` at each listing."""
    counts = Counter(id(item) for item in items if is_lazy_image(item))
    read_once: dict[int, Any] = {}
    result = []
    for item in items:
        key = id(item)
        if counts.get(key, 0) > 1:
            if key not in read_once:
                try:
                    read_once[key] = read(item)
                except InputError as error:  # raised in the first listing's turn
                    read_once[key] = FailedFrame(error)
            item = read_once[key]
        result.append(item)
    return result


def copied(frame: Any) -> Any:
    """A copy of a frame that is a mutable buffer (array, tensor, bytearray, memoryview); any
    other frame as it is (a path, bytes, a PIL image, a ``DecodedImage``)."""
    if isinstance(frame, np.ndarray):
        return frame.copy()  # a subclass stays one (a masked array, np.matrix)
    if isinstance(frame, (bytearray, memoryview)):
        return bytes(frame)
    if is_torch_tensor(frame):
        return frame.detach().clone()
    return frame
