"""``eval-kitti --replicas`` reruns into the same folder: a frame whose camera matrix or image
changed since its ``.npy`` was written is predicted again (it was skipped as done, and its
metric depth, scaled by the old focal length, was scored); an identical copy of the images
reuses the files. The job here writes each frame's fx (it honours existing files, as
``predict_dataset`` does)."""

from __future__ import annotations

import shutil
import warnings
from pathlib import Path

import numpy as np
import pytest

from support.kitti_synthetic import DATE, DRIVE_A, make_synthetic_kitti
from tt_depth_anything_3.scale_out import kitti
from tt_depth_anything_3.scale_out.dataset import FAILURES_FILE, DatasetReport

MODEL = {"model_id": "depth-anything/DA3METRIC-LARGE", "device": "cpu"}


def focal_job(items, out_dir, model, **options) -> DatasetReport:
    """Write ``<name>.npy`` holding the item's fx, for the items without one."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = 0
    for item in items:
        path = out / f"{item.name}.npy"
        if not path.exists():
            np.save(path, np.full((2, 2), item.intrinsics[0], np.float32))
            written += 1
    return DatasetReport(
        total=len(items),
        skipped=len(items) - written,
        written=written,
        failed=0,
        seconds=0.0,
        failures_path=out / FAILURES_FILE,
        per_replica={},
    )


def test_the_job_keeps_non_finite_depth_for_the_scorer(tmp_path, monkeypatch):
    """``predict-dataset`` fails an image whose depth is not finite; the KITTI job keeps it
    (``keep_non_finite``), so that the evaluation scores it as an invalid prediction, as the
    single process does."""
    asked = {}

    def job(items, out_dir, model, **options) -> DatasetReport:
        asked.update(options)
        return focal_job(items, out_dir, model, **options)

    monkeypatch.setattr(kitti, "predict_dataset", job)
    data = make_synthetic_kitti(tmp_path / "kitti")
    kitti.predict_kitti(
        data.root, tmp_path / "out", MODEL, split_file=data.split_file, progress=False
    )
    assert asked["keep_non_finite"] is True


def test_a_changed_camera_or_image_is_predicted_again(tmp_path, monkeypatch):
    monkeypatch.setattr(kitti, "predict_dataset", focal_job)
    data = make_synthetic_kitti(tmp_path / "kitti")
    out = tmp_path / "predictions_ray"

    def run(root: Path) -> tuple[DatasetReport, dict[str, str]]:
        return kitti.predict_kitti(root, out, MODEL, split_file=data.split_file, progress=False)

    def fx(key: str) -> float:
        return float(np.load(out / f"{key}.npy")[0, 0])

    report, _ = run(data.root)
    assert report.written == 6 and fx(f"{DRIVE_A}_0000000000") == 100.0

    copy = tmp_path / "copy"  # the same files elsewhere
    shutil.copytree(data.root, copy)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        report, _ = run(copy)
    assert report.written == 0

    calib = copy / DATE / "calib_cam_to_cam.txt"
    text = calib.read_text()
    assert "P_rect_02: 1.000000000000e+02" in text
    calib.write_text(text.replace("P_rect_02: 1.000000000000e+02", "P_rect_02: 3.0e+02", 1))
    with pytest.warns(UserWarning, match="6 predictions .* another image or camera"):
        report, _ = run(copy)
    assert report.written == 6 and fx(f"{DRIVE_A}_0000000000") == 300.0

    image = copy / DATE / DRIVE_A / "image_02" / "data" / "0000000001.png"
    image.unlink()  # the frame cannot be predicted now: its old depth is not scored
    with pytest.warns(UserWarning, match="1 predictions"):
        report, skipped = run(copy)
    assert report.written == 0 and f"{DRIVE_A}_0000000001" in skipped
    assert not (out / f"{DRIVE_A}_0000000001.npy").exists()
