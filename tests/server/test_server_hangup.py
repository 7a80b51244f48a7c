"""SIGHUP (a closed terminal, an ssh session gone, ``kill -HUP``) stops ``tt-da3 serve`` as
SIGTERM does: the request in progress is answered, then the process exits 0. It killed the
process at once (SIGHUP's default action), the request cut without an answer. A server started
with SIGHUP ignored (``nohup``) keeps ignoring it."""

from __future__ import annotations

import signal
import socket
import subprocess
import time

import httpx

from support.app_testing import encode
from support.server_process import free_port, running_process, serve_command, stop, wait_ready


def read_all(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection."""
    answer = b""
    while chunk := sock.recv(65536):
        answer += chunk
    return answer


def flags(checkpoint) -> tuple[str, ...]:
    return ("--weights", str(checkpoint), "--device", "cpu", "--process-res", "140", "--no-warmup")


def test_sighup_stops_gracefully_the_request_in_progress_answered(
    tiny_metric_checkpoint, photo, tmp_path
):
    port = free_port()
    log = tmp_path / "server.log"
    png = encode(photo)
    head = (
        b"POST /predict_png HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\n"
        + f"Content-Length: {len(png)}\r\n\r\n".encode()
    )
    command = serve_command(port, *flags(tiny_metric_checkpoint))
    # SIGHUP at its default in the server, as from a terminal: a suite run under nohup (a CI
    # job started in the background) ignores it, and the server would inherit that
    started = running_process(command, port, log, stop_signal=signal.SIGHUP, sighup_default=True)
    with started as (url, process):
        with socket.create_connection(("127.0.0.1", port), timeout=60) as sock:
            sock.sendall(head + png[:100])  # the request has begun: its body is on the way
            time.sleep(0.5)
            process.send_signal(signal.SIGHUP)
            time.sleep(1.0)
            assert process.poll() is None, log.read_text()  # the graceful stop waits for it
            sock.sendall(png[100:])
            answer = read_all(sock)
        assert process.wait(60) == 0, log.read_text()[-3000:]
    text = log.read_text(encoding="utf-8")
    assert answer.startswith(b"HTTP/1.1 200 OK"), (answer[:300], text[-3000:])
    assert "Shutting down" in text and text.rstrip().endswith("stopped")
    assert "Traceback" not in text


def test_a_server_started_with_sighup_ignored_keeps_serving(tiny_metric_checkpoint, tmp_path):
    """``nohup tt-da3 serve ...``: the operator asked for the server to outlive the terminal."""
    port = free_port()
    log = tmp_path / "server.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            serve_command(port, *flags(tiny_metric_checkpoint)),
            stdout=out,
            stderr=subprocess.STDOUT,
            preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN),
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(url, process, log)
        process.send_signal(signal.SIGHUP)
        time.sleep(1.0)
        assert process.poll() is None, log.read_text()
        assert httpx.get(f"{url}/health", timeout=10).status_code == 200
    finally:
        assert stop(process) == 0, log.read_text()[-3000:]
