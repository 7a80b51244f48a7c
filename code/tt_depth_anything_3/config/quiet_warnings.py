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
# the message pattern of the package's own ignore entries: matches every message, and no
# program writes it, so a program's ``ignore`` of the same category is never mistaken for one
OWN_MESSAGE = "(?s:.*)(?#tt-da3)"
IGNORING: dict[type[Warning], tuple[int, tuple]] = {}  # category -> (blocks inside, entry)
QUIETED: dict[str, tuple[int, int]] = {}  # logger name -> (blocks inside, level to restore)


@contextlib.contextmanager
def ignoring(category: type[Warning] = Warning) -> Iterator[None]:
    """Warnings of ``category`` are ignored (in every thread, as any filter) during the block;
    afterwards the filters are those of the program, whatever other threads did meanwhile.

    The blocks of one category share one filter entry, counted (``IGNORING``), put in by the
    first block and taken out when the last one ends; its message pattern (``OWN_MESSAGE``)
    keeps it apart from a program's own ``ignore`` of that category. Before, two overlapping
    blocks of one category shared one entry (``filterwarnings`` keeps no duplicate) and the
    first to end removed it while the other was still inside, and a program's own
    ``simplefilter("ignore", category)`` was taken out of the filters for good."""
    with FILTERS_LOCK:
        inside, entry = IGNORING.get(category, (0, None))
        if entry is None or entry not in warnings.filters:  # first block, or filters reset
            warnings.filterwarnings("ignore", message=OWN_MESSAGE, category=category)
            entry = warnings.filters[0]
        IGNORING[category] = (inside + 1, entry)
    try:
        yield
    finally:
        with FILTERS_LOCK:
            inside, entry = IGNORING.pop(category)
            if inside > 1:
                IGNORING[category] = (inside - 1, entry)
            # an ignore recorded nothing in the warning registries, so removing it needs no
            # reset of them; the entry is gone only if the program reset the filters itself
            elif entry in warnings.filters:
                warnings.filters.remove(entry)


@contextlib.contextmanager
def quiet_loggers(*names: str, level: int = logging.ERROR) -> Iterator[None]:
    """The loggers ``names`` pass ``level`` and over only (errors by default) until the last
    block quieting them ends, then have their own level back."""
    quiet = level
    with LOGGERS_LOCK:
        for name in names:
            inside, level = QUIETED.get(name, (0, logging.getLogger(name).level))
            QUIETED[name] = (inside + 1, level)
            logging.getLogger(name).setLevel(quiet)
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
