"""A request still running when the graceful stop runs out is answered 503 + ``Retry-After``
(``server.stopping.AnswerAtStop``), not uvicorn's 500 with a ``CancelledError`` traceback; a
cancel that is not the stop's goes on as a cancel."""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
import time

import httpx
import pytest
import uvicorn

from tt_depth_anything_3.server.stopping import AnswerAtStop

REQUEST_RUNNING = threading.Event()  # set by ``slow_app`` once a request is in it


async def slow_app(scope, receive, send) -> None:
    """An app whose request runs in a worker thread for longer than the stop's grace."""
    REQUEST_RUNNING.set()
    await asyncio.get_running_loop().run_in_executor(None, time.sleep, 3)
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"late"})


def test_a_request_cut_by_the_stop_gets_503(caplog) -> None:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(
        AnswerAtStop(slow_app), lifespan="off", timeout_graceful_shutdown=0.3, log_level="warning"
    )
    server = uvicorn.Server(config)
    server.install_signal_handlers = lambda: None  # type: ignore[method-assign]
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    for _ in range(1000):
        if server.started:
            break
        time.sleep(0.01)
    assert server.started
    answers = []
    client = threading.Thread(
        target=lambda: answers.append(httpx.get(f"http://127.0.0.1:{port}/predict", timeout=10))
    )
    REQUEST_RUNNING.clear()
    with caplog.at_level(logging.WARNING):
        client.start()
        # the request is running (a fixed 0.5 s was not always enough on a loaded machine: the
        # server then stopped before the request came, and the client got no answer at all)
        assert REQUEST_RUNNING.wait(30)
        server.should_exit = True
        client.join(10)
        thread.join(10)
    (answer,) = answers
    assert answer.status_code == 503
    assert answer.headers["retry-after"] == "1"
    assert "stopped before this request finished" in answer.json()["detail"]
    assert "cut by the server's stop" in caplog.text
    assert "Exception in ASGI application" not in caplog.text


def test_another_cancel_is_not_answered() -> None:
    sent: list[dict] = []

    async def send(message: dict) -> None:
        sent.append(message)

    async def run() -> None:
        scope = {"type": "http", "method": "GET", "path": "/"}
        task = asyncio.ensure_future(AnswerAtStop(slow_app)(scope, None, send))
        await asyncio.sleep(0.05)
        task.cancel("the client went away")
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(run())
    assert sent == []
