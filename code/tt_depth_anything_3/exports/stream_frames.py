"""``frames.csv`` of a chunked reconstruction written by ``tt-da3 video``: which source frame
each output frame is. The stream's outputs number the frames by their position in the
selected frames (``depth/frame_000003.npz``, ``intrinsics.txt``'s first column, the line of
``poses_*.txt``, COLMAP's ``frame_000003.png``); per-frame depth names them by their index in
the source (``depth_000012.png``). The table ties the two together."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import Path

from .colmap import NAME_ERRORS
from .sequence_outputs import replace_atomically

FRAME_TABLE = "frames.csv"
FRAME_COLUMNS = ("frame", "source_index", "time", "source_file")


def write_frame_table(out_dir: str | Path, sources: Sequence[tuple[int, float, str]]) -> Path:
    """Write ``out_dir/frames.csv``: a header (``FRAME_COLUMNS``), then one row an output frame
    in order: its number in the outputs, its index in the source, its time in seconds (as
    ``poses_tum.txt``), and an image sequence's file (empty for a video); ``sources`` gives
    (source index, time, file) of each. Replaced atomically; returns its path. A file name whose
    bytes are not UTF-8 is written as those bytes, as COLMAP's ``images.txt`` writes it
    (strict UTF-8 stopped ``tt-da3 video`` of such a folder after every chunk ran)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(FRAME_COLUMNS)
    for frame, (index, time, file) in enumerate(sources):
        writer.writerow((frame, index, f"{time:.6f}", file))
    path = Path(out_dir) / FRAME_TABLE
    text = buffer.getvalue()
    replace_atomically(
        path, lambda p: p.write_text(text, encoding="utf-8", errors=NAME_ERRORS, newline="")
    )
    return path
