"""Where a pytest-xdist worker that died said why: a worker killed by a fatal signal is only
"node down: Not properly terminated" in pytest-xdist's report, with no traceback, because
pytest's own fault handler writes into the worker's captured stderr, which dies with it, and
because ``ray.shutdown`` resets SIGSEGV / SIGABRT / SIGFPE / SIGILL to their default actions
(the handler gone for every later test of that worker). With ``TT_DA3_TEST_CRASH_DIR`` set
(``scripts/test.sh`` sets it and prints what was written when the suite fails), each worker's
``faulthandler`` writes every thread's Python stack into ``<dir>/<worker>.log`` on a fatal
signal, and is put back after each test.

A worker that ends without such a signal (``os._exit``: Ray's core worker quits so when it
loses its raylet; SIGKILL; SIGABRT under Ray's own handler) wrote nothing: pytest-xdist's
controller, its parent, then appends how it ended (``record_worker_end``: exit status or
signal, read without reaping it) and the tail of the Ray driver log of its process, where
Ray's own fatal lines go, if a cluster of its tests left one."""

from __future__ import annotations

import faulthandler
import os
import signal
import time
from pathlib import Path
from typing import TextIO

CRASH_DIR_VARIABLE = "TT_DA3_TEST_CRASH_DIR"
HANG_S = 900.0  # a test running this long dumps every thread's stack and ends its worker
END_WAIT_S = 10.0  # how long the controller waits for a worker whose channel closed to end
RAY_LOG_LINES = 60  # the last lines of each Ray driver log of the worker kept


def open_crash_log() -> TextIO | None:
    """This process's crash log under ``TT_DA3_TEST_CRASH_DIR`` (named by its pytest-xdist
    worker, else ``main``), opened for appending, with ``faulthandler`` writing into it; None
    where the variable is not set."""
    folder = os.environ.get(CRASH_DIR_VARIABLE)
    if not folder:
        return None
    Path(folder).mkdir(parents=True, exist_ok=True)
    name = os.environ.get("PYTEST_XDIST_WORKER", "main")
    (Path(folder) / f"{name}.pid").write_text(str(os.getpid()), encoding="utf-8")
    log = open(Path(folder) / f"{name}.log", "a", encoding="utf-8")  # noqa: SIM115 (kept open)
    faulthandler.enable(file=log, all_threads=True)
    return log


def handler_back(log: TextIO | None, hang_s: float = HANG_S) -> None:
    """``faulthandler`` writing into ``log`` again (a test's ``ray.shutdown`` may have reset
    the fatal signals' actions), and a test that runs ``hang_s`` dumps every thread's stack
    there and ends its worker (a hung fork child left a CI run waiting for its 90 minutes, with
    no stack; ``hang_over`` disarms it when the test ends); nothing without a log."""
    if log is not None:  # (enable() alone keeps what it thinks is still installed)
        faulthandler.disable()
        faulthandler.enable(file=log, all_threads=True)
        faulthandler.dump_traceback_later(hang_s, exit=True, file=log)


def hang_over(log: TextIO | None) -> None:
    """The test ended: ``handler_back``'s hang timer disarmed."""
    if log is not None:
        faulthandler.cancel_dump_traceback_later()


def record_worker_end(worker: str, ray_folder: str | Path | None = None) -> str | None:
    """In pytest-xdist's controller, when ``worker`` went down with an error: how its process
    ended (its pid from ``open_crash_log``), appended to its crash log with the last
    ``RAY_LOG_LINES`` of each Ray driver log of that process under ``ray_folder`` (the
    worker's ``RAY_TMPDIR``); returns what was appended (None without a crash folder, or a
    worker that never wrote its pid)."""
    folder = os.environ.get(CRASH_DIR_VARIABLE)
    if not folder or not (Path(folder) / f"{worker}.pid").is_file():
        return None
    pid = int((Path(folder) / f"{worker}.pid").read_text(encoding="utf-8"))
    said = [f"== {worker} (pid {pid}) {how_it_ended(pid)}"]
    pattern = f"ray/session_*/logs/python-core-driver-*_{pid}.log"
    for log in sorted(Path(ray_folder).glob(pattern)) if ray_folder is not None else []:
        lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
        said += [f"== the last {RAY_LOG_LINES} lines of {log}:", *lines[-RAY_LOG_LINES:]]
    text = "\n".join(said) + "\n"
    with open(Path(folder) / f"{worker}.log", "a", encoding="utf-8") as crash_log:
        crash_log.write(text)
    return text


def how_it_ended(pid: int, wait_s: float = END_WAIT_S) -> str:
    """How the child process ``pid`` ended ("ended with exit status 1", "was killed by
    SIGKILL"), waited for up to ``wait_s``; read without reaping it (``WNOWAIT``), so its
    owner's own wait still sees it."""
    deadline = time.monotonic() + wait_s
    while True:
        try:
            status = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT | os.WNOHANG)
        except ChildProcessError:
            return "ended (already reaped, or not this process's child: no status)"
        if status is not None:
            break
        if time.monotonic() >= deadline:
            return f"was still running {wait_s:g} s after its channel closed"
        time.sleep(0.05)
    if status.si_code == os.CLD_EXITED:
        return f"ended with exit status {status.si_status}"
    name = signal.Signals(status.si_status).name
    core = " (core dumped)" if status.si_code == os.CLD_DUMPED else ""
    return f"was killed by {name}{core}"
