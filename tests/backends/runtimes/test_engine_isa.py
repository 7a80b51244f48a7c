"""``describe()["isa"]`` of the exported engines names the instruction set of the kernels
their precision computes with (an outside test, t47: every run read ``avx512_vnni``, the CPU's
int8 tier, for OpenVINO bf16 / int8w, whose backbone runs AVX512-BF16, and for the float32
engines, which do no int8 arithmetic)."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.backends.runtimes import bf16_rate, engine
from tt_depth_anything_3.backends.torch.cpu_capability import CpuCapability, arithmetic_isa
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

ZEN4 = frozenset({"avx2", "fma", "avx512f", "avx512bw", "avx512vl", "avx512_vnni", "avx512_bf16"})
SAPPHIRE = ZEN4 | {"amx_tile", "amx_int8", "amx_bf16"}
AVX2 = frozenset({"avx2", "fma", "avx_vnni"})


def cpu(flags: frozenset[str]) -> CpuCapability:
    return CpuCapability("test CPU", "x86_64", "AVX512", flags, flags)


@pytest.mark.parametrize(
    "flags, f32, bf16, int8",
    [
        (ZEN4, "avx512", "avx512_bf16", "avx512_vnni"),
        (SAPPHIRE, "avx512", "amx_bf16", "amx_int8"),
        (AVX2, "avx2", "avx2", "avx2_vnni"),
    ],
)
def test_arithmetic_isa(flags, f32, bf16, int8):
    assert [arithmetic_isa(cpu(flags), a) for a in ("f32", "bf16", "int8")] == [f32, bf16, int8]


@pytest.mark.parametrize(
    "runtime, precision, isa, by_arithmetic",
    [
        ("onnxruntime", "fp32", "avx512", {"f32": "avx512"}),
        ("openvino", "fp32", "avx512", {"f32": "avx512"}),
        ("openvino", "bf16", "avx512_bf16", {"bf16": "avx512_bf16", "f32": "avx512"}),
        ("openvino", "int8w", "avx512_bf16", {"bf16": "avx512_bf16", "f32": "avx512"}),
        ("openvino", "int8", "avx512_vnni",
         {"int8": "avx512_vnni", "bf16": "avx512_bf16", "f32": "avx512"}),
    ],
)  # fmt: skip
def test_engine_isa_follows_its_precision(
    tiny_metric_checkpoint, monkeypatch, runtime, precision, isa, by_arithmetic
):
    pytest.importorskip(runtime)
    if precision.startswith("int8"):
        pytest.importorskip("nncf")
    monkeypatch.setattr(engine, "detect_cpu", lambda read_torch=True: cpu(ZEN4))
    # Zen 4's bf16 is twice its float32 (OPT_REPORT 1c.4): int8's float ops then run bf16
    monkeypatch.setattr(bf16_rate, "recorded_matmul_ms", lambda cpu: (1.9, 3.8))
    config = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint).config
    weights = tiny_metric_checkpoint / "model.safetensors"
    if runtime == "openvino":
        from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend

        backend = OpenVINOBackend(config, weights, precision)
    else:
        from tt_depth_anything_3.backends.runtimes.onnxruntime_backend import OnnxRuntimeBackend

        backend = OnnxRuntimeBackend(config, weights, precision, "cpu")
    report = backend.describe()  # nothing compiled: the precision decides
    assert report["isa"] == isa and report["isa_by_arithmetic"] == by_arithmetic
