"""A tiny synthetic KITTI: raw layout, calibration, annotated depth PNGs and LiDAR scans.

Images are 100 x 200 with f = 100 px, so the Garg crop is rows 40..98, columns 7..191.
Velodyne -> camera is the usual axis swap (x forward -> z, y left -> -x, z up -> -y) plus T;
R_rect_00 is the identity; camera 3 sits 0.5 m to the right (P_rect_03[0, 3] = -50).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import cv2
import numpy as np

HEIGHT, WIDTH, FOCAL, CX, CY = 100, 200, 100.0, 100.0, 50.0
DATE = "2011_09_26"
DRIVE_A = f"{DATE}_drive_0001_sync"
DRIVE_B = f"{DATE}_drive_0002_sync"
VELO_R = np.array([[0.0, -1.0, 0.0], [0.0, 0.0, -1.0], [1.0, 0.0, 0.0]])
VELO_T = np.array([0.0, -0.08, -0.27])


def _row(values) -> str:
    return " ".join(f"{v:.12e}" for v in np.asarray(values, dtype=np.float64).ravel())


def projection(camera: int = 2) -> np.ndarray:
    shift = 0.0 if camera == 2 else -0.5 * FOCAL
    return np.array([[FOCAL, 0, CX, shift], [0, FOCAL, CY, 0], [0, 0, 1, 0]], dtype=np.float64)


def write_calibration(folder: Path) -> None:
    """``calib_cam_to_cam.txt`` and ``calib_velo_to_cam.txt`` in the official key format."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = ["calib_time: 09-Jan-2012 13:57:47", "corner_dist: 9.950000e-02"]
    for cam in range(4):
        lines += [
            f"S_0{cam}: {_row([WIDTH + 8, HEIGHT + 4])}",
            f"K_0{cam}: {_row(projection(2)[:, :3])}",
            f"R_rect_0{cam}: {_row(np.eye(3))}",
            f"S_rect_0{cam}: {_row([WIDTH, HEIGHT])}",
            f"P_rect_0{cam}: {_row(projection(3 if cam == 3 else 2))}",
        ]
    (folder / "calib_cam_to_cam.txt").write_text("\n".join(lines) + "\n")
    (folder / "calib_velo_to_cam.txt").write_text(
        "calib_time: 15-Mar-2012 11:37:16\n"
        f"R: {_row(VELO_R)}\nT: {_row(VELO_T)}\n"
        "delta_f: 0.000000e+00 0.000000e+00\ndelta_c: 0.000000e+00 0.000000e+00\n"
    )


def ground_truth_map(seed: int) -> np.ndarray:
    """Depth in metres, multiples of 1/256 (exact in uint16 PNG), 0 = no data.

    Rows 0..29 have no data (sky); elsewhere ~40% of pixels are dropped; depth 3..60 m.
    """
    rng = np.random.default_rng(seed)
    v, u = np.mgrid[0:HEIGHT, 0:WIDTH]
    depth = 3.0 + 57.0 * (HEIGHT - v) / HEIGHT + 2.0 * np.sin(u / 17.0 + seed)
    depth = np.round(depth * 256.0) / 256.0
    depth[rng.random(depth.shape) < 0.4] = 0.0
    depth[:30] = 0.0
    return depth.astype(np.float32)


def velodyne_points_for(depth: np.ndarray, step: int = 3) -> np.ndarray:
    """(N, 4) float32 scan whose devkit projection into camera 2 is ``depth`` on a grid (a
    pixel's depth is its point's Velodyne x, ``VELO_T[2]`` farther than the camera's z)."""
    v, u = np.nonzero(depth)
    keep = (v % step == 0) & (u % step == 0)
    v, u, x = v[keep], u[keep], depth[v[keep], u[keep]].astype(np.float64)
    z = x + VELO_T[2]  # camera z of a point at Velodyne x (VELO_R maps x to z)
    # the devkit subtracts 1 after rounding, so aim at the pixel centre one to the right/below
    camera = np.stack([(u + 1 - CX) * z / FOCAL, (v + 1 - CY) * z / FOCAL, z], axis=1)
    velo = (camera - VELO_T) @ VELO_R  # R^T (c - T), row-wise
    return np.concatenate([velo, np.ones((len(velo), 1))], axis=1).astype(np.float32)


@dataclass
class SyntheticKitti:
    root: Path
    gt_root: Path
    split_file: Path
    ground_truth: dict[str, np.ndarray] = field(default_factory=dict)  # frame key -> depth

    def flags(self) -> list[str]:
        """``eval-kitti``'s flags naming this tree: --kitti-root, --gt-root, --split-file."""
        paths = (self.root, self.gt_root, self.split_file)
        names = ("--kitti-root", "--gt-root", "--split-file")
        return [word for name, path in zip(names, paths, strict=True) for word in (name, str(path))]

    def lidar_ground_truth(self, key: str) -> np.ndarray:
        """The LiDAR depth the scan of ``key`` projects to (float32 round trip aside)."""
        sparse = np.zeros_like(self.ground_truth[key])
        grid = np.zeros(sparse.shape, dtype=bool)
        grid[::3, ::3] = True
        sparse[grid] = self.ground_truth[key][grid]
        return sparse


# (drive, frame, has annotated GT, image readable, GT subset folder)
FRAMES = [
    (DRIVE_A, 0, True, True, "train"),
    (DRIVE_A, 1, True, True, "train"),
    (DRIVE_A, 2, True, True, "train"),
    (DRIVE_B, 5, True, True, "val"),
    (DRIVE_B, 6, False, True, "val"),  # no annotated map: missing
    (DRIVE_B, 7, True, False, ""),  # corrupt image: missing when a model predicts
]


def make_synthetic_kitti(base: Path) -> SyntheticKitti:
    """Build the dataset under ``base`` and the split file listing every frame above."""
    root, gt_root = base / "kitti_raw", base / "data_depth_annotated"
    write_calibration(root / DATE)
    rng = np.random.default_rng(0)
    data = SyntheticKitti(root, gt_root, base / "eigen_test_files.txt")
    lines = []
    for number, (drive, index, has_gt, readable, subset) in enumerate(FRAMES):
        name = f"{index:010d}"
        key = f"{drive}_{name}"
        image_dir = root / DATE / drive / "image_02" / "data"
        image_dir.mkdir(parents=True, exist_ok=True)
        if readable:
            image = rng.integers(0, 256, (HEIGHT, WIDTH, 3), dtype=np.uint8)
            cv2.imwrite(str(image_dir / f"{name}.png"), cv2.GaussianBlur(image, (7, 7), 2))
        else:
            (image_dir / f"{name}.png").write_bytes(b"not a png")
        depth = ground_truth_map(number)
        data.ground_truth[key] = depth
        if has_gt:
            gt_dir = gt_root / subset / drive / "proj_depth" / "groundtruth" / "image_02"
            gt_dir.mkdir(parents=True, exist_ok=True)
            cv2.imwrite(str(gt_dir / f"{name}.png"), np.round(depth * 256).astype(np.uint16))
        velo_dir = root / DATE / drive / "velodyne_points" / "data"
        velo_dir.mkdir(parents=True, exist_ok=True)
        velodyne_points_for(depth).tofile(velo_dir / f"{name}.bin")
        lines.append(f"{DATE}/{drive} {name} l")
    data.split_file.write_text("\n".join(lines) + "\n")
    return data
