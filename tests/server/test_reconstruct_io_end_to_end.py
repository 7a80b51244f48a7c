"""The exports, the command and the route on a real (tiny, random) any-view network's
reconstruction: the glb equals the official exporter's on that prediction, the command's files
and the route's answer equal what ``model.reconstruct`` gives in Python."""

from __future__ import annotations

import base64
import io
import json

import numpy as np
import pytest
from fastapi.testclient import TestClient

from support.app_testing import b64, encode, settings_for, wait_ready
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.exports import glb_geometry, load_npz
from tt_depth_anything_3.server import create_app

trimesh = pytest.importorskip("trimesh")


def read_glb(path):
    scene = trimesh.load(path, file_type="glb")
    (cloud,) = [g for g in scene.geometry.values() if isinstance(g, trimesh.points.PointCloud)]
    frustums = [g for g in scene.geometry.values() if isinstance(g, trimesh.path.Path3D)]
    return cloud, frustums


def test_glb_equals_the_official_exporter_on_a_network_prediction(
    tiny_anyview_model, view_files, tmp_path
):
    from support.official_exports import official_glb

    scene = tiny_anyview_model.reconstruct([str(p) for p in view_files])
    assert scene.conf is not None and scene.pose_source == "camera"
    ours = scene.save(tmp_path / "ours.glb", max_points=2000, seed=3)
    theirs = official_glb(scene, tmp_path / "official", num_max_points=2000, seed=3)
    our_cloud, our_frustums = read_glb(ours)
    their_cloud, their_frustums = read_glb(theirs)
    assert len(our_cloud.vertices) == len(their_cloud.vertices) > 0
    scale = np.abs(their_cloud.vertices).max()
    np.testing.assert_allclose(our_cloud.vertices, their_cloud.vertices, atol=1e-5 * scale)
    np.testing.assert_array_equal(our_cloud.colors, their_cloud.colors)
    assert len(our_frustums) == len(their_frustums) == 3
    for a, b in zip(our_frustums, their_frustums, strict=True):
        np.testing.assert_allclose(a.vertices, b.vertices, atol=1e-5 * scale)


def test_command_writes_what_reconstruct_gives(
    tiny_anyview_model, tiny_anyview_checkpoint, view_files, tmp_path
):
    pycolmap = pytest.importorskip("pycolmap")
    out = tmp_path / "out"
    args = [
        "reconstruct",
        *map(str, view_files),
        "--out",
        str(out),
        "--weights",
        str(tiny_anyview_checkpoint),
        "--device",
        "cpu",
        "--process-res",
        "140",
        "--ref-view",
        "middle",
        "--max-points",
        "3000",
    ]
    for fmt in ("glb", "npz", "colmap"):
        args += ["--format", fmt]
    assert main(args) == 0
    # (the ray solver's wiring is tested with the stand-in: it takes seconds per call here)
    expected = tiny_anyview_model.reconstruct([str(p) for p in view_files], ref_view="middle")
    scene = load_npz(out / "scene.npz")
    assert scene.pose_source == expected.pose_source == "camera"
    assert scene.ref_view == expected.ref_view
    np.testing.assert_allclose(scene.depth, expected.depth, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(scene.extrinsics, expected.extrinsics, atol=1e-5)
    cameras = json.loads((out / "cameras.json").read_text())
    np.testing.assert_allclose(
        [v["intrinsics"] for v in cameras["views"]], expected.intrinsics, rtol=1e-5
    )
    cloud, frustums = read_glb(out / "scene.glb")
    assert len(cloud.vertices) == min(3000, len(glb_geometry(expected).points))
    assert len(frustums) == 3
    model = pycolmap.Reconstruction(str(out / "colmap"))
    assert sorted(image.name for image in model.images.values()) == [p.name for p in view_files]
    k = expected.original_intrinsics()
    for i in range(3):
        camera = model.cameras[i + 1]
        assert (camera.width, camera.height) == (120, 90)
        np.testing.assert_allclose(
            camera.params, [k[i, 0, 0], k[i, 1, 1], k[i, 0, 2], k[i, 1, 2]], rtol=1e-5
        )


def test_route_answers_what_reconstruct_gives(tiny_anyview_model, tiny_anyview_checkpoint, photo):
    views = [encode(np.roll(photo, 6 * i, axis=1)) for i in range(2)]
    expected = tiny_anyview_model.reconstruct(views)
    app = create_app(settings_for(tiny_anyview_checkpoint), model=tiny_anyview_model)
    with TestClient(app) as client:
        wait_ready(client)
        response = client.post(
            "/reconstruct", json={"images": [b64(v) for v in views], "format": "npz"}
        )
    assert response.status_code == 200, response.text
    body = response.json()
    np.testing.assert_allclose(body["extrinsics"], expected.extrinsics, atol=1e-5)
    np.testing.assert_allclose(
        body["intrinsics_original"], expected.original_intrinsics(), rtol=1e-5
    )
    # the Python API's (and cameras.json's) name too: the HTTP answer had only its own
    assert body["original_intrinsics"] == body["intrinsics_original"]
    scene = load_npz(io.BytesIO(base64.b64decode(body["export"]["data"])))
    np.testing.assert_allclose(scene.depth, expected.depth, rtol=1e-5, atol=1e-6)
    assert body["pose_source"] == expected.pose_source and body["views"] == 2


def test_predict_route_carries_the_camera_of_an_anyview_model(
    tiny_anyview_model, tiny_anyview_checkpoint, tiny_metric_checkpoint, tiny_metric_model, photo
):
    """``POST /predict`` answers the camera head's pose and K as ``model(image)`` gives them
    (K in pixels of the returned depth); null for models without a camera head."""
    image = encode(photo)
    expected = tiny_anyview_model(photo, resize_to_original=True)
    for checkpoint, model, has_camera in (
        (tiny_anyview_checkpoint, tiny_anyview_model, True),
        (tiny_metric_checkpoint, tiny_metric_model, False),
    ):
        with TestClient(create_app(settings_for(checkpoint), model=model)) as client:
            wait_ready(client)
            response = client.post(
                "/predict", json={"image": b64(image), "resize_to_original": True}
            )
        assert response.status_code == 200, response.text
        body = response.json()
        if not has_camera:
            assert body["extrinsics"] is None and body["intrinsics"] is None
            continue
        np.testing.assert_allclose(body["extrinsics"], expected.extrinsics, atol=1e-6)
        np.testing.assert_allclose(body["intrinsics"], expected.intrinsics, rtol=1e-6)
