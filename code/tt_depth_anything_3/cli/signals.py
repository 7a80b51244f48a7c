"""Signals that stop a command as Ctrl-C does: SIGTERM (``kill``, ``docker stop``) raised as a
``KeyboardInterrupt`` named by the signal, so a command's temporaries are removed and its
message printed; ``tt-da3 serve`` stops on SIGHUP too (``stop_signals``)."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager


def interrupt_on_signal(signum: int, frame: object) -> None:
    """A signal handler that stops the work as Ctrl-C does (``KeyboardInterrupt`` named by
    the signal, e.g. ``SIGTERM``)."""
    raise KeyboardInterrupt(signal.Signals(signum).name)


def stop_signals() -> tuple[signal.Signals, ...]:
    """The signals that stop ``tt-da3 serve`` gracefully: SIGINT, SIGTERM and (``hangup_signal``)
    SIGHUP."""
    from ..server.stopping import hangup_signal  # (the server's stop handles it too)

    hangup = hangup_signal()
    return (signal.SIGINT, signal.SIGTERM) + ((hangup,) if hangup is not None else ())


@contextmanager
def sigterm_interrupts() -> Iterator[None]:
    """For the block, SIGTERM (``kill``, ``docker stop``) stops the work as Ctrl-C does, so
    its temporaries are removed and its message printed; the handler before is restored
    after. Signal handlers belong to the main thread: elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(signal.SIGTERM, interrupt_on_signal)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)
