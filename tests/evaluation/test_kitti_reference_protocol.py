"""``evaluate_kitti`` against an independent scorer written from monodepth2's
``evaluate_depth.py`` and ``compute_errors`` (BTS's ``silog`` and ``log10``): per frame and
averaged, for metric depth and relative inverse depth, every crop and both depth caps, on a
KITTI tree with the odd cases a real copy has: two dates of different image sizes, a frame
without a map, one whose map is all 0, one whose map lies past the cap, and a split file with
a byte-order mark, CRLF line ends, comments, blank lines, an unpadded index and a BTS line, in
folders whose names hold spaces (EVALUATION.md, "Other evaluation code")."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from tt_depth_anything_3.evaluation import evaluate_kitti

# date -> (height, width, focal, cx, cy): KITTI's sizes differ by date
DATES = {"2011_09_26": (60, 150, 72.0, 75.0, 30.0), "2011_09_28": (54, 170, 70.0, 85.0, 27.0)}
# (date, drive, frame, ground truth): "ok", "none" (no map), "zero" (all 0), "far" (85 m)
FRAMES = [
    ("2011_09_26", 1, 5, "ok"),
    ("2011_09_26", 1, 6, "ok"),
    ("2011_09_26", 2, 69, "ok"),
    ("2011_09_26", 2, 70, "none"),
    ("2011_09_26", 2, 71, "zero"),
    ("2011_09_28", 1, 3, "ok"),
    ("2011_09_28", 1, 9, "far"),
]


def reference_errors(gt: np.ndarray, pred: np.ndarray) -> dict[str, float]:
    """monodepth2's ``compute_errors``, with BTS's log10 and silog."""
    thresh = np.maximum(gt / pred, pred / gt)
    err = np.log(pred) - np.log(gt)
    return {
        "abs_rel": np.mean(np.abs(gt - pred) / gt),
        "sq_rel": np.mean(((gt - pred) ** 2) / gt),
        "rmse": np.sqrt(((gt - pred) ** 2).mean()),
        "rmse_log": np.sqrt(((np.log(gt) - np.log(pred)) ** 2).mean()),
        "log10": np.mean(np.abs(np.log10(pred) - np.log10(gt))),
        "silog": np.sqrt(np.mean(err**2) - np.mean(err) ** 2) * 100,
        "d1": (thresh < 1.25).mean(),
        "d2": (thresh < 1.25**2).mean(),
        "d3": (thresh < 1.25**3).mean(),
    }


def reference_score(gt, pred, crop, cap, median, inverse):
    """monodepth2's per-frame loop: resize to the ground truth, invert a disparity, mask
    (1e-3 < gt < cap, the crop as int32 bounds), median-scale, clip to [1e-3, cap]."""
    height, width = gt.shape
    pred = cv2.resize(pred, (width, height))
    if inverse:
        pred = 1 / pred
    mask = np.logical_and(gt > 1e-3, gt < cap)
    bounds = {
        "garg": [0.40810811 * height, 0.99189189 * height, 0.03594771 * width, 0.96405229 * width],
        "eigen": [0.3324324 * height, 0.91351351 * height, 0.0359477 * width, 0.96405229 * width],
    }.get(crop)
    if bounds is not None:
        top, bottom, left, right = np.array(bounds).astype(np.int32)
        crop_mask = np.zeros(mask.shape)
        crop_mask[top:bottom, left:right] = 1
        mask = np.logical_and(mask, crop_mask)
    pred, gt = pred[mask].astype(np.float64), gt[mask].astype(np.float64)
    if median:
        pred = pred * (np.median(gt) / np.median(pred))
    pred[pred < 1e-3] = 1e-3
    pred[pred > cap] = cap
    return reference_errors(gt, pred)


def _row(values) -> str:
    return " ".join(f"{v:.12e}" for v in np.asarray(values, dtype=np.float64).ravel())


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    base = tmp_path_factory.mktemp("kitti") / "my data"
    raw, annotated = base / "kitti raw", base / "depth annotated"
    for date, (height, width, focal, cx, cy) in DATES.items():
        projection = np.array([[focal, 0, cx, 0], [0, focal, cy, 0], [0, 0, 1, 0]])
        (raw / date).mkdir(parents=True)
        (raw / date / "calib_cam_to_cam.txt").write_text(
            "calib_time: 09-Jan-2012 13:57:47\n"
            f"S_rect_02: {_row([width, height])}\nR_rect_00: {_row(np.eye(3))}\n"
            f"P_rect_02: {_row(projection)}\n"
        )
    rng = np.random.default_rng(5)
    truth, metric, disparity = {}, {}, {}
    lines = ["# Eigen test, synthetic", ""]
    for number, (date, drive_number, index, kind) in enumerate(FRAMES):
        height, width = DATES[date][:2]
        drive, name = f"{date}_drive_{drive_number:04d}_sync", f"{index:010d}"
        key = f"{drive}_{name}"
        images = raw / date / drive / "image_02" / "data"
        images.mkdir(parents=True, exist_ok=True)
        cv2.imwrite(str(images / f"{name}.png"), np.zeros((height, width, 3), np.uint8))
        rows = np.mgrid[0:height, 0:width][0]
        depth = np.round((2.0 + 90.0 * (height - rows) / height) * 256) / 256  # up to 92 m
        depth[rng.random(depth.shape) < 0.5] = 0
        depth = {"zero": depth * 0, "far": np.where(depth > 0, 85.0, 0.0)}.get(kind, depth)
        if kind != "none":
            folder = annotated / ("train", "val")[number % 2] / drive / "proj_depth"
            folder = folder / "groundtruth" / "image_02"
            folder.mkdir(parents=True, exist_ok=True)
            cv2.imwrite(str(folder / f"{name}.png"), np.round(depth * 256).astype(np.uint16))
        truth[key] = depth.astype(np.float32)
        dense = (2.0 + 90.0 * (height - rows) / height) * np.exp(rng.normal(0, 0.1, rows.shape))
        metric[key] = cv2.resize(dense.astype(np.float32), (width // 2 + 3, height // 2 + 1))
        disparity[key] = (1 / (metric[key] * 0.01)).astype(np.float32)
        if number == 2:  # BTS's form
            lines.append(f"{date}/{drive}/image_02/data/{name}.png None 721.5377")
        else:
            lines.append(f"{date}/{drive} {index if number == 3 else name} l  # frame {number}")
    split = base / "split file.txt"
    split.write_bytes(b"\xef\xbb\xbf" + "\r\n\r\n".join(lines).encode() + b"\r\n")
    for units, maps in (("m", metric), ("relative-inverse", disparity)):
        (base / units).mkdir()
        for key, values in maps.items():
            np.save(base / units / f"{key}.npy", values)
    return base, truth


@pytest.mark.parametrize(
    "units, crop, cap",
    [("m", "garg", 80.0), ("m", "eigen", 50.0), ("relative-inverse", "none", 80.0)],
)
def test_figures_equal_monodepth2s(tree, tmp_path, units, crop, cap):
    base, truth = tree
    result = evaluate_kitti(
        base / "kitti raw",
        predictions_dir=base / units,
        gt_root=base / "depth annotated",
        split_file=base / "split file.txt",
        crop=crop,
        max_depth_m=cap,
        prediction_units=units,
        out_dir=tmp_path,
        progress=False,
    )
    statuses = {row.frame.key[-3:]: row.status.split(":")[0] for row in result.frames}
    assert statuses == {  # 070: no map; 071: all 0; 009: all past the cap
        **{"005": "ok", "006": "ok", "069": "ok", "070": "missing", "071": "missing"},
        **{"003": "ok", "009": "missing"},
    }
    for scaling in ("none", "median"):
        expected = []
        for row in result.frames:
            if row.score is None:
                continue
            pred = np.load(base / units / f"{row.frame.key}.npy")
            inverse = units == "relative-inverse"
            figures = reference_score(
                truth[row.frame.key], pred, crop, cap, scaling == "median", inverse
            )
            expected.append(figures)
            assert row.score.metrics[scaling] == pytest.approx(figures, rel=1e-9, abs=1e-12)
        means = {name: np.mean([e[name] for e in expected]) for name in expected[0]}
        assert result.by_scaling[scaling] == pytest.approx(means, rel=1e-9, abs=1e-12)
    assert result.metrics["n_images"] == 4 and result.metrics["n_missing"] == 3
