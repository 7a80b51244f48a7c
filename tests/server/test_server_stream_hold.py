"""A ``WS /stream`` message still arriving (``server.stream_hold``): a client that sent the first
part of a message (a first fragment, or a frame in part) and never the rest held up to
``ws_max_size`` (2 x ``max_body_mb``) per connection for as long as it liked (pings kept the
connection alive), outside the body budget. Now the message has ``body_timeout_s`` from its
first byte (then close 1008), its bytes count in the body budget while they arrive (no room:
the connection is not read until room comes, within ``request_timeout_s``, then close 1013; a
message over the whole budget: close 1013 at once), the closes counted in
``da3_stream_closed{reason}``; real uvicorn with ``tt-da3 serve``'s WebSocket protocol and a
websockets client writing raw frames (``test_server_stream_busy.py``: the wait for room)."""

from __future__ import annotations

import asyncio
import json
import os
import struct

import httpx
import websockets
from prometheus_client.parser import text_string_to_metric_families

from support.app_testing import SlowModel, encode, settings_for
from support.server_process import serving_in_thread
from tt_depth_anything_3.server import create_app
from tt_depth_anything_3.server.stream_stop import stopping_protocol

BINARY, CONT = 0x2, 0x0


def frame(opcode: int, payload: bytes, fin: bool, declared: int | None = None) -> bytes:
    """A client's (masked) frame of ``payload``; its header may declare ``declared`` bytes
    (more than sent: a frame in part)."""
    length = len(payload) if declared is None else declared
    head = bytes([(0x80 if fin else 0) | opcode, 0x80 | 127]) + struct.pack("!Q", length)
    mask = os.urandom(4)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def metric(url: str, name: str, **labels: str) -> float:
    for family in text_string_to_metric_families(httpx.get(url + "/metrics").text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return sample.value
    return 0.0


async def stalled_close(stream: str, first: bytes, within_s: float) -> tuple[int, str]:
    """Connect, write ``first`` raw and nothing more: the close code and reason received."""
    async with websockets.connect(stream, ping_interval=None) as ws:
        ws.transport.write(first)
        await asyncio.wait_for(ws.wait_closed(), within_s)
        return ws.close_code, ws.close_reason


def test_a_message_never_completed_is_closed_at_body_timeout(
    tiny_metric_checkpoint, tiny_metric_model
):
    settings = settings_for(tiny_metric_checkpoint, body_timeout_s=0.5)
    app = create_app(settings, model=tiny_metric_model)
    with serving_in_thread(app, settings, ws=stopping_protocol()) as url:
        stream = url.replace("http", "ws") + "/stream"
        fragment = frame(BINARY, b"x" * 200_000, fin=False)  # a first fragment, no last one
        code, reason = asyncio.run(stalled_close(stream, fragment, 10))
        assert code == 1008 and "body_timeout_s" in reason, (code, reason)
        in_part = frame(BINARY, b"x" * 1000, fin=True, declared=300_000)  # a frame in part
        code, reason = asyncio.run(stalled_close(stream, in_part, 10))
        assert code == 1008 and "incomplete" in reason, (code, reason)
        assert metric(url, "da3_stream_closed_total", reason="message_timeout") == 2
        assert metric(url, "da3_body_bytes_reserved") == 0


def test_a_message_arriving_counts_in_the_body_budget(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    settings = settings_for(tiny_metric_checkpoint, max_body_mb=4, max_body_mb_in_flight=1)
    app = create_app(settings, model=tiny_metric_model)
    with serving_in_thread(app, settings, ws=stopping_protocol()) as url:
        stream = url.replace("http", "ws") + "/stream"

        async def held_then_refused() -> tuple[float, int, str]:
            async with websockets.connect(stream, ping_interval=None) as ws:
                ws.transport.write(frame(BINARY, b"x" * 300_000, fin=False))
                held = 0.0
                for _ in range(100):  # the server reads it
                    await asyncio.sleep(0.05)
                    if (held := metric(url, "da3_body_bytes_reserved")) >= 300_000:
                        break
                ws.transport.write(frame(CONT, b"x" * 900_000, fin=False))  # over 1 MiB
                await asyncio.wait_for(ws.wait_closed(), 10)
                return held, ws.close_code, ws.close_reason

        held, code, reason = asyncio.run(held_then_refused())
        assert held >= 300_000
        # over the whole budget: no wait makes room for it, closed at once
        assert code == 1013 and "over the body budget" in reason, (code, reason)
        assert "max_body_mb_in_flight" in reason, reason
        assert metric(url, "da3_stream_closed_total", reason="message_budget") == 1
        assert metric(url, "da3_body_bytes_reserved") == 0

        async def fragmented_frame() -> dict:
            data = encode(photo)
            half = len(data) // 2
            async with websockets.connect(stream, ping_interval=None) as ws:
                ws.transport.write(frame(BINARY, data[:half], fin=False))
                await asyncio.sleep(0.1)
                ws.transport.write(frame(CONT, data[half:], fin=True))
                header = json.loads(await asyncio.wait_for(ws.recv(), 60))
                await asyncio.wait_for(ws.recv(), 60)
                return header

        assert "stats" in asyncio.run(fragmented_frame())  # a whole message runs as before
        assert metric(url, "da3_body_bytes_reserved") == 0


def test_an_idle_stream_is_closed_but_not_one_waiting_for_its_depth(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """An open ``WS /stream`` sending nothing held a place of ``max_connections`` for ever (the
    pings kept it open); now closed 1001 after ``stream_idle_timeout_s``, but not while a frame
    of its runs longer than that."""
    settings = settings_for(tiny_metric_checkpoint, stream_idle_timeout_s=0.5)
    app = create_app(settings, model=SlowModel(tiny_metric_model, 1.5))
    with serving_in_thread(app, settings, ws=stopping_protocol()) as url:
        stream = url.replace("http", "ws") + "/stream"

        async def run_then_idle() -> tuple[dict, int, str]:
            async with websockets.connect(stream) as ws:  # pings on: they do not count
                await ws.send(encode(photo))
                header = json.loads(await asyncio.wait_for(ws.recv(), 60))
                await asyncio.wait_for(ws.recv(), 60)
                await asyncio.wait_for(ws.wait_closed(), 10)
                return header, ws.close_code, ws.close_reason

        header, code, reason = asyncio.run(run_then_idle())
        assert "stats" in header  # answered after 1.5 s: not closed as idle meanwhile
        assert code == 1001 and "stream_idle_timeout_s" in reason, (code, reason)
        assert metric(url, "da3_stream_closed_total", reason="idle") == 1


def test_the_message_limits_are_only_mixed_into_the_protocol_they_know(monkeypatch):
    """wsproto's protocol (uvicorn's choice without websockets) keeps no ``conn.reader``: it
    gets the stop, not the message limits (its ``data_received`` would fail)."""
    from uvicorn.protocols.websockets import auto

    from tt_depth_anything_3.server.stream_hold import MessageHoldMixin

    assert issubclass(stopping_protocol(), MessageHoldMixin)
    WSProtocol = type("WSProtocol", (asyncio.Protocol,), {})  # noqa: N806 (wsproto not installed)
    monkeypatch.setattr(auto, "AutoWebSocketsProtocol", WSProtocol)
    protocol = stopping_protocol()
    assert issubclass(protocol, WSProtocol) and not issubclass(protocol, MessageHoldMixin)


def test_a_slow_message_is_timed_by_body_timeout_not_by_the_idle_timer(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """``stream_idle_timeout_s`` below ``body_timeout_s`` was taken, and then a message that
    took longer than the idle timeout to arrive was closed 1001 as idle, its body timeout not
    reached (the idle timer also cut a message begun late in an idle period, whatever the two
    values). Now a message arriving is not idle: it has its ``body_timeout_s``."""
    settings = settings_for(tiny_metric_checkpoint, stream_idle_timeout_s=0.5, body_timeout_s=20)
    app = create_app(settings, model=tiny_metric_model)
    with serving_in_thread(app, settings, ws=stopping_protocol()) as url:
        stream = url.replace("http", "ws") + "/stream"

        async def slow_message() -> dict:
            data = encode(photo)
            third = len(data) // 3
            async with websockets.connect(stream, ping_interval=None) as ws:
                ws.transport.write(frame(BINARY, data[:third], fin=False))
                await asyncio.sleep(0.8)  # past the idle timeout, the message arriving
                ws.transport.write(frame(CONT, data[third : 2 * third], fin=False))
                await asyncio.sleep(0.8)
                ws.transport.write(frame(CONT, data[2 * third :], fin=True))
                header = json.loads(await asyncio.wait_for(ws.recv(), 60))
                await asyncio.wait_for(ws.recv(), 60)
                return header

        assert "stats" in asyncio.run(slow_message())
        assert metric(url, "da3_stream_closed_total", reason="idle") == 0
