"""Each decoded video frame's time and index in its source, for ``inference.video``: a clock
that never goes back (``FrameClock``), and the index that counts the frames the decoder
dropped (``SourceIndex``)."""

from __future__ import annotations

import heapq
import warnings
from pathlib import Path


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
    count only for the frames decoded after it (``FrameClock``)."""

    def __init__(self) -> None:
        self._pending: list[tuple[int, int]] = []  # fed packets' (part, time), not yet passed
        self._passed = 0
        self._last = -1
        self._fed_part = self._part = 0  # the part being fed, and that of the frames decoded
        self._last_dts: int | None = None

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
        if pts is not None:
            while self._pending and self._pending[0] == key:  # this frame's own packet
                heapq.heappop(self._pending)
                self._passed += 1
        self._last = index
        return index
