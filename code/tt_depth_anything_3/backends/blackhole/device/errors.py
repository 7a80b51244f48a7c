"""The text of a ttnn error as ``TTNNBackend`` reports a refusal: its message without the C++
location and backtrace, and where in this package it was raised."""

from __future__ import annotations

import traceback


def ttnn_reason(err: BaseException) -> str:
    """The message of a ttnn error without its C++ location and backtrace."""
    text = str(err)
    if "info:" in text:
        text = text.split("info:", 1)[1]
    text = " ".join(text.split("backtrace:", 1)[0].split()).rstrip(".")  # one "." follows
    return text or type(err).__name__


def innermost_frame(err: BaseException) -> str:
    """``module.function`` of the innermost frame of this package in ``err``'s traceback."""
    frames = [
        f for f in traceback.extract_tb(err.__traceback__) if "tt_depth_anything_3" in f.filename
    ]
    if not frames:
        return "outside the program"
    frame = frames[-1]
    return f"{frame.filename.rsplit('/', 1)[-1]}:{frame.lineno} {frame.name}"
