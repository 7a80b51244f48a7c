"""An engine backend holds the runnables of at most ``TT_DA3_ENGINE_SHAPES`` input shapes: an
outside test found OpenVINO keeping one compiled model (its own copy of the weights) per
network size forever, +364 MB RSS per size on a 314 MB checkpoint. Counted here by held
sessions, not RSS."""

from __future__ import annotations

import numpy as np
import pytest

from tt_depth_anything_3.backends.runtimes.engine import (
    DEFAULT_ENGINE_SHAPES,
    ENGINE_SHAPES_ENV,
    engine_shape_limit,
)
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint
from tt_depth_anything_3.config.errors import InputError

pytest.importorskip("onnxruntime")
pytest.importorskip("openvino")

SIZES = [(28, 28), (28, 42), (42, 28), (42, 42)]


def batch(height: int, width: int) -> np.ndarray:
    return np.random.default_rng(height * 100 + width).random((1, 3, height, width), np.float32)


def test_openvino_keeps_the_most_recent_shapes(tiny_metric_checkpoint, monkeypatch):
    from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend

    monkeypatch.setenv(ENGINE_SHAPES_ENV, "2")
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    backend = OpenVINOBackend(files.config, files.weights, "fp32")
    first = backend.run(batch(*SIZES[0])).heads["depth"]
    for size in SIZES[1:]:
        backend.run(batch(*size))
        assert backend.held_sessions <= 2
        assert {key for key, _ in backend._blobs} == set(backend._sessions)
    assert backend.held_sessions == 2 and backend.evicted == 2
    assert [key.dims[2:] for key in backend._sessions] == SIZES[2:]  # the most recent two
    again = backend.run(batch(*SIZES[0])).heads["depth"]  # imported again from the disk cache
    np.testing.assert_array_equal(first, again)
    report = backend.describe()
    assert (report["held_shapes"], report["max_held_shapes"], report["evicted"]) == (2, 2, 3)
    assert report["loaded_from"]["b1_28x28"] == "cache"
    backend.run(batch(*SIZES[3]))  # a held shape: used, nothing dropped
    assert backend.evicted == 3
    backend.close()
    assert backend.held_sessions == 0 and not backend._blobs


def test_onnxruntime_runs_every_size_in_one_session(tiny_metric_checkpoint, monkeypatch):
    from tt_depth_anything_3.backends.runtimes.onnxruntime_backend import OnnxRuntimeBackend

    monkeypatch.setenv(ENGINE_SHAPES_ENV, "1")
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    backend = OnnxRuntimeBackend(files.config, files.weights, "fp32")
    for size in SIZES:
        backend.run(batch(*size))
    assert backend.held_sessions == 1 and backend.evicted == 0


@pytest.mark.parametrize("value", ["0", "-1", "two", "1.5"])
def test_the_bound_is_a_positive_integer(monkeypatch, value):
    monkeypatch.setenv(ENGINE_SHAPES_ENV, value)
    with pytest.raises(InputError, match=f"{ENGINE_SHAPES_ENV} .* integer >= 1"):
        engine_shape_limit()
    monkeypatch.setenv(ENGINE_SHAPES_ENV, " 3 ")
    assert engine_shape_limit() == 3
    monkeypatch.delenv(ENGINE_SHAPES_ENV)
    assert engine_shape_limit() == DEFAULT_ENGINE_SHAPES


def test_describe_says_a_reloaded_shapes_figures_are_its_latest(
    tiny_metric_checkpoint, monkeypatch
):
    """A shape compiled, evicted by the bound and imported again read ``loaded_from: cache``
    with the re-import's milliseconds, nothing saying it had been compiled here first (an
    outside test): each shape's ``load_ms`` now counts its ``loads`` and keeps its first
    (``first``) beside the latest; ``loaded_from`` is the latest, ``first_loaded_from`` the first."""
    from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend

    monkeypatch.setenv(ENGINE_SHAPES_ENV, "1")
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    backend = OpenVINOBackend(files.config, files.weights, "fp32")
    backend.run(batch(*SIZES[0]))
    once = backend.describe()
    assert once["load_ms"]["b1_28x28"]["loads"] == 1
    assert "first" not in once["load_ms"]["b1_28x28"]
    backend.run(batch(*SIZES[1]))  # evicts 28x28
    backend.run(batch(*SIZES[0]))  # imported again from the entry compiled above
    report = backend.describe()
    shape = report["load_ms"]["b1_28x28"]
    assert shape["loads"] == 2 and set(shape) == {"graph", "compile", "loads", "first"}
    assert shape["first"] == {k: once["load_ms"]["b1_28x28"][k] for k in ("graph", "compile")}
    assert report["loaded_from"]["b1_28x28"] == "cache"  # the latest load
    assert report["first_loaded_from"] == {"b1_28x28": "compiled", "b1_28x42": "compiled"}
    assert report["load_ms"]["b1_28x42"]["loads"] == 1
    backend.close()
