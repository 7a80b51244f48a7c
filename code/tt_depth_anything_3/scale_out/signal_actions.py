"""The process's actions for SIGINT and SIGTERM (what the OS runs on the signal) saved and put
back from any thread, around a Ray start-up and shut-down.

Ray's core worker puts an action of its own under Python's when Ray starts (a ``*** SIGTERM
received`` stack dump on stderr before the program's handler runs) and, when Ray shuts down,
resets SIGTERM to the default action: the process killed, the program's handler never run,
while ``signal.getsignal`` still names it. ``signal.signal`` could set it again on the main
thread only; ``sigaction`` itself works on any thread (a job of the Python API that ends on
one of the program's threads). The actions are kept whole (never read), and one is put back
only while Python's handler of the signal is still the one it had when it was saved."""

from __future__ import annotations

import ctypes
import os
import signal
from collections.abc import Callable
from typing import Any

SIGNALS = (signal.SIGINT, signal.SIGTERM)
ACTION_BYTES = 512  # more than any platform's ``struct sigaction`` takes


def sigaction() -> Callable[..., int] | None:
    """The C library's ``sigaction``, or None where there is none (Windows)."""
    if os.name != "posix":
        return None
    return ctypes.CDLL(None, use_errno=True).sigaction


def saved_actions() -> dict[int, tuple[Any, Any]]:
    """Each of ``SIGNALS``' action now, with Python's handler of it; {} without
    ``sigaction``."""
    call = sigaction()
    if call is None:
        return {}
    saved = {}
    for sig in SIGNALS:
        action = ctypes.create_string_buffer(ACTION_BYTES)
        if call(int(sig), None, action) != 0:
            raise OSError(ctypes.get_errno(), f"sigaction({sig.name}) could not be read")
        saved[int(sig)] = (action, signal.getsignal(sig))
    return saved


def restore_actions(saved: dict[int, tuple[Any, Any]]) -> None:
    """The actions of ``saved_actions`` set again, each while Python's handler of its signal
    is still the one saved with it (one the program set since is left as it is)."""
    call = sigaction()
    for sig, (action, handler) in saved.items():
        if call is not None and signal.getsignal(sig) is handler:
            if call(sig, action, None) != 0:
                raise OSError(ctypes.get_errno(), f"sigaction({sig}) could not be set")
