"""The routes that describe the server: ``/``, ``/health``, ``/ready``, ``/info``,
``/v1/models``, ``/metrics``."""

from __future__ import annotations

import functools
import time
from importlib import resources
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException
from fastapi.encoders import jsonable_encoder
from fastapi.responses import HTMLResponse, JSONResponse, Response

from ...config.options import MIN_SIDE
from ...version import __version__
from ..connection_counts import CONNECTION_COUNTS
from ..metrics import CONTENT_TYPE
from ..page_policy import page_headers
from ..schemas import ErrorResponse, HealthResponse, ReadyResponse
from ..state import ServerState, get_state
from .static import SERVER_PACKAGE

PREDICT_ROUTES = ("/predict", "/predict_png", "/reconstruct")
State = Annotated[ServerState, Depends(get_state)]
router = APIRouter()


@functools.cache
def index_html() -> str:
    """The web page, shipped as package data."""
    return (resources.files(SERVER_PACKAGE) / "static" / "index.html").read_text(encoding="utf-8")


@router.get("/", response_class=HTMLResponse, include_in_schema=False)
async def index() -> HTMLResponse:
    html = index_html()
    return HTMLResponse(html, headers=page_headers(html))


NOT_READY = {503: {"model": ErrorResponse, "description": "loading (Retry-After) or failed"}}
# The HEAD entries put the probes' HEAD in the schema; ``server.head.HeadAsGet`` runs every HEAD
# request as its GET (these handlers) and drops the body.


HEALTH_FAILED = {503: {"model": HealthResponse, "description": "the model failed to load"}}


@router.head("/health", summary="Liveness (headers only)", responses=HEALTH_FAILED)
@router.get(
    "/health",
    summary="Liveness: 200 while the process serves",
    response_model=HealthResponse,
    responses=HEALTH_FAILED,
)
async def health(state: State) -> JSONResponse:
    if state.load_error is not None:  # open without the key: no folder of the server's
        return JSONResponse({"status": "failed", "detail": state.public_load_error()}, 503)
    return JSONResponse({"status": "ok", "ready": state.model is not None})


@router.head("/ready", summary="Readiness (headers only)", responses=NOT_READY)
@router.get(
    "/ready",
    summary="Readiness: 200 once the model is loaded and warmed",
    response_model=ReadyResponse,
    responses=NOT_READY,
)
async def ready(state: State) -> JSONResponse:
    if state.load_error is not None:  # open without the key, as /health
        raise HTTPException(503, f"the model failed to load: {state.public_load_error()}")
    state.ready_model()
    return JSONResponse({"status": "ready"})


@router.get(
    "/info",
    summary="Model, backend, device, warmed sizes, limits and counters",
    responses={
        503: {
            "description": "the model failed to load: the same body, load_error set",
            "content": {"application/json": {"schema": {"type": "object"}}},
        }
    },
)
async def info(state: State) -> JSONResponse:
    """200, or 503 with the same body when the model failed to load (as ``/health``)."""
    status = 503 if state.load_error is not None else 200
    return JSONResponse(jsonable_encoder(info_body(state)), status)


def info_body(state: ServerState) -> dict[str, Any]:
    """What ``/info`` answers."""
    settings, model, runner = state.settings, state.model, state.runner
    return {
        "status": state.status,
        "load_error": state.load_error,
        "version": __version__,
        "model": None
        if model is None
        else {
            "id": state.model_id,
            "name": model.model_name,
            "source": model.source,
            **model.config.summary(),  # family, kind, outputs, units: as describe()
            "backend": model.backend,
            "device": model.device,
            "precision": model.precision,
            "process_res": model.process_res,
            "resize_mode": model.resize_mode,
            "warmed_sizes": [list(size) for size in model.warmed_sizes],
            # the backend's report: on CPU the processor, its capability, the kernels in use
            "backend_details": model.describe()["backend"],
            "auto_precision": model.auto_precision,  # how dtype=auto chose, or None
            "auto_runtime": model.auto_runtime,  # how runtime=auto chose, or None
        },
        "limits": {
            "max_body_bytes": settings.max_body_bytes,
            "body_timeout_s": settings.body_timeout_s,
            "max_pixels_in_flight": settings.max_pixels_in_flight,
            "max_pixels": settings.max_pixels,
            "min_side": MIN_SIDE,
            "queue_size": settings.queue_size,
            "request_timeout_s": settings.request_timeout_s,
            "io_workers": settings.io_workers,
            "max_views": settings.max_views,
            # the rest of the flags' limits (each was visible only in the command line)
            "max_body_bytes_in_flight": settings.max_body_bytes_in_flight,
            "header_timeout_s": settings.header_timeout_s,
            "max_connections": settings.max_connections,
            "max_stream_messages_per_s": settings.max_stream_messages_per_s,
            "stream_idle_timeout_s": settings.stream_idle_timeout_s,
            "graceful_stop_s": settings.graceful_stop_s,  # on SIGTERM / Ctrl-C (503 after)
            "keep_alive_s": settings.keep_alive_s,  # idle connections closed after it
            # pages of these origins may open WS /stream (its own always; ["*"]: any)
            "allowed_origins": sorted(settings.origins),
            # the Host names requests may give (["*"]: any; []: unset, any)
            "allowed_hosts": list(settings.hosts),
        },
        "queue": {
            "in_flight": 0 if runner is None else runner.in_flight,
            "waiting": 0 if runner is None else runner.waiting,
            "pixels_reserved": 0 if runner is None else runner.pixels.reserved,
        },
        "requests": state.metrics.request_counts(PREDICT_ROUTES),
        "predictions": state.metrics.total(state.metrics.predictions),
        "fallbacks": state.metrics.total(state.metrics.fallbacks),
        "device_errors": state.metrics.total(state.metrics.device_errors),
        # what --max-connections closed (evicted) or answered 503 (refused), in this process
        "connections": CONNECTION_COUNTS.as_dict(),
        "uptime_s": round(time.time() - state.started_at, 3),
        # under tt-da3 serve --ray: the replica that answered (the counters above are its own)
        "replica": state.replica,
    }


@router.get("/v1/models", summary="The served model, in the OpenAI list shape")
async def models(state: State) -> dict[str, Any]:
    return {
        "object": "list",
        "data": [
            {
                "id": state.model_id,
                "object": "model",
                "created": int(state.started_at),
                "owned_by": "depth-anything",
                "ready": state.model is not None,
            }
        ],
    }


@router.get(
    "/metrics",
    summary="Prometheus text (format 0.0.4): requests, latencies, queue depth",
    response_class=Response,
    responses={200: {"content": {CONTENT_TYPE.split(";")[0]: {"schema": {"type": "string"}}}}},
)
async def metrics(state: State) -> Response:
    return Response(state.metrics.render(), media_type=CONTENT_TYPE)
