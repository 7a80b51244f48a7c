"""``tt-da3 video`` stopped (Ctrl-C, SIGTERM): one line on stderr saying what ``--out`` holds
of the run (its reconstructed chunks, or its depth PNGs) and what the same command does."""

from __future__ import annotations

import sys
from pathlib import Path

from ..config.errors import InputError
from ..config.records import read_record

# what the same command does after a refusal of the frames (the same frames are refused again)
REFUSED_AGAIN = "resumes from them and stops at the same frames again (the error below)"


def recorded_chunks(out: Path) -> int:
    """How many chunks ``out``'s ``stream.json`` records (0: none, or not a record of ours)."""
    path = out / "stream.json"
    if not path.is_file() or path.is_symlink():
        return 0
    try:
        return len(read_record(path, {"chunks": list})["chunks"])
    except InputError:  # not a record of ours: the run refuses it itself
        return 0


def say_what_is_left(out: Path, refused: bool = False) -> None:
    """Say on stderr what ``out`` holds of a stopped run: a chunked run's recorded chunks
    (the same command resumes from them; every chunk: it writes the outputs from them; a run
    that stopped at a refusal of its frames, ``refused``, an ``InputError`` such as a video
    whose frame size changes, meets it again: said so, not that it resumes), or
    an unfinished per-frame run's depth PNGs (``"complete": false``: the same command writes
    them all again). Nothing for no outputs, or a record this package cannot read."""
    stream, per_frame = out / "stream.json", out / "video.json"
    try:
        if stream.is_file():
            record = read_record(stream, {"chunks": list, "complete": bool})
            chunks = record["chunks"]
            frames = chunks[-1]["start"] + chunks[-1]["count"] if chunks else 0
            noun = "chunk" if len(chunks) == 1 else "chunks"
            then = REFUSED_AGAIN if refused else "resumes from them"
            if chunks and not record["complete"]:
                print(f"tt-da3 video: {out} holds {len(chunks)} reconstructed {noun} ({frames} "
                      "frames) in chunks/ (stream.json: \"complete\": false); the same command "
                      f"{then}", file=sys.stderr)  # fmt: skip
            elif chunks:  # stopped while its outputs (cloud, poses, COLMAP) were written
                print(f"tt-da3 video: {out} holds every reconstructed chunk ({len(chunks)} "
                      f"{noun}, {frames} frames) in chunks/; the same command writes the outputs "
                      "from them", file=sys.stderr)  # fmt: skip
        elif per_frame.is_file() and not read_record(per_frame, {"complete": bool})["complete"]:
            pngs = list(out.glob("depth_[0-9]*.png"))
            if pngs:
                print(f"tt-da3 video: {out} holds {len(pngs)} depth PNGs, not every frame "
                      "(video.json: \"complete\": false; the same command writes them all "
                      "again)", file=sys.stderr)  # fmt: skip
    except InputError:  # not a record of ours: the run refused it before writing anything
        return
