"""Giving freed host memory back to the operating system.

glibc keeps freed heap blocks for reuse; after large temporary buffers (float32 weights that
are quantised or converted away while loading) the process would keep their pages resident.
``malloc_trim`` returns them. On other C libraries this is a no-op: they manage memory their
own way and nothing is lost by not trimming.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import sys


@functools.cache
def _malloc_trim():
    if not sys.platform.startswith("linux"):
        return None
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    libc = ctypes.CDLL(name)
    return getattr(libc, "malloc_trim", None)


def release_free_memory(collect_cycles: bool = True) -> bool:
    """Collect reference cycles (unless ``collect_cycles`` is False: a full collection costs
    tens of ms with a large model loaded), then return free heap pages to the OS (glibc);
    True if the trim was possible here."""
    if collect_cycles:
        gc.collect()
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
