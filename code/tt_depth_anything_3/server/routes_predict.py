"""The depth routes: ``POST /predict`` (JSON in and out) and ``POST /predict_png`` (image in,
16-bit PNG out). Each request: admit, read, decode (thread pool), infer (device thread),
encode (thread pool), all within the request timeout."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable
from typing import Annotated, Any, TypeVar

import numpy as np
from fastapi import APIRouter, Depends, HTTPException, Query, Request
from fastapi.responses import Response

from ..api import DepthAnything3
from ..outputs import DepthOutput
from .decoding import (
    IMAGE_TYPES,
    check_declared_length,
    decode_image,
    decode_predict_request,
    read_body,
    require_media_type,
)
from .encoding import TIMING_KEYS, depth_payload, encode_png16, png_headers, predict_body
from .runner import Runner
from .schemas import ErrorResponse, PredictRequest, PredictResponse
from .state import ServerState, get_state

T = TypeVar("T")
State = Annotated[ServerState, Depends(get_state)]
PositiveFloat = Annotated[float, Query(gt=0, allow_inf_nan=False)]
router = APIRouter()
ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorResponse, "description": text}
    for code, text in (
        (400, "undecodable base64, JSON or image"),
        (413, "body over the size limit"),
        (415, "unsupported Content-Type"),
        (422, "invalid parameters, or image under 8 px or over the pixel limit"),
        (503, "model not ready, or the queue is full (see Retry-After)"),
        (504, "the request took longer than the timeout"),
    )
}


async def within(timeout_s: float, work: Awaitable[T]) -> T:
    """``await work``, or 504 after ``timeout_s``."""
    try:
        return await asyncio.wait_for(work, timeout_s)
    except asyncio.TimeoutError as err:
        raise HTTPException(
            504,
            f"the request took longer than {timeout_s:g} s (the server's request_timeout_s)",
        ) from err


async def infer(
    runner: Runner,
    model: DepthAnything3,
    rgb: np.ndarray,
    *,
    focal_px: float | None,
    resize_to_original: bool,
    max_depth_m: float | None,
) -> tuple[DepthOutput, float]:
    """The model on the device thread -> (output, ms waited for the device); 422 when the
    model rejects the parameters (``ValueError``)."""

    def job() -> DepthOutput:
        return model(
            rgb,
            focal_px=focal_px,
            resize_to_original=resize_to_original,
            max_depth_m=max_depth_m,
        )

    try:
        return await runner.run_device(job)
    except ValueError as err:
        raise HTTPException(422, str(err)) from err


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


@router.post(
    "/predict",
    summary="Depth of a base64 image, as 16-bit PNG, lossless npz or JSON numbers",
    response_model=PredictResponse,
    responses=ERRORS,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": PredictRequest.model_json_schema()}},
        }
    },
)
async def predict(request: Request, state: State) -> Response:
    start = time.perf_counter()
    settings = state.settings
    model, runner = state.ready_model()
    require_media_type(request, ("application/json",), "application/json")
    check_declared_length(request, settings.max_body_bytes)

    async def work() -> Response:
        body = await read_body(request, settings.max_body_bytes)
        t0 = time.perf_counter()
        params, rgb = await runner.run_io(decode_predict_request, body, settings.max_pixels)
        decode_ms = (time.perf_counter() - t0) * 1e3
        output, queue_ms = await infer(
            runner,
            model,
            rgb,
            focal_px=params.focal_px,
            resize_to_original=params.resize_to_original,
            max_depth_m=params.max_depth_m,
        )
        t1 = time.perf_counter()
        depth = await runner.run_io(depth_payload, output, params.output_format, params.png_scale)
        encode_ms = (time.perf_counter() - t1) * 1e3
        timing = timing_ms(output, decode_ms, encode_ms, queue_ms, start)
        content = await runner.run_io(predict_body, output, depth, timing)
        state.metrics.observe_prediction(timing, output.fallback)
        return Response(content, media_type="application/json")

    with runner.admit():
        return await within(settings.request_timeout_s, work())


@router.post(
    "/predict_png",
    summary="The raw image in, the 16-bit depth PNG out; stats and timings in X- headers",
    response_class=Response,
    responses={200: {"content": {"image/png": {}}}, **ERRORS},
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                kind: {"schema": {"type": "string", "format": "binary"}}
                for kind in ("image/png", "image/jpeg", "application/octet-stream")
            },
        }
    },
)
async def predict_png(
    request: Request,
    state: State,
    png_scale: PositiveFloat = 1000.0,
    resize_to_original: bool = False,
    max_depth_m: PositiveFloat | None = None,
    focal_px: PositiveFloat | None = None,
) -> Response:
    start = time.perf_counter()
    settings = state.settings
    model, runner = state.ready_model()
    require_media_type(request, IMAGE_TYPES, "image/jpeg")
    check_declared_length(request, settings.max_body_bytes)

    async def work() -> Response:
        data = await read_body(request, settings.max_body_bytes)
        t0 = time.perf_counter()
        rgb = await runner.run_io(decode_image, data, settings.max_pixels)
        decode_ms = (time.perf_counter() - t0) * 1e3
        output, queue_ms = await infer(
            runner,
            model,
            rgb,
            focal_px=focal_px,
            resize_to_original=resize_to_original,
            max_depth_m=max_depth_m,
        )
        t1 = time.perf_counter()
        png, quantised = await runner.run_io(encode_png16, output, png_scale)
        encode_ms = (time.perf_counter() - t1) * 1e3
        timing = timing_ms(output, decode_ms, encode_ms, queue_ms, start)
        state.metrics.observe_prediction(timing, output.fallback)
        headers = png_headers(output, quantised, timing)
        return Response(png, media_type="image/png", headers=headers)

    with runner.admit():
        return await within(settings.request_timeout_s, work())
