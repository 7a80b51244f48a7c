"""What a chunked reconstruction holds of each frame until its chunks have run.

A chunk holds ``chunk_size`` frames (120 by default) and the next chunk's overlap: a 4K video
frame read into memory is 25 MB, so a chunk of them held 3 GB. The network never sees more of a
frame than its first resize (``preprocess.smallest_source``: the official rule's longest side to
``process_res``, INTER_AREA), so ``FrameHolder`` keeps a frame read into memory at that size, as
a ``DecodedImage`` carrying its original size: it reaches the network bit for bit as the full
frame does (``resize_for_model`` finds it already at the first resize's size and runs only the
second), and its depth, cameras and COLMAP model keep the full frame's geometry. The full-size
RGB is handed back once, for the caller to write (``colmap/images/``). A path is held as it is:
it is read when its chunk runs, holding nothing before. With ``resize_mode="squash"`` the
first resize is the only one, to ``process_res`` x ``process_res``: the frame is held so
(``SquashedFrame``, a ``DecodedImage`` of another aspect ratio than its original size), which
``resize_for_model`` takes as it is.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..config.image_resize import resize_image
from ..config.options import ResizeMode
from .image_errors import check_decoded
from .images import DecodedImage, load_image
from .preprocess import smallest_source


@dataclass(frozen=True)
class SquashedFrame(DecodedImage):
    """A frame at ``resize_mode="squash"``'s one resize (``process_res`` x ``process_res``,
    the ``resize_for_model`` call itself), carrying the full frame's (H, W): what a squash
    stream holds. Its aspect ratio is the square's, not the original's."""

    def __post_init__(self) -> None:
        checked = check_decoded(self.rgb, self.original_size, aspect_kept=False)
        object.__setattr__(self, "original_size", checked)


@dataclass(frozen=True)
class FrameHolder:
    """A model's image options: how it reads a frame (``max_pixels``) and the size it first
    resizes one to (``process_res``, ``resize_mode``)."""

    max_pixels: int
    process_res: int
    resize_mode: ResizeMode

    @classmethod
    def of(cls, model: Any) -> FrameHolder:
        """The holder of a model's options (its ``max_pixels``, ``process_res``,
        ``resize_mode`` attributes)."""
        return cls(model.max_pixels, model.process_res, model.resize_mode)

    def arguments(self) -> dict[str, Any]:
        """``exports.sequence.reconstruct_stream``'s ``frame_rgb`` (``colmap/images/``) and
        ``hold_frame`` (what its chunks hold) for this model."""
        return {"frame_rgb": self.rgb, "hold_frame": self.hold}

    def rgb(self, frame: Any) -> np.ndarray:
        """The frame's (H, W, 3) uint8 RGB as the model reads it, at its original size."""
        return load_image(frame, self.max_pixels).rgb

    def hold(self, frame: Any) -> tuple[np.ndarray, DecodedImage] | None:
        """(the frame's RGB as ``rgb`` gives it, the smaller ``DecodedImage`` to hold in its
        place), or None to hold ``frame`` itself: a path, or a frame no larger than its first
        resize (one the network enlarges is held whole: its resize reads every pixel)."""
        if isinstance(frame, (str, os.PathLike)):
            return None
        image = load_image(frame, self.max_pixels)
        small = self.shrink(image)
        return None if small is image else (image.rgb, small)

    def shrink(self, image: DecodedImage) -> DecodedImage:
        """``image`` at the network's first resize, or ``image`` itself where ``hold`` holds a
        frame as it is (no larger than that size)."""
        if self.resize_mode == "squash":
            side = self.process_res
            if image.rgb.shape[0] * image.rgb.shape[1] <= side * side:
                return image  # the square is no smaller: held as it is
            return SquashedFrame(resize_image(image.rgb, side, side), image.original_size)
        height, width = smallest_source(image.original_size, self.process_res, self.resize_mode)
        have = image.rgb.shape[:2]
        if have[0] < height or have[1] < width or have == (height, width):
            return image
        return DecodedImage(
            resize_image(image.rgb, width, height), image.original_size, image.camera
        )


__all__ = ["FrameHolder", "SquashedFrame"]
