"""Every Python example in PYTHON.md runs, against a tiny checkpoint in the official format."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "PYTHON.md").read_text(), flags=re.S)
NEEDS_DATA = ("/data/kitti_raw",)


def run_block(code: str, checkpoints: tuple[Path, Path], cwd: Path) -> subprocess.CompletedProcess:
    """One example run in ``cwd`` against the tiny metric and any-view checkpoints."""
    code = code.replace("DA3METRIC-LARGE/", f"{checkpoints[0]}/")
    code = code.replace("DA3-SMALL/", f"{checkpoints[1]}/")
    code = code.replace('"media/', f'"{ROOT}/media/')
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_python_md_has_examples():
    assert len(BLOCKS) >= 8


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_python_md_example_runs(index, tiny_metric_checkpoint, tiny_anyview_checkpoint, tmp_path):
    code = BLOCKS[index]
    if any(marker in code for marker in NEEDS_DATA):
        pytest.skip("needs the KITTI data set, not available here")
    result = run_block(code, (tiny_metric_checkpoint, tiny_anyview_checkpoint), tmp_path)
    assert result.returncode == 0, f"example {index} failed:\n{code}\n{result.stderr[-3000:]}"


def test_the_ray_example_runs_again_in_the_same_folder(
    tiny_metric_checkpoint, tiny_anyview_checkpoint, tmp_path
):
    """Its ``assert report.written == 2`` failed on a rerun, which resumes (skipped 2)."""
    pytest.importorskip("ray")
    (code,) = [block for block in BLOCKS if "predict_dataset(" in block]
    checkpoints = (tiny_metric_checkpoint, tiny_anyview_checkpoint)
    for run in ("first", "again"):
        result = run_block(code, checkpoints, tmp_path)
        assert result.returncode == 0, f"{run}:\n{result.stderr[-3000:]}"
    assert '"skipped": 2' in result.stdout or "'skipped': 2" in result.stdout
