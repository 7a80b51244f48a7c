"""``releasing_pages_of(path)``: while a block runs, the resident pages of every mapping of a
file in this process (whoever mapped it: safetensors for the torch network, OpenVINO's ONNX
reader for a graph's external weights) are dropped every few milliseconds.

Why: a memory-mapped file's pages count in the process's RSS once read, and stay until the
mapping goes. Reading 1.3 GB of float32 weights once (the gate's torch reference forward,
``save_model`` converting a graph's weights to fp16) left all 1.3 GB resident, on top of
what was built from them. Dropped (``madvise(MADV_DONTNEED)``), a page read again later is
mapped back from the page cache, unchanged: exact only for pages never written, so each
mapping is made read-only first (``mprotect``; a write into it then stops the process with a
segmentation fault instead of being lost), and one already holding written (anonymous) pages
raises. Linux only: elsewhere the block runs without it (``RELEASABLE`` is False).
"""

from __future__ import annotations

import ctypes
import mmap
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .mapped_file import RELEASABLE, every

INTERVAL_S = 0.01


def mappings_of(path: os.PathLike | str) -> list[tuple[int, int, str]]:
    """(start, end, permissions) of this process's mappings of ``path`` (``/proc/self/maps``)."""
    target = str(Path(path).resolve())
    found = []
    for line in Path("/proc/self/maps").read_text().splitlines():
        fields = line.split(maxsplit=5)
        if len(fields) == 6 and fields[5] == target:
            low, high = (int(x, 16) for x in fields[0].split("-"))
            found.append((low, high, fields[1]))
    return found


def _anonymous_kb(start: int) -> int:
    """Written (copy-on-write) pages of the mapping at ``start``, kB (``/proc/self/smaps``)."""
    inside = False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        head = line.split(maxsplit=1)[0]
        if "-" in head and not head.endswith(":"):
            inside = int(head.split("-")[0], 16) == start
        elif inside and head == "Anonymous:":
            return int(line.split()[1])
    raise RuntimeError(f"no mapping at {start:#x} in /proc/self/smaps")


class _Libc:
    def __init__(self) -> None:
        self.libc = ctypes.CDLL(None, use_errno=True)
        for name in ("madvise", "mprotect"):
            getattr(self.libc, name).argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)

    def call(self, name: str, start: int, length: int, flag: int) -> None:
        if getattr(self.libc, name)(start, length, flag) != 0:
            error = ctypes.get_errno()
            raise OSError(error, f"{name} of a mapping failed: {os.strerror(error)}")


def release_pages_of(path: os.PathLike | str, libc: _Libc | None = None) -> int:
    """Drop the resident pages of every mapping of ``path`` now (made read-only first);
    the number of mappings released."""
    libc = libc or _Libc()
    mappings = mappings_of(path)
    for start, end, permissions in mappings:
        if "w" in permissions:
            if _anonymous_kb(start):
                raise RuntimeError(f"a mapping of {path} holds written pages: not released")
            libc.call("mprotect", start, end - start, mmap.PROT_READ)
        libc.call("madvise", start, end - start, mmap.MADV_DONTNEED)
    return len(mappings)


@contextmanager
def releasing_pages_of(path: os.PathLike | str, interval_s: float = INTERVAL_S) -> Iterator[None]:
    """Release the pages of ``path``'s mappings every ``interval_s`` while the block runs (it
    must release the GIL: a torch forward, an OpenVINO call) and once at its end."""
    if not RELEASABLE:
        yield
        return
    libc = _Libc()
    with every(interval_s, lambda: release_pages_of(path, libc), f"release {Path(path).name}"):
        yield
