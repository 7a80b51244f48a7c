"""A file-name pattern given to ``tt-da3 predict`` / ``reconstruct`` (quoted, or typed in
Windows' cmd or PowerShell, which expand none) was refused as "image file photos/*.png does
not exist": it now says the command expands no pattern and what to do instead; and that ``-`` is no
standard input here."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.cli.predict import missing_input_hint

NO_MODEL = ["--weights", "missing", "--no-progress"]


@pytest.mark.parametrize("command", ["predict", "reconstruct"])
def test_a_pattern_is_said_to_be_one(command, photo, tmp_path, capsys):
    folder = tmp_path / "photos"
    folder.mkdir()
    Image.fromarray(photo).save(folder / "a.png")
    pattern = str(folder / "*.png")
    assert main([command, pattern, "--out", str(tmp_path / "out"), *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert f"image file {pattern} does not exist (or is not a file)" in error  # as before
    assert "a file-name pattern: this command does not expand it" in error
    assert "pass the folder" in error
    assert not (tmp_path / "out").exists()


def test_a_missing_plain_name_gets_no_missing_input_hint(tmp_path, capsys):
    missing = str(tmp_path / "photo [1].png")  # brackets: a real name more often than a glob
    assert main(["predict", missing, "--out", str(tmp_path / "out"), *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert "does not exist" in error
    assert "pattern" not in error


def test_missing_input_hint_only_for_wildcards():
    assert missing_input_hint("frames/img_??.jpg")
    assert missing_input_hint(str(Path("a") / "*.jpg"))
    assert missing_input_hint("a/b.jpg") == ""


def test_a_dash_is_said_not_to_be_standard_input(tmp_path, capsys):
    assert main(["predict", "-", "--out", str(tmp_path / "out"), *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert "image file - does not exist (or is not a file)" in error
    assert "standard input is not read: save the image to a file" in error
