"""README's first CPU table and its chart against the committed results file they come from:
the medians, Pearsons and peak RSS as the JSON rounds them (RSS in GiB: ``peak_rss_mb`` is MiB,
``rss_sampler`` reads VmHWM's kB / 1024), the chart drawn by ``benchmarks/plot_bench.py`` from
that file, and the file naming its CPU."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results_da3metric-large_336x504.json"
README_CONFIGS = {
    "official code, fp32": "official-fp32",
    "official code, bf16 autocast": "official-bf16-autocast",
    'ours, `dtype="float32"`': "ours-fp32",
    'ours, `dtype="bfloat16"`': "ours-bf16",
    'ours, `dtype="int8"`': "ours-int8",
}


def first_cpu_table() -> dict[str, list[str]]:
    """README's first performance table: row label -> its cells (bold marks dropped)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Performance (measured here, CPU)", 1)[1]
    table = section.split("\n\n| |", 1)[1].split("\n\n", 1)[0]
    rows = {}
    for line in table.splitlines()[2:]:
        cells = [c.strip().replace("**", "") for c in line.strip("|").split("|")]
        rows[cells[0]] = cells[1:]
    return rows


def decimals(cell: str) -> int:
    return len(cell.split(".")[1]) if "." in cell else 0


def test_readme_cpu_table_is_its_json_rounded() -> None:
    """It showed 5.56 / 3.08 s and Pearson 0.999957 (the JSON: 5.5547, 3.0747, 0.99995646,
    rounded twice through OPT_REPORT's 3 decimals), and RSS in "GB" that were MiB / 1000."""
    results = {r["config"]: r for r in json.loads(RESULTS.read_text(encoding="utf-8"))["results"]}
    rows = first_cpu_table()
    assert set(rows) == set(README_CONFIGS)
    for label, config in README_CONFIGS.items():
        median, ratio, rss, _load, pearson = rows[label]
        result = results[config]
        assert median == f"{result['median_s']:.2f}", (label, median)
        speedup = results["official-fp32"]["median_s"] / result["median_s"]
        assert ratio == f"{speedup:.2f}x", (label, ratio)
        value, unit = rss.split()
        assert unit == "GiB" and value == f"{result['peak_rss_mb'] / 1024:.2f}", (label, rss)
        if pearson != "1":
            assert pearson == f"{result['pearson']:.{decimals(pearson)}f}", (label, pearson)


def test_the_results_file_names_its_cpu() -> None:
    """bench.py's docstring says the JSON names the CPU; this run's did not (added from the
    machine OPT_REPORT section 1 names, and said to be added afterwards)."""
    cpu = json.loads(RESULTS.read_text(encoding="utf-8"))["cpu"]
    assert "Emerald Rapids" in cpu["model"] and "after the run" in cpu["recorded"]


def load_plot_bench():
    """``benchmarks/plot_bench.py`` imported with its folder on the path, as it runs."""
    spec = importlib.util.spec_from_file_location(
        "plot_bench_under_test", ROOT / "benchmarks" / "plot_bench.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(ROOT / "benchmarks"))  # its helper module script_args
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    return module


def test_the_chart_labels_peak_rss_in_gib(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """The chart divided MiB by 1000 and called it GB (2788.8 MiB drawn as "2.79 GB")."""
    drawn: list[str] = []
    original = ImageDraw.ImageDraw.text

    def recording_text(self, xy, text, *args, **kwargs):
        drawn.append(str(text))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording_text)
    out = tmp_path / "chart.png"
    monkeypatch.setattr(sys, "argv", ["plot_bench.py", str(RESULTS), str(out)])
    load_plot_bench().main()
    assert "2.72 GiB" in drawn and "0.97 GiB" in drawn
    assert not [t for t in drawn if re.search(r"\d GB\b", t)]


def test_the_readme_chart_is_drawn_from_the_results_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    """media/bench_cpu.png is what plot_bench.py draws from the committed JSON today: same size,
    and at most 1 % of pixels apart (Pillow is pinned >= 10 only, and its default font's
    rasterisation may change between releases; the labels: the test above)."""
    out = tmp_path / "chart.png"
    monkeypatch.setattr(sys, "argv", ["plot_bench.py", str(RESULTS), str(out)])
    load_plot_bench().main()
    fresh = np.asarray(Image.open(out).convert("RGB"))
    committed = np.asarray(Image.open(ROOT / "media" / "bench_cpu.png").convert("RGB"))
    assert fresh.shape == committed.shape
    assert np.mean(np.any(fresh != committed, axis=-1)) < 0.01


def test_the_chart_title_names_the_cpu_rounds_and_weights() -> None:
    """The title hard-coded "random weights" and "median of {runs}" and named no CPU."""
    chart_title = load_plot_bench().chart_title
    what, machine = chart_title(json.loads(RESULTS.read_text(encoding="utf-8")))
    assert "median of 5 " in what and "random weights" in what
    assert machine.startswith("CPU: Intel Xeon, Emerald Rapids") and "after the run" in machine
    run = {"model": "m", "size": [70, 98], "threads": 1, "runs": 3, "rounds": 2}
    cpu = {"model": "AMD EPYC", "family": 26, "model_number": 2, "isa": "avx512_vnni"}
    what, machine = chart_title({**run, "weights": "/ckpt", "cpu": cpu})
    assert "median of 3 x 2 rounds" in what and "weights /ckpt" in what
    assert machine == "CPU: AMD EPYC (family 26, model 2), ISA avx512_vnni"
    assert chart_title(run)[1] == "CPU not recorded"


def test_the_readme_emulator_figures_are_the_one_pass_record() -> None:
    """README's "Blackhole numerics" and one-pass rows quote the full-size emulator figures of
    ``benchmarks/results_emulate_one_pass.json`` (7 decimals); only the first CPU table was
    checked against its file, so these could drift from the record unnoticed."""
    record = ROOT / "benchmarks" / "results_emulate_one_pass.json"
    rows = {r["size"]: r for r in json.loads(record.read_text(encoding="utf-8"))["rows"]}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for size in ("280x378", "504x378"):
        row = rows[size]
        for program in ("default", "one_pass"):
            cited = f"{row[f'{program}_depth']:.7f} / {row[f'{program}_sky']:.7f}"
            assert cited in readme, (size, program, cited)
        assert row["guard_rows"] == 0
