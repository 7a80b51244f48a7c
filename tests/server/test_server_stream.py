"""``WS /stream``: live depth over a WebSocket. In-process (TestClient) for the protocol, its
errors and the message rate limit, and a real server (uvicorn, configured as ``tt-da3 serve``
configures it) with real ``websockets`` clients for load: several connections at once whose
waiting frames are dropped when the model falls behind (oldest first, counted), a message over
the size uvicorn reads, a slow consumer that reads no reply, and a client that vanishes
mid-stream."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import socket
import time
from collections.abc import Iterator

import httpx
import numpy as np
import pytest
import websockets
from PIL import Image

from support.app_testing import (
    GatedModel,
    SlowModel,
    allow_slow_runs,
    encode,
    ready_client,
    settings_for,
)
from support.server_process import serving_in_thread
from tt_depth_anything_3.server import create_app
from tt_depth_anything_3.server.routes.stream import stream_options


def frames(photo: np.ndarray, count: int) -> list[bytes]:
    return [encode(np.roll(photo, 5 * i, axis=1)) for i in range(count)]


def read_reply(ws) -> tuple[dict, bytes]:
    header = json.loads(ws.receive_text())
    assert "status" not in header, header
    return header, ws.receive_bytes()


def test_each_frame_gets_its_depth(tiny_metric_checkpoint, tiny_metric_model, photo):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        with client.websocket_connect("/stream?png_scale=500") as ws:
            for i, data in enumerate(frames(photo, 3)):
                ws.send_bytes(data)
                header, png = read_reply(ws)
                assert header["frame"] == i and header["format"] == "png"
                depth = np.asarray(Image.open(io.BytesIO(png)))
                assert depth.dtype == np.uint16
                assert depth.shape == (header["height"], header["width"])
                expected = tiny_metric_model(data).to_uint16(500.0).array
                assert np.array_equal(depth, expected)
        with client.websocket_connect("/stream?format=f16&resize_to_original=True") as ws:
            ws.send_bytes(frames(photo, 1)[0])
            header, raw = read_reply(ws)
            depth = np.frombuffer(raw, "<f2").reshape(header["height"], header["width"])
            assert depth.shape == photo.shape[:2] and np.isfinite(depth).all()


def test_bad_frames_are_answered_and_the_stream_goes_on(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, max_body_mb=0.05) as client:
        with client.websocket_connect("/stream") as ws:
            ws.send_bytes(b"not an image")
            assert json.loads(ws.receive_text())["status"] == 400
            ws.send_bytes(encode(np.zeros((4, 4, 3), np.uint8)))
            assert json.loads(ws.receive_text())["status"] == 422
            ws.send_bytes(b"x" * 60_000)
            assert json.loads(ws.receive_text())["status"] == 413
            ws.send_text("hello")
            assert json.loads(ws.receive_text())["status"] == 415
            small = encode(photo[:64, :64])
            ws.send_bytes(small)
            header, _ = read_reply(ws)
            assert header["frame"] == 4


@pytest.mark.parametrize(
    ("value", "expected"), [("True", True), ("FALSE", False), ("true", True), ("False", False)]
)
def test_the_flag_is_true_or_false_in_any_case(value, expected):
    """``resize_to_original=True`` (Python's ``urlencode`` of ``True``; ``/predict_png`` takes
    it, as SERVING.md says ``/stream`` does) closed the stream with 1008: only JSON's ``true``
    was read."""
    options, fmt = stream_options([("resize_to_original", value), ("format", "f16")])
    assert options.resize_to_original is expected and fmt == "f16"


@pytest.mark.parametrize(
    "query", ["resize_to_original=1", "resize_to_original=yes", "png_scale=True"]
)
def test_other_flag_words_and_a_bool_for_a_number_are_refused(query):
    name, value = query.split("=")
    with pytest.raises(ValueError, match=name):
        stream_options([(name, value)])


@pytest.mark.parametrize("query", ["sky_fill=none", "sky_fill=1", "output_format=png"])
def test_an_unknown_option_is_named_as_unknown(query):
    """A name ``/stream`` does not take was refused for its value: ``sky_fill=none`` said
    ``query values must be JSON numbers or true / false`` (as if the option existed and wanted
    a number), ``sky_fill=1`` pydantic's ``Extra inputs are not permitted``; ``/predict_png``
    names it as unknown and lists the accepted ones. Now ``/stream`` says it the same way."""
    name, value = query.split("=")
    with pytest.raises(ValueError) as err:
        stream_options([(name, value), ("api_key", "k")])
    assert str(err.value).startswith(f"unknown query parameter(s) {name} for /stream; accepted:")
    assert "'png_scale'" in str(err.value) and "'format'" in str(err.value)


@pytest.mark.parametrize(
    "query", ["format=jpeg", "png_scale=-1", "max_depth_m=nan", "colour=1", "focal_px=true"]
)
def test_bad_options_close_the_connection_saying_why(
    tiny_metric_checkpoint, tiny_metric_model, query
):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        with pytest.raises(Exception) as err:  # starlette: WebSocketDisconnect(code, reason)
            with client.websocket_connect(f"/stream?{query}") as ws:
                ws.receive_text()
        assert getattr(err.value, "code", None) == 1008


def test_refusals_reach_a_real_client_with_their_code_and_reason(
    tiny_metric_checkpoint, tiny_metric_model
):
    """Over uvicorn (not only the TestClient): a bad option or a missing key is closed 1008
    with its reason after the handshake; a close before the accept would reach the client as
    a bare HTTP 403."""
    settings = settings_for(tiny_metric_checkpoint, api_key="s3cret")

    async def refusal(url: str) -> tuple[int, str]:
        async with websockets.connect(url) as ws:
            with pytest.raises(websockets.ConnectionClosed) as closed:
                await asyncio.wait_for(ws.recv(), 10)
        return closed.value.rcvd.code, closed.value.rcvd.reason

    with serving(create_app(settings, model=tiny_metric_model), settings) as url:
        stream = url.replace("http", "ws") + "/stream?"
        code, reason = asyncio.run(refusal(stream + "format=jpg&api_key=s3cret"))
        assert code == 1008 and "format" in reason, reason
        code, reason = asyncio.run(refusal(stream + "png_scale=abc&api_key=s3cret"))
        assert code == 1008 and "png_scale" in reason, reason
        assert asyncio.run(refusal(stream)) == (1008, "missing or wrong API key")
        assert asyncio.run(refusal(stream + "api_key=wrong")) == (1008, "missing or wrong API key")


def serving(app, settings) -> Iterator[str]:
    """``app`` on uvicorn in a thread (``support.server_process.serving_in_thread``)."""
    return serving_in_thread(app, settings, log_level="warning")


@pytest.fixture()
def served(tiny_metric_checkpoint, tiny_metric_model):
    """A real server on a free port, the model slowed to 0.3 s a frame, max_body_mb 1."""
    settings = settings_for(tiny_metric_checkpoint, max_body_mb=1.0)
    app = create_app(settings, model=SlowModel(tiny_metric_model, 0.3))
    with serving(app, settings) as url:
        yield url


# The server's loggers: uvicorn's, the app's and the web framework's. Other libraries' threads
# left running by earlier tests (Ray Data's usage reporter querying a Prometheus that is not
# there) log into the same root logger and are not the server's errors.
SERVER_LOGGERS = ("uvicorn", "tt_depth_anything_3", "fastapi", "starlette")


def no_errors_logged(caplog) -> None:
    """No error and no traceback in the server's log (uvicorn's and the app's)."""
    bad = [
        r
        for r in caplog.records
        if (r.levelno >= logging.ERROR or r.exc_info)
        and (r.name == "root" or r.name.split(".")[0] in SERVER_LOGGERS)
    ]
    assert not bad, [caplog.text[-3000:]]


def closed_count(url: str, reason: str) -> float:
    for line in httpx.get(f"{url}/metrics").text.splitlines():
        if line.startswith(f'da3_stream_closed_total{{reason="{reason}"}} '):
            return float(line.split()[1])
    return 0.0


async def burst(url: str, data: list[bytes]) -> list[dict]:
    """Send every frame at once, then read replies until the last frame's (or a quiet second)."""
    headers = []
    async with websockets.connect(url.replace("http", "ws") + "/stream", max_size=2**24) as ws:
        for frame in data:
            await ws.send(frame)
        while True:
            try:
                message = await asyncio.wait_for(ws.recv(), 5)
            except TimeoutError:
                break
            if isinstance(message, str):
                headers.append(json.loads(message))
                if headers[-1].get("frame") == len(data) - 1:
                    break
    return headers


def test_real_clients_under_load(served, photo):
    """Three connections at once, each bursting 8 frames into a model that takes 0.3 s a
    frame: every reply is in order, the frames that could not wait were dropped and said so,
    the last frame is always answered, and /metrics counts the drops."""
    data = frames(photo[:96, :128], 8)

    async def main() -> list[list[dict]]:
        return await asyncio.gather(*(burst(served, data) for _ in range(3)))

    results = asyncio.run(main())
    for headers in results:
        answered = [h["frame"] for h in headers]
        assert answered == sorted(answered) and answered[-1] == 7
        assert headers[-1]["dropped"] == 8 - len(answered) > 0
    metrics = httpx.get(f"{served}/metrics").text
    dropped = sum(8 - len(h) for h in results)
    assert f"da3_stream_dropped_frames_total {float(dropped)}" in metrics


def test_a_vanishing_client_ends_its_work(served, photo, caplog):
    data = frames(photo[:96, :128], 4)

    async def vanish() -> None:
        ws = await websockets.connect(served.replace("http", "ws") + "/stream")
        for frame in data:
            await ws.send(frame)
        ws.transport.abort()  # no close handshake

    asyncio.run(vanish())
    time.sleep(1.5)  # the frame on the device finishes; nothing else runs
    assert httpx.get(f"{served}/health").status_code == 200
    headers = asyncio.run(burst(served, data[:1]))
    assert [h["frame"] for h in headers] == [0]
    no_errors_logged(caplog)


def test_the_api_key_guards_the_stream(tiny_metric_checkpoint, tiny_metric_model, photo):
    """With ``api_key`` set, a connection without it is closed (1008); the header or, for a
    browser, ``?api_key=`` opens it."""
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, api_key="s3cret") as client:
        with pytest.raises(Exception) as err:
            with client.websocket_connect("/stream") as ws:
                ws.receive_text()
        assert getattr(err.value, "code", None) == 1008
        headers = {"Authorization": "Bearer s3cret"}
        for url, extra in (("/stream", headers), ("/stream?api_key=s3cret", {})):
            with client.websocket_connect(url, headers=extra) as ws:
                ws.send_bytes(frames(photo, 1)[0])
                assert read_reply(ws)[0]["frame"] == 0


def test_a_client_over_the_message_rate_is_closed(tiny_metric_checkpoint, tiny_metric_model):
    """``max_stream_messages_per_s`` 5: a burst of 5 is taken, the 6th message within the
    second closes the connection (1008, saying the limit), counted in ``/metrics``."""
    limits = {"max_stream_messages_per_s": 5.0}
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, **limits) as client:
        with pytest.raises(Exception) as err:  # starlette: WebSocketDisconnect(code, reason)
            with client.websocket_connect("/stream") as ws:
                for _ in range(6):
                    ws.send_text("not a frame")  # cheap to send: each is answered 415
                replies = [json.loads(ws.receive_text())["status"] for _ in range(5)]
                assert replies == [415] * 5
                ws.receive_text()
        assert getattr(err.value, "code", None) == 1008
        assert "messages a second" in getattr(err.value, "reason", "")
        metrics = client.get("/metrics").text
        assert 'da3_stream_closed_total{reason="rate"} 1.0' in metrics
        with client.websocket_connect("/stream") as ws:  # a new connection starts afresh
            ws.send_text("again")
            assert json.loads(ws.receive_text())["status"] == 415


def test_a_message_over_twice_the_body_limit_is_not_read(served, caplog):
    """max_body_mb 1: a 1.5 MiB message is answered 413 and the stream goes on; a 3 MiB one
    (over uvicorn's ws_max_size, twice max_body_mb) closes the connection with 1009."""

    async def main() -> tuple[int, int | None]:
        url = served.replace("http", "ws") + "/stream"
        async with websockets.connect(url, max_size=2**24) as ws:
            await ws.send(b"x" * (3 << 19))
            status = json.loads(await asyncio.wait_for(ws.recv(), 10))["status"]
            await ws.send(b"x" * (3 << 20))
            with pytest.raises(websockets.ConnectionClosed) as closed:
                await asyncio.wait_for(ws.recv(), 10)
            return status, closed.value.rcvd.code if closed.value.rcvd else None

    assert asyncio.run(main()) == (413, 1009)
    assert httpx.get(f"{served}/health").status_code == 200
    no_errors_logged(caplog)


def test_a_slow_consumer_is_closed_and_its_work_ends(tiny_metric_checkpoint, tiny_metric_model,
                                                     photo, caplog):  # fmt: skip
    """A client that sends frames and reads nothing: the depth replies (float16 at the
    original size, 4.5 MB each) fill the connection's buffers, the server's next send is not
    taken within request_timeout_s (1.5 s), and the server closes the connection, counted as
    ``slow_consumer``; its work has ended (pixels and queue back to 0) and others are served."""
    settings = settings_for(tiny_metric_checkpoint, request_timeout_s=1.5, max_body_mb=4.0)
    app = create_app(settings, model=tiny_metric_model)
    big = encode(np.tile(photo, (17, 13, 1)))  # 1530 x 1560
    with serving(app, settings) as url:
        sock = socket.create_connection(("127.0.0.1", int(url.rsplit(":", 1)[1])))
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)

        async def flood() -> None:
            target = url.replace("http", "ws") + "/stream?format=f16&resize_to_original=true"
            ws = await websockets.connect(target, sock=sock, max_size=2**24, max_queue=1)
            for _ in range(6):
                await ws.send(big)
                await asyncio.sleep(0.2)
            deadline = time.monotonic() + 30
            while closed_count(url, "slow_consumer") == 0 and time.monotonic() < deadline:
                await asyncio.sleep(0.2)
            ws.transport.abort()

        asyncio.run(flood())
        assert closed_count(url, "slow_consumer") == 1
        info = httpx.get(f"{url}/info").json()
        assert info["queue"]["pixels_reserved"] == 0, info["queue"]
        allow_slow_runs(app)  # the next frame's own run needs no 1.5 s race on a loaded machine
        headers = asyncio.run(burst(url, [encode(photo)]))
        assert [h["frame"] for h in headers] == [0]
    no_errors_logged(caplog)


def body_bytes_reserved(url: str) -> float:
    for line in httpx.get(f"{url}/metrics").text.splitlines():
        if line.startswith("da3_body_bytes_reserved "):
            return float(line.split()[1])
    raise AssertionError("no da3_body_bytes_reserved in /metrics")


def test_frames_count_in_the_body_budget(tiny_metric_checkpoint, tiny_metric_model, photo,
                                         caplog):  # fmt: skip
    """Received frames hold their bytes in max_body_mb_in_flight until decoded or dropped:
    with the model held, connection A's waiting frame holds its bytes; connection B's frame,
    finding no room (the budget is 1.5 frames), waits for it (it was answered 503 at once)
    and is answered once A's frames ran; B's stream goes on; once both closed, every byte is
    given back."""
    frame = frames(photo, 1)[0]
    model = GatedModel(tiny_metric_model)
    settings = settings_for(
        tiny_metric_checkpoint, max_body_mb_in_flight=1.5 * len(frame) / (1 << 20)
    )
    app = create_app(settings, model=model)
    with serving(app, settings) as url:
        target = url.replace("http", "ws") + "/stream"

        async def until(condition, what: str) -> None:
            deadline = time.monotonic() + 30
            while not condition():
                assert time.monotonic() < deadline, what
                await asyncio.sleep(0.05)

        async def main() -> tuple[int, list[int], int]:
            async with websockets.connect(target) as a, websockets.connect(target) as b:
                await a.send(frame)  # frame 0 runs, held at the gate
                await until(model.entered.is_set, "frame 0 never reached the model")
                await a.send(frame)  # frame 1: decoded at once (or dropped for frame 2)
                await asyncio.sleep(0.5)
                await a.send(frame)  # frame 2 waits, its bytes in the budget
                await until(lambda: body_bytes_reserved(url) == len(frame), "frame 2 not held")
                await b.send(frame)
                with pytest.raises(asyncio.TimeoutError):  # no room: it waits, unanswered
                    await asyncio.wait_for(b.recv(), 0.5)
                assert body_bytes_reserved(url) == len(frame)
                model.gate.set()
                served_a = []
                while not served_a or served_a[-1] != 2:
                    message = await asyncio.wait_for(a.recv(), 30)
                    if isinstance(message, str):
                        served_a.append(json.loads(message)["frame"])
                waited = json.loads(await asyncio.wait_for(b.recv(), 30))
                assert isinstance(await asyncio.wait_for(b.recv(), 30), bytes)  # its depth
                await b.send(frame)
                after = json.loads(await asyncio.wait_for(b.recv(), 30))
                return waited, served_a, after["frame"]

        waited, served_a, after = asyncio.run(main())
        assert waited["frame"] == 0 and "stats" in waited, waited  # answered, not 503
        assert served_a in ([0, 1, 2], [0, 2]) and after == 1, served_a
        deadline = time.monotonic() + 10
        while body_bytes_reserved(url) != 0:
            assert time.monotonic() < deadline, body_bytes_reserved(url)
            time.sleep(0.05)
    no_errors_logged(caplog)
