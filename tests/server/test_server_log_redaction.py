"""The API key stays out of the server's log: a browser sends it as ``?api_key=`` (the web
page's camera on ``WS /stream``), and uvicorn logged each request's path with its query, the
key in plain text; a WebSocket refused for a wrong key was logged only as ``[accepted]``."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator

import httpx
import pytest
import websockets
from uvicorn.logging import AccessFormatter

from support.app_testing import settings_for
from support.server_process import free_port, running_server, serve_command, serving_in_thread
from tt_depth_anything_3.server import create_app
from tt_depth_anything_3.server.log_redaction import RedactApiKey, redact

KEY = "s3cretKEY-42"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("/stream?api_key=abc&format=f16", "/stream?api_key=***&format=f16"),
        ("/stream?format=f16&api_key=abc", "/stream?format=f16&api_key=***"),
        ("/info?API_KEY=abc", "/info?API_KEY=***"),
        ("/info?api%5Fkey=abc&x=1", "/info?api%5Fkey=***&x=1"),
        ("/info?x=1&%61pi_key=abc", "/info?x=1&%61pi_key=***"),
        ("/stream?api_k%65y=abc&format=f16", "/stream?api_k%65y=***&format=f16"),
        ("/info?%61%70%69%5f%6B%65%79=abc", "/info?%61%70%69%5f%6B%65%79=***"),
        ("/info?%2561pi_key=abc", "/info?%2561pi_key=abc"),  # decodes to %61pi_key: not it
        ('"GET /info?api_key=abc HTTP/1.1" 401', '"GET /info?api_key=*** HTTP/1.1" 401'),
        ("/info?my_api_key=abc", "/info?my_api_key=abc"),  # another parameter
        ("/stream?format=png", "/stream?format=png"),
        (
            '"WebSocket /stream?api_key=***" [accepted]',
            '"WebSocket /stream?api_key=***" [accepted]',
        ),
        ('"WebSocket /stream?api_key=a"b" [x]', '"WebSocket /stream?api_key=*** [x]'),
    ],
)
def test_redact_hides_each_api_key_value(text, expected):
    assert redact(text) == expected


def test_the_filter_keeps_uvicorns_access_arguments():
    """uvicorn's access formatter reads the five arguments by position: they stay five."""
    record = logging.LogRecord(
        "uvicorn.access",
        logging.INFO,
        __file__,
        1,
        '%s - "%s %s HTTP/%s" %d',
        ("127.0.0.1:5", "GET", f"/info?api_key={KEY}", "1.1", 401),
        None,
    )
    assert RedactApiKey().filter(record)
    line = AccessFormatter("%(message)s", use_colors=False).format(record)
    assert line == '127.0.0.1:5 - "GET /info?api_key=*** HTTP/1.1" 401'
    other = logging.LogRecord(
        "x", logging.INFO, __file__, 1, "scope %s", ({"q": b"?api_key=ab"},), None
    )
    RedactApiKey().filter(other)  # a key inside bytes in a dict: the whole message redacted
    assert "ab" not in other.getMessage().replace("api_key", "") and "***" in other.getMessage()


def server_lines(caplog) -> str:
    """The server's log lines (uvicorn's and the app's; not the test's own HTTP client's)."""
    names = ("uvicorn", "tt_depth_anything_3")
    return "\n".join(r.getMessage() for r in caplog.records if r.name.startswith(names))


def serving(app, settings) -> Iterator[str]:
    """``app`` on uvicorn in a thread (``support.server_process.serving_in_thread``)."""
    return serving_in_thread(app, settings, log_level="info")


async def close_code(url: str) -> tuple[int, str]:
    """The close a WebSocket at ``url`` gets (a refused one), or 1000 after a clean close."""
    async with websockets.connect(url) as ws:
        try:
            await asyncio.wait_for(ws.recv(), 2)
        except websockets.ConnectionClosed as closed:
            return closed.rcvd.code, closed.rcvd.reason
        except TimeoutError:
            pass
    return 1000, ""


def test_a_query_key_is_never_logged_and_a_refusal_is_logged_as_one(
    tiny_metric_checkpoint, tiny_metric_model, caplog
):
    """The right key in ``?api_key=`` (a browser's WebSocket), a wrong one, and a key sent in
    an HTTP query (401, or 200 on an open path): none shows in the log; the wrong key's
    WebSocket has a line saying it was closed 1008, after uvicorn's ``[accepted]``."""
    caplog.set_level(logging.INFO)
    settings = settings_for(tiny_metric_checkpoint, api_key=KEY)
    with serving(create_app(settings, model=tiny_metric_model), settings) as url:
        stream = url.replace("http", "ws") + "/stream"
        assert asyncio.run(close_code(f"{stream}?api_key={KEY}&format=f16")) == (1000, "")
        wrong = asyncio.run(close_code(f"{stream}?api_key=wrong-{KEY}"))
        assert wrong == (1008, "missing or wrong API key")
        assert httpx.get(f"{url}/info?api_key={KEY}").status_code == 401
        assert httpx.get(f"{url}/health?api_key={KEY}").status_code == 200
    text = server_lines(caplog)
    assert KEY not in text, text
    assert '"WebSocket /stream?api_key=***&format=f16" [accepted]' in text
    assert '"GET /info?api_key=*** HTTP/1.1" 401' in text
    assert '"GET /health?api_key=*** HTTP/1.1" 200' in text
    assert '"WebSocket /stream?api_key=***" refused: closed 1008 (missing or wrong API key)' in text


def test_a_key_whose_name_is_percent_encoded_is_not_logged(
    tiny_metric_checkpoint, tiny_metric_model, caplog
):
    """``?%61pi_key=`` is ``api_key`` to the query parser, so the server takes the key: it was
    written in clear in uvicorn's request lines, HTTP and WebSocket (only ``api%5Fkey`` was
    known to the redaction)."""
    caplog.set_level(logging.INFO)
    settings = settings_for(tiny_metric_checkpoint, api_key=KEY)
    with serving(create_app(settings, model=tiny_metric_model), settings) as url:
        stream = url.replace("http", "ws") + "/stream"
        assert asyncio.run(close_code(f"{stream}?format=f16&%61pi_key={KEY}")) == (1000, "")
        assert asyncio.run(close_code(f"{stream}?api_k%65y={KEY}")) == (1000, "")
        assert httpx.get(f"{url}/health?%61pi_key={KEY}").status_code == 200
    text = server_lines(caplog)
    assert KEY not in text, text
    assert '"WebSocket /stream?format=f16&%61pi_key=***" [accepted]' in text
    assert '"WebSocket /stream?api_k%65y=***" [accepted]' in text
    assert '"GET /health?%61pi_key=*** HTTP/1.1" 200' in text


def test_a_bad_stream_option_is_logged_as_refused(
    tiny_metric_checkpoint, tiny_metric_model, caplog
):
    caplog.set_level(logging.INFO)
    settings = settings_for(tiny_metric_checkpoint)
    with serving(create_app(settings, model=tiny_metric_model), settings) as url:
        code, reason = asyncio.run(close_code(url.replace("http", "ws") + "/stream?format=jpg"))
    assert code == 1008 and "format" in reason
    assert '"WebSocket /stream?format=jpg" refused: closed 1008 (format must be' in server_lines(
        caplog
    )


def test_tt_da3_serve_logs_no_query_key(tiny_metric_checkpoint, tmp_path):
    """The ``tt-da3 serve`` process (uvicorn's logging set up after the app is built), at
    ``--log-level debug`` (the ``websockets`` library logs the request line too)."""
    port = free_port()
    log = tmp_path / "server.log"
    flags = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "140"]
    command = serve_command(port, *flags, "--no-warmup", "--log-level", "debug")
    with running_server(command, port, log, {"TT_DA3_API_KEY": KEY}) as url:
        stream = url.replace("http", "ws") + "/stream"
        assert asyncio.run(close_code(f"{stream}?api_key={KEY}"))[0] == 1000
        assert asyncio.run(close_code(f"{stream}?api_key=no"))[0] == 1008
        assert httpx.get(f"{url}/info?api_key={KEY}").status_code == 401
    text = log.read_text(encoding="utf-8")
    assert KEY not in text, text
    assert '"WebSocket /stream?api_key=***" [accepted]' in text
    assert '"GET /info?api_key=*** HTTP/1.1" 401' in text
    assert "refused: closed 1008 (missing or wrong API key)" in text


def test_a_refusal_reason_cannot_write_a_line_of_its_own(
    tiny_metric_checkpoint, tiny_metric_model, caplog
):
    """An unknown query parameter's name goes into the close reason as the client sent it,
    decoded: ``?a%0AINFO:...=1`` wrote a line break and a forged line of the client's choosing
    into the refusal's log line. Control characters are now written escaped (``\\n``)."""
    from fastapi.testclient import TestClient
    from starlette.websockets import WebSocketDisconnect

    caplog.set_level(logging.INFO)
    app = create_app(settings_for(tiny_metric_checkpoint), model=tiny_metric_model)
    forged = "INFO:     1.2.3.4:5 - forged"
    with TestClient(app) as client, pytest.raises(WebSocketDisconnect) as closed:
        with client.websocket_connect("/stream?a%0D%0A" + forged.replace(" ", "%20") + "=1") as ws:
            ws.receive_text()
    assert closed.value.code == 1008
    lines = server_lines(caplog).splitlines()
    assert not any(line.startswith(forged) for line in lines), lines
    assert any(
        "refused: closed 1008 (unknown query parameter(s) a\\r\\nINFO:" in line for line in lines
    )
