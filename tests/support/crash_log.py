"""Where a pytest-xdist worker that died said why: a worker killed by a fatal signal is only
"node down: Not properly terminated" in pytest-xdist's report, with no traceback, because
pytest's own fault handler writes into the worker's captured stderr, which dies with it, and
because ``ray.shutdown`` resets SIGSEGV / SIGABRT / SIGFPE / SIGILL to their default actions
(the handler gone for every later test of that worker). With ``TT_DA3_TEST_CRASH_DIR`` set
(``scripts/test.sh`` sets it and prints what was written when the suite fails), each worker's
``faulthandler`` writes every thread's Python stack into ``<dir>/<worker>.log`` on a fatal
signal, and is put back after each test."""

from __future__ import annotations

import faulthandler
import os
from pathlib import Path
from typing import TextIO

CRASH_DIR_VARIABLE = "TT_DA3_TEST_CRASH_DIR"


def open_crash_log() -> TextIO | None:
    """This process's crash log under ``TT_DA3_TEST_CRASH_DIR`` (named by its pytest-xdist
    worker, else ``main``), opened for appending, with ``faulthandler`` writing into it; None
    where the variable is not set."""
    folder = os.environ.get(CRASH_DIR_VARIABLE)
    if not folder:
        return None
    Path(folder).mkdir(parents=True, exist_ok=True)
    name = os.environ.get("PYTEST_XDIST_WORKER", "main")
    log = open(Path(folder) / f"{name}.log", "a", encoding="utf-8")  # noqa: SIM115 (kept open)
    faulthandler.enable(file=log, all_threads=True)
    return log


def handler_back(log: TextIO | None) -> None:
    """``faulthandler`` writing into ``log`` again (a test's ``ray.shutdown`` may have reset
    the fatal signals' actions); nothing without a log."""
    if log is not None:  # (enable() alone keeps what it thinks is still installed)
        faulthandler.disable()
        faulthandler.enable(file=log, all_threads=True)
