"""``--predictions`` in the KITTI raw layout: ``<date>/<drive>/image_02/data/<frame>.npy``
(or from ``<drive>/``), as ``tt-da3 predict-dataset`` mirrors a KITTI raw (or date) folder.
Before, every such frame was "no prediction <drive>_<frame>.npy or .png" and the run scored
nothing (exit 1)."""

from __future__ import annotations

import numpy as np
import pytest

from support.kitti_synthetic import DATE, FRAMES, HEIGHT, WIDTH, make_synthetic_kitti
from tt_depth_anything_3.evaluation import FrameUnavailable, KittiFrame, evaluate_kitti
from tt_depth_anything_3.evaluation.predictions import read_external_map


def _depth(number: int) -> np.ndarray:
    rng = np.random.default_rng(number)
    return (5.0 + 40.0 * rng.random((HEIGHT // 2, WIDTH // 2))).astype(np.float32)


def _evaluate(kitti, folder, out):
    return evaluate_kitti(
        kitti.root,
        predictions_dir=folder,
        gt_root=kitti.gt_root,
        split_file=kitti.split_file,
        out_dir=out,
        progress=False,
    )


def test_predictions_in_the_raw_layout_score_as_flat_files(tmp_path):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    flat, mirrored = tmp_path / "flat", tmp_path / "mirrored"
    flat.mkdir()
    for number, (drive, index, *_) in enumerate(FRAMES):
        depth = _depth(number)
        np.save(flat / f"{drive}_{index:010d}.npy", depth)
        # the first frames as predict-dataset writes a KITTI raw folder, the others a date folder
        under = mirrored / DATE if number < 3 else mirrored
        folder = under / drive / "image_02" / "data"
        folder.mkdir(parents=True, exist_ok=True)
        np.save(folder / f"{index:010d}.npy", depth)
    expected = _evaluate(kitti, flat, tmp_path / "out_flat")
    got = _evaluate(kitti, mirrored, tmp_path / "out_mirrored")
    assert got.metrics["n_images"] == expected.metrics["n_images"] == 5  # frame 6: no map
    assert got.by_scaling == expected.by_scaling
    assert [row.status for row in got.frames] == [row.status for row in expected.frames]


def test_a_frame_in_neither_layout_names_both(tmp_path):
    frame = KittiFrame("2011_09_26", "2011_09_26_drive_0002_sync", 69)
    with pytest.raises(FrameUnavailable, match=r"no prediction .*\.npy or \.png in ") as caught:
        read_external_map(tmp_path, frame)
    assert "nor 2011_09_26/2011_09_26_drive_0002_sync/image_02/data/0000000069.npy or .png" in (
        str(caught.value)
    )
    # a flat file wins over one in the raw layout; a right-camera frame is read from image_03
    right = KittiFrame("2011_09_26", "2011_09_26_drive_0002_sync", 69, camera=3)
    raw = tmp_path / "2011_09_26" / "2011_09_26_drive_0002_sync" / "image_03" / "data"
    raw.mkdir(parents=True)
    np.save(raw / "0000000069.npy", np.full((2, 2), 7.0, np.float32))
    assert read_external_map(tmp_path, right).values.tolist() == [[7.0, 7.0], [7.0, 7.0]]
    np.save(tmp_path / f"{right.key}.npy", np.full((2, 2), 3.0, np.float32))
    assert read_external_map(tmp_path, right).values.tolist() == [[3.0, 3.0], [3.0, 3.0]]


def test_an_npz_in_the_raw_layout_gets_the_npz_hint(tmp_path):
    """``tt-da3 predict-dataset --format npz`` of a KITTI raw folder: the reason says what
    ``--predictions`` reads, as for a flat ``.npz``."""
    frame = KittiFrame("2011_09_26", "2011_09_26_drive_0002_sync", 69)
    raw = tmp_path / "2011_09_26_drive_0002_sync" / "image_02" / "data"
    raw.mkdir(parents=True)
    np.savez(raw / "0000000069.npz", depth=np.ones((2, 2), np.float32))
    with pytest.raises(FrameUnavailable, match="its .npz is there: --predictions reads .npy"):
        read_external_map(tmp_path, frame)
