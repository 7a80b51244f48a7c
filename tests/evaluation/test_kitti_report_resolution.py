"""results.md says a squash run's resolution: ``process_res 140 (squash: 140 x 140)``.

Before, both resize modes read ``process_res 140``: a run at the Blackhole port's setting
(``--resize-mode squash --process-res 518``, EVALUATION.md's like-with-like comparison) could
not be told from the default's in its report, though its predictions differ."""

from __future__ import annotations

import argparse

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli.eval_kitti import replicas_text
from tt_depth_anything_3.config import DA3Config
from tt_depth_anything_3.evaluation import evaluate_kitti


def test_results_md_says_the_squash_mode(tmp_path, tiny_metric_checkpoint, tiny_metric_model):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    common = {"gt_root": kitti.gt_root, "split_file": kitti.split_file, "limit": 1}
    squashed = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=140, resize_mode="squash"
    )
    with squashed:
        result = evaluate_kitti(
            kitti.root, squashed, out_dir=tmp_path / "squash", progress=False, **common
        )
    table = result.files["table"].read_text(encoding="utf-8")
    assert "fp32, process_res 140 (squash: 140 x 140), focal length from P_rect_0X" in table
    plain = evaluate_kitti(
        kitti.root, tiny_metric_model, out_dir=tmp_path / "plain", progress=False, **common
    )
    table = plain.files["table"].read_text(encoding="utf-8")
    assert "fp32, process_res 140, focal length from P_rect_0X" in table  # as before


def test_the_replicas_line_says_the_squash_mode():
    args = argparse.Namespace(
        weights="w", model_id="m", revision=None, replicas=2, device="cpu", dtype=None,
        process_res=518, resize_mode="squash",
    )  # fmt: skip
    config = DA3Config.from_model_name("da3metric-large")
    assert "process_res 518 (squash: 518 x 518), focal length" in replicas_text(args, config, 1)
    args.resize_mode = "upper_bound"
    assert "process_res 518, focal length" in replicas_text(args, config, 1)
