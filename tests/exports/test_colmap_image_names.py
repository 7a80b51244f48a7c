"""An outside tester's (area 59, scenes) COLMAP findings, each through ``Scene.save`` on the
synthetic room: image names a model cannot hold are refused before anything is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3.config.errors import InputError


@pytest.mark.parametrize("fmt", ["colmap", "colmap-bin"])
def test_an_image_name_holding_a_nul_is_refused_before_writing(tmp_path, fmt):
    """No file name holds a NUL, and images.bin ends a name at the first one: the rest of the
    name was read as the image's observation count (pycolmap: std::bad_alloc)."""
    with pytest.raises(InputError, match="no NUL character"):
        demo_scene(2).save(tmp_path / "model", format=fmt, image_names=["a\x00b.png", "c.png"])
    assert list(tmp_path.iterdir()) == []


def test_image_names_given_as_bytes_or_paths_are_the_file_names(tmp_path):
    """``str()`` of each name wrote ``b'a.jpg'`` for the bytes ``os.listdir(b".")`` gives; the
    bytes are the file's name, as ``os.fsdecode`` reads them (not UTF-8 ones too)."""
    names = [b"a.jpg", b"caf\xe9.jpg", Path("sub") / "c.jpg"]
    demo_scene(3).save(tmp_path / "model", image_names=names)
    lines = (tmp_path / "model" / "images.txt").read_bytes().split(b"\n")[4::2]
    assert [line.rsplit(b" ", 1)[1] for line in lines[:3]] == [
        b"a.jpg",
        b"caf\xe9.jpg",
        b"sub/c.jpg",
    ]


@pytest.mark.parametrize("wrong", [None, 1, 2.5])
def test_an_image_name_that_is_not_text_is_refused(tmp_path, wrong):
    """``None`` or a number was written as the name ``None`` / ``1``."""
    with pytest.raises(InputError, match="image names must be text"):
        demo_scene(2).save(tmp_path / "model", image_names=[wrong, "b.png"])
    assert list(tmp_path.iterdir()) == []


def test_the_binary_model_keeps_spaces_in_image_names(tmp_path):
    """COLMAP's text reader ends a name at a space (pycolmap read ``my photo 1.jpg`` as ``my``),
    so the text model refuses one; the binary model ends a name at its NUL only and was
    refused it too, so photos named ``IMG 0001.jpg`` had no model naming their files."""
    pycolmap = pytest.importorskip("pycolmap")
    names = ["my photo 1.jpg", "b.jpg"]
    demo_scene(2).save(tmp_path / "bin", format="colmap-bin", image_names=names)
    model = pycolmap.Reconstruction(str(tmp_path / "bin"))
    assert sorted(image.name for image in model.images.values()) == sorted(names)
    with pytest.raises(InputError, match="without whitespace.*format='colmap-bin', keeps it"):
        demo_scene(2).save(tmp_path / "text", format="colmap", image_names=names)
    assert not (tmp_path / "text").exists()
