"""``--keep-alive-s`` (``TT_DA3_KEEP_ALIVE_S``): how long ``tt-da3 serve`` keeps an idle
keep-alive connection open. It was fixed at 30 s with no flag: behind a load balancer that
keeps idle connections to its targets longer (an AWS ALB 60 s, nginx's upstream ``keepalive``
60 s), the server closed connections the balancer was about to reuse, and a request sent on
one as it closed came back 502 from the balancer. The operator can now set it above the
balancer's idle timeout."""

from __future__ import annotations

import socket
import time
from urllib.parse import urlparse

import httpx
import pytest

from support.app_testing import settings_for
from support.uvicorn_thread import serving_in_thread
from tt_depth_anything_3.cli.serve_uvicorn import KEEP_ALIVE_S, uvicorn_options
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.server import ServerSettings

BASE = ["serve", "--weights", "w", "--device", "cpu"]


def test_the_flag_and_its_variable_reach_uvicorn(monkeypatch):
    """The default stays 30 s; the flag, else ``TT_DA3_KEEP_ALIVE_S``, sets uvicorn's
    ``timeout_keep_alive``."""
    from tt_depth_anything_3.cli import build_parser

    assert ServerSettings().keep_alive_s == KEEP_ALIVE_S == 30
    args = build_parser().parse_args([*BASE, "--keep-alive-s", "75"])
    settings = ServerSettings.from_args(args)
    assert settings.keep_alive_s == 75.0
    assert uvicorn_options(settings)["timeout_keep_alive"] == 75.0
    monkeypatch.setenv("TT_DA3_KEEP_ALIVE_S", "120")
    assert ServerSettings.from_args(build_parser().parse_args(BASE)).keep_alive_s == 120.0


@pytest.mark.parametrize("value", [0.0, -1.0, float("inf"), float("nan")])
def test_a_bad_period_is_refused(value):
    with pytest.raises(InputError, match="keep_alive_s must be positive and finite"):
        ServerSettings(keep_alive_s=value)


def test_serve_refuses_a_bad_period_before_it_starts(monkeypatch, capsys):
    from tt_depth_anything_3.cli import main

    def never(*args, **kwargs):
        raise AssertionError("the server was started")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", never)
    assert main([*BASE, "--keep-alive-s", "0"]) == 2
    err = capsys.readouterr().err
    assert "keep_alive_s must be positive and finite" in err and "Traceback" not in err


def test_it_is_refused_with_ray(capsys):
    """Ray's proxy holds the connections there (its own ``RAY_SERVE_HTTP_KEEP_ALIVE_TIMEOUT_S``):
    the flag would be ignored in silence."""
    from tt_depth_anything_3 import cli

    assert cli.main(["serve", "--ray", "--weights", "no/such", "--keep-alive-s", "90"]) == 2
    assert "--keep-alive-s: not applied under --ray" in capsys.readouterr().err


def idle_close_after(url: str) -> float:
    """Seconds from an answer to the server closing the idle connection it came on."""
    address = urlparse(url)
    with socket.create_connection((address.hostname, address.port), timeout=20) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        assert sock.recv(65536).startswith(b"HTTP/1.1 200")
        answered = time.monotonic()
        assert sock.recv(65536) == b"", "the server sent more than its answer"
        return time.monotonic() - answered


def test_an_idle_connection_is_kept_the_set_period(tiny_metric_checkpoint, tiny_metric_model):
    """A real server with ``keep_alive_s`` 3: an idle connection is kept about 3 s (not the
    fixed 30 s; nor the 1 s header timeout, which times a request begun, not an idle
    connection), and ``/info`` shows the period."""
    settings = settings_for(tiny_metric_checkpoint, keep_alive_s=3.0, header_timeout_s=1.0)
    with serving_in_thread(settings, tiny_metric_model) as (url, _, _):
        assert httpx.get(f"{url}/info").json()["limits"]["keep_alive_s"] == 3.0
        assert 2.5 < idle_close_after(url) < 15.0
