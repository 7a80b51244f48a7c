"""KITTI layout, calibration and split files."""

from __future__ import annotations

import numpy as np
import pytest

from support.kitti_synthetic import (
    DATE,
    DRIVE_A,
    DRIVE_B,
    VELO_R,
    VELO_T,
    make_synthetic_kitti,
    projection,
)
from tt_depth_anything_3.evaluation import (
    FrameUnavailable,
    KittiCalibration,
    KittiFrame,
    discover_frames,
    read_calib_file,
    read_split_file,
)
from tt_depth_anything_3.evaluation.kitti_layout import parse_split_line


@pytest.fixture(scope="module")
def kitti(tmp_path_factory):
    return make_synthetic_kitti(tmp_path_factory.mktemp("kitti"))


def test_calibration_reads_rectified_projection_and_lidar_pose(kitti):
    calibration = KittiCalibration.from_date_folder(kitti.root / DATE)
    np.testing.assert_array_equal(calibration.projections[2], projection(2))
    np.testing.assert_array_equal(calibration.projections[3], projection(3))
    assert calibration.focal_px(2) == 100.0
    np.testing.assert_array_equal(calibration.intrinsics(2), projection(2)[:, :3])
    assert calibration.image_sizes == {2: (100, 200), 3: (100, 200)}
    np.testing.assert_array_equal(calibration.velo_to_cam[:3, :3], VELO_R)
    np.testing.assert_array_equal(calibration.velo_to_cam[:3, 3], VELO_T)
    np.testing.assert_array_equal(calibration.rect_rotation, np.eye(3))


def test_calib_file_skips_the_date_and_rejects_garbage(tmp_path):
    path = tmp_path / "calib.txt"
    path.write_text("calib_time: 09-Jan-2012 13:57:47\nT: 1 -2.5e-1 .5\n")
    np.testing.assert_array_equal(read_calib_file(path)["T"], [1.0, -0.25, 0.5])
    path.write_text("T: 1 two 3\n")
    with pytest.raises(ValueError, match="expected numbers after 'T'"):
        read_calib_file(path)


def test_missing_calibration_key_says_which(tmp_path):
    (tmp_path / "calib_cam_to_cam.txt").write_text("P_rect_02: 1 2 3\n")
    (tmp_path / "calib_velo_to_cam.txt").write_text("R: 1 0 0 0 1 0 0 0 1\nT: 0 0 0\n")
    with pytest.raises(ValueError, match="P_rect_02 has 3 numbers, expected 12"):
        KittiCalibration.from_date_folder(tmp_path)


def test_a_calibration_of_the_left_camera_alone_serves_its_frames(kitti, tmp_path):
    """A trimmed or converted calib_cam_to_cam.txt with only P_rect_02 / S_rect_02 (what
    EVALUATION.md names for image_02) once failed every frame on the missing P_rect_03."""
    source = (kitti.root / DATE / "calib_cam_to_cam.txt").read_text().splitlines()
    (tmp_path / "calib_cam_to_cam.txt").write_text(
        "\n".join(line for line in source if "_03:" not in line) + "\n"
    )
    (tmp_path / "calib_velo_to_cam.txt").write_text(
        (kitti.root / DATE / "calib_velo_to_cam.txt").read_text()
    )
    calibration = KittiCalibration.from_date_folder(tmp_path)
    assert calibration.image_size(2) == (100, 200) and calibration.focal_px(2) == 100.0
    with pytest.raises(FrameUnavailable, match="the calibration has no P_rect_03 / S_rect_03"):
        calibration.image_size(3)


def test_split_lines_both_forms_and_sides():
    frame = parse_split_line(f"{DATE}/{DRIVE_A} 0000000069 l")
    assert frame == KittiFrame(DATE, DRIVE_A, 69, 2)
    assert frame.key == f"{DRIVE_A}_0000000069"
    right = parse_split_line(f"{DATE}/{DRIVE_A} 69 r")
    assert right.camera == 3 and right.key == f"{DRIVE_A}_0000000069_image_03"
    bts = parse_split_line(
        f"{DRIVE_B}/image_02/data/0000000012.png "
        f"{DRIVE_B}/proj_depth/groundtruth/image_02/0000000012.png 721.5377"
    )
    assert bts == KittiFrame(DATE, DRIVE_B, 12, 2)
    with_date = parse_split_line(f"{DATE}/{DRIVE_B}/image_03/data/0000000012.png None 721.5377")
    assert with_date == KittiFrame(DATE, DRIVE_B, 12, 3)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (f"{DATE}/{DRIVE_A} 69 x", "side must be 'l' or 'r'"),
        (f"{DATE}/{DRIVE_A} 69", "expected 'date/drive frame_index side'"),
        ("2011_09_26/drive_0001 69 l", "expected a drive folder"),
        (f"2011_09_28/{DRIVE_A} 69 l", "expected a drive folder"),
        (f"{DATE}/{DRIVE_A} six l", "expected a frame index"),
    ],
)
def test_bad_split_lines_are_errors(line, message):
    with pytest.raises(ValueError, match=message):
        parse_split_line(line)


def test_split_file_skips_comments_and_blank_lines(tmp_path):
    path = tmp_path / "split.txt"
    path.write_text(f"# Eigen test\n\n{DATE}/{DRIVE_A} 1 l\n{DATE}/{DRIVE_B} 5 l  # note\n")
    assert [f.index for f in read_split_file(path)] == [1, 5]
    path.write_text("# nothing\n")
    with pytest.raises(ValueError, match="lists no frames"):
        read_split_file(path)


def test_discover_and_paths(kitti):
    frames = discover_frames(kitti.root)
    assert [(f.drive, f.index) for f in frames] == [
        (DRIVE_A, 0),
        (DRIVE_A, 1),
        (DRIVE_A, 2),
        (DRIVE_B, 5),
        (DRIVE_B, 6),
        (DRIVE_B, 7),
    ]
    assert frames == read_split_file(kitti.split_file)
    image = frames[0].image_path(kitti.root)
    assert image == kitti.root / DATE / DRIVE_A / "image_02" / "data" / "0000000000.png"
    with pytest.raises(FrameUnavailable, match="no image"):
        KittiFrame(DATE, DRIVE_A, 99).image_path(kitti.root)


def test_a_frame_listed_twice_in_a_split_file_is_refused(tmp_path):
    line = "2011_09_26/2011_09_26_drive_0002_sync 0000000069 l"
    split = tmp_path / "split.txt"
    split.write_text(f"{line}\n# a comment\n{line}\n")
    with pytest.raises(ValueError, match=r"split.txt:3: .*0000000069 is listed already on line 1"):
        read_split_file(split)


def test_split_and_calibration_files_saved_with_a_byte_order_mark_are_read(kitti, tmp_path):
    """A split file or calibration saved with a UTF-8 byte order mark (Windows editors, and
    CRLF lines with it) was refused: its first line read '\\ufeff2011_09_26/...', not a drive
    folder, and the calibration's first key '\\ufeffcalib_time' was taken for numbers, so the
    whole date's frames were missing."""
    split = tmp_path / "split.txt"
    split.write_bytes(
        b"\xef\xbb\xbf" + f"{DATE}/{DRIVE_A} 0000000001 l\r\n{DATE}/{DRIVE_B} 5 l\r\n".encode()
    )
    assert read_split_file(split) == [KittiFrame(DATE, DRIVE_A, 1), KittiFrame(DATE, DRIVE_B, 5)]
    folder = tmp_path / DATE
    folder.mkdir()
    for name in ("calib_cam_to_cam.txt", "calib_velo_to_cam.txt"):
        text = (kitti.root / DATE / name).read_bytes()
        (folder / name).write_bytes(b"\xef\xbb\xbf" + text)
    calibration = KittiCalibration.from_date_folder(folder)
    assert calibration.velo_to_cam is not None, calibration.velo_problem
    np.testing.assert_array_equal(calibration.projections[2], projection(2))


def test_a_non_positive_rectified_size_is_an_unreadable_calibration(kitti, tmp_path):
    """``S_rect_02: -200 100`` was taken as a size: ``--gt lidar`` then allocated a (100, -200)
    map and numpy's ValueError ended the run; the date's frames are missing, naming the key."""
    import shutil

    from tt_depth_anything_3.evaluation import evaluate_kitti

    root = tmp_path / "kitti"
    shutil.copytree(kitti.root, root)
    calib = root / DATE / "calib_cam_to_cam.txt"
    lines = calib.read_text().splitlines()
    lines = [("S_rect_02: -200 100" if ln.startswith("S_rect_02:") else ln) for ln in lines]
    calib.write_text("\n".join(lines) + "\n")
    with pytest.raises(ValueError, match="S_rect_02 is -200 x 100; expected a positive"):
        KittiCalibration.from_date_folder(root / DATE)
    (tmp_path / "pred").mkdir()
    for key, depth in kitti.ground_truth.items():
        np.save(tmp_path / "pred" / f"{key}.npy", depth)
    result = evaluate_kitti(
        root,
        predictions_dir=tmp_path / "pred",
        gt="lidar",
        split_file=kitti.split_file,
        out_dir=tmp_path / "out",
        progress=False,
    )
    assert result.metrics["n_images"] == 0
    assert all("unreadable calibration" in row.missing_reason for row in result.frames)
