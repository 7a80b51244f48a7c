"""What open ``WS /stream`` connections, queued requests and a wedged device get at
``tt-da3 serve``'s stop (SIGTERM / Ctrl-C): its uvicorn settings
(``cli.serve_uvicorn.uvicorn_options``) and its ``StoppingServer``, in a thread, on a model the
test holds on the device (``HeldModel``).

uvicorn closed every WebSocket at the stop's first moment, 1012 and no reason: the frame on the
device was computed for nobody. Now the frames taken are answered, then the stream is closed
1012 saying so (``server.stream_stop``); one still running when ``--graceful-stop-s`` runs
out, or at a forced stop, is closed 1012 with ``CUT_REASON`` then, not later: the application's
shutdown waited for the job on the device on the event loop, which held the close (and a cut
request's 503) until that job ended."""

from __future__ import annotations

import asyncio
import json
import logging
import signal
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
import websockets
from uvicorn.importer import import_from_string

from support.app_testing import GatedModel, encode, settings_for
from support.uvicorn_thread import serving_in_thread
from tt_depth_anything_3.cli.serve_uvicorn import uvicorn_options
from tt_depth_anything_3.server import ServerSettings, factory
from tt_depth_anything_3.server.factory import device_job_left
from tt_depth_anything_3.server.forced_stop import StoppingServer
from tt_depth_anything_3.server.routes.stream import Inbox
from tt_depth_anything_3.server.stopping import DETAIL
from tt_depth_anything_3.server.stream_stop import (
    CUT_REASON,
    STOP_CODE,
    STOP_REASON,
    stopping_protocol,
    watch_stop,
)

WAIT_S = 30  # the longest any awaited state may take on a loaded machine


class HeldModel(GatedModel):
    """The real model; each call waits (``WAIT_S`` at most) for ``gate``, set by the test."""

    def __call__(self, *args, **kwargs):
        self.entered.set()
        assert self.gate.wait(WAIT_S * 2), "test gate never opened"
        return self._model(*args, **kwargs)


def serving(settings, model):
    """``support.uvicorn_thread.serving_in_thread``, uvicorn's records at info reaching the
    root logger (``caplog``)."""
    return serving_in_thread(settings, model, log_level="info", log_config=None)


def wait_stop_began(url: str) -> None:
    """Until the listening socket is closed: uvicorn closes it and tells every connection in
    the same step of its shutdown."""
    host, port = url.removeprefix("http://").split(":")
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        try:
            socket.create_connection((host, int(port)), timeout=1).close()
        except OSError:
            return
        time.sleep(0.05)
    raise AssertionError("the server never closed its listening socket")


async def wait_on(event: threading.Event) -> None:
    assert await asyncio.to_thread(event.wait, WAIT_S)


def ws_url(url: str) -> str:
    return url.replace("http", "ws") + "/stream?format=png"


async def closed_with(ws) -> websockets.ConnectionClosed:
    """The close ``ws`` gets next (within ``WAIT_S``; no other message first)."""
    with pytest.raises(websockets.ConnectionClosed) as closed:
        message = await asyncio.wait_for(ws.recv(), WAIT_S)
        raise AssertionError(f"a message instead of the close: {message!r:.200}")
    return closed.value


def test_a_stream_answers_its_frame_then_closes_1012(
    tiny_metric_checkpoint, tiny_metric_model, photo, caplog
):
    """At SIGTERM the frame on the device is answered, then the stream is closed 1012 with
    ``STOP_REASON``; an idle stream is closed so at once. Before: both closed 1012 at once,
    no reason, the frame's reply never sent."""
    model = HeldModel(tiny_metric_model)
    settings = settings_for(tiny_metric_checkpoint, graceful_stop_s=WAIT_S * 2.0)
    with serving(settings, model) as (url, server, thread):

        async def run():
            async with (
                websockets.connect(ws_url(url), max_size=2**24) as busy,
                websockets.connect(ws_url(url)) as idle,
            ):
                await busy.send(encode(photo))
                await wait_on(model.entered)  # the frame is on the device
                server.handle_exit(signal.SIGTERM, None)
                await asyncio.to_thread(wait_stop_began, url)
                idle_close = await closed_with(idle)  # the frame is still held
                model.gate.set()
                header = json.loads(await asyncio.wait_for(busy.recv(), WAIT_S))
                depth = await asyncio.wait_for(busy.recv(), WAIT_S)
                return idle_close, header, depth, await closed_with(busy)

        with caplog.at_level(logging.INFO):
            idle_close, header, depth, busy_close = asyncio.run(run())
            thread.join(WAIT_S)
        assert not thread.is_alive()  # then the server stopped
    assert header["frame"] == 0 and header["dropped"] == 0
    assert isinstance(depth, bytes) and depth.startswith(b"\x89PNG")
    for closed in (idle_close, busy_close):
        assert closed.rcvd is not None, closed
        assert (closed.rcvd.code, closed.rcvd.reason) == (STOP_CODE, STOP_REASON)
    assert "Exception in ASGI application" not in caplog.text


@pytest.mark.parametrize("how", ["period", "forced"])
def test_a_stream_still_running_is_closed_1012_when_cut(
    how, tiny_metric_checkpoint, tiny_metric_model, photo, caplog
):
    """A frame still on the device when ``--graceful-stop-s`` runs out (``period``), or at a
    second SIGTERM (``forced``): the stream is closed 1012 with ``CUT_REASON`` then, before
    the frame ends (the test ends it only after the close), no traceback logged."""
    model = HeldModel(tiny_metric_model)
    period_s = 0.3 if how == "period" else WAIT_S * 2.0
    settings = settings_for(tiny_metric_checkpoint, graceful_stop_s=period_s)
    with serving(settings, model) as (url, server, thread):

        async def run():
            async with websockets.connect(ws_url(url), max_size=2**24) as ws:
                await ws.send(encode(photo))
                await wait_on(model.entered)
                server.handle_exit(signal.SIGTERM, None)
                if how == "forced":
                    await asyncio.to_thread(wait_stop_began, url)
                    server.handle_exit(signal.SIGTERM, None)
                closed = await closed_with(ws)
                model.gate.set()
                return closed

        with caplog.at_level(logging.INFO):
            closed = asyncio.run(run())
            thread.join(WAIT_S)
        assert not thread.is_alive()
    assert closed.rcvd is not None, closed
    assert (closed.rcvd.code, closed.rcvd.reason) == (STOP_CODE, CUT_REASON)
    assert "WebSocket /stream: cut by the server's stop, closed 1012" in caplog.text
    assert "Exception in ASGI application" not in caplog.text


def test_requests_cut_by_the_stop_get_503_and_the_gauges_go_back_to_0(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """A request on the device and one queued behind it when ``--graceful-stop-s`` runs out:
    each is answered 503 with ``Retry-After`` and the stop's detail, each counted 503, and
    nothing stays held (in flight, waiting, pixels, body bytes)."""
    model = HeldModel(tiny_metric_model)
    settings = settings_for(tiny_metric_checkpoint, graceful_stop_s=0.3)
    png = encode(photo)
    with serving(settings, model) as (url, server, thread):
        state = served_state(server)

        def post() -> httpx.Response:
            return httpx.post(
                f"{url}/predict_png", content=png, headers={"Content-Type": "image/png"},
                timeout=WAIT_S * 2,
            )  # fmt: skip

        with ThreadPoolExecutor(2) as pool:
            running = pool.submit(post)
            assert model.entered.wait(WAIT_S)
            queued = pool.submit(post)
            deadline = time.monotonic() + WAIT_S
            while state.runner.waiting < 1:  # the second request waits for the device
                assert time.monotonic() < deadline, "the second request never queued"
                time.sleep(0.02)
            server.handle_exit(signal.SIGTERM, None)
            answers = [running.result(WAIT_S), queued.result(WAIT_S)]
        model.gate.set()
        thread.join(WAIT_S)
        assert not thread.is_alive()
    for answer in answers:
        assert answer.status_code == 503, answer.text
        assert answer.headers["retry-after"] == "1"
        assert answer.json()["detail"] == DETAIL
    runner = state.runner
    assert (runner.in_flight, runner.waiting) == (0, 0)
    assert (runner.pixels.reserved, runner.bodies.reserved) == (0, 0)
    text = state.metrics.render().decode()
    assert 'da3_requests_total{route="/predict_png",status="503"} 2.0' in text
    assert "da3_requests_in_flight 0.0" in text and "da3_queue_depth 0.0" in text


def served_app(server: StoppingServer):
    """The app ``server`` runs (under uvicorn's wrappers)."""
    app = server.config.loaded_app
    while not hasattr(app, "state"):
        app = app.app
    return app


def served_state(server: StoppingServer):
    """The ``ServerState`` of the app ``server`` runs."""
    return served_app(server).state.server


def test_a_wedged_device_does_not_hold_the_stop(
    tiny_metric_checkpoint, tiny_metric_model, photo, monkeypatch, caplog
):
    """A job that never ends on the device (a wedged device; the model here ignores its
    request's cancel) held the application's shutdown for good, a second SIGTERM too: it now
    gets ``STOP_DEVICE_WAIT_S``, then the server stops without it, saying so, and
    ``device_job_left`` tells ``tt-da3 serve`` to leave without the interpreter's teardown
    (which would wait for that thread)."""
    monkeypatch.setattr(factory, "STOP_DEVICE_WAIT_S", 0.5)
    model = HeldModel(tiny_metric_model)
    settings = settings_for(tiny_metric_checkpoint, graceful_stop_s=0.3)
    png = encode(photo)
    with serving(settings, model) as (url, server, thread):
        app = served_app(server)
        with ThreadPoolExecutor(1) as pool, caplog.at_level(logging.WARNING):
            answer = pool.submit(
                httpx.post, f"{url}/predict_png", content=png,
                headers={"Content-Type": "image/png"}, timeout=WAIT_S * 2,
            )  # fmt: skip
            assert model.entered.wait(WAIT_S)
            server.handle_exit(signal.SIGTERM, None)
            assert answer.result(WAIT_S).status_code == 503
            thread.join(WAIT_S)
            assert not thread.is_alive(), "the stop waited for the job on the device"
        assert device_job_left(app)  # the model is still held
        model.gate.set()
        assert app.state.server.runner.device_idle(WAIT_S)
        assert not device_job_left(app)
    assert "the job on the device has not ended 0.5 s after the stop" in caplog.text


def test_a_closed_inbox_takes_no_frame():
    """Once the stop closed a stream's inbox, a frame that still arrives is not queued (it
    would have been answered after the stop's close): its budget bytes go back at once, and
    it is counted (``refused``), as the waiting frames the close dropped are (its return)."""
    given: list[int] = []
    inbox = Inbox(3, given.append)
    inbox.put(0, b"a", 2)
    inbox.put(1, b"b", 3)
    assert inbox.close() == 2 and given == [2, 3] and inbox.refused == 0
    assert inbox.put(2, b"frame", 5) == 0
    assert given == [2, 3, 5] and not inbox.frames and inbox.refused == 1
    assert inbox.close() == 0


def sample(server, name: str, labels: dict[str, str] | None = None) -> float:
    """A sample of the served app's metrics (read from its registry: the server may be gone)."""
    registry = server.config.app.state.server.metrics.registry
    return registry.get_sample_value(name, labels or {}) or 0.0


OK = {"status": "200"}


@pytest.mark.parametrize("how", ["stop", "closed"])
def test_frames_never_answered_are_counted(how, tiny_metric_checkpoint, tiny_metric_model, photo):
    """Three frames sent while the first is on the device: the second is taken (decoded) and
    the third waits. At the server's stop (``stop``) or when the client goes (``closed``) the
    waiting frame is never answered: ``da3_stream_unanswered_frames_total{reason}`` counts
    it (before: dropped uncounted); at the stop both taken frames are still answered; when the
    client goes they are counted too (cut, counted nowhere before; or answered to a client
    gone), so received = answered + unanswered."""
    model = HeldModel(tiny_metric_model)
    settings = settings_for(tiny_metric_checkpoint, graceful_stop_s=WAIT_S * 2.0)
    data = [encode(photo[:, i:]) for i in range(3)]  # the waiting frame's size: its own
    with serving(settings, model) as (url, server, thread):

        async def run():
            async with websockets.connect(ws_url(url), max_size=2**24) as ws:
                await ws.send(data[0])
                await wait_on(model.entered)
                await ws.send(data[1])
                await ws.send(data[2])
                deadline = time.monotonic() + WAIT_S  # until only the third holds its bytes
                while sample(server, "da3_body_bytes_reserved") != len(data[2]):
                    assert time.monotonic() < deadline, sample(server, "da3_body_bytes_reserved")
                    await asyncio.sleep(0.02)
                if how == "closed":
                    return None
                server.handle_exit(signal.SIGTERM, None)
                await asyncio.to_thread(wait_stop_began, url)
                model.gate.set()
                frames = []
                for _ in range(2):
                    frames.append(json.loads(await asyncio.wait_for(ws.recv(), WAIT_S))["frame"])
                    await asyncio.wait_for(ws.recv(), WAIT_S)  # its depth
                return frames, await closed_with(ws)

        answered = asyncio.run(run())
        model.gate.set()
        deadline = time.monotonic() + WAIT_S
        labels = {"reason": how}
        while sample(server, "da3_stream_unanswered_frames_total", labels) == 0:
            assert time.monotonic() < deadline, "the unanswered frame was never counted"
            time.sleep(0.02)
        if how == "stop":
            thread.join(WAIT_S)
            frames, closed = answered
            assert frames == [0, 1] and closed.rcvd.code == STOP_CODE
        other = {"reason": "closed" if how == "stop" else "stop"}
        unanswered = sample(server, "da3_stream_unanswered_frames_total", labels)
        if how == "closed":  # the two taken frames too: cut, or answered to a client gone
            while unanswered + sample(server, "da3_stream_frames_answered_total", OK) != 3:
                assert time.monotonic() < deadline, unanswered
                time.sleep(0.02)
                unanswered = sample(server, "da3_stream_unanswered_frames_total", labels)
            assert unanswered >= 1.0
        else:
            assert unanswered == 1.0
        assert sample(server, "da3_stream_frames_received_total") == 3.0
        assert sample(server, "da3_stream_unanswered_frames_total", other) == 0.0
        assert sample(server, "da3_stream_dropped_frames_total") == 0.0


def test_only_a_server_with_the_protocol_tells_the_route():
    """``watch_stop`` finds the notice ``StoppingWebSockets`` puts in the scope; under another
    server (a test client, plain uvicorn) there is none and uvicorn's close stays."""
    assert watch_stop({"type": "websocket", "extensions": {}}) is None
    assert watch_stop({"type": "websocket"}) is None
    protocol = stopping_protocol()
    assert protocol is not None and protocol.__name__.startswith("Stopping")
    assert uvicorn_options(ServerSettings())["ws"].__name__ == protocol.__name__
    # plain uvicorn's --ws takes it by name
    named = import_from_string("tt_depth_anything_3.server.stream_stop:StoppingWebSockets")
    assert named.__name__ == protocol.__name__
