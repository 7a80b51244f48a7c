"""``scene.save("scene.glb", format="ply")`` wrote a PLY file named ``.glb`` (no glTF viewer
opens it; ``load_npz`` of a ``scene.npz`` holding a PLY said "not an .npz file"). A ``format=``
whose file format another known suffix names is refused now, before anything is written; a
``.ply`` of 3D Gaussians (``gs-ply``), and a suffix no format has, are written as asked."""

from __future__ import annotations

import pytest

from support.demo_scene import demo_gaussians, demo_scene
from tt_depth_anything_3.config.errors import InputError


@pytest.mark.parametrize(
    ("name", "fmt", "named"),
    [("s.glb", "ply", "glb"), ("s.npz", "PLY", "npz"), ("s.PLY", "npz", "ply"), ("s.ply", "glb", "ply"),
     ("s.gs.ply", "npz", "gs-ply")],
)  # fmt: skip
def test_a_format_another_suffix_names_is_refused(tmp_path, name, fmt, named):
    with pytest.raises(InputError, match=f"names a {named} file .*leave format= out"):
        demo_scene(2, height=14, width=14).save(tmp_path / name, format=fmt)
    assert list(tmp_path.iterdir()) == []


def test_what_agrees_is_written(tmp_path):
    pytest.importorskip("plyfile")
    scene = demo_scene(2, height=14, width=14)
    scene.gaussians = demo_gaussians(scene, count=10)
    assert scene.save(tmp_path / "splat.ply", format="gs-ply").is_file()  # as splat viewers name it
    assert scene.save(tmp_path / "cloud.gs.ply", format="ply").is_file()
    assert scene.save(tmp_path / "scene.bin", format="npz").is_file()
    assert scene.save(tmp_path / "scene.NPZ", format="npz").is_file()
