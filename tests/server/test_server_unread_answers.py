"""A client that never reads its answer (an outside test): the unsent answer stayed in the
server's memory outside every budget (about 70 MB a 1900 x 1900 JSON answer), and Ctrl-C or
SIGTERM waited for that client for good (still running 60 s on). Now its connection is aborted
after ``body_timeout_s`` of no reading, and a stop gives requests ``GRACEFUL_STOP_S``; SIGTERM
ends as Ctrl-C does, exit 0 (it was 143, without the ``stopped`` line)."""

from __future__ import annotations

import base64
import io
import json
import os
import signal
import socket
import sys
import time

import numpy as np
import pytest
from PIL import Image

from support.server_process import free_port, running_process, serve_command
from tt_depth_anything_3.cli.serve import GRACEFUL_STOP_S

if not sys.platform.startswith("linux"):
    pytest.skip("counts /proc/PID/fd", allow_module_level=True)

WRITE_TIMEOUT_S = 2.0
RATE = 500_000  # bytes/s of the slow reader


def big_json_request(side: int = 1400) -> bytes:
    """A /predict request whose JSON answer (at the original size) is tens of MB (1400 px)."""
    y, x = np.mgrid[0:side, 0:side]
    rgb = np.stack([x % 256, y % 256, (x * y) % 256], -1).astype(np.uint8)
    data = io.BytesIO()
    Image.fromarray(rgb).save(data, "PNG")
    body = json.dumps(
        {
            "image": base64.b64encode(data.getvalue()).decode(),
            "output_format": "json",
            "resize_to_original": True,
        }
    ).encode()
    head = b"POST /predict HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    return head + b"Content-Length: %d\r\n\r\n" % len(body) + body


def non_reading_client(port: int, request: bytes, small_buffer: bool = True) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    if small_buffer:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.sendall(request)
    return sock


def read_slowly(sock: socket.socket, rate: int) -> tuple[int, int]:
    """Read the whole answer at about ``rate`` bytes/s: (its Content-Length, body bytes read)."""
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536)
    head, body = data.split(b"\r\n\r\n", 1)
    length = int(
        next(
            line for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")
        ).split(b":")[1]
    )
    received = len(body)
    while received < length:
        chunk = sock.recv(16384)
        if not chunk:
            break
        received += len(chunk)
        time.sleep(len(chunk) / rate)
    return length, received


def open_fds(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


def answered(log, count: int, timeout_s: float = 60) -> None:
    """Wait until the server has logged ``count`` answers to /predict (sent to the socket)."""
    deadline = time.monotonic() + timeout_s
    while log.read_text().count('"POST /predict HTTP/1.1" 200') < count:
        assert time.monotonic() < deadline, log.read_text()[-2000:]
        time.sleep(0.2)


def test_an_unread_answer_is_dropped_and_sigterm_stops(tiny_metric_checkpoint, tmp_path):
    port = free_port()
    log = tmp_path / "server.log"
    command = serve_command(port, "--weights", str(tiny_metric_checkpoint), "--device", "cpu")
    command += ["--process-res", "70", "--body-timeout-s", str(WRITE_TIMEOUT_S)]
    request = big_json_request()
    with running_process(
        command, port, log, stop_signal=signal.SIGTERM, stop_timeout_s=GRACEFUL_STOP_S + 15
    ) as (url, process):
        before = open_fds(process.pid)
        sock = non_reading_client(port, request)
        answered(log, 1)
        # not read for longer than the timeout: aborted, the server's connection and the
        # answer's rest are gone (what the kernel already holds for the socket is bounded by its
        # send buffer, and sent or dropped) (<=: an idle keep-alive connection of the readiness
        # poll may have closed meanwhile). Waited for, not checked once after a fixed
        # WRITE_TIMEOUT_S + 2 s: a loaded machine can take longer to see the timeout and close
        deadline = time.monotonic() + WRITE_TIMEOUT_S + 30
        while "read nothing of its answer" not in log.read_text() or open_fds(process.pid) > before:
            assert time.monotonic() < deadline, "the server still holds the unread answer"
            time.sleep(0.1)
        sock.close()
        # a client that reads, slowly but steadily
        slow = non_reading_client(port, big_json_request(600), small_buffer=False)
        length, received = read_slowly(slow, rate=RATE)
        assert length > 4 * WRITE_TIMEOUT_S * RATE  # it takes longer than the timeout
        assert received == length, f"a reading client was cut at {received} of {length}"
        slow.close()
        stuck = non_reading_client(port, request)  # the stop must not wait for this one
        answered(log, 3)
        started = time.monotonic()
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=GRACEFUL_STOP_S + 15) == 0
        assert time.monotonic() - started < GRACEFUL_STOP_S + 10
        stuck.close()
    text = log.read_text()
    assert "stopped" in text and text.count("read nothing of its answer") == 2, text[-3000:]
