"""``ServerState``: what the routes share (settings, metrics, the model once it is ready)."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from fastapi import HTTPException, Request

from .metrics import Metrics
from .public_errors import weights_folders, without_folders
from .runner import Runner
from .settings import ServerSettings

if TYPE_CHECKING:
    from ..api import DepthAnything3

LOADING_RETRY_AFTER_S = 5


def local_model_name(settings: ServerSettings) -> str:
    """The model a local checkpoint's config names, read without its weights; the path's
    text when that config cannot be read (the loader reports the error)."""
    from ..checkpoints.resolve import resolve_checkpoint

    try:
        return resolve_checkpoint(
            settings.model_id, settings.revision, settings.weights
        ).config.model_name
    except (ValueError, OSError):
        return str(settings.weights)


@dataclass
class ServerState:
    """Settings, counters, the scheduler and, once loaded and warmed, the model."""

    settings: ServerSettings
    metrics: Metrics = field(default_factory=Metrics)
    model: DepthAnything3 | None = None  # set once loaded and warmed
    load_error: str | None = None
    runner: Runner | None = None
    started_at: float = field(default_factory=time.time)
    replica: str | None = None  # under Ray Serve: the replica's id (/info answers it)
    # set at shutdown; the loader publishes its model, or finds the server stopped, under the lock
    stopped: bool = False
    publish_lock: threading.Lock = field(default_factory=threading.Lock)
    _local_name: str | None = field(default=None, repr=False)  # model_id of local weights

    @property
    def model_id(self) -> str:
        """The id of the served model: the hub repo id, or for ``weights`` (a local checkpoint)
        the model its ``config.json`` names, the same while loading as once loaded (the path
        when the checkpoint cannot be read: ``/ready`` then says why)."""
        if self.settings.weights is None:
            return self.settings.model_id
        if self.model is not None:
            return self.model.model_name
        if self._local_name is None:
            self._local_name = local_model_name(self.settings)
        return self._local_name

    @property
    def status(self) -> str:
        """``loading``, ``ready`` or ``failed``."""
        if self.load_error is not None:
            return "failed"
        return "loading" if self.model is None else "ready"

    def public_load_error(self) -> str | None:
        """``load_error`` as the routes open without the API key say it: the folders of its
        absolute paths left out (``server.public_errors``)."""
        if self.load_error is None:
            return None
        return without_folders(self.load_error, weights_folders(self.settings.weights))

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

    def publish(self, model: DepthAnything3) -> bool:
        """Serve ``model`` from now on; False if the server has stopped meanwhile."""
        with self.publish_lock:
            if not self.stopped:
                self.model = model
            return not self.stopped

    def stop(self) -> DepthAnything3 | None:
        """Mark the server stopped and take its model (None while it still loads: the loader
        then finds the server stopped and does not publish it)."""
        with self.publish_lock:
            self.stopped = True
            model, self.model = self.model, None
        return model


def get_state(request: Request) -> ServerState:
    """The ``ServerState`` of the app serving ``request`` (a FastAPI dependency)."""
    return request.app.state.server
