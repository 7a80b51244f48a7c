"""The backend's per-image fallback flags reach ``DepthOutput.fallback`` and the server's
counters (``/info`` and ``/metrics``); the torch backend never falls back."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest
import torch

from support.app_testing import b64, encode, ready_client
from support.checkpoints import open_backend
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends import RunResult


class FallingBackBackend:
    """The tiny model's torch backend, reporting that the images flagged in ``pattern`` fell
    back (as the Blackhole backend does when the one-pass guard trips)."""

    name = "fake-guarded"
    thread_safe = False  # like the Blackhole backend it stands for
    runs_views = False

    def __init__(self, inner, pattern: tuple[bool, ...]) -> None:
        self.inner = inner
        self.pattern = pattern
        self.device = inner.device
        self.precision = inner.precision

    def run(self, batch: torch.Tensor) -> RunResult:
        out = self.inner.run(batch)
        return RunResult(out.heads, out.timing_ms, self.pattern[: batch.shape[0]])

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None:
        self.run(torch.zeros(batch, 3, *size))

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "pattern": list(self.pattern), "inner": self.inner.describe()}

    def close(self) -> None:
        """The inner backend belongs to the module fixture."""


@pytest.fixture(scope="module")
def tiny_backend(tiny_metric_checkpoint):
    backend = open_backend(tiny_metric_checkpoint)
    yield backend
    backend.close()


def fake_model(tiny_backend, pattern: tuple[bool, ...]) -> DepthAnything3:
    backend = FallingBackBackend(tiny_backend, pattern)
    return DepthAnything3(tiny_backend.network.config, backend, process_res=140)


def test_torch_backend_never_falls_back(tiny_metric_model, tiny_backend, photo) -> None:
    assert tiny_metric_model(photo).fallback is False
    assert tiny_backend.run(torch.zeros(2, 3, 28, 28)).fallback == (False, False)


def test_fallback_flags_reach_each_output(tiny_backend, photo) -> None:
    model = fake_model(tiny_backend, (False, True))
    first, second = model([photo, photo], batch_size=2)
    assert (first.fallback, second.fallback) == (False, True)
    assert second.metadata()["fallback"] is True
    np.testing.assert_array_equal(first.depth, second.depth)  # same values, only the flag

    model = fake_model(tiny_backend, ())
    with pytest.raises(RuntimeError, match="0 fallback flags for 1 images"):
        model(photo)


def test_server_counts_fallbacks(tiny_metric_checkpoint, tiny_backend, photo) -> None:
    model = fake_model(tiny_backend, (True,))
    body = {"image": b64(encode(photo))}
    with ready_client(tiny_metric_checkpoint, model) as client:
        for _ in range(2):
            assert client.post("/predict", json=body).status_code == 200
        info = client.get("/info").json()
        assert (info["predictions"], info["fallbacks"]) == (2, 2)
        assert re.search(r"\nda3_fallbacks_total 2(\.0)?\n", client.get("/metrics").text)
