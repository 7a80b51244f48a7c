"""``tt-da3 predict list.txt``: a list of image paths given where images are read was said to
be "not PNG, JPEG or another format Pillow reads", with no word of the commands that read
lists (as a ``.mp4`` is pointed to ``tt-da3 video``)."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.cli import main


@pytest.mark.parametrize("name", ["frames.txt", "frames.LST", "frames.list"])
def test_a_list_given_to_predict_points_to_the_commands_that_read_lists(
    tiny_metric_checkpoint, tmp_path, capsys, name
):
    (tmp_path / name).write_text("a.png\nb.png\n", encoding="utf-8")
    argv = ["predict", str(tmp_path / name), "--out", str(tmp_path / "out"), "--no-progress"]
    assert main([*argv, "--weights", str(tiny_metric_checkpoint), "--process-res", "70"]) == 1
    err = capsys.readouterr().err
    assert (
        "not PNG, JPEG or another format Pillow reads (a list of image paths by its name: " in err
    )
    assert "`tt-da3 predict-dataset` and `tt-da3 video` read lists" in err


def test_another_file_that_is_no_image_gets_no_list_hint(tiny_metric_checkpoint, tmp_path, capsys):
    (tmp_path / "notes.dat").write_text("a.png\n", encoding="utf-8")
    argv = ["predict", str(tmp_path / "notes.dat"), "--out", str(tmp_path / "out")]
    assert main([*argv, "--weights", str(tiny_metric_checkpoint), "--process-res", "70"]) == 1
    assert "list of image paths" not in capsys.readouterr().err
