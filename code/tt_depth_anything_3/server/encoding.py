"""``DepthOutput`` -> response bodies and headers (runs on the I/O thread pool)."""

from __future__ import annotations

import base64
import json
import math
from collections.abc import Iterator, Sequence
from typing import Any, BinaryIO

import numpy as np
from starlette.responses import StreamingResponse

from ..inference.outputs import DepthOutput, UInt16Depth

TIMING_KEYS = ("decode", "preprocess", "infer", "postprocess", "encode", "queue", "total")


def frame_timing(model_ms: dict[str, float], queue_ms: float, encode_ms: float) -> dict[str, float]:
    """A ``WS /stream`` frame's stages, in ms, by ``TIMING_KEYS`` as ``/predict``'s: the
    model's decode, preprocess, infer and postprocess, the frame's encode and queue, and their
    total (the backend's own ``device`` time is no stage of its own: it is within infer)."""
    values = {key: model_ms.get(key, 0.0) for key in TIMING_KEYS[:4]}  # the model's stages
    values.update(encode=encode_ms, queue=queue_ms)
    values["total"] = sum(values.values())
    return {key: round(values[key], 3) for key in TIMING_KEYS}


MAX_JSON_BODY_BYTES = 128 * 1024 * 1024  # a larger /predict answer: ask for the binary npz
BYTES_PER_PIXEL = {"npz": 8, "png": 2, "json": 12}  # before base64 (json: digits and commas)
STREAM_CHUNK_BYTES = 1024 * 1024
NPZ_MEDIA_TYPE = "application/x-npz"


def finite_stats(output: DepthOutput) -> dict[str, float | None]:
    """``output.stats()`` with NaN (no finite depth) as None, which JSON can carry."""
    return {k: (v if math.isfinite(v) else None) for k, v in output.stats().items()}


def depth_payload(output: DepthOutput, output_format: str, png_scale: float) -> dict[str, Any]:
    """The ``depth`` field of ``/predict``: the map in ``output_format`` with its scale."""
    if output_format == "png":
        quantised = output.to_uint16(png_scale)
        return {
            "format": "png",
            "data": base64.b64encode(quantised.to_png()).decode("ascii"),
            "dtype": "uint16",
            "scale": quantised.scale,
            "saturation_m": quantised.saturation_m,
            "saturated_pixels": quantised.saturated_pixels,
        }
    if output_format == "npz":
        data = base64.b64encode(output.to_npz_bytes()).decode("ascii")
    elif output_format == "json":
        depth = output.depth.astype(np.float32)
        if np.isfinite(depth).all():
            data = depth.tolist()
        else:
            data = [[float(v) if math.isfinite(v) else None for v in row] for row in depth]
    else:
        raise ValueError(f"output_format must be png, npz or json, got {output_format!r}")
    return {
        "format": output_format,
        "data": data,
        "dtype": "float32",
        "scale": None,
        "saturation_m": None,
        "saturated_pixels": 0,
    }


def _matrix(value: np.ndarray | None) -> list[list[float]] | None:
    """A camera matrix for JSON (None when absent, or not finite: JSON has no NaN)."""
    if value is None or not np.isfinite(value).all():
        return None
    return np.asarray(value, dtype=np.float64).tolist()


def predict_body(
    output: DepthOutput,
    depth: dict[str, Any],
    timing_ms: dict[str, float],
    warnings: Sequence[str] = (),
) -> bytes:
    """The JSON body of ``/predict`` (``warnings``: the model call's, said to the client:
    ``config.run_warnings``)."""
    body = {
        "depth": depth,
        "shape": list(output.shape),
        "original_size": list(output.original_size),
        "model_input_size": list(output.model_input_size),
        "units": output.units,
        "stats_m": finite_stats(output),
        "focal_px": output.focal_px,
        "focal_source": output.focal_source,
        "sky_fill": output.sky_fill,
        # any-view models: the camera head's pose and K (pixels of the returned depth)
        "extrinsics": _matrix(output.extrinsics),
        "intrinsics": _matrix(output.intrinsics),
        "model": output.model_name,
        "backend": output.backend,
        "device": output.device,
        "fallback": output.fallback,
        "timing_ms": timing_ms,
        "warnings": list(warnings),
    }
    return json.dumps(body, allow_nan=False, separators=(",", ":")).encode()


def depth_headers(
    output: DepthOutput, timing_ms: dict[str, float], warnings: Sequence[str] = ()
) -> dict[str, str]:
    """The ``X-`` headers of a binary depth answer: sizes, units, model, stats, timings and
    ``X-Warnings``, the JSON answer's ``warnings`` as a JSON array in ASCII (a header holds
    neither line breaks nor any character)."""
    headers = {
        "X-Depth-Units": output.units,
        "X-Depth-Shape": f"{output.shape[0]},{output.shape[1]}",
        "X-Original-Size": f"{output.original_size[0]},{output.original_size[1]}",
        "X-Model-Input-Size": f"{output.model_input_size[0]},{output.model_input_size[1]}",
        "X-Model": output.model_name,
        "X-Backend": output.backend,
        "X-Device": output.device,
        "X-Fallback": str(output.fallback).lower(),
        "X-Warnings": json.dumps(list(warnings), ensure_ascii=True),
    }
    for key, value in finite_stats(output).items():
        headers[f"X-Stats-{key.capitalize()}-M"] = "nan" if value is None else f"{value:.6g}"
    for key, value in timing_ms.items():
        headers[f"X-Timing-{key.capitalize()}-Ms"] = f"{value:.3f}"
    return headers


def png_headers(
    output: DepthOutput,
    quantised: UInt16Depth,
    timing_ms: dict[str, float],
    warnings: Sequence[str] = (),
) -> dict[str, str]:
    """The ``X-`` headers of ``/predict_png``: the PNG's scale and saturation, then
    ``depth_headers``."""
    return {
        "X-Depth-Scale": repr(quantised.scale),
        "X-Depth-Saturation-M": repr(quantised.saturation_m),
        "X-Depth-Saturated-Pixels": str(quantised.saturated_pixels),
        **depth_headers(output, timing_ms, warnings),
    }


def json_body_estimate(pixels: int, output_format: str) -> int:
    """An upper bound of the JSON body of ``/predict`` for a depth map of ``pixels``: base64 of
    about ``BYTES_PER_PIXEL[output_format]`` bytes a pixel (npz: float32 depth and sky or
    confidence, before compression; png: 16 bits), plus 64 KiB of fields."""
    return pixels * BYTES_PER_PIXEL[output_format] * 4 // 3 + 65536


def file_chunks(file: BinaryIO, size: int = STREAM_CHUNK_BYTES) -> Iterator[bytes]:
    """The rest of ``file`` in pieces of ``size`` bytes (a streamed body); closes it at the
    end (``FileStream`` closes it however the response ends)."""
    with file:
        while chunk := file.read(size):
            yield chunk


class FileStream(StreamingResponse):
    """A temporary file streamed as the body, closed (its disk space freed) when the response
    ends however it ends: sent, the client gone mid-body, or cancelled. Left to the chunk
    generator alone, a client that went away kept a 114 MB deleted file open until a garbage
    collection."""

    def __init__(self, file: BinaryIO, **kwargs: Any) -> None:
        super().__init__(file_chunks(file), **kwargs)
        self.file = file

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            self.file.close()
