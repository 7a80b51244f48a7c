"""results.md names the ``--pcc`` reference (model, source, backend, precision, resolution).

Before, it said only "Pearson correlation with the fp32 CPU reference": with ``--predictions
--pcc`` (files made elsewhere), or ``--runtime openvino --pcc`` (whose reference runs on
OpenVINO too), the report did not say which checkpoint, runtime or resolution the PCC was
measured against."""

from __future__ import annotations

import numpy as np

from support.kitti_synthetic import FRAMES, HEIGHT, WIDTH, make_synthetic_kitti
from tt_depth_anything_3.evaluation import evaluate_kitti


def test_results_md_names_the_pcc_reference(tmp_path, tiny_metric_model, tiny_metric_checkpoint):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    folder = tmp_path / "pred"
    folder.mkdir()
    for drive, index, *_ in FRAMES[:2]:
        np.save(folder / f"{drive}_{index:010d}.npy", np.full((HEIGHT, WIDTH), 9.0, np.float32))
    result = evaluate_kitti(
        kitti.root,
        predictions_dir=folder,
        gt_root=kitti.gt_root,
        split_file=kitti.split_file,
        limit=2,
        out_dir=tmp_path / "out",
        reference_model=tiny_metric_model,
        progress=False,
    )
    assert result.metrics["n_images"] == 2 and "pcc_min" in result.metrics
    table = result.files["table"].read_text(encoding="utf-8")
    assert (
        f"- pcc reference: da3metric-large ({tiny_metric_checkpoint}) on torch:cpu, fp32, "
        "process_res 140, focal length from P_rect_0X"
    ) in table
    assert "Pearson correlation with the fp32 CPU reference: mean" in table
    # without a reference, no such line
    again = evaluate_kitti(
        kitti.root,
        predictions_dir=folder,
        gt_root=kitti.gt_root,
        split_file=kitti.split_file,
        limit=2,
        out_dir=tmp_path / "plain",
        progress=False,
    )
    assert "pcc reference" not in again.files["table"].read_text(encoding="utf-8")
