"""A path starting with ``~`` given to the Python API's writers and readers is the home folder,
as ``scene.save``, ``DepthOutput.save`` and the image paths already took it: ``exports.
save_scene(scene, "~/x.ply")`` (which PYTHON.md says ``scene.save`` is), the ``write_*``
functions, ``model.reconstruct_stream(frames, "~/run")`` and both ``load_npz`` made a folder
named ``~`` in the working folder, or did not find the file ``save`` had written there."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from support.demo_scene import demo_gaussians, demo_scene
from tt_depth_anything_3 import DepthOutput
from tt_depth_anything_3.exports import (
    load_npz,
    save_scene,
    write_colmap,
    write_gaussians,
    write_npz,
)


@pytest.fixture()
def home(home_and_work) -> Path:
    """A home folder of its own, and a working folder apart from it (where a literal ``~``
    folder would appear)."""
    return home_and_work[0]


@pytest.mark.parametrize("name", ["x.npz", "model/", "Path:x.npz"])
def test_save_scene_writes_into_the_home_folder(home, name):
    text = "~/" + name.removeprefix("Path:")
    written = save_scene(demo_scene(2), Path(text) if name.startswith("Path:") else text)
    assert written == home / name.removeprefix("Path:").rstrip("/")
    assert written.exists()
    assert not Path("~").exists()


def test_the_writers_write_into_the_home_folder(home):
    scene = demo_scene(2)
    assert write_npz(scene, "~/a.npz") == home / "a.npz"
    assert write_colmap(scene, "~/model") == home / "model"
    assert (home / "model" / "cameras.txt").is_file()
    assert write_gaussians(demo_gaussians(scene, 20), "~/g.gs.ply") == home / "g.gs.ply"
    assert (home / "g.gs.ply").is_file()
    assert not Path("~").exists()


def test_load_npz_reads_from_the_home_folder(home):
    scene = demo_scene(2)
    scene.save("~/scene.npz")
    assert (home / "scene.npz").is_file()
    for path in ("~/scene.npz", Path("~/scene.npz")):
        assert np.array_equal(load_npz(path).extrinsics, scene.extrinsics)


def test_depth_output_load_npz_reads_what_save_wrote(home):
    depth = np.linspace(1, 2, 12 * 16, dtype=np.float32).reshape(12, 16)
    out = DepthOutput(depth=depth, original_size=(24, 32), model_input_size=(12, 16), units="m")
    assert out.save("~/depth.npz") == home / "depth.npz"
    for path in ("~/depth.npz", Path("~/depth.npz")):
        assert np.array_equal(DepthOutput.load_npz(path).depth, depth)


def test_reconstruct_stream_writes_into_the_home_folder(tiny_anyview_model, photo, home):
    frames = [photo[:, i : i + 100] for i in range(0, 12, 4)]
    result = tiny_anyview_model.reconstruct_stream(
        frames, "~/run", chunk_size=3, overlap=1, loop_closure=False, progress=False
    )
    assert result.out_dir == home / "run"
    assert (home / "run" / "stream.json").is_file()
    assert not Path("~").exists()
