"""``Scene.save`` where a user writes twice into one place, or names it with ``~``."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.demo_scene import demo_scene


def test_a_colmap_model_replaces_the_other_encoding(tmp_path):
    """A text model written where a binary one was (or the reverse) removes it: COLMAP readers
    take the .bin files first and would read the stale scene."""
    pycolmap = pytest.importorskip("pycolmap")
    folder = tmp_path / "colmap"
    demo_scene(2).save(folder, format="colmap-bin")
    demo_scene(3).save(folder, format="colmap")
    assert sorted(p.suffix for p in folder.iterdir()) == [".txt"] * 3
    assert pycolmap.Reconstruction(str(folder)).num_images() == 3
    demo_scene(2).save(folder, format="colmap-bin")
    assert sorted(p.suffix for p in folder.iterdir()) == [".bin"] * 3
    assert pycolmap.Reconstruction(str(folder)).num_images() == 2


def test_save_expands_the_home_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert demo_scene(2).save("~/scene.ply") == tmp_path / "scene.ply"
    assert (tmp_path / "scene.ply").is_file() and not Path("~").exists()
