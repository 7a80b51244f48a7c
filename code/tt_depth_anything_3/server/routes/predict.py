"""The depth routes: ``POST /predict`` (JSON in and out) and ``POST /predict_png`` (image in,
16-bit PNG out). Both take the steps of ``pipeline.answer``; only parsing and encoding differ."""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable
from typing import Annotated, Any, BinaryIO, Literal

from fastapi import APIRouter, Depends, HTTPException, Query, Request
from fastapi.responses import Response
from pydantic import BeforeValidator, Field, TypeAdapter, WrapValidator

from ...config.options import OPTION_BOUNDS
from ...inference.exif_focal import EXIF_FOCAL, is_exif_focal
from ...inference.images import DecodedImage, OpenedImage
from ...inference.outputs import DepthOutput, UInt16Depth
from ..decoding import (
    IMAGE_TYPES,
    check_query,
    decode_base64,
    decode_opened,
    open_request_image,
    parse_predict_request,
)
from ..encoding import (
    MAX_JSON_BODY_BYTES,
    NPZ_MEDIA_TYPE,
    TIMING_KEYS,
    FileStream,
    depth_headers,
    depth_payload,
    json_body_estimate,
    png_headers,
    predict_body,
)
from ..lifecycle import Opened, OpenRequest, Route, answer
from ..negotiation import accept_quality
from ..runner import Runner
from ..schemas import (
    ERRORS,
    MAX_JSON_PIXELS,
    DepthOptions,
    PredictRequest,
    PredictResponse,
)
from ..settings import ServerSettings
from ..state import ServerState, get_state

State = Annotated[ServerState, Depends(get_state)]
# a query number in plain decimal or exponent form (what JSON and WS /stream take, with a
# leading + or . too); Python's float() also read '1_000', ' 1e3 ' and full-width digits
PLAIN_NUMBER = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")


def plain_number(value: object) -> object:
    """A query number as text, refused unless in ``PLAIN_NUMBER`` form."""
    if isinstance(value, str) and not PLAIN_NUMBER.fullmatch(value):
        raise ValueError(f"should be a number in decimal or exponent form, got {value!r:.40}")
    return value


def query_number(name: str) -> Any:
    """The query parameter type of the numeric option ``name``: a plain number in its bounds."""
    field = Query(**OPTION_BOUNDS[name].field(), allow_inf_nan=False)
    return Annotated[float, field, BeforeValidator(plain_number)]


def focal_query(value: object, handler: Any) -> object:
    """``focal_px``'s query check: ``exif`` in any case (the image file's EXIF focal length,
    as ``/predict``'s ``"exif"``), else a plain number in its bounds."""
    if is_exif_focal(value):
        return EXIF_FOCAL
    if isinstance(value, str) and not PLAIN_NUMBER.fullmatch(value):
        raise ValueError(
            f'should be a number in decimal or exponent form, or "exif", got {value!r:.40}'
        )
    return FOCAL_QUERY_NUMBER.validate_python(value)


MaxDepth = query_number("max_depth_m")
FocalQueryNumber = Annotated[float, Field(**OPTION_BOUNDS["focal_px"].field(), allow_inf_nan=False)]
FOCAL_QUERY_NUMBER = TypeAdapter(FocalQueryNumber)
FocalPx = Annotated[
    FocalQueryNumber | Literal["exif"],
    Query(description='focal length in pixels, or "exif": the image file\'s EXIF focal length'),
    WrapValidator(focal_query),
]
PngScale = query_number("png_scale")


def strict_flag(value: object) -> object:
    """A query flag as ``WS /stream`` takes it: ``true`` or ``false``, in any case (Python's
    ``requests`` sends ``True``), nothing else (FastAPI's own bool query also read ``1``,
    ``yes``, ``on``... as true)."""
    if isinstance(value, str):
        if value.lower() not in ("true", "false"):
            raise ValueError(f"should be true or false, got {value!r:.40}")
        return value.lower() == "true"
    return value


Flag = Annotated[bool, BeforeValidator(strict_flag), Query()]
router = APIRouter()
PNG_QUERY = frozenset(DepthOptions.model_fields)


def _parse_json(body: bytes) -> tuple[PredictRequest, bytes]:
    params = parse_predict_request(body)
    return params, decode_base64(params.image)


def check_json_size(options: Any, pixels: int, width: int, height: int) -> None:
    """422 when the JSON answer of depth at the original size would be over its limits:
    ``MAX_JSON_PIXELS`` values for json, ``MAX_JSON_BODY_BYTES`` of body for npz and png."""
    fmt = options.output_format
    if fmt == "json" and pixels > MAX_JSON_PIXELS:
        raise HTTPException(
            422,
            f"json depth at the original size would be {height}x{width} (height x width) = "
            f"{pixels} values, "
            f"over the json limit of {MAX_JSON_PIXELS}; ask for npz or png, or leave "
            "resize_to_original off",
        )
    if pixels and json_body_estimate(pixels, fmt) > MAX_JSON_BODY_BYTES:
        raise HTTPException(
            422,
            f"{fmt} depth at the original size ({height}x{width}, height x width) in a JSON "
            "answer could be "
            f"{json_body_estimate(pixels, fmt) >> 20} MiB, over the JSON limit of "
            f"{MAX_JSON_BODY_BYTES >> 20} MiB; ask for the binary file instead "
            f"(-H 'Accept: {NPZ_MEDIA_TYPE}', or POST /predict_png for the PNG)",
        )


def opener(parse: Callable[[bytes], tuple[Any, bytes]], in_json: bool = False) -> OpenRequest:
    """The ``Route.open`` of a predict route: ``parse`` (I/O thread) gives the options and the
    image file, whose header is then opened (a large JPEG at the reduced scale the network
    needs) and, for an answer ``in_json``, checked against the JSON size limits."""

    async def open_request(
        request: Request, body: bytes, model: Any, settings: ServerSettings, runner: Runner
    ) -> Opened:
        options, data = await runner.run_io(parse, body)
        reduce_to = settings.jpeg_reduction(model)
        image = await runner.run_io(open_request_image, data, settings.max_pixels, reduce_to)
        opened = Opened(options, [image])
        height, width = image.original_size
        opened.output_pixels = height * width if options.resize_to_original else 0
        try:
            if in_json:
                check_json_size(options, opened.output_pixels, width, height)
        except HTTPException:
            opened.close()
            raise
        return opened

    return open_request


def _decode(images: list[OpenedImage]) -> DecodedImage:
    return decode_opened(images[0])


def _predict(model: Any, image: DecodedImage, options: DepthOptions) -> DepthOutput:
    return model(
        image,
        focal_px=options.focal_px,
        resize_to_original=options.resize_to_original,
        max_depth_m=options.max_depth_m,
    )


def _timing(output: DepthOutput, stages: dict[str, float]) -> dict[str, float]:
    """decode (request + model), preprocess, infer, postprocess, encode, queue, total."""
    model_ms = output.timing_ms
    values = {
        **stages,
        "decode": stages["decode"] + model_ms.get("decode", 0.0),
        "preprocess": model_ms.get("preprocess", 0.0),
        "infer": model_ms.get("infer", 0.0),
        "postprocess": model_ms.get("postprocess", 0.0),
    }
    return {key: values[key] for key in TIMING_KEYS}


def _maps(output: DepthOutput) -> tuple[int, bool]:
    return 1, output.fallback


def _encode_json(output: DepthOutput, params: PredictRequest) -> dict[str, Any]:
    return depth_payload(output, params.output_format, params.png_scale)


def _respond_json(
    output: DepthOutput, depth: dict[str, Any], timing: dict[str, float], warnings: list[str]
) -> Response:
    return Response(predict_body(output, depth, timing, warnings), media_type="application/json")


def _encode_png(output: DepthOutput, options: DepthOptions) -> tuple[bytes, UInt16Depth]:
    quantised = output.to_uint16(options.png_scale)
    return quantised.to_png(), quantised


def _respond_png(
    output: DepthOutput,
    encoded: tuple[bytes, UInt16Depth],
    timing: dict[str, float],
    warnings: list[str],
) -> Response:
    png, quantised = encoded
    headers = png_headers(output, quantised, timing, warnings)
    return Response(png, media_type="image/png", headers=headers)


def _parse_npz(body: bytes) -> tuple[PredictRequest, bytes]:
    params, data = _parse_json(body)
    if "output_format" in params.model_fields_set and params.output_format != "npz":
        raise HTTPException(
            422,
            f"Accept: {NPZ_MEDIA_TYPE} answers the npz file; output_format "
            f"{params.output_format!r} contradicts it (leave it out, or drop the Accept header)",
        )
    return params, data


def _encode_npz(output: DepthOutput, params: PredictRequest) -> BinaryIO:
    """The npz written to a temporary file (deleted once closed): a large map's archive stays
    out of memory."""
    file = tempfile.TemporaryFile(prefix="da3-npz-")
    try:
        output.write_npz(file)
    except BaseException:
        file.close()
        raise
    return file


def _respond_npz(
    output: DepthOutput, file: BinaryIO, timing: dict[str, float], warnings: list[str]
) -> Response:
    headers = {
        **depth_headers(output, timing, warnings),
        "Content-Length": str(file.seek(0, os.SEEK_END)),
        "Content-Disposition": 'attachment; filename="depth.npz"',
    }
    file.seek(0)
    return FileStream(file, media_type=NPZ_MEDIA_TYPE, headers=headers)


def wants_npz(request: Request) -> bool:
    """Whether the client asks for the binary npz answer: ``Accept`` names
    ``application/x-npz`` with a quality above 0 and at least that of ``application/json``
    (``application/x-npz;q=0`` or ``application/json, application/x-npz;q=0.5`` answer JSON)."""
    header = request.headers.get("accept", "")
    npz, named = accept_quality(header, NPZ_MEDIA_TYPE)
    return named and npz > 0 and npz >= accept_quality(header, "application/json")[0]


def predict_route(
    media_types: tuple[str, ...],
    example_type: str,
    parse: Callable[[bytes], tuple[Any, bytes]],
    encode: Callable[[DepthOutput, Any], Any],
    respond: Callable[[DepthOutput, Any, dict[str, float], list[str]], Response],
    in_json: bool = False,
) -> Route:
    return Route(
        media_types,
        example_type,
        opener(parse, in_json),
        _decode,
        _predict,
        encode,
        respond,
        _timing,
        _maps,
    )


JSON_ROUTE = predict_route(
    ("application/json",), "application/json", _parse_json, _encode_json, _respond_json, True
)
NPZ_ROUTE = predict_route(
    ("application/json",), "application/json", _parse_npz, _encode_npz, _respond_npz
)


@router.post(
    "/predict",
    summary="Depth of a base64 image, as 16-bit PNG, lossless npz or JSON numbers",
    response_model=PredictResponse,
    responses={
        200: {
            "description": f"the JSON answer; with 'Accept: {NPZ_MEDIA_TYPE}' the .npz file "
            "itself (streamed; sizes, stats and timings in X- headers)",
            "content": {NPZ_MEDIA_TYPE: {"schema": {"type": "string", "format": "binary"}}},
        },
        **ERRORS,
    },
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": PredictRequest.model_json_schema()}},
        }
    },
)
async def predict(request: Request, state: State) -> Response:
    check_query(request)
    return await answer(request, state, NPZ_ROUTE if wants_npz(request) else JSON_ROUTE)


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
    png_scale: PngScale = 1000.0,
    resize_to_original: Flag = False,
    max_depth_m: MaxDepth = None,  # type: ignore[assignment]  # a query has no null
    focal_px: FocalPx = None,  # type: ignore[assignment]
) -> Response:
    check_query(request, PNG_QUERY)
    options = DepthOptions(  # the values FastAPI validated, in the shape /predict uses
        png_scale=png_scale,
        resize_to_original=resize_to_original,
        max_depth_m=max_depth_m,
        focal_px=focal_px,
    )

    def parse(body: bytes) -> tuple[DepthOptions, bytes]:
        return options, body

    route = predict_route(IMAGE_TYPES, "image/jpeg", parse, _encode_png, _respond_png)
    return await answer(request, state, route)
