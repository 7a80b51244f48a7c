"""Every Python example in PYTHON.md (and EVALUATION.md's, and README.md's usage example) runs,
against a tiny checkpoint in the official format; the KITTI examples against the synthetic KITTI
layout of ``support.kitti_synthetic`` (they were skipped: EVALUATION.md's was never run)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from support.kitti_synthetic import make_synthetic_kitti

ROOT = Path(__file__).resolve().parents[1]
BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "PYTHON.md").read_text(), flags=re.S)
EVALUATION_BLOCKS = re.findall(
    r"```python\n(.*?)```", (ROOT / "EVALUATION.md").read_text(encoding="utf-8"), flags=re.S
)
KITTI = "/data/kitti_raw"


def on_synthetic_kitti(code: str, base: Path) -> str:
    """The KITTI paths of an example replaced by a synthetic KITTI layout made under ``base``."""
    data = make_synthetic_kitti(base)
    code = code.replace('"/data/kitti_raw"', f'"{data.root}"')
    code = code.replace('"/data/data_depth_annotated"', f'"{data.gt_root}"')
    return code.replace('"/data/splits/eigen_test_files.txt"', f'"{data.split_file}"')


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
    if KITTI in code:
        code = on_synthetic_kitti(code, tmp_path / "kitti")
    result = run_block(code, (tiny_metric_checkpoint, tiny_anyview_checkpoint), tmp_path)
    assert result.returncode == 0, f"example {index} failed:\n{code}\n{result.stderr[-3000:]}"


def test_python_md_runs_its_kitti_example():
    """The KITTI example is run, on the synthetic layout, not skipped."""
    assert sum(KITTI in block for block in BLOCKS) == 1


@pytest.mark.parametrize("index", range(len(EVALUATION_BLOCKS)))
def test_evaluation_md_example_runs(
    index, tiny_metric_checkpoint, tiny_anyview_checkpoint, tmp_path
):
    """EVALUATION.md's ``evaluate_kitti`` example (the hub's model: the tiny checkpoint
    instead) on the synthetic KITTI layout; it prints both scalings' figures."""
    code = EVALUATION_BLOCKS[index].replace(
        'from_pretrained(device="cpu")',
        'from_pretrained(weights_path="DA3METRIC-LARGE/", device="cpu")',
    )
    code = on_synthetic_kitti(code, tmp_path / "kitti")
    result = run_block(code, (tiny_metric_checkpoint, tiny_anyview_checkpoint), tmp_path)
    assert result.returncode == 0, f"example {index} failed:\n{code}\n{result.stderr[-3000:]}"
    assert "abs_rel" in result.stdout


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


def test_readme_usage_example_runs_and_prints_what_it_says(
    tiny_metric_checkpoint, tiny_anyview_checkpoint, tmp_path
):
    """README.md's one Python example runs and prints what its comment says (``"m", (427,
    640)``: the rocket photo's size, ``resize_to_original``), and writes both files."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (code,) = re.findall(r"```python\n(.*?)```", readme, flags=re.S)
    units, shape = re.search(r'# "(\w+)", (\(\d+, \d+\))', code).groups()
    result = run_block(code, (tiny_metric_checkpoint, tiny_anyview_checkpoint), tmp_path)
    assert result.returncode == 0, f"README example failed:\n{result.stderr[-3000:]}"
    assert result.stdout.startswith(f"{units} {shape} {{'min': ")
    assert (tmp_path / "rocket_depth.png").is_file() and (tmp_path / "rocket_depth.jpg").is_file()
