"""``--allowed-hosts`` / ``TT_DA3_ALLOWED_HOSTS`` (``server.hosts``): the server answered any
``Host`` (a page of another site whose name was rebound to the server's address reached it under
its own name: DNS rebinding). Unset it still does; set, a request (HTTP, or a ``WS /stream``
handshake) whose ``Host`` is not listed is answered 400 with a JSON detail naming the host and
the flag, the matching Starlette's ``TrustedHostMiddleware``."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest
import websockets
from starlette.testclient import WebSocketDenialResponse

from support.app_testing import ready_client, settings_for
from support.server_process import serving_in_thread
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.server import ServerSettings, create_app
from tt_depth_anything_3.server.hosts import parse_hosts


def refused(answer) -> bool:
    """Whether ``answer`` is the Host refusal: 400, JSON detail naming the flag."""
    if answer.status_code != 400:
        return False
    detail = answer.json()["detail"]
    assert "is not a name this server answers to" in detail and "--allowed-hosts" in detail
    return True


def ws_status(client, host: str) -> int:
    """101 when ``WS /stream`` opens with ``Host: host``, else the refusal's status."""
    try:
        with client.websocket_connect("/stream", headers={"host": host}):
            return 101
    except WebSocketDenialResponse as denial:
        assert "--allowed-hosts" in denial.json()["detail"]
        return denial.status_code


def test_unset_every_host_is_taken(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        assert client.get("/health", headers={"host": "evil.example"}).status_code == 200
        assert ws_status(client, "evil.example") == 101
        assert client.get("/info").json()["limits"]["allowed_hosts"] == []


def test_a_host_not_listed_gets_400_http_and_websocket(tiny_metric_checkpoint, tiny_metric_model):
    allowed = "depth.example, *.lan, testserver"
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, allowed_hosts=allowed) as client:
        for host in ("depth.example", "DEPTH.example:20000", "cam.lan", "testserver"):
            assert client.get("/health", headers={"host": host}).status_code == 200, host
        for host in ("evil.example", "lan", "depth.example.evil", "127.0.0.1"):
            answer = client.get("/health", headers={"host": host})
            assert refused(answer), (host, answer.status_code)
            assert host in answer.json()["detail"]
        assert refused(client.get("/info", headers={"host": "evil.example"}))
        assert ws_status(client, "cam.lan") == 101
        assert ws_status(client, "evil.example") == 400
        limits = client.get("/info").json()["limits"]
        assert limits["allowed_hosts"] == ["depth.example", "*.lan", "testserver"]


def test_over_uvicorn(tiny_metric_checkpoint, tiny_metric_model):
    """A real HTTP request and a real WebSocket handshake with a Host not listed: 400, JSON."""
    settings = settings_for(tiny_metric_checkpoint, allowed_hosts="127.0.0.1")
    app = create_app(settings, model=tiny_metric_model)
    with serving_in_thread(app, settings) as url:  # url names 127.0.0.1
        assert httpx.get(url + "/health").status_code == 200
        assert refused(httpx.get(url + "/health", headers={"host": "evil.example"}))
        port = url.rsplit(":", 1)[1]

        async def status() -> int:
            try:
                async with websockets.connect(f"ws://localhost:{port}/stream"):  # not listed
                    return 101
            except websockets.InvalidStatus as err:
                assert "--allowed-hosts" in json.loads(err.response.body)["detail"]
                return err.response.status_code

        assert asyncio.run(status()) == 400


@pytest.mark.parametrize(
    "text, expected",
    [
        ("", ()),
        (None, ()),
        ("*", ("*",)),
        (" A.example ,a.example, *.B.example", ("a.example", "*.b.example")),
        ("127.0.0.1, ::1, [::1]", ("127.0.0.1", "[::1]")),
    ],
)
def test_parse_hosts(text, expected):
    assert parse_hosts(text) == expected


@pytest.mark.parametrize(
    "bad", ["a.example:8000", "http://a.example", "a.*.example", "a.example/x", "*example"]
)
def test_a_bad_host_setting_stops_start_up_naming_it(tiny_metric_checkpoint, bad):
    with pytest.raises(InputError, match="is no host name") as info:
        settings_for(tiny_metric_checkpoint, allowed_hosts=f"ok.example, {bad}")
    assert bad in str(info.value) and "TT_DA3_ALLOWED_HOSTS" in str(info.value)
    with pytest.raises(InputError, match="is no host name"):
        ServerSettings.from_env({"TT_DA3_WEIGHTS": "w", "TT_DA3_ALLOWED_HOSTS": bad})
    with pytest.raises(InputError, match="must be a string"):
        settings_for(tiny_metric_checkpoint, allowed_hosts=["ok.example"])


def test_the_flag_and_its_variable(monkeypatch, capsys):
    """``tt-da3 serve --allowed-hosts`` (and ``TT_DA3_ALLOWED_HOSTS``) reach the settings; a
    bad one stops start-up in one line; ``--help`` says the default takes any host."""
    from tt_depth_anything_3.cli import main

    seen = []

    def stop_here(*args, **kwargs):
        raise KeyboardInterrupt  # the settings were built: stop before binding

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.check_model_backend", seen.append)
    monkeypatch.setattr("tt_depth_anything_3.cli.serve.check_weights_exist", stop_here)
    assert main(["serve", "--weights", "w", "--allowed-hosts", "depth.example"]) == 0
    assert seen[-1].hosts == ("depth.example",)
    monkeypatch.setenv("TT_DA3_ALLOWED_HOSTS", "env.example")
    assert main(["serve", "--weights", "w"]) == 0
    assert seen[-1].hosts == ("env.example",)
    assert main(["serve", "--weights", "w", "--allowed-hosts", "x.example:80"]) == 2
    err = capsys.readouterr().err
    assert "is no host name" in err and "Traceback" not in err
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    assert "--allowed-hosts" in " ".join(capsys.readouterr().out.split())


def test_ray_serve_refuses_it():
    """Under Ray Serve the gateway takes the requests (and answers the probes) itself: a Host
    list would hold for part of them only."""
    from tt_depth_anything_3.scale_out.serve import ServeOptions, build_app

    settings = ServerSettings(weights="w", allowed_hosts="depth.example")
    with pytest.raises(InputError, match="not applied under Ray Serve"):
        build_app(settings, ServeOptions())
