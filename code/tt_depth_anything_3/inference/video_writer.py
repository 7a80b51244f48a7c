"""The ``tt-da3 video --preview`` encoder: an H.264 MP4 written frame by frame with PyAV, at an
exact frame rate (each frame's time set on the stream's own time base, not rounded to a
rate the codec's default time base holds), whole or not at all."""

from __future__ import annotations

import glob
import math
import os
import uuid
from fractions import Fraction
from pathlib import Path

import numpy as np

from ..config.errors import InputError
from ..config.extras import require_module
from ..config.file_writes import remove_temporary
from .video_hdr import SCALER_THREADS

# The names the preview takes: the MP4 family, whose muxer keeps the exact time base
# (Matroska rounds every time to a millisecond; GIF, WebM and image files take no H.264).
PREVIEW_SUFFIXES = (".mp4", ".m4v", ".mov")
# The frame rates an MP4 holds exactly here: slower than a frame in 10^6 s the frame period
# outgrows the muxer's 32-bit durations within a few thousand frames; x264 writes no frame at
# rates far above 1,000 a second.
PREVIEW_RATES = (1e-6, 1000.0)
MAX_TICKS = 2**32 - 1  # an MP4 track's duration, in its time base's ticks
BT709, LIMITED_RANGE = (
    1,
    1,
)  # FFmpeg's AVCOL_SPC_BT709 (its primaries, transfer too), AVCOL_RANGE_MPEG


def check_preview_path(path: str | Path) -> Path:
    """``path`` as a preview's name (``~`` expanded), else ``InputError``: a folder, or a
    suffix other than ``PREVIEW_SUFFIXES`` (a name without one is written as an mp4)."""
    target = Path(path).expanduser()
    if target.is_dir():
        raise InputError(f"--preview {path} is a folder; name the mp4 to write")
    if target.suffix and target.suffix.lower() not in PREVIEW_SUFFIXES:
        raise InputError(
            f"--preview {path}: the preview is an H.264 video in an MP4 container; name it "
            f"{' / '.join(PREVIEW_SUFFIXES)} (not {target.suffix})"
        )
    return target


def preview_fraction(fps: float) -> Fraction:
    """``fps`` as the exact fraction the preview is written at (10 / 3 for 10 fps over
    ``--stride 3``, 1 / 2500 for a frame every 2,500 s), else ``InputError``: not a finite
    number within ``PREVIEW_RATES``."""
    low, high = PREVIEW_RATES
    if isinstance(fps, bool) or not isinstance(fps, (int, float)) or not math.isfinite(fps):
        raise InputError(f"the preview's frame rate must be a finite number, got {fps!r}")
    if not low <= fps <= high:
        raise InputError(
            f"the preview's frame rate is {fps:g} frames a second: an MP4 preview holds "
            f"{low:g} to {high:g} (the sampled rate: --fps, or the video's, over --stride); "
            "leave out --preview, or sample at another rate"
        )
    if fps >= 1:  # the nearest fraction whose numerator or denominator stays below 10^6
        return Fraction(fps).limit_denominator(10**6)
    return 1 / Fraction(1 / fps).limit_denominator(10**6)


class VideoWriter:
    """An H.264 (libx264, yuv420p, BT.709 limited range, tagged so) MP4 written frame by frame
    with PyAV, whole or not at all:
    the frames go to a temporary beside ``path`` (``.NAME.partial-XXXX.mp4``), renamed onto
    ``path`` by ``close()``; ``discard()`` (or leaving a ``with`` block by an exception,
    Ctrl-C too) removes it. Temporaries a killed run left are removed when the next opens.
    Frame i is at i / ``fps`` seconds exactly (``preview_fraction``: the stream's time base
    is 1 / its numerator, each frame's pts set); ``InputError`` for a name or a rate the MP4
    cannot hold (``check_preview_path``, ``preview_fraction``), before anything is written."""

    def __init__(self, path: str | Path, fps: float, size: tuple[int, int]) -> None:
        av = require_module("av", "the preview video (PyAV)", "video")
        self.path = check_preview_path(path)
        self.rate = preview_fraction(fps)
        height, width = (int(s) + (int(s) % 2) for s in size)  # yuv420p needs even sizes
        self.size = (height, width)
        for leftover in self.path.parent.glob(f".{glob.escape(self.path.name)}.partial-*"):
            leftover.unlink()
        suffix = self.path.suffix or ".mp4"
        self.partial = self.path.with_name(
            f".{self.path.name}.partial-{uuid.uuid4().hex[:12]}{suffix}"
        )
        self.time_base = Fraction(1, self.rate.numerator)
        # the track's time scale is the time base itself (the muxer would scale it up,
        # shortening the longest period it can hold)
        timescale = {"video_track_timescale": str(self.rate.numerator)}
        self.container = av.open(str(self.partial), mode="w", options=timescale)
        self.stream = self.container.add_stream("libx264", rate=self.rate)
        self.stream.width, self.stream.height = width, height
        self.stream.pix_fmt = "yuv420p"
        context = self.stream.codec_context
        # tagged with the matrix ``write`` converts by (untagged, players guess: BT.601 for
        # small videos, BT.709 for wide ones, and the colours shift)
        context.colorspace, context.color_range = BT709, LIMITED_RANGE
        context.color_primaries = context.color_trc = BT709
        self.stream.time_base = self.time_base
        self.stream.codec_context.time_base = self.time_base
        self.frames = 0
        self._av = av

    def write(self, rgb: np.ndarray) -> None:
        """One frame; another size than the video's is scaled to fit it whole (aspect kept,
        the rest black), not cropped."""
        pts = self.frames * self.rate.denominator  # i / rate seconds, in 1 / numerator ticks
        if pts + self.rate.denominator > MAX_TICKS:
            raise InputError(
                f"the preview at {float(self.rate):g} frames a second cannot hold more than "
                f"{self.frames} frames (an MP4 track's duration); sample at another rate"
            )
        h, w = self.size
        if rgb.shape[:2] != (h, w):
            import cv2

            scale = min(h / rgb.shape[0], w / rgb.shape[1])
            size = (max(1, round(rgb.shape[1] * scale)), max(1, round(rgb.shape[0] * scale)))
            rgb = cv2.resize(rgb, size, interpolation=cv2.INTER_AREA)
        canvas = np.zeros((h, w, 3), np.uint8)
        top, left = (h - rgb.shape[0]) // 2, (w - rgb.shape[1]) // 2
        canvas[top : top + rgb.shape[0], left : left + rgb.shape[1]] = rgb
        frame = self._av.VideoFrame.from_ndarray(canvas, format="rgb24").reformat(
            format="yuv420p",
            dst_colorspace="ITU709",
            dst_color_range="MPEG",
            threads=SCALER_THREADS,  # no slice threads (video_hdr.SCALER_THREADS)
        )
        frame.pts, frame.time_base = pts, self.time_base
        for packet in self.stream.encode(frame):
            self.container.mux(packet)
        self.frames += 1

    def close(self) -> None:
        """Finish the video and put it in place; when that fails (the encoder, the muxer's
        trailer, a full disk), the temporary is removed and the error raised (it stayed until
        the next preview of that name)."""
        try:
            for packet in self.stream.encode():
                self.container.mux(packet)
            self.container.close()
            os.replace(self.partial, self.path)
        except BaseException:
            self.discard()  # PyAV's close writes the trailer once: a second close is a no-op
            raise

    def discard(self) -> None:
        """Drop the video written so far (``path`` is left as it was); the temporary goes
        even when closing the container fails."""
        try:
            self.container.close()
        finally:
            remove_temporary(self.partial)

    def __enter__(self) -> VideoWriter:
        return self

    def __exit__(self, kind: object, *exc: object) -> None:
        if kind is None:
            self.close()
        else:
            self.discard()


def side_by_side(rgb: np.ndarray, coloured_depth: np.ndarray) -> np.ndarray:
    """The frame and its colour-mapped depth side by side (the depth resized to the frame)."""
    import cv2

    h, w = rgb.shape[:2]
    depth = cv2.resize(coloured_depth, (w, h), interpolation=cv2.INTER_LINEAR)
    return np.concatenate([rgb, depth], axis=1)
