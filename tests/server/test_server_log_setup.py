"""Under plain ``uvicorn tt_depth_anything_3.server:app`` the server's own lines (the ready
line included) reach stderr with their level, as under ``tt-da3 serve``; logging configured
by the user is left alone."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import logging, sys
{setup}
from tt_depth_anything_3.server.log_setup import log_to_stderr
print(log_to_stderr(), log_to_stderr(), file=sys.stdout)
log = logging.getLogger("tt_depth_anything_3.server.startup")
log.info("ready: warmed")
log.warning("unguarded")
log.debug("hidden")
"""


def _run(setup: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", SCRIPT.format(setup=setup)],
                          capture_output=True, text=True, check=True)  # fmt: skip


def test_the_server_lines_reach_stderr_with_their_level():
    done = _run()
    assert done.stdout.split() == ["True", "False"]  # once
    assert done.stderr.splitlines() == ["INFO:     ready: warmed", "WARNING:     unguarded"]


def test_logging_the_user_configured_is_left_alone():
    done = _run("logging.basicConfig(level=logging.WARNING, format='%(message)s')")
    assert done.stdout.split() == ["False", "False"]
    assert done.stderr.splitlines() == ["unguarded"]
