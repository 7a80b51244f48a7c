"""``runtime="auto"`` takes OpenVINO bf16 first only where bf16 is the faster arithmetic: with
AMX, or with AVX512-BF16 alone where a MatMul probe (or, probe off, the AMD rule) says so; on
an Intel Xeon with AMX hidden it was 1.5x slower than float32 (OPT_REPORT.md 1c.15)."""

from __future__ import annotations

import math

import pytest

from tt_depth_anything_3.backends.base import parse_device
from tt_depth_anything_3.backends.runtimes import bf16_rate, candidates
from tt_depth_anything_3.backends.torch.cpu_capability import CpuCapability, detect_cpu

AVX512 = ("avx2", "fma", "avx512f", "avx512bw", "avx512vl", "avx512_vnni")


def _cpu(model: str, *extra: str) -> CpuCapability:
    flags = frozenset(AVX512 + extra)
    return CpuCapability(model, "x86_64", "AVX512", flags, flags)


INTEL_AMX_HIDDEN = _cpu("Intel(R) Xeon(R) Processor", "avx512_bf16")
AMD_ZEN4 = _cpu("AMD EPYC 9R14 96-Core Processor", "avx512_bf16")


@pytest.fixture
def timed(monkeypatch, tmp_path):
    """The probe's (bf16, float32) milliseconds, set by the test; counts its calls. A cache
    folder of the test's own: the figures are kept there (``recorded_matmul_ms``)."""
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "probe-cache"))
    state = {"ms": (1.0, 1.0), "calls": 0}

    def measured(flags, model):
        state["calls"] += 1
        return state["ms"]

    monkeypatch.setattr(bf16_rate, "measured_matmul_ms", measured)
    return state


@pytest.mark.parametrize(
    ("cpu", "probe", "fast", "how"),
    [
        (_cpu("Intel Xeon", "amx_tile", "amx_bf16", "avx512_bf16"), True, True, "amx"),
        (_cpu("Intel Xeon", "amx_tile", "amx_bf16", "avx512_bf16"), False, True, "amx"),
        (_cpu("Intel Xeon"), True, False, "no bf16"),
        (AMD_ZEN4, False, True, "rule"),
        (INTEL_AMX_HIDDEN, False, False, "rule"),
    ],
)
def test_amx_no_bf16_and_the_rule_need_no_probe(timed, cpu, probe, fast, how):
    rate = bf16_rate.bf16_rate(cpu, probe)
    assert (rate.fast, rate.how, timed["calls"]) == (fast, how, 0)
    assert rate.describe()


@pytest.mark.parametrize(
    ("ms", "fast"),
    [((6.6, 3.8), False), ((3.8, 3.8), False), ((3.4, 3.8), False), ((3.2, 3.8), True),
     ((1.9, 3.8), True)],
)  # fmt: skip
def test_avx512_bf16_without_amx_is_measured(timed, ms, fast):
    timed["ms"] = ms
    for cpu in (INTEL_AMX_HIDDEN, AMD_ZEN4):  # the measurement decides, not the vendor
        rate = bf16_rate.bf16_rate(cpu, probe=True)
        assert (rate.fast, rate.how, rate.bf16_ms, rate.f32_ms) == (fast, "measured", *ms)
        assert f"bf16 {ms[0]:.2f} ms, float32 {ms[1]:.2f} ms" in rate.describe()
        assert ("not faster" in rate.describe()) is not fast


def test_the_probe_is_timed_once_per_machine_and_kept_in_the_runtime_cache(timed):
    # a second process would read the first's figures: another reading (load) flips nothing
    from tt_depth_anything_3.backends.runtimes import cache_admin

    timed["ms"] = (3.2, 3.8)
    assert bf16_rate.bf16_rate(AMD_ZEN4, probe=True).fast is True
    timed["ms"] = (3.5, 3.8)  # what a loaded process would time: not faster by the margin
    again = bf16_rate.bf16_rate(AMD_ZEN4, probe=True)
    assert (again.fast, again.bf16_ms, timed["calls"]) == (True, 3.2, 1)
    assert "kept in the runtime cache" in again.describe()
    (entry,) = cache_admin.cache_entries()
    assert entry.kind == bf16_rate.PROBE_KIND and entry.complete
    # another CPU (a VM moved to another host) is timed for itself
    other = bf16_rate.bf16_rate(INTEL_AMX_HIDDEN, probe=True)
    assert (other.fast, timed["calls"]) == (False, 2)
    # tt-da3 cache --clear removes the figures: the next process times again
    assert len(cache_admin.clear_entries()) == 2
    assert bf16_rate.bf16_rate(AMD_ZEN4, probe=True).fast is False and timed["calls"] == 3


def _on(monkeypatch, cpu: CpuCapability, probe: str = "1") -> None:
    monkeypatch.setattr(candidates, "detect_cpu", lambda read_torch=True: cpu)
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", probe)


def test_slow_bf16_is_passed_over_and_openvino_f32_goes_first(monkeypatch, timed):
    pytest.importorskip("openvino")
    _on(monkeypatch, INTEL_AMX_HIDDEN)
    timed["ms"] = (6.6, 3.8)
    spec = parse_device("cpu")
    assert candidates.engine_candidates(spec, "auto") == [
        ("openvino", "bf16"), ("openvino", "int8w"), ("openvino", "fp32"),
        ("onnxruntime", "fp32")]  # fmt: skip
    reason = candidates.speed_skip_reason("auto", "openvino", "bf16")
    assert "not faster than float32" in reason and "6.60 ms" in reason
    assert candidates.speed_skip_reason("auto", "openvino", "int8w") == reason
    assert candidates.speed_skip_reason("auto", "openvino", "fp32") is None
    assert candidates.speed_skip_reason("bf16", "openvino", "bf16") is None  # named: kept
    if candidates.skip_reason("openvino", "fp32", True) is None:
        built, passed_over = candidates.first_built(spec, "auto", None, True)
        assert built == ("openvino", "fp32")
        assert [(row["runtime"], row["precision"]) for row in passed_over] == [
            ("openvino", "bf16"), ("openvino", "int8w")]  # fmt: skip
        assert all("not faster than float32" in row["skipped"] for row in passed_over)


def test_fast_bf16_keeps_its_place_and_onnxruntime_before_openvino_f32(monkeypatch, timed):
    pytest.importorskip("openvino")
    _on(monkeypatch, AMD_ZEN4)
    timed["ms"] = (1.9, 3.8)
    spec = parse_device("cpu")
    assert candidates.engine_candidates(spec, "auto") == [
        ("openvino", "bf16"), ("openvino", "int8w"), ("onnxruntime", "fp32"),
        ("openvino", "fp32")]  # fmt: skip
    assert candidates.speed_skip_reason("auto", "openvino", "bf16") is None


def test_probe_off_follows_the_rule_without_timing(monkeypatch, timed):
    pytest.importorskip("openvino")
    spec = parse_device("cpu")
    _on(monkeypatch, INTEL_AMX_HIDDEN, probe="0")
    assert "probe off, not timed" in candidates.speed_skip_reason("auto", "openvino", "bf16")
    assert candidates.engine_candidates(spec, "auto")[2] == ("openvino", "fp32")
    _on(monkeypatch, AMD_ZEN4, probe="0")
    assert candidates.speed_skip_reason("auto", "openvino", "bf16") is None
    assert timed["calls"] == 0


def test_the_probe_times_a_bf16_and_an_f32_matmul_in_openvino():
    ov = pytest.importorskip("openvino")
    here = detect_cpu(read_torch=False)
    if not (here.x86 and (here.has("amx_bf16") or here.has("avx512_bf16"))):
        pytest.skip("OpenVINO compiles bf16 only where the CPU has native bf16")
    core = ov.Core()
    for hint in ("bf16", "f32"):
        compiled = bf16_rate.compile_matmul(ov, core, hint)
        assert compiled.get_property("INFERENCE_PRECISION_HINT") == getattr(ov.Type, hint)
        precisions = {
            node.get_rt_info()["runtimePrecision"].astype(str)
            for node in compiled.get_runtime_model().get_ordered_ops()
            if node.get_rt_info()["layerType"].astype(str) in ("FullyConnected", "MatMul")
        }
        assert precisions == {hint}
    bf16_rate.measured_matmul_ms.cache_clear()
    bf16_ms, f32_ms = bf16_rate.measured_matmul_ms(here.flags, here.model)
    assert all(math.isfinite(ms) and ms > 0 for ms in (bf16_ms, f32_ms))


@pytest.mark.parametrize(("ms", "parts"), [((6.6, 3.8), (("model", "f32"),)),
                                           ((1.9, 3.8), (("backbone", "bf16"), ("head", "f32")))])  # fmt: skip
def test_openvino_int8_runs_its_float_ops_in_bf16_only_where_bf16_is_faster(
    ms, parts, timed, monkeypatch, tiny_metric_checkpoint
):
    ov = pytest.importorskip("openvino")
    from tt_depth_anything_3.backends.runtimes import engine, openvino_backend
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    timed["ms"] = ms
    monkeypatch.setattr(engine, "detect_cpu", lambda read_torch=True: INTEL_AMX_HIDDEN)
    monkeypatch.setattr(openvino_backend, "check_openvino", lambda precision, cpu: ov)
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "1")
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    backend = openvino_backend.OpenVINOBackend(files.config, files.weights, "int8")
    assert backend.parts == parts
    bf16 = openvino_backend.OpenVINOBackend(files.config, files.weights, "bf16")
    assert bf16.parts == (("backbone", "bf16"), ("head", "f32"))  # named bf16: always the cut


def test_auto_says_which_candidates_it_passed_over_for_speed(
    monkeypatch, timed, tiny_metric_checkpoint, tmp_path
):
    """Through the public API: the decision's reason (the line the commands print) names the
    bf16 candidates passed over and the probe's figures, and ``tried`` keeps each row."""
    pytest.importorskip("openvino")
    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.backends.runtimes.decision_text import speed_note

    _on(monkeypatch, INTEL_AMX_HIDDEN)
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "cache"))
    timed["ms"] = (6.6, 3.8)
    model = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=70, runtime="auto",
        dtype="auto",
    )  # fmt: skip
    with model:
        decision = model.auto_runtime
    assert (decision["choice"], decision["precision"]) == ("openvino", "fp32")
    note = " (openvino bf16, openvino int8w passed over: bf16 not faster than float32"
    assert note in decision["reason"] and "bf16 6.60 ms, float32 3.80 ms" in decision["reason"]
    assert decision["reason"].endswith(speed_note(decision["tried"]))
    assert speed_note([{"runtime": "onnxruntime", "precision": "fp32", "gate": {}}]) == ""


def test_tt_da3_info_says_whether_openvino_bf16_is_faster_here(monkeypatch, timed, capsys):
    import json

    from tt_depth_anything_3.cli import main

    pytest.importorskip("openvino")
    _on(monkeypatch, INTEL_AMX_HIDDEN)
    timed["ms"] = (6.6, 3.8)
    assert main(["info"]) in (0, None)
    report = json.loads(capsys.readouterr().out)["cpu"]["openvino_bf16"]
    assert report["faster_than_fp32"] is False and report["how"] == "measured"
    assert (report["bf16_ms"], report["f32_ms"]) == (6.6, 3.8) and "not faster" in report["note"]
