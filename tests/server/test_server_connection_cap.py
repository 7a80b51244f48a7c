"""The connection cap (``--max-connections``) against real sockets, on uvicorn in a thread with
``tt-da3 serve``'s guarded protocol: a burst of clients beyond the cap each get a status (200,
or 503 with ``Retry-After: 1``), never a bare close before they sent a byte (an outside test
saw 4 of 14 httpx POSTs end in ``ReadError``); only a connection that has waited for its
headers longer than the eviction grace is closed to make room, and each eviction and refusal
is logged and counted (``/info``'s ``connections``, ``/metrics``)."""

from __future__ import annotations

import asyncio
import logging
import socket
import sys
import time

import httpx
import pytest

from support.app_testing import encode, settings_for
from support.server_process import serving_in_thread
from tt_depth_anything_3.server import create_app
from tt_depth_anything_3.server.connections import EVICTION_GRACE_S, LINGER_S, guarded_protocol

CAP = 4
HEALTH = b"GET /health HTTP/1.1\r\nHost: test\r\n\r\n"


@pytest.fixture()
def capped(tiny_metric_checkpoint, tiny_metric_model):
    """A server with ``max_connections`` 4 and ``header_timeout_s`` 10 (grace 1 s); yields
    its URL and port."""
    settings = settings_for(tiny_metric_checkpoint, max_connections=CAP, header_timeout_s=10.0)
    protocol = guarded_protocol(
        settings.header_timeout_s, settings.max_connections, settings.body_timeout_s
    )
    app = create_app(settings, model=tiny_metric_model)
    with serving_in_thread(app, settings, log_level="info", http=protocol) as url:
        yield url, int(url.rsplit(":", 1)[1])


def answer(sock: socket.socket, timeout_s: float = 20.0) -> bytes:
    """What the server sent on ``sock`` until its head is in, or it closed (b"" for a bare
    close). A reset after the answer arrived is the server closing with the request unread."""
    sock.settimeout(timeout_s)
    data = b""
    try:
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    except ConnectionResetError:
        pass
    return data


def status(head: bytes) -> int | None:
    """The status code of an HTTP/1.1 answer's head, None for none."""
    if not head.startswith(b"HTTP/1.1 "):
        return None
    return int(head.split(b" ", 2)[1])


def counts(url: str) -> dict[str, int]:
    """``/info``'s ``connections``, asked once the server has room again."""
    deadline = time.monotonic() + 10
    while True:
        reply = httpx.get(f"{url}/info", timeout=10)
        if reply.status_code == 200 or time.monotonic() > deadline:
            return reply.json()["connections"]
        time.sleep(0.1)


def test_a_burst_beyond_the_cap_gets_a_status_each(capped):
    """``CAP + 4`` connections opened together, each sending its request a moment later (the
    outside test's raw-socket burst): the first ``CAP`` get 200, the others 503 with
    ``Retry-After: 1``; none is closed unanswered, nothing is evicted."""
    url, port = capped
    before = counts(url)
    sockets = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(CAP + 4)]
    try:
        for sock in sockets:
            try:
                sock.sendall(HEALTH)
            except (BrokenPipeError, ConnectionResetError):
                pass  # a refused one may be closed already: its 503 is waiting to be read
        heads = [answer(sock) for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()
    statuses = [status(head) for head in heads]
    assert statuses == [200] * CAP + [503] * 4, heads
    assert all(b"retry-after: 1" in head.lower() for head in heads[CAP:]), heads
    after = counts(url)
    assert after["refused"] - before["refused"] == 4
    assert after["evicted"] == before["evicted"]


def test_a_burst_of_httpx_posts_beyond_the_cap_gets_a_status_each(capped, photo):
    """``CAP + 4`` concurrent httpx POSTs of a PNG: each gets 200 or 503, no ``ReadError``."""
    url, _ = capped
    body = encode(photo)

    async def burst() -> list[int | str]:
        limits = httpx.Limits(max_connections=100)
        async with httpx.AsyncClient(timeout=60, limits=limits) as client:

            async def one() -> int | str:
                headers = {"Content-Type": "image/png"}
                try:
                    reply = await client.post(f"{url}/predict_png", content=body, headers=headers)
                except httpx.TransportError as err:
                    return type(err).__name__
                return reply.status_code

            return await asyncio.gather(*[one() for _ in range(CAP + 4)])

    results = asyncio.run(burst())
    assert set(results) <= {200, 503}, results
    assert 200 in results, results


def test_only_a_connection_waiting_past_the_grace_is_evicted(capped, caplog):
    """``CAP`` connections that send nothing: new ones within the grace get 503 (refused,
    the first logged); once they have waited past it, a new one gets 200 and the oldest is closed with
    a 408 (evicted, logged, counted in ``/info`` and ``/metrics``)."""
    caplog.set_level(logging.INFO, logger="tt_depth_anything_3.server")
    url, port = capped
    before = counts(url)
    idle = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(CAP)]
    try:
        for _ in range(3):  # the idle ones are too young to evict: 3 refusals, one line
            with socket.create_connection(("127.0.0.1", port), timeout=10) as early:
                early.sendall(HEALTH)
                assert status(answer(early)) == 503
        time.sleep(EVICTION_GRACE_S + 0.3)
        with socket.create_connection(("127.0.0.1", port), timeout=10) as late:
            late.sendall(HEALTH)
            assert status(answer(late)) == 200
        assert status(answer(idle[0])) == 408  # the oldest, closed to make room
    finally:
        for sock in idle:
            sock.close()
    after = counts(url)
    assert after["evicted"] - before["evicted"] == 1
    assert after["refused"] - before["refused"] == 3
    text = caplog.text
    # a line per refusal made a flood of connections a flood of lines: the others are summed
    assert text.count("none has waited 1.0 s for its headers, so a new one is answered 503") == 1
    assert "closed the one waiting longest for its headers" in text
    metrics = httpx.get(f"{url}/metrics", timeout=10).text
    assert f"da3_connections_evicted_total {float(after['evicted'])}" in metrics
    assert f"da3_connections_refused_total {float(after['refused'])}" in metrics


def server_sockets(port: int) -> int:
    """The server's own open TCP sockets on ``port`` (``/proc/net/tcp``: local port ``port``,
    not the listening one, with an inode: a socket an fd still holds, ``CLOSE-WAIT`` too)."""
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table, encoding="utf-8") as lines:
            for line in list(lines)[1:]:
                fields = line.split()
                local_port = int(fields[1].rsplit(":", 1)[1], 16)
                if local_port == port and fields[3] != "0A" and fields[9] != "0":
                    count += 1
    return count


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/net/tcp")
def test_open_websockets_fill_the_cap_and_new_clients_get_a_503(capped, caplog):
    """``CAP`` open ``WS /stream`` connections (busy streams, never evicted): once took the cap
    down, since uvicorn's WebSocket protocols sit in the same ``connections`` set and have no
    ``refused`` (``AttributeError`` in ``connection_made`` for each new connection, which got
    no answer at all and leaked its socket in ``CLOSE-WAIT``). A new HTTP client now gets 503
    with ``Retry-After: 1``, a new WebSocket the same 503 for its upgrade (written once its
    handshake has come: written at once, the ``websockets`` client could lose it), no socket is
    left behind, and once the streams close a new client is served."""
    from websockets.exceptions import InvalidStatus
    from websockets.sync.client import connect

    caplog.set_level(logging.INFO)
    url, port = capped
    before = counts(url)
    streams = [connect(f"ws://127.0.0.1:{port}/stream") for _ in range(CAP)]
    try:
        time.sleep(EVICTION_GRACE_S + 0.3)  # past the grace: still not evicted (busy)
        for _ in range(6):
            with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
                sock.sendall(HEALTH)
                head = answer(sock, timeout_s=5)
                assert status(head) == 503, head
                assert b"retry-after: 1" in head.lower(), head
        for _ in range(3):  # its 503 once came before its handshake: a bare close for it
            with pytest.raises(InvalidStatus) as refused:
                connect(f"ws://127.0.0.1:{port}/stream", open_timeout=5)
            assert refused.value.response.status_code == 503
        deadline = time.monotonic() + LINGER_S + 5  # refused ones linger LINGER_S at most
        while server_sockets(port) > CAP and time.monotonic() < deadline:
            time.sleep(0.1)
        assert server_sockets(port) == CAP  # the streams only: no refused socket left open
        for stream in streams:  # the streams were not touched by the refusals
            stream.ping().wait(5)
    finally:
        for stream in streams:
            stream.close()
    assert httpx.get(f"{url}/health", timeout=10).status_code == 200
    after = counts(url)
    assert after["refused"] - before["refused"] == 9
    assert after["evicted"] == before["evicted"]
    assert "AttributeError" not in caplog.text
