"""A writer set with ``Scene.use_writer`` gets the path as the user gave it, ``~`` expanded."""

from pathlib import Path

import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3.geometry import Scene


@pytest.fixture
def seen(monkeypatch):
    """Swap in a writer that records what it was handed (the class attribute restored after)."""
    calls: list = []

    def writer(scene, path, format=None, **options):
        calls.append(path)
        return Path(path)

    monkeypatch.setattr(Scene, "writer", writer)
    return calls


def test_a_path_reaches_a_custom_writer_as_a_path(tmp_path, seen):
    demo_scene(1).save(tmp_path / "scene.ply")
    assert seen == [tmp_path / "scene.ply"]
    assert isinstance(seen[0], Path)  # a writer reading path.suffix keeps working


def test_text_reaches_it_as_text_with_home_expanded(tmp_path, seen, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    demo_scene(1).save("~/model/")
    demo_scene(1).save(Path("~/scene.ply"))
    assert seen == [f"{tmp_path}/model/", tmp_path / "scene.ply"]  # the "/" kept in text
