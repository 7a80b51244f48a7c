"""``chunk_digest``: a fingerprint of the frames a chunk of a stream was made from, so a rerun
into the same folder can tell that its frames are the recorded ones (not only as many)."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..config.torch_interop import is_torch_tensor, to_numpy


def _frame_bytes(frame: Any) -> bytes:
    """What identifies one frame: an array's (or tensor's, PIL image's) shape, type and pixels;
    a file's resolved path (its bytes as the file system holds them: ``str.encode()`` raised on
    a name that is not UTF-8), size and modification time; encoded bytes themselves."""
    if isinstance(frame, (str, os.PathLike)):
        path = Path(frame).expanduser()
        if path.is_file():
            stat = path.stat()
            return os.fsencode(f"file:{path.resolve()}:{stat.st_size}:{stat.st_mtime_ns}")
        return os.fsencode(f"path:{path}")
    if isinstance(frame, (int, float)):  # a frame index (test oracles, index-keyed readers)
        return f"number:{frame!r}".encode()
    if isinstance(frame, (bytes, bytearray, memoryview)):
        return b"bytes:" + bytes(frame)
    if is_torch_tensor(frame):
        frame = to_numpy(frame)
    rgb = getattr(frame, "rgb", None)  # a DecodedImage
    if isinstance(rgb, np.ndarray):
        frame = rgb
    if hasattr(frame, "tobytes") and hasattr(frame, "mode"):  # a PIL image
        return f"pil:{frame.mode}:{frame.size}".encode() + frame.tobytes()
    if isinstance(frame, np.ndarray):
        array = np.ascontiguousarray(frame)
        return f"array:{array.dtype}:{array.shape}".encode() + array.tobytes()
    return f"object:{type(frame).__qualname__}".encode()


def chunk_digest(frames: Sequence[Any]) -> str:
    """A short hex digest of ``frames`` in order (BLAKE2b, 16 bytes)."""
    digest = hashlib.blake2b(digest_size=16)
    for frame in frames:
        data = _frame_bytes(frame)
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)
    return digest.hexdigest()
