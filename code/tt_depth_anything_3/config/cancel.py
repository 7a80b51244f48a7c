"""Cooperative cancellation: a long run (a ``/reconstruct`` of many views, a decode of many
images) stops at its next safe point once the request it serves is gone (timed out, or the
client left), instead of running to its end for nobody.

The server runs each job under ``cancellable(event)``; the model and geometry code calls
``checkpoint()`` between views and between head calls, which raises ``Cancelled`` once
``event`` is set. Outside ``cancellable`` (the Python API) ``checkpoint()`` does nothing.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from contextvars import ContextVar

_CURRENT: ContextVar[threading.Event | None] = ContextVar("da3_cancel", default=None)


class Cancelled(Exception):
    """The run was stopped because the request it served is gone (not an input error)."""


@contextlib.contextmanager
def cancellable(event: threading.Event | None) -> Iterator[None]:
    """Run the block so that ``checkpoint()`` inside it stops once ``event`` is set."""
    token = _CURRENT.set(event)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def checkpoint() -> None:
    """A safe point: raise ``Cancelled`` if the current run's request is gone."""
    event = _CURRENT.get()
    if event is not None and event.is_set():
        raise Cancelled("the request was cancelled (timed out or the client left)")
