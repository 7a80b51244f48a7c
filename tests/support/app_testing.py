"""Helpers for the in-process server tests (Starlette TestClient): image bytes, settings for a
tiny checkpoint, a started and ready app, and a model whose calls wait for a gate."""

from __future__ import annotations

import base64
import io
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import numpy as np
from fastapi.testclient import TestClient
from PIL import Image

from tt_depth_anything_3.server import ServerSettings, create_app


def encode(array: np.ndarray, fmt: str = "PNG") -> bytes:
    buffer = io.BytesIO()
    Image.fromarray(array).save(buffer, fmt)
    return buffer.getvalue()


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def wait_ready(client: TestClient, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while client.get("/ready").status_code != 200:
        assert time.monotonic() < deadline, client.get("/info").json()
        time.sleep(0.02)


def settings_for(checkpoint, **overrides) -> ServerSettings:
    values = {"weights": str(checkpoint), "device": "cpu", "process_res": 140, **overrides}
    return ServerSettings(**values)


def allow_slow_runs(app, request_timeout_s: float = 60.0) -> None:
    """From now on, ``app``'s requests get ``request_timeout_s`` (the default minute). For a
    test whose short ``request_timeout_s`` (0.3-1.5 s) made its point (a 504, a stop) and whose
    next request must run a real inference: on a loaded 2-core machine one tiny-model inference
    took from 17 ms to 2.8 s, and the next request got a 504 of its own instead of its 200."""
    server = app.state.server
    server.settings = replace(server.settings, request_timeout_s=request_timeout_s)


@contextmanager
def ready_client(checkpoint, model, **overrides) -> Iterator[TestClient]:
    """The app on ``model`` with ``settings_for(checkpoint, **overrides)``, started (lifespan)
    and ready."""
    with TestClient(create_app(settings_for(checkpoint, **overrides), model=model)) as client:
        wait_ready(client)
        yield client


class GatedModel:
    """The real model, but each call (and optionally the warm-up) waits for ``gate``."""

    def __init__(self, model, gate_warmup: bool = False) -> None:
        self._model = model
        self.gate = threading.Event()
        self.entered = threading.Event()
        self.warmed_sizes: list[tuple[int, int]] = []
        self._gate_warmup = gate_warmup

    def __getattr__(self, name):
        return getattr(self._model, name)

    def warmup(self, size=None) -> None:
        if self._gate_warmup:
            assert self.gate.wait(10)
        self.warmed_sizes.append((0, 0))

    def __call__(self, *args, **kwargs):
        self.entered.set()
        assert self.gate.wait(10), "test gate never opened"
        return self._model(*args, **kwargs)


class SlowModel:
    """The tiny model, each call taking ``delay_s`` more."""

    def __init__(self, model, delay_s: float) -> None:
        self._model = model
        self.delay_s = delay_s

    def __getattr__(self, name):
        return getattr(self._model, name)

    def __call__(self, *args, **kwargs):
        time.sleep(self.delay_s)
        return self._model(*args, **kwargs)
