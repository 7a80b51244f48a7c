"""``eval-kitti --gt lidar --gt-root DIR``: the LiDAR ground truth reads the scans under
``--kitti-root``, so ``--gt-root`` was ignored in silence (results.md said nothing of it);
it is refused now, as the command refuses its other flags that a run would not use."""

from __future__ import annotations

import numpy as np

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3.cli import main


def _argv(kitti, predictions, out, *extra: str) -> list[str]:
    return ["eval-kitti", "--kitti-root", str(kitti.root), "--split-file", str(kitti.split_file),
            "--predictions", str(predictions), "--out", str(out), "--no-progress", *extra]  # fmt: skip


def test_gt_root_is_refused_with_lidar_and_taken_with_annotated_maps(tmp_path, capsys):
    kitti = make_synthetic_kitti(tmp_path / "data")
    predictions = tmp_path / "predictions"
    predictions.mkdir()
    for key, depth in kitti.ground_truth.items():
        np.save(predictions / f"{key}.npy", np.where(depth > 0, depth, 10.0).astype(np.float32))
    gt_root = ("--gt-root", str(kitti.gt_root))

    assert main(_argv(kitti, predictions, tmp_path / "a", "--gt", "lidar", *gt_root)) == 2
    err = capsys.readouterr().err
    assert (
        "tt-da3 eval-kitti: error: --gt-root: the annotated depth maps' folder; --gt lidar" in err
    )
    assert not (tmp_path / "a").exists()  # refused before any work

    assert main(_argv(kitti, predictions, tmp_path / "b", "--gt", "lidar")) == 0
    assert main(_argv(kitti, predictions, tmp_path / "c", *gt_root)) == 0
    assert "--gt-root:" not in capsys.readouterr().err
