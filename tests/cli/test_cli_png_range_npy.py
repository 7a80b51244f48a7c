"""The PNG range line of a run that writes ``.npy`` beside its PNGs: the ``.npy`` files hold the
float depth as ``.npz`` ones do, so the line names them instead of advising ``--format npz``."""

from __future__ import annotations

from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.exports.png_range import PngRange


def test_predict_with_npy_names_its_npy_files_not_the_npz_flag(
    tiny_metric_checkpoint, photo, tmp_path, capsys
):
    Image.fromarray(photo).save(tmp_path / "a.png")
    argv = ["predict", str(tmp_path / "a.png"), "--out", str(tmp_path / "out"), "--png-scale"]
    argv += ["1e9", "--format", "png", "--format", "npy"]
    argv += ["--weights", str(tiny_metric_checkpoint), "--process-res", "70"]
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert "PNG(s) clipped at 65535" in err and "add --format npz" not in err
    assert "the .npy files written beside them hold the float depth" in err


def test_predict_dataset_names_the_float_files_its_formats_write(capsys):
    for formats, says in [
        (("png", "npy"), "(the .npy files written beside them hold the float depth)"),
        (("png", "npz", "npy"), "(the .npz files written beside them hold the float depth)"),
        (("png", "jpg"), ", or add --format npz for float depth"),
    ]:
        said = PngRange.for_formats("tt-da3 predict-dataset", formats)
        said.count("in/d.png", 0, 100)
        said.report(1000.0)
        (line,) = capsys.readouterr().err.splitlines()
        assert line.startswith("tt-da3 predict-dataset: 1 PNG(s) hold") and line.endswith(says)
