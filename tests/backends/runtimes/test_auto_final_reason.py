"""``runtime="auto"`` ending on torch float32 says why each engine was passed over: with onnx
(or both engines) missing, its one line said only "every faster candidate was refused", so
``tt-da3: auto chose torch float32: ...`` never named the missing package."""

from __future__ import annotations

from support.missing_modules import without
from tt_depth_anything_3.backends.base import parse_device
from tt_depth_anything_3.backends.runtimes import select
from tt_depth_anything_3.backends.runtimes.decision_text import decision_line
from tt_depth_anything_3.backends.runtimes.graph_io import InputShape
from tt_depth_anything_3.checkpoints import resolve_checkpoint


def test_torch_fp32_reason_names_each_engine_passed_over_and_why():
    tried = [
        {"runtime": "openvino", "precision": "fp32", "skipped": "openvino is not installed"},
        {"runtime": "onnxruntime", "precision": "fp32", "skipped": "failed the accuracy gate"},
        {"runtime": "torch", "precision": "fp32"},
    ]
    reason = select.final_reason("fp32", tried)
    assert reason.startswith("the reference (torch float32) itself: every faster candidate")
    assert "openvino fp32: openvino is not installed" in reason
    assert "onnxruntime fp32: failed the accuracy gate" in reason
    # the same reason for several engines is said once, naming them all
    same = [{**row, "skipped": "onnx is not installed"} for row in tried[:2]] + tried[2:]
    reason = select.final_reason("fp32", same)
    assert reason.count("onnx is not installed") == 1
    assert "openvino fp32, onnxruntime fp32: onnx is not installed" in reason
    assert select.final_reason("fp32", tried[-1:]) == (
        "the reference (torch float32) itself: every faster candidate was refused"
    )


def test_auto_without_onnx_says_so_in_its_line(tiny_metric_checkpoint, monkeypatch):
    without(monkeypatch, "onnx", "onnxscript")
    config = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint).config
    weights = tiny_metric_checkpoint / "model.safetensors"
    backend, decision = select.choose_runtime(
        parse_device("cpu"), config, weights, "fp32", InputShape(56, 70), lambda r, p: r
    )
    assert backend == "torch"
    line = decision_line(decision)
    assert line.startswith("auto chose torch float32: the reference (torch float32) itself")
    assert "onnx is not installed" in line, line


def test_auto_dtype_auto_on_torch_says_why_the_engines_were_passed_over(
    tiny_metric_checkpoint, monkeypatch
):
    """``dtype="auto"`` taking a torch precision by its gate said only "fastest installed
    candidate ...: torch int8", not that no engine could run."""
    without(monkeypatch, "onnx", "onnxscript")
    config = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint).config
    weights = tiny_metric_checkpoint / "model.safetensors"
    monkeypatch.setattr(select, "run_gate", lambda *a, **k: {"passed": True})
    monkeypatch.setattr(
        select, "ordered_candidates",
        lambda spec, dtype, only=None: [
            ("openvino", "fp32", False), ("onnxruntime", "fp32", False), ("torch", "int8", False)
        ],
    )  # fmt: skip
    backend, decision = select.choose_runtime(
        parse_device("cpu"), config, weights, "auto", InputShape(56, 70), lambda r, p: r
    )
    assert (backend, decision["precision"]) == ("torch", "int8")
    assert "fastest installed candidate" in decision["reason"]
    assert "openvino fp32, onnxruntime fp32: onnx is not installed" in decision["reason"]
