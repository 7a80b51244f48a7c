"""monodepth2's stacked files: its ground truth (``export_gt_depth.py``'s ``gt_depths.npz``:
one ``data`` array holding a map per line of the split file) as ``--gt-root``, and its saved
disparities (``disps_eigen_split.npy``: one (N, h, w) array) as ``--predictions``. Both were
refused (not a folder), so the files most users of the Eigen split have had to be cut into
per-frame files first. They are now read, their maps in the split's line order; a count that
differs from the split's lines, a missing ``data`` key or no split file is refused before the
model loads."""

from __future__ import annotations

import csv
import re

import numpy as np
import pytest

from support.kitti_synthetic import FRAMES, make_synthetic_kitti
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.evaluation import evaluate_kitti

KEYS = [f"{drive}_{index:010d}" for drive, index, *_ in FRAMES]
NO_PNG = KEYS[4]  # frame 6: no annotated PNG, a map in the stacked file


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    base = tmp_path_factory.mktemp("stacked")
    kitti = make_synthetic_kitti(base / "kitti")
    predictions = base / "pred"
    predictions.mkdir()
    for number, key in enumerate(KEYS):
        gt = kitti.ground_truth[key]
        noise = np.random.default_rng(number).uniform(0.8, 1.3, gt.shape)
        np.save(predictions / f"{key}.npy", (np.where(gt > 0, gt, 20.0) * noise).astype(np.float32))
    maps = np.empty(len(KEYS), dtype=object)  # monodepth2's np.array(gt_depths) of mixed sizes
    for number, key in enumerate(KEYS):
        maps[number] = kitti.ground_truth[key].astype(np.float64)  # float64, as the LiDAR maps
    np.savez_compressed(base / "gt_depths.npz", data=maps)
    return kitti, predictions, base


def _scores(result) -> dict[str, dict[str, float]]:
    return {row.frame.key: row.score.metrics["none"] for row in result.frames if row.score}


def _evaluate(kitti, predictions, gt_root, out, **kwargs):
    return evaluate_kitti(
        kitti.root,
        predictions_dir=predictions,
        gt_root=gt_root,
        split_file=kwargs.pop("split_file", kitti.split_file),
        out_dir=out,
        progress=False,
        **kwargs,
    )


def test_the_stacked_file_scores_as_the_per_frame_maps(data, tmp_path):
    kitti, predictions, base = data
    folder = _scores(_evaluate(kitti, predictions, kitti.gt_root, tmp_path / "png"))
    stacked_result = _evaluate(kitti, predictions, base / "gt_depths.npz", tmp_path / "npz")
    stacked = _scores(stacked_result)
    assert set(folder) == set(stacked) - {NO_PNG}  # the PNG tree lacks frame 6's map
    for key, metrics in folder.items():  # the PNGs hold the same maps (multiples of 1/256)
        assert stacked[key] == pytest.approx(metrics, rel=1e-6)
    table = stacked_result.files["table"].read_text(encoding="utf-8")
    assert f"maps in {base / 'gt_depths.npz'}, one per split line" in table
    # a --limit takes the first lines' maps, in the split's order
    limited = _scores(
        _evaluate(kitti, predictions, base / "gt_depths.npz", tmp_path / "l", limit=2)
    )
    assert limited == {key: stacked[key] for key in KEYS[:2]}


def test_a_stack_of_equal_maps_is_read_too(data, tmp_path):
    kitti, predictions, base = data
    np.savez(tmp_path / "gt.npz", data=np.stack([kitti.ground_truth[key] for key in KEYS]))
    result = _evaluate(kitti, predictions, tmp_path / "gt.npz", tmp_path / "out")
    assert result.metrics["n_images"] == len(KEYS)


def test_stacked_files_that_cannot_be_read_in_the_split_order_are_refused(data, tmp_path):
    kitti, predictions, base = data
    np.savez(tmp_path / "short.npz", data=np.stack([kitti.ground_truth[k] for k in KEYS[:5]]))
    with pytest.raises(ValueError, match="holds 5 maps, the split file 6 lines"):
        _evaluate(kitti, predictions, tmp_path / "short.npz", tmp_path / "a")
    np.savez(tmp_path / "other.npz", depths=np.zeros((6, 2, 2)))
    with pytest.raises(ValueError, match="holds no 'data' array"):
        _evaluate(kitti, predictions, tmp_path / "other.npz", tmp_path / "b")
    (tmp_path / "text.npz").write_text("not a zip", encoding="utf-8")
    with pytest.raises(ValueError, match="text.npz: File is not a zip file"):
        _evaluate(kitti, predictions, tmp_path / "text.npz", tmp_path / "c")
    with pytest.raises(FileNotFoundError, match="ground-truth file .*typo.npz is not there"):
        _evaluate(kitti, predictions, tmp_path / "typo.npz", tmp_path / "d")
    with pytest.raises(ValueError, match="in a split file's line order: name that split file"):
        _evaluate(kitti, predictions, base / "gt_depths.npz", tmp_path / "e", split_file=None)


def test_the_command_refuses_a_mismatch_before_the_model_loads(data, tmp_path, capsys):
    kitti, _, base = data
    np.savez(tmp_path / "short.npz", data=np.stack([kitti.ground_truth[k] for k in KEYS[:5]]))
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--split-file", str(kitti.split_file)]
    argv += ["--gt-root", str(tmp_path / "short.npz"), "--out", str(tmp_path / "out")]
    assert main([*argv, "--weights", str(tmp_path / "not-loaded"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "holds 5 maps, the split file 6 lines" in err and "not-loaded" not in err


def test_the_command_scores_with_it(data, tmp_path):
    kitti, predictions, base = data
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--split-file", str(kitti.split_file)]
    argv += ["--gt-root", str(base / "gt_depths.npz"), "--predictions", str(predictions)]
    assert main([*argv, "--out", str(tmp_path / "out"), "--no-progress", "--json"]) == 0
    with (tmp_path / "out" / "per_image.csv").open(encoding="utf-8") as handle:
        assert {row["key"]: row["status"] for row in csv.DictReader(handle)}[NO_PNG] == "ok"


def test_replicas_leave_out_what_the_stacked_file_does_not_score(data, tmp_path):
    """``eval-kitti --replicas``'s check of the frames to predict reads the stacked file too."""
    from tt_depth_anything_3.evaluation import FrameUnavailable, read_split_file
    from tt_depth_anything_3.evaluation.frame_source import ground_truth_check

    kitti, _, _ = data
    frames = read_split_file(kitti.split_file)
    maps = np.stack([kitti.ground_truth[key] for key in KEYS])
    maps[1] = 0.0  # frame 1: no valid depth
    np.savez(tmp_path / "gt.npz", data=maps)
    check = ground_truth_check(kitti.root, "annotated", tmp_path / "gt.npz", "garg", 80.0, frames)
    check(frames[4])  # frame 6, no PNG: predicted
    with pytest.raises(FrameUnavailable, match="no valid ground truth"):
        check(frames[1])


def _disparities(kitti) -> np.ndarray:
    """monodepth2-like saved disparities: (N, 50, 100) float32, relative inverse depth."""
    import cv2

    maps = []
    for number, key in enumerate(KEYS):
        gt = kitti.ground_truth[key]
        depth = np.where(gt > 0, gt, 25.0) * np.random.default_rng(number).uniform(0.9, 1.2)
        maps.append(cv2.resize((0.3 / depth).astype(np.float32), (100, 50)))
    return np.stack(maps)


def test_stacked_predictions_score_as_per_frame_files(data, tmp_path):
    """monodepth2's ``disps_eigen_split.npy`` (``--save_pred_disps``: one (N, h, w) array) as
    ``--predictions``: it was refused (not a folder) and had to be cut into per-frame files."""
    kitti, _, _ = data
    disparities = _disparities(kitti)
    folder = tmp_path / "files"
    folder.mkdir()
    for key, disparity in zip(KEYS, disparities, strict=True):
        np.save(folder / f"{key}.npy", disparity)
    np.save(tmp_path / "disps_eigen_split.npy", disparities)
    units = {"prediction_units": "relative-inverse"}
    files = evaluate_kitti(
        kitti.root, predictions_dir=folder, gt_root=kitti.gt_root, split_file=kitti.split_file,
        out_dir=tmp_path / "a", progress=False, **units,
    )  # fmt: skip
    stacked = evaluate_kitti(
        kitti.root, predictions_dir=tmp_path / "disps_eigen_split.npy", gt_root=kitti.gt_root,
        split_file=kitti.split_file, out_dir=tmp_path / "b", progress=False, **units,
    )  # fmt: skip
    assert stacked.metrics == files.metrics and stacked.metrics["n_images"] == 5
    assert [row.score for row in stacked.frames] == [row.score for row in files.frames]
    # through the command, with the monodepth2 ground truth file too
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--split-file", str(kitti.split_file)]
    argv += ["--predictions", str(tmp_path / "disps_eigen_split.npy"), "--gt-root"]
    argv += [str(data[2] / "gt_depths.npz"), "--prediction-units", "relative-inverse"]
    assert main([*argv, "--out", str(tmp_path / "c"), "--no-progress", "--json"]) == 0


def test_stacked_predictions_that_do_not_match_the_split_are_refused(data, tmp_path, capsys):
    kitti, _, _ = data
    np.save(tmp_path / "five.npy", _disparities(kitti)[:5])
    np.save(tmp_path / "one.npy", _disparities(kitti)[0])
    for name, shape in (("five", "(5, 50, 100)"), ("one", "(50, 100)")):
        with pytest.raises(ValueError, match=re.escape(f"shape {shape}; expected one map per")):
            evaluate_kitti(
                kitti.root, predictions_dir=tmp_path / f"{name}.npy", gt_root=kitti.gt_root,
                split_file=kitti.split_file, out_dir=tmp_path / name, progress=False,
            )  # fmt: skip
    with pytest.raises(ValueError, match="in a split file's line order: name that split file"):
        evaluate_kitti(kitti.root, predictions_dir=tmp_path / "five.npy", progress=False)
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--split-file", str(kitti.split_file)]
    argv += ["--predictions", str(tmp_path / "five.npy"), "--out", str(tmp_path / "out")]
    assert main(argv) == 2
    assert "expected one map per line of the split file, (6, h, w)" in capsys.readouterr().err
