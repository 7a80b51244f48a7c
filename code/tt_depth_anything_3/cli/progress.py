"""Whether a command draws its progress bars: on a terminal only, so that a log file or a CI
job's output gets no carriage-return redraws (``--no-progress`` turns them off anywhere,
``TT_DA3_PROGRESS=1`` draws them anywhere)."""

from __future__ import annotations

import argparse
import os
import sys

PROGRESS_VARIABLE = "TT_DA3_PROGRESS"
# --no-progress's help, in every command that draws bars
NO_PROGRESS_HELP = (
    "no progress bar (default: a bar on stderr when it is a terminal; TT_DA3_PROGRESS=1 draws "
    "it anywhere, 0 hides it)"
)
FORCED = {"1": True, "0": False}


def progress_shown(args: argparse.Namespace) -> bool:
    """False with ``--no-progress``; else ``TT_DA3_PROGRESS`` when set (``1``: draw the bars,
    ``0``: not; any other value is a ``ValueError``), else whether stderr is a terminal."""
    if getattr(args, "no_progress", False):
        return False
    value = os.environ.get(PROGRESS_VARIABLE)
    if value is not None and value.strip() != "":
        if value.strip() not in FORCED:
            raise ValueError(
                f"{PROGRESS_VARIABLE}={value!r}: 1 draws progress bars, 0 hides them (unset: "
                "only when stderr is a terminal)"
            )
        return FORCED[value.strip()]
    stderr = sys.stderr
    return stderr is not None and stderr.isatty()
