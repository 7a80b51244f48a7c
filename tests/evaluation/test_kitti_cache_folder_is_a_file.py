"""A file where eval-kitti keeps its predictions (``--out X`` holding a file ``predictions``):
the run loaded its model, then stopped on a bare ``[Errno 17] File exists: 'X/predictions'``.
It is now named, before the model loads."""

from __future__ import annotations

import pytest

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.evaluation.predictions import PredictionCache


@pytest.mark.parametrize(("name", "extra"), [("predictions", ()), ("reference", ("--pcc",))])
def test_a_file_where_a_cache_goes_is_named_before_the_model_loads(tmp_path, capsys, name, extra):
    kitti = make_synthetic_kitti(tmp_path / "data")
    out = tmp_path / "out"
    out.mkdir()
    (out / name).write_text("a note", encoding="utf-8")
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--split-file", str(kitti.split_file)]
    argv += ["--out", str(out), "--weights", str(tmp_path / "not-loaded"), *extra]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"error: {out / name} is a file: the evaluation keeps its predictions in a folder" in err
    assert "not-loaded" not in err  # said before the weights were looked for
    assert (out / name).read_text(encoding="utf-8") == "a note"


def test_the_api_names_it_too(tmp_path):
    (tmp_path / "predictions").write_bytes(b"")
    with pytest.raises(ValueError, match="predictions is a file: the evaluation keeps"):
        PredictionCache(tmp_path / "predictions", {})
