"""``WS /stream``'s ``Origin`` check (``server.origins``): a page of another site could open the
stream of any server its browser reached (a WebSocket is not bound by CORS; an outside test: a
frame answered to ``Origin: http://evil.example``). Now such a handshake is answered 403 (JSON,
before the handshake completes), counted in ``da3_stream_origin_refused_total`` and logged,
unless ``--allowed-origins`` names the origin (or is ``*``), or the server has an API key and
no ``--allowed-origins``. Clients with no ``Origin`` (not browsers) and the server's own page
are never refused."""

from __future__ import annotations

import asyncio
import json
import logging

import httpx
import pytest
import websockets
from starlette.testclient import WebSocketDenialResponse

from support.app_testing import encode, ready_client, settings_for
from support.server_process import serving_in_thread
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.server import create_app
from tt_depth_anything_3.server.origins import origin_allowed, parse_origins

EVIL = "http://evil.example"
REFUSED_METRIC = "da3_stream_origin_refused_total"


def opens(client, origin: str | None, query: str = "") -> bool:
    """Whether ``WS /stream`` opens for a page of ``origin`` (None: no header); a refusal must
    be the 403 with its JSON detail."""
    headers = {} if origin is None else {"origin": origin}
    try:
        with client.websocket_connect("/stream" + query, headers=headers):
            return True
    except WebSocketDenialResponse as denial:
        assert denial.status_code == 403
        assert "may not open it" in denial.json()["detail"]
        return False


def refused_count(text: str) -> float:
    line = next(x for x in text.splitlines() if x.startswith(REFUSED_METRIC + " "))
    return float(line.split()[1])


def test_a_page_of_another_site_is_refused(tiny_metric_checkpoint, tiny_metric_model, caplog):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        assert opens(client, None)  # curl, Python: no Origin
        assert opens(client, "http://testserver")  # the server's own page
        with caplog.at_level(logging.WARNING, logger="tt_depth_anything_3.server"):
            assert not opens(client, EVIL)
            assert not opens(client, "null")  # a sandboxed frame, a file:// page
            assert not opens(client, "http://testserver:8080")  # another port
        assert refused_count(client.get("/metrics").text) == 2 + 1
        assert client.get("/info").json()["limits"]["allowed_origins"] == []
    lines = [r.getMessage() for r in caplog.records if "refused: 403" in r.getMessage()]
    assert len(lines) == 3 and "evil.example" in lines[0], lines


def test_the_origins_allowed_and_the_key(tiny_metric_checkpoint, tiny_metric_model, photo):
    """With a key and no ``allowed_origins`` any page may try (it needs the key); with
    ``allowed_origins`` only those (and the server's own), key or not; ``*``: any."""
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, api_key="k") as client:
        assert opens(client, EVIL, "?api_key=k")
        with pytest.raises(Exception) as closed:  # no key: closed 1008, as before
            with client.websocket_connect("/stream", headers={"origin": EVIL}) as ws:
                ws.receive_text()
        assert getattr(closed.value, "code", None) == 1008
    app_page = "https://app.example"
    with ready_client(
        tiny_metric_checkpoint, tiny_metric_model, api_key="k", allowed_origins=app_page
    ) as client:
        assert opens(client, "https://APP.example:443/", "?api_key=k")
        assert opens(client, "http://testserver", "?api_key=k")
        assert not opens(client, EVIL, "?api_key=k")
        assert client.get("/info", headers={"Authorization": "Bearer k"}).json()["limits"][
            "allowed_origins"
        ] == [app_page]
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, allowed_origins="*") as client:
        with client.websocket_connect("/stream", headers={"origin": EVIL}) as ws:
            ws.send_bytes(encode(photo))
            assert "stats" in json.loads(ws.receive_text())


def test_plain_http_is_not_checked(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        assert client.get("/health", headers={"origin": EVIL}).status_code == 200


@pytest.mark.parametrize(
    "origin, hosts, allowed, keyed, expected",
    [
        ("http://localhost:20000", ["localhost:20000"], "", False, True),
        ("http://LOCALHOST:20000", ["localhost:20000"], "", False, True),
        ("https://a.example", ["a.example"], "", False, True),  # TLS at a proxy: Host bare
        ("https://a.example", ["127.0.0.1:20000", "a.example"], "", False, True),  # forwarded
        ("http://a.example", ["a.example:443"], "", False, False),
        ("http://[::1]:8000", ["[::1]:8000"], "", False, True),
        ("http://evil.example", ["localhost:20000"], "", False, False),
        ("http://evil.example", ["localhost:20000"], "", True, True),
        ("http://evil.example", ["localhost:20000"], "http://app.example", True, False),
        ("http://app.example:80", ["localhost"], "http://app.example", False, True),
        ("http://evil.example", [], "*", False, True),
        ("null", ["localhost"], "", False, False),
        ("http://evil.example/x?y", ["evil.example"], "", False, False),
    ],
)
def test_origin_rules(origin, hosts, allowed, keyed, expected):
    assert origin_allowed(origin, hosts, parse_origins(allowed), keyed) is expected


@pytest.mark.parametrize("bad", ["app.example", "http://a.example/path", "ftp://x", "http://a:x"])
def test_a_bad_origin_setting_stops_start_up_naming_it(tiny_metric_checkpoint, bad):
    with pytest.raises(InputError, match="is no origin"):
        settings_for(tiny_metric_checkpoint, allowed_origins=f"https://ok.example, {bad}")
    with pytest.raises(InputError, match="must be a string"):
        settings_for(tiny_metric_checkpoint, allowed_origins=["https://ok.example"])


def test_a_real_browser_handshake(tiny_metric_checkpoint, tiny_metric_model):
    """Over uvicorn: the refusal is a plain HTTP 403 with the JSON detail before any
    WebSocket exists; the same-origin handshake opens."""
    settings = settings_for(tiny_metric_checkpoint)
    app = create_app(settings, model=tiny_metric_model)
    with serving_in_thread(app, settings) as url:
        stream = url.replace("http", "ws") + "/stream"
        host = url.removeprefix("http://")

        async def status(origin: str) -> int:
            try:
                async with websockets.connect(stream, origin=origin):
                    return 101
            except websockets.InvalidStatus as err:
                assert json.loads(err.response.body)["detail"].startswith("WebSocket refused")
                return err.response.status_code

        assert asyncio.run(status(EVIL)) == 403
        assert asyncio.run(status(f"http://{host}")) == 101
        assert refused_count(httpx.get(f"{url}/metrics").text) == 1
