"""``tt-da3 predict``'s ``--out`` is made before the model loads, as ``tt-da3 reconstruct``'s:
a folder that cannot be made (``/proc/...``: not a permission the up-front checks read) was
said only after the model had loaded (by default a hub download), as a bare ``[Errno 2]``; a
run whose model does not load leaves no empty ``--out`` behind."""

from __future__ import annotations

import os

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main


def photo_file(tmp_path):
    path = tmp_path / "a.png"
    Image.fromarray(np.full((40, 60, 3), 90, np.uint8)).save(path)
    return path


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="a Linux /proc")
def test_an_out_that_cannot_be_made_is_said_before_the_model_loads(tmp_path, monkeypatch, capsys):
    from tt_depth_anything_3.cli import common

    def no_load(args):
        raise AssertionError("the model was loaded")

    monkeypatch.setattr(common, "load_model_from_args", no_load)
    out = "/proc/tt-da3-not-a-folder/depth"
    assert main(["predict", str(photo_file(tmp_path)), "--out", out]) == 2
    err = capsys.readouterr().err
    assert f"--out {out!r}: cannot create the folder" in err and "Traceback" not in err


def test_a_model_that_does_not_load_leaves_no_out_folder(tmp_path, monkeypatch, capsys):
    from tt_depth_anything_3.cli import common

    def failing_load(args):
        raise ValueError("no such weights")

    monkeypatch.setattr(common, "load_model_from_args", failing_load)
    out = tmp_path / "new" / "depth"
    assert main(["predict", str(photo_file(tmp_path)), "--out", str(out)]) == 2
    assert "no such weights" in capsys.readouterr().err
    assert not (tmp_path / "new").exists()


def test_predict_writes_into_the_folder_it_made(tmp_path, tiny_metric_checkpoint):
    out = tmp_path / "made" / "here"
    args = ["predict", str(photo_file(tmp_path)), "--out", str(out), "--no-progress"]
    args += ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "70"]
    assert main(args) == 0
    assert sorted(p.name for p in out.iterdir()) == ["a.png"]
