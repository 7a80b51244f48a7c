"""The app on ``tt-da3 serve``'s own uvicorn settings and ``StoppingServer``, in a thread of the
test (the stop tests: they set ``should_exit`` and watch what the server does)."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator
from typing import Any

import uvicorn

from support.server_process import wait_until_ready
from tt_depth_anything_3.cli.serve_uvicorn import uvicorn_options
from tt_depth_anything_3.server import create_app
from tt_depth_anything_3.server.forced_stop import StoppingServer


@contextlib.contextmanager
def serving_in_thread(
    settings: Any, model: Any, **config: Any
) -> Iterator[tuple[str, StoppingServer, threading.Thread]]:
    """``(url, server, thread)`` of ``create_app(settings, model=model)`` served by uvicorn
    with ``uvicorn_options(settings)`` and ``config`` (e.g. ``log_level``); on exit the model's
    ``gate`` (where it has one) is opened, the server told to exit and its thread joined."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    options = {"log_level": "warning", **config, **uvicorn_options(settings)}
    server = StoppingServer(uvicorn.Config(create_app(settings, model=model), **options))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    try:
        wait_until_ready(url, thread.is_alive, 60, lambda: "the uvicorn thread")
        yield url, server, thread
    finally:
        if (gate := getattr(model, "gate", None)) is not None:
            gate.set()
        server.should_exit = True
        thread.join(60)
        sock.close()
