"""``eval-kitti --replicas`` reports an unreadable frame as the single process does: the same
``per_image.csv`` status (it said ``not predicted: ... is not an image Pillow can read: cannot
identify image file ...`` where one process says ``could not decode the image ...``), and the
job counts it among its failures (it was left out before the job: ``"failed": 0``). The job
runs here in this process (``decode_batch`` and a ``DepthPredictor``, as on a replica)."""

from __future__ import annotations

import contextlib
import csv
import json
import types
from pathlib import Path

import numpy as np
import pytest

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3.cli import common, main
from tt_depth_anything_3.scale_out import kitti
from tt_depth_anything_3.scale_out.dataset import FAILURES_FILE, DatasetReport
from tt_depth_anything_3.scale_out.predictor import DepthPredictor, decode_batch
from tt_depth_anything_3.scale_out.resources import ReplicaResources


def job_in_process(items, out_dir, model, **options) -> DatasetReport:
    """``predict_dataset``'s job on one replica in this process."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    batch = {
        "source": np.asarray([item.source for item in items], dtype=object),
        "name": np.asarray([item.name for item in items], dtype=object),
        "intrinsics": np.asarray([item.intrinsics for item in items], dtype=np.float64),
    }
    replica = DepthPredictor(
        model, ReplicaResources("cpu"), str(out), options["formats"], None, options["png_scale"]
    )
    answer = replica(decode_batch(batch, max_pixels=10**8))
    failures = out / FAILURES_FILE
    rows = [
        json.dumps({"path": str(source), "reason": str(error)}) + "\n"
        for source, status, error in zip(
            answer["source"], answer["status"], answer["error"], strict=True
        )
        if status != "written"
    ]
    failures.write_text("".join(rows), encoding="utf-8")
    return DatasetReport(
        total=len(items),
        skipped=0,
        written=len(items) - len(rows),
        failed=len(rows),
        seconds=1.0,
        failures_path=failures,
        per_replica={"0": len(items)},
    )


@pytest.fixture()
def replicas_in_process(monkeypatch):
    import ray
    import torch

    node = types.SimpleNamespace(get_node_id=lambda: "0123456789")
    monkeypatch.setattr(ray, "get_runtime_context", lambda: node)
    monkeypatch.setattr(torch, "set_num_threads", lambda n: None)
    monkeypatch.setattr(common, "ray_cluster", lambda args: contextlib.nullcontext())
    monkeypatch.setattr(kitti, "predict_dataset", job_in_process)


def statuses(folder: Path) -> dict[str, str]:
    with (folder / "per_image.csv").open(encoding="utf-8", newline="") as handle:
        return {row["key"]: row["status"] for row in csv.DictReader(handle)}


def test_an_unreadable_frame_is_reported_as_one_process_reports_it(
    replicas_in_process, tiny_metric_checkpoint, tmp_path, capsys
):
    data = make_synthetic_kitti(tmp_path / "kitti")
    items, skipped = kitti.kitti_items(data.root, data.split_file, None)
    unreadable = [i for i in items if Path(i.source).read_bytes() == b"not a png"]
    assert len(unreadable) == 1 and unreadable[0].name not in skipped  # the job meets it
    flags = ["eval-kitti", "--kitti-root", str(data.root), "--gt-root", str(data.gt_root)]
    flags += ["--split-file", str(data.split_file), "--no-progress", "--process-res", "70"]
    flags += ["--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    assert main([*flags, "--out", str(tmp_path / "one")]) == 0
    capsys.readouterr()
    assert main([*flags, "--out", str(tmp_path / "ray"), "--replicas", "1"]) == 0
    said = capsys.readouterr().err
    one, ray = statuses(tmp_path / "one"), statuses(tmp_path / "ray")
    assert ray == one
    assert one[unreadable[0].name].startswith("missing: could not decode the image ")
    line = next(line for line in said.splitlines() if line.startswith('{"ray_predictions"'))
    report = json.loads(line)["ray_predictions"]
    # frame 6 has no annotated map: not predicted (one process does not predict it either)
    assert (report["total"], report["failed"]) == (len(items) - 1, 1)
    failures = (tmp_path / "ray" / "predictions_ray" / FAILURES_FILE).read_text(encoding="utf-8")
    assert unreadable[0].source in failures
    assert f"not predicted {unreadable[0].name}: could not decode the image" in said


def test_a_frame_of_another_size_is_said_in_the_single_process_words(tmp_path):
    from PIL import Image

    data = make_synthetic_kitti(tmp_path / "kitti")
    items, _ = kitti.kitti_items(data.root, data.split_file, None)
    resized = Path(items[0].source)
    with Image.open(resized) as image:
        height, width = image.height, image.width  # the calibrated size
        small = image.resize((40, 30))
    small.save(resized)
    _, skipped = kitti.kitti_items(data.root, data.split_file, None)
    assert skipped[items[0].name] == (
        f"{resized} is 30x40 but the calibration's S_rect_02 is {height}x{width} "
        "(resized images would get a wrong focal length)"
    )


def test_frames_with_no_valid_ground_truth_are_not_predicted(
    replicas_in_process, tiny_metric_checkpoint, tmp_path, monkeypatch, capsys
):
    """``--replicas`` predicted the whole split before scoring: a frame with no annotated map
    or one with no valid depth in the crop was predicted, then reported missing. It is now
    left out of the Ray job, as one process does not predict it."""
    import cv2

    data = make_synthetic_kitti(tmp_path / "kitti")
    empty = next(data.gt_root.rglob("0000000000.png"))  # frame 0: a map all 0
    cv2.imwrite(str(empty), np.zeros((100, 200), np.uint16))
    predicted = []

    def job(items, out_dir, model, **options):
        predicted.extend(item.name for item in items)
        return job_in_process(items, out_dir, model, **options)

    monkeypatch.setattr(kitti, "predict_dataset", job)
    flags = ["eval-kitti", *data.flags(), "--no-progress", "--process-res", "70"]
    flags += ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--replicas", "1"]
    assert main([*flags, "--out", str(tmp_path / "ray")]) == 0
    said = capsys.readouterr().err
    first, no_map = "2011_09_26_drive_0001_sync_0000000000", "2011_09_26_drive_0002_sync_0000000006"
    assert first not in predicted and no_map not in predicted and len(predicted) == 4
    assert not (tmp_path / "ray" / "predictions_ray" / f"{first}.npy").exists()
    found = statuses(tmp_path / "ray")
    assert (
        found[first]
        == "missing: no valid ground truth inside the 'garg' crop (0.001 < depth < 80 m)"
    )
    assert found[no_map].startswith("missing: no annotated depth ")
    assert f"not predicted {first}" not in said  # the evaluation says why, once
