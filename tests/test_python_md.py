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


def test_python_md_has_examples():
    assert len(BLOCKS) >= 8


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_python_md_example_runs(index, tiny_metric_checkpoint, tiny_anyview_checkpoint, tmp_path):
    code = BLOCKS[index]
    if any(marker in code for marker in NEEDS_DATA):
        pytest.skip("needs the KITTI data set, not available here")
    code = code.replace("DA3METRIC-LARGE/", f"{tiny_metric_checkpoint}/")
    code = code.replace("DA3-SMALL/", f"{tiny_anyview_checkpoint}/")
    code = code.replace('"media/', f'"{ROOT}/media/')
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, f"example {index} failed:\n{code}\n{result.stderr[-3000:]}"
