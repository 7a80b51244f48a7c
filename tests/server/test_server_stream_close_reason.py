"""A WebSocket close reason fits its frame: RFC 6455 allows 123 bytes of reason, and ours were
cut to 120 *characters*. A reason with non-ASCII text (a query value such as ``format=é...``, a
load error naming a folder ``Modèles/``) was over 123 bytes in UTF-8: uvicorn's websockets
raised ``control frame too long``, logged "Exception in ASGI application", and the client got
no close code or reason (1006). Now each reason is cut to 123 bytes on a character boundary."""

from __future__ import annotations

import asyncio

import pytest

from support.app_testing import settings_for
from support.uvicorn_thread import serving_in_thread
from tt_depth_anything_3.server.stream_stop import MAX_CLOSE_REASON_BYTES, close_reason

websockets = pytest.importorskip("websockets")


@pytest.fixture(scope="module")
def ws_url(tiny_metric_checkpoint, tiny_metric_model):
    settings = settings_for(tiny_metric_checkpoint)
    with serving_in_thread(settings, tiny_metric_model) as (url, _, _):
        yield url.replace("http://", "ws://")


async def closed_with(url: str) -> tuple[int | None, str | None]:
    try:
        async with websockets.connect(url) as ws:
            await ws.recv()
    except websockets.ConnectionClosed as closed:
        received = closed.rcvd
        return (received.code, received.reason) if received is not None else (None, None)
    raise AssertionError("the connection was not closed")


@pytest.mark.parametrize("value", ["é" * 200, "日本" * 40, "x" * 300])
def test_a_refusal_naming_a_long_query_value_keeps_its_close_code(ws_url, value):
    code, reason = asyncio.run(closed_with(f"{ws_url}/stream?format={value}"))
    assert code == 1008, (code, reason)
    assert reason.startswith("format must be one of ('png', 'f16'), got ")
    assert len(reason.encode("utf-8")) <= MAX_CLOSE_REASON_BYTES


def test_close_reason_cuts_on_a_character_boundary():
    assert close_reason("short") == "short"
    assert close_reason("a" * 200) == "a" * 120  # ASCII: the 120 characters as before
    cut = close_reason("é" * 200)
    assert len(cut.encode("utf-8")) <= MAX_CLOSE_REASON_BYTES and set(cut) == {"é"}
    cut = close_reason("a" + "😀" * 60)
    assert cut.startswith("a😀") and len(cut.encode("utf-8")) <= MAX_CLOSE_REASON_BYTES
