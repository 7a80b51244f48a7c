"""Frame sources for ``tt-da3 video``: a video file decoded by PyAV (no system ffmpeg), a
folder of images, a glob or a ``.txt`` list of image paths; and the preview encoder.

Selection, in this order: ``start`` / ``end`` (indices of the source's frames, end excluded),
``fps`` (videos: keep the first frame at or after each 1 / fps tick of the stream's time; image
sequences: their frame rate, for timestamps only), ``stride`` (every N-th kept frame),
``max_frames``. Frames are read lazily, one at a time. A video's frames are turned upright as a
player shows them (the container's rotation, its display matrix), as still images are by their
EXIF orientation. HDR frames (PQ or HLG) are tone-mapped to SDR as an SDR screen shows them
(``video_hdr``), with a warning; Dolby Vision profile 5 is refused (``video_dovi``).
"""

from __future__ import annotations

import glob
import math
import os
import warnings
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from ..config.errors import InputError
from ..config.extras import require_module
from .image_files import (
    LIST_SUFFIXES,
    folder_images,
    listed_paths,
    natural_key,
    not_a_sequence,
)
from .image_files import VIDEO_SUFFIXES as VIDEO_SUFFIXES  # here too, as before
from .video_clock import FrameClock as FrameClock  # here too, as before
from .video_clock import SourceIndex as SourceIndex
from .video_clock import StampSlack as StampSlack
from .video_clock import stream_slack
from .video_damage import DamageTally, StretchWatch, warn_short
from .video_dovi import codec_tag
from .video_hdr import FrameColours
from .video_writer import PREVIEW_SUFFIXES as PREVIEW_SUFFIXES  # the preview, kept here too
from .video_writer import VideoWriter as VideoWriter
from .video_writer import check_preview_path as check_preview_path
from .video_writer import side_by_side as side_by_side

TICK_TOLERANCE = 1e-6  # of a tick: a frame this close before a 1 / fps tick is at it


# The oldest PyAV that reads frames right: an older one converts them to RGB with BT.601 and
# limited range whatever the video says (BT.709, the HD and phone videos, and full-range frames
# came out shifted by up to 36 levels), and PyAV 14 has no ``frame.rotation``.
PYAV_MINIMUM = ((17,), "older PyAV converts BT.709 and full-range frames with the wrong colours")


def _av() -> ModuleType:
    return require_module("av", "video input (PyAV)", "video", minimum=PYAV_MINIMUM)


@contextmanager
def _open_video(path: str | Path) -> Iterator[Any]:
    """A PyAV container of a video file with a video stream, else ``InputError`` saying why
    (FFmpeg's own text, not its errno)."""
    av = _av()
    try:
        container = av.open(str(path))
    except av.error.FFmpegError as err:
        empty = Path(path).is_file() and Path(path).stat().st_size == 0  # no bytes at all
        why = "the file is empty (0 bytes)" if empty else err.strerror or err
        raise InputError(f"{path} is not a readable video: {why}") from err
    with container:
        if not container.streams.video:
            raise InputError(f"{path} has no video stream")
        yield container


@dataclass(frozen=True)
class FrameSelection:
    """Which frames of a source to use (see the module docstring)."""

    start: int = 0
    end: int | None = None
    fps: float | None = None
    stride: int = 1
    max_frames: int | None = None

    def __post_init__(self) -> None:
        if self.start < 0 or (self.end is not None and self.end <= self.start):
            raise ValueError(f"need 0 <= start < end, got start={self.start} end={self.end}")
        if self.stride < 1:
            raise ValueError(f"stride must be at least 1, got {self.stride}")
        if self.fps is not None and not (math.isfinite(self.fps) and self.fps > 0):
            raise InputError(f"fps must be a finite number > 0, got {self.fps}")
        if self.max_frames is not None and self.max_frames < 1:
            raise ValueError(f"max_frames must be at least 1, got {self.max_frames}")


@dataclass(frozen=True)
class Frame:
    """One selected frame: its index in the source, its time in seconds, the image (an RGB
    uint8 array for videos, a path for image sequences)."""

    index: int
    time: float
    image: Any


def is_video(path: str | Path) -> bool:
    """True for a file name ending in one of ``VIDEO_SUFFIXES`` (any case)."""
    return Path(path).suffix.lower() in VIDEO_SUFFIXES


def image_paths(source: str | Path) -> list[Path]:
    """The image files of a folder (without the depth maps this package wrote, with a warning)
    or a glob in natural order (``natural_key``: ``img2`` before ``img10``), or of a ``.txt``
    (``.lst``, ``.list``) list in its order (``listed_paths``: ``#`` comment lines skipped,
    relative paths from the list's folder)."""
    text = str(source)
    path = Path(text)
    if path.is_dir():
        paths = sorted(folder_images(path, recursive=False, skip_own=True), key=natural_key)
    elif path.suffix.lower() in LIST_SUFFIXES and path.is_file():
        paths = listed_paths(path)  # as predict-dataset reads a list: # comments skipped
    elif any(c in text for c in "*?["):
        paths = [Path(p) for p in sorted(_globbed(text), key=natural_key)]
    else:
        raise FileNotFoundError(not_a_sequence(text))
    if not paths:
        raise FileNotFoundError(f"{text}: no images found")
    return paths


def _globbed(pattern: str) -> list[str]:
    """What ``pattern`` matches; where nothing does and its folder part names a folder as it
    is written (``Take [2]/*.png``: brackets in a folder's name), that folder's matches."""
    found = glob.glob(pattern)
    parent, name = os.path.split(pattern)
    if not found and parent and Path(parent).is_dir():
        found = glob.glob(os.path.join(glob.escape(parent), name))
    return found


def _video_frames(
    path: Path, slack: StampSlack | None = None, damage: DamageTally | None = None, window=(0, None)
) -> Iterator[tuple[int, float, np.ndarray]]:
    """A video's decoded frames (source index, time, upright RGB), packet by packet: the
    packets the decoder refuses (a damaged stretch) are skipped, with one warning a stretch
    naming where (``StretchWatch``; summed in ``damage``), and decoding goes on; a frame's
    index counts the frames the decoder dropped before it too (``SourceIndex``: a damaged
    start does not renumber the frames after it; ``window``: the selected source frames);
    a file the demuxer cannot read on, or one with no decodable frame, is an ``InputError``
    in FFmpeg's own text (not its errno). ``slack``: given its ``timestamp_slack``."""
    av = _av()
    with _open_video(path) as container:
        stream = container.streams.video[0]
        if slack is not None:
            slack.seconds = stream_slack(stream)
        stream.thread_type = "AUTO"
        _warn_non_square(path, stream)
        declared, decoded = declared_frames(container), 0
        rate = float(stream.average_rate) if stream.average_rate else None
        clock = FrameClock(path, rate)
        # times from the file's start, as a player and ffmpeg count them (an MPEG-TS clock
        # starts anywhere: a camcorder's .mts at minutes in, PyAV's own .ts at 0.2 s); a start
        # the demuxer did not find (a one-frame mkv): the first frame's time
        start = container.start_time
        origin = None if start is None else start / 1e6
        first = last = 0.0
        packets = container.demux(stream)
        tick = 1.0 / float(rate * stream.time_base) if rate and stream.time_base else None
        indices = SourceIndex(tick)  # a frame rate in the stream's units: its ticks
        watch = StretchWatch(path, damage, window)  # an open stretch said where reading stops too
        # HDR frames tone-mapped to SDR, said once; Dolby Vision profile 5 refused
        colours = FrameColours(path, codec_tag(stream))
        while (packet := _next_packet(packets, path, decoded, last, watch)) is not None:
            indices.fed(packet.pts if packet.size else None, packet.dts)
            try:
                images = packet.decode()
            except av.error.InvalidDataError as err:  # said once a stretch, the rest read
                where = _packet_time(packet, origin or 0.0)
                watch.refused(where, decoded, str(err.strerror or err))
                continue
            except av.error.FFmpegError as err:
                watch.end()
                raise InputError(
                    f"{path}: decoding stopped at {_packet_time(packet, origin or 0.0)} (after "
                    f"{decoded} decoded frames): {err.strerror or err}"
                ) from err
            for frame in images:
                if origin is None and frame.time is not None:
                    origin = float(frame.time)
                jumps = clock.jumps
                stamp = None if frame.time is None else float(frame.time) - (origin or 0.0)
                time = clock.time(stamp)
                first, last = (time, time) if decoded == 0 else (first, time)
                decoded += 1
                index = indices.index(frame.pts, jumped=clock.jumps > jumps)
                watch.frame(index, time)
                try:
                    yield index, time, upright(colours.rgb(frame), frame.rotation)
                except GeneratorExit:  # the selection ended (--end): an open stretch said
                    watch.end()
                    raise
        watch.end(indices.left())
        duration = header_span(container, origin)
    if decoded == 0:
        raise InputError(f"{path}: no frame could be decoded (a truncated or damaged file?)")
    warn_short(path, (declared, duration, rate), decoded, last - first)


def header_span(container: Any, start: float | None = None) -> float | None:
    """The seconds a video's header says it spans (None: it does not say): its duration, less
    its start time in a Matroska / WebM file, whose duration runs from 0 (a segment cut from a
    longer recording keeps its timestamps: its frames from 60 s to 120 s say 120 s); ``start``
    (seconds) where the demuxer found none."""
    if not container.duration:
        return None
    begin = container.start_time if container.start_time is not None else (start or 0) * 1e6
    late = "matroska" in container.format.name and 0 < begin < container.duration
    return (container.duration - (begin if late else 0)) / 1e6


def declared_frames(container: Any) -> int:
    """The frames a video's header declares (0: it does not say): its stream's count, or, in
    an mp4 / mov, the frames its duration spans at its average rate when that is fewer by half
    a frame or more (an edit list that starts later, as a copy-cut clip's does, counts the
    frames before its start, which the demuxer drops; other containers' durations can be
    estimates from the bytes present)."""
    stream = container.streams.video[0]
    count = int(stream.frames or 0)
    mov = "mov" in container.format.name.split(",")
    if mov and count and stream.duration and stream.time_base and stream.average_rate:
        span = float(stream.duration * stream.time_base * stream.average_rate)
        if 0 < span <= count - 0.5:
            return round(span)
    return count


def _warn_non_square(path: Path, stream: Any) -> None:
    """A warning when the video's pixels are not square (its sample aspect ratio is not 1: a
    player stretches them): its frames are read as stored, not resampled."""
    ratio = stream.sample_aspect_ratio
    if ratio and ratio != 1:
        width, height = stream.width, stream.height
        warnings.warn(
            f"{path}: its pixels are not square (sample aspect ratio {ratio.numerator}:"
            f"{ratio.denominator}): its frames are read as stored, {width}x{height}, not "
            f"stretched to the {round(width * ratio)}x{height} a player shows",
            stacklevel=3,
        )


def _packet_time(packet: Any, origin: float = 0.0) -> str:
    """Where ``packet`` is in the video, for a message: its time (from ``origin``, the file's
    start, as the frames are timed), else its position."""
    if packet.pts is not None and packet.time_base:
        return f"{float(packet.pts * packet.time_base) - origin:.2f} s"
    return "the end" if not packet.size else f"byte {packet.pos}"


def _next_packet(
    packets: Iterator[Any], path: Path, decoded: int, last: float, watch: StretchWatch
) -> Any:
    """The stream's next packet (the last one empty: it drains the decoder), None at the end;
    a read error is an ``InputError`` saying after how many frames (``decoded``, ending at
    ``last`` s) it stopped, the damaged stretch it ends said first (``watch``)."""
    try:
        return next(packets, None)
    except _av().error.FFmpegError as err:
        watch.end()
        raise InputError(
            f"{path}: reading stopped after {decoded} decoded frames ({last:.2f} s): "
            f"{err.strerror or err}"
        ) from err


def upright(rgb: np.ndarray, rotation: float | None) -> np.ndarray:
    """A decoded frame turned as a player shows it: ``rotation`` is the degrees the container's
    display matrix turns it counterclockwise (PyAV's ``frame.rotation``: a phone's portrait
    clip says -90); a multiple of 90 (others are rounded to one)."""
    turns = round((rotation or 0) / 90) % 4
    return np.ascontiguousarray(np.rot90(rgb, turns)) if turns else rgb


def video_rate(path: str | Path) -> float | None:
    """The video's average frame rate (frames a second), or None when it does not say."""
    with _open_video(path) as container:
        rate = container.streams.video[0].average_rate
        return float(rate) if rate else None


def open_frames(
    source: str | Path,
    selection: FrameSelection = FrameSelection(),
    damage: DamageTally | None = None,
) -> Iterator[Frame]:
    """The selected frames of ``source`` (a video file or an image sequence), in order;
    ``damage``: a video's damaged stretches summed in it as they are read."""
    if is_video(source):
        if not Path(source).is_file():
            raise FileNotFoundError(f"{source}: no such video file")
        step = None if selection.fps is None else 1.0 / selection.fps
        slack = StampSlack()  # the reader's, from the file it opens: not opened twice
        window = (selection.start, selection.end)  # the selected source frames
        raw: Iterable[tuple[int, float, Any]] = _video_frames(Path(source), slack, damage, window)
    else:  # an image sequence's times are exact: no slack
        rate = selection.fps or 1.0
        raw = ((i, i / rate, p) for i, p in enumerate(image_paths(source)))
        step, slack = None, None
    return _select(raw, selection, step, slack)


def timestamp_slack(path: str | Path) -> float:
    """How far (seconds) a video frame's timestamp may fall short of its true time: one unit
    of its stream's time base where that is much finer than a frame (Matroska and WebM count
    milliseconds, so 1/30 s is stamped 0.033 s), else none (an AVI counts whole frames)."""
    with _open_video(path) as container:
        return stream_slack(container.streams.video[0])


def frame_files(source: str | Path, selection: FrameSelection = FrameSelection()) -> list[str]:
    """The files of an image sequence's selected frames in the order they are read: a
    folder's by name, a glob's or a list's as it gives them (what a run records)."""
    folder = Path(source).is_dir()
    return [
        Path(frame.image).name if folder else str(frame.image)
        for frame in open_frames(source, selection)
    ]


def _select(
    raw: Iterable[tuple[int, float, Any]],
    selection: FrameSelection,
    step: float | None,
    slack: StampSlack | None = None,
) -> Iterator[Frame]:
    kept = taken = 0
    origin: float | None = None  # the first frame's time: tick k is at origin + k * step
    tick = 0  # the next tick a frame may take
    for index, time, image in raw:
        if index < selection.start:
            continue
        if selection.end is not None and index >= selection.end:
            break
        if step is not None:
            origin = time if origin is None else origin
            # a frame stamped up to ``slack`` s before a tick is at it (a rounded stamp)
            ahead = slack.seconds if slack is not None else 0.0  # read once the file is open
            ticks = (time + ahead - origin) / step + TICK_TOLERANCE
            if ticks < tick:
                continue
            tick = math.floor(ticks) + 1  # the ticks a gap passed take no frame of their own
        kept += 1
        if (kept - 1) % selection.stride:
            continue
        yield Frame(index, time, image)
        taken += 1
        if selection.max_frames is not None and taken >= selection.max_frames:
            break


def expected_count(source: str | Path, selection: FrameSelection = FrameSelection()) -> int | None:
    """How many frames ``open_frames`` will give (exact for image sequences; for videos
    estimated from the container's frame count, else its duration, and rate; None when it does
    not say)."""
    return rate_and_count(source, selection)[1]


def rate_and_count(
    source: str | Path, selection: FrameSelection = FrameSelection()
) -> tuple[float | None, int | None]:
    """``video_rate`` (None for an image sequence) and ``expected_count``, the header read once."""
    if not is_video(source):
        return None, sum(1 for _ in open_frames(source, selection))
    with _open_video(source) as container:
        stream = container.streams.video[0]
        total, rate = declared_frames(container), stream.average_rate
        if total <= 0 and header_span(container) and rate:  # no count (mkv): its duration
            total = round(header_span(container) * float(rate))
    fps = float(rate) if rate else None
    if total <= 0:
        return fps, None
    n = max(0, min(selection.end or total, total) - selection.start)
    if n and selection.fps is not None and rate and selection.fps < float(rate):
        # the ticks within the n frames' span, (n - 1) / rate: one frame each
        n = math.floor((n - 1) * selection.fps / float(rate) + TICK_TOLERANCE) + 1
    n = math.ceil(n / selection.stride)
    return fps, n if selection.max_frames is None else min(n, selection.max_frames)
