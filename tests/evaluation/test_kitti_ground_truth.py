"""Ground truth: annotated depth maps and LiDAR scans projected with the calibration."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from support.kitti_synthetic import DATE, DRIVE_A, DRIVE_B, make_synthetic_kitti, write_calibration
from tt_depth_anything_3.evaluation import FrameUnavailable, KittiCalibration, KittiFrame
from tt_depth_anything_3.evaluation.ground_truth import (
    find_annotated_depth,
    lidar_depth,
    project_velodyne,
    read_depth_png,
)


@pytest.fixture(scope="module")
def kitti(tmp_path_factory):
    return make_synthetic_kitti(tmp_path_factory.mktemp("kitti"))


@pytest.fixture(scope="module")
def calibration(tmp_path_factory):
    folder = tmp_path_factory.mktemp("calib")
    write_calibration(folder)
    return KittiCalibration.from_date_folder(folder)


def test_lidar_points_land_where_the_calibration_says(calibration):
    # Worked by hand: velo (x, y, z) -> camera (-y, -z, x) + T, T = (0, -0.08, -0.27);
    # u = 100 X / Z + 100, v = 100 Y / Z + 50; pixel = round(.) - 1 (devkit); depth = velo x.
    points = np.array(
        [
            [10.0, 0.0, 0.0, 1.0],  # cam (0, -0.08, 9.73): u 100.0, v 49.18 -> (48, 99), 10
            [20.0, -2.0, 1.0, 1.0],  # cam (2, -1.08, 19.73): u 110.14, v 44.53 -> (44, 109)
            [20.0, 0.0, 0.04, 1.0],  # cam (0, -0.12, 19.73): same pixel as the first, farther
            [-5.0, 0.0, 0.0, 1.0],  # behind the sensor: dropped
            [10.0, -20.0, 0.0, 1.0],  # u = 305.6: outside the 200 px wide image
        ]
    )
    depth = project_velodyne(points, calibration, camera=2)
    assert depth.shape == (100, 200) and depth.dtype == np.float32
    assert np.count_nonzero(depth) == 2
    assert depth[48, 99] == pytest.approx(10.0)  # the nearer of the two points kept
    assert depth[44, 109] == pytest.approx(20.0)


def test_lidar_uses_the_right_camera_projection(calibration):
    # camera 3: P_rect_03[0, 3] = -50 -> u = (100 * 0 + 100 * 9.73 - 50) / 9.73 = 94.86 -> 94
    depth = project_velodyne(np.array([[10.0, 0.0, 0.0, 1.0]]), calibration, camera=3)
    assert np.argwhere(depth).tolist() == [[48, 94]]
    assert depth[48, 94] == pytest.approx(10.0)


# A real date's calibration (KITTI raw 2011_09_26): R_rect_00 is not the identity and the
# Velodyne sits 0.27 m behind the camera, so the camera's z and the Velodyne's x differ.
REAL_CAM_TO_CAM = """calib_time: 09-Jan-2012 13:57:47
S_rect_00: 1.242000e+03 3.750000e+02
R_rect_00: 9.999239e-01 9.837760e-03 -7.445048e-03 -9.869795e-03 9.999421e-01 -4.278459e-03 7.402527e-03 4.351614e-03 9.999631e-01
P_rect_00: 7.215377e+02 0.000000e+00 6.095593e+02 0.000000e+00 0.000000e+00 7.215377e+02 1.728540e+02 0.000000e+00 0.000000e+00 0.000000e+00 1.000000e+00 0.000000e+00
S_rect_02: 1.242000e+03 3.750000e+02
P_rect_02: 7.215377e+02 0.000000e+00 6.095593e+02 4.485728e+01 0.000000e+00 7.215377e+02 1.728540e+02 2.163791e-01 0.000000e+00 0.000000e+00 1.000000e+00 2.745884e-03
"""
REAL_VELO_TO_CAM = """calib_time: 15-Mar-2012 11:37:16
R: 7.533745e-03 -9.999714e-01 -6.166020e-04 1.480249e-02 7.280733e-04 -9.998902e-01 9.998621e-01 7.523790e-03 1.480755e-02
T: -4.069766e-03 -7.631618e-02 -2.717806e-01
"""


def _monodepth2_gt_depth(points: np.ndarray, calibration: KittiCalibration) -> np.ndarray:
    """monodepth2's export_gt_depth.py recipe (generate_depth_map(..., cam=2, vel_depth=True)),
    restated: Velodyne x as depth, the nearest point of each pixel (duplicates found per pixel,
    not with its sub2ind, which also joins (r, W - 1) with (r + 1, 0))."""
    height, width = calibration.image_size(2)
    velo = points[points[:, 0] >= 0].astype(np.float64)
    velo[:, 3] = 1.0
    image = velo @ calibration.velo_to_image(2).T
    image[:, :2] /= image[:, 2:3]
    image[:, 2] = velo[:, 0]
    image[:, :2] = np.round(image[:, :2]) - 1
    keep = (image[:, 0] >= 0) & (image[:, 1] >= 0) & (image[:, 0] < width) & (image[:, 1] < height)
    depth = np.zeros((height, width))
    for u, v, d in image[keep][np.argsort(-image[keep][:, 2])]:  # the nearest written last
        depth[int(v), int(u)] = d
    return depth


def test_lidar_depth_is_the_velodyne_forward_distance_as_monodepth2(tmp_path):
    """The projected map gave each pixel the camera's z, about 0.27 m nearer than the Velodyne
    x that monodepth2's gt_depths.npz (the classic Eigen-697 ground truth) holds: every
    --gt lidar figure was off the published protocol, while EVALUATION.md said that with the
    Garg or Eigen crop the figures were identical."""
    (tmp_path / "calib_cam_to_cam.txt").write_text(REAL_CAM_TO_CAM, encoding="utf-8")
    (tmp_path / "calib_velo_to_cam.txt").write_text(REAL_VELO_TO_CAM, encoding="utf-8")
    calibration = KittiCalibration.from_date_folder(tmp_path)
    rng = np.random.default_rng(0)
    count = 20000
    points = np.stack(
        [
            rng.uniform(-5, 80, count),
            rng.uniform(-30, 30, count),
            rng.uniform(-2.5, 1.0, count),
            rng.random(count),  # reflectance, not a homogeneous 1
        ],
        axis=1,
    ).astype(np.float32)
    depth = project_velodyne(points, calibration, camera=2)
    expected = _monodepth2_gt_depth(points, calibration)
    np.testing.assert_array_equal(depth > 0, expected > 0)
    np.testing.assert_allclose(depth, expected, rtol=1e-6)


def test_lidar_scan_file_round_trip(kitti):
    key = f"{DRIVE_A}_0000000001"
    calibration = KittiCalibration.from_date_folder(kitti.root / DATE)
    depth = lidar_depth(kitti.root, KittiFrame(DATE, DRIVE_A, 1), calibration)
    expected = kitti.lidar_ground_truth(key)
    np.testing.assert_array_equal(depth > 0, expected > 0)
    np.testing.assert_allclose(depth, expected, rtol=1e-5)


def test_truncated_scan_is_unavailable(tmp_path, kitti):
    frame = KittiFrame(DATE, DRIVE_A, 0)
    root = tmp_path / "raw"
    path = frame.velodyne_path(root)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\0" * 20)
    calibration = KittiCalibration.from_date_folder(kitti.root / DATE)
    with pytest.raises(FrameUnavailable, match="not a multiple of 16"):
        lidar_depth(root, frame, calibration)
    with pytest.raises(FrameUnavailable, match="no LiDAR scan"):
        lidar_depth(root, KittiFrame(DATE, DRIVE_A, 1), calibration)


def test_annotated_maps_found_in_train_val_or_directly(kitti, tmp_path):
    train = find_annotated_depth(kitti.gt_root, KittiFrame(DATE, DRIVE_A, 0))
    assert train.relative_to(kitti.gt_root).parts[0] == "train"
    val = find_annotated_depth(kitti.gt_root, KittiFrame(DATE, DRIVE_B, 5))
    assert val.relative_to(kitti.gt_root).parts[0] == "val"
    direct = find_annotated_depth(kitti.gt_root, KittiFrame(DATE, DRIVE_B, 7))
    assert direct.relative_to(kitti.gt_root).parts[0] == DRIVE_B
    with pytest.raises(FrameUnavailable, match="no annotated depth"):
        find_annotated_depth(kitti.gt_root, KittiFrame(DATE, DRIVE_B, 6))


def test_annotated_values_are_metres_times_256(kitti, tmp_path):
    path = find_annotated_depth(kitti.gt_root, KittiFrame(DATE, DRIVE_A, 2))
    np.testing.assert_array_equal(read_depth_png(path), kitti.ground_truth[f"{DRIVE_A}_0000000002"])
    eight_bit = tmp_path / "eight.png"
    cv2.imwrite(str(eight_bit), np.zeros((4, 4), np.uint8))
    with pytest.raises(FrameUnavailable, match="expected a 16-bit one-channel PNG"):
        read_depth_png(eight_bit)
    garbage = tmp_path / "garbage.png"
    garbage.write_bytes(b"nope")
    with pytest.raises(FrameUnavailable, match="cannot read"):
        read_depth_png(garbage)
