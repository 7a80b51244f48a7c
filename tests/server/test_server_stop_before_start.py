"""A plain ``tt-da3 serve`` started with SIGINT ignored (``cmd &`` in a script) lost a Ctrl-C
sent while it was still checking its settings and importing the server (on a busy machine,
seconds): it went on to serve until a second signal; a SIGTERM then exited 143. The stop
signals are now handled from the start of the command, as ``serve --ray`` does."""

from __future__ import annotations

import os
import signal

import pytest

from tt_depth_anything_3 import cli
from tt_depth_anything_3.cli import serve as serve_command


@pytest.mark.parametrize("stop_signal", [signal.SIGINT, signal.SIGTERM], ids=["sigint", "sigterm"])
def test_a_stop_during_the_start_up_checks_exits_0(monkeypatch, caplog, tmp_path, stop_signal):
    before = {s: signal.signal(s, signal.SIG_IGN) for s in (signal.SIGINT,)}  # `cmd &`
    try:
        served = []

        def stop_while_checking(settings) -> None:
            os.kill(os.getpid(), stop_signal)

        monkeypatch.setattr(serve_command, "check_model_backend", stop_while_checking)
        monkeypatch.setattr(serve_command, "bind_free_port", lambda *a: served.append(a))
        caplog.set_level("INFO")
        argv = ["serve", "--weights", str(tmp_path), "--device", "cpu", "--port", "0"]
        assert cli.main(argv) == 0
        assert served == []  # stopped before any port was bound
        assert "before the server started" in caplog.text
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN  # handlers given back
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)
