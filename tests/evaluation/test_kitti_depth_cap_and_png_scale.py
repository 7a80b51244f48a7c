"""``eval-kitti --max-eval-depth-m`` (the "cap 50 m" protocol: ground truth under 50 m kept,
predictions clipped to 50) and ``--prediction-png-scale`` (the value per metre of another
tool's ``--predictions`` PNGs, millimetres x 1000 say: they were read as x 256 and the metric
row was wrong). Before, neither existed: the cap was always 80 m and an unmarked PNG x 256."""

from __future__ import annotations

import json

import cv2
import numpy as np
import pytest

from support.kitti_synthetic import DATE, FRAMES, make_synthetic_kitti
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.evaluation import FrameUnavailable, evaluate_kitti
from tt_depth_anything_3.evaluation.metrics import crop_mask, score_frame
from tt_depth_anything_3.inference.depth_marks import depth_description, mark_png

SCORED = [index for index, (_, _, has_gt, _, _) in enumerate(FRAMES) if has_gt]


def _prediction(kitti, number: int, key: str) -> np.ndarray:
    """Near the ground truth, some pixels past 50 m (the crop's ground truth is under 40 m):
    metres, a multiple of 1 mm."""
    gt = kitti.ground_truth[key]
    noise = np.random.default_rng(number).uniform(0.7, 1.6, gt.shape)
    return np.round(np.where(gt > 0, gt, 30.0) * noise * 1000) / 1000


def _write(kitti, folder, kind: str) -> dict[str, np.ndarray]:
    folder.mkdir()
    made = {}
    for number, (drive, index, *_) in enumerate(FRAMES):
        key = f"{drive}_{index:010d}"
        depth = made[key] = _prediction(kitti, number, key).astype(np.float32)
        if kind == "npy":
            np.save(folder / f"{key}.npy", depth)
        else:  # millimetres, no tt-da3 Description (another tool's PNG)
            cv2.imwrite(str(folder / f"{key}.png"), np.round(depth * 1000).astype(np.uint16))
    return made


def _evaluate(kitti, folder, out, **kwargs):
    return evaluate_kitti(
        kitti.root,
        predictions_dir=folder,
        gt_root=kitti.gt_root,
        split_file=kitti.split_file,
        out_dir=out,
        progress=False,
        **kwargs,
    )


def test_a_cap_of_50_m_keeps_and_clips_by_hand(tmp_path):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    made = _write(kitti, tmp_path / "npy", "npy")
    result = _evaluate(kitti, tmp_path / "npy", tmp_path / "out", max_depth_m=50.0)
    abs_rel = []
    for number in SCORED:  # monodepth's cap: gt < 50 kept, the prediction clipped to 50
        drive, index, *_ = FRAMES[number]
        key = f"{drive}_{index:010d}"
        gt = kitti.ground_truth[key].astype(np.float64)
        mask = (gt > 1e-3) & (gt < 50) & crop_mask(gt.shape, "garg")
        pred = np.clip(made[key].astype(np.float64)[mask], 1e-3, 50)
        abs_rel.append(np.mean(np.abs(gt[mask] - pred) / gt[mask]))
    assert result.metrics["n_images"] == len(SCORED)
    assert result.metrics["abs_rel"] == pytest.approx(np.mean(abs_rel), rel=1e-6)
    default = _evaluate(kitti, tmp_path / "npy", tmp_path / "out80")
    assert default.metrics["abs_rel"] != pytest.approx(result.metrics["abs_rel"], rel=1e-3)
    report = (tmp_path / "out" / "results.md").read_text(encoding="utf-8")
    assert (
        "1e-3 < gt < 50 m; predictions resized to the ground truth and clipped to [1e-3, 50]"
        in (report)
    )
    assert "1e-3 < gt < 80 m" in (tmp_path / "out80" / "results.md").read_text(encoding="utf-8")
    metrics = json.loads((tmp_path / "out" / "metrics.json").read_text(encoding="utf-8"))
    assert set(metrics) == set(json.loads((tmp_path / "out80" / "metrics.json").read_text()))


def test_score_frame_caps_by_hand():
    gt = np.zeros((100, 200), np.float32)
    gt[60:90, 20:100], gt[60:90, 100:180] = 10.0, 60.0
    pred = np.full_like(gt, 70.0)
    capped = score_frame(gt, pred, "garg", max_depth=50.0)
    assert capped.n_pixels == 30 * 80  # the 60 m pixels are left out
    assert capped.metrics["none"]["abs_rel"] == pytest.approx(4.0)  # |10 - 50| / 10
    assert score_frame(gt, pred, "garg").n_pixels == 30 * 160
    with pytest.raises(FrameUnavailable, match=r"inside the 'garg' crop \(0.001 < depth < 5 m\)"):
        score_frame(gt, pred, "garg", max_depth=5.0)  # a frame with none under the cap: said


def test_png_predictions_in_millimetres_with_their_scale(tmp_path):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    _write(kitti, tmp_path / "npy", "npy")
    _write(kitti, tmp_path / "png", "png")
    expected = _evaluate(kitti, tmp_path / "npy", tmp_path / "o1")
    got = _evaluate(kitti, tmp_path / "png", tmp_path / "o2", prediction_png_scale=1000.0)
    assert got.by_scaling["none"] == pytest.approx(expected.by_scaling["none"], rel=1e-6)
    as_kitti = _evaluate(kitti, tmp_path / "png", tmp_path / "o3")  # read x 256: 3.9 x too far
    assert as_kitti.metrics["abs_rel"] > 2
    report = (tmp_path / "o2" / "results.md").read_text(encoding="utf-8")
    assert f"files in {tmp_path / 'png'} (m; .png read as value / 1000)" in report


def test_a_tt_da3_png_saying_another_scale_is_missing_naming_both(tmp_path):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    folder = tmp_path / "png"
    folder.mkdir()
    drive, index, *_ = FRAMES[0]
    depth = np.round(_prediction(kitti, 0, f"{drive}_{index:010d}") * 256).astype(np.uint16)
    png = cv2.imencode(".png", depth)[1].tobytes()
    (folder / f"{drive}_{index:010d}.png").write_bytes(mark_png(png, depth_description(256, "m")))
    result = _evaluate(kitti, folder, tmp_path / "o", prediction_png_scale=1000.0, limit=1)
    assert result.metrics["n_images"] == 0
    assert "says it holds depth x 256 (a tt-da3 PNG's Description), not the x 1000 given" in (
        result.frames[0].missing_reason
    )
    agree = _evaluate(kitti, folder, tmp_path / "o2", prediction_png_scale=256.0, limit=1)
    assert agree.metrics["n_images"] == 1


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"max_depth_m": 0.0}, "max_depth_m must be a finite number of metres over 0.001"),
        ({"max_depth_m": float("inf")}, "max_depth_m must be a finite"),
        ({"max_depth_m": "50"}, "max_depth_m must be a number of metres"),
        ({"prediction_png_scale": 0.0}, "prediction_png_scale"),
    ],
)
def test_bad_values_are_refused_before_anything_is_written(tmp_path, kwargs, message):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    with pytest.raises(ValueError, match=message):
        _evaluate(kitti, tmp_path, tmp_path / "o", **kwargs)
    assert not (tmp_path / "o").exists()


def test_the_cli_flags(tmp_path, capsys):
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    _write(kitti, tmp_path / "png", "png")
    base = ["eval-kitti", "--kitti-root", str(kitti.root), "--gt-root", str(kitti.gt_root)]
    base += ["--split-file", str(kitti.split_file), "--no-progress"]
    out = tmp_path / "out"
    flags = ["--prediction-png-scale", "1000", "--max-eval-depth-m", "50"]
    assert main([*base, "--predictions", str(tmp_path / "png"), "--out", str(out), *flags]) == 0
    report = (out / "results.md").read_text(encoding="utf-8")
    assert ".png read as value / 1000" in report and "1e-3 < gt < 50 m" in report
    capsys.readouterr()
    assert main([*base, "--out", str(tmp_path / "o2"), "--prediction-png-scale", "1000"]) == 2
    assert "--prediction-png-scale: only with --predictions" in capsys.readouterr().err
    argv = [*base, "--predictions", str(tmp_path / "png"), "--out", str(tmp_path / "o3")]
    assert main([*argv, "--max-eval-depth-m", "0"]) == 2
    assert "--max-eval-depth-m must be a finite number of metres" in capsys.readouterr().err
    assert main([*argv, "--prediction-png-scale", "-1"]) == 2
    assert "--prediction-png-scale" in capsys.readouterr().err
    assert not (tmp_path / "o3").exists() and DATE


def test_a_png_scale_over_npy_predictions_is_said_unused(tmp_path):
    """``prediction_png_scale`` over a folder of ``.npy`` files only: results.md said the PNGs
    were read at that scale, though none was read; it now says the scale went unused."""
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    _write(kitti, tmp_path / "npy", "npy")
    _evaluate(kitti, tmp_path / "npy", tmp_path / "out", prediction_png_scale=1000.0)
    report = (tmp_path / "out" / "results.md").read_text(encoding="utf-8")
    assert ".png read as value" not in report
    said = f"files in {tmp_path / 'npy'} (m; --prediction-png-scale 1000 unused: no .png read)"
    assert said in report
