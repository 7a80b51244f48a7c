"""``tt-da3 predict`` whose every image is skipped: the ``--out`` folder it made stayed behind
empty, and the last line pointed at it ("wrote 0 of 1 images to out"). The folders the run
made are removed again when they stay empty, as when the model fails to load; a folder that
was there before is kept."""

from __future__ import annotations

from tt_depth_anything_3.cli import main


def test_a_run_that_writes_nothing_leaves_no_folder_it_made(
    tiny_metric_checkpoint, tmp_path, capsys
):
    (tmp_path / "notes.png").write_text("not an image", encoding="utf-8")
    out = tmp_path / "out" / "deeper"
    argv = ["predict", str(tmp_path / "notes.png"), "--out", str(out), "--no-progress"]
    argv += ["--weights", str(tiny_metric_checkpoint), "--process-res", "70"]
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert f"skipped {tmp_path / 'notes.png'}: could not decode" in captured.err
    assert f"wrote 0 of 1 images (no folder {out} made)" in captured.out
    assert not (tmp_path / "out").exists()


def test_a_folder_that_was_there_is_kept(tiny_metric_checkpoint, tmp_path, capsys):
    (tmp_path / "notes.png").write_text("not an image", encoding="utf-8")
    (tmp_path / "out").mkdir()
    argv = ["predict", str(tmp_path / "notes.png"), "--out", str(tmp_path / "out")]
    argv += ["--no-progress", "--weights", str(tiny_metric_checkpoint), "--process-res", "70"]
    assert main(argv) == 1
    assert f"wrote 0 of 1 images to {tmp_path / 'out'}" in capsys.readouterr().out
    assert (tmp_path / "out").is_dir()
