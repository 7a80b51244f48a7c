"""What one frame's prediction is made from, recorded with it: the image's content (its size
and SHA-256) and the frame's camera matrix (``P_rect_0X``'s left block: a DA3 metric model's
metres scale with its fx). A cached prediction is reused only when both are the same now, so a
corrected calibration, or another copy of KITTI (monodepth2's JPEG conversion), is predicted
again instead of being scored from the old depth.

The single process keeps the record inside each cached npz (``frame.npy``, written with it
atomically); ``eval-kitti --replicas`` keeps one file, ``frames.json``, beside its ``.npy``
files, and removes each ``.npy`` whose record differs before the job runs (``scale_out.kitti``).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import zipfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np

from ..config.file_writes import write_text_whole
from ..config.records import as_json, differences

FRAME_MEMBER = "frame"  # the record's array in a cached npz (``frame.npy``)
FRAMES_RECORD = "frames.json"  # in a ``--replicas`` predictions folder: {key: record}
CHUNK_BYTES = 1 << 20


def image_identity(path: str | os.PathLike) -> dict[str, Any]:
    """``{"bytes": size, "sha256": hex digest}`` of an image file's content (its path and
    modification time are left out: an identical copy elsewhere is the same input)."""
    digest = hashlib.sha256()
    size = 0
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(CHUNK_BYTES), b""):
            digest.update(chunk)
            size += len(chunk)
    return {"bytes": size, "sha256": digest.hexdigest()}


def frame_record(image: str | os.PathLike, intrinsics: Iterable[float] | np.ndarray) -> dict:
    """The record of one frame: its image's identity and its 3 x 3 camera matrix (row-major,
    as JSON reads it back)."""
    matrix = [float(v) for v in np.asarray(intrinsics, dtype=np.float64).reshape(-1)]
    if len(matrix) != 9:
        raise ValueError(f"intrinsics must be a 3 x 3 matrix, got {len(matrix)} values")
    return as_json({"image": image_identity(image), "intrinsics": matrix})


def record_differences(recorded: dict | None, now: dict) -> list[str]:
    """What differs between a frame's recorded input and ``now``'s (empty: the same)."""
    if recorded is None:
        return ["no record of its image and camera (made before they were recorded)"]
    return differences(recorded, as_json(now))


def with_frame_record(npz_bytes: bytes, record: dict) -> bytes:
    """An npz's bytes with ``record`` added as its ``frame`` array (JSON text)."""
    member = io.BytesIO()
    np.save(member, np.array(json.dumps(as_json(record))), allow_pickle=False)
    buffer = io.BytesIO(npz_bytes)
    with zipfile.ZipFile(buffer, "a", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(f"{FRAME_MEMBER}.npy", member.getvalue())
    return buffer.getvalue()


def npz_frame_record(data: Any) -> dict | None:
    """The record of an open npz (``np.load``'s), or None when it holds none."""
    if FRAME_MEMBER not in data.files:
        return None
    return json.loads(str(data[FRAME_MEMBER]))


def read_frame_records(folder: str | os.PathLike) -> dict[str, dict]:
    """``folder/frames.json`` ({key: record}), or {} when there is none."""
    path = Path(folder) / FRAMES_RECORD
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def write_frame_records(folder: str | os.PathLike, records: dict[str, dict]) -> None:
    """Write ``folder/frames.json`` atomically (a partial file never takes the name)."""
    path = Path(folder) / FRAMES_RECORD
    write_text_whole(path, json.dumps(records, indent=1, sort_keys=True))
