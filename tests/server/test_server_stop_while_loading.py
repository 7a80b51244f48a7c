"""Ctrl-C while the model still loads (an engine's first export or compile, minutes): the
command stops within seconds with exit 0 and leaves without the interpreter's teardown, which
aborted the process under a native build still running (exit 134, 1 run in 2)."""

from __future__ import annotations

import signal
import sys
import time

from support.server_process import free_port, start_until_logged, stop

STILL_LOADING = """
import sys, threading
from tt_depth_anything_3.server import factory
from tt_depth_anything_3.cli import main

def never_done(state, model):  # a load that outlives the server
    threading.Event().wait()

factory.prepare_model = never_done
sys.exit(main(["serve", "--weights", sys.argv[1], "--device", "cpu", "--port", sys.argv[2]]))
"""


def test_ctrl_c_during_the_load_exits_0_at_once(tiny_metric_checkpoint, tmp_path):
    log = tmp_path / "serve.log"
    command = [sys.executable, "-c", STILL_LOADING, str(tiny_metric_checkpoint), str(free_port())]
    process = start_until_logged(command, log, "Application startup complete", 60)
    start = time.monotonic()
    assert stop(process, timeout_s=20, stop_signal=signal.SIGINT) == 0, log.read_text()
    assert time.monotonic() - start < 10
    assert "stopped while the model was loading: the load is abandoned" in log.read_text()
