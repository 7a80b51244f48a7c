"""``bench_runtimes.py``: its load figure ends where the first call can run for every engine
row, ``auto`` included (whose engine sits inside ``SmallSizesOnTorch``: its compile used to land
in the cold call), and its arguments are refused as the other scripts' are (one line, before
the run, in its own name)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from test_benchmark_arguments import argparse_error, load_benchmark, run_script

from support.checkpoints import write_checkpoint


def test_auto_is_compiled_within_load(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bench_runtimes = load_benchmark("bench_runtimes", monkeypatch)
    weights = write_checkpoint(tmp_path / "w", "da3-small")
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")  # the first installed engine, no timed probe
    images = np.zeros((1, 3, 70, 98), np.float32)
    backend, decision = bench_runtimes.load_backend("auto", weights, images)
    try:
        assert decision["choice"] != "torch", decision
        assert type(backend).__name__ == "SmallSizesOnTorch"
        load_ms = backend.describe()["load_ms"]  # what the engine compiled so far
        assert list(load_ms) == ["b1_70x98"], load_ms
    finally:
        backend.close()


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--size", "70x99"], "multiples of 14"),
        (["--runs", "0"], "at least 1"),
        (["--threads", "0"], "at least 1"),
        (["--json", "/nonexistent_folder_x/x.json"], "does not exist"),
        # an unknown config named no valid one (bench.py's lists them)
        (["--configs", "openvino-f32"], "choose from ['official-fp32', 'ours-fp32'"),
    ],
)
def test_bad_arguments_are_refused_by_bench_runtimes(args: list[str], said: str) -> None:
    line = argparse_error(run_script("bench_runtimes.py", *args))
    assert line.startswith("bench_runtimes.py: error:") and said in line, line


def test_bench_runtimes_refuses_a_shrunk_checkpoint_for_the_official_code(
    tmp_path: Path,
) -> None:
    weights = write_checkpoint(tmp_path / "w", "da3metric-large")
    args = ["--weights", str(weights), "--configs", "official-fp32,ours-fp32"]
    line = argparse_error(run_script("bench_runtimes.py", *args))
    assert "official code loads full-size" in line, line


def test_bench_runtimes_records_the_checkpoints_model_and_weights(tmp_path: Path) -> None:
    """With ``--weights`` the header and JSON name the checkpoint's model and the weights (the
    JSON named ``--model``'s default, da3metric-large, and had no weights)."""
    weights = write_checkpoint(tmp_path / "w", "da3-small")
    out = tmp_path / "runtimes.json"
    args = ["--weights", str(weights), "--size", "70x98", "--runs", "1", "--threads", "1"]
    done = run_script("bench_runtimes.py", *args, "--configs", "ours-fp32", "--json", str(out))
    assert done.returncode == 0, done.stderr[-3000:]
    assert "da3-small (shrunk test config) at 70x98" in done.stdout, done.stdout
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["model"] == "da3-small (shrunk test config)"
    assert report["weights"] == str(weights) and report["seed"] == 0


def test_each_engine_phase_is_compared_by_its_own_depth(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine's cold and warm rows each report the Pearson of their own depth (the cold
    row reported the warm run's: a cache read back wrong went unseen)."""
    bench_runtimes = load_benchmark("bench_runtimes", monkeypatch)
    ramp = np.linspace(1.0, 2.0, 64, dtype=np.float32).reshape(1, 8, 8)
    depths = {("official-fp32", ""): ramp, ("ours-fp32", ""): ramp,
              ("openvino-fp32", "cold"): ramp[:, ::-1].copy(),
              ("openvino-fp32", "warm"): ramp}  # fmt: skip
    rows = [{"config": c, "phase": p, "median_s": s}
            for (c, p), s in zip(depths, (2.0, 1.0, 0.5, 0.25), strict=True)]  # fmt: skip
    assert bench_runtimes.compare_rows(rows, depths) == "official-fp32"
    cold, warm = rows[2], rows[3]
    assert cold["pearson_official"] < 0 and cold["max_rel_err_ours"] > 0.1, cold
    assert warm["pearson_official"] == pytest.approx(1.0) and warm["max_rel_err_ours"] == 0
    assert [r["speedup"] for r in rows] == [1.0, 2.0, 4.0, 8.0]


@pytest.mark.parametrize("name", ["bench.py", "bench_runtimes.py"])
def test_a_config_named_twice_runs_once(name: str, tmp_path: Path) -> None:
    """``--configs ours-fp32,ours-fp32`` measures ours-fp32 once (bench.py merged the second
    run's calls into the first as if a round, the header saying one; bench_runtimes printed
    two rows)."""
    weights = write_checkpoint(tmp_path / "w", "da3-small")
    out = tmp_path / "results.json"
    args = ["--weights", str(weights), "--size", "42x56", "--runs", "1", "--threads", "1"]
    done = run_script(name, *args, "--configs", "ours-fp32,ours-fp32", "--json", str(out))
    assert done.returncode == 0, done.stderr[-3000:]
    rows = json.loads(out.read_text(encoding="utf-8"))["results"]
    assert [(r["config"], len(r["times_s"])) for r in rows] == [("ours-fp32", 1)], rows
