"""Damaged stretches of a video, for ``inference.video``: the packets the decoder refuses are
skipped, and each stretch of them is said once, when it has ended (``StretchWatch``: where it
lies between the frames decoded around it, how many packets were skipped and how many source
frames were lost), not once a packet; ``DamageTally`` sums them for a run's summary."""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from pathlib import Path

# Frames decoded in a row with no refused packet: the damaged stretch before them has ended
# (a damaged group of pictures lets a frame or two decode between its refused packets).
STRETCH_QUIET_FRAMES = 8


@dataclass
class DamageTally:
    """What a video's damaged stretches cost, summed as its frames are read."""

    stretches: int = 0
    packets: int = 0  # undecodable packets skipped
    lost: int = 0  # source frames not decoded in them

    def summary(self) -> str:
        """``2 damaged stretches of the video skipped (14 undecodable packets, 10 frames
        lost)``, or ``""`` when there was none."""
        if not self.stretches:
            return ""
        stretches = "stretch" if self.stretches == 1 else "stretches"
        packets = "packet" if self.packets == 1 else "packets"
        return (
            f"{self.stretches} damaged {stretches} of the video skipped ({self.packets} "
            f"undecodable {packets}, {_frames(self.lost)} lost)"
        )


def _frames(n: int) -> str:
    return f"{n} frame" if n == 1 else f"{n} frames"


def _at(frame: tuple[int, float]) -> str:
    return f"frame {frame[0]} ({frame[1]:.2f} s)"


class StretchWatch:
    """The damaged stretches of one video as it is decoded: ``refused`` for each packet the
    decoder refuses, ``frame`` for each frame decoded, ``end`` when decoding stops; each
    stretch is warned about once, when ``STRETCH_QUIET_FRAMES`` frames have decoded after it
    (or decoding stopped), and added to ``tally``."""

    def __init__(
        self,
        path: Path,
        tally: DamageTally | None = None,
        window: tuple[int, int | None] = (0, None),
    ) -> None:
        """``window``: the selection's source frames ``[start, end)`` (end None: to the last):
        only frames lost in it are counted, and a stretch that lost none of them is not said."""
        self.path, self.tally = path, tally if tally is not None else DamageTally()
        self.window, self.outside, self.cut = window, 0, False  # frames lost outside it
        self.last: tuple[int, float] | None = None  # the last frame decoded
        self.open = False
        self.before: tuple[int, float] | None = None  # the frame decoded before the stretch
        self.after: tuple[int, float] | None = None  # the first after its last refused packet
        # (or after its last lost frame)
        self.first, self.decoded, self.error = "", 0, ""
        self.packets = self.lost = self.quiet = 0

    def refused(self, where: str, decoded: int, error: str) -> None:
        """A packet the decoder refused, at ``where`` (``_packet_time``), after ``decoded``
        decoded frames, with FFmpeg's ``error`` text."""
        if not self.open:
            self.open, self.before, self.packets, self.lost = True, self.last, 0, 0
            self.outside, self.cut = 0, False
            self.first, self.decoded, self.error = where, decoded, error
        self.packets += 1
        self.quiet, self.after = 0, None

    def frame(self, index: int, time: float) -> None:
        """A frame decoded: source frame ``index`` at ``time`` s."""
        if self.open:
            following = self.last[0] + 1 if self.last is not None else 0
            gap, end = self._lose(following, index), self.window[1]
            if end is not None and index >= end:  # past the selection's end: frames lost
                self.cut = self.cut or end > max(following, self.window[0])  # up to it?
            else:
                self.after = (index, time) if self.after is None or gap else self.after
            self.quiet += 1
        self.last = (index, time)
        if self.open and self.quiet >= STRETCH_QUIET_FRAMES:
            self._close()

    def end(self, left: int | None = None) -> None:
        """Decoding stopped: at the file's end, ``left`` packets fed were never decoded (lost
        with a stretch still open); None: the reading was stopped before the end."""
        if self.open:
            if self.after is None and left:
                following = self.last[0] + 1 if self.last is not None else 0
                self._lose(following, following + left)
            self._close(at_end=left is not None)

    def _lose(self, first: int, stop: int) -> int:
        """Source frames ``first`` to ``stop`` (not included) were lost: those in the window
        added to ``lost``, the rest to ``outside``; returns how many there were."""
        start, end = self.window
        inside = max(0, min(stop, stop if end is None else end) - max(first, start))
        self.lost += inside
        self.outside += max(0, stop - first) - inside
        return max(0, stop - first)

    def _close(self, at_end: bool = False) -> None:
        self.open = False
        if self.outside and not self.lost:  # it lost no selected frame: not the run's damage
            return
        lost = f"{_frames(self.lost)} lost"
        if self.cut:
            where = f"{lost} after {_at(self.before)}," if self.before is not None else lost
            where += f" up to frame {self.window[1]} (where the selection ends)"
        elif self.before is not None and self.after is not None:
            where = f"{lost} between {_at(self.before)} and {_at(self.after)}"
        elif self.after is not None:
            where = f"{lost} before {_at(self.after)}"
        elif self.before is not None:
            where = f"{lost} after {_at(self.before)}" + (", to the end" if at_end else "")
        else:
            where = f"{lost}, no frame decoded"
        if self.packets == 1:
            said = f"skipped an undecodable packet at {self.first}"
        else:
            said = f"skipped {self.packets} undecodable packets, the first at {self.first}"
        warnings.warn(
            f"{self.path}: {said} (after {self.decoded} decoded frames), {where}: {self.error}",
            stacklevel=4,
        )
        self.tally.stretches += 1
        self.tally.packets += self.packets
        self.tally.lost += self.lost


def warn_short(
    path: Path, header: tuple[int, float | None, float | None], decoded: int, span: float
) -> None:
    """A warning when a video ended early (rather than stopping quietly): ``header`` its
    declared frame count (0: none), duration (seconds) and frame rate; ``decoded`` frames were
    decoded, their times ``span`` s apart from first to last."""
    declared, duration, rate = header
    if declared and decoded < declared:
        warnings.warn(
            f"{path}: its header declares {declared} frames, {decoded} could be decoded (a "
            "truncated or damaged file?)",
            stacklevel=3,
        )
    elif not declared and duration and rate:  # containers without a count (mkv): the time
        shown = span + 1.0 / rate  # the decoded frames span
        if duration - shown > max(3.0 / rate, 0.05 * duration, 0.25):
            warnings.warn(
                f"{path}: its header declares {duration:.2f} s, the {decoded} decoded frames "
                f"span {shown:.2f} s (a truncated or damaged file?)",
                stacklevel=3,
            )
