"""``create_app``: the FastAPI application. The model loads in the background at start-up
(lifespan); ``/ready`` turns 200 once it is loaded and warmed."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import AsyncIterator, Callable

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..api import DepthAnything3
from ..backends.memory import map_large_blocks
from ..version import __version__
from .auth import BearerAuth, secure_schema
from .connection_counts import CONNECTION_COUNTS
from .decoding import format_validation_error
from .head import HeadAsGet
from .headers import RelativeRedirects, SingleHeaders
from .hosts import HostCheck
from .log_redaction import install_log_redaction
from .metrics import MetricsMiddleware
from .origins import OriginCheck
from .request_id import RequestId, install_access_fields
from .routes import docs as routes_docs
from .routes import predict as routes_predict
from .routes import reconstruct as routes_reconstruct
from .routes import static as routes_static
from .routes import status as routes_status
from .routes import stream as routes_stream
from .routes import upgrade as routes_upgrade
from .runner import Runner
from .settings import ServerSettings
from .startup import prepare_model
from .state import ServerState
from .stopping import AnswerAtStop, install_stop_log_level

log = logging.getLogger(__name__)
LOADER_THREAD = "da3-model-load"
STOP_DEVICE_WAIT_S = 10.0  # at shutdown, the job on the device gets this long to end
DEVICE_LEFT_WARNING = (
    "the job on the device has not ended %g s after the stop (a wedged device?): the server "
    "stops without it"
)


def load_in_progress() -> bool:
    """Whether a server's model load (its daemon thread) still runs in this process."""
    return any(t.name == LOADER_THREAD and t.is_alive() for t in threading.enumerate())


def device_job_left(app: FastAPI) -> bool:
    """Whether a job still runs on the device thread of ``app`` (a ``create_app`` app) after
    its shutdown gave up on it (``STOP_DEVICE_WAIT_S``): the interpreter's exit would wait for
    that thread for good."""
    runner = app.state.server.runner
    return runner is not None and not runner.device_idle()


def create_app(
    settings: ServerSettings | None = None, *, model: DepthAnything3 | None = None
) -> FastAPI:
    """The depth server as an ASGI app.

    Args:
        settings: model selection and limits (default ``ServerSettings()``: the hub's
            DA3METRIC-LARGE on the best device).
        model: an already loaded model to serve instead of loading one from ``settings``;
            the caller keeps ownership (it is not closed at shutdown).
    """
    settings = settings or ServerSettings()
    install_log_redaction()  # a browser's ?api_key= stays out of uvicorn's request lines
    install_access_fields()  # each request line's request_id and duration
    install_stop_log_level()  # the stop's cut requests: warnings, not an ERROR line
    state = ServerState(settings)
    owns_model = model is None

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if getattr(app.state, "check_connection_guard", False):  # plain ``uvicorn ...:app``
            from .connections import UNGUARDED_WARNING, guard_in_use

            if not guard_in_use():  # uvicorn has loaded its protocol by now
                log.warning(UNGUARDED_WARNING)
        install_log_redaction()  # again: a logging set-up after create_app may have reset it
        install_access_fields()
        install_stop_log_level()
        map_large_blocks()  # large buffers go back to the OS when freed (backends.memory)
        state.runner = Runner(
            settings.queue_size,
            settings.io_workers,
            settings.max_pixels_in_flight,
            settings.max_body_bytes_in_flight,
        )
        # a daemon thread: a stop during a long first load (an engine's export, minutes for
        # int8) does not wait for it; what it was writing to the runtimes cache is a
        # temporary folder, removed by the next build (``runtimes.cache``)
        loader = threading.Thread(
            target=prepare_model, args=(state, model), name=LOADER_THREAD, daemon=True
        )
        loader.start()
        try:
            yield
        finally:
            state.runner.close(wait=False)  # queued jobs cancelled; the one on the device ends
            # (its request cut: at its next safe point), waited for off the event loop, which
            # meanwhile writes the answers (503) and closes (1012) of what the stop cut (on the
            # loop it held them until that job ended), at most STOP_DEVICE_WAIT_S: a stop of a
            # wedged device waited for good, a second Ctrl-C / SIGTERM too
            ended = await asyncio.to_thread(state.runner.device_idle, STOP_DEVICE_WAIT_S)
            served = state.stop()
            if not ended:
                log.warning(DEVICE_LEFT_WARNING, STOP_DEVICE_WAIT_S)
            if loader.is_alive():
                log.info("stopped while the model was loading: the load is abandoned")
            if owns_model and served is not None and ended:  # a job still running uses it
                served.close()

    app = FastAPI(
        title="Depth Anything 3 depth server",
        version=__version__,
        description='Metric depth from one image. Errors are JSON: {"detail": "..."}.',
        lifespan=lifespan,
        docs_url=None,  # FastAPI's pages load their scripts from a CDN; routes_docs serves ours
        redoc_url=None,
    )
    app.state.server = state
    _register_gauges(state)
    if settings.api_key:  # inside the metrics: a 401 is counted
        app.add_middleware(BearerAuth, api_key=settings.api_key)
        plain_openapi = app.openapi

        def keyed_openapi() -> dict:
            return secure_schema(plain_openapi())

        app.openapi = keyed_openapi  # type: ignore[method-assign]
    app.add_middleware(  # a page of another site: refused before the key is read
        OriginCheck,
        allowed=settings.origins,
        keyed=bool(settings.api_key),
        refused=state.metrics.stream_origin_refused.inc,
    )
    app.add_middleware(SingleHeaders)  # before the key is read: one Authorization at most
    app.add_middleware(HostCheck, allowed=settings.hosts)  # a Host not served: 400 first
    app.add_middleware(MetricsMiddleware, metrics=state.metrics)
    app.add_middleware(RelativeRedirects)
    app.add_middleware(HeadAsGet)  # HEAD is GET without the body, for every layer
    app.add_middleware(AnswerAtStop)  # a request cut by the stop gets its 503
    app.add_middleware(RequestId)  # outermost: X-Request-ID on every answer, 503s included
    app.include_router(routes_status.router)
    app.include_router(routes_predict.router)
    app.include_router(routes_reconstruct.router)
    app.include_router(routes_static.router)
    app.include_router(routes_docs.router)
    app.include_router(routes_stream.router)
    app.include_router(routes_upgrade.router)  # last: its WebSocket route takes any path
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(Exception, _server_error)
    return app


def _register_gauges(state: ServerState) -> None:
    """The gauges of ``/metrics``, read from the scheduler at each scrape."""

    def read(name: str) -> Callable[[], float]:
        return lambda: 0 if state.runner is None else getattr(state.runner, name)

    metrics = state.metrics
    metrics.gauge("da3_queue_depth", "Requests waiting for the device.", read("waiting"))
    metrics.gauge(
        "da3_requests_in_flight", "Requests admitted and not yet answered.", read("in_flight")
    )
    metrics.gauge(
        "da3_queue_capacity",
        "Requests admitted at once (queue_size).",
        lambda: state.settings.queue_size,
    )
    metrics.gauge(
        "da3_pixels_reserved",
        "Image pixels reserved by admitted requests (max_pixels_in_flight bounds it).",
        lambda: 0 if state.runner is None else state.runner.pixels.reserved,
    )
    metrics.gauge(
        "da3_body_bytes_reserved",
        "Request body bytes held by requests (max_body_mb_in_flight bounds it).",
        lambda: 0 if state.runner is None else state.runner.bodies.reserved,
    )
    metrics.gauge(
        "da3_abandoned_jobs_running",
        "Jobs (decode, model run, encode) still running for requests already answered (504, "
        "499); each stops at its next safe point.",
        read("abandoned"),
    )
    metrics.gauge(
        "da3_device_busy_seconds",
        "Seconds the job now on the device has run (0 when idle). Far over request_timeout_s: "
        "the device is stuck (its request was answered 504; /health still answers 200).",
        lambda: 0.0 if state.runner is None else state.runner.device_busy_s,
    )
    metrics.counter(
        "da3_jobs_stopped",
        "Jobs stopped, or never started, because their request was gone.",
        read("stopped"),
    )
    metrics.gauge(  # the same count under its first name, typed gauge: kept for dashboards
        "da3_jobs_stopped",
        "Jobs stopped, or never started, because their request was gone (a count; "
        "da3_jobs_stopped_total is the counter).",
        read("stopped"),
    )
    metrics.counter(
        "da3_connections_evicted",
        "Connections closed by max_connections to make room for a new one: each had waited "
        "for its headers longer than the eviction grace (stalled or idle). In this process.",
        lambda: CONNECTION_COUNTS.evicted,
    )
    metrics.counter(
        "da3_connections_refused",
        "New connections answered 503 (Retry-After: 1) by max_connections: none open could "
        "be closed. In this process.",
        lambda: CONNECTION_COUNTS.refused,
    )
    metrics.gauge(
        "da3_model_ready",
        "1 once the model is loaded and warmed.",
        lambda: float(state.model is not None),
    )


async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    return JSONResponse({"detail": exc.detail}, exc.status_code, headers=exc.headers)


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    return JSONResponse({"detail": format_validation_error(list(exc.errors()))}, 422)


async def _server_error(request: Request, exc: Exception) -> JSONResponse:
    # Starlette logs the traceback and re-raises after this response is sent.
    return JSONResponse({"detail": f"internal error: {type(exc).__name__}: {exc}"}, 500)
