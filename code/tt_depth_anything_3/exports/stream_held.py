"""Frames read into memory, held small until their chunks run (``reconstruct_stream``'s
``hold_frame``, ``inference.frame_hold.FrameHolder.hold``): each frame's full-size RGB is
written as it arrives to ``HELD_FOLDER`` (``out/.frames.partial-held/frame_NNNNNN.png``, a
lossless PNG), then moved into ``colmap/images/`` when its chunk is written
(``sequence_outputs.write_frame_images``), and only the frame at the network's first resize is
held. The folder is removed when the run ends, and a killed run's by the next run's sweep of
``.partial-`` leftovers."""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from ..config.errors import InputError
from ..inference.frame_streams import copied
from .sequence_outputs import COLMAP_IMAGES, PARTIAL_MARK, colmap_image_name, write_png

HELD_FOLDER = f".frames{PARTIAL_MARK}held"
FrameHold = Callable[[Any], "tuple[np.ndarray, Any] | None"]


@contextlib.contextmanager
def held_folder(out_dir: Path) -> Iterator[Path]:
    """``out_dir / HELD_FOLDER``, removed with what it still holds when the block ends."""
    folder = out_dir / HELD_FOLDER
    try:
        yield folder
    finally:
        if folder.is_dir():
            shutil.rmtree(folder)


def held_frames(
    frames: Iterable[Any],
    hold_frame: FrameHold,
    out_dir: Path | None,
    recorded: list[dict[str, Any]],
) -> Iterator[Any]:
    """``frames`` in order, each as ``hold_frame`` holds it; a frame it makes smaller has its
    full-size RGB written first as ``out_dir/HELD_FOLDER/frame_NNNNNN.png`` unless it is a
    frame of the ``recorded`` chunks whose ``colmap/images/`` file is there already
    (``out_dir`` None: a run that writes no frame images, nothing written). A frame
    ``hold_frame`` refuses is ``InputError`` ``frames[i]: ...``. A frame held as it is that
    is a mutable buffer (array, tensor) is copied (a source may refill one buffer per frame);
    one held smaller is not: its small copy is made before the next frame is taken."""
    end = recorded[-1]["start"] + recorded[-1]["count"] if recorded else 0
    images = None if out_dir is None else out_dir / "colmap" / COLMAP_IMAGES
    for i, frame in enumerate(frames):
        try:
            held = hold_frame(frame)
        except InputError as error:  # re-raised saying which frame of the stream it was
            raise type(error)(f"frames[{i}]: {error}") from error
        if held is None:  # held as it is: a buffer the source refills, copied as taken
            yield copied(frame)
            continue
        rgb, small = held
        name = colmap_image_name(i)
        if images is not None and (i >= end or not (images / name).exists()):
            write_png(out_dir / HELD_FOLDER / name, rgb)
        del rgb, held
        yield small


__all__ = ["HELD_FOLDER", "FrameHold", "held_folder", "held_frames"]
