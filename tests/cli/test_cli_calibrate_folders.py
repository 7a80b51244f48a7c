"""``tt-da3 calibrate-attention --images`` takes folders, as ``predict`` and ``reconstruct``
take them (a folder of representative photos is what a calibration reads): a folder was
refused ("in is a folder, not an image file")."""

from __future__ import annotations

import json

from PIL import Image

from tt_depth_anything_3.cli import main


def test_a_folder_stands_for_its_images(tiny_metric_checkpoint, photo, tmp_path, capsys):
    folder = tmp_path / "calibration photos"
    (folder / "sub").mkdir(parents=True)
    Image.fromarray(photo).save(folder / "b.jpg")
    Image.fromarray(photo[::-1]).save(folder / "sub" / "a.png")
    (folder / "notes.txt").write_text("not an image", encoding="utf-8")
    out = tmp_path / "calibration.json"
    code = main(
        ["calibrate-attention", "--weights", str(tiny_metric_checkpoint), "--images",
         str(folder), "--process-res", "28", "--out", str(out), "--no-progress"]
    )  # fmt: skip
    assert code == 0, capsys.readouterr().err
    assert json.loads(capsys.readouterr().out)["images"] == 2
    assert json.loads(out.read_text(encoding="utf-8"))["images"] == [
        str(folder / "b.jpg"),
        str(folder / "sub" / "a.png"),
    ]


def test_a_folder_without_images_is_named(tmp_path, capsys):
    empty = tmp_path / "empty"
    empty.mkdir()
    code = main(["calibrate-attention", "--weights", "missing", "--images", str(empty)])
    assert code == 2
    assert "no images (.jpg" in capsys.readouterr().err
