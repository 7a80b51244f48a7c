"""The nested model and the reduced precisions (an outside test, t47): OpenVINO int8 failed
with an internal ``ValueError`` about a convolution "inside the transformer blocks" (after
minutes of export), ``runtime="auto", dtype="int8"`` failed the whole load with it, and
``dtype="auto"`` chose OpenVINO int8w, whose final (metric-aligned) depth missed the gate on
another image."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.checkpoints import write_checkpoint
from support.official_family import TINY_FAMILY
from tt_depth_anything_3.backends.base import parse_device
from tt_depth_anything_3.backends.runtimes import candidates, files, select
from tt_depth_anything_3.backends.runtimes.graph_io import InputShape
from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend
from tt_depth_anything_3.backends.runtimes.torch_gate import gate_torch_auto
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.schema import DA3Config

NESTED = "da3nested-giant-large"


@pytest.fixture(scope="module")
def nested_checkpoint(tmp_path_factory) -> Path:
    """A tiny random nested checkpoint (giant any-view + large metric branch)."""
    folder = tmp_path_factory.mktemp("nested")
    write_checkpoint(folder, NESTED, tiny=False, architecture=TINY_FAMILY[NESTED])
    return folder


def nested_config() -> DA3Config:
    return DA3Config.from_dict({"model_name": NESTED, "architecture": TINY_FAMILY[NESTED]})


def test_openvino_int8_refuses_the_nested_model_by_name(tmp_path):
    with pytest.raises(InputError, match=rf"dtype='int8' does not run {NESTED}"):
        OpenVINOBackend(nested_config(), tmp_path / "model.safetensors", "int8")


def test_openvino_int8_export_refuses_it_before_any_export_work(tmp_path, monkeypatch):
    def no_export(*args, **kwargs):
        raise AssertionError("the export started")

    monkeypatch.setattr(files, "build_network", no_export)
    with pytest.raises(InputError, match=rf"does not run {NESTED}"):
        files.export_model(nested_config(), tmp_path / "w.safetensors", tmp_path / "out",
                           "openvino", precision="int8")  # fmt: skip


def test_the_export_refusal_is_worded_for_an_export(nested_checkpoint, tmp_path, capsys):
    """``tt-da3 export --format openvino --dtype int8`` of the nested model said the runtime
    API's words: ``runtime='openvino' ... use dtype='float32' (or runtime='torch'
    dtype='int8' ...)``; export has no runtime, and a torch int8 model is no file to export."""
    from tt_depth_anything_3.cli import main as cli_main

    args = ["export", "--weights", str(nested_checkpoint), "--format", "openvino"]
    code = cli_main([*args, "--dtype", "int8", "--out", str(tmp_path / "x")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1, err
    assert f"does not run {NESTED}" in err[0] and "--dtype float32" in err[0], err
    assert "runtime" not in err[0] and "torch" not in err[0], err


def fixed_candidates(monkeypatch, engines, torch_pairs) -> None:
    """``ordered_candidates`` walks these, whatever this CPU; every engine 'installed'."""
    monkeypatch.setattr(candidates, "engine_candidates", lambda spec, dtype: list(engines))
    monkeypatch.setattr(candidates, "torch_candidates", lambda spec, dtype: list(torch_pairs))
    monkeypatch.setattr(select, "skip_reason", lambda r, p, probe: None)


def test_auto_int8_passes_openvino_int8_over_for_nested(nested_checkpoint, monkeypatch):
    fixed_candidates(monkeypatch, [("openvino", "int8")], [("torch", "int8")])
    made = []
    backend, decision = select.choose_runtime(
        parse_device("cpu"), nested_config(), nested_checkpoint / "model.safetensors", "int8",
        InputShape(56, 70), lambda r, p: made.append((r, p)) or f"{r} {p}",
    )  # fmt: skip
    assert made == [("torch", "int8")] and backend == "torch int8"
    row = decision["tried"][0]
    assert row["runtime"] == "openvino" and f"does not run {NESTED}" in row["skipped"]


def test_auto_dtype_auto_keeps_float32_for_nested(nested_checkpoint, monkeypatch):
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")  # the first one not skipped is taken
    fixed_candidates(
        monkeypatch,
        [("openvino", "bf16"), ("openvino", "int8w"), ("onnxruntime", "fp32")],
        [("torch", "int8"), ("torch", "fp32")],
    )
    made = []
    _, decision = select.choose_runtime(
        parse_device("cpu"), nested_config(), nested_checkpoint / "model.safetensors", "auto",
        InputShape(56, 70), lambda r, p: made.append((r, p)) or f"{r} {p}",
    )  # fmt: skip
    assert made == [("onnxruntime", "fp32")]
    assert decision["choice"] == "onnxruntime" and decision["precision"] == "fp32"
    skipped = [row for row in decision["tried"] if row["precision"] != "fp32"]
    assert [row["skipped"] for row in skipped] == [candidates.NESTED_REDUCED] * 2


def test_a_named_reduced_dtype_is_still_tried_for_nested(monkeypatch):
    """Only ``dtype="auto"`` passes them over: a named bf16 is the user's choice."""
    config = nested_config()
    assert candidates.model_skip_reason(config, "bf16", "openvino", "bf16") is None
    assert candidates.model_skip_reason(config, "auto", "openvino", "fp32") is None
    metric = DA3Config.from_dict({"model_name": "da3metric-large"})
    assert candidates.model_skip_reason(metric, "auto", "openvino", "int8w") is None
    assert candidates.model_skip_reason(metric, "int8", "openvino", "int8") is None


def test_torch_dtype_auto_keeps_float32_for_nested(nested_checkpoint):
    def make(precision):
        raise AssertionError(f"{precision} was built for the gate")

    decision = {"choice": "int8", "probe": {"enabled": True}}
    decided, backend = gate_torch_auto(
        nested_config(), nested_checkpoint / "model.safetensors", (56, 70), decision, make
    )
    assert backend is None and decided["choice"] == "fp32"
    assert candidates.NESTED_REDUCED in decided["reason"]
