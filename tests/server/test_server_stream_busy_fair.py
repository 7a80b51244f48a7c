"""``WS /stream`` frames and request bodies sharing a full body budget (``max_body_mb_in_flight``)
keep their order. A frame that waited for room gave it back once complete and asked again: a
request body waiting meanwhile got the room first and the frame was answered 503; a frame that
came whole while the budget was full was answered 503 at once. Now the room held for a frame
while it arrived is the route's (``stream_hold.claim_message``), and a frame without room waits
in the budget's line (first come first served with the request bodies, ``PixelBudget.top_up``):
answered with its depth once room comes, closed 1013 only past ``request_timeout_s``. Real
uvicorn; ``test_server_stream_busy.py``'s helpers."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import httpx
import pytest
import websockets
from test_server_stream_busy import (
    BUDGET,
    ROOM,
    busy_app,
    busy_server,
    fill,
    on_full_budget,
    until,
)
from test_server_stream_hold import BINARY, CONT, frame, metric

from support.app_testing import encode, settings_for
from support.server_process import serving_in_thread
from tt_depth_anything_3.server.budget import PixelBudget
from tt_depth_anything_3.server.stream_limits import HOLD_EXTENSION
from tt_depth_anything_3.server.stream_stop import stopping_protocol


def budget_state(url: str) -> dict:
    return httpx.post(url + "/test_budget").json()


def give(url: str, amount: int) -> None:
    httpx.post(url + "/test_budget", params={"give": amount})


async def depth_header(ws, within_s: float = 60) -> dict:
    """The next reply's JSON, its depth read too."""
    header = json.loads(await asyncio.wait_for(ws.recv(), within_s))
    if "stats" in header:
        assert isinstance(await asyncio.wait_for(ws.recv(), within_s), bytes)
    return header


def test_a_frame_that_waited_keeps_its_room_when_a_request_body_waits_behind_it(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """The frame's one fragment waits for room; a ``/predict_png`` body then waits behind it.
    Room comes for the frame alone; its last fragment (empty) completes it: answered with its
    depth (was 503: the body, waiting, got the room the frame gave back). The body is served
    after, once the frame is decoded."""
    data = encode(photo)
    with busy_server(tiny_metric_checkpoint, tiny_metric_model) as (url, stream):
        answer: dict = {}

        def post() -> None:
            headers = {"Content-Type": "image/png"}
            reply = httpx.post(url + "/predict_png", content=data, headers=headers, timeout=60)
            answer.update(status=reply.status_code, detail=reply.text[:200])

        async def fair() -> dict:
            async with on_full_budget(url, stream) as ws:
                ws.transport.write(frame(BINARY, data, fin=False))
                await until(lambda: budget_state(url)["waiting"] == 1)
                poster = threading.Thread(target=post)
                poster.start()
                await until(lambda: budget_state(url)["waiting"] == 2)  # behind the frame
                give(url, len(data) + 64)  # room for the frame (and its fragment), not both
                await until(lambda: budget_state(url)["waiting"] == 1)
                assert not answer, answer  # the body still waits
                ws.transport.write(frame(CONT, b"", fin=True))
                header = await depth_header(ws)
                await asyncio.to_thread(poster.join, 60)
                return header

        header = asyncio.run(fair())
        assert header.get("frame") == 0 and "stats" in header, header  # its depth, not 503
        assert answer.get("status") == 200, answer  # the body served after it
        assert metric(url, "da3_stream_closed_total", reason="message_budget") == 0
        give(url, BUDGET - ROOM - len(data) - 64)
        assert metric(url, "da3_body_bytes_reserved") == 0


@pytest.mark.parametrize("protocol", ["tt-da3 serve", "plain uvicorn"])
def test_a_frame_arriving_whole_on_a_full_budget_waits_then_is_answered(
    tiny_metric_checkpoint, tiny_metric_model, photo, protocol
):
    """Whole in one read with no room: was 503 at once; now it waits (the connection not read)
    and is answered when room comes. Under plain uvicorn's protocol (nothing held while a
    message arrives) the route waits for the room itself."""
    data = encode(photo)
    ws_protocol = "auto" if protocol == "plain uvicorn" else None
    with busy_server(tiny_metric_checkpoint, tiny_metric_model, ws=ws_protocol) as (url, stream):

        async def whole() -> tuple[bool, dict]:
            async with on_full_budget(url, stream) as ws:
                ws.transport.write(frame(BINARY, data, fin=True))
                await until(lambda: budget_state(url)["waiting"] == 1)
                try:
                    await asyncio.wait_for(ws.recv(), 0.5)
                    early = True  # answered without room (503)
                except asyncio.TimeoutError:
                    early = False
                give(url, BUDGET - ROOM)
                return early, await depth_header(ws)

        early, header = asyncio.run(whole())
        assert not early
        assert header.get("frame") == 0 and "stats" in header, header
        assert metric(url, "da3_body_bytes_reserved") == 0


@pytest.mark.parametrize("protocol", ["tt-da3 serve", "plain uvicorn"])
def test_a_frame_finding_no_room_within_request_timeout_is_closed_1013(
    tiny_metric_checkpoint, tiny_metric_model, photo, protocol
):
    data = encode(photo)
    ws_protocol = "auto" if protocol == "plain uvicorn" else None
    served = busy_server(
        tiny_metric_checkpoint, tiny_metric_model, ws=ws_protocol, request_timeout_s=0.8
    )
    with served as (url, stream):

        async def never_room() -> tuple[int | None, str | None]:
            async with on_full_budget(url, stream) as ws:
                ws.transport.write(frame(BINARY, data, fin=True))
                await asyncio.wait_for(ws.wait_closed(), 10)
                return ws.close_code, ws.close_reason

        code, reason = asyncio.run(never_room())
        assert code == 1013, (code, reason)
        assert reason.startswith("no room within 0.8 s for a message of "), reason
        assert metric(url, "da3_stream_closed_total", reason="message_budget") == 1
        assert metric(url, "da3_body_bytes_reserved") == BUDGET - ROOM  # its bytes let go


def test_top_up_waits_its_turn_and_gives_everything_back_when_no_room_comes():
    """``PixelBudget.top_up``: a hold handed over plus the rest, waited for in the line."""

    async def scenario() -> None:
        budget = PixelBudget(10)
        other = budget.take_now(6)
        handed = budget.take_now(2)
        assert await budget.top_up(handed, 2, 1.0) == 2  # all held already: no wait
        with pytest.raises(asyncio.TimeoutError):
            await budget.top_up(handed, 6, 0.05)  # 4 more: no room within 0.05 s
        assert budget.reserved == 6  # the handed 2 given back too
        handed = budget.take_now(2)
        topping = asyncio.ensure_future(budget.top_up(handed, 6, 5.0))
        await asyncio.sleep(0.01)
        behind = asyncio.ensure_future(budget.top_up(0, 1, 5.0))
        await asyncio.sleep(0.01)
        assert budget.waiting == 2 and not topping.done()
        budget.give(other)
        assert await topping == 6 and await behind == 1  # in order
        assert budget.reserved == 7
        budget.give(7)
        topping = asyncio.ensure_future(budget.top_up(budget.take_now(3), 10, 5.0))
        assert await topping == 10  # clamped to the whole budget
        budget.give(10)
        held = budget.take_now(10)
        topping = asyncio.ensure_future(budget.top_up(0, 4, 5.0))
        await asyncio.sleep(0.01)
        topping.cancel()
        with pytest.raises(asyncio.CancelledError):
            await topping
        assert budget.waiting == 0
        budget.give(held)
        assert budget.reserved == 0

    asyncio.run(scenario())


def held_turns(app, first_read: threading.Event, go: threading.Event, pause_s: float):
    """``app`` whose WebSocket route, once it has accepted, waits until the protocol has read a
    message (then sets ``first_read``) and ``go`` is set before it goes on (and arms its
    limits), and whose each message's receipt takes ``pause_s`` more: the loop turns between
    the 101 and the limits armed, and between uvicorn handing a message over (reading goes on)
    and the route claiming it, widened (a client sending at once meets them by chance)."""

    async def wrapped(scope, receive, send) -> None:
        if scope["type"] != "websocket":
            return await app(scope, receive, send)

        async def held_send(message) -> None:
            await send(message)
            if message["type"] == "websocket.accept":
                protocol = scope["extensions"][HOLD_EXTENSION].claim.__self__
                await until(lambda: protocol.messages_done == 1)
                first_read.set()
                await until(go.is_set)

        async def slow_receive():
            message = await receive()
            if message["type"] == "websocket.receive":
                await asyncio.sleep(pause_s)
            return message

        return await app(scope, slow_receive, held_send)

    return wrapped


def test_a_frame_sent_before_the_route_armed_its_limits_keeps_its_place_in_the_line(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """A client sends its first frame as soon as the 101 comes, the budget full, then begins the
    next message. The first came before the route armed the limits, so nothing was held for it:
    the route asked for its room only once it took it, and the next message's bytes, read
    meanwhile, were ahead of it in the line. Room for the first frame then went to the next
    message's bytes, the first frame waited on them, and they on it: closed 1013 after
    ``request_timeout_s``. Now the first frame's room is asked for when the route arms the
    limits, ahead of what came after it: it is answered with its depth once its room comes, and
    the next one after it."""
    data = encode(photo)
    settings = settings_for(
        tiny_metric_checkpoint, max_body_mb=4, max_body_mb_in_flight=1, request_timeout_s=8
    )
    first_read, go = threading.Event(), threading.Event()
    app = held_turns(busy_app(settings, tiny_metric_model), first_read, go, 0.5)
    with serving_in_thread(app, settings, ws=stopping_protocol()) as url:
        stream = url.replace("http", "ws") + "/stream"

        async def eager() -> tuple[dict | None, dict | None, int | None, str | None]:
            fill(url)
            async with websockets.connect(stream, ping_interval=None) as ws:
                ws.transport.write(frame(BINARY, data, fin=True))  # within the 101's turn
                await until(first_read.is_set)
                # the next message in part: room for it or the first frame, not for both
                ws.transport.write(frame(BINARY, data, fin=True, declared=2 * len(data)))
                go.set()
                await until(lambda: budget_state(url)["waiting"] >= 1)
                await asyncio.sleep(1.0)  # past the receipt's pause: the route took the frame
                give(url, len(data))  # the first frame's room
                try:
                    header = await depth_header(ws, 20)
                except websockets.ConnectionClosed:  # 1013: its room went to the next one
                    give(url, BUDGET - ROOM - len(data))
                    return None, None, ws.close_code, ws.close_reason
                give(url, BUDGET - ROOM - len(data))
                ws.transport.write(bytes(len(data)))  # the rest of the next message
                return header, await depth_header(ws, 20), ws.close_code, ws.close_reason

        header, after, code, reason = asyncio.run(eager())
        assert header is not None and header.get("frame") == 0, (code, reason)
        assert "stats" in header, header  # its depth
        assert after is not None and after.get("frame") == 1, after  # then the next one's
        assert metric(url, "da3_stream_closed_total", reason="message_budget") == 0
        asyncio.run(until(lambda: metric(url, "da3_body_bytes_reserved") == 0))


def test_a_frame_sent_before_the_route_armed_its_limits_finding_no_room_is_closed_1013_in_time(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """The same eager frame with no room ever: closed 1013 only once ``request_timeout_s``
    has passed since the route armed the limits, its bytes let go."""
    data = encode(photo)
    settings = settings_for(
        tiny_metric_checkpoint, max_body_mb=4, max_body_mb_in_flight=1, request_timeout_s=0.8
    )
    first_read, go = threading.Event(), threading.Event()
    app = held_turns(busy_app(settings, tiny_metric_model), first_read, go, 0.0)
    with serving_in_thread(app, settings, ws=stopping_protocol()) as url:
        stream = url.replace("http", "ws") + "/stream"

        async def never_room() -> tuple[int | None, str | None, float]:
            fill(url)
            async with websockets.connect(stream, ping_interval=None) as ws:
                ws.transport.write(frame(BINARY, data, fin=True))
                await until(first_read.is_set)
                armed = time.monotonic()
                go.set()
                await asyncio.wait_for(ws.wait_closed(), 10)
                return ws.close_code, ws.close_reason, time.monotonic() - armed

        code, reason, took = asyncio.run(never_room())
        assert code == 1013, (code, reason)
        assert reason.startswith("no room within 0.8 s for a message of "), reason
        assert took >= 0.7, took  # it waited its request_timeout_s
        assert metric(url, "da3_stream_closed_total", reason="message_budget") == 1
        assert metric(url, "da3_body_bytes_reserved") == BUDGET - ROOM  # its bytes let go
