"""Text files users write by hand: a predict-dataset / video list, a KITTI split file and a
calibration file saved with a byte-order mark, as UTF-16 (Windows PowerShell's ``>``), or
holding bytes that are not UTF-8."""

from __future__ import annotations

import codecs
import os
import sys

import pytest

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.evaluation.kitti_calibration import read_calib_file
from tt_depth_anything_3.evaluation.kitti_layout import read_split_file
from tt_depth_anything_3.inference.image_files import listed_paths
from tt_depth_anything_3.scale_out.inputs import list_inputs

SPLIT = "2011_09_26/2011_09_26_drive_0002_sync 0000000069 l\n# a note\n"


@pytest.mark.parametrize(
    "encoded",
    [codecs.BOM_UTF8 + b"a.png\nb.png\n", "a.png\r\nb.png\r\n".encode("utf-16")],
    ids=["utf-8 with a mark", "utf-16"],
)
def test_a_list_saved_with_a_byte_order_mark_names_its_files(tmp_path, encoded):
    for name in ("a.png", "b.png"):
        (tmp_path / name).write_bytes(b"")
    (tmp_path / "list.txt").write_bytes(encoded)
    assert listed_paths(tmp_path / "list.txt") == [tmp_path / "a.png", tmp_path / "b.png"]
    assert [item.name for item in list_inputs(str(tmp_path / "list.txt"))] == ["a", "b"]


@pytest.mark.skipif(sys.platform != "linux", reason="file names as bytes: Linux file systems")
def test_a_list_in_latin_1_names_the_files_the_file_system_holds(tmp_path):
    name = b"caf\xe9.png"  # a Latin-1 name, as an older camera or copy tool wrote it
    with open(os.path.join(os.fsencode(tmp_path), name), "wb"):
        pass
    (tmp_path / "list.txt").write_bytes(name + b"\n")
    (found,) = listed_paths(tmp_path / "list.txt")
    assert os.fsencode(found) == os.path.join(os.fsencode(tmp_path), name)
    assert found.is_file()


def test_a_split_file_with_a_byte_order_mark_or_in_utf_16_is_read(tmp_path):
    for encoded in (codecs.BOM_UTF8 + SPLIT.encode(), SPLIT.encode("utf-16")):
        (tmp_path / "split.txt").write_bytes(encoded)
        (frame,) = read_split_file(tmp_path / "split.txt")
        assert (frame.drive, frame.index, frame.camera) == ("2011_09_26_drive_0002_sync", 69, 2)


def test_a_split_file_that_is_not_utf8_is_named_with_its_line(tmp_path, capsys):
    split = tmp_path / "split.txt"
    split.write_bytes(
        SPLIT.encode() + "2011_09_26/2011_09_26_drive_0002_sync 70 l # café\n".encode("latin-1")
    )
    with pytest.raises(ValueError, match=r"split\.txt:3: not UTF-8 text \(byte 0xe9"):
        read_split_file(split)
    (tmp_path / "kitti").mkdir()
    (tmp_path / "predictions").mkdir()
    code = main(
        ["eval-kitti", "--kitti-root", str(tmp_path / "kitti"), "--split-file", str(split),
         "--predictions", str(tmp_path / "predictions"), "--out", str(tmp_path / "out")]
    )  # fmt: skip
    assert code == 2
    assert f"{split}:3: not UTF-8 text" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_a_calibration_that_is_not_utf8_is_named_with_its_line(tmp_path):
    calib = tmp_path / "calib_cam_to_cam.txt"
    calib.write_bytes(b"calib_time: 09-Jan-2012\nS_rect_02: 1.242e+03 3.75e+02\nnote: caf\xe9\n")
    with pytest.raises(ValueError, match=r"calib_cam_to_cam\.txt:3: not UTF-8 text"):
        read_calib_file(calib)
