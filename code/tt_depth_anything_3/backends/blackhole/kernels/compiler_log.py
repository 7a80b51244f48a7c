"""The TT-Lang compiler's own output kept out of ``kernels.build``'s: it prints the generated
C++ of every compile (about 4,100 lines for one size) and ttnn's log lines, and at exit nanobind
reports leaked instances. ``to_log`` sends file descriptors 1 and 2 to a log file while it
compiles (Python exceptions still reach the caller, and the log's last lines are printed with
them); ``exit_output_to`` does the same for what the interpreter prints as it exits."""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

# one per user: a fixed name in the shared temporary folder was another user's file (appending
# to it failed) or a link planted there
USER_ID = os.getuid() if hasattr(os, "getuid") else 0
DEFAULT_LOG = Path(tempfile.gettempdir()) / f"tt_da3_kernels_build-{USER_ID}.log"
TAIL_LINES = 20


def unwritable(path: Path, folder: bool) -> str | None:
    """Why ``path`` (a ``folder`` to make or write into, else a file) cannot be written, or None:
    checked before a build opens the mock and compiles, which then failed in a traceback."""
    if path.exists() and path.is_dir() != folder:
        return f"{path} is {'not ' if folder else ''}a folder"
    parent = path if folder else path.parent
    while not parent.exists():  # a folder is made with its missing parents; a file is not
        if not folder:
            return f"{parent} does not exist"
        parent = parent.parent
    if not parent.is_dir():
        return f"{parent} is not a folder"
    if not os.access(parent, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return f"{path if path.exists() else parent} is not writable"
    return None


def redirect(log: Path) -> tuple[int, int]:
    """Descriptors 1 and 2 appended to ``log`` -> copies of the previous ones."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = (os.dup(1), os.dup(2))
    with open(log, "a", encoding="utf-8") as file:
        os.dup2(file.fileno(), 1)
        os.dup2(file.fileno(), 2)
    return saved


@contextlib.contextmanager
def to_log(log: Path) -> Iterator[None]:
    """The compiler's stdout and stderr into ``log`` while the block runs; on an error the log's
    last lines go to stderr before the error propagates."""
    saved = redirect(log)
    try:
        yield
    except BaseException:
        restore(saved)
        lines = log.read_text(encoding="utf-8", errors="replace").splitlines()[-TAIL_LINES:]
        print(f"the compiler's last lines ({log}):", *lines, sep="\n", file=sys.stderr)
        raise
    restore(saved)


def restore(saved: tuple[int, int]) -> None:
    sys.stdout.flush()
    sys.stderr.flush()
    for fd, target in zip(saved, (1, 2), strict=True):
        os.dup2(fd, target)
        os.close(fd)


def exit_output_to(log: Path) -> None:
    """What the interpreter prints from here to its exit (nanobind's leak report) into ``log``."""
    redirect(log)
