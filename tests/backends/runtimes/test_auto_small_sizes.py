"""``runtime="auto"`` keeps its promise for the network sizes no exported graph takes (a side
under 28 px: a strip or a panorama at the default process_res): they run on torch, built the
first time one comes, and say so (a warning, ``DepthOutput.backend``, ``describe()``,
``auto_runtime``); a named engine refuses them (it raised ``InputError`` under ``auto`` too,
an outside test: a ``serve --runtime auto`` server refused what a default server took)."""

from __future__ import annotations

import logging

import numpy as np
import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.base import RunResult
from tt_depth_anything_3.backends.runtimes.small_sizes import (
    SmallSizesOnTorch,
    torch_precision_for,
)
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference.gate import GatedBackend

STRIP = np.random.default_rng(0).integers(0, 255, (20, 300, 3), dtype=np.uint8)  # 14x154


def test_auto_runs_a_strip_on_torch_built_when_first_needed(
    tiny_metric_checkpoint, monkeypatch, caplog
):
    pytest.importorskip("onnxruntime")
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")  # the fp32 engine without its gate: quicker
    options = {"weights_path": tiny_metric_checkpoint, "device": "cpu", "process_res": 150}
    with DepthAnything3.from_pretrained(**options) as torch_model:
        expected = torch_model(STRIP)
    with DepthAnything3.from_pretrained(**options, runtime="auto", dtype="float32") as model:
        engine = model.auto_runtime["choice"]
        assert engine in ("onnxruntime", "openvino") and model.backend == engine
        assert "under 28 px" in model.auto_runtime["small_sizes"]
        assert "torch fp32" in model.auto_runtime["small_sizes"]
        small = model.describe()["backend"]["small_sizes"]
        assert small["built"] is False and small["shapes"] == [] and small["backend"] is None
        with caplog.at_level(logging.WARNING, "tt_depth_anything_3.backends.runtimes"):
            out = model(STRIP)
        assert out.backend == "torch" and out.model_input_size == (14, 154)
        np.testing.assert_array_equal(out.depth, expected.depth)
        assert "14x154 has a side under 28 px" in caplog.text and "on torch fp32" in caplog.text
        small = model.describe()["backend"]["small_sizes"]
        assert small["built"] is True and small["shapes"] == ["14x154"]
        assert small["backend"]["name"] == "torch"
        assert model(np.zeros((98, 140, 3), np.uint8)).backend == engine  # the engine's sizes
        caplog.clear()
        with caplog.at_level(logging.WARNING, "tt_depth_anything_3.backends.runtimes"):
            model(STRIP[:, :200])
        assert caplog.text == ""  # announced once, when torch was built


def test_a_named_engine_refuses_the_strip(tiny_metric_checkpoint):
    pytest.importorskip("onnxruntime")
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=150, runtime="onnxruntime"
    ) as model:
        with pytest.raises(InputError, match="exported graphs take sides from 28 px"):
            model(STRIP)


def test_a_named_engine_says_which_images_of_a_list_it_refuses(tiny_metric_checkpoint):
    """In a list, a decode error says ``images[i]:``, but the engine's refusal of a strip's
    network size named no image (a list of 100 photos: which one?). Now it says which: one
    image, or the run of consecutive images of that size (``batch_size``)."""
    pytest.importorskip("onnxruntime")
    photo = np.full((60, 80, 3), 128, np.uint8)
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=150, runtime="onnxruntime"
    ) as model:
        with pytest.raises(InputError, match=r"^images\[1\]: the exported graphs take sides"):
            model([photo, STRIP, photo])
        with pytest.raises(InputError, match=r"^images\[1:3\]: the exported graphs take sides"):
            model([photo, STRIP, STRIP], batch_size=2)


class Fake:
    """A backend that records its calls."""

    def __init__(self, name: str) -> None:
        self.name, self.device, self.precision = name, "cpu", "fp32"
        self.runs_views, self.calls = True, []

    def run(self, batch):
        self.calls.append(("run", batch.shape))
        return RunResult({"depth": np.zeros(batch.shape[:1])}, {}, (False,) * batch.shape[0])

    def run_views(self, views, **options):
        self.calls.append(("run_views", views.shape, options))
        return RunResult({"depth": np.zeros(views.shape[:2])}, {}, (False,) * views.shape[1])

    def warmup(self, size, batch=1):
        self.calls.append(("warmup", size))

    def describe(self):
        return {"name": self.name}

    def close(self):
        self.calls.append(("close",))


def test_every_call_goes_to_the_backend_that_takes_its_size():
    engine, torch_backend, made = Fake("openvino"), Fake("torch"), []
    backend = SmallSizesOnTorch(engine, lambda: made.append(1) or torch_backend, "fp32")
    gated = GatedBackend(backend)
    ran_by, result = gated.run(np.zeros((1, 3, 28, 28), np.float32))
    assert ran_by is backend and result.ran_by is None and made == []
    ran_by, result = gated.run(np.zeros((2, 3, 14, 42), np.float32))
    assert ran_by is torch_backend is result.ran_by and made == [1]
    gated.run_views(np.zeros((1, 2, 3, 42, 14), np.float32), ref_view="first")
    gated.run_views(np.zeros((1, 2, 3, 42, 28), np.float32))
    gated.warmup((14, 14))
    gated.warmup((28, 42))
    assert made == [1]  # built once
    assert torch_backend.calls[1:] == [
        ("run_views", (1, 2, 3, 42, 14), {"ref_view": "first"}),
        ("warmup", (14, 14)),
    ]
    assert engine.calls[1:] == [("run_views", (1, 2, 3, 42, 28), {}), ("warmup", (28, 42))]
    assert backend.describe()["small_sizes"]["shapes"] == ["14x42", "42x14", "14x14"]
    gated.close()
    assert engine.calls[-1] == torch_backend.calls[-1] == ("close",)


def test_the_torch_precision_of_the_small_sizes():
    assert [torch_precision_for(p) for p in ("auto", "fp32", "bf16", "int8", "int8w")] == [
        "fp32", "fp32", "bf16", "int8", "fp32"
    ]  # fmt: skip


def test_no_torch_network_is_built_from_a_checkpoint_replaced_after_the_load():
    """The torch backend of the small sizes is built from the checkpoint file when the first
    such size comes: a file replaced since the load gave it the new weights beside an engine
    running the old (helper 59); the engine's ``check_checkpoint`` refuses that first."""
    engine, made = Fake("openvino"), []

    def changed():
        raise RuntimeError("the checkpoint w changed since this model was loaded")

    engine.check_checkpoint = changed
    backend = SmallSizesOnTorch(engine, lambda: made.append(1) or Fake("torch"), "fp32")
    with pytest.raises(RuntimeError, match="changed since this model was loaded"):
        backend.run(np.zeros((1, 3, 14, 42), np.float32))
    assert made == []
    backend.run(np.zeros((1, 3, 28, 42), np.float32))  # the engine's sizes still run
