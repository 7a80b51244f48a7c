"""No benchmark script replaces a results file silently: every flag that names a file to write
(``--json``, ``--out``, ``plot_bench.py``'s ``output``) refuses an existing one with one
argparse line before any slow work (``script_args.new_output_file``), or appends JSON lines to
it by design (a rerun resumes: ``script_args.output_file``, its folder checked). The scripts
are found by reading their sources, so a new script with an output flag is checked too."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from test_benchmark_arguments import BENCHMARKS, argparse_error, run_script

OUTPUT_NAMES = ("--json", "--out", "--output", "output")
# script -> (the flag, or the positional's place among the arguments)
REFUSING = {
    "ablation_backbone_fidelity.py": "--out",
    "bench.py": "--json",
    "bench_dacpp.py": "--json",
    "bench_int8_kernels.py": "--json",
    "bench_runtimes.py": "--json",
    "emulate_one_pass.py": "--json",
    "estimate_device.py": "--out",
    "plot_bench.py": "output",
    "runtime_memory.py": "--json",
    "sweep_sizes.py": "--json",
}
APPENDING = {"ablation_int8.py": "--json", "sweep_kernels.py": "--out"}  # JSON lines, resumed


def output_arguments(path: Path) -> list[str]:
    """The output arguments ``path`` declares (``add_argument`` calls named in
    ``OUTPUT_NAMES``, hidden worker arguments left out)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "add_argument"):
            continue
        names = [a.value for a in node.args if isinstance(a, ast.Constant)]
        hidden = any(
            k.arg == "help" and getattr(k.value, "attr", "") == "SUPPRESS" for k in node.keywords
        )
        found += [name for name in names if name in OUTPUT_NAMES and not hidden]
    return found


def test_every_output_argument_is_checked() -> None:
    declared = {
        path.name: name
        for path in sorted(BENCHMARKS.glob("*.py"))
        for name in output_arguments(path)
    }
    assert declared == {**REFUSING, **APPENDING}


def arguments(name: str, flag: str, target: Path, tmp_path: Path) -> list[str]:
    """The command line that names ``target`` as ``name``'s output."""
    if flag != "output":
        return [flag, str(target)]
    results = tmp_path / "results.json"  # plot_bench.py RESULTS OUTPUT
    results.write_text(json.dumps({"results": []}), encoding="utf-8")
    return [str(results), str(target)]


@pytest.mark.parametrize(("name", "flag"), sorted(REFUSING.items()))
def test_an_existing_results_file_is_refused_before_any_work(
    name: str, flag: str, tmp_path: Path
) -> None:
    existing = tmp_path / "existing.json"
    existing.write_text("kept", encoding="utf-8")
    said = argparse_error(run_script(name, *arguments(name, flag, existing, tmp_path)))
    assert "exists" in said and str(existing) in said
    assert existing.read_text(encoding="utf-8") == "kept"


@pytest.mark.parametrize(("name", "flag"), sorted({**REFUSING, **APPENDING}.items()))
def test_a_results_file_in_a_missing_folder_is_refused(
    name: str, flag: str, tmp_path: Path
) -> None:
    target = tmp_path / "missing" / "out.json"
    said = argparse_error(run_script(name, *arguments(name, flag, target, tmp_path)))
    assert "does not exist" in said
