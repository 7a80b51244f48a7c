"""Ignore one kind of warning, or quiet some loggers, for a block, safely when several threads
do it at once.

``warnings.catch_warnings`` saves the process-wide filter list on entry and puts that copy
back on exit. Two threads whose blocks overlap (the package decodes images on host threads,
a host application calls the model from a thread pool) restore each other's copies: the
``ignore`` of the block that ended last stayed in the program's filters for good (Pillow's
``DecompressionBombWarning`` after a few hundred threaded decodes), and a filter the program
added meanwhile was dropped. ``ignoring`` adds its one filter and removes that one entry
afterwards, under a lock, leaving every other filter as it finds it. ``quiet_loggers`` likewise:
two overlapping ONNX exports used to leave the exporter's loggers at ERROR for good (the
second saved the first's ERROR as the level to restore).
"""

from __future__ import annotations

import contextlib
import logging
import threading
import warnings
from collections.abc import Iterator

FILTERS_LOCK = threading.Lock()
LOGGERS_LOCK = threading.Lock()
QUIETED: dict[str, tuple[int, int]] = {}  # logger name -> (blocks inside, level to restore)


@contextlib.contextmanager
def ignoring(category: type[Warning] = Warning) -> Iterator[None]:
    """Warnings of ``category`` are ignored (in every thread, as any filter) during the block;
    afterwards the filters are those of the program, whatever other threads did meanwhile."""
    with FILTERS_LOCK:
        warnings.filterwarnings("ignore", category=category)
        entry = warnings.filters[0]
    try:
        yield
    finally:
        with FILTERS_LOCK:
            # an ignore recorded nothing in the warning registries, so removing it needs no
            # reset of them; the entry is gone only if the program reset the filters itself
            if entry in warnings.filters:
                warnings.filters.remove(entry)


@contextlib.contextmanager
def quiet_loggers(*names: str) -> Iterator[None]:
    """The loggers ``names`` pass errors only until the last block quieting them ends, then
    have their own level back."""
    with LOGGERS_LOCK:
        for name in names:
            inside, level = QUIETED.get(name, (0, logging.getLogger(name).level))
            QUIETED[name] = (inside + 1, level)
            logging.getLogger(name).setLevel(logging.ERROR)
    try:
        yield
    finally:
        with LOGGERS_LOCK:
            for name in names:
                inside, level = QUIETED.pop(name)
                if inside > 1:
                    QUIETED[name] = (inside - 1, level)
                else:
                    logging.getLogger(name).setLevel(level)
