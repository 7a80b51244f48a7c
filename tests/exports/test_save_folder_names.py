"""A save path that ends with a separator names a folder: ``scene.save("out/model.ply/")``
and ``DepthOutput.save("x.png/")`` wrote a file (pathlib drops the separator). A file format
now refuses such a path, naming the file it would take; a COLMAP model, a folder, takes it."""

from __future__ import annotations

import os

import numpy as np
import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference.outputs import DepthOutput


def depth_output() -> DepthOutput:
    depth = np.linspace(1, 3, 12, dtype=np.float32).reshape(3, 4)
    return DepthOutput(depth=depth, original_size=(3, 4), model_input_size=(3, 4), units="m")


@pytest.mark.parametrize("name", ["x.png/", "x.npz/", "x.npy" + os.sep])
def test_a_depth_file_is_not_saved_at_a_folder_name(tmp_path, name):
    target = f"{tmp_path}/{name}"
    with pytest.raises(InputError, match=r"DepthOutput\.save writes a file; .* a folder's name"):
        depth_output().save(target)
    assert list(tmp_path.iterdir()) == []
    depth_output().save(target.rstrip(os.sep))  # the name it suggests
    assert [p.name for p in tmp_path.iterdir()] == [name.rstrip(os.sep)]


@pytest.mark.parametrize(
    ("name", "fmt"), [("s.ply/", None), ("s.npz/", None), ("s.glb/", None), ("s/", "npz")]
)
def test_a_scene_file_is_not_saved_at_a_folder_name(tmp_path, name, fmt):
    with pytest.raises(InputError, match=r"export is a file; .* a folder's name: name the file"):
        demo_scene(2).save(f"{tmp_path}/{name}", format=fmt)
    assert list(tmp_path.iterdir()) == []


def test_a_colmap_model_takes_a_folder_name(tmp_path):
    written = demo_scene(2).save(f"{tmp_path}/model/")
    assert written == tmp_path / "model" and (tmp_path / "model" / "cameras.txt").is_file()
    demo_scene(2).save(f"{tmp_path}/bin/", format="colmap-bin")
    assert (tmp_path / "bin" / "images.bin").is_file()
