"""patches/tt-metal-blackhole-eth-dispatch.patch on the mock p150a: ETH dispatch opens and the
compute grid is the full 12x10. The patch is applied to a copy of the runtime root; the installed
ttnn stays unpatched (the other tests see the worker-dispatch fallback).

Running ops on the mock with ETH dispatch is out of reach: ttnn 0.81.1's program validation
checks mock devices against the worker-dispatch grid (11x10) whatever the dispatch
(tt-mlir issue 9235), so the 12x10 program runs on a stand-in instead: a mock with one column
harvested and worker dispatch (``mock_p150a.MOCK_GRIDS``, ``test_sizes_12x10.py``).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ttnn = pytest.importorskip("ttnn")

HERE = Path(__file__).parent
PATCH = HERE.parents[2] / "patches" / "tt-metal-blackhole-eth-dispatch.patch"


def test_patched_runtime_dispatches_on_eth(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(HERE / "eth_dispatch_run.py"), str(tmp_path), str(PATCH)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-4000:]
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, run.stdout[-4000:]
    report = json.loads(lines[-1])
    assert report == {"dispatch": "eth", "fallback": None, "grid": [12, 10]}


def test_no_chip_and_no_mock_is_a_clear_error_without_the_eth_warning() -> None:
    """ttnn installed, no card, no mock cluster: one line naming what is missing, before ttnn's
    own "No chips detected" fatal and the ETH-fallback warning (which would blame tt-metal)."""
    if Path("/dev/tenstorrent").exists():
        pytest.skip("a Tenstorrent card is present")
    code = (
        "import os; os.environ.pop('TT_METAL_MOCK_CLUSTER_DESC_PATH', None)\n"
        "from tt_depth_anything_3.backends.blackhole.device import open_blackhole\n"
        "try:\n    open_blackhole(0, 'auto')\n"
        "except ValueError as err:\n    print('REFUSED', err)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "REFUSED device='tt' needs a Tenstorrent Blackhole card" in run.stdout
    assert "ETH dispatch is not available" not in run.stdout + run.stderr
