"""``tt-da3 serve --ray`` before Ray places anything: a stop signal during the checks (SIGINT
ignored, as ``cmd &`` starts it) ends it with exit 0, the single-process connection guards are
refused, and ``--max-replicas`` is checked against the cluster as ``--replicas`` is."""

from __future__ import annotations

import os
import signal

import pytest

pytest.importorskip("ray")


def test_a_sigint_during_the_checks_stops_it(monkeypatch, capsys) -> None:
    """The handlers were set just before Ray started: a Ctrl-C in the checks was dropped
    (SIGINT ignored) and the server started anyway."""
    from tt_depth_anything_3 import cli
    from tt_depth_anything_3.cli import serve

    def interrupted_check(*args: object) -> None:
        os.kill(os.getpid(), signal.SIGINT)

    monkeypatch.setattr(serve, "check_installed", interrupted_check)
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        code = cli.main(["serve", "--ray", "--weights", "no/such/folder", "--port", "0"])
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN  # put back
    finally:
        signal.signal(signal.SIGINT, before)
    assert code == 0
    assert "error" not in capsys.readouterr().err


@pytest.mark.parametrize(
    "flags",
    [
        ["--header-timeout-s", "3"],
        ["--max-connections", "5"],
        ["--max-stream-messages-per-s", "10"],
        ["--allowed-origins", "*"],  # WS /stream is not served under --ray
        ["--stream-idle-timeout-s", "60"],
        ["--allowed-hosts", "depth.example"],  # the gateway would take any Host
    ],
)
def test_connection_guards_are_refused_with_ray(capsys, flags) -> None:
    """They were accepted and ignored (Ray's proxy takes the connections)."""
    from tt_depth_anything_3 import cli

    assert cli.main(["serve", "--ray", "--weights", "no/such/folder", *flags]) == 2
    assert f"{flags[0]}: not applied under --ray" in capsys.readouterr().err


def test_max_replicas_over_the_cluster_is_refused(
    tiny_metric_checkpoint, monkeypatch, capsys
) -> None:
    """``--replicas 1 --max-replicas 3`` on 2 CPUs was served; Serve then scaled to 3 and Ray
    warned every 30 s that it could not place the third."""
    import ray
    from ray import serve

    from tt_depth_anything_3 import cli

    def never(*args, **kwargs):
        raise AssertionError("Serve started for replicas Ray could never place")

    monkeypatch.setattr(ray, "init", lambda **kwargs: None)
    monkeypatch.setattr(ray, "cluster_resources", lambda: {"CPU": 2.0})
    monkeypatch.setattr(ray, "shutdown", lambda: None)
    monkeypatch.setattr(serve, "start", never)
    monkeypatch.setattr(serve, "shutdown", lambda: None)
    args = ["serve", "--ray", "--replicas", "1", "--max-replicas", "3", "--port", "0"]
    assert cli.main([*args, "--weights", str(tiny_metric_checkpoint)]) == 2
    assert "3 replica(s) x 1.0 CPU need 3.0 CPUs; the Ray cluster has 2.0" in (
        capsys.readouterr().err
    )


def test_a_stop_while_serve_starts_ends_with_stopped(
    tiny_metric_checkpoint, monkeypatch, caplog
) -> None:
    """A SIGTERM after Ray started but before the application ran exited 0 with the log
    ending at ``stopping (SIGTERM): shutting the application down``, never ``stopped``."""
    import logging

    import ray
    from ray import serve

    from tt_depth_anything_3 import cli

    def sigterm(**kwargs: object) -> None:
        raise KeyboardInterrupt("SIGTERM")  # as interrupt_on_signal raises it

    shut: list[str] = []
    monkeypatch.setattr(ray, "init", lambda **kwargs: None)
    monkeypatch.setattr(ray, "cluster_resources", lambda: {"CPU": 4.0})
    monkeypatch.setattr(ray, "is_initialized", lambda: True)
    monkeypatch.setattr(ray, "shutdown", lambda: shut.append("ray"))
    monkeypatch.setattr(serve, "start", sigterm)
    monkeypatch.setattr(serve, "shutdown", lambda: shut.append("serve"))
    caplog.set_level(logging.INFO, logger="tt_depth_anything_3.server")
    args = ["serve", "--ray", "--replicas", "1", "--cpus-per-replica", "1", "--port", "0"]
    assert cli.main([*args, "--weights", str(tiny_metric_checkpoint)]) == 0
    assert shut == ["serve", "ray"]
    messages = [r.getMessage() for r in caplog.records if r.name == "tt_depth_anything_3.server"]
    assert "stopping (SIGTERM): shutting the application down" in messages
    assert messages[-1] == "stopped"
