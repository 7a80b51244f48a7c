"""What ``tt-da3 eval-kitti`` prints, for a shell script or a batch job: its exit status when
stdout's reader has gone (``| head``), and ``--json``: the metrics alone on stdout."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3.cli import main


@pytest.fixture(scope="module")
def kitti(tmp_path_factory):
    return make_synthetic_kitti(tmp_path_factory.mktemp("kitti"))


def _args(kitti, predictions, out, *extra: str) -> list[str]:
    paths = ["--predictions", str(predictions), "--out", str(out)]
    return ["eval-kitti", *kitti.flags(), *paths, "--no-progress", *extra]


def _perfect_predictions(kitti, folder):
    import numpy as np

    folder.mkdir()
    for key, depth in kitti.ground_truth.items():
        np.save(folder / f"{key}.npy", np.where(depth > 0, depth, 10.0).astype(np.float32))
    return folder


def test_nothing_scored_keeps_exit_1_when_stdouts_reader_has_gone(kitti, tmp_path):
    """``tt-da3 eval-kitti ... | head -1`` with no frame scored exited 141 (the table hit the
    closed pipe), as a run that scored every frame does, and the ``no frame could be scored``
    line was never said: a script could not tell the failure. Now 1, and the line is said."""
    (tmp_path / "empty").mkdir()
    read, write = os.pipe()
    os.close(read)  # the reader has gone
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tt_depth_anything_3.cli"]
            + _args(kitti, tmp_path / "empty", tmp_path / "out"),
            stdout=write,
            stderr=subprocess.PIPE,
            timeout=300,
        )
    finally:
        os.close(write)
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert "no frame could be scored" in err and "Broken pipe" not in err
    assert json.loads((tmp_path / "out" / "metrics.json").read_text())["n_images"] == 0


def test_json_prints_the_metrics_alone(kitti, tmp_path, capsys):
    """``tt-da3 eval-kitti ... | jq .abs_rel`` failed: stdout held the results.md table, the
    JSON and a ``wrote`` line (``--json`` was refused as unknown, as ``info``, ``cache`` and
    ``estimate`` take it). With ``--json`` stdout is metrics.json's JSON alone."""
    predictions = _perfect_predictions(kitti, tmp_path / "pred")
    assert main(_args(kitti, predictions, tmp_path / "out", "--json")) == 0
    printed = capsys.readouterr()
    metrics = json.loads(printed.out)  # nothing else on stdout
    assert metrics == json.loads((tmp_path / "out" / "metrics.json").read_text())
    assert metrics["abs_rel"] == pytest.approx(0.0, abs=1e-6)
    assert metrics["n_images"] == 5  # all but frame 6 (no annotated map)
    assert "metrics.json" in printed.err and "| scaling |" not in printed.err  # files named
    assert main(_args(kitti, predictions, tmp_path / "out")) == 0  # without it: as before
    printed = capsys.readouterr().out
    assert "| scaling |" in printed and '"n_images": 5' in printed and "wrote " in printed


class CountingModel:
    """A model that counts its calls."""

    def __init__(self, model) -> None:
        self._model = model
        self.calls = 0

    def __getattr__(self, name):
        return getattr(self._model, name)

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self._model(*args, **kwargs)


def test_a_frame_with_no_valid_ground_truth_is_not_predicted(tmp_path, tiny_metric_model):
    """A frame whose map holds no depth inside the crop and the cap (all 0, or all past
    ``--max-eval-depth-m``) is reported missing; its forward pass ran first all the same (twice
    with ``--pcc``: minutes on a chip), for a prediction never scored. Now it is not run."""
    import cv2
    import numpy as np

    from tt_depth_anything_3.evaluation import evaluate_kitti

    kitti = make_synthetic_kitti(tmp_path / "kitti")
    empty = next(kitti.gt_root.rglob("0000000001.png"))  # drive A, frame 1
    cv2.imwrite(str(empty), np.zeros(cv2.imread(str(empty), cv2.IMREAD_UNCHANGED).shape, np.uint16))
    model = CountingModel(tiny_metric_model)
    tree = {"gt_root": kitti.gt_root, "split_file": kitti.split_file}
    result = evaluate_kitti(kitti.root, model, out_dir=tmp_path / "out", progress=False, **tree)
    statuses = [row.status for row in result.frames]
    assert "no valid ground truth inside the 'garg' crop" in statuses[1]
    assert result.metrics["n_images"] == 3
    assert model.calls == 3  # frames 0, 2 and 5: not 1 (no depth), 6 (no map), 7 (corrupt)
