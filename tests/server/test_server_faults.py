"""Faults and hostile clients, bounded in count and time: a backend that raises, dies or hangs
past the timeout (503 / 504 for that request, the server goes on, counters add up); clients that
disconnect mid-upload or while their image is on the device (their queue place is freed, they
count as 499 ``client_closed``, not as server errors); slow uploads (slowloris) that cannot take
the queue, because bodies are received before admission. Real sockets on 127.0.0.1 where the
client's connection matters (uvicorn in a thread)."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
import uvicorn
from fastapi.testclient import TestClient

from support.app_testing import GatedModel, allow_slow_runs, b64, encode, settings_for, wait_ready
from support.server_process import wait_until_ready
from tt_depth_anything_3.server import create_app


class FaultyModel(GatedModel):
    """The real model, except that the first ``faults`` calls fail with ``fault``."""

    def __init__(self, model, fault: BaseException, faults: int = 1) -> None:
        super().__init__(model)
        self.gate.set()
        self.fault = fault
        self.faults = faults

    def __call__(self, *args, **kwargs):
        if self.faults > 0:
            self.faults -= 1
            raise self.fault
        return super().__call__(*args, **kwargs)


def counters_add_up(info: dict) -> None:
    requests = info["requests"]
    parts = sum(n for key, n in requests.items() if key != "total")
    assert requests["total"] == parts, requests
    assert requests["server_error"] == 0, requests
    assert info["queue"] == {"in_flight": 0, "waiting": 0, "pixels_reserved": 0}, info["queue"]


@pytest.mark.parametrize(
    "fault, name",
    [
        (RuntimeError("device on fire"), "RuntimeError"),
        (MemoryError(), "MemoryError"),
        (SystemExit(3), "DeviceDied"),  # not an Exception: must not reach the event loop
        (KeyboardInterrupt(), "DeviceDied"),
    ],
)
def test_a_failing_backend_fails_only_its_request(
    tiny_metric_checkpoint, tiny_metric_model, photo, fault, name
):
    model = FaultyModel(tiny_metric_model, fault, faults=2)
    body = {"image": b64(encode(photo))}
    app = create_app(settings_for(tiny_metric_checkpoint), model=model)
    with TestClient(app) as client:
        wait_ready(client)
        for _ in range(2):
            response = client.post("/predict", json=body)
            assert response.status_code == 503, response.text
            assert name in response.json()["detail"] and "retry" in response.json()["detail"]
            assert int(response.headers["retry-after"]) >= 1
        assert client.post("/predict", json=body).status_code == 200
        png = client.post(
            "/predict_png", content=encode(photo), headers={"Content-Type": "image/png"}
        )
        assert png.status_code == 200
        info = client.get("/info").json()
        assert info["device_errors"] == 2 and info["predictions"] == 2
        assert info["requests"]["rejected"] == 2 and info["requests"]["ok"] == 2
        counters_add_up(info)
        assert "da3_device_errors_total 2.0" in client.get("/metrics").text


def test_a_hanging_backend_times_out_and_the_server_goes_on(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    gated = GatedModel(tiny_metric_model)
    body = {"image": b64(encode(photo))}
    app = create_app(settings_for(tiny_metric_checkpoint, request_timeout_s=0.5), model=gated)
    with TestClient(app) as client, ThreadPoolExecutor(3) as pool:
        wait_ready(client)
        hung = [pool.submit(client.post, "/predict", json=body) for _ in range(3)]
        assert [f.result().status_code for f in hung] == [504, 504, 504]  # one ran, two waited
        assert client.get("/health").json()["status"] == "ok"  # still serving meanwhile
        allow_slow_runs(app)  # a next request timed out on a loaded machine: 4 timed out
        gated.gate.set()  # the hung run ends; the device is free again
        deadline = time.monotonic() + 10
        while client.post("/predict", json=body).status_code != 200:
            assert time.monotonic() < deadline
        info = client.get("/info").json()
        assert info["requests"]["timed_out"] == 3
        counters_add_up(info)


# ---------------------------------------------------------------- real sockets


@contextlib.contextmanager
def served(app) -> Iterator[str]:
    """``app`` on a free 127.0.0.1 port, uvicorn in a thread, until the block ends."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", timeout_keep_alive=5))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_ready(url, thread.is_alive, 60, lambda: "the uvicorn thread")
        yield url
    finally:
        server.should_exit = True
        thread.join(30)
        sock.close()


def raw_request(port: int, path: str, headers: dict[str, str], body: bytes) -> socket.socket:
    """A connection that has sent ``headers`` and ``body`` (maybe less than it declared)."""
    conn = socket.create_connection(("127.0.0.1", port), timeout=10)
    head = f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    head += "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
    conn.sendall(head.encode() + body)
    return conn


def info_when(url: str, done, timeout_s: float = 10) -> dict:
    deadline = time.monotonic() + timeout_s
    while not done(info := httpx.get(f"{url}/info").json()):
        assert time.monotonic() < deadline, info
        time.sleep(0.02)
    return info


def test_client_disconnects_free_their_place_and_are_not_server_errors(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    gated = GatedModel(tiny_metric_model)
    gated.warmed_sizes.append((0, 0))
    png = encode(photo)
    body = f'{{"image": "{b64(png)}"}}'.encode()
    app = create_app(settings_for(tiny_metric_checkpoint, queue_size=1), model=gated)
    with served(app) as url:
        port = int(url.rsplit(":", 1)[1])
        headers = {"Content-Type": "application/json", "Content-Length": str(len(body))}
        # 1. gone mid-upload: half the declared body, then the connection closes
        raw_request(port, "/predict", headers, body[: len(body) // 2]).close()
        info_when(url, lambda i: i["requests"]["client_closed"] == 1)
        # 2. gone while its image is on the device: the place is freed before the run ends
        conn = raw_request(port, "/predict", headers, body)
        assert gated.entered.wait(10)
        assert httpx.get(f"{url}/info").json()["queue"]["in_flight"] == 1
        conn.close()
        info = info_when(url, lambda i: i["requests"]["client_closed"] == 2)
        assert info["queue"]["in_flight"] == 0  # queue_size 1: the next request is admitted
        gated.gate.set()
        with httpx.Client(base_url=url, timeout=30) as client:
            assert client.post("/predict", json={"image": b64(png)}).status_code == 200
        info = info_when(url, lambda i: i["queue"]["in_flight"] == 0)
        counters_add_up(info)
        assert info["requests"] == {**info["requests"], "ok": 1, "client_closed": 2, "total": 3}
        metrics = httpx.get(f"{url}/metrics").text
        assert 'da3_requests_total{route="/predict",status="499"} 2.0' in metrics


def test_slow_uploads_cannot_take_the_queue(tiny_metric_checkpoint, tiny_metric_model, photo):
    """8 connections dribbling their bodies (slowloris) beside a queue of 2: the normal requests
    meanwhile are all served, and the slow ones get 408 after body_timeout_s."""
    png = encode(photo)
    settings = settings_for(tiny_metric_checkpoint, queue_size=2, body_timeout_s=1.5)
    app = create_app(settings, model=tiny_metric_model)
    with served(app) as url:
        port = int(url.rsplit(":", 1)[1])
        headers = {"Content-Type": "image/png", "Content-Length": str(len(png))}
        slow = [raw_request(port, "/predict_png", headers, png[:10]) for _ in range(8)]
        started = time.monotonic()
        with httpx.Client(base_url=url, timeout=30) as client:
            statuses = []
            while time.monotonic() - started < 1.0 and len(statuses) < 20:
                for conn in slow:
                    conn.sendall(png[10:11])  # one more byte each round: never complete
                response = client.post(
                    "/predict_png", content=png, headers={"Content-Type": "image/png"}
                )
                statuses.append(response.status_code)
        assert statuses and set(statuses) == {200}, statuses
        answers = []
        for conn in slow:
            conn.settimeout(10)
            reply = b""
            while chunk := conn.recv(4096):  # to the end: the 408 closes the connection
                reply += chunk
            answers.append(reply)
            conn.close()
        assert all(a.startswith(b"HTTP/1.1 408 ") for a in answers), answers
        assert all(b"connection: close" in a.lower() for a in answers), answers
        assert all(a.count(b"HTTP/1.1") == 1 for a in answers), answers  # no second answer
        assert time.monotonic() - started < 8
        info = info_when(url, lambda i: i["requests"]["client_error"] == 8)
        counters_add_up(info)
        assert info["requests"]["ok"] == len(statuses)


def test_a_client_gone_while_its_body_waits_for_room_is_499_at_once(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """A request whose body waits, unread, for room in the body budget and whose client then
    closes: it was held until ``request_timeout_s`` and counted 503 (``rejected``), the
    outside test's gone client looking like a refusal; now it is 499 (``client_closed``) at
    once, and its place in the line goes to the next request."""
    png = encode(photo)
    settings = settings_for(
        tiny_metric_checkpoint,
        max_body_mb=1,
        max_body_mb_in_flight=1.5,
        request_timeout_s=20,
        body_timeout_s=20,
    )
    app = create_app(settings, model=tiny_metric_model)
    declared = 900_000  # two of these do not fit the budget of 1.5 MiB
    headers = {"Content-Type": "image/png", "Content-Length": str(declared)}
    with served(app) as url:
        port = int(url.rsplit(":", 1)[1])
        holder = raw_request(port, "/predict_png", headers, png[:100])  # holds the budget
        deadline = time.monotonic() + 10
        while "da3_body_bytes_reserved 900000.0" not in httpx.get(f"{url}/metrics").text:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        waiter = raw_request(port, "/predict_png", headers, png[:100])  # waits for room
        time.sleep(0.5)
        started = time.monotonic()
        waiter.close()
        info = info_when(url, lambda i: i["requests"]["client_closed"] == 1, timeout_s=5)
        assert time.monotonic() - started < 3, "held until request_timeout_s"
        assert info["requests"]["rejected"] == 0, info["requests"]
        holder.close()
        info = info_when(url, lambda i: i["requests"]["client_closed"] == 2)
        counters_add_up(info)
        metrics = httpx.get(f"{url}/metrics").text
        assert 'da3_requests_total{route="/predict_png",status="499"} 2.0' in metrics
        assert "da3_body_bytes_reserved 0.0" in metrics


def test_a_body_refused_by_its_headers_is_refused_at_once_while_the_budget_is_full(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """A request whose headers alone refuse it (a Content-Length over ``max_body_mb``: 413; a
    Content-Encoding the server does not read: 415) first waited for room in the body budget
    while it was full, then got 503 "retry later" after ``request_timeout_s``: a status telling
    its client to send the same refused body again. Now 413 / 415 at once, full budget or not."""
    png = encode(photo)
    settings = settings_for(
        tiny_metric_checkpoint,
        max_body_mb=1,
        max_body_mb_in_flight=1,
        request_timeout_s=20,
        body_timeout_s=20,
    )
    app = create_app(settings, model=tiny_metric_model)
    with served(app) as url:
        port = int(url.rsplit(":", 1)[1])
        held = {"Content-Type": "image/png", "Content-Length": "1000000"}
        holder = raw_request(port, "/predict_png", held, png[:100])  # holds the whole budget
        deadline = time.monotonic() + 10
        while "da3_body_bytes_reserved 1e+06" not in httpx.get(f"{url}/metrics").text:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        refused = [
            ({"Content-Length": "5000000"}, 413, "over the limit of 1048576 bytes"),
            ({"Content-Encoding": "br", "Content-Length": "10"}, 415, "Content-Encoding 'br'"),
        ]
        for extra, status, words in refused:
            started = time.monotonic()
            conn = raw_request(port, "/predict_png", {"Content-Type": "image/png", **extra}, b"")
            conn.settimeout(5)
            try:
                reply = conn.recv(65536)
            except TimeoutError:
                pytest.fail(f"no {status} within 5 s: waiting for room in the body budget")
            finally:
                conn.close()
            assert reply.startswith(f"HTTP/1.1 {status} ".encode()), reply
            assert words.encode() in reply, reply
            assert time.monotonic() - started < 3, "waited for room in the body budget"
        holder.close()
        info = info_when(url, lambda i: i["requests"]["client_closed"] == 1)
        assert info["requests"]["rejected"] == 0, info["requests"]
