"""results.md of a run cut by ``--limit``: its split line said only the split file, so a
report of 2 frames read as one of the whole split (the Eigen 652 a reader compares with)."""

from __future__ import annotations

import numpy as np
import pytest

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3.cli import main


@pytest.fixture()
def kitti_with_predictions(tmp_path):
    kitti = make_synthetic_kitti(tmp_path / "data")
    predictions = tmp_path / "predictions"
    predictions.mkdir()
    for key, depth in kitti.ground_truth.items():
        np.save(predictions / f"{key}.npy", np.where(depth > 0, depth, 10.0).astype(np.float32))
    return kitti, predictions


def _split_line(kitti, predictions, out, *extra: str) -> str:
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--gt-root", str(kitti.gt_root)]
    argv += ["--split-file", str(kitti.split_file), "--predictions", str(predictions)]
    assert main([*argv, "--out", str(out), "--no-progress", *extra]) == 0
    (line,) = [ln for ln in (out / "results.md").read_text("utf-8").splitlines() if "split:" in ln]
    return line


def test_a_limited_run_says_how_much_of_the_split_it_scored(kitti_with_predictions, tmp_path):
    kitti, predictions = kitti_with_predictions
    line = _split_line(kitti, predictions, tmp_path / "out", "--limit", "2")
    assert line == f"- split: {kitti.split_file}, its first 2 of 6 frames (limit 2)"


def test_a_limit_that_takes_the_whole_split_says_nothing_more(kitti_with_predictions, tmp_path):
    kitti, predictions = kitti_with_predictions
    for extra in ((), ("--limit", "6"), ("--limit", "100")):
        assert _split_line(kitti, predictions, tmp_path / "out", *extra) == (
            f"- split: {kitti.split_file}"
        )
