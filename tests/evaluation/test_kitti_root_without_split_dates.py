"""A ``--kitti-root`` holding none of the split's date folders (the date folder itself,
``kitti_raw/2011_09_26``) is refused before the model loads. Before, the model loaded (a hub
download of the large checkpoint), every frame was "no calibration file
.../2011_09_26/2011_09_26/calib_cam_to_cam.txt", the reports held nothing, exit 1."""

from __future__ import annotations

import numpy as np
import pytest

from support.kitti_synthetic import DATE, make_synthetic_kitti
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.evaluation import evaluate_kitti


def test_a_date_folder_as_kitti_root_is_refused_before_any_work(tmp_path, tiny_metric_model):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    common = {"gt_root": kitti.gt_root, "split_file": kitti.split_file, "progress": False}
    with pytest.raises(FileNotFoundError, match="holds none of the split's date folders") as err:
        evaluate_kitti(kitti.root / DATE, tiny_metric_model, out_dir=tmp_path / "out", **common)
    assert f"({DATE}): every frame's image and calibration would be missing" in str(err.value)
    assert f"({DATE} is a date folder itself: pass its parent)" in str(err.value)
    assert not (tmp_path / "out").exists()
    # scoring files needs no image or calibration: such a root is taken (an empty one too)
    (tmp_path / "pred").mkdir()
    for key, depth in kitti.ground_truth.items():
        np.save(tmp_path / "pred" / f"{key}.npy", np.where(depth > 0, depth, 10.0))
    (tmp_path / "empty").mkdir()
    result = evaluate_kitti(
        tmp_path / "empty", predictions_dir=tmp_path / "pred", out_dir=tmp_path / "p", **common
    )
    assert result.metrics["n_images"] == 5


def test_the_command_says_so_before_the_model_loads(tmp_path, capsys):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    argv = ["eval-kitti", "--kitti-root", str(kitti.root / DATE), "--gt-root", str(kitti.gt_root)]
    argv += ["--split-file", str(kitti.split_file), "--out", str(tmp_path / "out")]
    # weights that are not there: their error would come first if the model loaded first
    assert main([*argv, "--weights", str(tmp_path / "no_weights"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "holds none of the split's date folders" in err and "pass its parent" in err
    assert not (tmp_path / "out").exists()
