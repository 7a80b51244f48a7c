"""``/metrics`` counts ``WS /stream`` traffic so it adds up: ``da3_stream_frames_received_total``
(each message a client sent) equals ``da3_stream_frames_answered_total{status}`` (depth: 200; an
error reply: its status) plus ``da3_stream_dropped_frames_total`` plus
``da3_stream_unanswered_frames_total{reason}`` once the connections end. There was no count of
frames received or answered: the drops and the unanswered could not be set against anything,
and a frame cut while running (its client gone) was counted nowhere."""

from __future__ import annotations

import asyncio
import json
import time

import httpx
import numpy as np
import websockets
from prometheus_client.parser import text_string_to_metric_families

from support.app_testing import SlowModel, encode, ready_client, settings_for
from support.server_process import serving_in_thread
from tt_depth_anything_3.server import create_app


def stream_counts(text: str) -> dict[str, float]:
    """The stream's counters in a ``/metrics`` text: received, answered (all statuses, and
    ``answered_<status>`` each), dropped and unanswered (all reasons)."""
    counts = {"received": 0.0, "answered": 0.0, "dropped": 0.0, "unanswered": 0.0}
    names = {
        "da3_stream_frames_received_total": "received",
        "da3_stream_frames_answered_total": "answered",
        "da3_stream_dropped_frames_total": "dropped",
        "da3_stream_unanswered_frames_total": "unanswered",
    }
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name in names:
                counts[names[sample.name]] += sample.value
                if "status" in sample.labels:
                    key = f"answered_{sample.labels['status']}"
                    counts[key] = counts.get(key, 0.0) + sample.value
    return counts


def adds_up(counts: dict[str, float]) -> bool:
    return counts["received"] == counts["answered"] + counts["dropped"] + counts["unanswered"]


def test_frames_received_and_answered_are_counted_by_status(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    data = encode(photo)
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        with client.websocket_connect("/stream") as ws:
            for _ in range(2):
                ws.send_bytes(data)
                assert "stats" in json.loads(ws.receive_text())
                ws.receive_bytes()
            ws.send_text("not a frame")
            assert json.loads(ws.receive_text())["status"] == 415
            ws.send_bytes(b"not an image")
            assert json.loads(ws.receive_text())["status"] == 400
        counts = stream_counts(client.get("/metrics").text)
    assert counts["received"] == 4
    assert counts["answered_200"] == 2 and counts["answered_415"] == 1
    assert counts["answered_400"] == 1
    assert counts["dropped"] == counts["unanswered"] == 0
    assert adds_up(counts), counts


def test_a_burst_and_a_vanishing_client_add_up(tiny_metric_checkpoint, tiny_metric_model, photo):
    """Bursts into a slow model (frames dropped) and a client that vanishes with a frame
    running and frames waiting (unanswered): every frame received is counted once."""
    settings = settings_for(tiny_metric_checkpoint)
    app = create_app(settings, model=SlowModel(tiny_metric_model, 0.4))
    data = [encode(np.roll(photo[:96, :128], 5 * i, axis=1)) for i in range(6)]
    with serving_in_thread(app, settings) as url:
        stream = url.replace("http", "ws") + "/stream"

        async def vanish() -> None:
            ws = await websockets.connect(stream)
            for frame in data:
                await ws.send(frame)
            await asyncio.sleep(0.6)  # a frame is running
            ws.transport.abort()  # no close handshake

        async def burst_and_read() -> int:
            async with websockets.connect(stream) as ws:
                for frame in data:
                    await ws.send(frame)
                replies = 0
                while True:
                    message = await asyncio.wait_for(ws.recv(), 30)
                    if isinstance(message, str):
                        replies += 1
                        if json.loads(message)["frame"] == len(data) - 1:
                            return replies

        asyncio.run(vanish())
        answered = asyncio.run(burst_and_read())
        deadline = time.monotonic() + 30
        while not adds_up(counts := stream_counts(httpx.get(f"{url}/metrics").text)):
            assert time.monotonic() < deadline, counts  # the vanished client's work ending
            time.sleep(0.1)
    assert counts["received"] == 2 * len(data)
    assert counts["unanswered"] > 0 and counts["dropped"] > 0
    assert counts["answered_200"] >= answered
