"""``MappedFile``: a cached file (an OpenVINO IR's weights, a compiled blob) memory-mapped
read-only for OpenVINO, whose pages are released from this process while OpenVINO reads it.

Why: OpenVINO's CPU plugin copies every weight it computes with into its own layout (bf16,
or int8 repacked) when it compiles or imports a model, and keeps the model's source memory
(mapped) alive for the model's lifetime. Every page of the mapping it has read stays
resident, so a process held the weights twice: the blob's (file pages) and the plugin's
copy. ``releasing()`` runs a thread that drops the mapping's resident pages
(``madvise(MADV_DONTNEED)``) every few milliseconds while OpenVINO compiles or imports: a
page read again later is mapped back from the page cache, unchanged. That is exact only for
pages never written, so the mapping is private and protected read-only (``mprotect``): a
write into it would stop the process with a segmentation fault, never change the weights
silently. On DA3Metric-Large (OPT_REPORT.md 1c, "Memory of loading") this is the largest
single saving of a warm OpenVINO load.

Linux only for the release (``mmap.MADV_DONTNEED``, and ``/proc/self/maps`` to find the
mappings); elsewhere ``releasable`` is False and the file is mapped without it. macOS has
``MADV_DONTNEED`` but no ``/proc`` (and its ``MADV_DONTNEED`` does not promise the pages are
dropped): counting it in made every OpenVINO load there fail.
"""

from __future__ import annotations

import ctypes
import mmap
import os
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

RELEASE_INTERVAL_S = 0.005  # between two releases while OpenVINO reads the mapping
RELEASABLE = sys.platform.startswith("linux") and hasattr(mmap, "MADV_DONTNEED")


def _protect_read_only(array: np.ndarray) -> None:
    """``mprotect(PROT_READ)`` over ``array``'s pages (page-aligned: the start of a mapping)."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mprotect.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
    if libc.mprotect(array.ctypes.data, array.nbytes, mmap.PROT_READ) != 0:
        error = ctypes.get_errno()
        raise OSError(error, f"mprotect of the mapped file failed: {os.strerror(error)}")


@contextmanager
def every(interval_s: float, action: Callable[[], object], name: str) -> Iterator[None]:
    """Run ``action`` on a thread every ``interval_s`` while the block runs and once after it;
    an exception of ``action`` stops the thread and is raised again when the block ends."""
    stop = threading.Event()
    failures: list[BaseException] = []

    def loop() -> None:
        while not stop.wait(interval_s):
            try:
                action()
            except BaseException as error:  # raised again in the caller below
                failures.append(error)
                return

    worker = threading.Thread(target=loop, name=name, daemon=True)
    worker.start()
    try:
        yield
    finally:
        stop.set()
        worker.join()
    if failures:
        raise failures[0]
    action()


class MappedFile:
    """``path`` mapped privately, read-only; ``array`` (uint8) and ``tensor()`` share its
    memory. Keep the object alive as long as anything OpenVINO made from it."""

    def __init__(self, path: os.PathLike | str) -> None:
        self.path = Path(path)
        with self.path.open("rb") as handle:
            self._map = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_COPY)
        self.array = np.frombuffer(self._map, dtype=np.uint8)
        self.releasable = RELEASABLE
        if self.releasable:
            _protect_read_only(self.array)

    def tensor(self) -> Any:
        """An ``openvino.Tensor`` over the mapping (no copy)."""
        import openvino as ov

        return ov.Tensor(self.array, shared_memory=True)

    def release(self) -> None:
        """Drop the mapping's resident pages from this process (they stay in the page cache;
        a later read maps them back). No effect where ``releasable`` is False."""
        if self.releasable:
            self._map.madvise(mmap.MADV_DONTNEED)

    @contextmanager
    def releasing(self, interval_s: float = RELEASE_INTERVAL_S) -> Iterator[None]:
        """Release the pages every ``interval_s`` while the block runs (an OpenVINO call that
        releases the GIL: compile, import, read), and once at its end."""
        if not self.releasable:
            yield
            return
        with every(interval_s, self.release, f"release {self.path.name}"):
            yield

    def resident_bytes(self) -> int:
        """Bytes of the mapping resident in this process (its ``Rss`` in
        ``/proc/self/smaps``; Linux)."""
        start = self.array.ctypes.data
        inside = False
        for line in Path("/proc/self/smaps").read_text().splitlines():
            head = line.split(maxsplit=1)[0]
            if "-" in head and not head.endswith(":"):
                low, high = (int(x, 16) for x in head.split("-"))
                inside = low <= start < high
            elif inside and head == "Rss:":
                return int(line.split()[1]) * 1024
        raise RuntimeError(f"no mapping of {self.path} in /proc/self/smaps")


def read_ir(core: Any, xml: os.PathLike | str) -> tuple[Any, MappedFile]:
    """The OpenVINO IR ``xml`` read with its weights (``.bin`` beside it) in a
    ``MappedFile`` (no copy), and that mapping (keep it alive with the model; release its
    pages with ``releasing()`` while OpenVINO compiles the model)."""
    path = Path(xml)
    weights = MappedFile(path.with_suffix(".bin"))
    return core.read_model(path.read_text(encoding="utf-8"), weights.tensor()), weights
