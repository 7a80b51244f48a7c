"""``POST /reconstruct`` in-process: JSON and multipart bodies, every export decoded back, the
cameras in the answer, and the limits, errors and queue it shares with ``/predict``.

The model is the tiny checkpoint with ``reconstruct`` stood in by the demo room (known
geometry), so these tests check the route; the network's reconstruction is tested with it."""

from __future__ import annotations

import base64
import io
import time
import zipfile
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from fastapi.testclient import TestClient

from support.app_testing import b64, encode, ready_client, settings_for, wait_ready
from support.demo_scene import demo_scene
from support.fake_models import ReconstructingModel
from tt_depth_anything_3.server import create_app

trimesh = pytest.importorskip("trimesh")
pytest.importorskip("python_multipart")


@pytest.fixture()
def model(tiny_metric_model):
    return ReconstructingModel(tiny_metric_model, gaussian_head=True)  # gs-ply answers


@pytest.fixture()
def client(tiny_metric_checkpoint, model):
    with ready_client(tiny_metric_checkpoint, model, max_body_mb=1.0, max_views=4) as client:
        yield client


@pytest.fixture()
def views(photo) -> list[bytes]:
    return [encode(np.roll(photo, 7 * i, axis=1)) for i in range(3)]


def test_json_answer_carries_cameras_and_glb(client, model, views):
    response = client.post(
        "/reconstruct",
        json={
            "images": [b64(v) for v in views],
            "pose_from": "rays",
            "ref_view": "first",
            "max_points": 800,
        },
    )
    assert response.status_code == 200, response.text
    body = response.json()
    (call,) = model.calls
    assert call["pose_from"] == "rays" and call["ref_view"] == "first"
    assert [image.rgb.shape for image in call["images"]] == [(90, 120, 3)] * 3
    assert [image.original_size for image in call["images"]] == [(90, 120)] * 3
    scene = demo_scene(3, original_size=(90, 120))
    assert body["views"] == 3 and body["original_sizes"] == [[90, 120]] * 3
    assert body["model_input_size"] == list(scene.depth.shape[1:])
    np.testing.assert_allclose(body["extrinsics"], scene.extrinsics)
    np.testing.assert_allclose(body["intrinsics"], scene.intrinsics)
    k = np.asarray(body["intrinsics_original"])
    np.testing.assert_allclose(k[:, 0, 0], scene.intrinsics[:, 0, 0] * 120 / 56, rtol=1e-6)
    export = body["export"]
    assert (export["format"], export["filename"], export["media_type"]) == (
        "glb",
        "scene.glb",
        "model/gltf-binary",
    )
    data = base64.b64decode(export["data"])
    assert len(data) == export["bytes"]
    glb = trimesh.load(io.BytesIO(data), file_type="glb")
    assert len(glb.geometry["points"].vertices) == 800
    assert sum(name.startswith("camera_") for name in glb.geometry) == 3
    assert set(body["timing_ms"]) == {"decode", "reconstruct", "export", "queue", "total"}


def test_multipart_gives_the_same_answer(client, views):
    json_body = client.post(
        "/reconstruct", json={"images": [b64(v) for v in views], "format": "ply"}
    ).json()
    files = [("images", (f"v{i}.png", v, "image/png")) for i, v in enumerate(views)]
    response = client.post("/reconstruct", files=files, data={"format": "ply"})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["export"]["data"] == json_body["export"]["data"]
    assert body["extrinsics"] == json_body["extrinsics"]


@pytest.mark.parametrize(
    "fmt, names",
    [
        ("colmap", ["colmap/cameras.txt", "colmap/images.txt", "colmap/points3D.txt"]),
        (
            "colmap-bin",
            ["colmap-bin/cameras.bin", "colmap-bin/images.bin", "colmap-bin/points3D.bin"],
        ),
    ],
)
def test_colmap_comes_as_a_zip(client, views, fmt, names):
    body = client.post(
        "/reconstruct", json={"images": [b64(v) for v in views[:2]], "format": fmt}
    ).json()
    assert body["export"]["media_type"] == "application/zip"
    with zipfile.ZipFile(io.BytesIO(base64.b64decode(body["export"]["data"]))) as archive:
        assert sorted(archive.namelist()) == names
        if fmt == "colmap":
            assert archive.read(names[0]).decode().splitlines()[3].startswith("1 PINHOLE 120 90 ")


def test_gs_ply_runs_the_gaussian_head(client, model, views):
    import plyfile

    body = client.post("/reconstruct", json={"images": [b64(views[0])], "format": "gs-ply"})
    assert body.status_code == 200, body.text
    export = body.json()["export"]
    assert export["filename"] == "scene.gs.ply" and model.calls[-1]["gaussians"] is True
    ply = plyfile.PlyData.read(io.BytesIO(base64.b64decode(export["data"])))
    assert ply["vertex"].count == 200
    client.post("/reconstruct", json={"images": [b64(views[0])]})
    assert "gaussians" not in model.calls[-1]


def test_gs_ply_is_refused_in_the_request_terms(tiny_metric_checkpoint, tiny_metric_model, views):
    """``format: gs-ply`` on a model without a 3D-Gaussian head answered the API's "da3-small
    has no 3D-Gaussian head; gaussians=True needs ...", a Python keyword no request sends (the
    CLI names ``--format gs-ply``): the field's value is named, before any view is read; given
    extrinsics are refused in the same terms."""
    model = ReconstructingModel(tiny_metric_model)  # the tiny metric model: no head
    name = tiny_metric_model.model_name
    one = [b64(views[0])]
    with ready_client(tiny_metric_checkpoint, model) as client:
        response = client.post("/reconstruct", json={"images": one, "format": "gs-ply"})
        assert response.status_code == 422, response.text
        detail = response.json()["detail"]
        assert detail.startswith("format gs-ply needs a model with a 3D-Gaussian head")
        assert f"{name} has no 3D-Gaussian head" in detail and "gaussians=True" not in detail
        files = [("images", ("a.png", views[0], "image/png"))]
        response = client.post("/reconstruct", files=files, data={"format": "gs-ply"})
        assert response.status_code == 422 and response.json()["detail"] == detail
    assert model.calls == []
    with ready_client(
        tiny_metric_checkpoint, ReconstructingModel(tiny_metric_model, gaussian_head=True)
    ) as client:
        pose = [np.eye(4)[:3].tolist()]
        body = {
            "images": one,
            "format": "gs-ply",
            "extrinsics": pose,
            "intrinsics": np.eye(3).tolist(),
        }
        response = client.post("/reconstruct", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["detail"].startswith("format gs-ply runs with the predicted cameras")


def test_npz_and_none(client, views):
    from tt_depth_anything_3.exports import load_npz

    body = client.post("/reconstruct", json={"images": [b64(views[0])], "format": "npz"}).json()
    path = io.BytesIO(base64.b64decode(body["export"]["data"]))
    np.testing.assert_array_equal(load_npz(path).depth, demo_scene(1).depth)
    body = client.post("/reconstruct", json={"images": [b64(views[0])], "format": "none"}).json()
    assert body["export"] is None and len(body["extrinsics"]) == 1


def test_known_cameras_reach_the_model(client, model, views):
    poses = np.tile(np.eye(4)[:3], (3, 1, 1))
    poses[:, :, 3] = [[512345.678, 5412345.987, 123.456]] * 3  # world (UTM-like) coordinates
    extrinsics = poses.tolist()
    k = [[500.0, 0, 60], [0, 500, 45], [0, 0, 1]]  # one K for every view
    files = [("images", (f"v{i}.png", v, "image/png")) for i, v in enumerate(views)]
    import json

    response = client.post("/reconstruct", files=files,
                           data={"extrinsics": json.dumps(extrinsics), "intrinsics": json.dumps(k),
                                 "format": "none"})  # fmt: skip
    assert response.status_code == 200, response.text
    np.testing.assert_array_equal(model.calls[-1]["extrinsics"], poses)  # no float32 rounding
    np.testing.assert_array_equal(model.calls[-1]["intrinsics"], k)


def test_bad_requests_get_their_status(client, model, views, photo):
    good = [b64(v) for v in views]
    png = ("images", ("a.png", views[0], "image/png"))
    cases = [
        ({"content": b"x", "headers": {"Content-Type": "text/plain"}}, 415, "Content-Type"),
        ({"content": b"{", "headers": {"Content-Type": "application/json"}}, 400, "not valid JSON"),
        ({"json": {"images": []}}, 422, "images"),
        ({"json": {"images": good, "format": "obj"}}, 422, "format"),
        ({"json": {"images": good, "max_points": 0}}, 422, "max_points"),
        ({"json": {"images": good, "colour": 1}}, 422, "colour"),
        ({"json": {"images": [good[0], "%%%"]}}, 400, "images[1]: image is not valid base64"),
        ({"json": {"images": [good[0], b64(b"not an image")]}}, 400, "images[1]: could not"),
        (
            {"json": {"images": [b64(encode(photo[:4]))]}},
            422,
            "images[0]: image is 4x120 (height x width)",
        ),
        ({"json": {"images": good * 2}}, 422, "over the server's limit of 4 views"),
        ({"json": {"images": good, "extrinsics": [np.eye(4)[:3].tolist()]}}, 422, "extrinsics"),
        ({"json": {"images": [b64(b"x" * 1_200_000)]}}, 413, "over the limit"),
        ({"files": [("other", ("a.png", views[0], "image/png"))]}, 422, "unexpected form file"),
        ({"data": {"format": "glb"}, "files": [("x", ("", b"", "text/plain"))]}, 422, ""),
        # a text 'images' field (curl -F images=hello, no @) said "Extra inputs are not
        # permitted" next to files, "given more than once" when repeated
        (
            {"files": [("images", (None, b"hello")), png]},
            422,
            "images: each view must be a form file",
        ),
        (
            {"files": [("images", (None, b"a")), ("images", (None, b"b"))]},
            422,
            "images: each view must",
        ),
        ({"files": [("images", (None, b"hello"))]}, 422, "(curl -F images=@photo.png, with the @)"),
    ]
    for kwargs, status, message in cases:
        response = client.post("/reconstruct", **kwargs)
        assert response.status_code == status, (kwargs.keys(), response.text)
        assert message in response.json()["detail"]
    assert model.calls == []  # the model refused the bad extrinsics (422); none other reached it


def test_non_finite_cameras_are_named_once_as_python_names_them(client, model, views):
    """NaN intrinsics answered 422 with pydantic's "intrinsics.(N, 3, 3).0.0.0: Input should
    be a finite number" once for each of the nine entries (the discriminator's tag in the
    path); Python and the CLI say "intrinsics has non-finite values (NaN or inf)"."""
    nan_k = np.full((1, 3, 3), np.nan).tolist()
    inf_pose = np.tile(np.eye(4)[:3], (1, 1, 1))
    inf_pose[0, 0, 3] = np.inf
    files = [("images", ("a.png", views[0], "image/png"))]
    import json

    def body(**fields) -> dict:  # JSON with NaN / Infinity, as Python's json writes them
        text = json.dumps({"images": [b64(views[0])], **fields})
        return {"content": text, "headers": {"Content-Type": "application/json"}}

    cases = [
        body(intrinsics=nan_k),
        body(intrinsics=nan_k[0]),
        {"files": files, "data": {"intrinsics": json.dumps(nan_k)}},
    ]
    for kwargs in cases:
        response = client.post("/reconstruct", **kwargs)
        assert response.status_code == 422, response.text
        detail = response.json()["detail"]
        assert detail.startswith("intrinsics has non-finite values (NaN or inf)")
        assert detail.count("finite") == 2 and "(N, 3, 3)" not in detail
    both = body(intrinsics=nan_k, extrinsics=inf_pose.tolist(), max_points=0)
    detail = client.post("/reconstruct", **both).json()["detail"]
    assert detail.startswith("extrinsics has non-finite values (NaN or inf): ")
    assert detail.count("non-finite") == 2 and "max_points" in detail  # the others still said
    assert model.calls == []


def test_full_queue_answers_503(tiny_metric_checkpoint, model, views):
    model.gate.clear()
    body = {"images": [b64(v) for v in views], "format": "none"}
    app = create_app(settings_for(tiny_metric_checkpoint, queue_size=1), model=model)
    with TestClient(app) as client, ThreadPoolExecutor(1) as pool:
        wait_ready(client)
        first = pool.submit(client.post, "/reconstruct", json=body)
        assert model.entered.wait(10)
        rejected = client.post("/reconstruct", json=body)
        assert rejected.status_code == 503 and int(rejected.headers["retry-after"]) >= 1
        model.gate.set()
        assert first.result().status_code == 200


def test_timeout_answers_504(tiny_metric_checkpoint, model, views):
    model.gate.clear()
    app = create_app(settings_for(tiny_metric_checkpoint, request_timeout_s=0.3), model=model)
    with TestClient(app) as client:
        wait_ready(client)
        start = time.monotonic()
        response = client.post("/reconstruct", json={"images": [b64(views[0])]})
        assert response.status_code == 504 and time.monotonic() - start < 5
        model.gate.set()


def test_static_files_and_openapi(client):
    assert client.get("/info").json()["limits"]["max_views"] == 4
    three = client.get("/static/vendor/three/three.module.js")
    assert three.status_code == 200 and three.headers["content-type"].startswith("text/javascript")
    assert "three.core.js" in three.text
    assert client.get("/static/vendor/three/LICENSE").text.startswith("The MIT License")
    for bad in ("/static/../settings.py", "/static/vendor/three/missing.js", "/static/.hidden"):
        assert client.get(bad).status_code == 404
    spec = client.get("/openapi.json").json()["paths"]["/reconstruct"]["post"]
    assert set(spec["requestBody"]["content"]) == {"application/json", "multipart/form-data"}


def test_the_schema_describes_the_answer_and_the_form_defaults(client, views):
    """The 200 of /reconstruct had an empty schema ({}), and its multipart fields no defaults."""
    from tt_depth_anything_3.server.reconstruct_io import ReconstructOptions, ReconstructResponse

    spec = client.get("/openapi.json").json()
    operation = spec["paths"]["/reconstruct"]["post"]
    answer = operation["responses"]["200"]["content"]["application/json"]["schema"]
    assert answer == {"$ref": "#/components/schemas/ReconstructResponse"}
    described = spec["components"]["schemas"]["ReconstructResponse"]
    for fmt in ("glb", "none"):
        body = client.post("/reconstruct", json={"images": [b64(views[0])], "format": fmt}).json()
        assert set(body) == set(described["properties"]) == set(described["required"])
        ReconstructResponse.model_validate(body, strict=False)  # every key of its type
    form = operation["requestBody"]["content"]["multipart/form-data"]["schema"]["properties"]
    for name, field in ReconstructOptions.model_fields.items():
        if field.default is not None:
            assert form[name]["default"] == field.default, name
    assert form["format"]["enum"][0] == "glb" and form["max_points"]["maximum"] == 5_000_000
