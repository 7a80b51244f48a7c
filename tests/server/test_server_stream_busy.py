"""``WS /stream`` on a busy server: the body budget (``max_body_mb_in_flight``, shared with every
route's request bodies) full when a message is still arriving. The connection was closed 1013 at
once, and a client streaming frames had to reconnect and resend, though the budget frees within
moments. Now the server stops reading that connection (TCP slows the sender) until room comes:
the frame arrives late and the stream goes on; closed 1013 only when no room came within
``request_timeout_s`` (a request body's wait for room). The bytes held stay in the budget, which
is never exceeded; ``da3_stream_read_pauses`` counts the pauses. Real uvicorn with ``tt-da3
serve``'s WebSocket protocol; the budget is filled through a route added for the test (it runs
on the server's loop, as the budget's users do)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import websockets
from test_server_stream_hold import BINARY, CONT, frame, metric

from support.app_testing import encode, settings_for
from support.server_process import serving_in_thread
from tt_depth_anything_3.server import create_app
from tt_depth_anything_3.server.budget import PixelBudget
from tt_depth_anything_3.server.stream_stop import (
    CLOSE_WAIT_S,
    STOP_CODE,
    STOP_REASON,
    stopping_protocol,
)

BUDGET = 1024 * 1024  # max_body_mb_in_flight=1
ROOM = 1000  # bytes the test leaves in the budget: less than half a frame


def busy_app(settings, model):
    """The app, with ``POST /test_budget?take=N|give=N``: hold or give back N bytes of the body
    budget on the server's loop."""
    app = create_app(settings, model=model)

    async def test_budget(take: int = 0, give: int = 0) -> dict:
        bodies: PixelBudget = app.state.server.ready_model()[1].bodies
        held = bodies.take_now(take) if take else None
        if give:
            bodies.give(give)
        return {"held": held, "reserved": bodies.reserved, "waiting": bodies.waiting}

    app.add_api_route("/test_budget", test_budget, methods=["POST"])
    return app


async def until(check, within_s: float = 10.0) -> None:
    deadline = time.monotonic() + within_s
    while not check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.02)


@contextlib.contextmanager
def busy_server(checkpoint, model, ws=None, **settings) -> Iterator[tuple[str, str]]:
    """``busy_app`` on uvicorn with ``tt-da3 serve``'s WebSocket protocol (``ws``: another),
    a body budget of ``BUDGET`` and ``max_body_mb`` 4 (``settings``: more): its URL and its
    ``/stream``'s."""
    settings = settings_for(checkpoint, max_body_mb=4, max_body_mb_in_flight=1, **settings)
    protocol = stopping_protocol() if ws is None else ws
    with serving_in_thread(busy_app(settings, model), settings, ws=protocol) as url:
        yield url, url.replace("http", "ws") + "/stream"


def fill(url: str) -> None:
    """Hold all of the body budget but ``ROOM`` bytes."""
    answer = httpx.post(url + "/test_budget", params={"take": BUDGET - ROOM}).json()
    assert answer["held"] == BUDGET - ROOM, answer


@contextlib.asynccontextmanager
async def on_full_budget(url: str, stream: str) -> AsyncIterator[Any]:
    """A client connected to ``stream``, the body budget then filled (``fill``)."""
    async with websockets.connect(stream, ping_interval=None) as ws:
        fill(url)
        yield ws


def test_a_message_arriving_on_a_full_budget_waits_for_room_then_is_answered(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    data = encode(photo)
    half = len(data) // 2
    assert half > ROOM
    # body_timeout_s below the wait: its clock stands still while the server does not read
    served = busy_server(tiny_metric_checkpoint, tiny_metric_model, body_timeout_s=0.5)
    with served as (url, stream):

        async def paused_then_answered() -> tuple[dict, float, float]:
            async with on_full_budget(url, stream) as ws:
                start = time.monotonic()
                ws.transport.write(frame(BINARY, data[:half], fin=False))
                await until(lambda: metric(url, "da3_stream_read_pauses_total") == 1)
                ws.transport.write(frame(CONT, data[half:], fin=True))
                # sampled once at least: on a loaded machine the pause alone took over 0.75 s
                peak = metric(url, "da3_body_bytes_reserved")
                while time.monotonic() - start < 0.75:  # past body_timeout_s, not closed
                    peak = max(peak, metric(url, "da3_body_bytes_reserved"))
                    await asyncio.sleep(0.05)
                assert ws.close_code is None, (ws.close_code, ws.close_reason)
                httpx.post(url + "/test_budget", params={"give": BUDGET - ROOM})  # room
                header = json.loads(await asyncio.wait_for(ws.recv(), 60))
                depth = await asyncio.wait_for(ws.recv(), 60)
                assert isinstance(depth, bytes)
                return header, time.monotonic() - start, peak

        header, took, peak = asyncio.run(paused_then_answered())
        assert "stats" in header and header["frame"] == 0, header  # the stream answered it
        assert took >= 0.75  # it waited for the room
        assert BUDGET - ROOM <= peak <= BUDGET  # the budget held, never exceeded
        assert metric(url, "da3_stream_closed_total", reason="message_budget") == 0
        assert metric(url, "da3_stream_closed_total", reason="message_timeout") == 0
        assert metric(url, "da3_body_bytes_reserved") == 0


def test_a_message_finding_no_room_within_request_timeout_is_closed_1013(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    data = encode(photo)
    served = busy_server(tiny_metric_checkpoint, tiny_metric_model, request_timeout_s=0.8)
    with served as (url, stream):

        async def never_room() -> tuple[int, str, float]:
            async with on_full_budget(url, stream) as ws:
                start = time.monotonic()
                ws.transport.write(frame(BINARY, data[: len(data) // 2], fin=False))
                await asyncio.wait_for(ws.wait_closed(), 10)
                return ws.close_code, ws.close_reason, time.monotonic() - start

        code, reason, took = asyncio.run(never_room())
        assert code == 1013, (code, reason)
        assert reason.startswith("no room within 0.8 s for a message of "), reason
        assert "max_body_mb_in_flight" in reason, reason
        assert took >= 0.7, took  # it waited its request_timeout_s
        assert metric(url, "da3_stream_read_pauses_total") == 1
        assert metric(url, "da3_stream_closed_total", reason="message_budget") == 1
        assert metric(url, "da3_body_bytes_reserved") == BUDGET - ROOM  # its bytes let go
        httpx.post(url + "/test_budget", params={"give": BUDGET - ROOM})
        assert metric(url, "da3_body_bytes_reserved") == 0


def test_a_stream_waiting_for_room_at_the_stop_is_closed_1012_and_its_answer_read(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """At the server's stop the route closes a stream 1012; one waiting for room was not read,
    so the client's answer to the close was not either: the connection was cut after
    ``CLOSE_WAIT_S`` (1 s). Now the wait ends with the close and the answer is read."""
    data = encode(photo)
    result: dict = {}
    paused = threading.Event()

    async def waiting_at_the_stop(stream: str, url: str) -> None:
        async with on_full_budget(url, stream) as ws:
            ws.transport.write(frame(BINARY, data[: len(data) // 2], fin=False))
            await until(lambda: metric(url, "da3_stream_read_pauses_total") == 1)
            paused.set()
            await asyncio.wait_for(ws.wait_closed(), 20)
            result.update(code=ws.close_code, reason=ws.close_reason, at=time.monotonic())

    with busy_server(tiny_metric_checkpoint, tiny_metric_model) as (url, stream):
        client = threading.Thread(target=asyncio.run, args=(waiting_at_the_stop(stream, url),))
        client.start()
        assert paused.wait(20)
        stop = time.monotonic()
    client.join(20)
    assert result["code"] == STOP_CODE and result["reason"] == STOP_REASON, result
    assert result["at"] - stop < CLOSE_WAIT_S - 0.3, result["at"] - stop  # not cut after 1 s


def test_the_route_taking_a_message_does_not_end_the_wait_for_room(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """A whole frame and the first part of the next in one read: uvicorn, once the route takes
    the frame, reads on (its own pause, after each message, ends there). The wait for room
    stays: nothing more is read (uncounted) until room comes. The whole frame waits in it too
    (it was answered 503 at once): both are answered, in order, once room comes."""
    data = encode(photo)
    half = len(data) // 2
    with busy_server(tiny_metric_checkpoint, tiny_metric_model) as (url, stream):

        async def two_frames() -> tuple[bool, list[dict]]:
            async with on_full_budget(url, stream) as ws:
                ws.transport.write(
                    frame(BINARY, data, fin=True) + frame(BINARY, data[:half], fin=False)
                )
                await until(lambda: metric(url, "da3_stream_read_pauses_total") == 1)
                ws.transport.write(frame(CONT, data[half:], fin=True))
                try:
                    await asyncio.wait_for(ws.recv(), 0.6)
                    early = True  # a frame was answered (or read) without room
                except asyncio.TimeoutError:
                    early = False
                httpx.post(url + "/test_budget", params={"give": BUDGET - ROOM})
                headers = []
                while len(headers) < 2:
                    message = await asyncio.wait_for(ws.recv(), 60)
                    if isinstance(message, str):
                        headers.append(json.loads(message))
                return early, headers

        early, headers = asyncio.run(two_frames())
        assert not early
        assert [h.get("frame") for h in headers] == [0, 1], headers
        assert all("stats" in h for h in headers), headers  # depth, not 503
        assert metric(url, "da3_stream_read_pauses_total") == 1


def test_the_budget_line_without_awaiting_is_first_come_first_served_and_can_be_left():
    """``PixelBudget.join_line`` (the protocol's wait, from a callback) keeps the line's order
    with ``reserve``; leaving it gives back room that came meanwhile, or lets the next in."""

    async def scenario() -> None:
        budget = PixelBudget(10)
        held = budget.take_now(10)
        need, granted = budget.join_line(5)
        assert need == 5 and not granted.done() and budget.waiting == 1
        behind = budget.reserve(1)
        entering = asyncio.ensure_future(behind.__aenter__())
        await asyncio.sleep(0.01)
        assert not entering.done() and budget.waiting == 2  # it waits its turn
        budget.give(held)
        assert granted.done() and budget.reserved == 6  # both granted, in order
        await entering
        budget.leave_line(need, granted)  # the wait ended after its room came: given back
        assert budget.reserved == 1
        await behind.__aexit__(None, None, None)
        held = budget.take_now(10)
        need, granted = budget.join_line(4)
        behind = budget.reserve(1)
        entering = asyncio.ensure_future(behind.__aenter__())
        await asyncio.sleep(0.01)
        budget.leave_line(need, granted)  # left before room came: out of the line
        assert granted.cancelled() and budget.waiting == 1
        budget.give(held)
        await entering
        assert budget.reserved == 1 and budget.waiting == 0
        await behind.__aexit__(None, None, None)
        assert budget.reserved == 0

    asyncio.run(scenario())
