"""``runtime="auto"`` on an AMX CPU gates OpenVINO bf16 twice if it must: first with the DPT
head's residual units in bf16, then with the f32 head; the head is in the decision, the
reason, the gate's key and the compiled model's key."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tt_depth_anything_3.backends.base import parse_device
from tt_depth_anything_3.backends.runtimes import candidates, select
from tt_depth_anything_3.backends.runtimes.engine import ExportedBackend
from tt_depth_anything_3.backends.runtimes.export import InputShape
from tt_depth_anything_3.backends.torch.cpu_capability import CpuCapability
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint
from tt_depth_anything_3.config.precisions import BF16_HEAD_ENV


def _cpu(*flags: str, arch: str = "x86_64") -> CpuCapability:
    return CpuCapability("test CPU", arch, "AVX512", frozenset(flags), frozenset(flags))


@pytest.mark.parametrize(
    ("flags", "arch", "variable", "probe", "expected"),
    [
        (("avx512f", "amx_bf16"), "x86_64", None, True, ("bf16-units", "f32")),
        (("avx512f", "amx_bf16"), "x86_64", "auto", True, ("bf16-units", "f32")),
        (("avx512f", "avx512_bf16"), "x86_64", None, True, (None,)),  # no AMX: f32 head
        (("avx512f", "amx_bf16"), "x86_64", None, False, (None,)),  # no gate, no units
        (("avx512f", "amx_bf16"), "x86_64", "f32", True, ("f32",)),  # the variable decides
        (("avx512f", "amx_bf16"), "x86_64", "bf16-units", True, ("bf16-units",)),
        (("avx512f", "avx512_bf16"), "x86_64", "bf16-units", False, ("bf16-units",)),
        (("amx_bf16",), "aarch64", None, True, (None,)),
    ],
)
def test_head_variants_by_cpu_variable_and_probe(
    monkeypatch, flags, arch, variable, probe, expected
):
    monkeypatch.setattr(candidates, "detect_cpu", lambda read_torch=True: _cpu(*flags, arch=arch))
    if variable is None:
        monkeypatch.delenv(BF16_HEAD_ENV, raising=False)
    else:
        monkeypatch.setenv(BF16_HEAD_ENV, variable)
    assert candidates.head_variants("openvino", "bf16", probe) == expected
    for other in (("openvino", "int8w"), ("openvino", "fp32"), ("torch", "bf16")):
        assert candidates.head_variants(*other, probe) == (None,)


class FakeEngine(ExportedBackend):
    """What ``choose_runtime`` asks of a built candidate: OpenVINO bf16 (a cut graph) starts
    with the f32 head, as the backend does unless ``TT_DA3_BF16_HEAD`` names another."""

    def __init__(self, runtime: str, precision: str) -> None:
        self.name, self.precision, self.closed = runtime, precision, False
        self.head = "f32" if (runtime, precision) == ("openvino", "bf16") else None

    def use_head(self, mode: str) -> None:
        self.head = mode

    def close(self) -> None:
        self.closed = True


def _choose(checkpoint, monkeypatch, units_pass: bool = True):
    """``choose_runtime`` on an AMX CPU over OpenVINO bf16, ONNX Runtime, torch, with fake
    engines and a gate that the units pass or not; (backend, decision, engines gated)."""
    monkeypatch.setattr(candidates, "detect_cpu", lambda read_torch=True: _cpu("amx_bf16"))
    order = [("openvino", "bf16", False), ("onnxruntime", "fp32", False), ("torch", "fp32", True)]
    monkeypatch.setattr(select, "ordered_candidates", lambda spec, dtype, only: iter(order))
    monkeypatch.setattr(select, "skip_reason", lambda runtime, precision, probe: None)
    gated = []

    def gate(backend, shape, reference):
        gated.append(backend)
        passed = units_pass or backend.head != "bf16-units"
        return {"depth": 0.99995 if passed else 0.99985, "passed": passed}

    monkeypatch.setattr(select, "run_gate", gate)
    config = resolve_checkpoint("local", weights_path=checkpoint).config
    backend, decision = select.choose_runtime(
        parse_device("cpu"), config, checkpoint / "model.safetensors", "auto",
        InputShape(56, 70), FakeEngine,
    )  # fmt: skip
    return backend, decision, gated


@pytest.mark.parametrize("units_pass", [True, False])
def test_auto_gates_the_units_head_first_then_the_f32_head(
    tiny_metric_checkpoint, monkeypatch, units_pass
):
    monkeypatch.delenv(BF16_HEAD_ENV, raising=False)
    backend, decision, gated = _choose(tiny_metric_checkpoint, monkeypatch, units_pass)
    heads = ["bf16-units"] if units_pass else ["bf16-units", "f32"]
    assert [engine.head for engine in gated] == heads
    assert backend is gated[-1] and decision["head"] == heads[-1]
    assert (decision["choice"], decision["precision"]) == ("openvino", "bf16")
    assert [row["head"] for row in decision["tried"]] == heads
    assert ("with its residual units bf16" in decision["reason"]) is units_pass
    if not units_pass:
        assert gated[0].closed and decision["tried"][0]["skipped"] == "failed the accuracy gate"
    assert "head f32" in select.decision_line(decision)


@pytest.mark.parametrize(("variable", "probe"), [("bf16-units", "1"), ("bf16-units", "0"),
                                                 ("f32", "1"), ("auto", "0")])  # fmt: skip
def test_the_decision_names_the_head_the_engine_runs(
    tiny_metric_checkpoint, monkeypatch, variable, probe
):
    """The head named by ``TT_DA3_BF16_HEAD`` (or the f32 head that the probe off keeps) is
    the one built, gated once, and named by the decision, its row and its reason."""
    monkeypatch.setenv(BF16_HEAD_ENV, variable)
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", probe)
    backend, decision, gated = _choose(tiny_metric_checkpoint, monkeypatch)
    expected = "bf16-units" if variable == "bf16-units" else "f32"
    assert backend.head == decision["head"] == decision["tried"][0]["head"] == expected
    assert len(decision["tried"]) == 1 and len(gated) == (probe == "1")
    assert ("with its residual units bf16" in decision["reason"]) is (expected == "bf16-units")


def test_openvino_head_mode_in_its_keys_and_set_before_compiling(tiny_metric_checkpoint):
    """The units head adds its mode and transformation version to the compiled model's and
    the gate's keys (an f32 head adds nothing); ``use_head`` refuses a graph that is not cut,
    an unknown mode, and a model compiled already."""
    pytest.importorskip("openvino")
    from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend
    from tt_depth_anything_3.backends.runtimes.ov_precision import UNITS_VERSION

    config = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint).config
    weights = tiny_metric_checkpoint / "model.safetensors"
    whole = OpenVINOBackend(config, weights, "fp32")
    assert whole.variant() == {}
    with pytest.raises(ValueError, match="no head mode 'bf16-units' for OpenVINO fp32"):
        whole.use_head("bf16-units")
    cut = SimpleNamespace(head="f32", precision="bf16", held_sessions=0, int8_recipe=None)
    OpenVINOBackend.use_head(cut, "bf16-units")
    assert OpenVINOBackend.variant(cut) == {"head": f"bf16-units v{UNITS_VERSION}"}
    with pytest.raises(ValueError, match="no head mode 'bf16'"):
        OpenVINOBackend.use_head(cut, "bf16")
    cut.held_sessions = 1
    with pytest.raises(ValueError, match="before the first compile"):
        OpenVINOBackend.use_head(cut, "f32")


def test_the_torch_gate_is_keyed_by_the_bf16_head_and_the_kernels(runtime_cache, monkeypatch):
    """A torch bf16 candidate computes its head's residual units in bf16 or f32 as
    ``TT_DA3_BF16_HEAD`` says, and int8 runs oneDNN's GEMM or a float32 dequantisation: its
    gate's key had neither, so the figures gated with one were served for the other (depth
    0.99998717 with the units, 0.99999931 with the f32 head, on one checkpoint)."""
    shape = InputShape(28, 28)
    reference = {
        name: {"depth": image.mean(1)} for name, image in select.gate_inputs(shape).items()
    }
    identity = {"model": "torch-variant", "file": "none", "bytes": 0, "sha256": "0"}
    ran = []

    def gate(precision: str) -> dict:
        backend = SimpleNamespace(name="torch", precision=precision,
                                  run=lambda image: ran.append(precision) or
                                  SimpleNamespace(heads={"depth": image.mean(1)}))  # fmt: skip
        return select.run_gate(backend, shape, lambda: reference, identity)

    for variable in ("f32", "bf16-units", "f32"):
        monkeypatch.setenv(BF16_HEAD_ENV, variable)
        assert gate("bf16")["passed"]
    assert len(ran) == 2 * 2  # two gate inputs, once per head: the third call is cached
    amx = _cpu("avx512f", "avx512bw", "avx512_vnni", "amx_tile", "amx_bf16")
    cut = select.torch_variant("int8", amx)
    no_onednn = select.torch_variant("int8", CpuCapability(
        "test CPU", "x86_64", "AVX512", amx.flags, amx.flags, onednn=False))  # fmt: skip
    assert cut["kernels"] != no_onednn["kernels"]
    assert select.torch_variant("bf16", amx)["head"] == "f32"  # the variable's, still f32
