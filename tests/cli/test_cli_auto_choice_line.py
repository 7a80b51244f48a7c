"""``--runtime auto`` says on stderr which engine and precision it chose, and why (an outside
test, t47: with a warm cache ``tt-da3 predict --runtime auto`` printed only ``wrote 1 of 1
images``); ``serve`` logs the same line at start-up."""

from __future__ import annotations

import argparse
import logging

from tt_depth_anything_3.api import DepthAnything3
from tt_depth_anything_3.backends.runtimes.select import decision_line
from tt_depth_anything_3.cli import common
from tt_depth_anything_3.server import startup
from tt_depth_anything_3.server.settings import ServerSettings
from tt_depth_anything_3.server.state import ServerState

DECISION = {"choice": "openvino", "precision": "bf16", "tried": [],
            "reason": "fastest installed candidate on this CPU's rule passing the gate"}  # fmt: skip
LINE = f"auto chose openvino bfloat16: {DECISION['reason']}"


class Loaded:
    """A loaded model as far as the start-up reads it."""

    auto_runtime = DECISION
    warmed_sizes = [(56, 70)]
    model_name, backend, device = "da3metric-large", "openvino", "cpu"


def test_decision_line():
    assert decision_line(DECISION) == LINE


def test_the_commands_say_what_auto_chose(monkeypatch, capsys):
    monkeypatch.setattr(common, "model_options", lambda args: None)
    monkeypatch.setattr(DepthAnything3, "from_options", classmethod(lambda cls, o: Loaded()))
    common.load_model_from_args(argparse.Namespace())
    assert capsys.readouterr().err == f"tt-da3: {LINE}\n"
    Loaded.auto_runtime = None  # a named runtime: nothing said
    try:
        common.load_model_from_args(argparse.Namespace())
    finally:
        Loaded.auto_runtime = DECISION
    assert capsys.readouterr().err == ""


def test_serve_logs_what_auto_chose(monkeypatch, caplog):
    monkeypatch.setattr(startup, "load_model", lambda settings: Loaded())
    caplog.set_level(logging.INFO, logger="tt_depth_anything_3.server")
    state = ServerState(ServerSettings(warmup=False))  # the double runs nothing
    monkeypatch.setattr(state, "publish", lambda model: True)
    startup.prepare_model(state, None)
    assert state.load_error is None
    assert LINE in [record.getMessage() for record in caplog.records]
