"""Turning request bodies into images and parameters; each failure is an ``HTTPException``
with the status the API documents (400, 413, 415, 422)."""

from __future__ import annotations

import base64
import binascii
import io
import json

import numpy as np
from fastapi import HTTPException, Request
from PIL import Image, UnidentifiedImageError
from pydantic import ValidationError

from ..images import MIN_SIDE, decode_bytes
from .schemas import PredictRequest

IMAGE_TYPES = ("image/", "application/octet-stream")


def media_type(request: Request) -> str:
    """The request's Content-Type without parameters, lower case."""
    return request.headers.get("content-type", "").split(";")[0].strip().lower()


def require_media_type(request: Request, accepted: tuple[str, ...], example: str) -> None:
    """415 unless the Content-Type starts with one of ``accepted``."""
    kind = media_type(request)
    if not kind or not kind.startswith(accepted):
        raise HTTPException(
            415,
            f"unsupported Content-Type {kind or '(none)'!r}; send "
            f"{' or '.join(a + '*' if a.endswith('/') else a for a in accepted)} "
            f"(e.g. -H 'Content-Type: {example}')",
        )


def check_declared_length(request: Request, limit: int) -> None:
    """413 at once when Content-Length says the body is over ``limit`` bytes."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise HTTPException(413, _too_large(int(declared), limit))


async def read_body(request: Request, limit: int) -> bytes:
    """The body, 413 as soon as more than ``limit`` bytes arrive (also when chunked)."""
    check_declared_length(request, limit)
    chunks = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise HTTPException(413, _too_large(size, limit, at_least=True))
        chunks.append(chunk)
    return b"".join(chunks)


def _too_large(size: int, limit: int, at_least: bool = False) -> str:
    got = f"at least {size}" if at_least else str(size)
    return (
        f"request body is {got} bytes, over the limit of {limit} bytes "
        "(the server's max_body_mb setting)"
    )


def format_validation_error(err: ValidationError | list[dict]) -> str:
    """pydantic errors as one line: ``field: message; field: message``."""
    errors = err.errors() if isinstance(err, ValidationError) else err
    parts = []
    for item in errors:
        where = ".".join(str(p) for p in item.get("loc", ()) if p != "body") or "body"
        parts.append(f"{where}: {item.get('msg', 'invalid')}")
    return "; ".join(parts)


def parse_predict_request(body: bytes) -> PredictRequest:
    """JSON body -> ``PredictRequest``; 400 for bad JSON, 422 for bad parameters."""
    try:
        payload = json.loads(body)
    except ValueError as err:
        raise HTTPException(400, f"the body is not valid JSON: {err}") from err
    try:
        return PredictRequest.model_validate(payload)
    except ValidationError as err:
        raise HTTPException(422, format_validation_error(err)) from err


def decode_base64(text: str) -> bytes:
    """Strict base64 (a ``data:`` URL prefix allowed) -> bytes; 400 when it is not base64."""
    if text.startswith("data:"):
        _, comma, text = text.partition(",")
        if not comma:
            raise HTTPException(400, "image is a data: URL without a ',' before the data")
    try:
        return base64.b64decode(text, validate=True)
    except binascii.Error as err:
        raise HTTPException(400, f"image is not valid base64: {err}") from err


def decode_image(data: bytes, max_pixels: int) -> np.ndarray:
    """Image file bytes -> (H, W, 3) uint8 RGB, exactly as ``DepthAnything3`` decodes bytes.

    400 when the bytes are not a readable image; 422 when it is under ``MIN_SIDE`` px on a
    side or over ``max_pixels``.
    """
    if not data:
        raise HTTPException(400, "the image is empty (0 bytes)")
    try:
        with Image.open(io.BytesIO(data)) as probe:
            width, height = probe.size
    except Image.DecompressionBombError as err:
        raise HTTPException(422, f"image is over the pixel limit of {max_pixels}: {err}") from err
    except UnidentifiedImageError as err:
        raise HTTPException(
            400,
            f"could not decode the image ({len(data)} bytes); expected PNG, JPEG or another "
            "format Pillow reads",
        ) from err
    except OSError as err:  # a known format with a corrupt or truncated header
        raise HTTPException(400, f"could not decode the image: {err}") from err
    if width < MIN_SIDE or height < MIN_SIDE:
        raise HTTPException(
            422, f"image is {width}x{height} px; each side must be at least {MIN_SIDE} px"
        )
    if width * height > max_pixels:
        raise HTTPException(
            422,
            f"image is {width}x{height} = {width * height} px, over the server's limit of "
            f"{max_pixels} px (its max_pixels setting)",
        )
    try:
        return decode_bytes(data, max_pixels)
    except ValueError as err:
        raise HTTPException(400, f"could not decode the image: {err}") from err


def decode_predict_request(body: bytes, max_pixels: int) -> tuple[PredictRequest, np.ndarray]:
    """A ``/predict`` JSON body -> (parameters, RGB image)."""
    params = parse_predict_request(body)
    return params, decode_image(decode_base64(params.image), max_pixels)
