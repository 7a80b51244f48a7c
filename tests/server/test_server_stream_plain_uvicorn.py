"""``WS /stream`` under plain uvicorn (``uvicorn tt_depth_anything_3.server:app``, as in
``tt-model.yaml``): the message limits (``server.stream_hold``: a message still arriving timed by
``body_timeout_s`` and counted in the body budget, waiting for room) and the answer at the stop
live in ``tt-da3 serve``'s WebSocket protocol. SERVING.md says plain uvicorn gets them with
``--ws tt_depth_anything_3.server.stream_stop:StoppingWebSockets``; without it a message never
completed is neither timed nor counted. Both checked on a real uvicorn process."""

from __future__ import annotations

import asyncio
import time

import pytest
from test_server_stream_hold import BINARY, frame, metric

from support.server_process import free_port, running_process, uvicorn_command

STOPPING_WS = "tt_depth_anything_3.server.stream_stop:StoppingWebSockets"
BODY_TIMEOUT_S = 2.0


@pytest.mark.parametrize("ws", ["--ws StoppingWebSockets", "uvicorn's own"])
def test_plain_uvicorn_gets_the_message_limits_with_its_ws_flag(
    ws, tiny_metric_checkpoint, tmp_path
):
    import websockets

    port = free_port()
    command = uvicorn_command(port)
    if ws != "uvicorn's own":
        command += ["--ws", STOPPING_WS, "--ws-max-size", str(8 * 1024 * 1024)]
    env = {
        "TT_DA3_WEIGHTS": str(tiny_metric_checkpoint),
        "TT_DA3_DEVICE": "cpu",
        "TT_DA3_PROCESS_RES": "70",
        "TT_DA3_BODY_TIMEOUT_S": str(BODY_TIMEOUT_S),
    }
    with running_process(command, port, tmp_path / "server.log", env) as (url, _):
        stream = url.replace("http", "ws") + "/stream"

        async def stalled() -> tuple[float, int | None, str | None, float]:
            async with websockets.connect(stream, ping_interval=None) as ws_client:
                ws_client.transport.write(frame(BINARY, b"x" * 300_000, fin=False))
                start, held = time.monotonic(), 0.0
                while time.monotonic() - start < 1.0 and held < 300_000:
                    held = metric(url, "da3_body_bytes_reserved")
                    await asyncio.sleep(0.05)
                try:
                    await asyncio.wait_for(ws_client.wait_closed(), BODY_TIMEOUT_S + 3)
                except asyncio.TimeoutError:
                    pass  # never closed: the test's answer for uvicorn's own protocol
                took = time.monotonic() - start
                return held, ws_client.close_code, ws_client.close_reason, took

        held, code, reason, took = asyncio.run(stalled())
    if ws == "uvicorn's own":  # what plain uvicorn lacks without the flag
        assert held == 0 and code is None, (held, code, reason)
        return
    assert held >= 300_000  # counted in the body budget
    assert code == 1008 and "body_timeout_s" in (reason or ""), (code, reason)
    assert took < BODY_TIMEOUT_S + 2, took
