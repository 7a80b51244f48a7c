"""``ServerState``: what the routes share, and the start-up step that loads and warms the model."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field

from fastapi import HTTPException, Request

from ..api import DepthAnything3
from .metrics import Metrics
from .runner import Runner
from .settings import ServerSettings

log = logging.getLogger(__name__)
LOADING_RETRY_AFTER_S = 5


@dataclass
class ServerState:
    """Settings, counters, the scheduler and, once loaded and warmed, the model."""

    settings: ServerSettings
    metrics: Metrics = field(default_factory=Metrics)
    model: DepthAnything3 | None = None  # set once loaded and warmed
    load_error: str | None = None
    runner: Runner | None = None
    started_at: float = field(default_factory=time.time)

    @property
    def model_id(self) -> str:
        """The id of the served model: the hub repo id, or for ``weights`` (a local checkpoint)
        the model named by its config once loaded (the path until then)."""
        if self.settings.weights is None:
            return self.settings.model_id
        return self.model.model_name if self.model is not None else str(self.settings.weights)

    @property
    def status(self) -> str:
        """``loading``, ``ready`` or ``failed``."""
        if self.load_error is not None:
            return "failed"
        return "loading" if self.model is None else "ready"

    def ready_model(self) -> tuple[DepthAnything3, Runner]:
        """The model and scheduler, or 503 while loading (or after loading failed)."""
        if self.load_error is not None:
            raise HTTPException(503, f"the model failed to load: {self.load_error}")
        if self.model is None or self.runner is None:
            raise HTTPException(
                503,
                "the model is loading; poll GET /ready",
                headers={"Retry-After": str(LOADING_RETRY_AFTER_S)},
            )
        return self.model, self.runner


def get_state(request: Request) -> ServerState:
    """The ``ServerState`` of the app serving ``request`` (a FastAPI dependency)."""
    return request.app.state.server


def load_model(settings: ServerSettings) -> DepthAnything3:
    """``DepthAnything3.from_pretrained`` from the settings (``ServerSettings.model_options``)."""
    return settings.model_options().load()


def prepare_model(state: ServerState, model: DepthAnything3 | None) -> None:
    """Load (unless given) and warm the model, then publish it in ``state.model``.

    A failure is logged with its traceback and kept in ``state.load_error``, which
    ``/health``, ``/ready``, ``/info`` and the predict routes report.
    """
    start = time.perf_counter()
    try:
        if model is None:
            source = state.settings.weights or state.settings.model_id
            log.info("loading %s on %s", source, state.settings.device)
            model = load_model(state.settings)
        if state.settings.warmup and not model.warmed_sizes:
            model.warmup()
    except Exception as err:  # reported by the routes, not hidden
        log.exception("the model failed to load")
        state.load_error = f"{type(err).__name__}: {err}"
        return
    state.model = model
    log.info(
        "ready: %s on %s:%s, warmed %s, in %.1f s",
        model.model_name,
        model.backend,
        model.device,
        model.warmed_sizes,
        time.perf_counter() - start,
    )
