"""Checks of ``reconstruct_stream``'s per-call arguments: ``identity`` (a JSON value, recorded
in ``stream.json``), ``timestamps`` (one finite, non-decreasing number of seconds a frame,
checked as the frames are read: a list the frames' reader fills is checked as it grows) and
``out_dir`` (a folder, or one that can be made, and made only for a run that writes in it)."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from ..config.errors import InputError


def check_out_dir(out: Path) -> None:
    """``InputError`` when ``out``, or the nearest of its parents that exists, is a file (the
    folder could never be made there)."""
    existing = next(p for p in (out, *out.parents) if p.exists())  # "." or "/" at worst
    if not existing.is_dir():
        where = f"out_dir {out}" if existing == out else f"out_dir {out}: {existing}"
        raise InputError(f"{where} is a file, not a folder")


@contextmanager
def folder_for_run(out: Path) -> Iterator[None]:
    """Make ``out`` (and its missing parents) for the block; when the block fails, remove the
    folders it made that are still empty (a bad first frame leaves no empty folder)."""
    made = [p for p in (out, *out.parents) if not p.exists()]  # the deepest first
    out.mkdir(parents=True, exist_ok=True)
    try:
        yield
    except BaseException:
        for folder in made:
            if any(folder.iterdir()):
                break
            folder.rmdir()
        raise


JSON_TYPES = "a dict with str keys, list, tuple, str, finite number, bool or None"


def check_identity(identity: Any, name: str = "identity") -> None:
    """``InputError`` naming the first part of ``identity`` that is not a JSON value (its text
    would be recorded, and a rerun could never match it); numpy numbers and arrays are taken
    as the numbers they hold."""
    if identity is None or isinstance(identity, (str, bool)):
        return
    if isinstance(identity, (int, float, np.integer, np.floating)):
        if not math.isfinite(identity):
            raise InputError(f"{name} is {identity!r}: not a JSON number (need {JSON_TYPES})")
        return
    if isinstance(identity, np.ndarray):
        if identity.dtype.kind not in "biuf":
            raise InputError(f"{name} is an array of {identity.dtype}, not a JSON value")
        check_identity(identity.tolist(), name)
        return
    if isinstance(identity, (list, tuple)):
        for i, item in enumerate(identity):
            check_identity(item, f"{name}[{i}]")
        return
    if isinstance(identity, dict):
        for key, item in identity.items():
            if not isinstance(key, str):
                raise InputError(f"{name} has the key {key!r:.40}: JSON keys are str")
            check_identity(item, f"{name}[{key!r}]")
        return
    raise InputError(
        f"{name} is of type {type(identity).__name__} ({identity!r:.40}), not a JSON value: "
        f"identity must be {JSON_TYPES}, so that a rerun can match the recorded one"
    )


class TimestampCheck:
    """``timestamps``' values checked as they become available (``seen(n)`` once n frames are
    read, before their chunk is reconstructed; ``done(n)`` at the end of the frames)."""

    def __init__(self, timestamps: Sequence[float] | None) -> None:
        if timestamps is not None and (
            isinstance(timestamps, (str, bytes, dict)) or not hasattr(timestamps, "__len__")
        ):
            raise InputError(
                f"timestamps must be a list of seconds, one a frame, got "
                f"{type(timestamps).__name__}"
            )
        self.timestamps = timestamps
        self.checked = 0
        self.last = -math.inf
        self.seen(0)

    def seen(self, frames: int) -> None:
        """Check the values added since the last call, and that ``frames`` frames have one."""
        if self.timestamps is None:
            return
        for i in range(self.checked, len(self.timestamps)):
            value = self.timestamps[i]
            number = isinstance(value, (int, float, np.integer, np.floating))
            if not number or isinstance(value, bool) or not math.isfinite(value):
                raise InputError(f"timestamps[{i}] is {value!r:.40}: not a finite number")
            if value < self.last:
                raise InputError(
                    f"timestamps[{i}] is {value!r}, before timestamps[{i - 1}] "
                    f"({self.last!r}): the frames' times must not decrease"
                )
            self.last = float(value)
        self.checked = len(self.timestamps)
        if self.checked < frames:
            raise InputError(
                f"timestamps: {self.checked} given for at least {frames} frames: give one a "
                "frame (or none: frame i is then stamped i / fps)"
            )

    def done(self, frames: int) -> None:
        """At the end of the frames: one timestamp a frame, no more."""
        self.seen(frames)
        if self.timestamps is not None and self.checked != frames:
            raise InputError(
                f"timestamps: {self.checked} given for {frames} frames: give one a frame "
                "(the chunks computed are kept: a rerun with the right timestamps resumes)"
            )
