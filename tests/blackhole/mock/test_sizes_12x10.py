"""The device program at the CI subset of input sizes on the 12x10 grid ETH dispatch gives a
p150a, stood in for by a mock with one Tensix column harvested and worker dispatch
(``mock_p150a.MOCK_GRIDS``: ttnn 0.81.1's mock runs no ops under ETH dispatch). Every size is
planned for 12 columns (``tuning.py`` reads the grid), validated and allocated by ttnn, and
released with the device's L1 and DRAM back to their bytes before.

TT-Metal reads the mock once per process and the session's mock is the 11x10 one, so this runs
``benchmarks/sweep_sizes.py --grid 12x10`` in a child process on the same sizes as
``test_sizes.py`` (4-block DA3Metric-Large, as there).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from support.device_sizes import CI_SIZES

pytest.importorskip("ttnn")

ROOT = Path(__file__).resolve().parents[3]


def test_ci_sizes_run_and_release_on_the_12x10_grid(tmp_path: Path) -> None:
    rows_file = tmp_path / "rows.json"
    sizes = ",".join(f"{h}x{w}" for h, w in CI_SIZES)
    run = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "sweep_sizes.py"),
            "--grid",
            "12x10",
            "--depth",
            "4",
            "--sizes",
            sizes,
            "--json",
            str(rows_file),
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert run.returncode == 0, (run.stdout[-3000:], run.stderr[-3000:])
    assert "grid 12x10 (worker dispatch)" in run.stdout
    rows = json.loads(rows_file.read_text())["rows"]
    assert [r["size"] for r in rows] == [f"{h}x{w}" for h, w in CI_SIZES]
    assert all(r["status"] == "ok" for r in rows), [r for r in rows if r["status"] != "ok"]
