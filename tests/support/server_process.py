"""The server as a real process for tests: a free port, start, wait for ``/ready``, stop with
Ctrl-C (SIGINT) and check the exit status; the log is kept for the assertion messages."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path

import httpx

START_TIMEOUT_S = 90
STOP_TIMEOUT_S = 30


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_ready(
    url: str, alive: Callable[[], bool], timeout_s: float, why_not: Callable[[], str]
) -> None:
    """Poll ``url/ready`` until it answers 200; AssertionError (with ``why_not()``) when the
    server stops being ``alive`` or ``timeout_s`` passes first. The one wait the tests and
    benchmarks use for a server in a thread or a process."""
    deadline = time.monotonic() + timeout_s
    while True:
        assert alive(), f"the server stopped before it was ready:\n{why_not()}"
        assert time.monotonic() < deadline, f"server not ready after {timeout_s} s:\n{why_not()}"
        try:
            if httpx.get(f"{url}/ready", timeout=2).status_code == 200:
                return
        except httpx.TransportError:  # not listening yet
            pass
        time.sleep(0.1)


def wait_ready(
    url: str, process: subprocess.Popen, log: Path, timeout_s: float = START_TIMEOUT_S
) -> None:
    """``wait_until_ready`` for a server process writing ``log``."""
    wait_until_ready(
        url,
        lambda: process.poll() is None,
        timeout_s,
        lambda: f"exit code {process.poll()}\n{log.read_text()}",
    )


def stop(
    process: subprocess.Popen, timeout_s: float = STOP_TIMEOUT_S, stop_signal: int = signal.SIGINT
) -> int | None:
    """Ctrl-C (``stop_signal``: SIGINT) and the exit code; None (and the process killed) when
    it is still running ``timeout_s`` later."""
    process.send_signal(stop_signal)
    try:
        return process.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        return None


def uvicorn_command(port: int) -> list[str]:
    """``uvicorn tt_depth_anything_3.server:app`` on 127.0.0.1:``port`` (configured by the
    ``TT_DA3_*`` environment)."""
    command = [sys.executable, "-m", "uvicorn", "tt_depth_anything_3.server:app"]
    return command + ["--host", "127.0.0.1", "--port", str(port)]


def start_until_logged(
    command: list[str], log: Path, text: str, timeout_s: float = START_TIMEOUT_S
) -> subprocess.Popen:
    """Start ``command`` (its output to ``log``) and wait until ``log`` holds ``text``;
    AssertionError (with the log) if the process ends or ``timeout_s`` passes first."""
    with log.open("w") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + timeout_s
    while text not in log.read_text():
        assert process.poll() is None and time.monotonic() < deadline, log.read_text()
        time.sleep(0.1)
    return process


def serve_command(port: int, *flags: str) -> list[str]:
    """``python -m tt_depth_anything_3.server`` (``tt-da3 serve``) on ``port`` with ``flags``."""
    return [sys.executable, "-m", "tt_depth_anything_3.server", "--port", str(port), *flags]


@contextmanager
def running_process(
    command: list[str],
    port: int,
    log: Path,
    env: dict[str, str] | None = None,
    start_timeout_s: float = START_TIMEOUT_S,
    stop_timeout_s: float = STOP_TIMEOUT_S,
    stop_signal: int = signal.SIGINT,
    sigint_ignored: bool = False,
    sighup_default: bool = False,
) -> Iterator[tuple[str, subprocess.Popen]]:
    """Start ``command`` (``env`` added to this process's environment; its output to ``log``,
    never a pipe: one nobody reads blocks the process once full; ``sigint_ignored``: started
    with SIGINT ignored, as ``cmd &`` in a script starts it; ``sighup_default``: started with
    SIGHUP at its default action, as from a terminal, even where this process ignores it, as
    under ``nohup``, which the child would inherit), yield (its URL, the process)
    once ``/ready`` answers 200, and stop it on exit with ``stop_signal``: it must exit 0
    within ``stop_timeout_s``."""
    with log.open("w") as out:
        process = subprocess.Popen(
            command,
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, **(env or {})},
            preexec_fn=partial(_start_signals, sigint_ignored, sighup_default),
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(url, process, log, start_timeout_s)
        yield url, process
    finally:
        code = stop(process, stop_timeout_s, stop_signal)
        assert code == 0, (
            f"exit code {code} (None: still running {stop_timeout_s} s after "
            f"{signal.Signals(stop_signal).name}, killed):\n" + log.read_text()[-4000:]
        )


def _start_signals(sigint_ignored: bool, sighup_default: bool) -> None:
    """In the child before its exec: SIGINT ignored and SIGHUP at its default, as asked."""
    if sigint_ignored:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sighup_default:
        signal.signal(signal.SIGHUP, signal.SIG_DFL)


@contextmanager
def running_server(
    command: list[str], port: int, log: Path, env: dict[str, str] | None = None
) -> Iterator[str]:
    """``running_process``, yielding the URL."""
    with running_process(command, port, log, env) as (url, _):
        yield url


@contextmanager
def serving_in_thread(
    app,
    settings,
    log_level: str = "warning",
    http: type | str = "auto",
    ws: type | str = "auto",
) -> Iterator[str]:
    """``app`` on uvicorn in a thread on a free port, with ``tt-da3 serve``'s WebSocket message
    limit; uvicorn's records reach the root logger (``log_config=None``: caplog sees them).
    ``http``: uvicorn's HTTP protocol (``server.connections.guarded_protocol(...)`` for
    ``tt-da3 serve``'s guards); ``ws``: its WebSocket protocol (``server.stream_stop.
    stopping_protocol()`` for ``tt-da3 serve``'s). Yields the URL once ``/ready`` answers 200."""
    import uvicorn

    from tt_depth_anything_3.cli.serve import stream_max_message_bytes

    port = free_port()
    config = uvicorn.Config(
        app,
        host="127.0.0.1",
        port=port,
        log_level=log_level,
        log_config=None,
        ws_max_size=stream_max_message_bytes(settings),
        http=http,
        ws=ws,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    wait_until_ready(url, thread.is_alive, 60, lambda: "the uvicorn thread")
    try:
        yield url
    finally:
        server.should_exit = True
        thread.join(30)
