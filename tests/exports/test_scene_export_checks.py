"""Scene exports, from an outside test that read every file back with independent readers: a
skewed K lost its skew in COLMAP (points 4.7 px off their observations) in silence; zero views
and bad original sizes were accepted, then failed or wrote a 0 x 0 camera; a legal 244-byte
file name failed on its temporary name; quaternions were written as given; inf depth warned;
a text ``image_names`` named the views by its characters; an unknown option was a TypeError;
``cameras.json`` lacked the original image's K."""

from __future__ import annotations

import dataclasses
import json
import warnings

import numpy as np
import pytest

from support.demo_scene import demo_gaussians, demo_scene
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.geometry.scene import Gaussians, Scene

plyfile = pytest.importorskip("plyfile")


def test_a_skewed_k_is_refused_by_colmap_and_kept_elsewhere(tmp_path):
    scene = demo_scene(2)
    scene.intrinsics[1, 0, 1] = 5.0
    with pytest.raises(InputError, match=r"view\(s\) \[1\] have a skewed K .* no camera model"):
        scene.save(tmp_path / "colmap")
    assert not (tmp_path / "colmap").exists()
    scene.save(tmp_path / "scene.npz")  # the skew is kept where the format has it
    assert scene.world_points().shape == (2, 42, 56, 3)


@pytest.mark.parametrize(
    ("sizes", "says"),
    [([[0, 0], [84, 112]], "whole numbers of pixels from 1"), ([[60.7, 112], [84, 112]], "whole")],
)
def test_original_sizes_are_checked(sizes, says):
    scene = demo_scene(2)
    with pytest.raises(InputError, match=says):
        dataclasses.replace(scene, original_sizes=np.array(sizes))


def test_a_scene_of_no_views_is_refused():
    scene = demo_scene(1)
    with pytest.raises(InputError, match="at least one view"):
        dataclasses.replace(
            scene,
            depth=scene.depth[:0],
            conf=scene.conf[:0],
            extrinsics=scene.extrinsics[:0],
            intrinsics=scene.intrinsics[:0],
            images=scene.images[:0],
            original_sizes=scene.original_sizes[:0],
        )


def test_a_long_legal_file_name_is_written(tmp_path):
    path = tmp_path / ("a" * 240 + ".ply")  # 244 bytes: legal; its temporary name was not
    demo_scene(1).save(path)
    assert path.is_file() and [p.name for p in tmp_path.iterdir()] == [path.name]
    folder = tmp_path / ("b" * 250)
    demo_scene(1).save(folder, format="colmap")
    assert (folder / "cameras.txt").is_file()


def test_gaussian_rotations_are_written_as_unit_quaternions(tmp_path):
    scene = demo_scene(1)
    gaussians = demo_gaussians(scene, count=10)
    doubled = dataclasses.replace(gaussians, rotations=gaussians.rotations * 2.0)
    assert isinstance(doubled, Gaussians)
    scene.gaussians = doubled
    scene.save(tmp_path / "g.gs.ply")
    vertex = plyfile.PlyData.read(str(tmp_path / "g.gs.ply"))["vertex"]
    rot = np.stack([vertex[f"rot_{i}"] for i in range(4)], axis=1)
    np.testing.assert_allclose(np.linalg.norm(rot, axis=1), 1.0, atol=1e-6)


def test_inf_depth_is_dropped_without_a_warning():
    scene = demo_scene(1)
    scene.depth[0, 21, 28] = np.inf  # the principal point's ray: inf x 0
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        xyz, _ = scene.points(conf_percentile=None)
    assert np.isfinite(xyz).all() and len(xyz) == 42 * 56 - 1


def test_text_image_names_and_unknown_options_are_input_errors(tmp_path):
    scene = demo_scene(2)
    with pytest.raises(InputError, match="a list of 2 names, got the text 'ab'"):
        scene.save(tmp_path / "c", image_names="ab")
    with pytest.raises(InputError, match=r"the ply writer takes .*, not \['max_points'\]"):
        scene.save(tmp_path / "x.ply", max_points=10)
    scene.save(tmp_path / "x.glb", max_points=10)  # the glb takes it


def test_cameras_json_carries_the_original_intrinsics(tmp_path):
    from tt_depth_anything_3.cli.reconstruct import cameras_json

    scene = demo_scene(2, original_size=(84, 140))
    scene = dataclasses.replace(scene, resized_sizes=np.array([[42, 70], [42, 70]]))
    assert isinstance(scene, Scene)
    views = cameras_json(scene, ["a.png", "b.png"])["views"]
    original = np.array([v["original_intrinsics"] for v in views])
    np.testing.assert_allclose(original, scene.original_intrinsics())
    json.dumps(views)  # plain JSON


def test_more_bad_scene_inputs_are_input_errors(tmp_path):
    """From the regression round: inf or 1e30 original sizes were written, a list of sizes
    was an AttributeError, a numpy array of names a ValueError, K[1, 0] passed COLMAP, and
    float32 rounding noise in K[0, 1] should not count as skew."""
    scene = demo_scene(2)
    for sizes in ([[np.inf, 112], [84, 112]], [[1e30, 112], [84, 112]]):
        with pytest.raises(InputError, match="whole numbers of pixels from 1 to"):
            dataclasses.replace(scene, original_sizes=np.array(sizes))
    listed = dataclasses.replace(scene, original_sizes=[[84, 112], [84, 112]])
    assert listed.original_sizes.shape == (2, 2)
    scene.save(tmp_path / "named", image_names=np.array(["a.png", "b.png"]))
    assert "a.png" in (tmp_path / "named" / "images.txt").read_text()
    scene.intrinsics[0, 0, 1] = 1e-7 * scene.intrinsics[0, 0, 0]  # noise: written
    scene.save(tmp_path / "noise")
    scene.intrinsics[1, 1, 0] = 3.0
    with pytest.raises(InputError, match=r"view\(s\) \[1\] have a skewed K"):
        scene.save(tmp_path / "lower")


def test_server_refuses_a_skewed_colmap_request_before_the_model(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    pytest.importorskip("python_multipart")
    from support.app_testing import b64, encode, ready_client
    from support.fake_models import ReconstructingModel

    model = ReconstructingModel(tiny_metric_model)
    skewed = [[60.0, 0.8, 35.0], [0.0, 60.0, 28.0], [0.0, 0.0, 1.0]]
    with ready_client(tiny_metric_checkpoint, model) as client:
        body = {"images": [b64(encode(photo))] * 2, "format": "colmap", "intrinsics": skewed}
        response = client.post("/reconstruct", json=body)
    assert response.status_code == 422 and "skewed K" in response.json()["detail"]
    assert not model.calls
