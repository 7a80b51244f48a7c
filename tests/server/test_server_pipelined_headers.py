"""A request pipelined behind another (``GET /a ...\\r\\n\\r\\nGET /b`` in one packet, HTTP/1.1
pipelining) whose headers stall: the guarded protocol's header timer was disarmed while the
first was answered and not armed again, so the stalled one waited uvicorn's keep-alive timeout
(30 s) and was closed with no answer, not answered 408 after ``header_timeout_s``."""

from __future__ import annotations

import socket
import time

import pytest

from support.app_testing import settings_for
from support.uvicorn_thread import serving_in_thread

HEADER_TIMEOUT_S = 1.0


@pytest.fixture(scope="module")
def port(tiny_metric_checkpoint, tiny_metric_model):
    settings = settings_for(tiny_metric_checkpoint, header_timeout_s=HEADER_TIMEOUT_S)
    with serving_in_thread(settings, tiny_metric_model) as (url, _, _):
        yield int(url.rsplit(":", 1)[1])


def answer_until_closed(sock: socket.socket, wait_s: float) -> tuple[bytes, float]:
    """What the server sends until it closes the connection (or ``wait_s`` pass), and when."""
    started = time.monotonic()
    sock.settimeout(wait_s)
    answer = b""
    try:
        while chunk := sock.recv(4096):
            answer += chunk
    except TimeoutError:
        pass
    return answer, time.monotonic() - started


@pytest.mark.parametrize(
    "second",
    [
        b"GET /health HTTP/1.1\r\n",
        b"GET /hea",
        b"GET /health HTTP/1.1\r\nHost: x\r\n\r\nGET /hea",  # a whole one, then the stalled one
    ],
)
def test_a_stalled_pipelined_request_gets_its_408(port, second):
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n" + second)
        answer, elapsed = answer_until_closed(sock, HEADER_TIMEOUT_S + 4)
    assert answer.startswith(b"HTTP/1.1 200 OK"), answer
    assert b"HTTP/1.1 408 Request Timeout" in answer, answer
    assert elapsed < HEADER_TIMEOUT_S + 4, elapsed


def test_a_whole_pipelined_request_is_answered(port):
    """Both requests of one packet are answered; the connection then stays open (keep-alive),
    no 408 for a request that never began."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n" * 2)
        answer, _ = answer_until_closed(sock, HEADER_TIMEOUT_S + 1)
    assert answer.count(b"HTTP/1.1 200 OK") == 2 and b"HTTP/1.1 408" not in answer, answer
