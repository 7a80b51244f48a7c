"""``eval-kitti --gt-root`` naming no folder (a typo): the model loaded, every frame was
"missing: no annotated depth ...", and the run wrote an empty report and exited 1. It is
refused before the model loads now (exit 2), as a missing ``--kitti-root`` is."""

from __future__ import annotations

import pytest

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.evaluation import evaluate_kitti


def test_a_ground_truth_root_that_is_not_there_is_refused_first(tmp_path, capsys):
    kitti = make_synthetic_kitti(tmp_path / "data")
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--split-file", str(kitti.split_file)]
    argv += ["--gt-root", str(tmp_path / "typo"), "--out", str(tmp_path / "out")]
    assert main([*argv, "--weights", str(tmp_path / "not-loaded")]) == 2
    err = capsys.readouterr().err
    assert f"annotated ground-truth root {tmp_path / 'typo'} is not a folder" in err
    assert "not-loaded" not in err and not (tmp_path / "out").exists()


def test_the_api_refuses_it_and_lidar_does_not_look_at_it(tmp_path):
    kitti = make_synthetic_kitti(tmp_path / "data")
    predictions = tmp_path / "predictions"
    predictions.mkdir()
    with pytest.raises(FileNotFoundError, match="annotated ground-truth root"):
        evaluate_kitti(
            kitti.root,
            predictions_dir=predictions,
            gt_root=tmp_path / "typo",
            out_dir=tmp_path / "refused",  # not the working folder's kitti_eval, ever
        )
    assert not (tmp_path / "refused").exists()
    result = evaluate_kitti(  # LiDAR: the scans under kitti_root; gt_root is not read
        kitti.root,
        predictions_dir=predictions,
        gt="lidar",
        gt_root=tmp_path / "typo",
        out_dir=tmp_path / "out",
        progress=False,
    )
    assert result.metrics["n_missing"] == 6  # no prediction files: every frame missing
