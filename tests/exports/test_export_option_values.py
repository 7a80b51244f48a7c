"""Scene writers' option values and scene inputs refused by name, from an outside test: wrong
types were raw numpy errors or silently misread (``drop_sky='no'`` truthy, ``conf_thresh=nan``
kept no point, ``camera_size=inf`` wrote NaN vertices), ``scene.save('')`` wrote a COLMAP
model into the current folder, bool / complex cameras were read as 0 / 1 or their real part,
and a hand-made scene's ``ref_view`` went unchecked."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports import glb_geometry

pytest.importorskip("trimesh")
pytest.importorskip("plyfile")

REFUSED = [
    ("x.ply", {"conf_percentile": "40"}, r"conf_percentile must be in \[0, 100\]"),
    ("x.glb", {"conf_percentile": None}, r"conf_percentile must be in \[0, 100\]"),
    ("x.glb", {"ceiling_percentile": 101}, r"ceiling_percentile must be in \[0, 100\]"),
    ("x.glb", {"max_points": 1000.5}, "max_points must be at least 1"),
    ("x.glb", {"max_points": 0}, "max_points must be at least 1"),
    ("x.glb", {"seed": -1}, "seed must be an integer"),
    ("x.glb", {"seed": None}, "seed must be an integer"),
    ("x.glb", {"conf_thresh": "1"}, "conf_thresh must be a finite number"),
    ("x.glb", {"conf_thresh": float("nan")}, "conf_thresh must be a finite number"),
    ("x.glb", {"camera_size": float("inf")}, "camera_size must be positive and finite"),
    ("x.glb", {"show_cameras": "no"}, "show_cameras must be True or False"),
    ("x.ply", {"drop_sky": "no"}, "drop_sky must be True or False"),
    ("x.npz", {"compress": "no"}, "compress must be True or False"),
]


@pytest.mark.parametrize(("name", "options", "message"), REFUSED)
def test_an_option_value_the_writer_cannot_take_is_named(tmp_path, name, options, message):
    with pytest.raises(InputError, match=message):
        demo_scene(2).save(tmp_path / name, **options)
    assert list(tmp_path.iterdir()) == []


def test_the_values_the_writers_take_still_write(tmp_path):
    scene = demo_scene(2)
    scene.save(tmp_path / "a.ply", conf_percentile=None, drop_sky=np.bool_(False))
    scene.save(tmp_path / "a.glb", max_points=np.int64(500), seed=2**32 - 1, conf_thresh=1)
    scene.save(tmp_path / "cm", conf_percentile=None)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.glb", "a.ply", "cm"]


def test_max_points_has_the_bound_of_the_command_line_and_the_server(tmp_path):
    """``scene.save('x.glb', max_points=6_000_000)`` wrote, where ``tt-da3 reconstruct
    --max-points 6000000`` (exit 2) and ``POST /reconstruct`` (422) refuse it: one bound
    (``OPTION_BOUNDS['max_points']``, 1 to 5,000,000) for the three surfaces, as SERVING.md
    says the API checks it."""
    from tt_depth_anything_3.config.options import OPTION_BOUNDS

    top = int(OPTION_BOUNDS["max_points"].le)
    with pytest.raises(InputError, match=f"max_points must be at most {top}"):
        demo_scene(2).save(tmp_path / "x.glb", max_points=top + 1)
    assert list(tmp_path.iterdir()) == []
    demo_scene(2).save(tmp_path / "x.glb", max_points=top)


def test_glb_geometry_refuses_non_finite_values_when_called_directly():
    with pytest.raises(InputError, match="conf_thresh must be a finite number"):
        glb_geometry(demo_scene(2), conf_thresh=float("nan"))
    with pytest.raises(InputError, match="camera_size must be positive and finite"):
        glb_geometry(demo_scene(2), camera_size=float("inf"))


@pytest.mark.parametrize("path", ["", "  "])
def test_an_empty_scene_path_is_refused(tmp_path, monkeypatch, path):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(InputError, match="the scene's path is empty"):
        demo_scene(2).save(path)
    assert list(tmp_path.iterdir()) == []


def test_a_hand_made_scene_needs_its_ref_view_among_its_views():
    scene = demo_scene(2)
    for ref_view in (2, -1, 0.5):
        with pytest.raises(InputError, match=r"ref_view must be a view index in \[0, 2\)"):
            dataclasses.replace(scene, ref_view=ref_view)


@pytest.mark.parametrize(
    ("dtype", "kind"), [(bool, "bool"), (np.complex128, "complex"), (str, "text")]
)
def test_cameras_that_are_not_real_numbers_are_refused(tiny_anyview_model, photo, dtype, kind):
    extrinsics = np.tile(np.eye(4)[:3], (2, 1, 1)).astype(dtype)
    intrinsics = np.tile(np.diag([100.0, 100.0, 1.0]), (2, 1, 1))
    with pytest.raises(
        InputError, match=f"extrinsics must be an array of real numbers, got {kind}"
    ):
        tiny_anyview_model.reconstruct([photo, photo], extrinsics=extrinsics, intrinsics=intrinsics)
