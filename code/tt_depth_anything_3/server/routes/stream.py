"""``WS /stream``: live depth of a stream of frames over one WebSocket.

The client sends each frame as one binary message (an encoded image, as ``/predict_png``
takes); the server answers each frame it runs with two messages: a JSON text (``frame``, its
index; ``dropped``, frames dropped so far; ``stats``; ``timing_ms``; ``width`` / ``height``;
``format``; ``saturation_m`` / ``saturated_pixels``, a PNG's clipping as ``/predict`` says it)
and a binary one, the depth as a 16-bit PNG (``format=png``, ``png_scale`` units
per metre) or raw little-endian float16 (``format=f16``). Options come once, in the query
(``png_scale``, ``max_depth_m``, ``focal_px``, ``resize_to_original``, ``format``).

Per connection, one frame runs while the next is decoded, and at most ``STREAM_WAITING`` frames
wait (on a fresh connection also in the two places the pipeline is not using yet); when the
model falls behind, the oldest waiting frame is dropped (the reply says how many
were; ``/metrics`` counts them in ``da3_stream_dropped_frames``). A frame the server cannot take
(over ``max_body_mb``, undecodable, too small or large) is answered with a JSON error of the
status ``/predict_png`` gives (``{"frame", "status", "detail"}``) and the stream goes on.

Received frames count in the server's body budget (``max_body_mb_in_flight``, with the request
bodies of every route) from their arrival until they are decoded or dropped; a frame keeps the
room held for it while it arrived (``stream_limits.claim_message``), and one that finds no room
waits in the budget's line with the request bodies, first come first served, the connection not
read meanwhile, then is answered as any frame; no room within ``request_timeout_s``: close 1013.

Limits: a message over twice ``max_body_mb`` is not read (``tt-da3 serve`` sets uvicorn's
``ws_max_size``: close 1009); a message still arriving has ``body_timeout_s`` from its first
byte (close 1008) and its bytes count in the body budget meanwhile (no room: the connection
is not read until room comes, as a request body waits, for at most ``request_timeout_s``, then
close 1013; ``stream_hold``, armed here); a client sending more than
``max_stream_messages_per_s`` messages a second (a burst of one second's worth) is closed
(1008); a client that does not take a reply
within ``request_timeout_s`` (a slow consumer) is closed (1008) and its work ends, its waiting
frames dropped; a stream that sends no message for ``stream_idle_timeout_s``, none of its frames
waiting or running, is closed 1001. ``/metrics`` counts these closes in
``da3_stream_closed{reason}``. A client that vanishes ends the connection's work; the frame on
the device finishes there first. Frames received and never answered (waiting when the connection
ended, or at the server's stop) are counted in ``da3_stream_unanswered_frames{reason}``
(``closed``, ``stop``); with ``da3_stream_frames_received`` and
``da3_stream_frames_answered{status}`` they add up (``stream_inbox.Inbox.unaccounted``).

At the server's stop (``tt-da3 serve``: Ctrl-C / SIGTERM) no new frame is taken, the frames
taken are answered and the connection is closed 1012 saying so (``stream_stop``); one still
running when ``--graceful-stop-s`` runs out is closed 1012 then (``stopping.AnswerAtStop``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import Any

import numpy as np
from fastapi import APIRouter, HTTPException, WebSocket, WebSocketDisconnect

from ...inference.outputs import DepthOutput
from ..close_reasons import no_room_reason
from ..decoding import decode_opened, open_request_image
from ..encoding import finite_stats, frame_timing
from ..lifecycle import OUTPUT_PIXEL_WEIGHT, run_model
from ..log_redaction import log_websocket_refusal
from ..schemas import DepthOptions
from ..state import ServerState
from ..stream_inbox import STREAM_PIPELINE as STREAM_PIPELINE  # here too, as before
from ..stream_inbox import STREAM_WAITING, Inbox, RateLimit
from ..stream_limits import arm_message_limits, claim_message, message_arriving
from ..stream_query import FORMATS as FORMATS  # here too, as before
from ..stream_query import stream_options as stream_options
from ..stream_stop import STOP_CODE, STOP_REASON, close_reason, stop_requested, watch_stop

router = APIRouter()
CLOSE_WAIT_S = 1.0  # the close frame's send to a client that may read nothing
F16_MAX = float(np.finfo(np.float16).max)  # 65504: f16 depth over it is sent as it, counted
POLICY_VIOLATION = 1008  # WebSocket close codes
INTERNAL_ERROR = 1011  # the model failed to load: no retry helps (/ready: 503, no Retry-After)
TRY_AGAIN_LATER = 1013  # the model is loading
GOING_AWAY = 1001  # an idle stream closed (stream_idle_timeout_s)
CLOSE_CODES = {"idle": GOING_AWAY, "message_budget": TRY_AGAIN_LATER}  # others: 1008


class SlowConsumer(Exception):
    """The client did not take a reply within ``request_timeout_s``."""


def encode_depth(output: DepthOutput, options: DepthOptions, fmt: str) -> bytes:
    """The depth message's bytes: a 16-bit PNG or raw little-endian float16."""
    return encode_frame(output, options, fmt)[0]


def encode_frame(
    output: DepthOutput, options: DepthOptions, fmt: str
) -> tuple[bytes, dict[str, Any]]:
    """The depth message's bytes and their clipping, as ``/predict`` says a PNG's:
    ``saturation_m`` (the largest depth the message holds) and ``saturated_pixels`` (pixels
    clipped to it). A PNG clips at 65535 / ``png_scale``; float16 at its largest finite value,
    65504 (a cast alone would send ``inf`` for them)."""
    if fmt == "png":
        png = output.to_uint16(options.png_scale)
        clipping = {"saturation_m": png.saturation_m, "saturated_pixels": png.saturated_pixels}
        return png.to_png(), clipping
    depth = output.depth
    saturated = int(np.count_nonzero(np.abs(depth) > F16_MAX))  # inf included, NaN not
    data = np.clip(depth, -F16_MAX, F16_MAX).astype("<f2").tobytes()
    return data, {"saturation_m": F16_MAX, "saturated_pixels": saturated}


@router.websocket("/stream")
async def stream(websocket: WebSocket) -> None:
    state: ServerState = websocket.app.state.server
    notice = watch_stop(websocket.scope)  # before the accept: the server's stop is ours to close
    # Accepted first: a close before the accept reaches the client as HTTP 403, its reason lost.
    await websocket.accept()
    try:
        options, fmt = stream_options(websocket.query_params.multi_items())
    except ValueError as err:
        await websocket.close(POLICY_VIOLATION, close_reason(str(err)))
        log_websocket_refusal(websocket.scope, POLICY_VIOLATION, str(err))
        return
    try:
        model, runner = state.ready_model()
    except HTTPException as err:
        code = INTERNAL_ERROR if state.load_error is not None else TRY_AGAIN_LATER
        await websocket.close(code, close_reason(str(err.detail)))
        log_websocket_refusal(websocket.scope, code, str(err.detail))
        return
    arm_message_limits(
        websocket.scope,
        state.settings.body_timeout_s,
        runner.bodies,
        _closer(websocket, state),
        room_timeout_s=state.settings.request_timeout_s,  # a request body's wait for room
        on_pause=state.metrics.stream_read_pauses.inc,
    )
    inbox = Inbox(STREAM_WAITING, runner.bodies.give)
    worker = asyncio.ensure_future(_answer(websocket, state, model, runner, inbox, options, fmt))
    receiver = asyncio.ensure_future(_receive(websocket, state, runner, inbox))
    stopping = stop_requested(notice)
    try:
        await asyncio.wait((worker, receiver, stopping), return_when=asyncio.FIRST_COMPLETED)
        if stopping.done() and not (worker.done() or receiver.done()):
            # the server stops: no new frame; the worker answers those taken
            state.metrics.stream_unanswered.labels("stop").inc(inbox.close())
            await asyncio.wait((worker, receiver), return_when=asyncio.FIRST_COMPLETED)
        reason = receiver.result() if receiver.done() else None
        if reason is None and worker.done() and isinstance(worker.exception(), SlowConsumer):
            reason = ("slow_consumer", str(worker.exception()))
        if reason is not None:
            state.metrics.stream_closed.labels(reason[0]).inc()
            await _close(websocket, reason[1], CLOSE_CODES.get(reason[0], POLICY_VIOLATION))
        elif stopping.done() and worker.done() and worker.exception() is None:
            await _close(websocket, STOP_REASON, STOP_CODE)  # every frame taken was answered
    finally:
        lost = inbox.close()
        stopping.cancel()
        for task in (worker, receiver):
            task.cancel()
            with contextlib.suppress(
                asyncio.CancelledError, WebSocketDisconnect, RuntimeError, SlowConsumer
            ):  # a SlowConsumer is handled (closed and counted) above
                await task
        state.metrics.stream_unanswered.labels("closed").inc(lost)
        state.metrics.stream_unanswered.labels("stop").inc(inbox.refused)  # none came after
        cut = "stop" if stopping.done() and not stopping.cancelled() else "closed"
        state.metrics.stream_unanswered.labels(cut).inc(inbox.unaccounted())


def _closer(websocket: WebSocket, state: ServerState) -> Any:
    """What the protocol calls when it closes the stream for a message still arriving
    (``stream_hold``): counted in ``da3_stream_closed{reason}`` and logged."""

    def closed(label: str, code: int, reason: str) -> None:
        state.metrics.stream_closed.labels(label).inc()
        log_websocket_refusal(websocket.scope, code, reason)

    return closed


async def _close(websocket: WebSocket, reason: str, code: int = POLICY_VIOLATION) -> None:
    """Close with ``code`` and ``reason``, without waiting on a client that reads nothing."""
    with contextlib.suppress(asyncio.TimeoutError, RuntimeError, WebSocketDisconnect):
        await asyncio.wait_for(websocket.close(code, close_reason(reason)), CLOSE_WAIT_S)


async def _receive(
    websocket: WebSocket, state: ServerState, runner: Any, inbox: Inbox
) -> tuple[str, str] | None:
    """Frames into the inbox until the client goes (None), or the reason to close it:
    ``("rate", why)`` over the message rate, ``("slow_consumer", why)``, ``("idle", why)`` no
    message for ``stream_idle_timeout_s`` and no frame of its waiting or running,
    ``("message_budget", why)`` no room in the body budget for a frame within
    ``request_timeout_s``."""
    index = 0
    limit = RateLimit(state.settings.max_stream_messages_per_s)
    idle_s = state.settings.stream_idle_timeout_s
    while True:
        try:
            message = await asyncio.wait_for(websocket.receive(), idle_s)
        except asyncio.TimeoutError:
            if inbox.unaccounted() or message_arriving(websocket.scope):
                continue  # its frames still wait or run, or a message arrives: not idle
            return "idle", f"no message for {idle_s:g} s (the server's stream_idle_timeout_s)"
        if message["type"] == "websocket.disconnect":
            return None
        inbox.received += 1
        state.metrics.stream_received.inc()
        if not limit.take():
            return "rate", (
                f"over {limit.rate:g} messages a second (the server's max_stream_messages_per_s)"
            )
        data = message.get("bytes")
        if data is None:
            problem = (415, "send each frame as a binary message")
        elif len(data) > state.settings.max_body_bytes:
            problem = (
                413,
                f"frame of {len(data)} bytes is over the limit of "
                f"{state.settings.max_body_bytes} (the server's max_body_mb)",
            )
        else:
            problem = None
        # the room held for it while it arrived is the frame's; a refused one gives it back
        if (held := await claim_message(websocket.scope, wait=problem is None)) is None:
            return None  # closed for no room (stream_hold counted it)
        if problem is None and data is not None:
            timeout_s = state.settings.request_timeout_s
            try:  # the rest (a frame that came whole without room) waits in the line
                held = await runner.bodies.top_up(held, len(data), timeout_s)
            except asyncio.TimeoutError:
                reserved = runner.bodies.reserved
                return "message_budget", no_room_reason(len(data), reserved, timeout_s)
            state.metrics.stream_dropped.inc(inbox.put(index, data, held))
        elif problem is not None:
            try:
                await _error(websocket, index, *problem, state.settings.request_timeout_s)
            except SlowConsumer as err:
                return "slow_consumer", str(err)
            count_reply(state, inbox, problem[0])
        index += 1


async def _send(websocket: WebSocket, message: str | bytes, timeout_s: float) -> None:
    """One message to the client, or ``SlowConsumer`` when it is not taken within
    ``timeout_s`` (the client reads nothing and the connection's buffers are full)."""
    if isinstance(message, str):
        send = websocket.send_text(message)
    else:
        send = websocket.send_bytes(message)
    try:
        await asyncio.wait_for(send, timeout_s)
    except asyncio.TimeoutError as err:
        raise SlowConsumer(
            f"the client took no reply within {timeout_s:g} s (the server's request_timeout_s)"
        ) from err


def count_reply(state: ServerState, inbox: Inbox, status: int) -> None:
    """A frame's reply is sent: its depth (``status`` 200) or an error; counted."""
    inbox.replied += 1
    state.metrics.stream_answered.labels(str(status)).inc()


async def _error(
    websocket: WebSocket, index: int, status: int, detail: str, timeout_s: float
) -> None:
    body = json.dumps({"frame": index, "status": status, "detail": detail})
    await _send(websocket, body, timeout_s)


async def _answer(
    websocket: WebSocket,
    state: ServerState,
    model: Any,
    runner: Any,
    inbox: Inbox,
    options: DepthOptions,
    fmt: str,
) -> None:
    """Decode the next frame while the current one runs; answer each in order (``SlowConsumer``
    when the client takes a reply too slowly)."""
    timeout_s = state.settings.request_timeout_s
    reduce_to = state.settings.jpeg_reduction(model)

    async def decode(index: int, data: bytes, held: int) -> tuple[int, Any]:
        try:
            opened = await runner.run_io(
                open_request_image, data, state.settings.max_pixels, reduce_to
            )
            try:
                return index, await runner.run_io(decode_opened, opened)
            finally:
                opened.close()
        finally:
            runner.bodies.give(held)  # the encoded frame is no longer needed

    async def next_decoded() -> tuple[int, Any] | None:
        while (item := await inbox.get()) is not None:
            try:
                return await decode(*item)
            except HTTPException as err:
                await _error(websocket, item[0], err.status_code, str(err.detail), timeout_s)
                count_reply(state, inbox, err.status_code)
                inbox.answered()
        return None

    pending = asyncio.ensure_future(next_decoded())
    try:
        while (decoded := await pending) is not None:
            pending = asyncio.ensure_future(next_decoded())  # overlaps this frame's run
            await _run_one(websocket, state, model, runner, inbox, options, fmt, *decoded)
            inbox.answered()
    finally:
        pending.cancel()


async def _run_one(
    websocket: WebSocket,
    state: ServerState,
    model: Any,
    runner: Any,
    inbox: Inbox,
    options: DepthOptions,
    fmt: str,
    index: int,
    image: Any,
) -> None:
    timeout_s = state.settings.request_timeout_s
    height, width = image.original_size
    cost = image.rgb.shape[0] * image.rgb.shape[1]
    cost += OUTPUT_PIXEL_WEIGHT * height * width if options.resize_to_original else 0

    def job() -> DepthOutput:
        return model(
            image,
            focal_px=options.focal_px,
            resize_to_original=options.resize_to_original,
            max_depth_m=options.max_depth_m,
        )

    try:
        async with runner.pixels.reserve(cost):
            output, queue_ms = await run_model(state, runner, job)
            started = time.perf_counter()
            payload, clipping = await runner.run_io(encode_frame, output, options, fmt)
    except HTTPException as err:
        await _error(websocket, index, err.status_code, str(err.detail), timeout_s)
        count_reply(state, inbox, err.status_code)
        return
    encode_ms = (time.perf_counter() - started) * 1e3
    timing = frame_timing(output.timing_ms, queue_ms, encode_ms)  # /predict's stages
    state.metrics.observe_prediction(timing, 1, output.fallback)
    header = {
        "frame": index,
        "dropped": inbox.dropped,
        "format": fmt,
        "height": int(output.depth.shape[0]),
        "width": int(output.depth.shape[1]),
        "units": output.units,
        "stats": finite_stats(output),
        **clipping,
        "timing_ms": timing,
    }
    await _send(websocket, json.dumps(header), timeout_s)
    await _send(websocket, payload, timeout_s)
    count_reply(state, inbox, 200)
