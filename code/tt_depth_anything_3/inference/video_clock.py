"""Each decoded video frame's time and index in its source, for ``inference.video``: a clock
that never goes back (``FrameClock``), and the index that counts the frames the decoder
dropped (``SourceIndex``); how far a frame's timestamp may fall short of its time
(``stream_slack``, ``StampSlack``)."""

from __future__ import annotations

import heapq
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class FrameClock:
    """Each decoded frame's time in seconds, never going back: a frame without a timestamp is
    timed a frame (1 / ``rate``) after the last; where the timestamps go back (parts joined
    into one file, as ``cat`` joins MPEG-TS segments, or a wrapped clock) the frames from
    there are timed on from the frame before, their spacing kept, with one warning a file."""

    def __init__(self, path: Path, rate: float | None) -> None:
        self.path, self.step = path, (1.0 / rate if rate else 0.0)
        self.offset = 0.0  # added to the stream's times since its last jump back
        self.last: float | None = None
        self.jumps = 0  # how many times the timestamps went back

    def time(self, stamp: float | None) -> float:
        """The time of the next frame, whose timestamp is ``stamp`` seconds (None: none)."""
        if stamp is None:
            now = 0.0 if self.last is None else self.last + self.step
        else:
            now = stamp + self.offset
            if self.last is not None and now < self.last:
                self.jumps += 1
                if self.jumps == 1:
                    warnings.warn(
                        f"{self.path}: its timestamps go back, to {stamp:.2f} s after "
                        f"{self.last - self.offset:.2f} s (parts joined into one file, or a "
                        "wrapped clock?): the frames from there are timed on from the frame "
                        "before",
                        stacklevel=4,
                    )
                self.offset += self.last + self.step - now
                now = self.last + self.step
        self.last = now
        return now


class SourceIndex:
    """Each decoded frame's index in the source: how many packets (one frame each) of an
    earlier presentation time were fed to the decoder, so the frames it dropped (a damaged
    keyframe takes the frames that follow it along, unsaid) still count; without timestamps,
    one after the last frame's. Where the timestamps go back (parts joined into one file: the
    packets' decode times go back, then the frames' times), the packets fed after the jump
    count only for the frames decoded after it (``FrameClock``).

    A frame the decoder gives before every packet up to its time was fed (its time is past
    the last decode time fed: the decoder is draining, as at the end of a file cut short,
    whose B-frames before the last P-frame are missing) is at least as many frames after the
    last one as its time is ``tick`` units (one frame at the stream's average rate) after,
    unless the frames before were not so evenly spaced (a variable frame rate)."""

    def __init__(self, tick: float | None = None) -> None:
        self._pending: list[tuple[int, int]] = []  # fed packets' (part, time), not yet passed
        self._passed = 0
        self._last = -1
        self._fed_part = self._part = 0  # the part being fed, and that of the frames decoded
        self._last_dts: int | None = None
        self._tick, self._last_pts = tick, None
        self._even = True  # every frame so far a tick after the frame before, lost ones counted

    def fed(self, pts: int | None, dts: int | None = None) -> None:
        """Note a packet given to the decoder (``None``: no timestamp, or the flush) and its
        decode time ``dts``, which goes back where a new part of the file starts."""
        if dts is not None:
            if self._last_dts is not None and dts < self._last_dts:
                self._fed_part += 1
            self._last_dts = dts
        if pts is not None:
            heapq.heappush(self._pending, (self._fed_part, pts))

    def index(self, pts: int | None, jumped: bool = False) -> int:
        """The index of the decoded frame at ``pts`` (after the last one's, at least);
        ``jumped``: its time went back from the last frame's (a new part of the file)."""
        if jumped and self._part < self._fed_part:
            self._part += 1
        key = (self._part, pts)
        if pts is not None:
            while self._pending and self._pending[0] < key:
                heapq.heappop(self._pending)
                self._passed += 1
        index = max(self._passed if pts is not None else 0, self._last + 1)
        steps = self._steps(pts)  # the frames its time is after the last one's
        if steps is not None and pts > self._last_dts:  # the frames before it never fed
            index = max(index, self._last + steps) if self._even else index
        elif steps is not None and steps != index - self._last:
            self._even = False  # a variable frame rate: times do not count frames
        self._last_pts = pts if pts is not None else self._last_pts
        if pts is not None:
            while self._pending and self._pending[0] == key:  # this frame's own packet
                heapq.heappop(self._pending)
                self._passed += 1
        self._last = index
        return index

    def _steps(self, pts: int | None) -> int | None:
        """The ticks from the last frame's time to ``pts``, rounded (None: not known)."""
        if pts is None or self._last_pts is None or not self._tick or self._last_dts is None:
            return None
        return round((pts - self._last_pts) / self._tick)

    def left(self) -> int:
        """How many fed packets have given no frame yet (at the end: frames lost)."""
        return len(self._pending)


@dataclass
class StampSlack:
    """A video's ``timestamp_slack``, set by its frames' reader (``_video_frames``) once it has
    opened the file, before its first frame: the selection reads it from there (opening the
    file a second time for it read the header again on every run)."""

    seconds: float = 0.0


def stream_slack(stream: Any) -> float:
    """``timestamp_slack`` of an open PyAV video stream."""
    unit = float(stream.time_base or 0)
    rate = float(stream.average_rate or 0)
    return unit if unit and rate and unit * rate <= 0.25 else 0.0
