"""The steps every predict route takes, in order, each one call:

1. the model must be ready (503), the Content-Type right (415);
2. the body is received whole, bounded in size (413) and time (408), BEFORE admission, so a
   slow upload holds no queue place;
3. admission to the bounded queue (503 with Retry-After);
4. within ``request_timeout_s`` (504): parse the parameters (400 / 422), open the image header
   (400 / 422), reserve its pixels in the budget, decode it (at reduced scale when it is a large
   JPEG; I/O thread), run the model (device thread; 422 for parameters it rejects, 503 when it
   fails), encode the answer (I/O thread).

A client that disconnects is answered 499 (counted as ``client_closed``) and frees its queue
place and pixels at once; a model run already on the device finishes there first.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from fastapi import HTTPException, Request
from fastapi.responses import Response

from ..backends.memory import release_free_memory
from ..inference.images import DecodedImage
from ..inference.outputs import DepthOutput
from ..inference.preprocess import smallest_source
from .decoding import (
    ClientGone,
    decode_opened,
    open_request_image,
    read_body,
    require_media_type,
)
from .encoding import TIMING_KEYS
from .metrics import CLIENT_CLOSED
from .runner import Runner
from .schemas import MAX_JSON_PIXELS, DepthOptions
from .state import ServerState

if TYPE_CHECKING:
    from ..api import DepthAnything3

log = logging.getLogger(__name__)
T = TypeVar("T")
TRIM_ABOVE_PIXELS = 4_000_000
TRIM_ABOVE_BYTES = 4 * 1024 * 1024
OUTPUT_PIXEL_WEIGHT = 4  # a depth pixel at the original size (float32 depth + sky, resize,
# encoding) holds about four times the bytes of a decoded RGB pixel


@dataclass(frozen=True)
class Route:
    """What differs between the predict routes.

    Attributes:
        media_types: accepted Content-Type prefixes, and an example for the 415 message.
        parse: body -> (options, image file bytes); raises ``HTTPException`` (I/O thread).
        encode: (output, options) -> the encoded depth (I/O thread, timed as ``encode``).
        respond: (output, encoded, timing_ms) -> the response.
    """

    media_types: tuple[str, ...]
    example_type: str
    parse: Callable[[bytes], tuple[Any, bytes]]
    encode: Callable[[DepthOutput, Any], Any]
    respond: Callable[[DepthOutput, Any, dict[str, float]], Response]


async def within(timeout_s: float, work: Awaitable[T]) -> T:
    """``await work``, or 504 after ``timeout_s``."""
    try:
        return await asyncio.wait_for(work, timeout_s)
    except asyncio.TimeoutError as err:
        raise HTTPException(
            504,
            f"the request took longer than {timeout_s:g} s (the server's request_timeout_s)",
        ) from err


async def until_disconnected(request: Request) -> None:
    """Returns when the client has gone (call once the body is received)."""
    while (await request.receive())["type"] != "http.disconnect":
        pass


def client_closed(reason: str) -> Response:
    """The answer to a client that has gone (nobody reads it; counted as 499)."""
    return Response(reason, status_code=CLIENT_CLOSED, media_type="text/plain")


async def receive(
    request: Request, state: ServerState, media_types: tuple[str, ...], example_type: str
) -> tuple[DepthAnything3, Runner, bytes]:
    """Steps 1-2: the ready model and scheduler and the whole body, before admission (raises
    ``ClientGone`` when the client leaves during the upload)."""
    settings = state.settings
    model, runner = state.ready_model()
    require_media_type(request, media_types, example_type)
    body = await read_body(request, settings.max_body_bytes, settings.body_timeout_s)
    return model, runner, body


async def admitted(
    request: Request,
    state: ServerState,
    runner: Runner,
    work: Callable[[], Awaitable[Response]],
) -> Response:
    """Steps 3-4: ``work()`` in an admitted place within ``request_timeout_s``, or 499 as soon
    as the client disconnects (its place and pixels freed; a device run in progress ends there)."""
    with runner.admit():
        task = asyncio.ensure_future(within(state.settings.request_timeout_s, work()))
        gone = asyncio.ensure_future(until_disconnected(request))
        try:
            done, _ = await asyncio.wait((task, gone), return_when=asyncio.FIRST_COMPLETED)
            if task in done:
                return task.result()
            task.cancel()  # the client went away first: stop waiting, free place and pixels
            await asyncio.wait((task,))
            return client_closed("the client disconnected before the answer")
        finally:
            gone.cancel()
            task.cancel()


async def answer(request: Request, state: ServerState, route: Route) -> Response:
    """One predict request through steps 1-4 (module docstring)."""
    start = time.perf_counter()
    try:
        model, runner, body = await receive(request, state, route.media_types, route.example_type)
    except ClientGone as err:
        return client_closed(str(err))
    size = len(body)
    work = functools.partial(_work, state, model, runner, route, body, start)
    del body
    try:
        return await admitted(request, state, runner, work)
    finally:
        del work  # the body goes with it
        give_back_memory(runner, body_bytes=size)


async def run_model(state: ServerState, runner: Runner, job: Callable[[], T]) -> tuple[T, float]:
    """``job()`` on the device thread -> (result, ms waited for the device): 422 when the model
    rejects the input (``ValueError``), 503 when it fails (logged with its traceback)."""
    try:
        return await runner.run_device(job)
    except ValueError as err:
        raise HTTPException(422, str(err)) from err
    except Exception as err:  # the backend raised or died: this request fails, not the server
        log.exception("the model failed on a request")
        state.metrics.device_errors.inc()
        raise HTTPException(
            503,
            f"the model failed on this request ({type(err).__name__}: {err}); the server "
            "goes on serving, retry later",
            headers={"Retry-After": str(runner.retry_after_s())},
        ) from err


async def _work(
    state: ServerState,
    model: DepthAnything3,
    runner: Runner,
    route: Route,
    body: bytes,
    start: float,
) -> Response:
    t0 = time.perf_counter()
    options, data = await runner.run_io(route.parse, body)
    reduce_to = functools.partial(
        smallest_source, process_res=model.process_res, resize_mode=model.resize_mode
    )
    opened = await runner.run_io(open_request_image, data, state.settings.max_pixels, reduce_to)
    try:
        height, width = opened.original_size
        output_pixels = height * width if options.resize_to_original else 0
        if getattr(options, "output_format", None) == "json" and output_pixels > MAX_JSON_PIXELS:
            raise HTTPException(
                422,
                f"json depth at the original size would be {width}x{height} = {output_pixels} "
                f"values, over the json limit of {MAX_JSON_PIXELS}; ask for npz or png, or "
                "leave resize_to_original off",
            )
        cost = opened.decoded_pixels + OUTPUT_PIXEL_WEIGHT * output_pixels
        async with runner.pixels.reserve(cost):
            image = await runner.run_io(decode_opened, opened)
            decode_ms = (time.perf_counter() - t0) * 1e3
            output, queue_ms = await _infer(state, runner, model, image, options)
            del image  # the decoded pixels are no longer needed
            t1 = time.perf_counter()
            encoded = await runner.run_io(route.encode, output, options)
            encode_ms = (time.perf_counter() - t1) * 1e3
            timing = timing_ms(output, decode_ms, encode_ms, queue_ms, start)
            response = await runner.run_io(route.respond, output, encoded, timing)
    finally:
        opened.close()
    state.metrics.observe_prediction(timing, output.fallback)
    del output, encoded
    give_back_memory(runner, pixels=cost)
    return response


def give_back_memory(runner: Runner, pixels: int = 0, body_bytes: int = 0) -> None:
    """After a large request (``TRIM_ABOVE_PIXELS`` image pixels or ``TRIM_ABOVE_BYTES`` of
    body), once its buffers are dropped: return the freed heap pages to the OS (glibc keeps
    them otherwise, and the RSS stays at its peak)."""
    if pixels >= TRIM_ABOVE_PIXELS or body_bytes >= TRIM_ABOVE_BYTES:
        runner.run_io_later(release_free_memory, False)  # the answer does not wait for it


async def _infer(
    state: ServerState,
    runner: Runner,
    model: DepthAnything3,
    image: DecodedImage,
    options: DepthOptions,
) -> tuple[DepthOutput, float]:
    def job() -> DepthOutput:
        return model(
            image,
            focal_px=options.focal_px,
            resize_to_original=options.resize_to_original,
            max_depth_m=options.max_depth_m,
        )

    return await run_model(state, runner, job)


def timing_ms(
    output: DepthOutput, decode_ms: float, encode_ms: float, queue_ms: float, start: float
) -> dict[str, float]:
    """decode, preprocess, infer, postprocess, encode, queue, total; ``start`` is when the
    request arrived (``time.perf_counter()``)."""
    model_ms = output.timing_ms
    values = {
        "decode": decode_ms + model_ms.get("decode", 0.0),
        "preprocess": model_ms.get("preprocess", 0.0),
        "infer": model_ms.get("infer", 0.0),
        "postprocess": model_ms.get("postprocess", 0.0),
        "encode": encode_ms,
        "queue": queue_ms,
        "total": (time.perf_counter() - start) * 1e3,
    }
    return {key: round(values[key], 3) for key in TIMING_KEYS}
