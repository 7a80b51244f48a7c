"""``scene.save("name/")``: a path ending with "/" names a folder, a COLMAP model, as PYTHON.md
says, also when the folder's name holds a dot (a date, a version: ``scan 2024.05.01/``)."""

from __future__ import annotations

import os

import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports import format_for_path


@pytest.mark.parametrize("name", ["scan 2024.05.01", "model.v1", "run.é"])
def test_dotted_folder_name_with_slash_is_a_colmap_model(tmp_path, name):
    scene = demo_scene(2)
    text = f"{tmp_path}{os.sep}{name}{os.sep}"
    assert format_for_path(text) == "colmap"
    written = scene.save(text)
    assert sorted(os.listdir(written)) == ["cameras.txt", "images.txt", "points3D.txt"]
    assert written.name == name
    pycolmap = pytest.importorskip("pycolmap")
    assert len(pycolmap.Reconstruction(str(written)).images) == 2
    scene.save(f"{tmp_path}{os.sep}{name}.bin{os.sep}", format="colmap-bin")
    assert (tmp_path / f"{name}.bin" / "images.bin").is_file()


def test_file_suffixes_with_slash_still_refused_and_dotted_names_without_it_unknown(tmp_path):
    scene = demo_scene(2)
    with pytest.raises(InputError, match="the ply export is a file"):
        scene.save(f"{tmp_path}{os.sep}x.ply{os.sep}")
    with pytest.raises(InputError, match="cannot tell the format.*ending with '/'"):
        scene.save(tmp_path / "model.v1")  # no "/": a file of an unknown kind
    assert not any(tmp_path.iterdir())
