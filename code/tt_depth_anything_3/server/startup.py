"""The start-up step: load (unless given) and warm the model, then publish it in the state."""

from __future__ import annotations

import logging
import time

from ..api import DepthAnything3
from ..backends.memory import release_free_memory
from .settings import ServerSettings
from .state import ServerState

log = logging.getLogger(__name__)
WARMUP_VIEWS = 2  # the scene warmed for /reconstruct (any-view models): views at the 4:3 size


def load_model(settings: ServerSettings) -> DepthAnything3:
    """The model the settings describe (``DepthAnything3.from_options``)."""
    return DepthAnything3.from_options(settings)


def warm_views(model: DepthAnything3) -> None:
    """For a model with a camera head, run ``/reconstruct``'s any-view network once
    (``model.warmup(views=WARMUP_VIEWS)``) before ``/ready`` turns 200: with ``--runtime
    onnxruntime|openvino`` that builds (about a minute) or loads the views graph, and compiles
    it, which would otherwise happen on the first ``/reconstruct``, holding the device (every
    request waiting behind it). Logged with its time."""
    if model.config.camera is None:
        return
    start = time.perf_counter()
    log.info(
        "warming %s's any-view network for /reconstruct (%d views; an exported runtime builds "
        "or loads its views graph and compiles it)",
        model.model_name,
        WARMUP_VIEWS,
    )
    model.warmup(views=WARMUP_VIEWS)
    log.info("any-view network warmed in %.1f s", time.perf_counter() - start)


def prepare_model(state: ServerState, model: DepthAnything3 | None) -> None:
    """Load (unless given) and warm the model, then publish it in ``state.model``.

    A failure is logged with its traceback and kept in ``state.load_error``, which
    ``/health``, ``/ready``, ``/info`` and the predict routes report. A model loaded here is
    closed when its warm-up fails (it would hold the device: on ``tt`` only ``close`` releases
    the chip) or when it loaded after the server stopped; one it was given is left to its owner.
    """
    owned = model is None
    start = time.perf_counter()
    try:
        if model is None:
            source = state.settings.weights or state.settings.model_id
            log.info("loading %s on %s", source, state.settings.device)
            model = load_model(state.settings)
            if model.auto_runtime is not None:  # what --runtime auto chose, and why
                from ..backends.runtimes.select import decision_line

                log.info("%s", decision_line(model.auto_runtime))
        if state.settings.warmup and not model.warmed_sizes:
            model.warmup()
        if state.settings.warmup:
            warm_views(model)
    except Exception as err:  # reported by the routes, not hidden
        log.exception("the model failed to load")
        state.load_error = f"{type(err).__name__}: {err}"
        if owned and model is not None:
            model.close()
        return
    release_free_memory()  # what loading and the warm-up run freed goes back to the OS
    if not state.publish(model):
        log.info("the model loaded after the server stopped: not served")
        if owned:
            model.close()
        return
    log.info(
        "ready: %s on %s:%s, warmed %s, in %.1f s",
        model.model_name,
        model.backend,
        model.device,
        model.warmed_sizes,
        time.perf_counter() - start,
    )
