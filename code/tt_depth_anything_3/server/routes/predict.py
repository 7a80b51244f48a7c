"""The depth routes: ``POST /predict`` (JSON in and out) and ``POST /predict_png`` (image in,
16-bit PNG out). Both take the steps of ``pipeline.answer``; only parsing and encoding differ."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Query, Request
from fastapi.responses import Response

from ...inference.outputs import DepthOutput, UInt16Depth
from ..decoding import IMAGE_TYPES, decode_base64, parse_predict_request
from ..encoding import depth_payload, png_headers, predict_body
from ..lifecycle import Route, answer
from ..schemas import (
    ERRORS,
    MIN_PNG_SCALE,
    DepthOptions,
    PredictRequest,
    PredictResponse,
)
from ..state import ServerState, get_state

State = Annotated[ServerState, Depends(get_state)]
PositiveFloat = Annotated[float, Query(gt=0, allow_inf_nan=False)]
PngScale = Annotated[float, Query(ge=MIN_PNG_SCALE, allow_inf_nan=False)]
router = APIRouter()
PNG_QUERY = frozenset(DepthOptions.model_fields)


def _parse_json(body: bytes) -> tuple[PredictRequest, bytes]:
    params = parse_predict_request(body)
    return params, decode_base64(params.image)


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


JSON_ROUTE = Route(
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
    max_depth_m: PositiveFloat = None,  # type: ignore[assignment]  # a query has no null
    focal_px: PositiveFloat = None,  # type: ignore[assignment]
) -> Response:
    unknown = sorted(set(request.query_params) - PNG_QUERY)
    if unknown:
        raise HTTPException(
            422, f"unknown query parameter(s) {', '.join(unknown)}; accepted: {sorted(PNG_QUERY)}"
        )
    options = DepthOptions(  # the values FastAPI validated, in the shape /predict uses
        png_scale=png_scale,
        resize_to_original=resize_to_original,
        max_depth_m=max_depth_m,
        focal_px=focal_px,
    )

    def parse(body: bytes) -> tuple[DepthOptions, bytes]:
        return options, body

    route = Route(IMAGE_TYPES, "image/jpeg", parse, _encode_png, _respond_png)
    return await answer(request, state, route)
