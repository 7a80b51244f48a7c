"""The views gate on the nested model (``da3nested-giant-large``), untested before: with
``dtype="auto"`` it weighs float32 alone, so ``runtime="auto"`` takes a float32 engine, whose
views graph (the giant any-view branch with the camera head, each scene aligned to the
metric branch: ``graph_io.align_nested``) is gated at its first use against torch float32's,
aligned alike; failing, the views go to torch float32, the reference."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from support.checkpoints import write_checkpoint
from support.official_family import TINY_FAMILY
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes import candidates, select, views_gate

NESTED = "da3nested-giant-large"
ENGINE = [("onnxruntime", "fp32")]
PASSED = {"depth": 1.0, "passed": True, "inputs": {}}  # the single-image gate: not tested here


@pytest.fixture(scope="module")
def nested_checkpoint(tmp_path_factory) -> Path:
    """A tiny random nested checkpoint (giant any-view + large metric branch)."""
    folder = tmp_path_factory.mktemp("nested_views")
    write_checkpoint(folder, NESTED, tiny=False, architecture=TINY_FAMILY[NESTED])
    return folder


def nested_on_the_engine(monkeypatch, checkpoint: Path) -> DepthAnything3:
    """``runtime="auto", dtype="auto"`` taking ONNX Runtime float32 (the single-image gate
    stubbed as passed), its views gate still to run."""
    pytest.importorskip("onnxruntime")
    monkeypatch.setattr(candidates, "engine_candidates", lambda spec, dtype: list(ENGINE))
    monkeypatch.setattr(select, "run_gate", lambda *args: PASSED)
    return DepthAnything3.from_pretrained(
        weights_path=checkpoint, device="cpu", process_res=70, runtime="auto", dtype="auto"
    )


def test_nested_views_gate_runs_on_the_float32_engine(nested_checkpoint, monkeypatch):
    with nested_on_the_engine(monkeypatch, nested_checkpoint) as model:
        assert (model.backend, model.auto_runtime["precision"]) == ("onnxruntime", "fp32")
        views = model.auto_runtime["views"]
        assert (views["gated"], views["reason"]) == (True, views_gate.NOT_RUN)
        model.warmup(views=2)  # the views gate's own size: the graph it compiled is reused
        (row,) = views["tried"]
        figures = row["gate"]
        assert figures["passed"] and set(figures["inputs"]) == set(select.GATE_INPUTS)
        assert figures["depth"] >= select.GATE["depth"]
        assert {"rotation_deg", "translation", "focal"} <= set(figures)
        assert (views["runtime"], views["precision"]) == ("onnxruntime", "fp32")
        assert "passed the views gate" in views["reason"]
        assert model.describe()["backend"]["views"]["backend"] is None
        json.dumps(model.auto_runtime, allow_nan=False)


def test_nested_views_failing_the_gate_run_on_torch_float32(nested_checkpoint, monkeypatch):
    real = views_gate.run_gate

    def failing(backend, shape, reference, identity=None):
        return {**real(backend, shape, reference, identity), "passed": False}

    monkeypatch.setattr(views_gate, "run_gate", failing)
    with nested_on_the_engine(monkeypatch, nested_checkpoint) as model:
        model.warmup(views=2)
        views = model.auto_runtime["views"]
        assert [row["runtime"] for row in views["tried"]] == ["onnxruntime", "torch"]
        assert (views["runtime"], views["precision"]) == ("torch", "fp32")
        assert "taken ungated" in views["reason"]
        described = model.describe()["backend"]["views"]["backend"]
        assert (described["name"], described["precision"]) == ("torch", "fp32")
