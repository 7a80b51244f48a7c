"""Loads whose views went ungated and unrecorded (session 67's note):

- ``runtime="torch", dtype="auto"`` from a warm cache: the precision gate's figures read from
  the cache, no candidate was built for it, and the load built the precision as a named one:
  its views ran at it, not gated, ``auto_precision`` without ``views``;
- ``runtime="auto", dtype="auto"`` at a network size under 28 px (``process_res`` below 28:
  torch, the exported graphs do not take the size): the torch precision gate's choice was
  built as a named precision, its views not gated, no ``views`` entry;
- CUDA (``dtype="auto"``: bfloat16, by the device's rule, no gate): ``auto_runtime["views"]``
  said "dtype named (bf16) ... not second-guessed", which the user did not name, and
  ``runtime="torch"`` recorded nothing. Here the CUDA check is monkeypatched and the network
  built on the CPU: no GPU figure is claimed."""

from __future__ import annotations

import numpy as np
import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends import factory
from tt_depth_anything_3.backends.base import DeviceSpec
from tt_depth_anything_3.backends.runtimes import views_gate
from tt_depth_anything_3.backends.torch import auto_precision

PHOTO = np.random.default_rng(1).integers(0, 255, (98, 140, 3), dtype=np.uint8)
FORCED = {"choice": "bf16", "rule": "bf16", "probe": {"enabled": True}}


def bf16_failing_views(monkeypatch) -> None:
    """``dtype="auto"`` on the CPU weighs bf16 (its single-image gate run as is); bf16's views
    gate figures as if below the gate."""
    monkeypatch.setattr(auto_precision, "auto_decision", lambda device: dict(FORCED))
    real = views_gate.run_gate

    def gate(backend, shape, reference, identity=None):
        figures = real(backend, shape, reference, identity)
        return {**figures, "passed": figures["passed"] and backend.precision != "bf16"}

    monkeypatch.setattr(views_gate, "run_gate", gate)


def test_torch_auto_from_a_warm_cache_gates_its_views(tiny_anyview_checkpoint, monkeypatch):
    bf16_failing_views(monkeypatch)
    for load in ("cold", "warm"):  # the test's own cache folder: the second load reads it
        with DepthAnything3.from_pretrained(
            weights_path=tiny_anyview_checkpoint, device="cpu", process_res=140,
            runtime="torch", dtype="auto",
        ) as model:  # fmt: skip
            decision = model.auto_precision
            assert decision["choice"] == "bf16", load
            assert decision["views"]["reason"] == views_gate.NOT_RUN, load
            model.reconstruct([PHOTO, PHOTO])
            views = decision["views"]
            assert (views["runtime"], views["precision"]) == ("torch", "fp32"), load
            assert views["tried"][0]["skipped"] == "failed the views gate", load
            assert model.describe()["backend"]["views"]["backend"]["precision"] == "fp32"


def test_auto_under_28_px_gates_its_views(tiny_anyview_checkpoint, monkeypatch):
    bf16_failing_views(monkeypatch)
    with DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cpu", process_res=14, runtime="auto",
        dtype="auto",
    ) as model:  # fmt: skip
        runtime = model.auto_runtime
        assert (runtime["choice"], runtime["precision"]) == ("torch", "bf16")
        assert "under 28 px" in runtime["reason"]
        views = runtime["views"]
        assert views is model.auto_precision["views"]  # one record, in both
        assert (views["gated"], views["reason"]) == (True, views_gate.NOT_RUN)
        assert views["shape"] == "b1x2views_28x28"  # the gate inputs' least size
        model.reconstruct([PHOTO, PHOTO])
        assert (views["runtime"], views["precision"]) == ("torch", "fp32")
        assert [row["precision"] for row in views["tried"]] == ["bf16", "fp32"]
        assert views["reason"] in runtime["reason"]


def test_auto_under_28_px_float32_says_its_views_are_the_reference(
    tiny_anyview_checkpoint, monkeypatch
):
    fp32 = {**FORCED, "choice": "fp32", "rule": "fp32"}
    monkeypatch.setattr(auto_precision, "auto_decision", lambda device: dict(fp32))
    with DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cpu", process_res=14, runtime="auto",
        dtype="auto",
    ) as model:  # fmt: skip
        views = model.auto_runtime["views"]
        assert (views["gated"], views["precision"]) == (False, "fp32")
        assert "reference" in views["reason"]


@pytest.fixture
def fake_cuda(monkeypatch):
    """torch 'sees' one CUDA device; every backend is built on the CPU."""
    import torch

    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    real = factory.create

    def on_cpu(spec, *args, **kwargs):
        return real(DeviceSpec("torch", "cpu"), *args, **kwargs)

    monkeypatch.setattr(factory, "create", on_cpu)


@pytest.mark.parametrize("runtime", ["auto", "torch"])
def test_cuda_bf16_views_are_recorded_as_not_gated(
    tiny_anyview_checkpoint, fake_cuda, monkeypatch, runtime
):
    def no_gate(*args, **kwargs):
        raise AssertionError("a gate ran for CUDA")

    monkeypatch.setattr(views_gate, "run_gate", no_gate)
    with DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cuda", process_res=140, runtime=runtime,
        dtype="auto", trace=False,
    ) as model:  # fmt: skip
        decision = model.auto_runtime if runtime == "auto" else model.auto_precision
        views = decision["views"]
        assert (views["gated"], views["runtime"], views["precision"]) == (False, "torch", "bf16")
        assert "not second-guessed" not in views["reason"]
        assert "cuda" in views["reason"] and "not gated" in views["reason"]
        model.reconstruct([PHOTO, PHOTO])
        assert (
            model.describe()["auto_runtime" if runtime == "auto" else "auto_precision"]["views"]
            == views
        )


def test_a_gpu_engine_s_views_are_recorded_as_not_gated(tiny_anyview_checkpoint, monkeypatch):
    """``runtime="onnxruntime"`` (or TensorRT) on CUDA with ``dtype="auto"``: float32, its
    decision without a ``views`` entry; now one saying the views are not gated there."""
    import json

    from tt_depth_anything_3.config.schema import DA3Config

    config = DA3Config.from_dict(
        json.loads((tiny_anyview_checkpoint / "config.json").read_text(encoding="utf-8"))
    )
    engine = type("Engine", (), {"name": "onnxruntime", "precision": "fp32"})()
    monkeypatch.setattr(factory, "create", lambda *args, **kwargs: engine)
    backend, decision = factory.create_with_runtime(
        DeviceSpec("torch", "cuda"), config, tiny_anyview_checkpoint / "model.safetensors",
        "auto", False, "fast", "onnxruntime", (112, 140),
    )  # fmt: skip
    assert backend is engine and decision["precision"] == "fp32"
    views = decision["views"]
    assert (views["gated"], views["runtime"], views["precision"]) == (False, "onnxruntime", "fp32")
    assert "on cuda" in views["reason"] and "not gated" in views["reason"]
