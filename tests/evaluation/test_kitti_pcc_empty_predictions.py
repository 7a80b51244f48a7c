"""``eval-kitti --pcc --predictions DIR`` loaded the reference (a hub look-up, a download, the
weights) before finding that DIR held no prediction of any frame: every frame was then missing,
exit 1. DIR is now checked first (exit 2, no model resolved); a folder with one prediction runs."""

from __future__ import annotations

import numpy as np
import pytest

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3 import api
from tt_depth_anything_3.checkpoints import resolve
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.evaluation.kitti_layout import read_split_file


@pytest.fixture
def no_lookup(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the checkpoint was looked up")

    monkeypatch.setattr(resolve, "resolve_checkpoint", refuse)
    monkeypatch.setattr(api, "resolve_checkpoint", refuse)  # from_pretrained's


def argv(kitti, predictions, out) -> list[str]:
    return [
        "eval-kitti", "--kitti-root", str(kitti.root), "--gt-root", str(kitti.gt_root),
        "--split-file", str(kitti.split_file), "--out", str(out), "--no-progress",
        "--predictions", str(predictions), "--pcc", "--model-id", "depth-anything/DA3METRIC-LARGE",
    ]  # fmt: skip


def test_pcc_with_an_empty_predictions_folder_is_refused_first(no_lookup, tmp_path, capsys):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    empty = tmp_path / "predictions"
    empty.mkdir()
    (empty / "notes.txt").write_text("not a prediction", encoding="utf-8")
    assert main(argv(kitti, empty, tmp_path / "eval")) == 2
    err = capsys.readouterr().err
    assert f"predictions folder {empty} holds no prediction" in err
    assert ".npy or .png" in err


def test_pcc_with_one_prediction_goes_on_to_the_reference(no_lookup, tmp_path):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    folder = tmp_path / "predictions"
    folder.mkdir()
    key = read_split_file(kitti.split_file)[0].key
    np.save(folder / f"{key}.npy", np.ones((4, 4), np.float32))
    with pytest.raises(AssertionError, match="looked up"):  # the reference loads next
        main(argv(kitti, folder, tmp_path / "eval"))
