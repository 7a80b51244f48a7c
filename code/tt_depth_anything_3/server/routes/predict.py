"""The depth routes: ``POST /predict`` (JSON in and out) and ``POST /predict_png`` (image in,
16-bit PNG out). Both take the steps of ``pipeline.answer``; only parsing and encoding differ."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Query, Request
from fastapi.responses import Response

from ...config.options import OPTION_BOUNDS
from ...inference.images import DecodedImage, OpenedImage
from ...inference.outputs import DepthOutput, UInt16Depth
from ...inference.preprocess import smallest_source
from ..decoding import (
    IMAGE_TYPES,
    decode_base64,
    decode_opened,
    open_request_image,
    parse_predict_request,
)
from ..encoding import TIMING_KEYS, depth_payload, png_headers, predict_body
from ..lifecycle import Opened, OpenRequest, Route, answer
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
MaxDepth = Annotated[float, Query(**OPTION_BOUNDS["max_depth_m"].field(), allow_inf_nan=False)]
FocalPx = Annotated[float, Query(**OPTION_BOUNDS["focal_px"].field(), allow_inf_nan=False)]
PngScale = Annotated[float, Query(**OPTION_BOUNDS["png_scale"].field(), allow_inf_nan=False)]
router = APIRouter()
PNG_QUERY = frozenset(DepthOptions.model_fields)


def _parse_json(body: bytes) -> tuple[PredictRequest, bytes]:
    params = parse_predict_request(body)
    return params, decode_base64(params.image)


def opener(parse: Callable[[bytes], tuple[DepthOptions, bytes]]) -> OpenRequest:
    """The ``Route.open`` of a predict route: ``parse`` (I/O thread) gives the options and the
    image file, whose header is then opened (a large JPEG at the reduced scale the network
    needs) and checked against the json size limit."""

    async def open_request(
        request: Request, body: bytes, model: Any, settings: ServerSettings, runner: Runner
    ) -> Opened:
        options, data = await runner.run_io(parse, body)
        reduce_to = functools.partial(
            smallest_source, process_res=model.process_res, resize_mode=model.resize_mode
        )
        image = await runner.run_io(open_request_image, data, settings.max_pixels, reduce_to)
        opened = Opened(options, [image])
        height, width = image.original_size
        opened.output_pixels = height * width if options.resize_to_original else 0
        if getattr(options, "output_format", None) == "json" and (
            opened.output_pixels > MAX_JSON_PIXELS
        ):
            opened.close()
            raise HTTPException(
                422,
                f"json depth at the original size would be {width}x{height} = "
                f"{opened.output_pixels} values, over the json limit of {MAX_JSON_PIXELS}; ask "
                "for npz or png, or leave resize_to_original off",
            )
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


def _respond_json(output: DepthOutput, depth: dict[str, Any], timing: dict[str, float]) -> Response:
    return Response(predict_body(output, depth, timing), media_type="application/json")


def _encode_png(output: DepthOutput, options: DepthOptions) -> tuple[bytes, UInt16Depth]:
    quantised = output.to_uint16(options.png_scale)
    return quantised.to_png(), quantised


def _respond_png(
    output: DepthOutput, encoded: tuple[bytes, UInt16Depth], timing: dict[str, float]
) -> Response:
    png, quantised = encoded
    return Response(png, media_type="image/png", headers=png_headers(output, quantised, timing))


def predict_route(
    media_types: tuple[str, ...],
    example_type: str,
    parse: Callable[[bytes], tuple[DepthOptions, bytes]],
    encode: Callable[[DepthOutput, Any], Any],
    respond: Callable[[DepthOutput, Any, dict[str, float]], Response],
) -> Route:
    return Route(
        media_types, example_type, opener(parse), _decode, _predict, encode, respond, _timing, _maps
    )


JSON_ROUTE = predict_route(
    ("application/json",), "application/json", _parse_json, _encode_json, _respond_json
)


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
    return await answer(request, state, JSON_ROUTE)


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
    resize_to_original: bool = False,
    max_depth_m: MaxDepth = None,  # type: ignore[assignment]  # a query has no null
    focal_px: FocalPx = None,  # type: ignore[assignment]
) -> Response:
    unknown = sorted(set(request.query_params) - PNG_QUERY)
    if unknown:
        raise HTTPException(
            422, f"unknown query parameter(s) {', '.join(unknown)}; accepted: {sorted(PNG_QUERY)}"
        )
    repeated = sorted(
        k for k in set(request.query_params) if len(request.query_params.getlist(k)) > 1
    )
    if repeated:
        raise HTTPException(422, f"query parameter(s) {', '.join(repeated)} given more than once")
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
