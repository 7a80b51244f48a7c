"""The benchmark scripts refuse bad arguments with one argparse line (exit 2) before any slow
work, say a missing optional dependency in one line, write results only where asked (never
into the repository or the user's cache by default), and fail a load test without answers.
Each case runs the script as ``python benchmarks/NAME.py`` runs it; none loads a full model."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = ROOT / "benchmarks"


def run_script(name: str, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    """``python benchmarks/NAME ARGS`` from the repository root, output captured."""
    command = [sys.executable, str(BENCHMARKS / name), *args]
    environment = {**os.environ, "PYTHONWARNINGS": "ignore", **(env or {})}
    return subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, timeout=180, env=environment
    )


def argparse_error(done: subprocess.CompletedProcess) -> str:
    """The one error line of an argparse refusal (exit 2, no traceback)."""
    assert done.returncode == 2, done.stderr[-3000:]
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    return done.stderr.strip().splitlines()[-1]


@pytest.mark.parametrize(
    ("name", "args", "said"),
    [
        ("bench.py", ["--size", "abc"], "size must be HxW"),
        ("bench.py", ["--runs", "0"], "at least 1"),
        ("bench.py", ["--size", "100x100"], "multiples of 14"),
        ("bench.py", ["--json", "/nonexistent_folder_x/x.json"], "does not exist"),
        ("bench_stream.py", ["--frames", "0"], "at least 1"),
        ("bench_stream.py", ["--photo-size", "300"], "HxW"),
        ("bench_exports.py", ["--repeat", "0"], "at least 1"),
        ("cpu_gemm_peak.py", ["--threads", "0"], "at least 1"),
        ("bench_ray.py", ["--tiny", "--replicas", "0"], "at least 1"),
        ("bench_replicas.py", ["--held", "1", "0"], "at least 1"),
        ("bench_replicas.py", ["--late", "-1"], "0 or more seconds"),
        ("bench_replicas.py", ["--slow", "nan"], "0 or more seconds"),
        ("server_load.py", ["--clients", "0"], "at least 1"),
        ("family_load.py", [], "--models"),
        ("family_parity.py", ["--views", "0"], "at least 1"),
        ("checkpoint_digest.py", ["--gb", "0"], "positive"),
        ("ov_import_memory.py", ["/"], "no entry.json"),
        ("ov_profile.py", ["/"], "no entry.json"),
        ("estimate_device.py", ["--out", "benchmarks/estimate_p150a.json"], "exists"),
        ("runtime_memory.py", ["--size", "140x196", "--configs", "onnxruntime-fp32"], "126x196"),
        # A bad --model ended in the official code's KeyError traceback once the run had begun,
        # a missing --weights in a worker's traceback.
        ("bench.py", ["--model", "bogus"], "unknown model 'bogus'"),
        ("bench.py", ["--weights", "/nonexistent_folder_x"], "does not exist"),
        ("bench_runtimes.py", ["--model", "bogus"], "unknown model 'bogus'"),
        ("bench_runtimes.py", ["--weights", "/nonexistent_folder_x"], "does not exist"),
        ("runtime_memory.py", ["--model", "da3-tiny"], "unknown model 'da3-tiny'"),
        ("gate_figures.py", ["--model", "bogus"], "unknown model 'bogus'"),
        ("bench_stream.py", ["--model", "bogus"], "unknown model 'bogus'"),
        ("head_units.py", ["--weights", "/nonexistent_folder_x"], "does not exist"),
        # depth-anything.cpp's side by side: the peer's library and GGUFs are checked first
        ("bench_dacpp.py", ["--threads", "1,0"], "at least 1"),
        ("bench_dacpp.py", ["--gguf", "/nonexistent_x.gguf"], "does not exist"),
        ("bench_dacpp.py", ["--gguf", "bad label=/"], "a --gguf label"),
        ("bench_dacpp.py", ["--peer-lib", "/nonexistent_x.so"], "does not exist"),
        ("bench_dacpp.py", ["--weights", "/"], "needs --peer-lib and at least one --gguf"),
        ("bench_dacpp.py", ["--configs", "ours-fp32"], "--weights"),
        ("bench_dacpp.py", ["--configs", "ours-int4", "--weights", "/"], "unknown configs"),
    ],
)
def test_bad_arguments_are_one_argparse_line(name: str, args: list[str], said: str) -> None:
    assert said in argparse_error(run_script(name, *args))


def test_bench_refuses_a_shrunk_checkpoint_for_the_official_code(tmp_path: Path) -> None:
    (tmp_path / "config.json").write_text(
        json.dumps({"model_name": "da3-small", "architecture": {}}), encoding="utf-8"
    )
    args = ["--weights", str(tmp_path), "--configs", "official-fp32,ours-fp32"]
    assert "official code loads full-size" in argparse_error(run_script("bench.py", *args))


@pytest.mark.parametrize("name", ["ov_import_memory.py", "ov_profile.py"])
def test_help_of_the_cache_entry_scripts(name: str) -> None:
    done = run_script(name, "--help")
    assert done.returncode == 0 and done.stdout.startswith("usage:"), done.stderr[-2000:]


def test_help_of_the_depth_anything_cpp_benchmark() -> None:
    """``bench_dacpp.py`` needs a peer CI does not build: its help (and the argument checks
    above) are what CI runs of it."""
    done = run_script("bench_dacpp.py", "--help")
    assert done.returncode == 0 and done.stdout.startswith("usage:"), done.stderr[-2000:]
    assert "--peer-lib" in done.stdout and "--gguf" in done.stdout


@pytest.mark.parametrize(
    "name", ["int8_drop.py", "bf16_emulation.py", "rss_sampler.py", "call_timing.py"]
)
def test_helper_modules_say_they_are_not_benchmarks(name: str) -> None:
    done = run_script(name, "--help")
    assert done.returncode == 0 and "not a benchmark" in done.stdout
    assert run_script(name).returncode == 2  # run without --help: nothing was run


@pytest.mark.skipif(importlib.util.find_spec("ttnn") is not None, reason="ttnn is installed")
@pytest.mark.parametrize(
    ("name", "args"),
    [("estimate_device.py", ["--sizes", "154x504"]), ("sweep_sizes.py", ["--sizes", "154x504"])],
)
def test_device_scripts_without_ttnn_say_so_in_one_line(name: str, args: list[str]) -> None:
    done = run_script(name, *args)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [done.stderr.strip()]  # one line, no traceback
    assert "ttnn" in done.stderr and ".venv312" in done.stderr


def load_benchmark(name: str, monkeypatch: pytest.MonkeyPatch):
    """The benchmark module ``name`` imported as its script sees its folder (first on the path)."""
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    spec = importlib.util.spec_from_file_location(f"benchmark_{name}", BENCHMARKS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_estimate_device_writes_no_file_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    estimate_device = load_benchmark("estimate_device", monkeypatch)
    assert estimate_device.build_parser().parse_args([]).out is None


def test_gate_figures_builds_engines_in_a_temporary_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate_figures = load_benchmark("gate_figures", monkeypatch)
    monkeypatch.delenv("TT_DA3_CACHE_DIR", raising=False)
    assert gate_figures.engine_cache(None, tmp_path) == str(tmp_path / "cache")
    assert gate_figures.engine_cache("kept", tmp_path) == "kept"
    monkeypatch.setenv("TT_DA3_CACHE_DIR", "chosen")
    assert gate_figures.engine_cache(None, tmp_path) == "chosen"


@pytest.mark.parametrize("cores", [2, 3, 4, 16])
@pytest.mark.parametrize("replicas", [[1], [1, 2], [2]])
def test_bench_ray_starts_ray_with_room_for_every_job(
    cores: int, replicas: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """SERVING.md's figures: ``--replicas 1 2`` on 2 cores (``--replicas 1`` alone failed
    there); each replica count's Ray Data job (``cores // replicas`` CPUs per replica, plus
    decoding) fits the cluster bench_ray starts."""
    from tt_depth_anything_3.scale_out.dataset import check_capacity
    from tt_depth_anything_3.scale_out.resources import ReplicaResources

    bench_ray = load_benchmark("bench_ray", monkeypatch)
    cluster = {"CPU": float(bench_ray.ray_cpus(cores, replicas))}
    for count in replicas:
        check_capacity(cluster, ReplicaResources("cpu", cpus=max(1, cores // count)), count)


def test_server_load_fails_when_no_request_is_answered() -> None:
    done = run_script("server_load.py", "--url", "http://127.0.0.1:1", "--clients", "2")
    assert done.returncode == 1, done.stderr[-3000:]
    assert "Traceback" not in done.stderr and "without an answer" in done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["errors"] == {"ConnectError": 20} and report["statuses"] == {}
    model = detect_cpu(read_torch=False).model
    assert done.stdout.startswith(f"CPU: {model}") and report["cpu"]["model"] == model


def test_checkpoint_digest_names_the_cpu_model(tmp_path: Path) -> None:
    done = run_script("checkpoint_digest.py", "--gb", "0.02", "--folder", str(tmp_path))
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith(f"CPU: {detect_cpu(read_torch=False).model};")
    assert list(tmp_path.iterdir()) == []  # its file went with its folder


def test_no_benchmark_pins_its_temporary_files_to_slash_tmp() -> None:
    """Multi-GB checkpoints follow ``TMPDIR`` (family_load.py, family_parity.py pinned /tmp)."""
    pinned = [
        path.name
        for path in sorted(BENCHMARKS.glob("*.py"))
        if 'dir="/tmp"' in path.read_text(encoding="utf-8")
    ]
    assert pinned == []


def test_bench_stream_names_the_checkpoint_it_loaded(tmp_path: Path) -> None:
    from support.checkpoints import write_checkpoint

    weights = write_checkpoint(tmp_path / "w", "da3metric-large")
    args = ["--weights", str(weights), "--frames", "1", "--repeats", "1"]
    done = run_script("bench_stream.py", *args, "--photo-size", "60x80", "--read-ahead", "1")
    assert done.returncode == 0, done.stderr[-3000:]
    header, cpu = done.stdout.strip().splitlines()[:2]
    assert not header.startswith("da3-small") and str(weights) in header, header
    assert "frames of 60x80 (HxW)" in header, header
    assert cpu.startswith(f"CPU: {detect_cpu(read_torch=False).model}"), cpu
