"""The one request lifecycle every model route takes (``/predict``, ``/predict_png``,
``/reconstruct``), in order, each one call (a ``Route`` says what differs: how its body opens,
how its images decode, the model call, the encoding and the answer):

1. the model must be ready (503), the Content-Type and Content-Encoding right (415), a
   declared Content-Length within ``max_body_mb`` (413), all from the headers, at once;
2. the body's bytes are reserved in the body budget (a large body waits, unread, while
   others are held; 503 after ``request_timeout_s``) and it is received whole, bounded in size
   (413) and time (408), BEFORE admission, so a slow upload holds no queue place;
3. admission to the bounded queue (503 with Retry-After);
4. within ``request_timeout_s`` (504): parse the parameters (400 / 422), open the image header
   (400 / 422), reserve its pixels in the budget, decode it (at reduced scale when it is a large
   JPEG; I/O thread), run the model (device thread; 422 for inputs it rejects, 500 for a fault
   of ours, 503 when the backend fails), encode the answer (I/O thread); each stage's time goes
   to the answer's ``timing_ms`` and to ``/metrics`` (``da3_stage_duration_seconds``).

A client that disconnects is answered 499 (counted as ``client_closed``) and frees its queue
place and pixels at once; a model run already on the device finishes there first.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np
from fastapi import HTTPException, Request
from fastapi.responses import Response

from ..backends.memory import release_free_memory
from ..config.errors import InputError, NonFiniteDepthError
from ..config.run_warnings import run_collecting
from ..geometry.scene import Scene
from ..inference.images import OpenedImage
from ..inference.outputs import DepthOutput
from ..inference.postprocess import non_finite_note
from .client_gone import done_unless_gone
from .decoding import (
    ClientGone,
    check_declared_length,
    content_encoding,
    no_room_detail,
    read_body,
    require_media_type,
)
from .decoding import body_room as body_room  # public here too
from .metrics import CLIENT_CLOSED
from .runner import Runner, timeout_detail
from .settings import ServerSettings
from .state import ServerState

if TYPE_CHECKING:
    from ..api import DepthAnything3

log = logging.getLogger(__name__)
T = TypeVar("T")
TRIM_ABOVE_PIXELS = 4_000_000
TRIM_ABOVE_BYTES = 4 * 1024 * 1024
OUTPUT_PIXEL_WEIGHT = 4  # a depth pixel at the original size (float32 depth + sky, resize,
# encoding) holds about four times the bytes of a decoded RGB pixel


@dataclass
class Opened:
    """A request's parameters and image headers, before any pixel is decoded.

    ``output_pixels``: depth pixels the answer holds at the original size (reserved with the
    decoded images' pixels, ``OUTPUT_PIXEL_WEIGHT`` each)."""

    options: Any
    images: list[OpenedImage]
    output_pixels: int = 0

    def close(self) -> None:
        """Close the images and drop them (with their encoded bytes); again: nothing."""
        for image in self.images:
            image.close()
        self.images = []


# (request, body, model, settings, runner) -> the opened request (raises ``HTTPException``).
OpenRequest = Callable[[Request, bytes, Any, ServerSettings, Runner], Awaitable[Opened]]


@dataclass(frozen=True)
class Route:
    """What differs between the model routes.

    Attributes:
        media_types: accepted Content-Type prefixes, and an example for the 415 message.
        open: the body -> its ``Opened`` parameters and image headers (step 4's parse).
        decode: the opened images -> the model's inputs (I/O thread, timed as ``decode``).
        predict: (model, inputs, options) -> the result (device thread).
        encode: (result, options) -> the encoded answer (I/O thread).
        respond: (result, encoded, timing_ms, warnings) -> the response (I/O thread);
            ``warnings``: the messages of the warnings the model call gave
            (``config.run_warnings``), for the client.
        timing: (result, stage times in ms: decode, predict, encode, queue, total) -> the
            answer's ``timing_ms``, in the route's own stage names.
        maps: how many depth maps the result holds (``da3_predictions``), and whether any
            fell back (``da3_fallbacks``).
    """

    media_types: tuple[str, ...]
    example_type: str
    open: OpenRequest
    decode: Callable[[list[OpenedImage]], Any]
    predict: Callable[[Any, Any, Any], Any]
    encode: Callable[[Any, Any], Any]
    respond: Callable[[Any, Any, dict[str, float], list[str]], Response]
    timing: Callable[[Any, dict[str, float]], dict[str, float]]
    maps: Callable[[Any], tuple[int, bool]]


async def within(timeout_s: float, work: Awaitable[T]) -> T:
    """``await work``, or 504 after ``timeout_s``."""
    try:
        return await asyncio.wait_for(work, timeout_s)
    except asyncio.TimeoutError as err:
        raise HTTPException(504, timeout_detail(timeout_s)) from err


async def until_disconnected(request: Request) -> None:
    """Returns when the client has gone (call once the body is received)."""
    while (await request.receive())["type"] != "http.disconnect":
        pass


def client_closed(reason: str) -> Response:
    """The answer to a client that has gone (nobody reads it; counted as 499)."""
    return Response(reason, status_code=CLIENT_CLOSED, media_type="text/plain")


@contextlib.asynccontextmanager
async def body_reserved(
    request: Request, state: ServerState, runner: Runner
) -> AsyncIterator[None]:
    """Hold the request's body bytes in the body budget (``max_body_mb_in_flight``) from
    before it is received until it is answered: a large body waits, unread, while others are
    held; 503 with Retry-After when no room comes within ``request_timeout_s``; ``ClientGone``
    as soon as its client is seen gone while it waits (``client_gone``: it was held until
    the timeout and counted 503, rejected, instead of 499)."""
    settings = state.settings
    need = body_room(request, settings.max_body_bytes)
    reservation = runner.bodies.reserve(need, settings.request_timeout_s)
    entering = asyncio.ensure_future(reservation.__aenter__())
    try:
        if not await done_unless_gone(entering, request):
            raise ClientGone("the client disconnected while its body waited for room")
        entering.result()
    except asyncio.CancelledError:  # this request was cancelled (the stop): stop waiting
        if not entering.cancel() and not entering.cancelled() and entering.exception() is None:
            await reservation.__aexit__(None, None, None)  # the room came as it was cancelled
        raise
    except asyncio.TimeoutError as err:
        raise HTTPException(
            503,
            no_room_detail(runner.bodies.reserved, need, settings.request_timeout_s),
            headers={"Retry-After": str(runner.retry_after_s(request.url.path))},
        ) from err
    try:
        yield
    finally:
        await reservation.__aexit__(None, None, None)


async def admitted(
    request: Request,
    state: ServerState,
    runner: Runner,
    work: Callable[[threading.Event], Awaitable[Response]],
) -> Response:
    """Steps 3-4: ``work(cancel)`` in an admitted place within ``request_timeout_s``, or 499 as
    soon as the client disconnects (its place and pixels freed). ``cancel`` is set once the
    request is answered: its jobs not yet started never start, a running one stops at its next
    safe point (``config.cancel.checkpoint``: between views and head calls)."""
    cancel = threading.Event()  # set once this request is answered: its jobs stop
    with runner.admit(request.url.path):
        task = asyncio.ensure_future(within(state.settings.request_timeout_s, work(cancel)))
        gone = asyncio.ensure_future(until_disconnected(request))
        try:
            done, _ = await asyncio.wait((task, gone), return_when=asyncio.FIRST_COMPLETED)
            if task in done:
                return task.result()
            task.cancel()  # the client went away first: stop waiting, free place and pixels
            await asyncio.wait((task,))
            return client_closed("the client disconnected before the answer")
        finally:
            cancel.set()  # a job still running (504, 499) stops at its next safe point
            gone.cancel()
            task.cancel()


async def answer(request: Request, state: ServerState, route: Route) -> Response:
    """One model request through steps 1-4 (module docstring)."""
    start = time.perf_counter()
    settings = state.settings
    model, runner = state.ready_model()
    require_media_type(request, route.media_types, route.example_type)
    # refused by their headers alone, at once: waiting first for room in the body budget
    # turned a 413 / 415 into a 503 "retry later" after request_timeout_s
    content_encoding(request)
    check_declared_length(request, settings.max_body_bytes)
    try:
        async with body_reserved(request, state, runner):
            try:
                body = await read_body(request, settings.max_body_bytes, settings.body_timeout_s)
            except ClientGone as err:
                return client_closed(str(err))
            size = len(body)
            held = [body]  # the one reference: ``_work`` takes it out, so the body goes once
            del body  # parsed
            work = functools.partial(_work, state, model, runner, route, request, held, start)
            try:
                return await admitted(request, state, runner, work)
            finally:
                del work
                give_back_memory(runner, body_bytes=size)
    except ClientGone as err:  # gone while its body waited for room in the body budget
        return client_closed(str(err))


async def run_model(
    state: ServerState,
    runner: Runner,
    job: Callable[[], T],
    route: str = "",
    cancel: threading.Event | None = None,
) -> tuple[T, float]:
    """``job()`` on the device thread -> (result, ms waited for the device): 422 when the model
    rejects the input (``InputError``); 500 for any other ``ValueError`` (a fault of ours, not
    the client's) and 503 when the backend fails, both logged with their traceback. A depth
    map with NaN or infinite pixels (the model's numbers overflowed: a damaged checkpoint) is
    no answer: 500 saying so, logged (``non_finite_refusal``)."""
    try:
        answered = await runner.run_device(job, route, cancel)
    except InputError as err:
        raise HTTPException(422, str(err)) from err
    except NonFiniteDepthError as err:  # the network's numbers overflowed (its cameras)
        log.error("%s", err)
        raise HTTPException(500, str(err)) from err
    except ValueError as err:
        log.exception("a ValueError that is not an input check, on a request")
        raise HTTPException(500, f"internal error ({type(err).__name__}); see the log") from err
    except Exception as err:  # the backend raised or died: this request fails, not the server
        log.exception("the model failed on a request")
        state.metrics.device_errors.inc()
        raise HTTPException(
            503,
            f"the model failed on this request ({type(err).__name__}: {err}); the server "
            "goes on serving, retry later",
            headers={"Retry-After": str(runner.retry_after_s(route))},
        ) from err
    refusal = non_finite_refusal(answered[0])
    if refusal is not None:
        log.error("%s", refusal.detail)
        raise refusal
    return answered


def non_finite_refusal(result: object) -> HTTPException | None:
    """500 for a depth answer or a scene with NaN or infinite depth (``DepthOutput.
    non_finite_pixels``; a V2 scene's NaN where its inverse depth was 0 is no fault), in
    ``tt-da3 predict``'s words; None for any other result."""
    if isinstance(result, DepthOutput):
        bad, size = result.non_finite_pixels(), result.depth.size
    elif isinstance(result, Scene) and result.units != "relative-inverse":
        size = result.depth.size
        bad = int(size - np.count_nonzero(np.isfinite(result.depth)))
    else:
        return None
    return HTTPException(500, non_finite_note(bad, size)) if bad else None


async def _work(
    state: ServerState,
    model: DepthAnything3,
    runner: Runner,
    route: Route,
    request: Request,
    held: list[bytes],
    start: float,
    cancel: threading.Event,
) -> Response:
    t0 = time.perf_counter()
    path = request.url.path
    body = held.pop()
    size = len(body)
    opened = await route.open(request, body, model, state.settings, runner)
    del body
    try:
        cost = sum(image.decoded_pixels for image in opened.images)
        cost += OUTPUT_PIXEL_WEIGHT * opened.output_pixels
        async with runner.pixels.reserve(cost):
            inputs = await runner.run_io(route.decode, opened.images, cancel=cancel)
            opened.close()  # the encoded files are no longer needed either
            if size >= TRIM_ABOVE_BYTES:  # give their heap back before the model allocates
                await runner.run_io(release_free_memory, False)
            decode_ms = (time.perf_counter() - t0) * 1e3
            t1 = time.perf_counter()
            notes: list[str] = []  # its warnings, for the answer: this request's only
            job = functools.partial(
                run_collecting, notes, route.predict, model, inputs, opened.options
            )
            result, queue_ms = await run_model(state, runner, job, path, cancel)
            del inputs, job  # the decoded pixels are no longer needed
            predict_ms = (time.perf_counter() - t1) * 1e3 - queue_ms
            t2 = time.perf_counter()
            encoded = await runner.run_io(route.encode, result, opened.options, cancel=cancel)
            stages = {
                "decode": decode_ms,
                "predict": predict_ms,
                "encode": (time.perf_counter() - t2) * 1e3,
                "queue": queue_ms,
                "total": (time.perf_counter() - start) * 1e3,
            }
            timing = {key: round(ms, 3) for key, ms in route.timing(result, stages).items()}
            response = await runner.run_io(route.respond, result, encoded, timing, notes)
    finally:
        opened.close()
    state.metrics.observe_prediction(timing, *route.maps(result))
    del result, encoded
    give_back_memory(runner, pixels=cost)
    return response


def give_back_memory(runner: Runner, pixels: int = 0, body_bytes: int = 0) -> None:
    """After a large request (``TRIM_ABOVE_PIXELS`` image pixels or ``TRIM_ABOVE_BYTES`` of
    body), once its buffers are dropped: return the freed heap pages to the OS (glibc keeps
    them otherwise, and the RSS stays at its peak)."""
    if pixels >= TRIM_ABOVE_PIXELS or body_bytes >= TRIM_ABOVE_BYTES:
        runner.run_io_later(release_free_memory, False)  # the answer does not wait for it
