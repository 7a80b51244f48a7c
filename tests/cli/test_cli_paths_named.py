"""Paths the command line is given that cannot serve, named with their flag: an ``--out``
under a file, a missing ``--cameras`` or split file, an unreadable image, an export folder
that cannot be made, a cache folder that is a file."""

from __future__ import annotations

import errno
import tempfile

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main as cli_main
from tt_depth_anything_3.cli.out_checks import check_out_is_folder
from tt_depth_anything_3.cli.reconstruct import load_cameras
from tt_depth_anything_3.evaluation import read_split_file
from tt_depth_anything_3.inference import image_open
from tt_depth_anything_3.inference.images import ImageDecodeError, load_image


def test_out_under_a_file_is_named(tmp_path):
    blocker = tmp_path / "afile"
    blocker.write_bytes(b"x")
    with pytest.raises(
        ValueError, match=f"--out {blocker / 'sub' / 'deeper'}: {blocker} is a file"
    ):
        check_out_is_folder(blocker / "sub" / "deeper")
    with pytest.raises(ValueError, match=f"--out {blocker} is a file, not a folder"):
        check_out_is_folder(blocker)
    check_out_is_folder(tmp_path / "new" / "folder")  # missing folders are made later


def test_predict_refuses_an_out_under_a_file(tmp_path, capsys):
    blocker = tmp_path / "afile"
    blocker.write_bytes(b"x")
    image = tmp_path / "a.png"
    Image.fromarray(np.zeros((30, 40, 3), np.uint8)).save(image)
    assert cli_main(["predict", str(image), "--out", str(blocker / "sub")]) == 2
    assert f"{blocker} is a file, not a folder" in capsys.readouterr().err


def test_missing_cameras_and_split_files_are_named(tmp_path):
    with pytest.raises(FileNotFoundError, match="--cameras .*nope.npz: no such file"):
        load_cameras(str(tmp_path / "nope.npz"), 2)
    with pytest.raises(FileNotFoundError, match="--cameras .*: a folder"):
        load_cameras(str(tmp_path), 2)
    with pytest.raises(FileNotFoundError, match="split file .*nofile.txt does not exist"):
        read_split_file(tmp_path / "nofile.txt")


def test_an_unreadable_image_is_not_called_corrupt(tmp_path, monkeypatch):
    path = tmp_path / "noperm.png"
    path.write_bytes(b"\x89PNG")

    def refuse(source, limit=None):
        raise PermissionError(errno.EACCES, "Permission denied", str(source))

    monkeypatch.setattr(image_open, "pillow_open", refuse)
    with pytest.raises(ImageDecodeError, match="could not read the image .*: Permission denied"):
        load_image(path)


def test_an_export_folder_that_cannot_be_made_names_it(tmp_path, monkeypatch, capsys):
    from tt_depth_anything_3.backends.runtimes import files

    def refuse(prefix="", suffix="", dir=None):
        raise PermissionError(errno.EACCES, "Permission denied", f"{dir}/{prefix}abc")

    monkeypatch.setattr(files.tempfile, "mkdtemp", refuse)
    out = tmp_path / "ro" / "sub"
    with pytest.raises(PermissionError, match=f"cannot write {out}: Permission denied$"):
        with files._staged(out):
            pass
    monkeypatch.setattr(files.tempfile, "mkdtemp", tempfile.mkdtemp)


def test_cache_refuses_a_cache_folder_that_is_a_file(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "afile"
    blocker.write_bytes(b"x")
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(blocker))
    for flags in ([], ["--clear"], ["--verify"]):
        assert cli_main(["cache", *flags]) == 2
        assert f"{blocker} is a file" in capsys.readouterr().err
    assert np.frombuffer(blocker.read_bytes(), np.uint8).tolist() == [ord("x")]


def test_an_empty_folder_and_a_missing_file_are_named_together(tmp_path, capsys):
    empty = tmp_path / "dir.jpg"
    empty.mkdir()
    dangling = tmp_path / "dangling.jpg"
    dangling.symlink_to(tmp_path / "gone.jpg")
    assert cli_main(["predict", str(dangling), str(empty), "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert f"in folder {empty}" in err and f"image file {dangling} does not exist" in err
