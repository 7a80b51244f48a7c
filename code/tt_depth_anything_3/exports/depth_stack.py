"""One npz of many frames' depth (``tt-da3 video --depth-format npz``), written with the
memory of one frame: each depth map is appended to a temporary file beside the npz as it
comes, and packed at the end into ``depth`` (N, H, W) float32 and ``frame`` (N,) int64 (what
``np.savez`` writes, read by ``np.load``), replacing the npz atomically. An interrupted run
leaves the previous npz (or none) and at most a ``.partial-`` temporary (``sweep_partial``)."""

from __future__ import annotations

import shutil
import uuid
import zipfile
from array import array
from pathlib import Path
from typing import BinaryIO

import numpy as np

from ..config.errors import InputError
from ..config.file_writes import remove_temporary
from .sequence_outputs import PARTIAL_MARK, replace_atomically

COPY_BYTES = 1 << 22  # read and written at a time when the npz is packed


class DepthStack:
    """Frames' depth maps (one size) on their way into the npz ``path``; ``close`` packs it,
    ``discard`` drops what was added. Use it as a context manager: an exception discards."""

    def __init__(self, path: Path, flag: str = "--depth-format npz") -> None:
        self.path = path
        self.flag = flag  # who asked for one npz, for the message of a second size
        self.raw = path.parent / f".{path.stem}{PARTIAL_MARK}{uuid.uuid4().hex[:12]}.raw"
        self.frames = array("q")
        self.shape: tuple[int, ...] | None = None
        self._handle: BinaryIO | None = None

    def __enter__(self) -> DepthStack:
        return self

    def __exit__(self, kind: object, *rest: object) -> None:
        self.discard()  # after close(), nothing is left to drop

    def add(self, frame: int, depth: np.ndarray) -> None:
        """Append ``frame``'s depth (float32); ``InputError`` for a size other than the first
        frame's (one array holds one size)."""
        depth = np.ascontiguousarray(depth, dtype="<f4")
        if self.shape is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.shape = depth.shape
            self._handle = open(self.raw, "wb")  # noqa: SIM115 (closed by close / discard)
        elif depth.shape != self.shape:
            raise InputError(
                f"frame {frame}'s depth is {depth.shape[0]}x{depth.shape[1]}, the frames' "
                f"before it {self.shape[0]}x{self.shape[1]}: {self.flag} holds one size; use "
                "PNGs (--depth-format png) for frames of several sizes"
            )
        assert self._handle is not None
        self._handle.write(depth.tobytes())
        self.frames.append(frame)

    def close(self) -> bool:
        """Pack the frames added into ``path`` (atomically); False, writing nothing, when none
        was added."""
        if self._handle is None:
            return False
        self._handle.close()
        replace_atomically(self.path, self._pack)
        self.discard()
        return True

    def discard(self) -> None:
        """Drop the frames added: the temporary file goes."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None
        remove_temporary(self.raw)

    def _pack(self, target: Path) -> None:
        assert self.shape is not None
        header = {"descr": "<f4", "fortran_order": False, "shape": (len(self.frames), *self.shape)}
        with zipfile.ZipFile(target, "w", allowZip64=True) as archive:
            with archive.open("depth.npy", "w", force_zip64=True) as member:
                np.lib.format.write_array_header_1_0(member, header)
                with open(self.raw, "rb") as source:
                    shutil.copyfileobj(source, member, COPY_BYTES)
            with archive.open("frame.npy", "w") as member:
                np.lib.format.write_array(member, np.frombuffer(self.frames, dtype=np.int64))
