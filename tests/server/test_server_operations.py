"""What an operator running the server behind a proxy relies on: the process's own series in
``/metrics``, an ``X-Request-ID`` on every answer (the proxy's kept), each request's access line
with its duration and id (a client that left included), and every limit in ``/info``."""

from __future__ import annotations

import asyncio
import logging
import logging.config
import re
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from fastapi.testclient import TestClient
from uvicorn.logging import AccessFormatter

from support.app_testing import GatedModel, b64, encode, ready_client, settings_for, wait_ready
from tt_depth_anything_3.server import create_app
from tt_depth_anything_3.server.request_id import (
    ACCESS_FORMAT,
    ACCESS_LOGGER,
    RequestId,
    access_log_config,
    install_access_fields,
    log_unanswered,
)


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    limits = {"max_connections": 77, "header_timeout_s": 4.0, "max_body_mb_in_flight": 3.0}
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, **limits) as client:
        yield client


def test_metrics_have_the_process_series(client):
    """The app's registry of its own had no process series (resident memory, open file
    descriptors, CPU seconds, start time), the ones every process alert reads."""
    text = client.get("/metrics").text
    for name in (
        "process_resident_memory_bytes",
        "process_open_fds",
        "process_cpu_seconds_total",
        "process_start_time_seconds",
        "python_info",
        "python_gc_collections_total",
    ):
        assert f"\n{name}" in text, name


def test_every_answer_carries_a_request_id(client):
    """No ``X-Request-ID`` was given back: a proxy's id could not be followed into the
    server's log, nor a request found from its answer."""
    given = client.get("/health", headers={"X-Request-ID": "req-7f3a.b:1"})
    assert given.headers["x-request-id"] == "req-7f3a.b:1"
    made = client.get("/info").headers["x-request-id"]
    assert len(made) == 32 and made != client.get("/info").headers["x-request-id"]
    # an id that could forge a log line (spaces, quotes) is replaced, not echoed
    forged = client.get("/health", headers={"X-Request-ID": 'x" 200 OK'})
    assert len(forged.headers["x-request-id"]) == 32
    assert client.get("/nowhere").headers["x-request-id"]  # errors too


def test_info_shows_every_limit(client):
    """``/info`` left out the connection cap, the header timeout, the body budget and the
    stream rate: an operator could not see what a running server enforces."""
    limits = client.get("/info").json()["limits"]
    assert limits["max_connections"] == 77 and limits["header_timeout_s"] == 4.0
    assert limits["max_body_bytes_in_flight"] == 3 * 1024 * 1024
    assert limits["max_stream_messages_per_s"] == 60.0
    assert limits["stream_idle_timeout_s"] == 300.0
    assert limits["max_body_bytes"] and limits["queue_size"]  # the earlier ones stay


def access_lines(app_status: int, *, request_id: str | None = None) -> list[str]:
    """The access lines one request through ``RequestId`` gets, with a send that logs as
    uvicorn's does (as its headers go out; nothing for a client gone), formatted with
    ``ACCESS_FORMAT`` as ``tt-da3 serve`` formats them."""
    install_access_fields()
    lines: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(AccessFormatter(ACCESS_FORMAT, use_colors=False).format(record))

    async def app(scope, receive, send):
        await asyncio.sleep(0.01)
        await send({"type": "http.response.start", "status": app_status, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    async def uvicorn_send(message):
        if message["type"] == "http.response.start" and message["status"] != 499:
            logging.getLogger(ACCESS_LOGGER).info(
                '%s - "%s %s HTTP/%s" %d', "10.0.0.9:5", "POST", "/predict", "1.1", 200
            )

    headers = [(b"x-request-id", request_id.encode())] if request_id else []
    scope = {"type": "http", "method": "POST", "path": "/predict", "query_string": b"",
             "headers": headers, "client": ("10.0.0.9", 5), "http_version": "1.1"}  # fmt: skip
    logger = logging.getLogger(ACCESS_LOGGER)
    handler, level = Collect(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    try:
        asyncio.run(RequestId(app)(scope, None, uvicorn_send))
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    return lines


def test_the_access_line_has_the_duration_and_the_request_id():
    """uvicorn's request line had no duration and no request id."""
    (line,) = access_lines(200, request_id="abc-1")
    assert line.startswith('INFO:     10.0.0.9:5 - "POST /predict HTTP/1.1" 200 OK ')
    assert line.endswith(" request_id=abc-1")
    duration = line.split(" 200 OK ")[1].split()[0]
    assert duration.endswith("ms") and float(duration[:-2]) >= 10
    assert access_log_config()["formatters"]["access"]["fmt"] == ACCESS_FORMAT


def test_a_client_that_left_gets_an_access_line():
    """A request whose client left before its answer (499 in ``/metrics``) had no line in the
    log: uvicorn drops the answer to a closed connection and its line with it."""
    (line,) = access_lines(499, request_id="gone-1")
    assert '"POST /predict HTTP/1.1" 499' in line and line.endswith("request_id=gone-1")


def test_a_left_clients_line_names_its_status(caplog):
    """uvicorn writes each status with its phrase (``200 OK``) and wrote 499, which Python's
    ``HTTPStatus`` lacks, with an empty one (``" 499  -``, two spaces); ``tt-da3 serve``'s
    formatter says ``499 Client Closed Request``, plain and coloured, the rest as before."""
    spec = access_log_config()["formatters"]["access"]
    factory = spec["()"]
    if isinstance(factory, str):  # uvicorn's own, by name
        factory = logging.config.BaseConfigurator({}).resolve(factory)
    install_access_fields()
    scope = {"method": "POST", "path": "/predict", "query_string": b"", "client": ("10.0.0.9", 5)}
    with caplog.at_level(logging.INFO, logger=ACCESS_LOGGER):
        log_unanswered(scope, 499)
        log_unanswered(scope, 503)
    gone, cut = caplog.records
    plain = factory(fmt=spec["fmt"], use_colors=False)
    line = plain.format(gone)
    assert line.endswith('"POST /predict HTTP/1.1" 499 Client Closed Request - request_id=-')
    assert "503 Service Unavailable - " in plain.format(cut)
    coloured = factory(fmt=spec["fmt"], use_colors=True).format(gone)
    assert "499 Client Closed Request" in coloured, coloured


def test_a_left_clients_line_writes_the_path_as_sent(caplog):
    """The line of a request whose client left wrote the decoded path: a ``%0A`` in the URL
    made a line break and a forged request line, where uvicorn's own lines write the path as
    sent (percent-encoded, ``"`` as ``%22``)."""
    scope = {"method": "GET", "path": '/p\n1.2.3.4:5 - "GET /x', "query_string": b"a=1",
             "raw_path": b"/p%0A1.2.3.4:5%20-%20%22GET%20/x", "client": ("10.0.0.9", 5)}  # fmt: skip
    with caplog.at_level(logging.INFO, logger=ACCESS_LOGGER):
        log_unanswered(scope, 499)
        log_unanswered({**scope, "raw_path": None}, 499)  # a server without raw_path
    first, second = (record.getMessage() for record in caplog.records)
    assert first == '10.0.0.9:5 - "GET /p%0A1.2.3.4:5%20-%20%22GET%20/x?a=1 HTTP/1.1" 499'
    assert "\n" not in second and second.count('"') == 2


def device_busy_s(client) -> float:
    text = client.get("/metrics").text
    return float(re.search(r"^da3_device_busy_seconds (\S+)$", text, re.M).group(1))


def test_a_stuck_device_shows_in_the_metrics(tiny_metric_checkpoint, tiny_metric_model, photo):
    """A run that never returns (a wedged device) left no trace an alert could read: the
    request got 504, ``/health`` and ``/ready`` stay 200 (the process serves), and no series
    said the device had been on one job for longer than any request may take."""
    gated = GatedModel(tiny_metric_model)
    body = {"image": b64(encode(photo))}
    app = create_app(settings_for(tiny_metric_checkpoint, request_timeout_s=0.3), model=gated)
    with TestClient(app) as client, ThreadPoolExecutor(1) as pool:
        wait_ready(client)
        assert device_busy_s(client) == 0.0
        assert pool.submit(client.post, "/predict", json=body).result().status_code == 504
        deadline = time.monotonic() + 10  # the hung run, past its request's 504 (its start
        while device_busy_s(client) <= 0.5:  # may trail the request's under load: polled)
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert client.get("/health").json()["status"] == "ok"  # as before: liveness stays
        gated.gate.set()
        deadline = time.monotonic() + 10
        while device_busy_s(client) != 0.0:
            assert time.monotonic() < deadline
            time.sleep(0.05)
