"""What the benchmark scripts report: ``bench.py``'s ratios against a baseline that ran (ours
float32 when the official code did not: no ``nan``) in strict JSON (null, never NaN),
``bench_int8_kernels.py``'s every repeat beside its medians, and ``runtime_memory.py``'s call
median saying what it timed."""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

import pytest
from test_benchmark_arguments import load_benchmark, run_script

from support.checkpoints import write_checkpoint


def strict_json(text: str) -> dict:
    """``text`` parsed as strict JSON (NaN and Infinity refused, as JavaScript's parser does)."""

    def refuse(constant: str) -> None:
        raise ValueError(f"not JSON: {constant}")

    return json.loads(text, parse_constant=refuse)


def test_bench_without_the_official_code_compares_with_ours_fp32(tmp_path: Path) -> None:
    weights = write_checkpoint(tmp_path / "w", "da3metric-large")
    out = tmp_path / "bench.json"
    args = ["--weights", str(weights), "--size", "70x98", "--runs", "1", "--threads", "1"]
    done = run_script("bench.py", *args, "--configs", "ours-bf16,ours-fp32", "--json", str(out))
    assert done.returncode == 0, done.stderr[-3000:]
    assert "nan" not in done.stdout and "ratios against ours-fp32" in done.stdout, done.stdout
    report = strict_json(out.read_text(encoding="utf-8"))
    assert report["baseline"] == "ours-fp32" and report["weights"] == str(weights)
    assert report["model"] == "da3metric-large (shrunk test config)"
    assert "da3metric-large (shrunk test config) at 70x98" in done.stdout
    rows = {r["config"]: r for r in report["results"]}
    assert rows["ours-fp32"]["speedup"] == 1.0 and rows["ours-fp32"]["pearson"] == 1.0
    assert rows["ours-bf16"]["speedup"] > 0 and 0.9 < rows["ours-bf16"]["pearson"] <= 1.0


def test_the_model_named_is_the_checkpoints_not_the_model_flags(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With ``--weights`` the header and JSON name the checkpoint's model (``--model``'s default
    named da3metric-large whatever the checkpoint held)."""
    model_label = load_benchmark("bench", monkeypatch).model_label
    assert model_label("da3metric-large", None) == "da3metric-large"
    (tmp_path / "config.json").write_text(json.dumps({"model_name": "da3-small"}), "utf-8")
    assert model_label("da3metric-large", str(tmp_path)) == "da3-small"
    shrunk = {"model_name": "da3-small", "architecture": {}}
    (tmp_path / "config.json").write_text(json.dumps(shrunk), "utf-8")
    assert model_label("da3metric-large", str(tmp_path)) == "da3-small (shrunk test config)"


def test_ratio_baseline_and_finite(monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_benchmark("bench", monkeypatch)
    assert bench.ratio_baseline(["ours-int8", "official-fp32"]) == "official-fp32"
    assert bench.ratio_baseline(["ours-int8", "ours-fp32"]) == "ours-fp32"
    assert bench.ratio_baseline(["ours-int8", "ours-bf16"]) == "ours-int8"
    assert bench.finite(float("nan")) is None and bench.finite(2.5) == 2.5


def test_int8_kernel_bench_keeps_every_repeat(tmp_path: Path) -> None:
    out = tmp_path / "kernels.json"
    args = ["--isa", "native", "--tokens", "8", "--repeats", "2", "--json", str(out)]
    done = run_script("bench_int8_kernels.py", *args)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "one thread,\n" in done.stdout and "one thread, \n" not in done.stdout
    native = json.loads(out.read_text(encoding="utf-8"))["native"]
    assert set(native["block_ms_runs"]) == set(native["block_ms"])
    for kernel, runs in native["block_ms_runs"].items():
        assert len(runs) == 2 and statistics.median(runs) == native["block_ms"][kernel]


def test_runtime_memory_says_what_its_call_median_timed(monkeypatch: pytest.MonkeyPatch) -> None:
    runtime_memory = load_benchmark("runtime_memory", monkeypatch)
    row = {"precision": "fp32", "peak_rss_mb": 500.0, "cpu_s": 1.0, "network_s": 0.5}
    lines = runtime_memory.table(
        [
            {**row, "config": "openvino-fp32-static", "phase": "warm", "timed": "network"},
            {**row, "config": "openvino-fp32", "phase": "warm", "timed": "predict"},
            {**row, "config": "auto", "phase": "export", "network_s": None, "timed": None},
        ]
    )
    assert lines[2].endswith("| 0.500 (network) |") and lines[3].endswith("| 0.500 (predict) |")
    assert lines[4].endswith("| - |")
    calls = []
    assert runtime_memory.median_seconds(lambda: calls.append(1)) >= 0
    assert len(calls) == runtime_memory.NETWORK_RUNS


def test_runtime_memory_names_the_checkpoints_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With ``--weights`` the header and JSON name the checkpoint's model (the header named
    ``--model``'s default, da3metric-large, for a da3-small checkpoint; the JSON no model)."""
    runtime_memory = load_benchmark("runtime_memory", monkeypatch)
    weights = str(write_checkpoint(tmp_path / "w", "da3-small"))
    args = argparse.Namespace(model="da3metric-large", weights=weights, threads=1, seed=0)
    run = runtime_memory.describe_run(args, "126x196")
    assert run["model"] == "da3-small (shrunk test config)" and run["weights"] == weights
    bare = argparse.Namespace(model="da3-small", weights=None, threads=2, seed=3)
    assert runtime_memory.describe_run(bare, "336x504")["model"] == "da3-small"


# Scripts that time a device, not this CPU (a GPU, a Blackhole chip or its emulation).
DEVICE_TIMINGS = {"cuda_check.py", "emulate_one_pass.py", "sweep_kernels.py", "sweep_sizes.py"}
NAMES_THE_CPU = ("cpu_name(", "cpu_line(", "cpu_summary(", "detect_cpu(")
# times calls for the scripts that call its time_calls(): they, not it, name the CPU
TIMING_HELPERS = {"call_timing.py"}


def test_every_script_that_times_the_cpu_names_it() -> None:
    """A CPU timing means nothing without the CPU: ``bench_exports.py``, ``family_load.py``,
    ``server_memory.py``, ``ablation_head.py`` and the OpenVINO studies (``ov_profile.py``,
    ``ov_snippets_mode.py``, ``ov_isa_cap.py``, ...) printed seconds without saying the
    machine, as ``bench.py`` and the other benchmarks do."""
    silent = []
    for path in sorted(load_benchmark.__globals__["BENCHMARKS"].glob("*.py")):
        source = path.read_text(encoding="utf-8")
        timed = any(t in source for t in ("perf_counter()", "process_time()", "time_calls("))
        if (
            timed
            and path.name not in DEVICE_TIMINGS | TIMING_HELPERS
            and not any(name in source for name in NAMES_THE_CPU)
        ):
            silent.append(path.name)
    assert silent == []


def test_bench_exports_names_the_cpu() -> None:
    done = run_script("bench_exports.py", "--views", "2", "--height", "56", "--width", "70")
    assert done.returncode == 0, done.stderr[-3000:]
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

    assert done.stdout.startswith(f"CPU: {detect_cpu(read_torch=False).model}, "), done.stdout


def test_weights_file_is_named_by_its_checkpoints_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--weights DIR/model.safetensors`` (the loader takes it) is labelled by DIR's
    config.json, as ``--weights DIR`` is (it was labelled ``--model``'s default, and a shrunk
    checkpoint so named passed the official code's refusal)."""
    bench = load_benchmark("bench", monkeypatch)
    folder = write_checkpoint(tmp_path / "w", "da3-small")
    for weights in (folder, folder / "model.safetensors"):
        assert (
            bench.model_label("da3metric-large", str(weights)) == "da3-small (shrunk test config)"
        )
        assert bench.shrunk_architecture(weights)


def test_bench_video_hdr_names_the_cpu_and_times_each_case() -> None:
    """PYTHON.md's HDR conversion figures came from no script: ``bench_video_hdr.py`` prints
    them, the CPU and load named (a tiny frame here)."""
    pytest.importorskip("av")
    done = run_script("bench_video_hdr.py", "--size", "16x32", "--repeats", "2")
    assert done.returncode == 0, done.stderr[-3000:]
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"CPU: {detect_cpu(read_torch=False).model}, "), lines
    assert "load average" in lines[0] and "16x32, 2 timed frames" in lines[0]
    assert [line.split()[0] for line in lines[1:]] == ["sdr8", "pq", "hlg", "bt2020-sdr"]
    assert all(" median " in line and " ms, min " in line for line in lines[1:])
