"""The warnings of one run, collected for whoever asked for it: the server answers each request's
warnings to its client (``warnings`` in the JSON answer), which Python's ``warnings`` module
cannot give one thread of its own (``warnings.catch_warnings`` swaps process-wide state: not
thread-safe, and the server runs its model calls on a worker thread).

The package's code that warns about a call's inputs (an option not used, views cropped, a
principal point off the image) calls ``warn``: ``warnings.warn`` as before (Python users and
the CLI see the same), and the message appended to the list of the ``collecting`` block it
runs in. The list is held in a ``ContextVar``: each thread (and asyncio task) has its own, so
two requests never see each other's. Outside ``collecting`` nothing is collected."""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import Any, TypeVar

T = TypeVar("T")
_NOTES: ContextVar[list[str] | None] = ContextVar("da3_warnings", default=None)


@contextlib.contextmanager
def collecting(notes: list[str]) -> Iterator[list[str]]:
    """For the block, each ``warn`` in this thread (this context) appends its message to
    ``notes`` too, once (a warning given twice is listed once)."""
    token = _NOTES.set(notes)
    try:
        yield notes
    finally:
        _NOTES.reset(token)


def run_collecting(notes: list[str], fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``fn(*args, **kwargs)`` inside ``collecting(notes)``."""
    with collecting(notes):
        return fn(*args, **kwargs)


def warn(message: str, category: type[Warning], stacklevel: int = 1) -> None:
    """``warnings.warn(message, category, stacklevel)`` as if called where ``warn`` is (the
    same filters, display and attribution), and ``message`` listed in the ``collecting`` block
    this runs in, if any (whatever the filters: a client sees each of its warnings)."""
    notes = _NOTES.get()
    if notes is not None and str(message) not in notes:
        notes.append(str(message))
    warnings.warn(message, category, stacklevel=stacklevel + 1)
