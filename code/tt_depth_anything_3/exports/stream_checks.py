"""Checks of ``reconstruct_stream``'s per-call arguments: ``identity`` (a JSON value, recorded
in ``stream.json``), ``timestamps`` (one finite, non-decreasing number of seconds a frame,
checked as the frames are read: a list the frames' reader fills is checked as it grows) and
``out_dir`` (a folder, or one that can be made, and made only for a run that writes in it)."""

from __future__ import annotations

import math
import zipfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from ..config.errors import InputError, NonFiniteDepthError, NonFiniteDepthWarning
from ..config.quiet_warnings import ignoring
from ..config.scalars import whole_hint, whole_number
from ..geometry.scene import Scene
from ..geometry.streaming import ChunkPlan
from ..inference.postprocess import non_finite_note


def check_total(total: Any) -> int | None:
    """``reconstruct_stream``'s ``total`` (how many frames the stream holds: the progress bar's
    length, and whether loops can be looked for), an int of 0 or more or None; ``InputError``
    otherwise (-1, 2.5 or True were taken, and a wrong count changes the loop search)."""
    if total is None:
        return None
    number = whole_number(total)  # a 0-d integer array or tensor too
    if number is None or number < 0:
        raise InputError(
            f"total must be the number of frames in the stream (an int, 0 or more) or None, "
            f"got {total!r:.40}{whole_hint(total)}"
        )
    return number


def check_out_dir(out: Path) -> None:
    """``InputError`` when ``out``, or the nearest of its parents that exists, is a file (the
    folder could never be made there)."""
    existing = next(p for p in (out, *out.parents) if p.exists())  # "." or "/" at worst
    if not existing.is_dir():
        where = f"out_dir {out}" if existing == out else f"out_dir {out}: {existing}"
        raise InputError(f"{where} is a file, not a folder")


CHUNK_ARRAYS = ("depth.npy", "extrinsics.npy", "intrinsics.npy", "start.npy", "relative.npy",
                "meta.npy")  # fmt: skip


def check_chunk_files(out: Path, chunks: list[dict[str, Any]], paths: list[Path]) -> None:
    """``InputError`` (``chunk_file_error``) when a chunk ``stream.json`` records is missing
    from ``paths`` or is no chunk file (damaged, cut short, another file): only the zip's
    index is read, not the arrays."""
    for k, (chunk, path) in enumerate(zip(chunks, paths, strict=True)):
        if not path.is_file():
            raise chunk_file_error(out, k, chunk, path, "is missing")
        try:
            with zipfile.ZipFile(path) as archive:
                names = set(archive.namelist())
        except (zipfile.BadZipFile, OSError) as err:
            raise chunk_file_error(out, k, chunk, path, f"cannot be read ({err})") from err
        lacking = [name for name in CHUNK_ARRAYS if name not in names]
        if lacking:
            problem = f"is not a chunk file (no {', '.join(lacking)})"
            raise chunk_file_error(out, k, chunk, path, problem)


def chunk_file_error(
    out: Path, k: int, chunk: dict[str, Any], path: Path, problem: str
) -> InputError:
    """The refusal of a resumed run whose recorded chunk ``k`` (``chunk``: its ``stream.json``
    entry) at ``path`` is lost (``problem``): it cannot be made again alone, the chunks after
    it being aligned to it."""
    start, count = int(chunk["start"]), int(chunk["count"])
    return InputError(
        f"{out / 'stream.json'} records chunk {k} (frames {start} to {start + count - 1}), "
        f"but {path} {problem}: {lost_chunk_advice(out)}"
    )


def lost_chunk_advice(out: Path) -> str:
    """What a user can do when a recorded chunk of the run in ``out`` is lost or damaged."""
    return (
        "a recorded chunk cannot be made again alone (the chunks after it are aligned to it); "
        f"empty {out} to reconstruct anew, or use another output folder"
    )


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


def check_finite_chunk(depth: np.ndarray, k: int, start: int) -> None:
    """``NonFiniteDepthError`` for chunk ``k`` (its first frame ``start``) when the network
    gave NaN or infinite depth for it: said before the chunk is recorded (aligned, its depth
    would only show as a failed Sim(3) fit, or the next run would resume from NaN)."""
    bad = int(depth.size - np.count_nonzero(np.isfinite(depth)))
    if bad:
        frames = f"frames {start} to {start + len(depth) - 1}"
        raise NonFiniteDepthError(
            f"chunk {k} ({frames}): {non_finite_note(bad, depth.size)}; nothing is recorded for it"
        )


def alignment_where(plan: ChunkPlan, k: int, count: int) -> str:
    """How a ``TooFewPointsError`` of chunk ``k`` (``count`` frames) begins: the chunks and
    frames whose overlap could not be aligned."""
    start, end = plan.start(k), plan.start(k) + plan.overlap - 1
    return (
        f"chunk {k} (frames {start} to {start + count - 1}) cannot be aligned to chunk {k - 1} "
        f"(nothing is recorded for it) over their overlap, frames {start} to {end}"
    )


def chunk_scene(reconstruct_chunk: Callable[[Any], Any], chunk: Any, k: int, start: int) -> Any:
    """``reconstruct_chunk(chunk)`` (chunk ``k``, first frame ``start``) with no
    ``NonFiniteDepthWarning``: such a chunk is refused with the reason, said once
    (``check_finite_chunk``); a ``NonFiniteDepthError`` (cameras not finite either) names
    the chunk."""
    with ignoring(NonFiniteDepthWarning):
        try:
            return reconstruct_chunk(chunk)
        except NonFiniteDepthError as err:
            where = f"chunk {k} (frames {start} to {start + len(chunk) - 1})"
            raise NonFiniteDepthError(f"{where}: {err}; nothing is recorded for it") from None


def crop_note(scene: Scene, k: int) -> str | None:
    """What chunk ``k``'s frames reached the network at when they were of several sizes
    (centre-cropped to one by ``reconstruct``); None when they were of one."""
    if scene.resized_sizes is None:
        return None
    sizes = sorted({(int(h), int(w)) for h, w in np.asarray(scene.resized_sizes)})
    if sizes == [tuple(scene.depth.shape[1:])]:
        return None
    return (f"chunk {k}'s frames reached the network at {', '.join(map(str, sizes))} (h, w), "
            f"centre-cropped to {tuple(scene.depth.shape[1:])}")  # fmt: skip
