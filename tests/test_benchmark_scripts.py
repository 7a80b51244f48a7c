"""Every script in ``benchmarks/`` loads as ``python benchmarks/NAME.py`` loads it: its folder
first on ``sys.path``, the installed package, nothing of the suite's. A benchmark that imports
a helper another benchmark no longer has, or the suite's ``support`` package without putting
``tests/`` on the path itself, fails here instead of at its next run (both seen: the peak-RSS
reader moved to ``rss_sampler``; ``bench_exports.py`` and ``stream_throughput.py`` imported
``support`` from a path only pytest sets). The scripts' ``main`` guards keep this to imports."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"

LOADER = """
import importlib.util, json, pathlib, sys
folder = pathlib.Path(sys.argv[1])
sys.path[0] = str(folder)  # as when a script in it runs
failures = {}
for path in sorted(folder.glob("*.py")):
    spec = importlib.util.spec_from_file_location(f"benchmark_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as error:  # reported per script below, not hidden
        failures[path.name] = f"{type(error).__name__}: {error}"
print(json.dumps(failures))
"""


def test_every_benchmark_script_loads_on_its_own() -> None:
    scripts = sorted(BENCHMARKS.glob("*.py"))
    assert len(scripts) > 30
    done = subprocess.run(
        [sys.executable, "-c", LOADER, str(BENCHMARKS)],
        capture_output=True, text=True, timeout=300, cwd="/",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    failures = json.loads(done.stdout.strip().splitlines()[-1])
    assert failures == {}
