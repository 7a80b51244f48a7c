"""A folder input holding a link to another folder: the scan does not enter it (as ``find``
and ``cp -r`` do not; a link to an ancestor would loop), and now says so instead of leaving
its images out in silence ("wrote 1 of 1 images" for a folder of two)."""

from __future__ import annotations

import sys

import pytest
from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import LinkedFoldersSkippedWarning
from tt_depth_anything_3.inference.image_files import folder_images

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="symbolic links")


def _layout(tmp_path, photo):
    """photos/real/a.png, and photos/linked -> elsewhere/ holding b.png."""
    (tmp_path / "photos" / "real").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    Image.fromarray(photo).save(tmp_path / "photos" / "real" / "a.png")
    Image.fromarray(photo).save(tmp_path / "elsewhere" / "b.png")
    (tmp_path / "photos" / "linked").symlink_to(tmp_path / "elsewhere")
    return tmp_path / "photos"


def test_a_folder_scan_names_the_linked_folders_it_did_not_enter(tmp_path, photo):
    photos = _layout(tmp_path, photo)
    (photos / ".hidden").symlink_to(tmp_path / "elsewhere")  # hidden: left out, not said
    with pytest.warns(LinkedFoldersSkippedWarning, match="did not enter 1 linked folder") as said:
        assert folder_images(photos) == [photos / "real" / "a.png"]
    assert str(photos / "linked") in str(said[0].message)
    assert ".hidden" not in str(said[0].message)


def test_a_folder_without_linked_folders_says_nothing(tmp_path, photo, recwarn):
    (tmp_path / "photos").mkdir()
    Image.fromarray(photo).save(tmp_path / "photos" / "a.png")
    (tmp_path / "photos" / "b.png").symlink_to(tmp_path / "photos" / "a.png")  # a file link
    assert len(folder_images(tmp_path / "photos")) == 2
    assert not [w for w in recwarn if w.category is LinkedFoldersSkippedWarning]


def test_predict_says_the_linked_folder_it_left_out(
    tiny_metric_checkpoint, tmp_path, photo, capsys
):
    photos = _layout(tmp_path, photo)
    argv = ["predict", str(photos), "--out", str(tmp_path / "out"), "--no-progress"]
    assert main([*argv, "--weights", str(tiny_metric_checkpoint), "--process-res", "70"]) == 0
    captured = capsys.readouterr()
    assert "wrote 1 of 1 images" in captured.out
    assert f"did not enter 1 linked folder in folder {photos}" in captured.err
    assert f"e.g. {photos / 'linked'}: name a linked folder as an input of its own" in captured.err


def test_a_link_to_one_of_the_scanned_folders_own_subfolders_is_not_said(tmp_path, photo, recwarn):
    photos = _layout(tmp_path, photo)
    (photos / "linked").unlink()
    (photos / "latest").symlink_to(photos / "real")  # its image is read as real/a.png
    assert folder_images(photos) == [photos / "real" / "a.png"]
    assert not [w for w in recwarn if w.category is LinkedFoldersSkippedWarning]
