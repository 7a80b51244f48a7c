"""``--out=~/depth``: bash expands no ``~`` after ``--flag=`` (nor in quotes), and the commands
expanded it in their image inputs and ``--weights`` but not in ``--out``: ``predict`` wrote
to ``$HOME/depth`` and left an empty ``./~/depth``, ``reconstruct`` failed once its model had
run (``cannot write ~/rec/scene.glb``), ``eval-kitti`` and ``calibrate-attention`` wrote
into a folder named ``~`` in the working folder."""

from __future__ import annotations

import argparse

import pytest
from PIL import Image

from tt_depth_anything_3.cli import main


@pytest.fixture()
def home(tmp_path, monkeypatch, photo):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")
    Image.fromarray(photo).save(tmp_path / "work" / "a.png")
    Image.fromarray(photo[:, ::-1].copy()).save(tmp_path / "work" / "b.png")
    return tmp_path / "home"


def test_predict_writes_into_the_home_folder_and_nowhere_else(home, tiny_metric_checkpoint):
    argv = ["predict", "a.png", "--out=~/depth", "--no-progress", "--process-res", "70"]
    assert main([*argv, "--weights", str(tiny_metric_checkpoint)]) == 0
    assert (home / "depth" / "a.png").is_file()
    assert not (home.parent / "work" / "~").exists()


def test_reconstruct_writes_into_the_home_folder(home, tiny_anyview_checkpoint, capsys):
    argv = ["reconstruct", "a.png", "b.png", "--out", "~/scene", "--no-progress"]
    argv += ["--weights", str(tiny_anyview_checkpoint), "--process-res", "70"]
    assert main(argv) == 0, capsys.readouterr().err
    assert (home / "scene" / "scene.glb").is_file() and (home / "scene" / "cameras.json").is_file()
    assert not (home.parent / "work" / "~").exists()


def test_an_empty_home_leaves_the_tilde_as_it_is(monkeypatch):
    from tt_depth_anything_3.cli.usage_hints import expand_home

    monkeypatch.setenv("HOME", "")  # ~ would be "/" there
    parsed = argparse.Namespace(out="~/depth", images=["~/a.png"])
    expand_home(parsed)
    assert parsed.out == "~/depth" and parsed.images == ["~/a.png"]
