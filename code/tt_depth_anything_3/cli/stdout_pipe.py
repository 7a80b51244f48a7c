"""stdout read by a pipe whose reader has gone (``tt-da3 predict ... | head``): the run ends
quietly with 128 + SIGPIPE, as a shell reports such a writer, unless it failed in part and says
so in its last lines (``print_result``): then its own status stays."""

from __future__ import annotations

import codecs
import errno
import os
import select
import sys

SIGPIPE_EXIT = 141  # 128 + SIGPIPE: what a shell reports for a writer whose reader has gone


class BrokenPipeAfterRun(BrokenPipeError):
    """stdout's reader left while a run's last lines were printed; ``status`` is the run's."""

    def __init__(self, status: int) -> None:
        super().__init__(errno.EPIPE, "stdout's reader has gone")
        self.status = status


def print_result(text: str, status: int) -> int:
    """Print a run's last lines on stdout -> ``status``. A reader that has gone keeps a failed
    run's status (``BrokenPipeAfterRun``, so ``main`` exits with it, not 141)."""
    try:
        print(text, flush=True)
    except BrokenPipeError as err:
        if status:
            raise BrokenPipeAfterRun(status) from err
        raise
    return status


def stdout_reader_gone() -> bool:
    """Whether stdout is a pipe (or socket) whose reader has closed it (``| head``, ``| true``):
    ``poll`` reports an error on descriptor 1. Without ``poll`` (Windows), whether a stdout
    that is open."""
    return sys.stdout is not None and reader_gone(1)


def stderr_reader_gone() -> bool:
    """Whether stderr is a pipe whose reader has closed it (``2>&1 | head``), as
    ``stdout_reader_gone`` tells it of stdout."""
    return sys.stderr is not None and reader_gone(2)


def reader_gone(fd: int) -> bool:
    """Whether descriptor ``fd`` is a pipe (or socket) whose reader has closed it: ``poll``
    reports an error on it. Without ``poll`` (Windows): True."""
    if not hasattr(select, "poll"):
        return True
    poller = select.poll()
    poller.register(fd, select.POLLOUT)
    return any(events & select.POLLERR for _, events in poller.poll(0))


def quiet_broken_stdout(err: BrokenPipeError) -> int:
    """After ``err`` on stdout: descriptor 1 to ``os.devnull`` (so that the interpreter's last
    flush raises nothing, as Python's documentation of SIGPIPE advises) -> the run's status
    (``BrokenPipeAfterRun``) or ``SIGPIPE_EXIT``."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)
    return getattr(err, "status", 0) or SIGPIPE_EXIT


def quiet_broken_stderr(err: BrokenPipeError) -> int:
    """After ``err`` with stderr's reader gone (``tt-da3 predict ... 2>&1 | head``): stderr (and
    stdout, when its reader has gone too) to ``os.devnull``, so nothing more is written there
    -> the run's status or ``SIGPIPE_EXIT``, as ``quiet_broken_stdout``. Before, the error
    line written to that stderr raised again: the run stopped midway with exit status 1, a
    run done in part's, and Python's traceback for the closed pipe."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    for fd in (2, 1) if stdout_reader_gone() else (2,):
        os.dup2(devnull, fd)
    os.close(devnull)
    return getattr(err, "status", 0) or SIGPIPE_EXIT


def lenient_stdout() -> None:
    """Let stdout print every path a run names: a name whose bytes are not UTF-8 as those bytes
    (``surrogateescape``, as ``ls`` prints it) on a UTF-8 stdout, and a character the stdout's
    encoding lacks (a Windows code page, ``PYTHONIOENCODING=ascii``) as its ``\\u`` escape.
    Python's stdout is strict under a UTF-8 locale: ``predict --out`` such a folder wrote every
    depth map, then its ``wrote N of M images to DIR`` line raised and the run exited 2."""
    stream = sys.stdout
    if stream is None or not hasattr(stream, "reconfigure"):  # closed (>&-) or replaced
        return
    utf8 = codecs.lookup(stream.encoding or "ascii").name == "utf-8"
    stream.reconfigure(errors="surrogateescape" if utf8 else "backslashreplace")
