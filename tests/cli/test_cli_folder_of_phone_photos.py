"""A folder of phone photos (HEIF / HEIC / AVIF, which no folder scan reads) was said to hold
"no images" with no word of its photos: ``predict``'s folder expansion and ``predict-dataset``'s
input listing now keep those words and say how many such photos it holds, and to convert them.
A folder with none says what it said."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.cli.common import expand_folders
from tt_depth_anything_3.scale_out.inputs import list_inputs

NO_IMAGES = "no images (.jpg, .jpeg, .png, .bmp, .tif, .tiff, .webp, .ppm, .pgm, .gif)"


@pytest.fixture
def phone_folder(tmp_path):
    folder = tmp_path / "DCIM phone"
    (folder / "2026").mkdir(parents=True)
    for name in ["IMG_0001.HEIC", "2026/IMG_0002.heic", "2026/IMG_0003.avif"]:
        (folder / name).write_bytes(b"\0\0\0\x18ftypheic")
    (folder / ".trash.heic").write_bytes(b"")  # hidden: not counted
    return folder


def test_predict_says_the_folder_holds_photos_it_does_not_read(phone_folder, tmp_path, capsys):
    assert main(["predict", str(phone_folder), "--out", str(tmp_path / "out")]) == 2
    error = capsys.readouterr().err
    assert f"{NO_IMAGES} in folder {phone_folder}" in error
    assert "it holds 3 HEIF / HEIC / AVIF photos, e.g. IMG_0002.heic" in error
    assert "convert them to JPEG or PNG" in error


def test_one_photo_is_said_in_the_singular(tmp_path):
    (tmp_path / "a.heif").write_bytes(b"")
    with pytest.raises(ValueError) as caught:
        expand_folders([str(tmp_path)])
    assert "it holds 1 HEIF / HEIC / AVIF photo, e.g. a.heif, which is not read: convert it" in (
        str(caught.value)
    )


def test_the_dataset_listing_says_them_too(phone_folder):
    with pytest.raises(ValueError) as caught:
        list_inputs(phone_folder)
    assert f"{NO_IMAGES} under folder {phone_folder}" in str(caught.value)
    assert "it holds 3 HEIF / HEIC / AVIF photos" in str(caught.value)


def test_a_folder_without_photos_says_what_it_said(tmp_path):
    (tmp_path / "notes.txt").write_text("x", encoding="utf-8")
    with pytest.raises(ValueError) as caught:
        expand_folders([str(tmp_path)])
    assert str(caught.value) == f"{NO_IMAGES} in folder {tmp_path}"
